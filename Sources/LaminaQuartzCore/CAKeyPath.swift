// String key paths resolved, once, to Lamina's typed properties: the one table that says which
// Core Animation key path animates what. Unknown key paths are not in it, and an animation of
// one is skipped with a warning.
import Foundation
import Lamina

/// Builds a Lamina animation for a typed property: what each Core Animation class does with a
/// resolved key path.
protocol CAAnimationBuilder {
    /// The animation of `property`, or nil (after a warning) when the values do not fit it.
    func make<Value: CAValueConvertible>(_ property: AnimatableProperty<Value>) -> (any Animation)?
}

/// The typed properties that Core Animation key paths name.
enum CAKeyPath {
    /// Resolves `keyPath` and hands its property to `builder`; nil (after a warning) for a key
    /// path Lamina does not animate.
    static func build(_ keyPath: String, with builder: some CAAnimationBuilder) -> (any Animation)? {
        switch keyPath {
        case "opacity": return builder.make(AnimatableProperty<CGFloat>.opacity)
        case "cornerRadius": return builder.make(AnimatableProperty<CGFloat>.cornerRadius)
        case "borderWidth": return builder.make(AnimatableProperty<CGFloat>.borderWidth)
        case "zPosition": return builder.make(AnimatableProperty<CGFloat>.zPosition)
        case "position.x": return builder.make(AnimatableProperty<CGFloat>.positionX)
        case "position.y": return builder.make(AnimatableProperty<CGFloat>.positionY)
        case "transform.rotation", "transform.rotation.z": return builder.make(AnimatableProperty<CGFloat>.rotation)
        case "transform.rotation.x": return builder.make(AnimatableProperty<CGFloat>.rotationX)
        case "transform.rotation.y": return builder.make(AnimatableProperty<CGFloat>.rotationY)
        case "transform.scale": return builder.make(AnimatableProperty<CGFloat>.scale)
        case "transform.scale.x": return builder.make(AnimatableProperty<CGFloat>.scaleX)
        case "transform.scale.y": return builder.make(AnimatableProperty<CGFloat>.scaleY)
        case "transform.translation.x": return builder.make(AnimatableProperty<CGFloat>.translationX)
        case "transform.translation.y": return builder.make(AnimatableProperty<CGFloat>.translationY)
        case "transform.translation": return builder.make(AnimatableProperty<CGSize>.translation)
        case "strokeStart": return builder.make(AnimatableProperty<CGFloat>.strokeStart)
        case "strokeEnd": return builder.make(AnimatableProperty<CGFloat>.strokeEnd)
        case "lineWidth": return builder.make(AnimatableProperty<CGFloat>.lineWidth)
        case "miterLimit": return builder.make(AnimatableProperty<CGFloat>.miterLimit)
        case "lineDashPhase": return builder.make(AnimatableProperty<CGFloat>.lineDashPhase)
        case "shadowOpacity": return builder.make(AnimatableProperty<CGFloat>.shadowOpacity)
        case "shadowRadius": return builder.make(AnimatableProperty<CGFloat>.shadowRadius)
        case "shadowOffset": return builder.make(AnimatableProperty<CGSize>.shadowOffset)
        case "position": return builder.make(AnimatableProperty<CGPoint>.position)
        case "anchorPoint": return builder.make(AnimatableProperty<CGPoint>.anchorPoint)
        case "startPoint": return builder.make(AnimatableProperty<CGPoint>.startPoint)
        case "endPoint": return builder.make(AnimatableProperty<CGPoint>.endPoint)
        case "bounds": return builder.make(AnimatableProperty<CGRect>.bounds)
        case "bounds.size": return builder.make(AnimatableProperty<CGSize>.boundsSize)
        case "bounds.origin": return builder.make(AnimatableProperty<CGPoint>.boundsOrigin)
        case "transform": return builder.make(AnimatableProperty<CATransform3D>.transform3D)
        case "sublayerTransform": return builder.make(AnimatableProperty<CATransform3D>.sublayerTransform3D)
        case "backgroundColor": return builder.make(AnimatableProperty<Color>.backgroundColor)
        case "borderColor": return builder.make(AnimatableProperty<Color>.borderColor)
        case "fillColor": return builder.make(AnimatableProperty<Color>.fillColor)
        case "strokeColor": return builder.make(AnimatableProperty<Color>.strokeColor)
        case "shadowColor": return builder.make(AnimatableProperty<Color>.shadowColor)
        case "path": return builder.make(AnimatableProperty<BezierPath>.path)
        case "lineDashPattern": return builder.make(AnimatableProperty<[CGFloat]>.lineDashPattern)
        case "locations": return builder.make(AnimatableProperty<[CGFloat]>.locations)
        case "colors": return builder.make(AnimatableProperty<[Color]>.colors)
        default:
            CAWarnings.warn("key path \"\(keyPath)\": not an animatable property Lamina knows; animation skipped")
            return nil
        }
    }

    /// Converts `value` for `property`, warning when it does not fit.
    static func convert<Value: CAValueConvertible>(_ value: Any?, for property: AnimatableProperty<Value>,
                                                    name: String) -> (ok: Bool, value: Value?) {
        guard let value else { return (true, nil) }
        guard let converted = Value.fromCAValue(value) else {
            CAWarnings.warn("\(property.key): \(name) is \(type(of: value)), expected \(Value.caTypeName); animation skipped")
            return (false, nil)
        }
        return (true, converted)
    }
}
