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

    /// Measures `path`.
    init(_ path: BezierPath) {
        measure = PathMeasure(path)
        lengths = KeyframeAnimation<CGPoint>.pathLengths(path)
        evenKeyTimes = KeyframeAnimation<CGPoint>.evenKeyTimes(lengths.count)
    }
}
