// The merged path of a Merge Paths item at a frame: each input's path under its groups'
// transforms (position · rotation · skew · scale about the anchor, as a layer's), combined one
// after another by the Boolean operation of LaminaGeometry (BezierPath+Boolean.swift), and
// returned as straight-edged Lottie contours.
import Foundation
import LaminaGeometry

extension MergedPaths {
    /// The merged contours at `frame` (local frames). The merge is checked against `diagnostics`'
    /// sampling limit (``LottieLimits/maxSampledValues``) before it starts, in the limit's units
    /// of time (a sampled value: about 0.3 µs), as the work of one frame: the n straight
    /// pieces of its inputs, which bound its result, and the pairs it may compare, n · max(n /
    /// 50, 1), six to a unit (a comparison takes about 50 ns). The largest merge the default
    /// limit allows, about 17,000 pieces, takes about 0.3 s; the largest of lottie-web's
    /// `happy2016` demo, 301 pieces, counts about 600. A joining merge (no operation) gives its inputs' contours as they are, curves
    /// and all, under their groups' transforms, and counts nothing.
    /// - Throws: ``LottieError/limit(path:message:)`` at `path` when the work passes the limit.
    func lottiePaths(at frame: Double, _ diagnostics: LottieDiagnostics, path: JSONPath) throws -> [LottiePath] {
        guard let operation else {
            return try inputs.flatMap { input in
                let matrix = input.transforms.reversed().reduce(CGAffineTransform.identity) { $0.concatenating($1.matrix(at: frame)) }
                return try input.geometry.lottiePaths(at: frame, diagnostics).map { $0.applying(matrix) }
            }
        }
        var paths: [BezierPath] = []
        for input in inputs {
            var bezier = BezierPath()
            for contour in try input.geometry.lottiePaths(at: frame, diagnostics) { contour.append(to: &bezier) }
            for transform in input.transforms.reversed() { bezier = bezier.applying(transform.matrix(at: frame)) }
            paths.append(bezier)
        }
        let pieces = paths.reduce(0) { min($0 + $1.booleanPieceCount(), Int.max / 2) }
        let comparisons = pieces.multipliedReportingOverflow(by: max(pieces / 50, 1))
        try diagnostics.checkFrameWork(comparisons.overflow ? Int.max : pieces + comparisons.partialValue / 6, at: path)
        guard var result = paths.first?.union(BezierPath()) else { return [] }
        for other in paths.dropFirst() { result = result.combined(with: other, operation) }
        return LottiePath.contours(of: result)
    }
}

extension TransformModel {
    /// The frames of every keyframe of the parts a shape group's transform applies to paths.
    var keyframeTimes: [Double] { pathTracks.flatMap { $0.times } }

    /// The tracks of the parts a shape group's transform applies to paths.
    var pathTracks: [Track<[Double]>] {
        [anchor, scale, rotation, skew, skewAxis] + [position, positionX, positionY].compactMap { $0 }
    }

    /// The matrix taking the group's points to its parent's at `frame`: the anchor to the
    /// position, with the linear part about it.
    func matrix(at frame: Double) -> CGAffineTransform {
        let anchor = anchor.value(at: frame)
        let position: CGPoint
        if let track = self.position {
            position = LayerAnimationContext.point(track.value(at: frame))
        } else {
            position = CGPoint(x: positionX?.value(at: frame).first ?? 0, y: positionY?.value(at: frame).first ?? 0)
        }
        let linear = LayerAnimationContext.matrix(scale: scale.value(at: frame), rotation: rotation.value(at: frame).first ?? 0,
                                                  skew: skew.value(at: frame).first ?? 0,
                                                  axis: skewAxis.value(at: frame).first ?? 0)
        return CGAffineTransform(translationX: -(anchor.first ?? 0), y: -(anchor.count > 1 ? anchor[1] : 0))
            .concatenating(linear)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

extension LottiePath {
    /// The contour under `transform`: its vertices moved, its tangents (offsets from them) turned
    /// and scaled by the linear part.
    func applying(_ transform: CGAffineTransform) -> LottiePath {
        func offset(_ p: CGPoint) -> CGPoint {
            CGPoint(x: transform.a * p.x + transform.c * p.y, y: transform.b * p.x + transform.d * p.y)
        }
        return LottiePath(closed: closed, vertices: vertices.map { $0.applying(transform) },
                          inTangents: inTangents.map(offset), outTangents: outTangents.map(offset))
    }
}
