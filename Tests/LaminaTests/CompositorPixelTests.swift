// What the compositor draws, probed pixel by pixel at places whose value is exact.
import Foundation
import Testing
@testable import Lamina

@Suite struct CompositorPixelTests {
    private func root(_ width: CGFloat = 40, _ height: CGFloat = 40) -> Layer {
        place(Layer(), width: width, height: height)
    }

    @Test func backgroundFillsTheBounds() throws {
        let r = root()
        let child = place(Layer(), x: 10, y: 10, width: 20, height: 20)
        child.backgroundColor = .red
        r.addSublayer(child)
        let image = try Renderer().render(r)
        #expect(image.width == 40 && image.height == 40)
        #expect(image.rgba(10, 10) == rgb(255, 0, 0))
        #expect(image.rgba(29, 29) == rgb(255, 0, 0))
        #expect(image.rgba(9, 15).a == 0 && image.rgba(30, 15).a == 0)
    }

    @Test func rendererBackgroundAndScale() throws {
        let r = root(10, 5)
        let image = try Renderer(scale: 3, background: .white).render(r)
        #expect(image.width == 30 && image.height == 15)
        #expect(image.rgba(29, 14) == rgb(255, 255, 255))
    }

    @Test func scaleTwoDoublesEveryPoint() throws {
        let r = root(20, 20)
        let child = place(Layer(), x: 5, y: 5, width: 5, height: 5)
        child.backgroundColor = .blue
        r.addSublayer(child)
        let image = try Renderer(scale: 2).render(r)
        #expect(image.rgba(10, 10) == rgb(0, 0, 255) && image.rgba(19, 19) == rgb(0, 0, 255))
        #expect(image.rgba(9, 10).a == 0 && image.rgba(20, 19).a == 0)
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        let r = root()
        r.backgroundColor = .red
        r.cornerRadius = 10
        let image = try Renderer().render(r)
        #expect(image.rgba(0, 0).a == 0)
        #expect(image.rgba(20, 0) == rgb(255, 0, 0))
        #expect(image.rgba(20, 20) == rgb(255, 0, 0))
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
        let r = root()
        r.backgroundColor = .red
        r.cornerRadius = 10
        r.maskedCorners = [.topLeft]
        let image = try Renderer().render(r)
        #expect(image.rgba(0, 0).a == 0)
        #expect(image.rgba(39, 0) == rgb(255, 0, 0) && image.rgba(0, 39) == rgb(255, 0, 0))
    }

    @Test func borderIsInsetAndAboveSublayers() throws {
        let r = root()
        r.borderWidth = 4
        r.borderColor = .blue
        let child = place(Layer(), width: 40, height: 40)
        child.backgroundColor = .red
        r.addSublayer(child)
        let image = try Renderer().render(r)
        #expect(image.rgba(0, 0) == rgb(0, 0, 255) && image.rgba(3, 20) == rgb(0, 0, 255))
        #expect(image.rgba(4, 20) == rgb(255, 0, 0))
    }

    @Test func shapeStrokeIsOverFill() throws {
        let s = place(ShapeLayer(), width: 20, height: 20)
        s.path = BezierPath(rect: CGRect(x: 4, y: 4, width: 12, height: 12))
        s.fillColor = .red
        s.strokeColor = .blue
        s.lineWidth = 4
        let image = try Renderer().render(s)
        #expect(image.rgba(4, 10) == rgb(0, 0, 255))   // stroke covers the fill's edge
        #expect(image.rgba(10, 10) == rgb(255, 0, 0))
        #expect(image.rgba(1, 10).a == 0)
    }

