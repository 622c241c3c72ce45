import Foundation
import Testing
@testable import Lamina

@Suite struct AnimatablePropertyTests {
    private func gradientLayer() -> GradientLayer {
        let layer = GradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.colors = [.red, .blue]
        return layer
    }

    @Test func gradientPropertiesAnimateThroughTheirPayload() throws {
        let layer = gradientLayer()
        var colors = BasicAnimation(keyPath: .colors, to: [.blue, .red])
        colors.duration = 1
        var locations = BasicAnimation(keyPath: .locations, from: [0, 0.5])
        locations.duration = 1
        var start = BasicAnimation(keyPath: .startPoint, to: CGPoint(x: 0, y: 1))
        start.duration = 1
        try layer.add(colors, forKey: "colors")
        try layer.add(locations, forKey: "locations")
        try layer.add(start, forKey: "start")
        let gradient = try #require(try layer.presentation(at: 0.5).gradient)
        #expect(gradient.stops.map(\.color) == [Color(red: 0.5, green: 0, blue: 0.5), Color(red: 0.5, green: 0, blue: 0.5)])
        #expect(gradient.stops.map(\.location) == [0, 0.75])
        #expect(gradient.startPoint == CGPoint(x: 0.25, y: 0.5))
        // A colour list of another length cannot blend.
        var three = BasicAnimation(keyPath: .colors, to: [.red, .green, .blue])
        three.duration = 1
        try layer.add(three, forKey: "colors")
        #expect(throws: AnimationError.self) { try layer.presentation(at: 0.5) }
    }

    /// A layer without a focal point animates it from its start point.
    @Test func focalPointAnimatesFromTheStartPoint() throws {
        let layer = gradientLayer()
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(try layer.presentation(at: 0).gradient?.focalPoint == nil)
        var focus = BasicAnimation(keyPath: .focalPoint, to: CGPoint(x: 0.1, y: 0.5))
        focus.duration = 1
        try layer.add(focus, forKey: "focus")
        let halfway = try #require(try layer.presentation(at: 0.5).gradient?.focalPoint)
        #expect(abs(halfway.x - 0.3) < 1e-12 && halfway.y == 0.5)
        layer.focalPoint = CGPoint(x: 0.9, y: 0.1)
        let fromSet = try #require(try layer.presentation(at: 0.5).gradient?.focalPoint)
        #expect(abs(fromSet.x - 0.5) < 1e-12 && abs(fromSet.y - 0.3) < 1e-12)
    }

    @Test func shapePropertiesOnALayerWithoutAShapeHaveNoEffect() throws {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var draw = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        draw.duration = 1
        try layer.add(draw, forKey: "draw")
        let node = try layer.presentation(at: 0.5)
        #expect(node.content == .none)
        #expect(AnimatableProperty<CGFloat>.strokeEnd.value(in: node) == nil)
    }

    @Test func dashPhaseAndPatternAnimate() throws {
        let layer = makeShapeLayer()
        layer.lineDashPattern = [4, 4]
        var march = BasicAnimation(keyPath: .lineDashPhase, by: 8)
        march.duration = 1
        var grow = BasicAnimation(keyPath: .lineDashPattern, to: [8, 2])
        grow.duration = 1
        try layer.add(march, forKey: "march")
        try layer.add(grow, forKey: "grow")
        let style = try #require(try layer.presentation(at: 0.25).shape?.strokeStyle)
        #expect(style.dashPhase == 2 && style.dashPattern == [5, 3.5])
    }

    @Test func writesClampWhatTheNodeClamps() throws {
        let layer = makeShapeLayer()
        var overshoot = BasicAnimation(keyPath: .opacity, from: 0, to: 2)
        overshoot.duration = 1
        var radius = BasicAnimation(keyPath: .cornerRadius, from: -10, to: 0)
        radius.duration = 1
        try layer.add(overshoot, forKey: "o")
        try layer.add(radius, forKey: "r")
        let node = try layer.presentation(at: 0.75)
        #expect(node.opacity == 1 && node.cornerRadius == 0)
        #expect(AnimatableProperty<CGFloat>.opacity == AnimatableProperty<CGFloat>.opacity)
        #expect(AnimatableProperty<CGFloat>.opacity.description == "opacity")
    }

    @Test func cubicPacedSpacesByDistanceThroughASmoothCurve() throws {
        let layer = makeShapeLayer()
        var a = KeyframeAnimation<CGFloat>(keyPath: .positionX, values: [0, 10, 40])
        a.duration = 1
        a.calculationMode = .cubicPaced
        try layer.add(a, forKey: "k")
        // Key times 0, ¼, 1 as for paced; the curve passes through every value.
        #expect(abs(try layer.presentation(at: 0.25).position.x - 10) < 1e-12)
        #expect(try layer.presentation(at: 0.999).position.x < 40)
    }

    @Test func layerBeginTimeShiftsItsClock() throws {
        let layer = makeShapeLayer()
        layer.beginTime = 2
        var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        fill.duration = 1
        try layer.add(fill, forKey: "fill")
        #expect(try strokeEnd(layer, at: 2.5) == 0.5)
        #expect(try layer.commit().animationEndTime == 3)
        #expect(layer.speed == 1 && layer.duration == 0 && layer.fillMode == .removed)
    }
}
