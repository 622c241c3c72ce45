// `<animateMotion keyPoints="…">`: the motion animates the distance along the path (each key
// point a fraction of its length at the matching key time), and the distance places the layer
// and, with rotate="auto", turns it — SMIL's keyPoints, on a number Lamina's keyframes animate.
import Foundation
import Lamina

extension ScriptResolver {
    /// A motion along `path` through the fractions of its length that `keyPoints` lists.
    func keyPointsAnimation(_ smil: ScriptElement, keyPoints: ScriptAttribute, path: BezierPath,
                            rotation: RotationMode?, timing: TimingParameters) throws -> ScriptAnimation {
        let points: [Double] = try reading(smil, "keyPoints") { v throws(ValueError) -> [Double] in
            let values = try Self.semicolonNumbers(v)
            guard values.allSatisfy({ (0...1).contains($0) }) else { throw .expected("fractions in 0…1", found: v) }
            return values
        } ?? []
        let measure = PathMeasure(path)
        guard measure.length > 0 else {
            throw error(keyPoints.location, "keyPoints: expected a motion path with some length")
        }
        if (smil["calcMode"]?.trimmed ?? "paced") != "paced" {
            let keyTimes = smil["keyTimes"].map { Self.semicolonList($0).count } ?? 0
            guard keyTimes == points.count else {
                throw error(keyPoints.location, "keyPoints: expected one per key time (\(keyTimes)), found \(points.count)")
            }
        }
        let property = Self.motionDistance(along: measure, rotation: rotation)
        let frames = points.map { CGFloat($0) * measure.length }
        return scriptAnimation(try smilAnimation(smil, property: property, frames: frames, timing: timing,
                                                 defaultMode: "paced", additive: false), target: .layer)
    }

    /// A distance along a path, in user units, written as an offset of the layer's position
    /// (and a turn to the tangent, before the layer's transform, as Lamina's rotation mode).
    static func motionDistance(along measure: PathMeasure, rotation: RotationMode?) -> AnimatableProperty<CGFloat> {
        AnimatableProperty(key: "motion.distance", read: { _ in 0 }, write: { node, distance in
            guard let point = measure.position(atDistance: distance) else { return }
            node.position = CGPoint(x: node.position.x + point.x, y: node.position.y + point.y)
            if let rotation, let tangent = measure.tangent(atDistance: distance) {
                let angle = atan2(tangent.y, tangent.x) + (rotation == .autoReverse ? .pi : 0)
                node.transform = CGAffineTransform(rotationAngle: angle).concatenating(node.transform)
            }
        })
    }
}
