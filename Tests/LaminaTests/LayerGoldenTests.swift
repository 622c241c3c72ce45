// Golden images: one per layer property, and one per hard case of SEMANTICS §2 / §6.
// Rendered at scale 2 on a white background so every edge is easy to judge by eye.
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct LayerGoldenTests {
    /// A 120 × 80 white stage.
    private func stage(_ width: CGFloat = 120, _ height: CGFloat = 80) -> Layer {
        place(Layer(), width: width, height: height)
    }

    private func render(_ layer: Layer) throws -> Image {
        try Renderer(scale: 2, background: .white).render(layer)
    }

    private func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: Color?) -> Layer {
        let l = place(Layer(), x: x, y: y, width: w, height: h)
        l.backgroundColor = color
        return l
    }

    /// A 4 × 4 checkerboard of 8-pixel squares in four colours, for contents tests.
    private func quadrantImage() throws -> Image {
        var image = try Image(width: 32, height: 32)
        let colors: [Color] = [.red, .green, .blue, Color(red: 1, green: 0.8, blue: 0)]
        for y in 0..<32 {
            for x in 0..<32 { image.setPixel(x: x, y: y, colors[(x / 16) + 2 * (y / 16)].premultipliedARGB32) }
        }
        return image
    }

    // MARK: Properties

    @Test func cornerRadiusAndCurve() throws {
        let s = stage()
        let circular = box(8, 10, 48, 60, .systemBlue)
        circular.cornerRadius = 16
        let continuous = box(64, 10, 48, 60, .systemBlue)
        continuous.cornerRadius = 16
        continuous.cornerCurve = .continuous
        s.sublayers = [circular, continuous]
        assertGolden(try render(s), named: "circular-continuous")
    }

    @Test func maskedCorners() throws {
        let s = stage()
        let l = box(10, 10, 100, 60, .systemBlue)
        l.cornerRadius = 24
        l.maskedCorners = [.topLeft, .bottomRight]
        s.addSublayer(l)
        assertGolden(try render(s), named: "topLeft-bottomRight")
    }

    @Test func border() throws {
        let s = stage()
        let l = box(10, 10, 100, 60, Color(white: 0.9))
        l.cornerRadius = 14
        l.borderWidth = 5
        l.borderColor = .systemBlue
        l.addSublayer(box(-10, 20, 60, 20, .red))  // the border is drawn above sublayers
        s.addSublayer(l)
        assertGolden(try render(s), named: "rounded-over-sublayer")
    }

    @Test func opacity() throws {
        let s = stage()
        let group = box(10, 10, 100, 60, nil)
        group.opacity = 0.5
        group.addSublayer(box(0, 0, 60, 60, .red))
        group.addSublayer(box(40, 0, 60, 60, .systemBlue))
        s.addSublayer(group)
        assertGolden(try render(s), named: "group-opacity")
    }

    @Test func shadow() throws {
        let s = stage()
        let card = box(30, 16, 60, 44, .white)
        card.cornerRadius = 10
        card.shadowOpacity = 0.5
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 0, height: 4)
        s.addSublayer(card)
        assertGolden(try render(s), named: "soft")
    }

    @Test func shadowPath() throws {
        let s = stage()
        let l = box(35, 15, 50, 50, nil)
        l.shadowOpacity = 0.8
        l.shadowRadius = 4
        l.shadowOffset = CGSize(width: 4, height: 4)
        l.shadowPath = BezierPath(ovalIn: l.bounds)
        s.addSublayer(l)
        assertGolden(try render(s), named: "oval")
    }

    @Test func masksToBounds() throws {
        let s = stage()
        let clip = box(20, 10, 80, 60, Color(white: 0.9))
        clip.cornerRadius = 20
        clip.masksToBounds = true
        let disc = place(ShapeLayer(), x: 40, y: 20, width: 80, height: 80)
        disc.path = BezierPath(ovalIn: disc.bounds)
        disc.fillColor = .systemBlue
        clip.addSublayer(disc)
        s.addSublayer(clip)
        assertGolden(try render(s), named: "rounded-clip")
    }

    @Test func mask() throws {
        let s = stage()
        let l = box(10, 10, 100, 60, nil)
        let gradient = place(GradientLayer(), width: 100, height: 60)
        gradient.colors = [.red, .systemBlue]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        l.addSublayer(gradient)
        let mask = place(ShapeLayer(), width: 100, height: 60)
        mask.path = BezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 20)
        l.mask = mask
        s.addSublayer(l)
        assertGolden(try render(s), named: "pill")
    }

    @Test func compositingFilters() throws {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                  .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color,
                                  .luminosity, .plusLighter]
        let s = stage(170, 40)
        let backdrop = place(GradientLayer(), width: 170, height: 40)
        backdrop.colors = [.red, .green, .blue]
        backdrop.startPoint = CGPoint(x: 0, y: 0.5)
        backdrop.endPoint = CGPoint(x: 1, y: 0.5)
        s.addSublayer(backdrop)
        for (i, mode) in modes.enumerated() {
            let swatch = box(CGFloat(i) * 10, 10, 10, 20, Color(red: 1, green: 0.75, blue: 0.25))
            swatch.compositingFilter = mode
            s.addSublayer(swatch)
        }
        assertGolden(try render(s), named: "all-modes")
    }

    @Test func transformAndSublayerTransform() throws {
        let s = stage()
        let rotated = box(30, 40, 40, 20, .systemBlue)
        rotated.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let parent = box(60, 0, 60, 80, Color(white: 0.92))
        parent.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        parent.position = CGPoint(x: 90, y: 40)
        parent.sublayerTransform = CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: .pi / 4)
        parent.addSublayer(box(10, 20, 40, 40, .red))
        s.sublayers = [rotated, parent]
        assertGolden(try render(s), named: "rotate-and-scale")
    }

    @Test func contentsGravity() throws {
        let image = try quadrantImage()
        let s = stage(4 * 44 + 4, 3 * 44 + 4)
        for (i, gravity) in ContentsGravity.allCases.enumerated() {
            let cell = box(4 + CGFloat(i % 4) * 44, 4 + CGFloat(i / 4) * 44, 40, 40, Color(white: 0.9))
            cell.bounds.size = CGSize(width: 40, height: 28)
            cell.contents = image
            cell.contentsScale = 2  // 16 × 16 points
            cell.contentsGravity = gravity
            s.addSublayer(cell)
        }
        assertGolden(try render(s), named: "all-twelve")
    }

    @Test func contentsRect() throws {
        let s = stage()
        let l = box(10, 10, 100, 60, nil)
        l.contents = try quadrantImage()
        l.contentsRect = CGRect(x: 0.25, y: 0.25, width: 0.75, height: 0.5)
        s.addSublayer(l)
        assertGolden(try render(s), named: "crop")
    }

    @Test func contentsCenter() throws {
        let s = stage()
        let image = try ninePartImage()
        let stretched = box(6, 6, 52, 68, nil)
        stretched.contents = image
        stretched.contentsCenter = CGRect(x: 0.375, y: 0.375, width: 0.25, height: 0.25)
        let tiled = box(62, 6, 52, 68, nil)
        tiled.contents = image
        tiled.contentsCenter = stretched.contentsCenter
        tiled.contentsResizingMode = .tile
        s.sublayers = [stretched, tiled]
        assertGolden(try render(s), named: "stretch-and-tile")
    }

    /// A 16 × 16 frame: dark 6-pixel corners and edges around a 4 × 4 centre with a dot.
    private func ninePartImage() throws -> Image {
        var image = try Image(width: 16, height: 16, color: Color(red: 0.2, green: 0.3, blue: 0.5))
        for y in 6..<10 { for x in 6..<10 { image.setPixel(x: x, y: y, Color(white: 0.95).premultipliedARGB32) } }
        image.setPixel(x: 7, y: 7, Color.red.premultipliedARGB32)
        for i in 0..<16 { image.setPixel(x: i, y: 2, Color(red: 1, green: 0.8, blue: 0).premultipliedARGB32) }
        return image
    }

    @Test func shapeLayer() throws {
        let s = stage()
        let shape = place(ShapeLayer(), width: 120, height: 80)
        var path = BezierPath()
        path.move(to: CGPoint(x: 14, y: 66))
        path.addCurve(to: CGPoint(x: 60, y: 30), controlPoint1: CGPoint(x: 20, y: 10), controlPoint2: CGPoint(x: 50, y: 10))
        path.addCurve(to: CGPoint(x: 106, y: 56), controlPoint1: CGPoint(x: 70, y: 50), controlPoint2: CGPoint(x: 100, y: 70))
        shape.path = path
        shape.fillColor = Color(red: 1, green: 0.8, blue: 0, alpha: 0.5)
        shape.strokeColor = .systemBlue
        shape.lineWidth = 5
        shape.lineCap = .round
        shape.lineDashPattern = [2, 4, 6, 6]
        shape.lineDashPhase = 4
        shape.strokeStart = 0.2
        shape.strokeEnd = 0.9
        s.addSublayer(shape)
        assertGolden(try render(s), named: "dash-trim-fill")
    }

    @Test func gradients() throws {
        let s = stage(180, 64)
        let colors: [Color] = [.systemBlue, Color(red: 1, green: 0.2, blue: 0.5), Color(red: 1, green: 0.8, blue: 0)]
        for (i, type) in GradientType.allCases.enumerated() {
            let g = place(GradientLayer(), x: 4 + CGFloat(i) * 60, y: 4, width: 52, height: 56)
            g.type = type
            g.colors = colors
            g.cornerRadius = 12
            if type != .axial {
                g.startPoint = CGPoint(x: 0.5, y: 0.5)
                g.endPoint = CGPoint(x: 1, y: 1)
            }
            s.addSublayer(g)
        }
        assertGolden(try render(s), named: "axial-radial-conic")
    }

    @Test func gradientLocations() throws {
        let s = stage(120, 40)
        let g = place(GradientLayer(), x: 10, y: 10, width: 100, height: 20)
        g.colors = [.red, .red, .systemBlue, .systemBlue]
        g.locations = [0, 0.3, 0.3, 1]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        s.addSublayer(g)
        assertGolden(try render(s), named: "hard-stop")
    }

    // MARK: Hard cases

    /// SEMANTICS §6.15: masksToBounds clips the shadow; a container layer keeps it.
    @Test func shadowUnderMasksToBounds() throws {
        let s = stage()
        let clipped = box(10, 16, 44, 44, .white)
        clipped.cornerRadius = 10
        clipped.masksToBounds = true
        clipped.shadowOpacity = 0.6
        clipped.shadowRadius = 5
        clipped.shadowOffset = CGSize(width: 0, height: 6)
        clipped.addSublayer(box(22, 22, 30, 30, .systemBlue))

        let container = box(66, 16, 44, 44, nil)
        container.shadowOpacity = 0.6
        container.shadowRadius = 5
        container.shadowOffset = CGSize(width: 0, height: 6)
        container.shadowPath = BezierPath(roundedRect: container.bounds, cornerRadius: 10)
        let inner = box(0, 0, 44, 44, .white)
        inner.cornerRadius = 10
        inner.masksToBounds = true
        inner.addSublayer(box(22, 22, 30, 30, .systemBlue))
        container.addSublayer(inner)
        s.sublayers = [clipped, container]
        assertGolden(try render(s), named: "clipped-and-container")
    }

    @Test func nestedOpacity() throws {
        let s = stage()
        let outer = box(10, 10, 100, 60, Color(white: 0.3))
        outer.opacity = 0.5
        let inner = box(20, 10, 60, 40, .red)
        inner.opacity = 0.5
        inner.addSublayer(box(30, 10, 40, 20, .systemBlue))
        outer.addSublayer(inner)
        s.addSublayer(outer)
        assertGolden(try render(s), named: "half-of-half")
    }

    @Test func maskWithTransforms() throws {
        let s = stage()
        let l = box(60, 40, 80, 60, .systemBlue)
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        let mask = place(ShapeLayer(), x: 40, y: 30, width: 110, height: 30)  // longer than the layer: its ends are cut
        mask.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        mask.path = BezierPath(ovalIn: mask.bounds)
        mask.transform = CGAffineTransform(rotationAngle: .pi / 4)
        l.mask = mask
        s.addSublayer(l)
        assertGolden(try render(s), named: "rotated-mask-on-rotated-layer")
    }

    @Test func anchorPointOutsideUnitSquare() throws {
        let s = stage()
        s.addSublayer(box(60, 40, 2, 2, .black))  // marks the position
        for step in 0..<6 {
            let blade = box(60, 40, 24, 10, Color(red: 0, green: 0.48, blue: 1, alpha: 0.35 + 0.1 * CGFloat(step)))
            blade.anchorPoint = CGPoint(x: -0.5, y: 0.5)  // pivot 12 points left of the blade
            blade.transform = CGAffineTransform(rotationAngle: CGFloat(step) * .pi / 3)
            s.addSublayer(blade)
        }
        assertGolden(try render(s), named: "blades-around-a-pivot")
    }

    @Test func zPositionTies() throws {
        let s = stage()
        let colors: [Color] = [.red, .green, .systemBlue, Color(red: 1, green: 0.8, blue: 0)]
        let zs: [CGFloat] = [1, 0, 1, 0]  // draw order: green, yellow, red, blue
        for i in 0..<4 {
            let l = box(10 + CGFloat(i) * 22, 10 + CGFloat(i) * 8, 40, 40, colors[i])
            l.zPosition = zs[i]
            s.addSublayer(l)
        }
        assertGolden(try render(s), named: "stable-order")
    }
}
