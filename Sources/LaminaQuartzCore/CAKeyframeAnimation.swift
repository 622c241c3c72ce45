// CAKeyframeAnimation: values (or a path), key times and per-segment curves, made a Lamina
// KeyframeAnimation of the resolved property. What Core Animation tolerates stays tolerated,
// with a warning: key times that do not fit the values are ignored (even spacing), and a
// timing-function list of the wrong length is cut or padded with linear segments.
import Foundation
import Lamina

/// An animation of one property through a sequence of values, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values. Default nil.
    public var values: [Any]?
    /// A path for a point property to follow; overrides ``values``. Default nil.
    public var path: CGPath?
    /// When each value shows, as fractions 0…1 of the duration. Default nil (evenly spaced).
    public var keyTimes: [NSNumber]?
    /// One curve per segment between values. Default nil (linear).
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values are blended. Default ``CAAnimationCalculationMode/linear``.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moving along ``path`` turns with it. Default nil.
    public var rotationMode: CAAnimationRotationMode?
    /// Spline tension per keyframe (cubic modes); only all-zero (Catmull-Rom) is drawn.
    public var tensionValues: [NSNumber]?
    /// Spline continuity per keyframe (cubic modes); only all-zero is drawn.
    public var continuityValues: [NSNumber]?
    /// Spline bias per keyframe (cubic modes); only all-zero is drawn.
    public var biasValues: [NSNumber]?

    override func makeLaminaAnimation() -> (any Animation)? { build(with: Builder(animation: self)) }

    /// Builds a ``KeyframeAnimation``.
    private struct Builder: CAAnimationBuilder {
        let animation: CAKeyframeAnimation

        func make<Value: CAValueConvertible>(_ property: AnimatableProperty<Value>) -> (any Animation)? {
            var result = KeyframeAnimation(keyPath: property)
            if let path = animation.path {
                guard Value.self == CGPoint.self else {
                    CAWarnings.warn("\(property.key): a keyframe path animates points only; animation skipped")
                    return nil
                }
                result.path = path.laminaPath
                result.rotationMode = animation.rotationMode?.laminaMode
            } else {
                var values: [Value] = []
                for (index, item) in (animation.values ?? []).enumerated() {
                    guard let value = Value.fromCAValue(item) else {
                        CAWarnings.warn("\(property.key): values[\(index)] is \(type(of: item)), expected \(Value.caTypeName); animation skipped")
                        return nil
                    }
                    values.append(value)
                }
                result.values = values
            }
            result.calculationMode = animation.calculationMode.laminaMode
            result.keyTimes = keyTimes(fitting: result)
            result.timingFunctions = timingFunctions(segments: max(result.values.count - 1, 0), key: property.key)
            animation.applyTiming(to: &result)
            result.isAdditive = animation.addsToLayerValue
            result.isCumulative = animation.isCumulative
            return result
        }

        /// The key times, or nil (after a warning) when they do not fit the values.
        private func keyTimes<Value>(fitting result: KeyframeAnimation<Value>) -> [Double]? {
            guard let times = animation.keyTimes?.map(\.doubleValue) else { return nil }
            if result.path != nil { return times }
            let count = result.values.count
            let fits = times.count == count || (result.calculationMode == .discrete && times.count == count + 1)
            if !fits {
                CAWarnings.warn("\(result.keyPath.key): \(times.count) keyTimes for \(count) values; keyTimes ignored")
                return nil
            }
            return times
        }

        /// The curves, one per segment: cut or padded with linear ones (after a warning).
        private func timingFunctions(segments: Int, key: String) -> [TimingFunction]? {
            guard let functions = animation.timingFunctions?.map(\.laminaTimingFunction) else { return nil }
            guard functions.count != segments, animation.path == nil else { return functions }
            CAWarnings.warn("\(key): \(functions.count) timingFunctions for \(segments) segments; "
                + (functions.count > segments ? "extra ones ignored" : "missing ones linear"))
            return Array(functions.prefix(segments)) + Array(repeating: .linear, count: max(segments - functions.count, 0))
        }
    }
}
