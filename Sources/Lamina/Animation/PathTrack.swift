// What motion along a keyframe path needs of the path, measured once when the path is set
// rather than at every frame (a path of a million elements used to be measured again for
// each frame, twice with a rotation mode).
import Foundation

/// A keyframe path's measure and keyframe arc lengths, shared by copies of the animation.
final class PathTrack: Sendable {
    /// The whole path's measure, for positions and tangents by distance.
    let measure: PathMeasure
    /// The arc length at each keyframe (``KeyframeAnimation/pathLengths(_:)``).
    let lengths: [Double]
    /// Evenly spaced key times, one per keyframe, for animations without their own.
    let evenKeyTimes: [Double]
    /// The curve of each drawing element (each keyframe segment), in order: a close is the line
    /// back to its subpath's start.
    let curves: [PathTrackCurve]

    /// Measures `path`.
    init(_ path: BezierPath) {
        measure = PathMeasure(path)
        lengths = KeyframeAnimation<CGPoint>.pathLengths(path)
        evenKeyTimes = KeyframeAnimation<CGPoint>.evenKeyTimes(lengths.count)
        var curves: [PathTrackCurve] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                subpathStart = point
            case .line(let point):
                curves.append(.line(LineSegment(start: current, end: point)))
            case .quadCurve(let point, let control):
                curves.append(.quad(QuadSegment(start: current, control: control, end: point)))
            case .curve(let point, let control1, let control2):
                curves.append(.cubic(CubicSegment(start: current, control1: control1, control2: control2, end: point)))
            case .closeSubpath:
                curves.append(.line(LineSegment(start: current, end: subpathStart)))
            }
            current = element.endPoint ?? subpathStart
        }
        self.curves = curves
    }
}

/// One keyframe segment of a path: a line, quadratic or cubic, evaluated by its own parameter.
enum PathTrackCurve: Sendable {
    /// A line (also a close back to the subpath's start).
    case line(LineSegment)
    /// A quadratic Bézier.
    case quad(QuadSegment)
    /// A cubic Bézier.
    case cubic(CubicSegment)

    /// The point at parameter `t`.
    func point(at t: CGFloat) -> CGPoint {
        switch self {
        case .line(let curve): curve.point(at: t)
        case .quad(let curve): curve.point(at: t)
        case .cubic(let curve): curve.point(at: t)
        }
    }

    /// The unit tangent at parameter `t`; nil for a single point.
    func unitTangent(at t: CGFloat) -> CGPoint? {
        switch self {
        case .line(let curve): curve.unitTangent(at: t)
        case .quad(let curve): curve.unitTangent(at: t)
        case .cubic(let curve): curve.unitTangent(at: t)
        }
    }
}
