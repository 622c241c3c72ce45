// A Lottie transform (`ks` of a layer, `tr` of a shape group): the Lottie schema's `transform`.
// Position may be split into `x` and `y` (`"s": true`); rotation is `r` (or `rz`) in degrees;
// scale and opacity are percentages.
import Foundation

/// The animatable parts of a Lottie transform, in Lottie's units.
struct TransformModel {
    /// `a`: the anchor point, in the layer's points.
    var anchor: Track<[Double]>
    /// `p`: the position, or nil when split.
    var position: Track<[Double]>?
    /// `p.x` and `p.y` when the position is split.
    var positionX: Track<[Double]>?, positionY: Track<[Double]>?
    /// `s`: scale in percent per axis.
    var scale: Track<[Double]>
    /// `r` or `rz`: rotation in degrees, clockwise.
    var rotation: Track<[Double]>
    /// `o`: opacity in percent.
    var opacity: Track<[Double]>
    /// `sk`: skew in degrees.
    var skew: Track<[Double]>
    /// `sa`: the skew axis in degrees.
    var skewAxis: Track<[Double]>
    /// `rx`, `ry`: rotation about the x and y axes in degrees (3-D layers), drawn without
    /// perspective as Core Animation does without a camera.
    var rotationX: Track<[Double]>, rotationY: Track<[Double]>

    init(_ node: JSONNode?, _ diagnostics: LottieDiagnostics) throws {
        let node = node ?? JSONNode(value: .object([:]), path: "ks")
        anchor = try node.numbers("a", diagnostics, default: [0, 0])
        if let split = node["p"], try split.number("s") == 1 {
            positionX = try split.numbers("x", diagnostics, default: [0])
            positionY = try split.numbers("y", diagnostics, default: [0])
        } else {
            position = try node.numbers("p", diagnostics, default: [0, 0])
        }
        scale = try node.numbers("s", diagnostics, default: [100, 100])
        rotation = try node.track(node["r"] == nil && node["rz"] != nil ? "rz" : "r", diagnostics) { try $0.numbers() }
            ?? Track([0], path: node.path.member("r"))
        opacity = try node.numbers("o", diagnostics, default: [100])
        skew = try node.numbers("sk", diagnostics, default: [0])
        skewAxis = try node.numbers("sa", diagnostics, default: [0])
        rotationX = try node.numbers("rx", diagnostics, default: [0])
        rotationY = try node.numbers("ry", diagnostics, default: [0])
        if let orientation = try node.track("or", diagnostics, parse: { try $0.numbers() }),
           orientation.keyframes.contains(where: { $0.value.contains { $0 != 0 } }) {
            diagnostics.warn(node.path.member("or"), "3-D orientation is not supported yet; ignored")
        }
    }

    /// Whether it leaves what it holds where it is at every frame: nothing animated, the
    /// position on the anchor, scale 100 %, no rotation or skew, opacity 100 %.
    var isStaticIdentity: Bool {
        // Each track by name: an array of the tracks, made at every call, cost more than the test.
        guard let position, !position.isAnimated, !anchor.isAnimated, !scale.isAnimated, !rotation.isAnimated,
              !opacity.isAnimated, !skew.isAnimated, !skewAxis.isAnimated, !rotationX.isAnimated,
              !rotationY.isAnimated else { return false }
        let place = position.initialValue, anchor = anchor.initialValue
        func isAll(_ track: Track<[Double]>, _ value: Double, count: Int) -> Bool {
            track.initialValue.count >= count && track.initialValue.prefix(count).allSatisfy { $0 == value }
        }
        return place.count >= 2 && anchor.count >= 2 && place[0] == anchor[0] && place[1] == anchor[1]
            && isAll(scale, 100, count: 2) && isAll(rotation, 0, count: 1) && isAll(skew, 0, count: 1)
            && isAll(opacity, 100, count: 1) && isAll(rotationX, 0, count: 1) && isAll(rotationY, 0, count: 1)
    }

    /// Whether scale, rotation or skew change over time.
    var hasAnimatedLinearPart: Bool { scale.isAnimated || rotation.isAnimated || skew.isAnimated || skewAxis.isAnimated }

    /// Whether it rotates about the x or y axis at some keyframe.
    var is3D: Bool { Self.turns(rotationX) || Self.turns(rotationY) }

    /// Whether a rotation is not 0 at some keyframe.
    private static func turns(_ track: Track<[Double]>) -> Bool {
        track.keyframes.contains { ($0.value.first ?? 0) != 0 }
    }
}
