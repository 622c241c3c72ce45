import Foundation
import Testing
@testable import Lamina

/// EXAMPLES scene 4: changing the opacity runs a custom action instead of the default fade. Over
/// 0.75 s it animates the opacity, the background's hue (hue = the new opacity, saturation and
/// brightness kept) and the stroke's hue (a third of a turn further), each from the value on
/// screen.
struct HueShiftAction: Action {
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

@Suite struct TransactionTests {
    @Test func aChangeAnimatesFromThePresentedValueWithTheDefaults() throws {
        let layer = makeShapeLayer()
        try Transaction.animate(at: 1) { layer.opacity = 0 }
        #expect(layer.opacity == 0)
        let fade = try #require(layer.animation(forKey: "opacity") as? BasicAnimation<CGFloat>)
        #expect(fade.fromValue == 1 && fade.toValue == nil)
        #expect(fade.duration == 0.25 && fade.beginTime == 1 && fade.timingFunction == .default)
        #expect(try opacity(layer, at: 1) == 1)
        #expect(abs(try opacity(layer, at: 1.125) - CGFloat(1 - TimingFunction.default.value(at: 0.5))) < 1e-12)
        #expect(try opacity(layer, at: 1.25) == 0)
        // A second change mid-flight starts from what shows then.
        let shown = try opacity(layer, at: 1.1)
        try Transaction.animate(duration: 1, at: 1.1) { layer.opacity = 1 }
        #expect((layer.animation(forKey: "opacity") as? BasicAnimation<CGFloat>)?.fromValue == shown)
    }

    @Test func outsideATransactionAndForPathsNothingAnimates() throws {
        let layer = makeShapeLayer()
        layer.opacity = 0.5
        try Transaction.animate { layer.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)) }
        try Transaction.animate { Transaction.performWithoutAnimation { layer.lineWidth = 4 } }
        #expect(layer.animationKeys.isEmpty)
        #expect(throws: AnimationError.self) { try Transaction.animate(duration: 0) {} }
    }

    @Test func delegateAndActionsFollowCoreAnimationsSearchOrder() throws {
        final class Delegate: LayerDelegate {
            func action(for layer: Layer, forKey key: String) -> (any Action)? { key == "opacity" ? NoAction() : nil }
        }
        let delegate = Delegate()
        let layer = makeShapeLayer()
        layer.delegate = delegate
        layer.actions = ["opacity": DefaultAction(), "strokeEnd": NoAction()]
        try Transaction.animate {
            layer.opacity = 0
            layer.strokeEnd = 0.5
            layer.lineWidth = 3
        }
        #expect(layer.animationKeys == ["lineWidth"])
    }

    @Test func customActionShiftsHuesFromTheScreenValues() throws {
        let layer = makeShapeLayer()
        layer.backgroundColor = Color(hue: 0.9, saturation: 0.8, brightness: 0.9)
        layer.strokeColor = Color(hue: 0.9 + 1.0 / 3 - 1, saturation: 0.8, brightness: 0.6)
        layer.actions = ["opacity": HueShiftAction()]
        let before = try layer.presentation(at: 0)
        try Transaction.animate(at: 0) { layer.opacity = 0.3 }
        #expect(layer.animationKeys == ["opacity"])
        let start = try layer.presentation(at: 0), end = try layer.presentation(at: 0.75)
        #expect(start.opacity == 1 && start.backgroundColor == before.backgroundColor)
        #expect(start.shape?.strokeColor == before.shape?.strokeColor)
        #expect(end.opacity == 0.3 && end.backgroundColor == Color(hue: 0.3, saturation: 0.8, brightness: 0.9))
        #expect(end.shape?.strokeColor == Color(hue: 0.3 + 1.0 / 3, saturation: 0.8, brightness: 0.6))
    }
}
