// The path of a render group and its trim, as lottie-ios's ShapeAnimation.swift and
// CombinedShapeAnimation.swift: one geometry's keyframed path keeps its keyframes; several
// animated geometries, or a rectangle, ellipse or star with changing parameters, are combined
// at every frame. A trim maps to strokeStart/strokeEnd: start and end swapped when start is
// always the larger, the offset (degrees / 360) added to both, and the path repeated
// ⌈max⌉ − ⌊min⌋ times so values past 100 % or below 0 still fall on the path
// (`Trim.caShapeLayerKeyframes`; SEMANTICS §5); a trim an expression drives takes lottie-web's
// window on the path repeated twice, its ends blended as a pair. Several trims on one stroke
// cut the path itself instead, one after another (TrimModel+Evaluation.swift), sampled at every
// frame while the trims or the geometries change.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Sets `layer.path` to the geometries' combined path, repeated `repeated` times and cut by
    /// `trims` (in order; none by default), animated when any geometry or trim changes.
    func applyPath(_ geometries: [ShapeGeometry], repeated: Int, trimmedBy trims: [TrimModel] = [],
                   to layer: ShapeLayer) throws {
        func combined(_ paths: [LottiePath], at frame: Double) -> BezierPath {
            var path = BezierPath()
            for _ in 0..<max(repeated, 1) { for lottie in paths { lottie.append(to: &path) } }
            return trims.isEmpty ? path : trims.trim(path, at: frame)
        }
        let animated = geometries.filter(\.isAnimated)
        if trims.isEmpty, animated.count == 1, case .path(let track) = animated[0].kind, !animated[0].reversed,
           animated[0].cornerRadius?.isAnimated != true {
            // Keep the one animated path's keyframes (each rounded, as lottie-ios rounds them);
            // the static geometries join each value.
            let index = geometries.firstIndex { $0.isAnimated } ?? 0
            let statics = try geometries.map { try $0.lottiePaths(at: 0, diagnostics) }
            let geometry = animated[0]
            try animate(track, .path, on: layer, blends: Self.sameStructure, set: { layer.path = $0 }) { path in
                var paths = statics
                paths[index] = [geometry.rounded(path, at: 0)]
                return combined(paths.flatMap { $0 }, at: 0)
            }
            return
        }
        let times = (geometries.flatMap(\.keyframeTimes) + trims.keyframeTimes).sorted()
        // The track of frames spans the keyframes; each sampled frame's path is made from it.
        let span = Track<Double>.span(times, placeholder: 0, path: geometries.first?.path ?? "")
        let first = times.first ?? 0
        let initial = try geometries.flatMap { try $0.lottiePaths(at: first, diagnostics) }
        guard geometries.contains(where: \.isAnimated) || trims.isAnimated else {
            return layer.path = combined(initial, at: first)
        }
        // Merged contours may change from frame to frame: held, not blended, between frames.
        let merged = geometries.contains(where: \.containsMerge)
        try animate(span, .path, on: layer, sample: true, hold: merged,
                    value: { $0 }, blends: Self.sameStructure,
                    set: { layer.path = $0 }) { frame in
            combined(try geometries.flatMap { try $0.lottiePaths(at: frame, diagnostics) }, at: frame)
        }
    }

    /// Whether two paths have the same elements, kind by kind: what Lamina's path animation
    /// blends (BezierPath+Interpolatable.swift).
    static func sameStructure(_ a: BezierPath, _ b: BezierPath) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { pair in
            switch pair {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): true
            default: false
            }
        }
    }

    /// strokeStart and strokeEnd from `trim`; returns how many times the path must repeat.
    func applyTrim(_ trim: TrimModel, to layer: ShapeLayer) throws -> Int {
        if trim.hasExpression { return try applyExpressionTrim(trim, to: layer) }
        let times = Set(trim.start.times + trim.end.times)
        let pairs = times.map { (trim.start.value(at: $0).first ?? 0, trim.end.value(at: $0).first ?? 100) }
        let hasOffset = trim.offset.containsValue { ($0.first ?? 0) != 0 }
        if !hasOffset, pairs.allSatisfy({ $0.0 <= $0.1 }) || pairs.allSatisfy({ $0.0 >= $0.1 }) {
            let swap = !pairs.allSatisfy { $0.0 <= $0.1 }
            let (start, end) = swap ? (trim.end, trim.start) : (trim.start, trim.end)
            try animate(start, .strokeStart, on: layer, set: { layer.strokeStart = $0 }) { CGFloat(($0.first ?? 0) / 100) }
            try animate(end, .strokeEnd, on: layer, set: { layer.strokeEnd = $0 }) { CGFloat(($0.first ?? 100) / 100) }
            return 1
        }
        // Start and end at a frame, ordered, with the offset added, in percent.
        let window: (Double) -> (Double, Double) = { frame in
            let start = trim.start.value(at: frame).first ?? 0, end = trim.end.value(at: frame).first ?? 100
            let offset = (trim.offset.value(at: frame).first ?? 0) / 360 * 100
            return (min(start, end) + offset, max(start, end) + offset)
        }
        let allTimes = (trim.start.times + trim.end.times + trim.offset.times).sorted()
        // The window's extremes: at every keyframe and every frame between (at most 10,000 steps).
        let firstTime = allTimes.first ?? 0, lastTime = allTimes.last ?? 0
        let steps = Int(min(max((lastTime - firstTime).rounded(.up), 0), 10_000))
        try diagnostics.countSamples(steps + 1, at: trim.path)
        let frames = allTimes + (0...steps).map { firstTime + (lastTime - firstTime) * Double($0) / Double(max(steps, 1)) }
        let windows = frames.map(window)
        let lowest = (windows.map(\.0).min() ?? 0) / 100, highest = (windows.map(\.1).max() ?? 100) / 100
        let shift = lowest < 0 ? -lowest.rounded(.down) : 0
        let multiplier = Int(min(max(abs(highest.rounded(.up)) + shift, 1), 64))
        let span = Track<[Double]>.span(allTimes, placeholder: [], path: trim.path)
        let scale = 1 / Double(multiplier)
        try animate(span, .strokeStart, on: layer, sample: true, value: { [window($0).0] },
                    set: { layer.strokeStart = $0 }) { CGFloat(min(max(($0[0] / 100 + shift) * scale, 0), 1)) }
        try animate(span, .strokeEnd, on: layer, sample: true, value: { [window($0).1] },
                    set: { layer.strokeEnd = $0 }) { CGFloat(min(max(($0[0] / 100 + shift) * scale, 0), 1)) }
        return multiplier
    }

    /// strokeStart and strokeEnd from a trim an expression drives. The form above needs the
    /// extremes of every frame's window, which would compute every value of the expression
    /// while the layers are built, where a tree of every frame computes them as its frames are
    /// drawn (``DeferredValues``). Instead the window is lottie-web's (``TrimEnds/window``:
    /// start and end held to 0–100 %, the offset taken modulo 360°), which falls on the path
    /// repeated twice; the trim's ends are sampled as one ``TrimEnds`` and blended between
    /// frames before the window is taken, so that strokeStart and strokeEnd move as a pair.
    /// Returns 2, the repeats.
    private func applyExpressionTrim(_ trim: TrimModel, to layer: ShapeLayer) throws -> Int {
        let span = Track<[Double]>.span(trim.start.times + trim.end.times + trim.offset.times, placeholder: [], path: trim.path)
        let start: @Sendable (TrimEnds) -> CGFloat = { CGFloat($0.window.start / 2) }
        let end: @Sendable (TrimEnds) -> CGFloat = { CGFloat($0.window.end / 2) }
        let show: (TrimEnds) -> Void = { ends in
            layer.strokeStart = start(ends)
            layer.strokeEnd = end(ends)
        }
        show(trim.ends(at: remap == nil ? span.firstTime : localFrame(rootInFrame)))
        guard span.isAnimated else { return 2 }
        try animateFrameByFrame(span, [(.strokeStart, start), (.strokeEnd, end)], on: layer, set: show) { trim.ends(at: $0) }
        return 2
    }
}