    @Test func shapeIsBetweenContentsAndSublayers() throws {
        let s = place(ShapeLayer(), width: 20, height: 20)
        s.backgroundColor = .green
        s.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10))
        s.fillColor = .red
        let sub = place(Layer(), x: 0, y: 0, width: 10, height: 20)
        sub.backgroundColor = .blue
        s.addSublayer(sub)
        let image = try Renderer().render(s)
        #expect(image.rgba(15, 5) == rgb(255, 0, 0))
        #expect(image.rgba(15, 15) == rgb(0, 255, 0))
        #expect(image.rgba(5, 5) == rgb(0, 0, 255))
    }

    @Test func transformRotatesAboutTheAnchor() throws {
        let r = root()
        let bar = Layer()
        bar.bounds = CGRect(x: 0, y: 0, width: 30, height: 4)
        bar.position = CGPoint(x: 20, y: 20)
        bar.backgroundColor = .red
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        r.addSublayer(bar)
        let image = try Renderer().render(r)
        #expect(image.rgba(20, 8) == rgb(255, 0, 0))   // now vertical through the centre
        #expect(image.rgba(8, 20).a == 0)
    }

    @Test func sublayerTransformScalesAboutTheAnchor() throws {
        let r = root()
        r.anchorPoint = CGPoint(x: 0.5, y: 0.5)  // the pivot of the sublayer transform
        r.sublayerTransform = CGAffineTransform(scaleX: 2, y: 2)
        let child = place(Layer(), x: 15, y: 15, width: 10, height: 10)
        child.backgroundColor = .red
        r.addSublayer(child)
        let image = try Renderer().render(r)
        // (15,15)…(25,25) scaled by 2 about (20,20) → (10,10)…(30,30).
        #expect(image.rgba(10, 10) == rgb(255, 0, 0) && image.rgba(29, 29) == rgb(255, 0, 0))
        #expect(image.rgba(9, 9).a == 0 && image.rgba(30, 30).a == 0)
    }

    @Test func boundsOriginShiftsTheContent() throws {
        let r = root()
        r.bounds.origin = CGPoint(x: 10, y: 0)
        let child = place(Layer(), x: 10, y: 0, width: 10, height: 10)
        child.backgroundColor = .red
        r.addSublayer(child)
        let image = try Renderer().render(r)
        #expect(image.rgba(0, 0) == rgb(255, 0, 0))
        #expect(image.rgba(10, 0).a == 0)
    }

    @Test func groupOpacityFadesOverlapsAsOne() throws {
        let r = root()
        r.opacity = 0.5
        for x in [0, 10] as [CGFloat] {
            let c = place(Layer(), x: x, y: 0, width: 20, height: 20)
            c.backgroundColor = .red
            r.addSublayer(c)
        }
        let image = try Renderer().render(r)
        #expect(image.rgba(15, 5).isClose(to: rgb(255, 0, 0, 128)))  // overlap: not 75 %
        #expect(image.rgba(5, 5).isClose(to: rgb(255, 0, 0, 128)))
    }

    @Test func nestedOpacityMultiplies() throws {
        let r = root()
        r.opacity = 0.5
        let c = place(Layer(), width: 20, height: 20)
        c.opacity = 0.5
        c.backgroundColor = .blue
        r.addSublayer(c)
        let image = try Renderer().render(r)
        #expect(image.rgba(5, 5).isClose(to: rgb(0, 0, 255, 64)))
    }

    @Test func hiddenLayersAndTheirSubtreeAreSkipped() throws {
        let r = root()
        let c = place(Layer(), width: 20, height: 20)
        c.backgroundColor = .blue
        c.isHidden = true
        let g = place(Layer(), width: 5, height: 5)
        g.backgroundColor = .red
        c.addSublayer(g)
        r.addSublayer(c)
        let image = try Renderer().render(r)
        #expect(image.rgba(2, 2).a == 0)
    }

    @Test func zPositionReordersSiblings() throws {
        let r = root()
        let a = place(Layer(), width: 20, height: 20), b = place(Layer(), width: 20, height: 20)
        a.backgroundColor = .red
        b.backgroundColor = .blue
        a.zPosition = 1
        r.sublayers = [a, b]
        #expect(try Renderer().render(r).rgba(5, 5) == rgb(255, 0, 0))
    }

    @Test func masksToBoundsClipsSublayers() throws {
        let r = root()
        let box = place(Layer(), x: 10, y: 10, width: 20, height: 20)
        box.masksToBounds = true
        let big = place(Layer(), x: -10, y: -10, width: 40, height: 40)
        big.backgroundColor = .red
        box.addSublayer(big)
        r.addSublayer(box)
        let image = try Renderer().render(r)
        #expect(image.rgba(10, 10) == rgb(255, 0, 0))
        #expect(image.rgba(9, 9).a == 0 && image.rgba(30, 30).a == 0)
    }

    @Test func roundedMasksToBoundsClipsCorners() throws {
        let box = place(Layer(), width: 40, height: 40)
        box.masksToBounds = true
        box.cornerRadius = 15
        let big = place(Layer(), width: 40, height: 40)
        big.backgroundColor = .red
        box.addSublayer(big)
        let image = try Renderer().render(box)
        #expect(image.rgba(0, 0).a == 0 && image.rgba(39, 39).a == 0)
        #expect(image.rgba(20, 20) == rgb(255, 0, 0) && image.rgba(20, 0) == rgb(255, 0, 0))
    }

    @Test func maskUsesTheMaskLayersAlpha() throws {
        let box = place(Layer(), width: 40, height: 40)
        box.backgroundColor = .red
        let mask = place(Layer(), x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = Color(white: 0, alpha: 0.5)
        box.mask = mask
        let image = try Renderer().render(box)
        #expect(image.rgba(10, 10).isClose(to: rgb(255, 0, 0, 128)))
        #expect(image.rgba(30, 10).a == 0)
    }

    @Test func shadowFallsBelowAndBlurs() throws {
        let r = root(60, 60)
        let card = place(Layer(), x: 20, y: 20, width: 20, height: 20)
        card.backgroundColor = .white
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 0, height: 10)
        card.shadowRadius = 2
        r.addSublayer(card)
        let image = try Renderer().render(r)
        #expect(image.rgba(30, 30) == rgb(255, 255, 255))
        #expect(image.rgba(30, 42) == rgb(0, 0, 0))      // well inside the shadow
        #expect(image.alpha(30, 50) > 60 && image.alpha(30, 50) < 200)  // its blurred edge
        #expect(image.alpha(30, 58) == 0)
        #expect(image.alpha(30, 18) == 0)
    }

    @Test func defaultShadowOffsetMovesUp() throws {
        let r = root(60, 60)
        let card = place(Layer(), x: 20, y: 20, width: 20, height: 20)
        card.backgroundColor = .white
        card.shadowOpacity = 1
        card.shadowRadius = 0
        r.addSublayer(card)
        let image = try Renderer().render(r)
        #expect(image.rgba(30, 17) == rgb(0, 0, 0))
        #expect(image.alpha(30, 41) == 0)
    }

    @Test func shadowIsClippedByMasksToBounds() throws {
        let r = root(60, 60)
        let card = place(Layer(), x: 20, y: 20, width: 20, height: 20)
        card.backgroundColor = .white
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 0, height: 10)
        card.masksToBounds = true
        r.addSublayer(card)
        let image = try Renderer().render(r)
        #expect(image.alpha(30, 45) == 0)
        #expect(image.rgba(30, 30) == rgb(255, 255, 255))
    }

    @Test func shadowPathCastsTheShadow() throws {
        let r = root(60, 60)
        let l = place(Layer(), x: 20, y: 20, width: 20, height: 20)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = .zero
        l.shadowPath = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        r.addSublayer(l)
        let image = try Renderer().render(r)
        #expect(image.rgba(25, 25) == rgb(0, 0, 0))
        #expect(image.alpha(35, 35) == 0)
    }

    @Test func blendModeMultiplies() throws {
        let r = root()
        r.backgroundColor = Color(red: 1, green: 1, blue: 0)
        let c = place(Layer(), width: 20, height: 20)
        c.backgroundColor = Color(red: 0, green: 1, blue: 1)
        c.compositingFilter = .multiply
        r.addSublayer(c)
        #expect(try Renderer().render(r).rgba(5, 5) == rgb(0, 255, 0))
    }

    @Test func xorOverAnOpaqueLayerInvertsAMask() throws {
        // lottie-ios's inverted track matte: black everywhere, the matte drawn in by xor.
        let box = place(Layer(), width: 40, height: 40)
        box.backgroundColor = .red
        let base = place(Layer(), width: 40, height: 40)
        base.backgroundColor = .black
        let matte = place(Layer(), width: 20, height: 20)
        matte.backgroundColor = Color(white: 0, alpha: 0.25)
        matte.compositingFilter = .xor
        base.addSublayer(matte)
        box.mask = base
        let image = try Renderer().render(box)
        #expect(image.rgba(10, 10).isClose(to: rgb(255, 0, 0, 191)))  // 1 − 0.25
        #expect(image.rgba(30, 30) == rgb(255, 0, 0))
    }

    /// A 40 × 20 layer showing a 2 × 1 image, red on the left, blue on the right.
    private func redBlueContentsLayer() throws -> Layer {
        var image = try Image(width: 2, height: 1)
        image.setPixel(x: 0, y: 0, Color.red.premultipliedARGB32)
        image.setPixel(x: 1, y: 0, Color.blue.premultipliedARGB32)
        let l = place(Layer(), width: 40, height: 20)
        l.contents = image
        return l
    }

    @Test func contentsStretchToTheBounds() throws {
        let out = try Renderer().render(try redBlueContentsLayer())
        #expect(out.rgba(2, 10) == rgb(255, 0, 0))
        #expect(out.rgba(37, 10) == rgb(0, 0, 255))
    }

    /// The nearest filter keeps enlarged pixels sharp; the minification filter applies where
    /// the contents shrink.
    @Test func contentsFiltersChooseTheSampling() throws {
        let l = try redBlueContentsLayer()
        l.minificationFilter = .nearest
        #expect(try Renderer().render(l).rgba(19, 10) != rgb(255, 0, 0))
        l.magnificationFilter = .nearest
        let enlarged = try Renderer().render(l)
        #expect(enlarged.rgba(19, 10) == rgb(255, 0, 0) && enlarged.rgba(20, 10) == rgb(0, 0, 255))

        var stripes = try Image(width: 4, height: 1)
        for x in 0..<4 { stripes.setPixel(x: x, y: 0, (x % 2 == 0 ? Color.red : Color.blue).premultipliedARGB32) }
        let small = place(Layer(), width: 2, height: 1)
        small.contents = stripes
        small.magnificationFilter = .nearest
        #expect(try Renderer().render(small).rgba(0, 0) != rgb(0, 0, 255))
        small.minificationFilter = .nearest
        // Each point's centre falls between two pixels and takes the later one (as Skia does).
        let shrunk = try Renderer().render(small)
        #expect(shrunk.rgba(0, 0) == rgb(0, 0, 255) && shrunk.rgba(1, 0) == rgb(0, 0, 255))
    }

    @Test func contentsGravityTopIsTheVisualTop() throws {
        let image = try Image(width: 10, height: 10, color: .red)
        let l = place(Layer(), width: 40, height: 40)
        l.contents = image
        l.contentsGravity = .top
        let out = try Renderer().render(l)
        #expect(out.rgba(20, 5) == rgb(255, 0, 0))
        #expect(out.rgba(20, 35).a == 0)
    }

    @Test func gradientRunsTopToBottomByDefault() throws {
        let g = place(GradientLayer(), width: 10, height: 100)
        g.colors = [.black, .white]
        let out = try Renderer().render(g)
        #expect(out.rgba(5, 0).r < 5)
        #expect(out.rgba(5, 99).r > 250)
        #expect(abs(out.rgba(5, 50).r - 128) <= 3)
    }

    @Test func conicGradientTurnsClockwiseFromTheEndPointDirection() throws {
        let g = place(GradientLayer(), width: 100, height: 100)
        g.type = .conic
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.colors = [.black, .white]
        let out = try Renderer().render(g)
        // A quarter turn clockwise from +x is straight down: location 0.25.
        #expect(abs(out.rgba(50, 90).r - 64) <= 4)
        #expect(abs(out.rgba(10, 50).r - 128) <= 4)
        #expect(abs(out.rgba(50, 10).r - 191) <= 4)
    }

    @Test func radialGradientReachesTheEllipseEdge() throws {
        let g = place(GradientLayer(), width: 100, height: 50)
        g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        g.colors = [.black, .white]
        let out = try Renderer().render(g)
        #expect(out.rgba(50, 25).r < 8)  // the pixel centre is 2 % out from the centre
        #expect(abs(out.rgba(75, 25).r - 128) <= 3)
        #expect(abs(out.rgba(50, 37).r - 122) <= 6)
        #expect(out.rgba(99, 25).r > 250)
    }

    /// A focal point moves location 0 off the centre: the colours run from it out to the same
    /// ellipse. Focus at (−½, 0) of the unit circle: the centre lies at t = 1/3 of its ray and
    /// the point (½, 0) at t = 2/3; the ellipse's edge is still location 1.
    @Test func radialGradientRunsFromItsFocalPoint() throws {
        let g = place(GradientLayer(), width: 100, height: 100)
        g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        g.focalPoint = CGPoint(x: 0.25, y: 0.5)
        g.colors = [.black, .white]
        let out = try Renderer().render(g)
        #expect(out.rgba(25, 50).r < 8)
        #expect(abs(out.rgba(50, 50).r - 85) <= 3)
        #expect(abs(out.rgba(75, 50).r - 170) <= 3)
        #expect(out.rgba(99, 50).r > 248 && out.rgba(0, 50).r > 245)
        // Axial gradients ignore it.
        g.type = .axial
        let axial = try Renderer().render(g)
        g.focalPoint = nil
        #expect(try Renderer().render(g).pixels == axial.pixels)
    }

    @Test func nonFiniteFocalPointIsAnError() throws {
        let g = place(GradientLayer(), width: 10, height: 10)
        g.type = .radial
        g.colors = [.black, .white]
        g.focalPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(throws: LayerError.self) { try Renderer().render(g) }
    }
}
