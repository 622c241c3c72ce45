// Renderer.skipsDepthTransforms draws as CALayer.render(in:) draws on iOS: every transform and
// sublayer transform that is not 2-D affine is left out (masks' too), 2-D ones stay.
import Foundation
import LaminaGeometry
import Testing
@testable import Lamina

@Suite struct RenderInContextTests {
    /// A 40 × 40 root whose 20 × 20 red square at (10, 10) sits under a sublayer transform
    /// turned 60° about y with a perspective, and is masked by a layer turned the same way.
    static func scene() -> Layer {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 100
        let turn = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
        let holder = Layer()
        holder.frame = root.bounds
        holder.sublayerTransform3D = turn
        let square = Layer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = .red
        let mask = Layer()
        mask.frame = square.bounds
        mask.backgroundColor = .black
        mask.transform3D = turn
        square.mask = mask
        holder.addSublayer(square)
        root.addSublayer(holder)
        return root
    }

    @Test func depthIsLeftOutOnlyWhenAsked() throws {
        var renderer = Renderer()
        renderer.skipsDepthTransforms = true
        let flat = try renderer.render(Self.scene())
        #expect(flat.color(x: 10, y: 10) == .red && flat.color(x: 29, y: 29) == .red)
        #expect(flat.color(x: 9, y: 20)?.alpha == 0 && flat.color(x: 30, y: 20)?.alpha == 0)
        let turned = try Renderer().render(Self.scene())
        #expect(turned.color(x: 11, y: 20)?.alpha == 0)
    }

    @Test func twoDimensionalTransformsStay() throws {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let square = Layer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = .red
        square.transform = CGAffineTransform(scaleX: 0.5, y: 1)
        root.addSublayer(square)
        var renderer = Renderer()
        renderer.skipsDepthTransforms = true
        #expect(try renderer.render(root).pixels == (try Renderer().render(root).pixels))
        #expect(try renderer.render(root).color(x: 12, y: 20)?.alpha == 0)
    }

    @Test func roundingNoiseIsNotDepth() throws {
        // Half turns about x, y and z compose to the identity but for sin π ≈ 1.2e-16: the
        // square is drawn where its translation puts it, with or without depth.
        let halfTurns = Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1))
        #expect(!halfTurns.isAffine && halfTurns.isAffineWithinRounding)
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let square = Layer()
        square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.anchorPoint = .zero
        square.backgroundColor = .red
        square.transform3D = halfTurns.concatenating(Transform3D(translationX: 10, y: 10, z: 0))
        root.addSublayer(square)
        var renderer = Renderer()
        renderer.skipsDepthTransforms = true
        let flat = try renderer.render(root)
        #expect(flat.color(x: 10, y: 10) == .red && flat.color(x: 29, y: 29) == .red && flat.color(x: 5, y: 5)?.alpha == 0)
        #expect(flat.pixels == (try Renderer().render(root).pixels))
        // A half turn about x alone flips z: that is depth, and is left out.
        square.transform3D = Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0).concatenating(Transform3D(translationX: 10, y: 10, z: 0))
        #expect(try renderer.render(root).color(x: 5, y: 5) == .red)
    }

    @Test func threeDimensionalTransformsBlendAsTurns() throws {
        // Halfway from no turn to 90° about y is 45°, not the matrices' mean (cos 90° = 0, so a
        // mean would scale x by 0.5 where the turn gives cos 45°).
        let layer = Layer()
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        var animation = BasicAnimation(keyPath: AnimatableProperty<Transform3D>.transform3D, from: .identity, to: quarter)
        animation.duration = 1
        try layer.add(animation, forKey: "turn")
        let midway = try layer.presentation(at: 0.5).transform3D
        #expect(abs(midway.m11 - cos(Double.pi / 4)) < 1e-9 && abs(midway.m13 + sin(Double.pi / 4)) < 1e-9)
    }
}
