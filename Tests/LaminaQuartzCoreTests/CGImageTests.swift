// Images with Apple's names: CGImage over Lamina's Image, made and drawn by CGContext (y-up, so
// flipped in UIKit's contexts), and as a layer's contents. Pixels are read exactly
// (premultiplied ARGB32).
import Foundation
import Lamina
import LaminaUIKit
import Testing

private let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
private let white: UInt32 = 0xFFFF_FFFF

/// A CGImage of `width` pixels a row.
private func cgImage(_ width: Int, _ pixels: [UInt32]) throws -> CGImage {
    CGImage(laminaImage: try Image(width: width, height: pixels.count / width, pixels: pixels))
}

/// Collects warnings.
private final class Warnings: @unchecked Sendable { var items: [String] = [] }

@Suite struct CGImageTests {
    @Test func aCGImageDescribesItsPixels() throws {
        let image = try cgImage(3, [red, green, blue, white, red, green])
        #expect(image.width == 3 && image.height == 2 && image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.bytesPerRow == 12 && image.alphaInfo == .premultipliedFirst)
    }

    @Test func croppingTakesTheIntegralRectInsideTheImage() throws {
        let image = try cgImage(3, [red, green, blue, white, red, green])
        let part = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(part.width == 2 && part.height == 1 && part.laminaImage.pixels == [green, blue])
        // (0.5, 1.5, 1, 1) is made integral, (0, 1, 2, 2), then cut to the image: (0, 1, 2, 1).
        let rounded = try #require(image.cropping(to: CGRect(x: 0.5, y: 1.5, width: 1, height: 1)))
        #expect(rounded.laminaImage.pixels == [white, red])
        #expect(image.cropping(to: CGRect(x: 3, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
    }

    @Test func aContextMakesAnImageOfWhatItDrew() throws {
        let context = CGContext(canvas: try Canvas(width: 4, height: 2, scale: 2))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.laminaImage.pixels == [red, red, 0, 0, red, red, 0, 0])
    }

    @Test func drawInRectDrawsYUpSoAUIKitContextShowsItUpsideDown() throws {
        // Top row red, bottom row blue; Core Graphics puts the first row at the rect's maximum y.
        let image = try cgImage(1, [red, blue])
        let context = CGContext(canvas: try Canvas(width: 3, height: 2))
        context.draw(image, in: CGRect(x: 1, y: 0, width: 1, height: 2))
        let drawn = try #require(context.makeImage())
        #expect(drawn.laminaImage.pixels == [0, blue, 0, 0, red, 0] && context.hasDrawn)
    }

    @Test func aCGImageAsContentsIsDrawnAndReadBack() throws {
        let image = try cgImage(2, [red, green, blue, white])
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.position = CGPoint(x: 2, y: 2)
        layer.contents = image
        layer.contentsGravity = .center
        #expect((layer.contents as? CGImage) === image && layer.contentsGravity == .center)
        let centred = try layer.image(at: 0, scale: 1)
        #expect(centred.width == 4 && centred.height == 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let expected: UInt32 = switch (x, y) {
                case (1, 1): red
                case (2, 1): green
                case (1, 2): blue
                case (2, 2): white
                default: 0
                }
                #expect(centred.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func contentsGravityNamesTheYAxisAndContentsScaleSizesTheImage() throws {
        let image = try cgImage(2, [red, green, blue, white])
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = image
        // At 2 pixels a point the image is 1 × 1 point; "top" is the maximum y, as on iOS.
        layer.contentsScale = 2
        layer.contentsGravity = .topLeft
        let drawn = try layer.image(at: 0, scale: 2)
        #expect(drawn.pixel(x: 0, y: 6) == red && drawn.pixel(x: 1, y: 6) == green)
        #expect(drawn.pixel(x: 0, y: 7) == blue && drawn.pixel(x: 1, y: 7) == white)
        #expect(drawn.pixel(x: 0, y: 0) == 0 && drawn.pixel(x: 2, y: 6) == 0 && drawn.pixel(x: 0, y: 5) == 0)
        layer.contentsGravity = kCAGravityBottomRight
        let corner = try layer.image(at: 0, scale: 2)
        #expect(corner.pixel(x: 6, y: 0) == red && corner.pixel(x: 7, y: 1) == white && corner.pixel(x: 0, y: 6) == 0)
    }

    @Test func contentsOtherThanACGImageWarnAndDrawNothing() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let warnings = Warnings()
        CAWarnings.$handler.withValue({ warnings.items.append($0) }) { layer.contents = "image.png" }
        #expect(layer.contents as? String == "image.png" && layer.laminaLayer.contents == nil)
        #expect(warnings.items == ["CALayer.contents: expected a CGImage, found String; nothing drawn"])
    }
}
