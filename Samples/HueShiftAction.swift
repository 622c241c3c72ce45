// EXAMPLES scene 4's custom action.
import Foundation
import Lamina

/// EXAMPLES scene 4: changing the opacity runs a custom action instead of the default fade. Over
/// 0.75 s it animates the opacity, the background's hue (hue = the new opacity, saturation and
/// brightness kept) and the stroke's hue (a third of a turn further), each from the value on
/// screen.
struct HueShiftAction: Action {
    /// Sets the new hues on the layer and adds one 0.75 s group animating opacity, background
    /// and stroke from their presented values, under the changed key.
    func run(forKey key: String, on layer: Layer, context: ActionContext) throws {
        guard let shape = layer as? ShapeLayer else { return }
        let hue = Double(shape.opacity)
        let background = Color(hue: hue, saturation: 0.8, brightness: 0.9)
        let stroke = Color(hue: (hue + 1.0 / 3).truncatingRemainder(dividingBy: 1), saturation: 0.8, brightness: 0.6)
        shape.backgroundColor = background
        shape.strokeColor = stroke
        let animations: [any Animation] = [
            BasicAnimation(keyPath: .opacity, from: context.presentedValue(of: .opacity)),
            BasicAnimation(keyPath: .backgroundColor, from: context.presentedValue(of: .backgroundColor)),
            BasicAnimation(keyPath: .strokeColor, from: context.presentedValue(of: .strokeColor)),
        ]
        var group = AnimationGroup(animations)
        group.beginTime = context.beginTime
        group.duration = 0.75
        group.timingFunction = context.timingFunction
        try layer.add(group, forKey: key)
    }
}
