// ReplicatorLayer: CAReplicatorLayer's defaults, instance transforms about the centre, colour
// modulation with offsets, and the 12-spoke activity spinner.
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct ReplicatorLayerTests {
    @Test func defaultsAreCAReplicatorLayers() {
        let r = ReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceTransform == .identity && r.instanceDelay == 0)
        #expect(r.instanceColor == .white)
        #expect([r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset] == [0, 0, 0, 0])
    }

    @Test func modulationIsColourPlusKOffsetsClamped() {
        let r = ReplicatorLayer()
        r.instanceColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        r.instanceRedOffset = -0.25
        r.instanceBlueOffset = 0.5
        r.instanceAlphaOffset = -0.4
        #expect(r.instanceModulation(0) == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        let second = r.instanceModulation(2)
        #expect(second.red == 0.5 && second.green == 0.5 && second.blue == 1)
        #expect(abs(second.alpha - 0.2) < 1e-15)  // 1 − 2 × 0.4 in binary floating point
        #expect(r.instanceModulation(3).alpha == 0)  // 1 − 1.2, clamped
    }

    @Test func instancesAreTransformedAboutTheCentreAndModulated() throws {
        let r = place(ReplicatorLayer(), width: 40, height: 20)
        r.instanceCount = 3
        r.instanceTransform = CGAffineTransform(translationX: 10, y: 0)
        r.instanceGreenOffset = -0.5
        let dot = place(Layer(), x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = .white
        r.addSublayer(dot)
        let root = try r.commit().root
        #expect(root.sublayers.count == 3)
        #expect(root.sublayers.map(\.transform.tx) == [0, 10, 20])
        #expect(root.sublayers.map { $0.sublayers[0].backgroundColor } == [
            .white, Color(red: 1, green: 0.5, blue: 1), Color(red: 1, green: 0, blue: 1)])
        #expect(root.sublayers[0].position == CGPoint(x: 20, y: 10))  // the centre
        let image = try Renderer().render(r)
        #expect(image.rgba(25, 5) == rgb(255, 0, 255))
        #expect(image.rgba(35, 5) == rgb(0, 0, 0, 0))
    }

    @Test func instanceDelayRunsInstanceKOnAClockKDelaysBehind() throws {
        let r = place(ReplicatorLayer(), width: 40, height: 20)
        r.instanceCount = 4
        r.instanceDelay = 0.25
        let dot = place(Layer(), width: 10, height: 10)
        dot.opacity = 0.5  // the model value, shown before an instance's animation starts
        var fade = BasicAnimation<CGFloat>(keyPath: .opacity, from: 1, to: 0)
        fade.duration = 1
        try dot.add(fade, forKey: "fade")
        r.addSublayer(dot)
        // At t = 0.6 instance k's clock reads 0.6 − 0.25 k: 0.6, 0.35, 0.1, and −0.15 (not begun).
        let opacities = try r.commit().evaluated(at: 0.6).root.sublayers.map { $0.sublayers[0].opacity }
        let expected: [CGFloat] = [0.4, 0.65, 0.9, 0.5]
        for (found, wanted) in zip(opacities, expected) { #expect(abs(found - wanted) < 1e-12) }
        #expect(opacities.count == 4)
        // The first instance keeps the replicator's own clock: no time space of its own.
        #expect(try r.commit().root.sublayers[0].animations == nil)
    }

    @Test func zeroInstancesDrawNothingAndLimitsAreErrors() throws {
        let r = place(ReplicatorLayer(), width: 10, height: 10)
        r.addSublayer(place(Layer(), width: 4, height: 4))
        r.instanceCount = 0
        #expect(try r.commit().root.sublayers.isEmpty)
        r.instanceCount = ReplicatorLayer.maxInstanceCount + 1
        #expect(throws: LayerError.self) { try r.commit() }
        // Nested replicators multiply. The inner one commits to 1 + 1000 × (wrapper + leaf) =
        // 2001 nodes; two outer instances make 1 + 2 × (1 + 2001) = 4005; 500 would be 1,000,500
        // replicated nodes, over the limit of 1,000,000.
        let outer = place(ReplicatorLayer(), width: 10, height: 10)
        let inner = place(ReplicatorLayer(), width: 10, height: 10)
        inner.instanceCount = 1000
        inner.addSublayer(place(Layer(), width: 1, height: 1))
        outer.addSublayer(inner)
        outer.instanceCount = 2
        #expect(try outer.commit().root.nodeCount(limit: .max) == 4005)
        outer.instanceCount = 500
        #expect(throws: LayerError.self) { try outer.commit() }
        r.instanceCount = 2
        r.instanceTransform = CGAffineTransform(translationX: .nan, y: 0)
        #expect(throws: LayerError.nonFinite("ReplicatorLayer.instanceTransform")) { try r.commit() }
    }

    /// The classic activity spinner: one rounded spoke, replicated 12 times at −30°, fading by
    /// 1/12 per instance.
    static func spinner(size: CGFloat = 40, color: Color = .tint) -> ReplicatorLayer {
        let r = place(ReplicatorLayer(), width: size, height: size)
        r.instanceCount = 12
        r.instanceTransform = CGAffineTransform(rotationAngle: -2 * .pi / 12)  // the tail trails a clockwise spin
        r.instanceAlphaOffset = -1.0 / 12
        let spoke = place(ShapeLayer(), x: size / 2 - size / 32, y: 0, width: size / 16, height: size * 0.28)
        spoke.path = BezierPath(roundedRect: spoke.bounds, cornerRadius: size / 32)
        spoke.fillColor = color
        r.addSublayer(spoke)
        return r
    }

    @Test func activitySpinnerGolden() throws {
        let stage = place(Layer(), width: 100, height: 50)
        let grey = Self.spinner(color: Color(white: 0.45))
        grey.position = CGPoint(x: 5, y: 5)
        let tinted = Self.spinner()
        tinted.position = CGPoint(x: 55, y: 5)
        stage.tintColor = .systemBlue
        stage.sublayers = [grey, tinted]
        let image = try Renderer(scale: 2, background: .white).render(stage)
        // The first spoke (straight up) is opaque; the last (at +30°) has alpha 1/12.
        #expect(image.rgba(2 * 75, 2 * 10) == rgb(0, 122, 255))
        assertGolden(image, named: "spinner-grey-tint")
    }
}
