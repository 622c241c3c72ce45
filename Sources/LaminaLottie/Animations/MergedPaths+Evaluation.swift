// The merged path of a Merge Paths item at a frame: each input's path under its groups'
// transforms (position · rotation · skew · scale about the anchor, as a layer's), combined one
// after another by the Boolean operation of LaminaGeometry (BezierPath+Boolean.swift), and
// returned as straight-edged Lottie contours.
import Foundation
import LaminaGeometry

extension MergedPaths {
    /// The merged contours at `frame` (local frames).
    func lottiePaths(at frame: Double) -> [LottiePath] {
        var result: BezierPath?
        for input in inputs {
            var path = BezierPath()
            for contour in input.geometry.lottiePaths(at: frame) { contour.append(to: &path) }
            for transform in input.transforms.reversed() { path = path.applying(transform.matrix(at: frame)) }
            result = result.map { $0.combined(with: path, operation) } ?? path.union(BezierPath())
        }
        return result.map { LottiePath.contours(of: $0) } ?? []
    }
}

extension ShapeGeometry {
    /// What merging its paths at `frame` costs against ``LottieLimits/maxSampledValues``: for
    /// each merge (nested ones too), its inputs' straight pieces n times n / 50 (the pairs it
    /// may compare, in hundreds: the largest static merge the default limit allows, 7,000
    /// pieces, takes about 0.05 s); 0 for other geometries.
    func mergeWork(at frame: Double) -> Int {
        guard case .merged(let merged) = kind else { return 0 }
        var pieces = 0, nested = 0
        for input in merged.inputs {
            nested += input.geometry.mergeWork(at: frame)
            var path = BezierPath()
            for contour in input.geometry.lottiePaths(at: frame) { contour.append(to: &path) }
            pieces += path.booleanPieceCount()
        }
        let (own, overflow) = pieces.multipliedReportingOverflow(by: max(pieces / 50, 1))
        return overflow ? Int.max : own.addingReportingOverflow(nested).overflow ? Int.max : own + nested
    }
}

extension TransformModel {
    /// The frames of every keyframe of the parts a shape group's transform applies to paths.
    var keyframeTimes: [Double] {
        [anchor, scale, rotation, skew, skewAxis].flatMap { $0.keyframes.map(\.time) }
            + [position, positionX, positionY].flatMap { $0?.keyframes.map(\.time) ?? [] }
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
                                                  skew: skew.value(at: frame).first ?? 0, axis: skewAxis.value(at: frame).first ?? 0)
        return CGAffineTransform(translationX: -(anchor.first ?? 0), y: -(anchor.count > 1 ? anchor[1] : 0))
            .concatenating(linear)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

extension LottiePath {
    /// The contours of a path of straight lines (a Boolean result), each closed.
    static func contours(of path: BezierPath) -> [LottiePath] {
        var result: [LottiePath] = []
        var points: [CGPoint] = []
        func finish() {
            if points.count > 1 {
                let zeros = Array(repeating: CGPoint.zero, count: points.count)
                result.append(LottiePath(closed: true, vertices: points, inTangents: zeros, outTangents: zeros))
            }
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish()
                points = [point]
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                points.append(point)
            case .closeSubpath:
                finish()
            }
        }
        finish()
        return result
    }
}
