// Layers under 3-D transforms: Core Animation's projection in exact numbers, the affine path
// left as it was, and goldens of perspective drawings (shape, gradient, text, transform layer).
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct PerspectiveTests {
    /// Core Animation's usual perspective: m34 = −1/500, an eye 500 points in front.
    private static var perspective: Transform3D {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        return p
    }

    /// A 300 × 200 stage whose sublayer transform is the perspective, about its centre.
    private func stage() -> Layer {
        let s = Layer()
        s.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        s.sublayerTransform3D = Self.perspective
        return s
    }

    /// A 200 × 100 layer centred on the stage, turned `degrees` about y.
    private func card<L: Layer>(_ layer: L, degrees: CGFloat) -> L {
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.position = CGPoint(x: 150, y: 100)
        layer.transform3D = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
        return layer
    }

    private func render(_ layer: Layer, scale: CGFloat = 1) throws -> Image {
        try Renderer(scale: scale, background: .white).render(layer)
    }

    // MARK: The projection in numbers

    @Test func rotationAboutYWithPerspectiveMapsAsCoreAnimationsMath() throws {
        // [x 0 0 1]·Ry(30°) = (x cos 30°, 0, −x sin 30°, 1); then m34 = −1/500 gives
        // w = 1 + x sin 30° / 500, so x = 100 lands at 100 cos 30° / 1.1.
        let turn = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(Self.perspective)
        let right = try #require(turn.planeProjection.apply(CGPoint(x: 100, y: 0)))
        #expect(abs(right.x - 100 * cos(CGFloat.pi / 6) / 1.1) < 1e-12 && right.y == 0)
        let corner = try #require(turn.planeProjection.apply(CGPoint(x: -100, y: -50)))
        #expect(abs(corner.x - -100 * cos(CGFloat.pi / 6) / 0.9) < 1e-12 && abs(corner.y - -50 / 0.9) < 1e-12)
        // The layer's placement: anchor at its centre, position (150, 100), the stage's
        // sublayer transform about the stage's centre (150, 100).
        let s = stage(), c = card(Layer(), degrees: 30)
        s.addSublayer(c)
        let node = try s.commit().root
        let child = node.sublayers[0]
        let placement = child.placement3D.concatenating(node.sublayerMap3D).planeProjection
        let topRight = try #require(placement.apply(CGPoint(x: 200, y: 0)))
        #expect(abs(topRight.x - (150 + 100 * cos(CGFloat.pi / 6) / 1.1)) < 1e-12)
        #expect(abs(topRight.y - (100 - 50 / 1.1)) < 1e-12)
    }

    @Test func behindTheEyeIsNotDrawn() {
        // At x = −1000 a turn of 90° about y brings the point to z = +1000, behind an eye at 500.
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(Self.perspective)
        #expect(turn.planeProjection.apply(CGPoint(x: -1000, y: 0)) == nil)
        let visible = turn.planeProjection.visiblePart(of: [CGPoint(x: -1000, y: -10), CGPoint(x: 1000, y: -10),
                                                            CGPoint(x: 1000, y: 10), CGPoint(x: -1000, y: 10)])
        // The near clip cuts at w = 1e-6 of the largest corner's w, just short of x = −500.
        #expect(visible.allSatisfy { $0.x > -500 })
        #expect(visible.contains { abs($0.x - -500) < 0.01 })
    }

    @Test func affineTransformsKeepTheirTwoDimensionalForm() throws {
        let layer = Layer()
        layer.transform3D = Transform3D(CGAffineTransform(rotationAngle: 0.3))
        #expect(layer.transform == CGAffineTransform(rotationAngle: 0.3))
        #expect(try !layer.commit().root.hasDepthTransform)
        // Setting the 2-D transform replaces a 3-D one.
        layer.transform3D = Self.perspective
        #expect(try layer.commit().root.hasDepthTransform)
        layer.transform = .identity
        #expect(layer.transform3D == .identity)
    }

    @Test func aTurnWithoutPerspectiveDrawsAsItsAffineProjection() throws {
        // Core Animation shows a turn about x without perspective foreshortened evenly: the
        // same pixels as scaling y by cos 60° = 0.5.
        func scene(_ configure: (Layer) -> Void) throws -> Image {
            let s = place(Layer(), width: 120, height: 80)
            let l = place(Layer(), x: 20, y: 10, width: 80, height: 60)
            l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            l.position = CGPoint(x: 60, y: 40)
            l.backgroundColor = .systemBlue
            configure(l)
            s.addSublayer(l)
            return try render(s)
        }
        let turned = try scene { $0.transform3D = Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0) }
        let scaled = try scene { $0.transform = CGAffineTransform(scaleX: 1, y: cos(.pi / 3)) }
        #expect(turned == scaled)
    }

    @Test func perspectiveEdgesLandWhereTheProjectionPutsThem() throws {
        let s = stage(), c = card(Layer(), degrees: 30)
        c.backgroundColor = .black
        s.addSublayer(c)
        let image = try render(s)
        // Right edge at 150 + 78.73 = 228.73, left at 150 − 96.23 = 53.77 (row 100).
        #expect(image.rgba(226, 100) == rgb(0, 0, 0))
        #expect(image.rgba(231, 100) == rgb(255, 255, 255))
        #expect(image.rgba(56, 100) == rgb(0, 0, 0))
        #expect(image.rgba(51, 100) == rgb(255, 255, 255))
        // The near (left) edge is taller: top at 100 − 55.56 = 44.44, the far one at 54.55.
        #expect(image.rgba(60, 47) == rgb(0, 0, 0))
        #expect(image.rgba(224, 52) == rgb(255, 255, 255))
        #expect(image.rgba(224, 57) == rgb(0, 0, 0))
        // Partial coverage on the edge pixel: x 228…229 is 73 % covered.
        let edge = image.rgba(228, 100)
        #expect(edge.r > 40 && edge.r < 110)
    }

    @Test func aMaskUnderPerspectiveMasksWhereItIsDrawn() throws {
        // A black stage-filling layer masked by the card turned 30° about y: the mask's
        // opaque area is the trapezoid the card alone would cover.
        var perspective = Self.perspective
        perspective = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(perspective)
        let s = place(Layer(), width: 300, height: 200)
        let filled = place(Layer(), width: 300, height: 200)
        filled.backgroundColor = .black
        let mask = Layer()
        mask.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        mask.position = CGPoint(x: 150, y: 100)
        mask.backgroundColor = .black
        mask.transform3D = perspective
        filled.mask = mask
        s.addSublayer(filled)
        let image = try render(s)
        // The same edges as the card's (perspectiveEdgesLandWhereTheProjectionPutsThem), the
        // perspective here being the mask's own, about its centre.
        #expect(image.rgba(226, 100) == rgb(0, 0, 0) && image.rgba(231, 100) == rgb(255, 255, 255))
        #expect(image.rgba(56, 100) == rgb(0, 0, 0) && image.rgba(51, 100) == rgb(255, 255, 255))
        #expect(image.rgba(224, 52) == rgb(255, 255, 255) && image.rgba(224, 57) == rgb(0, 0, 0))
    }

    @Test func aSingleSidedLayerIsNotDrawnFromBehind() throws {
        func scene(degrees: CGFloat, doubleSided: Bool) throws -> Image {
            let s = stage(), c = card(Layer(), degrees: degrees)
            c.backgroundColor = .black
            c.isDoubleSided = doubleSided
            s.addSublayer(c)
            return try render(s)
        }
        #expect(Layer().isDoubleSided)
        // Turned 100° about y the card shows its back: drawn only when double-sided.
        #expect(try scene(degrees: 100, doubleSided: true).rgba(150, 100) == rgb(0, 0, 0))
        #expect(try scene(degrees: 100, doubleSided: false).rgba(150, 100) == rgb(255, 255, 255))
        #expect(try scene(degrees: 80, doubleSided: false).rgba(150, 100) == rgb(0, 0, 0))
        // A 2-D mirror turns it over too.
        let s = place(Layer(), width: 40, height: 40), mirrored = place(Layer(), x: 30, y: 0, width: 20, height: 40)
        mirrored.backgroundColor = .black
        mirrored.transform = CGAffineTransform(scaleX: -1, y: 1)
        mirrored.isDoubleSided = false
        s.addSublayer(mirrored)
        #expect(try render(s).rgba(20, 20) == rgb(255, 255, 255))
    }

    @Test func replicatorInstancesTakeTheThreeDimensionalStep() throws {
        // Three instances, each turned a further 30° about y: instance k's wrapper carries the
        // step applied k times, so the third is turned 60°.
        let replicator = ReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 3
        let step = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
        replicator.instanceTransform3D = step
        #expect(replicator.instanceTransform == step.affinePart)
        replicator.addSublayer(place(Layer(), width: 10, height: 10))
        let instances = try replicator.commit().root.sublayers
        #expect(instances.count == 3 && !instances[0].hasDepthTransform && instances[2].hasDepthTransform)
        let twice = step.concatenating(step), third = instances[2].transform3D
        #expect(zip(third.entries, twice.entries).allSatisfy { abs($0 - $1) < 1e-15 })
    }

    @Test func extremeProjectionsDrawBoundedOrNothing() throws {
        // Entirely behind the eye: nothing. Pressed against the eye (w from 0.001 to 1.999
        // across it): drawn, the offscreen picture capped, in bounded time.
        for z: CGFloat in [800, 499.5] {
            let s = stage(), c = card(Layer(), degrees: 0)
            c.backgroundColor = .black
            c.zPosition = z
            c.transform3D = Transform3D(rotationAngle: z == 800 ? 0 : .pi / 2.2, x: 0, y: 1, z: 0)
            s.addSublayer(c)
            let image = try render(s)
            if z == 800 { #expect(image.rgba(150, 100) == rgb(255, 255, 255)) }
        }
    }

    @Test func aThreeDimensionalTransformThatIsNotFiniteNamesItsEntry() {
        let layer = Layer()
        layer.name = "card"
        var broken = Self.perspective
        broken.m34 = .nan
        layer.transform3D = broken
        #expect(throws: LayerError.nonFinite("layer \"card\".transform.m34")) { try layer.commit() }
    }

    // MARK: Goldens

    @Test func shapeLayerTurnedAboutY() throws {
        let s = stage()
        let shape = card(ShapeLayer(), degrees: 40)
        var path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 18)
        path.append(BezierPath(ovalIn: CGRect(x: 70, y: 20, width: 60, height: 60)))
        shape.path = path
        shape.fillRule = .evenOdd
        shape.fillColor = .systemBlue
        shape.strokeColor = .black
        shape.lineWidth = 4
        s.addSublayer(shape)
        assertGolden(try render(s), named: "shape-rotateY-40")
    }

    @Test func gradientLayerTurnedAboutX() throws {
        let s = stage()
        let gradient = card(GradientLayer(), degrees: 0)
        gradient.transform3D = Transform3D(rotationAngle: -50 * .pi / 180, x: 1, y: 0, z: 0)
        gradient.colors = [.red, Color(red: 1, green: 0.8, blue: 0), .systemBlue]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        s.addSublayer(gradient)
        assertGolden(try render(s), named: "gradient-rotateX-50")
    }

    @Test func textLayerTurnedAboutY() throws {
        let s = stage()
        let text = card(TextLayer(), degrees: -35)
        text.string = "Perspective"
        text.fontSize = 36
        text.foregroundColor = .black
        text.backgroundColor = Color(white: 0.9)
        s.addSublayer(text)
        assertGolden(try render(s), named: "text-rotateY-minus35")
    }

    @Test func transformLayerKeepsItsSublayersDepth() throws {
        // Two squares of one transform layer, 60 points apart in z, seen turned 50° about y
        // under the stage's perspective: both foreshorten by their own depth, the nearer
        // (red, drawn first in the array) in front.
        let s = stage()
        let group = TransformLayer()
        group.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        group.position = CGPoint(x: 150, y: 100)
        group.transform3D = Transform3D(rotationAngle: 50 * .pi / 180, x: 0, y: 1, z: 0)
        group.backgroundColor = .black  // ignored, as Core Animation ignores it
        func square(_ color: Color, z: CGFloat) -> Layer {
            let l = Layer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            l.position = CGPoint(x: 60, y: 60)
            l.zPosition = z
            l.backgroundColor = color.withAlphaComponent(0.85)
            return l
        }
        group.sublayers = [square(.red, z: 30), square(.systemBlue, z: -30)]
        s.addSublayer(group)
        let image = try render(s)
        assertGolden(image, named: "transform-layer-two-depths")
        // Flattened instead (a plain layer), the array order wins and both squares share one
        // plane: the blue one covers the red one completely.
        let flat = stage(), plain = Layer()
        (plain.bounds, plain.position, plain.transform3D) = (group.bounds, group.position, group.transform3D)
        plain.sublayers = [square(.red, z: 30), square(.systemBlue, z: -30)]
        flat.addSublayer(plain)
        #expect(try render(flat) != image)
    }
}
