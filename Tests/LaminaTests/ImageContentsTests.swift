// Template and original images and resizable images with cap insets (SEMANTICS §4; EXAMPLES
// scenes 8, 9 and 11).
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct ImageContentsTests {
    /// A five-pointed star, `size` points square, in a gold gradient, drawn at `scale`.
    static func goldStar(size: CGFloat = 24, scale: CGFloat = 2) throws -> Image {
        let canvas = try Canvas(width: Int(size * scale), height: Int(size * scale), scale: scale)
        var star = BezierPath()
        for i in 0..<10 {
            let r = i % 2 == 0 ? size / 2 : size / 5, angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let p = CGPoint(x: size / 2 + r * cos(angle), y: size / 2 + 1 + r * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        let gold = Gradient(kind: .axial(start: .zero, end: CGPoint(x: 0, y: size)),
                            colors: [Color(red: 1, green: 0.88, blue: 0.3), Color(red: 0.8, green: 0.5, blue: 0.05)])
        try canvas.fill(star, gradient: gold)
        return try canvas.makeImage()
    }

    /// A rounded rectangle of `size` points with corner radius `radius`, filled black: the
    /// rating control's background drawn at run time.
    static func roundedRectImage(size: CGFloat = 16, radius: CGFloat = 6, scale: CGFloat = 2) throws -> Image {
        let canvas = try Canvas(width: Int(size * scale), height: Int(size * scale), scale: scale)
        try canvas.fill(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: size, height: size), cornerRadius: radius),
                        color: .black)
        return try canvas.makeImage()
    }

    @Test func templatedPixelsAreTheTintAtTheImageAlpha() throws {
        var image = try Image(width: 2, height: 1)
        image.setPixel(x: 0, y: 0, Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultipliedARGB32)
        image.setPixel(x: 1, y: 0, 0xFF12_3456)
        let t = image.templated(with: .systemBlue)
        // α = 128/255: (0, 122, 255) × 128/255 → (0, 61, 128).
        #expect(t.pixel(x: 0, y: 0) == 0x8000_3D80)
        #expect(t.pixel(x: 1, y: 0) == Color.systemBlue.premultipliedARGB32)
    }

    @Test func renderingModes() throws {
        let star = try Self.goldStar()
        let stage = place(Layer(), width: 96, height: 32)
        stage.tintColor = Color(red255: 88, green255: 86, blue255: 214)
        let modes: [ImageRenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
        for (i, mode) in modes.enumerated() {
            let layer = place(Layer(), x: 4 + CGFloat(i) * 32, y: 4, width: 24, height: 24)
            layer.contents = star
            layer.contentsScale = 2
            layer.contentsRenderingMode = mode
            stage.addSublayer(layer)
        }
        let root = try stage.commit().root
        #expect(root.sublayers[0].contents?.image == star && root.sublayers[1].contents?.image == star)
        #expect(root.sublayers[2].contents?.image == star.templated(with: Color(red255: 88, green255: 86, blue255: 214)))
        let image = try Renderer(scale: 2, background: .white).render(stage)
        // The star's centre: gold as original, the tint as a template.
        #expect(image.rgba(2 * 16, 2 * 17).r > 200)
        #expect(image.rgba(2 * 80, 2 * 17) == rgb(88, 86, 214))
        assertGolden(image, named: "automatic-original-template")
    }

    /// Scene 8: X (always red) and O (always green) marks stay original inside a tinted control;
    /// the template star follows the control's tint.
    @Test func originalMarksInsideATintedControl() throws {
        let control = place(Layer(), width: 96, height: 32)
        control.tintColor = .systemBlue
        control.backgroundColor = Color(white: 0.94)
        let x = try Self.mark(cross: true, color: .red), o = try Self.mark(cross: false, color: Color(red: 0, green: 0.6, blue: 0))
        for (i, (image, mode)) in [(x, ImageRenderingMode.alwaysOriginal), (o, .alwaysOriginal),
                                   (try Self.goldStar(), .alwaysTemplate)].enumerated() {
            let layer = place(Layer(), x: 4 + CGFloat(i) * 32, y: 4, width: 24, height: 24)
            layer.contents = image
            layer.contentsScale = 2
            layer.contentsRenderingMode = mode
            control.addSublayer(layer)
        }
        let image = try Renderer(scale: 2).render(control)
        #expect(image.rgba(2 * 80, 2 * 17) == rgb(0, 122, 255))
        assertGolden(image, named: "x-o-original-star-template")
    }

    static func mark(cross: Bool, color: Color) throws -> Image {
        let canvas = try Canvas(width: 48, height: 48, scale: 2)
        var path = BezierPath()
        if cross {
            path.move(to: CGPoint(x: 5, y: 5)); path.addLine(to: CGPoint(x: 19, y: 19))
            path.move(to: CGPoint(x: 19, y: 5)); path.addLine(to: CGPoint(x: 5, y: 19))
        } else {
            path = BezierPath(ovalIn: CGRect(x: 5, y: 5, width: 14, height: 14))
        }
        try canvas.stroke(path, color: color, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        return try canvas.makeImage()
    }

    @Test func capInsetsBecomeContentsCenter() throws {
        let layer = Layer()
        layer.contentsScale = 2
        let image = try Image(width: 32, height: 20)
        try layer.setResizableContents(image, capInsets: EdgeInsets(top: 2, left: 4, bottom: 3, right: 6))
        // 8 px of 32 on the left, 12 px on the right; 4 px of 20 at the top, 6 at the bottom.
        #expect(layer.contentsCenter == CGRect(x: 0.25, y: 0.2, width: 0.375, height: 0.5))
        #expect(layer.contentsResizingMode == .tile)
        // Caps that meet leave no centre: the pixel where they meet (16 of 32) stretches.
        try layer.setResizableContents(image, capInsets: EdgeInsets(left: 8, right: 8), resizingMode: .stretch)
        #expect(layer.contentsCenter == CGRect(x: 0.5, y: 0, width: 1.0 / 32, height: 1))
        #expect(layer.contentsResizingMode == .stretch)
        #expect(throws: LayerError.self) { try layer.setResizableContents(image, capInsets: EdgeInsets(top: .nan)) }
        #expect(throws: LayerError.self) { try layer.setResizableContents(image, capInsets: EdgeInsets(top: -1)) }
    }

    /// Scene 11: insets (0, 1, 0, 1)·w stretch only the middle of a pill so its ends keep their
    /// shape; a nine-part frame; a patterned centre that tiles instead of stretching.
    @Test func resizableImages() throws {
        let stage = place(Layer(), width: 160, height: 96)
        // A pill 24 × 12 pt with 6 pt caps, stretched to 120 × 12.
        let pill = try Self.roundedRectImage(size: 12, radius: 6)
        let wide = place(Layer(), x: 8, y: 8, width: 144, height: 12)
        wide.contentsScale = 2
        try wide.setResizableContents(pill, capInsets: EdgeInsets(left: 6, right: 6), resizingMode: .stretch)
        // A nine-part frame: a checkered 12 × 12 pt image with 4 pt caps, tiled and stretched.
        let checker = try Self.checker()
        let tiled = place(Layer(), x: 8, y: 28, width: 68, height: 60)
        tiled.contentsScale = 2
        try tiled.setResizableContents(checker, capInsets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let stretched = place(Layer(), x: 84, y: 28, width: 68, height: 60)
        stretched.contentsScale = 2
        try stretched.setResizableContents(checker, capInsets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                                           resizingMode: .stretch)
        stage.sublayers = [wide, tiled, stretched]
        let image = try Renderer(scale: 2, background: .white).render(stage)
        // The pill's ends keep their 6 pt radius: the corner pixel stays white, the middle black.
        #expect(image.rgba(2 * 8, 2 * 8) == rgb(255, 255, 255))
        #expect(image.rgba(2 * 80, 2 * 14) == rgb(0, 0, 0))
        // No seam where the caps meet the stretched pixel (x = 14 pt, the left cap's end).
        #expect((20..<34).allSatisfy { image.rgba($0, 2 * 14) == rgb(0, 0, 0) })
        assertGolden(image, named: "pill-tile-stretch")
    }

    /// 12 × 12 pt at 2×: a grey 4 pt frame around a 2-pt red/white checkerboard centre.
    static func checker() throws -> Image {
        var image = try Image(width: 24, height: 24)
        for y in 0..<24 {
            for x in 0..<24 {
                let frame = x < 8 || y < 8 || x >= 16 || y >= 16
                let color: Color = frame ? Color(white: 0.4) : ((x / 4 + y / 4) % 2 == 0 ? .red : .white)
                image.setPixel(x: x, y: y, color.premultipliedARGB32)
            }
        }
        return image
    }

    /// Scene 9: five stars over a background that is a run-time rounded rectangle, made a
    /// template (it follows the tint) and resizable (one image serves every size).
    @Test func ratingControl() throws {
        let control = place(Layer(), width: 132, height: 32)
        control.tintColor = Color(red255: 255, green255: 149, blue255: 0)
        let background = place(Layer(), width: 132, height: 32)
        background.contentsScale = 2
        background.contentsRenderingMode = .alwaysTemplate
        try background.setResizableContents(try Self.roundedRectImage(), capInsets: EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
        control.addSublayer(background)
        let star = try Self.goldStar(size: 20)
        for i in 0..<5 {
            let layer = place(Layer(), x: 8 + CGFloat(i) * 24, y: 6, width: 20, height: 20)
            layer.contents = i < 3 ? star : star.templated(with: .white)
            layer.contentsScale = 2
            control.addSublayer(layer)
        }
        let image = try Renderer(scale: 2, background: .white).render(control)
        #expect(image.rgba(2 * 66, 2 * 2) == rgb(255, 149, 0))
        #expect(image.rgba(0, 0) == rgb(255, 255, 255))
        assertGolden(image, named: "rating-orange")
        control.tintColor = .systemBlue
        let blue = try Renderer(scale: 2, background: .white).render(control)
        #expect(blue.rgba(2 * 66, 2 * 2) == rgb(0, 122, 255))
    }
}
