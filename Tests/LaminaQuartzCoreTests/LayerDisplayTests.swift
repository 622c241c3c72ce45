// A layer's own drawing, as Core Animation's display(): the delegate's display(_:), else a
// backing store of the bounds at contentsScale handed to draw(in:) (the delegate's draw(_:in:)),
// whose paint becomes the contents. Pixels are read exactly (premultiplied ARGB32).
import Foundation
import Lamina
import LaminaUIKit
import Testing

private let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF

/// A layer that paints one red point, as a CALayer subclass draws itself on iOS.
private final class DotLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
}

/// A delegate that implements only draw(_:in:).
private final class Painter: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(layer.bounds)
    }
}

/// A delegate that sets the contents itself (display(_:)), so no backing store is drawn.
private final class Displayer: CALayerDelegate {
    let image: CGImage
    init(image: CGImage) { self.image = image }
    func display(_ layer: CALayer) { layer.contents = image }
    func draw(_ layer: CALayer, in ctx: CGContext) { Issue.record("draw(_:in:) called after display(_:)") }
}

/// A view that sets its layer's contents itself, as a UIView subclass overriding display(_:).
private final class ImageView: UIView {
    var image: CGImage?
    override func display(_ layer: CALayer) { layer.contents = image }
    override func draw(_ rect: CGRect) { Issue.record("draw(_:) called though display(_:) is overridden") }
}

@Suite struct LayerDisplayTests {
    @Test func aViewSubclassDisplayingItselfIsCalled() throws {
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        view.image = CGImage(laminaImage: try Image(width: 1, height: 1, pixels: [blue]))
        let drawn = try view.layer.image(at: 0, scale: 1)
        #expect((view.layer.contents as? CGImage) === view.image && drawn.pixel(x: 0, y: 0) == blue)
    }

    @Test func aLayersOwnDrawInIsItsContentsWhenRendered() throws {
        let layer = DotLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 3, height: 2)
        layer.contentsScale = 2
        #expect(try layer.image(at: 0, scale: 2).pixel(x: 2, y: 0) == 0 && layer.draws == 0)
        layer.setNeedsDisplay()
        let drawn = try layer.image(at: 0, scale: 2)
        #expect(layer.draws == 1 && !layer.needsDisplay())
        let contents = try #require(layer.contents as? CGImage)
        #expect(contents.width == 6 && contents.height == 4)
        for y in 0..<4 {
            for x in 0..<6 {
                #expect(drawn.pixel(x: x, y: y) == ((2...3).contains(x) && y < 2 ? red : 0), "(\(x), \(y))")
            }
        }
        // Drawn again only when marked: by hand, or by a new size under needsDisplayOnBoundsChange.
        layer.displayIfNeeded()
        layer.bounds.size = CGSize(width: 4, height: 2)
        layer.layoutAndDisplayIfNeeded()
        #expect(layer.draws == 1)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 5, height: 2)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.draws == 2 && (layer.contents as? CGImage)?.width == 10)
    }

    @Test func theDelegateDrawsOrDisplaysInsteadOfTheLayer() throws {
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect((layer.contents as? CGImage)?.laminaImage.pixels == [blue, blue])
        let image = CGImage(laminaImage: try Image(width: 1, height: 1, pixels: [green]))
        let displayer = Displayer(image: image)
        layer.delegate = displayer
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect((layer.contents as? CGImage) === image)
        // A layer that paints nothing keeps no contents.
        let plain = CALayer()
        plain.frame = layer.frame
        plain.setNeedsDisplay()
        plain.displayIfNeeded()
        #expect(plain.contents == nil)
    }

    @Test func paintingNothingClearsABackingStoreButKeepsContentsSetByHand() throws {
        // A view without draw(_:) whose layer shows an image, as iOS code sets one.
        let image = CGImage(laminaImage: try Image(width: 1, height: 1, pixels: [green]))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        view.layer.contents = image
        let drawn = try view.layer.image(at: 0, scale: 1)
        #expect((view.layer.contents as? CGImage) === image && drawn.pixel(x: 0, y: 0) == green)
        // A backing store that is drawn again with nothing in it goes.
        let painter = Painter()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents != nil)
        layer.delegate = nil
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents == nil)
    }
}
