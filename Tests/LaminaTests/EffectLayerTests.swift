// EffectLayer: backdrop blur with the system styles (DESIGN §4 numbers), the rounded shape,
// opacity dropping the blur, vibrancy, and EXAMPLES scene 6.
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct EffectLayerTests {
    @Test func systemStylesUseApplesPublishedNumbers() {
        let light = BlurEffect(style: .light), extra = BlurEffect(style: .extraLight), dark = BlurEffect(style: .dark)
        #expect(light.blurRadius == 30 && light.saturation == 1.8 && light.tintColor == Color(white: 1, alpha: 0.3))
        #expect(extra.blurRadius == 20 && extra.saturation == 1.8 && extra.tintColor == Color(white: 0.97, alpha: 0.82))
        #expect(dark.blurRadius == 20 && dark.saturation == 1.8 && dark.tintColor == Color(white: 0.11, alpha: 0.73))
        #expect(dark.vibrancyBlendMode == .plusLighter && light.vibrancyBlendMode == .multiply)
        #expect(BlurEffect(blurRadius: 4).tintColor == nil && EffectLayer().effect == nil)
    }

    @Test func downsampleFactorKeepsSigmaAtLeastSixPixels() {
        #expect([4, 11.9, 12, 20, 40, 100].map { BackdropBlur.downsampleFactor(sigma: $0) } == [1, 1, 2, 3, 6, 8])
        // σ 20 by 3: √(400 − 8/12 − 9/6) / 3 = 6.64858…
        #expect(abs(BackdropBlur.reducedSigma(20, factor: 3) - 6.648_586_594) < 1e-9)
        #expect(BackdropBlur.downsampleFactor(sigma: .nan) == 1)
    }

    /// Black left half, white right half, `width` × 40 points.
    private func halves(width: CGFloat = 80) -> Layer {
        let stage = place(Layer(), width: width, height: 40)
        stage.backgroundColor = .black
        let white = place(Layer(), x: width / 2, y: 0, width: width / 2, height: 40)
        white.backgroundColor = .white
        stage.addSublayer(white)
        return stage
    }

    @Test func blursTheBackdropInsideItsRoundedBounds() throws {
        let stage = halves()
        let effect = place(EffectLayer(effect: BlurEffect(blurRadius: 4)), x: 10, y: 5, width: 60, height: 30)
        effect.cornerRadius = 10
        stage.addSublayer(effect)
        let image = try Renderer().render(stage)
        // At the edge (x = 40) the blur gives mid-grey; 2σ away it is within 2.3% of black or
        // white (Φ(−2) = 0.023, so 255 × 0.023 ≈ 6, plus the box approximation).
        #expect(abs(image.rgba(40, 20).r - 128) <= 16)
        #expect(image.rgba(31, 20).r <= 10 && image.rgba(49, 20).r >= 245)
        // Outside the rounded corner the backdrop is untouched.
        #expect(image.rgba(69, 6) == rgb(255, 255, 255) && image.rgba(10, 5) == rgb(0, 0, 0))
    }

    /// Inside an ancestor drawn as an offscreen group (rounded clipping here), the backdrop is
    /// read from the group's surface, whose device offset differs from the canvas's.
    @Test func blursInsideAnOffscreenGroup() throws {
        func blurredHalves() -> Layer {
            let layer = halves()
            layer.addSublayer(place(EffectLayer(effect: BlurEffect(blurRadius: 4)), x: 10, y: 5, width: 60, height: 30))
            return layer
        }
        let direct = try Renderer().render(blurredHalves())
        let stage = place(Layer(), width: 120, height: 60)
        stage.backgroundColor = .white
        let group = blurredHalves()
        group.position = CGPoint(x: 30, y: 10)
        group.cornerRadius = 8
        group.masksToBounds = true
        #expect(Isolation.required(for: try group.commit().root).contains(.roundedClip))
        stage.addSublayer(group)
        let image = try Renderer().render(stage)
        // The same blur as on the canvas, shifted by the group's position (30, 10).
        for x in stride(from: 12, to: 68, by: 4) { #expect(image.rgba(30 + x, 30) == direct.rgba(x, 20)) }
    }

    @Test func opacityBelowOneDropsTheBlur() throws {
        let stage = halves()
        let effect = place(EffectLayer(effect: BlurEffect(blurRadius: 4, tintColor: Color(white: 1, alpha: 0.5))),
                           x: 10, y: 5, width: 60, height: 30)
        effect.opacity = 0.5
        stage.addSublayer(effect)
        let image = try Renderer().render(stage)
        // No blur: black stays sharp next to the edge, under the tint at alpha 0.25: 255 × 0.25.
        #expect(image.rgba(39, 20) == rgb(64, 64, 64))
        #expect(image.rgba(40, 20) == rgb(255, 255, 255))
    }

    @Test func vibrantSublayersBlendByStyle() throws {
        let effect = place(EffectLayer(effect: BlurEffect(style: .dark)), width: 40, height: 20)
        effect.isVibrant = true
        let title = place(ShapeLayer(), width: 10, height: 10)
        title.path = BezierPath(rect: title.bounds)
        title.fillColor = Color(red: 0.6, green: 0.5, blue: 0.5)
        effect.addSublayer(title)
        let node = try effect.commit().root.sublayers[0]
        #expect(node.compositingFilter == .plusLighter)
        guard case .shape(let shape) = node.content else {
            Issue.record("expected a shape")
            return
        }
        #expect(shape.fillColor == Color(red: 0.6, green: 0.5, blue: 0.5).saturated(by: 1.8))
        effect.isVibrant = false
        #expect(try effect.commit().root.sublayers[0].compositingFilter == .normal)
    }

    @Test func nonFiniteEffectIsAnError() {
        let effect = EffectLayer(effect: BlurEffect(blurRadius: .nan))
        #expect(throws: LayerError.nonFinite("EffectLayer.effect")) { try effect.commit() }
    }

    /// Scene 6: a rainbow of `colors` hues repeated `repeats` times, an extra-light bar along the
    /// bottom, a dark panel with a vibrant title, and dark glass tinted red.
    static func scene6(colors: Int = 7, repeats: Int = 2) -> Layer {
        let stage = place(Layer(), width: 240, height: 160)
        let rainbow = place(GradientLayer(), width: 240, height: 160)
        rainbow.startPoint = CGPoint(x: 0, y: 0)
        rainbow.endPoint = CGPoint(x: 1, y: 1)
        rainbow.colors = (0..<(colors * repeats)).map { i in
            let h = CGFloat(i % colors) / CGFloat(colors) * 6
            func f(_ n: CGFloat) -> CGFloat {
                let k = (n + h).truncatingRemainder(dividingBy: 6)
                return 1 - max(min(k, 4 - k, 1), 0)
            }
            return Color(red: f(5), green: f(3), blue: f(1))
        }
        stage.addSublayer(rainbow)
        let bar = place(EffectLayer(effect: BlurEffect(style: .extraLight)), y: 124, width: 240, height: 36)
        let panel = place(EffectLayer(effect: BlurEffect(style: .dark)), x: 16, y: 16, width: 124, height: 60)
        panel.cornerRadius = 12
        panel.cornerCurve = .continuous
        panel.isVibrant = true
        let title = place(TextLayer(), x: 0, y: 16, width: 124, height: 30)
        title.string = "Vibrant"
        title.fontSize = 22
        title.fontWeight = .bold
        title.alignmentMode = .center
        title.foregroundColor = Color(white: 0.55)
        panel.addSublayer(title)
        var redGlass = BlurEffect(style: .dark)
        redGlass.tintColor = Color(red: 0.55, green: 0.05, blue: 0.05, alpha: 0.6)
        let glass = place(EffectLayer(effect: redGlass), x: 156, y: 16, width: 68, height: 92)
        glass.cornerRadius = 10
        stage.sublayers?.append(contentsOf: [bar, panel, glass])
        return stage
    }

    @Test func scene6Golden() throws {
        let image = try Renderer(scale: 2).render(Self.scene6())
        // The extra-light bar is nearly white (tint 0.97 at 0.82 over the blur).
        let bar = image.rgba(2 * 120, 2 * 142)
        #expect(bar.r >= 200 && bar.g >= 200 && bar.b >= 200)
        assertGolden(image, named: "rainbow-bar-panel-glass")
    }
}
