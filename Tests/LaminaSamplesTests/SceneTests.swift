// EXAMPLES scenes 4 and 5 with exact numbers: the custom hue action, and the springs.
import Foundation
import Testing
@testable import lamina_samples
@testable import Lamina

@Suite struct SceneTests {
    /// A shape layer with a path, so its stroke colour exists in render nodes.
    private func makeShapeLayer() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.path = BezierPath(ovalIn: layer.bounds)
        return layer
    }

    @Test func customActionShiftsHuesFromTheScreenValues() throws {
        let layer = makeShapeLayer()
        layer.backgroundColor = Color(hue: 0.9, saturation: 0.8, brightness: 0.9)
        layer.strokeColor = Color(hue: 0.9 + 1.0 / 3 - 1, saturation: 0.8, brightness: 0.6)
        layer.actions = ["opacity": HueShiftAction()]
        let before = try layer.presentation(at: 0)
        try Transaction.animate(at: 0) { layer.opacity = 0.3 }
        #expect(layer.animationKeys() == ["opacity"])
        let start = try layer.presentation(at: 0), end = try layer.presentation(at: 0.75)
        #expect(start.opacity == 1 && start.backgroundColor == before.backgroundColor)
        #expect(start.shape?.strokeColor == before.shape?.strokeColor)
        #expect(end.opacity == 0.3 && end.backgroundColor == Color(hue: 0.3, saturation: 0.8, brightness: 0.9))
        #expect(end.shape?.strokeColor == Color(hue: 0.3 + 1.0 / 3, saturation: 0.8, brightness: 0.6))
    }

    /// The boxes of the springs scene, top to bottom: ease in-out, then damping 0.1, 0.5, 1.0,
    /// then 0.5 with velocity 8; the panel last.
    private func springLayers() throws -> [Layer] {
        try AnimatedScenes.springs().sublayers ?? []
    }

    /// At the spring's first peak, t = π/ωd, a box with zero initial velocity overshoots by
    /// e^(−ζπ/√(1−ζ²)) of the distance: 72.9 % for 0.1, 16.3 % for 0.5; 1.0 never passes.
    @Test func dampingSetsTheOvershoot() throws {
        let layers = try springLayers()
        for (index, ratio) in [(1, 0.1), (2, 0.5)] {
            let spring = try Spring(duration: 1, dampingRatio: ratio)
            let peak = Double.pi / (spring.naturalFrequency * (1 - ratio * ratio).squareRoot())
            let x = Double(try layers[index].presentation(at: peak).position.x)
            let overshoot = (x - 190) / 160
            #expect(abs(overshoot - exp(-ratio * .pi / (1 - ratio * ratio).squareRoot())) < 1e-9)
        }
        for t in stride(from: 0.0, through: 1.5, by: 0.01) {
            #expect(try layers[3].presentation(at: t).position.x <= 190)
        }
    }

    @Test func initialVelocityKicksTheBoxAhead() throws {
        let layers = try springLayers()
        let calm = try layers[2].presentation(at: 0.05).position.x, kicked = try layers[4].presentation(at: 0.05).position.x
        // x = 190 − 160·s(t); with v0 = 8 the box has covered 46.3 % of the way after 0.05 s
        // against 20.4 % without.
        let spring = try Spring(duration: 1, dampingRatio: 0.5, initialVelocity: 8)
        #expect(abs(Double(kicked) - (190 - 160 * spring.displacement(at: 0.05))) < 1e-9)
        #expect(kicked - calm > 40)
        // The spring is ahead of ease in-out early and reaches the target while it still travels.
        let eased = try layers[0].presentation(at: 0.2).position.x, sprung = try layers[2].presentation(at: 0.2).position.x
        #expect(sprung > eased)
    }

    @Test func modalPanelBouncesSlightly() throws {
        let panel = try #require(try springLayers().last)
        let spring = try Spring(duration: 0.8, dampingRatio: 0.75)
        let peak = Double.pi / (spring.naturalFrequency * (1 - 0.75 * 0.75).squareRoot())
        let y = Double(try panel.presentation(at: peak).position.y)
        // Rising from 240 to 175 (65 points), it passes the target by 2.84 % of that.
        #expect(abs((175 - y) / 65 - exp(-0.75 * .pi / (1 - 0.5625).squareRoot())) < 1e-9)
    }
}
