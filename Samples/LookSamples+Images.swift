// Look samples for images and appearance rules (EXAMPLES scenes 8, 11 and 12): template and
// original images in a tinted toolbar, resizable bubbles, and a themed pair of navigation bars.
import Foundation
import Lamina

/// A navigation bar, a layer type appearance rules can name.
final class NavigationBarLayer: Layer {}
/// The photo picker's container, for containment rules.
final class PhotoPickerLayer: Layer {}
/// A bar title.
final class BarTitleLayer: TextLayer {}

extension LookSamples {
    /// Scene 8: a toolbar tinted indigo holding a heart glyph drawn as a template (it takes the
    /// tint) and as the original (red), and an X and an O that always keep their colours.
    static func templateToolbar() throws -> Layer {
        let bar = box(Layer(), 0, 0, 240, 56)
        bar.backgroundColor = Color(white: 0.96)
        bar.tintColor = Color(red255: 88, green255: 86, blue255: 214)
        let heart = try glyph { path in
            path.move(to: CGPoint(x: 16, y: 27))
            path.addCurve(to: CGPoint(x: 16, y: 10), controlPoint1: CGPoint(x: 0, y: 17), controlPoint2: CGPoint(x: 6, y: 2))
            path.addCurve(to: CGPoint(x: 16, y: 27), controlPoint1: CGPoint(x: 26, y: 2), controlPoint2: CGPoint(x: 32, y: 17))
            path.close()
        } color: { .red }
        // Two bars turned 45° about the glyph's centre (filled non-zero, so they overlap solidly).
        let turn = CGAffineTransform(translationX: -16, y: -16)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 16, y: 16))
        let cross = try glyph(rule: .nonZero) { path in
            path.append(BezierPath(rect: CGRect(x: 14, y: 3, width: 4, height: 26)).applying(turn))
            path.append(BezierPath(rect: CGRect(x: 3, y: 14, width: 26, height: 4)).applying(turn))
        } color: { .red }
        let ring = try glyph { path in
            path.append(BezierPath(ovalIn: CGRect(x: 4, y: 4, width: 24, height: 24)))
            path.append(BezierPath(ovalIn: CGRect(x: 9, y: 9, width: 14, height: 14)))
        } color: { Color(red: 0, green: 0.62, blue: 0.2) }
        let items: [(Image, ImageRenderingMode)] = [(heart, .alwaysTemplate), (heart, .alwaysOriginal),
                                                    (cross, .alwaysOriginal), (ring, .alwaysOriginal)]
        for (i, (image, mode)) in items.enumerated() {
            let item = box(Layer(), 24 + CGFloat(i) * 56, 12, 32, 32)
            item.contents = image
            item.contentsScale = 2
            item.contentsRenderingMode = mode
            bar.addSublayer(item)
        }
        return bar
    }

    /// A 32-point glyph image at 2×, filled with `color` by `rule` (default even-odd).
    private static func glyph(rule: FillRule = .evenOdd, _ build: (inout BezierPath) -> Void,
                              color: () -> Color) throws -> Image {
        let canvas = try Canvas(width: 64, height: 64, scale: 2)
        var path = BezierPath()
        build(&path)
        try canvas.fill(path, color: color(), rule: rule)
        return try canvas.makeImage()
    }

    /// Scene 11: one 24-point speech-bubble image with 10-point caps serves bubbles of every
    /// size; its dotted centre tiles in one and stretches in the other.
    static func resizableBubbles() throws -> Layer {
        let canvas = try Canvas(width: 48, height: 48, scale: 2)
        try canvas.fill(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 9),
                        color: Color(red255: 52, green255: 199, blue255: 89))
        try canvas.fill(BezierPath(ovalIn: CGRect(x: 11, y: 11, width: 2, height: 2)), color: Color(white: 1, alpha: 0.7))
        let bubble = try canvas.makeImage()
        let root = box(Layer(), 0, 0, 260, 150)
        let sizes = [CGRect(x: 12, y: 12, width: 110, height: 36), CGRect(x: 12, y: 60, width: 236, height: 78),
                     CGRect(x: 138, y: 12, width: 110, height: 36)]
        for (i, rect) in sizes.enumerated() {
            let layer = box(Layer(), rect.minX, rect.minY, rect.width, rect.height)
            layer.contentsScale = 2
            try layer.setResizableContents(bubble, capInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                           resizingMode: i == 2 ? .stretch : .tile)
            root.addSublayer(layer)
        }
        return root
    }

    /// Scene 12: every navigation bar gets a wood-grain image; inside the photo picker bars lose
    /// the image so a brown tint shows, and titles switch to a serif face; one bar sets its own
    /// colour, which the rules leave alone.
    static func themedBars() throws -> Layer {
        var wood = try Image(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                let grain = 0.5 + 0.5 * sin(CGFloat(y) * 0.9 + 3 * sin(CGFloat(x) * 0.11))
                wood.setPixel(x: x, y: y, Color(red: 0.5 + 0.2 * grain, green: 0.3 + 0.12 * grain, blue: 0.14 + 0.06 * grain)
                    .premultipliedARGB32)
            }
        }
        let rules = AppearanceRules()
        rules.set(\NavigationBarLayer.contents, to: wood)
        rules.set(\NavigationBarLayer.contentsScale, to: 2)
        rules.set(\NavigationBarLayer.backgroundColor, to: .tint)
        rules.set(\NavigationBarLayer.contents, to: nil, whenContainedIn: [PhotoPickerLayer.self])
        rules.set(\PhotoPickerLayer.tintColor, to: Color(red255: 121, green255: 85, blue255: 61))
        rules.set(\BarTitleLayer.fontSize, to: 17)
        rules.set(\BarTitleLayer.fontWeight, to: .semibold)
        rules.set(\BarTitleLayer.alignmentMode, to: .center)
        rules.set(\BarTitleLayer.fontFamily, to: "DejaVu Serif", whenContainedIn: [PhotoPickerLayer.self])

        let window = box(Layer(), 0, 0, 320, 200)
        window.backgroundColor = Color(white: 0.94)
        window.appearanceRules = rules
        let picker = box(PhotoPickerLayer(), 0, 64, 320, 136)
        window.sublayers = [bar("Library", y: 0), picker]
        let own = bar("Shared", y: 80)
        own.backgroundColor = Color(red255: 44, green255: 62, blue255: 80)  // set on the instance: kept
        picker.sublayers = [bar("Choose a Photo", y: 8), own]
        return window
    }

    /// A 44-point navigation bar with a title.
    private static func bar(_ title: String, y: CGFloat) -> NavigationBarLayer {
        let bar = box(NavigationBarLayer(), 0, y, 320, 44)
        let label = box(BarTitleLayer(), 0, 11, 320, 24)
        label.string = title
        bar.addSublayer(label)
        return bar
    }
}
