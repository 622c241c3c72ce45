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
}
