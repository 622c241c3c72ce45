// CATransform3D on CALayer and CATransformLayer: the whole matrix reaches the layer that draws,
// and Apple's CATransformLayer example (three layers at depths 20, 40 and 60) shows all three.
import Foundation
import Lamina
import LaminaQuartzCore
import LaminaTesting
import Testing

@Suite struct TransformLayerTests {
    private func square(_ color: CGColor, zPosition: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = color
        layer.zPosition = zPosition
        layer.opacity = 0.5
        return layer
    }

    /// Apple's "Displaying layers in 3D" (CATransformLayer's documentation), scaled down: three
    /// half-transparent squares at one place, depths 20, 40, 60, seen with m34 = −1/500 and
    /// turned about y.
    private func appleExample(_ container: CALayer) -> CALayer {
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
        stage.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        container.frame = CGRect(x: 20, y: 0, width: 200, height: 200)
        container.addSublayer(square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), zPosition: 20))
        container.addSublayer(square(CGColor(red: 0, green: 0.8, blue: 0, alpha: 1), zPosition: 40))
        container.addSublayer(square(CGColor(red: 0, green: 0, blue: 1, alpha: 1), zPosition: 60))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        stage.addSublayer(container)
        return stage
    }

    @Test func transformLayerShowsEveryDepth() throws {
        let image = try appleExample(CATransformLayer()).image(at: 0, scale: 1)
        assertGolden(image, named: "apple-example")
        // A plain layer flattens the three squares into its plane first: one square, the
        // perspective applied to the whole.
        let flat = try appleExample(CALayer()).image(at: 0, scale: 1)
        #expect(flat != image)
    }

    @Test func threeDimensionalMatricesReachTheLaminaLayer() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let layer = CALayer()
        layer.sublayerTransform = perspective
        layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        #expect(layer.laminaLayer.sublayerTransform3D.m34 == -1.0 / 500)
        #expect(layer.laminaLayer.transform3D == CATransform3DMakeRotation(0.5, 0, 1, 0).laminaTransform)
        #expect(layer.transform == CATransform3DMakeRotation(0.5, 0, 1, 0))
    }

    /// A black 40 × 40 square centred on a 100 × 100 stage, with `transform`.
    private func square(_ transform: CATransform3D) throws -> Image {
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        square.transform = transform
        stage.addSublayer(square)
        return try stage.image(at: 0, scale: 1)
    }

    @Test func perspectiveBeforeATurnMakesATrapezoid() throws {
        // The usual idiom: m34 = −1/100 set first, then rotated (the turn applies first). Turned
        // 60° about x, the top edge (y = −20, brought to z = −17.3, w = 1.173) is 17.05 points
        // each side of the centre at y = 50 − 8.5, the bottom edge (w = 0.827) 24.2 points at
        // y = 50 + 12.1.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        let image = try square(CATransform3DRotate(perspective, .pi / 3, 1, 0, 0))
        func width(row: Int) -> Int { (0..<100).filter { image.color(x: $0, y: row)?.alpha ?? 0 > 0.5 }.count }
        #expect(abs(width(row: 42) - 34) <= 1 && abs(width(row: 61) - 48) <= 1)
    }

    @Test func perspectiveSetOnARotationsOwnMatrixChangesNothingForAFlatLayer() throws {
        // NVActivityIndicatorView's SquareSpin sets m34 on the rotation itself: m34 multiplies a
        // z that a flat layer's points do not have, so Core Animation draws the turn evenly
        // foreshortened, as without it.
        var spin = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        let plain = try square(spin)
        spin.m34 = -1.0 / 100
        #expect(try square(spin) == plain)
    }

    @Test func aCardFlipTurnsAboutYAndHidesItsBack() throws {
        // A card flip as iOS code writes it: `transform.rotation.y` from 0 to π under a
        // perspective, the face single-sided.
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        stage.sublayerTransform = perspective
        let face = CALayer()
        face.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        face.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        face.isDoubleSided = false
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = 1
        face.add(flip, forKey: "flip")
        stage.addSublayer(face)
        let quarter = try face.laminaLayer.presentation(at: 0.25).transform3D
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        #expect(zip(quarter.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-12 })
        // A quarter of the way the face shows, foreshortened; three quarters, its back is turned.
        let early = try stage.image(at: 0.25), late = try stage.image(at: 0.75)
        #expect(early.color(x: 50, y: 50)?.alpha == 1 && early.color(x: 30, y: 50)?.alpha == 0)
        #expect(late.color(x: 50, y: 50)?.alpha == 0)
    }

    @Test func aTurnWithoutFromValueStartsAtTheModelsAngle() throws {
        // The model is turned 0.7 about y; an animation to 0.9 with no fromValue starts from the
        // angle read back from the model's transform, so half way it is turned 0.8.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.transform = CATransform3DMakeRotation(0.7, 0, 1, 0)
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.toValue = 0.9
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        let half = try layer.laminaLayer.presentation(at: 0.5).transform3D
        let expected = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0)
        #expect(zip(half.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-12 })
    }
}
