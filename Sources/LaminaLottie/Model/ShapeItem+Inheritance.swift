// The items no render group of a group uses pass down to its child groups and are drawn inside
// their layers, under their transforms (lottie-ios's ShapeLayer.swift passes them down as
// inherited items). A child group's scale must not thicken an inherited stroke, so its width
// is divided by the scale, as lottie-ios's `scaledCopyForChildGroup` does (by the x scale alone:
// Core Animation cannot scale a width by two factors, and lottie-ios reports such groups too).
// An inherited gradient keeps its start and end points where the file puts them, in the space
// of the group that holds the gradient, as After Effects, lottie-web, lottie-android and rlottie
// draw it: the points are taken into the child group's space by the inverse of its transform.
// lottie-ios's main-thread engine draws them so too; its Core Animation engine leaves them in the
// child's space, so a gradient beside a moved group moves with it (its snapshot of `issue_1717`
// at 25 % shows a flipped group's gradient flipped, against the main-thread engine's).)
import Foundation

extension ShapeItem {
    /// The item as a child group with `transform` inherits it: a stroke's width divided by the
    /// group's x scale, a gradient's points taken into the group's space; other items as they are.
    func inherited(by transform: TransformModel?, _ diagnostics: LottieDiagnostics) throws -> ShapeItem {
        guard let transform, case .gradient(var gradient) = self else { return try scaledForChild(transform, diagnostics) }
        gradient.start = try transform.mappingIntoGroup(gradient.start, diagnostics)
        gradient.end = try transform.mappingIntoGroup(gradient.end, diagnostics)
        return try ShapeItem.gradient(gradient).scaledForChild(transform, diagnostics)
    }

    /// The item with a stroke's width divided by the x scale of `transform`, a child group's.
    private func scaledForChild(_ transform: TransformModel?, _ diagnostics: LottieDiagnostics) throws -> ShapeItem {
        // An expression's scale may be anything at frames not yet computed.
        guard let scale = transform?.scale, scale.mayHold({ ($0.first ?? 100) != 100 }) else { return self }
        if scale.valuesKnownNow.contains(where: { $0.count > 1 && $0[0] != $0[1] }) {
            diagnostics.warn(scale.path, "a stroke after a group with different x and y scales keeps the width the x "
                             + "scale gives it (as lottie-ios's Core Animation engine)")
        }
        func unscaled(_ width: Track<[Double]>) throws -> Track<[Double]> {
            try Track.combined(width, scale, diagnostics) { width, scale in
                let factor = scale.first ?? 100
                return [factor != 0 ? (width.first ?? 1) * 100 / abs(factor) : 0]
            }
        }
        switch self {
        case .stroke(var stroke):
            stroke.width = try unscaled(stroke.width)
            return .stroke(stroke)
        case .gradient(var gradient):
            guard var stroke = gradient.stroke else { return self }
            stroke.width = try unscaled(stroke.width)
            gradient.stroke = stroke
            return .gradient(gradient)
        default:
            return self
        }
    }
}

extension TransformModel {
    /// `point` (`[x, y]` in the space this group's transform maps into) in the group's own
    /// space, by the inverse of the transform at each frame; as it is where the transform
    /// cannot be inverted (the group draws nothing there). Sampled at every frame the tracks
    /// span when the transform changes, counted against the sampling limit.
    func mappingIntoGroup(_ point: Track<[Double]>, _ diagnostics: LottieDiagnostics) throws -> Track<[Double]> {
        func mapped(_ value: [Double], at frame: Double) -> [Double] {
            let matrix = self.matrix(at: frame)
            guard matrix.a * matrix.d - matrix.b * matrix.c != 0, value.count >= 2 else { return value }
            let inside = CGPoint(x: value[0], y: value[1]).applying(matrix.inverted())
            return [inside.x, inside.y] + value.dropFirst(2)
        }
        let tracks = pathTracks
        guard tracks.contains(where: \.isAnimated) else {
            let frame = point.firstTime
            return point.map { mapped($0, at: frame) }
        }
        let times = (tracks + [point]).filter(\.isAnimated).flatMap { $0.times }
        return try Track.sampled(across: times, like: point, diagnostics) { mapped(point.value(at: $0), at: $0) }
    }
}

extension Track where Value == [Double] {
    /// One track whose value at every frame is `combine` of `a`'s and `b`'s, as lottie-ios's
    /// `Keyframes.combined`: a static value when neither changes; the changing track's
    /// keyframes (and easing) with each value combined when one does; both sampled at every
    /// frame they span, blended linearly, when both do (counted against the sampling limit);
    /// when either is an expression's values computed as they are read, combined as they are
    /// read, at the frames of both.
    static func combined(_ a: Track, _ b: Track, _ diagnostics: LottieDiagnostics,
                         _ combine: @escaping ([Double], [Double]) -> [Double]) throws -> Track {
        if a.deferred != nil || b.deferred != nil {
            // An expression's values, computed when read: combined when read too, at the
            // frames either is known at (every frame of the expression's).
            let times = Array(Set(a.times + b.times)).sorted()
            guard times.count > 1 else { return Track(combine(a.initialValue, b.initialValue), path: a.path) }
            let first = combine(a.value(at: times[0]), b.value(at: times[0]))
            let values = DeferredValues(times: times, first: first) { combine(a.value(at: $0), b.value(at: $0)) }
            return Track(deferred: values, path: a.path)
        }
        switch (a.isAnimated, b.isAnimated) {
        case (false, false): return Track(combine(a.initialValue, b.initialValue), path: a.path)
        case (true, false): return a.map { combine($0, b.initialValue) }
        case (false, true): return b.map { combine(a.initialValue, $0) }
        case (true, true):
            return try sampled(across: a.times + b.times, like: a, diagnostics) {
                combine(a.value(at: $0), b.value(at: $0))
            }
        }
    }

    /// A track of `value` at every whole frame from the first of `times` to the last (and the
    /// last itself), blended linearly between, at `track`'s path; `track` when `times` is empty.
    /// The samples count against the sampling limit.
    static func sampled(across times: [Double], like track: Track, _ diagnostics: LottieDiagnostics,
                        _ value: (Double) -> [Double]) throws -> Track {
        guard let first = times.min(), let last = times.max() else { return track }
        let steps = Int(min((last - first).rounded(.up), 100_000))
        try diagnostics.countSamples(steps + 1, at: track.path)
        let keyframes = (0...steps).map { step in
            let frame = min(first + Double(step), last)
            return Keyframe(time: frame, value: value(frame))
        }
        return Track(keyframes: keyframes, path: track.path) ?? track
    }
}
