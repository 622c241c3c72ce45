// Drawing as UIKit draws: CGContext over Lamina's Canvas, the current-context stack, the display
// pass that runs draw(_:), UILabel's measured size, touches and content modes. Pixels are read
// exactly (premultiplied ARGB32).
import Foundation
import Lamina
import LaminaUIKit
import Testing

/// A context over a `width` × `height` canvas at scale 1.
private func context(_ width: Int = 10, _ height: Int = 10) throws -> CGContext {
    CGContext(canvas: try Canvas(width: width, height: height))
}

/// A view that strokes a line across its middle, as a chart draws its axes.
private final class AxisView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        let context = UIGraphicsGetCurrentContext()
        context?.setStrokeColor(UIColor.red.cgColor)
        context?.setLineWidth(2)
        context?.move(to: CGPoint(x: 0, y: rect.midY))
        context?.addLine(to: CGPoint(x: rect.width, y: rect.midY))
        context?.strokePath()
    }
}

/// A view that records the touches it is handed.
private final class TouchView: UIView {
    var began: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.map { $0.location(in: self) }
    }
}

@Suite struct DrawingTests {
    @Test func fillsAndStrokesLandOnExactPixels() throws {
        let ctx = try context()
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 8))
        ctx.addLine(to: CGPoint(x: 10, y: 8))
        ctx.strokePath()
        #expect(ctx.isPathEmpty && ctx.hasDrawn)
        let image = try ctx.canvas.makeImage()
        #expect(image.pixel(x: 3, y: 3) == 0xFFFF_0000 && image.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(image.pixel(x: 6, y: 3) == 0 && image.pixel(x: 1, y: 1) == 0)
        #expect(image.pixel(x: 4, y: 7) == 0xFF00_00FF && image.pixel(x: 4, y: 8) == 0xFF00_00FF)
        #expect(image.pixel(x: 4, y: 6) == 0 && image.pixel(x: 4, y: 9) == 0)
    }

    @Test func dashesStateStackAndTransform() throws {
        let ctx = try context(10, 2)
        ctx.setStrokeColor(UIColor.black.cgColor)
        ctx.setLineWidth(2)
        ctx.saveGState()
        ctx.setLineDash(phase: 0, lengths: [2])
        ctx.setAlpha(0.5)
        ctx.move(to: CGPoint(x: 0, y: 1))
        ctx.addLine(to: CGPoint(x: 10, y: 1))
        ctx.strokePath()
        ctx.restoreGState()
        var image = try ctx.canvas.makeImage()
        // Painted 0–2, skipped 2–4, painted 4–6 …, half black (premultiplied).
        #expect(image.pixel(x: 0, y: 0) == 0x8000_0000 && image.pixel(x: 2, y: 0) == 0 && image.pixel(x: 4, y: 1) == 0x8000_0000)
        ctx.translateBy(x: 2, y: 0)
        ctx.stroke(CGRect(x: 0, y: 0, width: 0, height: 2))
        image = try ctx.canvas.makeImage()
        // Restored: solid, opaque; the rectangle's left edge is at x 2 after the translation.
        #expect(image.pixel(x: 1, y: 0) == 0xFF00_0000 && image.pixel(x: 2, y: 1) == 0xFF00_0000)
        #expect(image.pixel(x: 3, y: 1) == 0)
        #expect(ctx.ctm == CGAffineTransform(translationX: 2, y: 0))
    }

    @Test func anEmptyPathOrANonFiniteNumberDrawsNothing() throws {
        let ctx = try context()
        ctx.strokePath()
        #expect(!ctx.hasDrawn)
        let reported = Box()
        CAWarnings.$handler.withValue({ reported.items.append($0) }) {
            ctx.setLineWidth(.nan)
            ctx.move(to: .zero)
            ctx.addLine(to: CGPoint(x: 5, y: 5))
            ctx.strokePath()
            ctx.strokePath()
        }
        #expect(!ctx.hasDrawn && reported.items.count <= 1)
    }

    @Test func theCurrentContextStack() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let outer = try context()
        UIGraphicsPushContext(outer)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 0)
        let image = UIGraphicsGetCurrentContext()
        #expect(image !== outer && image?.canvas.width == 6 && image?.canvas.height == 4)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        // Ending with no image context current changes nothing, as in UIKit.
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func theDisplayPassRunsDrawIntoTheLayersContents() throws {
        let view = AxisView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.addSubview(plain)
        view.layer.layoutAndDisplayIfNeeded()
        view.layer.layoutAndDisplayIfNeeded()
        #expect(view.draws == 1 && plain.layer.laminaLayer.contents == nil)
        let contents = try #require(view.layer.laminaLayer.contents)
        #expect(contents.width == 20 && contents.height == 8)
        #expect(contents.pixel(x: 10, y: 2) == 0xFFFF_0000 && contents.pixel(x: 10, y: 5) == 0xFFFF_0000)
        #expect(contents.pixel(x: 10, y: 1) == 0 && contents.pixel(x: 10, y: 6) == 0)
        let drawn = try view.layer.image(at: 0, scale: 2)
        #expect(drawn.pixel(x: 10, y: 3) == 0xFFFF_0000 && drawn.pixel(x: 10, y: 0) == 0)
        // A new size draws again only for .redraw.
        view.frame.size = CGSize(width: 12, height: 4)
        view.layer.layoutAndDisplayIfNeeded()
        #expect(view.draws == 1)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 14, height: 4)
        view.layer.layoutAndDisplayIfNeeded()
        #expect(view.draws == 2 && view.layer.laminaLayer.contents?.width == 28)
    }

    @Test func aSizeThatCannotBeDrawnWarnsAndDrawsNothing() {
        // Layers refuse a non-finite frame; a non-finite scale reaches the drawing.
        let view = AxisView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        view.contentScaleFactor = .infinity
        let reported = Box()
        CAWarnings.$handler.withValue({ reported.items.append($0) }) {
            view.layer.layoutAndDisplayIfNeeded()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 1), false, 2)
        }
        #expect(view.draws == 0 && view.layer.laminaLayer.contents == nil && UIGraphicsGetCurrentContext() == nil)
        #expect(reported.items.count == 2 && reported.items.allSatisfy { $0.contains("drawing size") })
    }

    @Test func labelsMeasureTheirTextWithLaminasEngine() throws {
        let label = UILabel(frame: CGRect(x: 4, y: 6, width: 0, height: 0))
        label.font = .systemFont(ofSize: 12)
        label.text = "10h"
        label.textColor = .gray
        label.textAlignment = .center
        label.sizeToFit()
        let layer = try #require(label.layer as? CATextLayer)
        let metrics = try Canvas.measureText("10h", style: TextStyle(fontFamily: layer.textLayer.fontFamily, fontSize: 12))
        #expect(label.frame == CGRect(x: 4, y: 6, width: (metrics.width * 2).rounded(.up) / 2,
                                      height: (metrics.height * 2).rounded(.up) / 2))
        #expect(layer.string as? String == "10h" && layer.fontSize == 12 && layer.alignmentMode == .center)
        #expect(layer.foregroundColor == UIColor.gray.cgColor && !layer.isWrapped)
        #expect(UILabel().intrinsicContentSize == .zero)
        label.font = .boldSystemFont(ofSize: 12)
        #expect(label.sizeThatFits(.zero).width > label.frame.width - 0.5)
    }

    @Test func touchesConvertBetweenViewsAndGoUpTheChain() {
        let root = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(child)
        let touch = UITouch(location: CGPoint(x: 5, y: 5), in: child)
        #expect(touch.location(in: root) == CGPoint(x: 15, y: 25) && touch.location(in: nil) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGPoint(x: 15, y: 25), from: root) == CGPoint(x: 5, y: 5))
        child.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(root.began == [CGPoint(x: 15, y: 25)])
        let control = UIControl(frame: .zero)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
    }
}

/// Collects warnings.
private final class Box: @unchecked Sendable { var items: [String] = [] }
