// UIImage and UIGraphicsImageRenderer: drawing in UIKit's coordinates into a renderer, PNG in
// and out, images drawn upright. Pixels are read exactly (premultiplied ARGB32).
import Foundation
import Lamina
import LaminaUIKit
import Testing

private let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF

/// A format of `scale` pixels a point.
private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
}

/// The pixels of `image` (none without a CGImage).
private func pixels(_ image: UIImage) -> [UInt32] { image.cgImage?.laminaImage.pixels ?? [] }

/// Collects warnings.
private final class Warnings: @unchecked Sendable { var items: [String] = [] }

@Suite struct UIImageTests {
    @Test func aRendererFillsARectAndABezierPathInUIKitCoordinates() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format(scale: 1))
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            #expect(current === context.cgContext && context.format.scale == 1)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 1, width: 2, height: 2)).fill()
        }
        #expect(current != nil && UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 1)
        #expect(pixels(image) == [red, red, 0, 0,
                                       0, 0, blue, blue,
                                       0, 0, blue, blue])
    }

    @Test func aRendererStrokesAndClipsAtTheScreensScaleByDefault() throws {
        #expect(UIGraphicsImageRendererFormat.default().scale == 2 && !UIGraphicsImageRendererFormat().opaque)
        // Bounds away from the origin: their origin is the image's top-left corner.
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 2, height: 1),
                                               format: .default())
        let image = renderer.image { context in
            context.clip(to: CGRect(x: 10, y: 10, width: 1, height: 1))
            UIColor.red.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 10, y: 10.5))
            path.addLine(to: CGPoint(x: 12, y: 10.5))
            path.stroke()
            #expect(pixels(context.currentImage) == [red, red, 0, 0, red, red, 0, 0])
            UIColor.blue.set()
            context.stroke(CGRect(x: 10.25, y: 10.25, width: 1.5, height: 0.5))
        }
        // The stroke of width 1 around (10.25, 10.25)-(11.75, 10.75) covers the clip's 2 × 2 pixels.
        #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 1))
        #expect(pixels(image) == [blue, blue, 0, 0, blue, blue, 0, 0])
    }

    @Test func anOpaqueFormatKeepsTheAlpha() {
        let opaque = format(scale: 1)
        opaque.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: opaque).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // iOS would show black under the transparent pixel; Lamina keeps it transparent.
        #expect(pixels(image) == [red, 0])
    }

    @Test func pngDataRoundTripsThroughInitData() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1))
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 2, height: 1) && decoded.scale == 1 && decoded.imageOrientation == .up)
        #expect(pixels(decoded) == [red, 0])
        let encoded = try #require(decoded.pngData())
        let again = try #require(UIImage(data: encoded, scale: 2))
        #expect(again.size == CGSize(width: 1, height: 0.5) && (pixels(again)) == [red, 0])
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func contentsOfFileTakesTheScaleFromTheFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-uiimage-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try Image(width: 4, height: 2, color: .red).pngData()
        for name in ["icon@2x.png", "icon.png"] { try png.write(to: folder.appendingPathComponent(name)) }
        let double = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("icon@2x.png").path))
        let single = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("icon.png").path))
        #expect(double.scale == 2 && double.size == CGSize(width: 2, height: 1))
        #expect(single.scale == 1 && single.size == CGSize(width: 4, height: 2))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func drawInRectIsUprightInARendererContext() throws {
        // Two rows red over two rows blue, 2 pixels a point: 1 × 2 points.
        let pixelRows = [red, red, red, red, blue, blue, blue, blue]
        let source = UIImage(cgImage: CGImage(laminaImage: try Image(width: 2, height: 4, pixels: pixelRows)),
                             scale: 2, orientation: .up)
        let cgImage = try #require(source.cgImage)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 2))
        let image = renderer.image { context in
            source.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
            source.draw(at: CGPoint(x: 1, y: 0))
            // Core Graphics' own draw(_:in:) is y-up: upside down here, as on iOS.
            context.cgContext.draw(cgImage, in: CGRect(x: 2, y: 0, width: 1, height: 2))
        }
        #expect(pixels(image) == [red, red, red, red, blue, blue,
                                  red, red, red, red, blue, blue,
                                  blue, blue, blue, blue, red, red,
                                  blue, blue, blue, blue, red, red])
    }

    @Test func theImageContextGivesItsImage() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), false, 2)
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 1))
        #expect(pixels(image) == [red, red, 0, 0, red, red, 0, 0])
        // A context that is not an image context gives none.
        UIGraphicsPushContext(CGContext(canvas: try Canvas(width: 1, height: 1)))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
    }

    @Test func tintAndRenderingMode() throws {
        let half = UIImage(cgImage: CGImage(laminaImage: try Image(width: 2, height: 1, pixels: [0x8080_0000, red])))
        #expect(half.renderingMode == .automatic)
        let template = half.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === half.cgImage)
        let tinted = template.withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysTemplate && (pixels(tinted)) == [0x8000_0080, blue])
    }

    @Test func whatCannotBeDrawnWarns() throws {
        let warnings = Warnings()
        let image = try CAWarnings.$handler.withValue({ warnings.items.append($0) }) {
            let turned = UIImage(cgImage: CGImage(laminaImage: try Image(width: 2, height: 1)), scale: 0, orientation: .left)
            #expect(turned.scale == 1 && turned.imageOrientation == .left && turned.size == CGSize(width: 2, height: 1))
            return UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 1)).image { _ in
                Issue.record("actions ran without a context")
            }
        }
        #expect(image.size == CGSize(width: 1, height: 1) && (pixels(image)) == [0])
        #expect(warnings.items.count == 3)
        #expect(warnings.items.first == "UIImage orientation left: Lamina draws images as .up")
    }
}
