// A Lottie transform (`ks` of a layer, `tr` of a shape group): the Lottie schema's `transform`.
// Position may be split into `x` and `y` (`"s": true`); rotation is `r` (or `rz`) in degrees;
// scale and opacity are percentages.
import Foundation

/// The animatable parts of a Lottie transform, in Lottie's units. A class: a value of a dozen
/// tracks was copied (each track's references retained) wherever a layer or a group was built
/// from it, and once more out of its own initialiser.
final class TransformModel {
    /// `a`: the anchor point, in the layer's points.
    let anchor: Track<[Double]>
    /// `p`: the position, or nil when split.
    let position: Track<[Double]>?
    /// `p.x` and `p.y` when the position is split.
    let positionX: Track<[Double]>?, positionY: Track<[Double]>?
    /// `s`: scale in percent per axis.
    let scale: Track<[Double]>
    /// `r` or `rz`: rotation in degrees, clockwise.
    let rotation: Track<[Double]>
    /// `o`: opacity in percent.
    let opacity: Track<[Double]>
    /// `sk`: skew in degrees.
    let skew: Track<[Double]>
    /// `sa`: the skew axis in degrees.
    let skewAxis: Track<[Double]>
    /// `rx`, `ry`: rotation about the x and y axes in degrees (3-D layers), drawn without
    /// perspective as Core Animation does without a camera.
    let rotationX: Track<[Double]>, rotationY: Track<[Double]>

    /// The transform of these tracks.
    init(anchor: Track<[Double]>, position: Track<[Double]>?, positionX: Track<[Double]>?, positionY: Track<[Double]>?,
         scale: Track<[Double]>, rotation: Track<[Double]>, opacity: Track<[Double]>, skew: Track<[Double]>,
         skewAxis: Track<[Double]>, rotationX: Track<[Double]>, rotationY: Track<[Double]>) {
        (self.anchor, self.position, self.positionX, self.positionY) = (anchor, position, positionX, positionY)
        (self.scale, self.rotation, self.opacity, self.skew) = (scale, rotation, opacity, skew)
        (self.skewAxis, self.rotationX, self.rotationY) = (skewAxis, rotationX, rotationY)
    }

    init(_ node: JSONNode?, _ diagnostics: LottieDiagnostics) throws {
        let node = node ?? JSONNode(value: .object([:]), path: "ks")
        let members = Members(node)
        let member = { (entry: Int?) in node.node(atEntry: entry) }
        anchor = try node.numbers(member: member(members.anchor), "a", diagnostics, default: [0, 0])
        if let split = member(members.position), try split.number("s") == 1 {
            position = nil
            positionX = try split.numbers("x", diagnostics, default: [0])
            positionY = try split.numbers("y", diagnostics, default: [0])
        } else {
            position = try node.numbers(member: member(members.position), "p", diagnostics, default: [0, 0])
            (positionX, positionY) = (nil, nil)
        }
        scale = try node.numbers(member: member(members.scale), "s", diagnostics, default: [100, 100])
        let (turn, turnZ) = (member(members.rotation), member(members.rotationZ))
        rotation = try node.track(member: turn == nil && turnZ != nil ? turnZ : turn, diagnostics) { try $0.numbers() }
            ?? Track([0], path: node.path.member("r"))
        opacity = try node.numbers(member: member(members.opacity), "o", diagnostics, default: [100])
        skew = try node.numbers(member: member(members.skew), "sk", diagnostics, default: [0])
        skewAxis = try node.numbers(member: member(members.skewAxis), "sa", diagnostics, default: [0])
        rotationX = try node.numbers(member: member(members.rotationX), "rx", diagnostics, default: [0])
        rotationY = try node.numbers(member: member(members.rotationY), "ry", diagnostics, default: [0])
        if let orientation = try node.track(member: member(members.orientation), diagnostics, parse: { try $0.numbers() }),
           orientation.containsValue(where: { $0.contains { $0 != 0 } }) {
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
        track.containsValue { ($0.first ?? 0) != 0 }
    }

    /// The entries of a transform's members, found in one pass over it (the last of each name,
    /// as ``JSONNode/subscript(_:)`` finds them; ``JSONNode/node(atEntry:)`` reads a null as
    /// absent): a dozen look-ups each walking the object cost more than reading its tracks.
    private struct Members {
        /// `a`, `p`, `s`, `r`, `rz`, `o`, `sk`, `sa`, `rx`, `ry` and `or`.
        let anchor: Int?, position: Int?, scale: Int?, rotation: Int?, rotationZ: Int?, opacity: Int?
        let skew: Int?, skewAxis: Int?, rotationX: Int?, rotationY: Int?, orientation: Int?

        private static let names: [UInt16] = [
            JSONNode.shortName("a"), JSONNode.shortName("p"), JSONNode.shortName("s"), JSONNode.shortName("r"),
            JSONNode.shortName("rz"), JSONNode.shortName("o"), JSONNode.shortName("sk"), JSONNode.shortName("sa"),
            JSONNode.shortName("rx"), JSONNode.shortName("ry"), JSONNode.shortName("or"),
        ]

        init(_ node: JSONNode) {
            let entries = node.memberEntries(Self.names)
            (anchor, position, scale, rotation, rotationZ) = (entries[0], entries[1], entries[2], entries[3], entries[4])
            (opacity, skew, skewAxis, rotationX, rotationY) = (entries[5], entries[6], entries[7], entries[8], entries[9])
            orientation = entries[10]
        }
    }
}
