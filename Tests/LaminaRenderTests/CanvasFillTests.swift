// Pixel probes for Canvas fills, clips, transforms and state, with hand-derived expectations.
import CCairo
import Foundation
import Testing
@testable import LaminaRender

@Suite struct CanvasFillTests {
    private let red = Color.red.premultipliedARGB32  // 0xFFFF0000

    @Test func filledRectAtIntegerCoordinatesCoversExactlyItsPixels() throws {
        let canvas = try Canvas(width: 30, height: 30)
        try canvas.fill(rectPath(5, 7, 10, 10), color: .red)
        let image = try canvas.makeImage()
        #expect(image.count(of: red) == 100)
        #expect(image.coveredPixelCount == 100)
        #expect(image.pixel(x: 5, y: 7) == red)
        #expect(image.pixel(x: 14, y: 16) == red)
        #expect(image.pixel(x: 15, y: 16) == 0)
    }

    @Test func transparentBackgroundStaysTransparent() throws {
        let canvas = try Canvas(width: 20, height: 20)
        try canvas.fill(rectPath(5, 5, 10, 10), color: Color.blue.withAlphaComponent(0.5))
        let image = try canvas.makeImage()
        #expect(image.pixel(x: 0, y: 0) == 0)
        #expect(image.pixel(x: 19, y: 19) == 0)
        // Half-transparent blue, premultiplied: alpha 128, blue 128.
        #expect(image.pixel(x: 10, y: 10) == 0x8000_0080)
    }

    @Test func nonZeroFillsTheHoleOfASameDirectionDonut() throws {
        var donut = rectPath(10, 10, 40, 40)
        donut.append(rectPath(20, 20, 20, 20))
        let canvas = try Canvas(width: 60, height: 60)
        try canvas.fill(donut, color: .red, rule: .nonZero)
        let image = try canvas.makeImage()
        #expect(image.pixel(x: 30, y: 30) == red)
        #expect(image.count(of: red) == 1600)
    }

    @Test func evenOddLeavesTheHoleOfADonutEmpty() throws {
        var donut = rectPath(10, 10, 40, 40)
        donut.append(rectPath(20, 20, 20, 20))
        let canvas = try Canvas(width: 60, height: 60)
        try canvas.fill(donut, color: .red, rule: .evenOdd)
        let image = try canvas.makeImage()
        #expect(image.pixel(x: 30, y: 30) == 0)
        #expect(image.pixel(x: 15, y: 15) == red)
        #expect(image.count(of: red) == 1600 - 400)
    }

    @Test func quadraticCurveFillsLikeItsExactCubicElevation() throws {
        var quad = BezierPath()
        quad.move(to: CGPoint(x: 5, y: 50))
        quad.addQuadCurve(to: CGPoint(x: 56, y: 50), controlPoint: CGPoint(x: 20, y: 2))
        quad.close()
        var cubic = BezierPath()
        cubic.move(to: CGPoint(x: 5, y: 50))
        cubic.addCurve(to: CGPoint(x: 56, y: 50), controlPoint1: CGPoint(x: 15, y: 18), controlPoint2: CGPoint(x: 32, y: 18))
        cubic.close()
        let a = try Canvas(width: 60, height: 60), b = try Canvas(width: 60, height: 60)
        try a.fill(quad, color: .red)
        try b.fill(cubic, color: .red)
        #expect(try a.makeImage() == b.makeImage())
        #expect(try a.makeImage().coveredPixelCount > 0)
    }

    @Test func scaleMapsPointsToPixels() throws {
        let canvas = try Canvas(width: 40, height: 40, scale: 2)
        try canvas.fill(rectPath(5, 5, 10, 10), color: .red)
        let image = try canvas.makeImage()
        #expect(image.count(of: red) == 400)
        #expect(image.pixel(x: 10, y: 10) == red)
        #expect(image.pixel(x: 9, y: 10) == 0)
        #expect(image.pixel(x: 29, y: 29) == red)
        #expect(image.pixel(x: 30, y: 30) == 0)
    }

    @Test func translateAndScaleComposeLikeCoreGraphics() throws {
        let canvas = try Canvas(width: 40, height: 40)
        try canvas.translateBy(x: 10, y: 20)
        try canvas.scaleBy(x: 2, y: 1)
        #expect(canvas.currentTransform == CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 10, ty: 20))
        try canvas.fill(rectPath(0, 0, 5, 5), color: .red)
        let image = try canvas.makeImage()
        #expect(image.count(of: red) == 50)
        #expect(image.pixel(x: 10, y: 20) == red)
        #expect(image.pixel(x: 19, y: 24) == red)
        #expect(image.pixel(x: 20, y: 24) == 0)
    }

    @Test func rotationTurnsClockwiseOnScreen() throws {
        let canvas = try Canvas(width: 40, height: 40)
        try canvas.translateBy(x: 20, y: 20)
        try canvas.rotate(by: .pi / 2)
        // The x axis now points down the screen.
        try canvas.fill(rectPath(0, -2, 10, 4), color: .red)
        let image = try canvas.makeImage()
        #expect(image.pixel(x: 20, y: 25) == red)
        #expect(image.pixel(x: 25, y: 20) == 0)
        #expect(image.count(of: red) == 40)
    }

    @Test func singularTransformDrawsNothingAndRestoreBringsDrawingBack() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.save()
        try canvas.scaleBy(x: 0, y: 1)
        try canvas.fill(rectPath(0, 0, 10, 10), color: .red)
        #expect(try canvas.makeImage().coveredPixelCount == 0)
        canvas.restore()
        try canvas.fill(rectPath(0, 0, 10, 10), color: .red)
        #expect(try canvas.makeImage().count(of: red) == 100)
    }

    @Test func nonFiniteTransformThrowsAndLeavesTheTransform() throws {
        let canvas = try Canvas(width: 20, height: 20)
        try canvas.translateBy(x: 1, y: 2)
        #expect(throws: RenderError.nonFinite("transform")) { try canvas.translateBy(x: .nan, y: 0) }
        #expect(throws: RenderError.nonFinite("rotation angle")) { try canvas.rotate(by: .infinity) }
        #expect(throws: RenderError.nonFinite("transform (the product overflows)")) {
            try canvas.scaleBy(x: .greatestFiniteMagnitude, y: 1)
            try canvas.scaleBy(x: .greatestFiniteMagnitude, y: 1)
        }
        #expect(canvas.currentTransform.ty == 2)
    }

    @Test func nonFinitePathThrowsAndTheNextDrawStillWorks() throws {
        let canvas = try Canvas(width: 20, height: 20)
        #expect(throws: RenderError.nonFinite("path")) {
            try canvas.fill(polyline([(0, 0), (.nan, 5), (5, 5)]), color: .red)
        }
        #expect(try canvas.makeImage().coveredPixelCount == 0)
        try canvas.fill(rectPath(0, 0, 10, 10), color: .red)
        #expect(try canvas.makeImage().count(of: red) == 100)
    }

    @Test func clipLimitsDrawingUntilRestore() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.save()
        try canvas.clip(to: rectPath(0, 0, 5, 20))
        try canvas.fill(rectPath(0, 0, 10, 10), color: .red)
        #expect(try canvas.makeImage().count(of: red) == 50)
        canvas.restore()
        try canvas.fill(rectPath(10, 10, 10, 10), color: .red)
        #expect(try canvas.makeImage().count(of: red) == 150)
    }

    @Test func clipUnderSingularTransformClipsEverything() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.save()
        try canvas.scaleBy(x: 0, y: 0)
        try canvas.clip(to: rectPath(0, 0, 10, 10))
        try canvas.scaleBy(x: 1, y: 1)
        canvas.restore()
        canvas.save()
        try canvas.scaleBy(x: 0, y: 0)
        try canvas.clip(to: rectPath(0, 0, 10, 10))
        canvas.restore()
        try canvas.fill(rectPath(0, 0, 10, 10), color: .red)
        #expect(try canvas.makeImage().count(of: red) == 100)
    }

    @Test func extraRestoreIsIgnored() throws {
        let canvas = try Canvas(width: 10, height: 10)
        try canvas.translateBy(x: 3, y: 0)
        canvas.restore()
        canvas.restore()
        #expect(canvas.currentTransform.tx == 3)
        try canvas.fill(rectPath(0, 0, 1, 1), color: .red)
        #expect(try canvas.makeImage().pixel(x: 3, y: 0) == red)
    }

    @Test func clearReplacesPixelsInsteadOfBlending() throws {
        let canvas = try Canvas(width: 10, height: 10)
        try canvas.clear(.white)
        #expect(try canvas.makeImage().count(of: 0xFFFF_FFFF) == 100)
        try canvas.clear(Color.red.withAlphaComponent(0.5))
        #expect(try canvas.makeImage().count(of: 0x8080_0000) == 100)
        try canvas.clear()
        #expect(try canvas.makeImage().coveredPixelCount == 0)
    }

    @Test func canvasFromImageStartsWithItsPixels() throws {
        var image = try Image(width: 3, height: 2, color: .white)
        image.setPixel(x: 2, y: 1, 0x8000_0080)
        let canvas = try Canvas(image: image)
        #expect(try canvas.makeImage() == image)
        try canvas.fill(rectPath(0, 0, 1, 1), color: .red)
        #expect(try canvas.makeImage().pixel(x: 0, y: 0) == red)
        #expect(try canvas.makeImage().pixel(x: 2, y: 1) == 0x8000_0080)
    }

    @Test func cairoErrorIsThrownAndTheCanvasKeepsDrawing() throws {
        let canvas = try Canvas(width: 20, height: 20)
        try canvas.fill(rectPath(0, 0, 10, 10), color: .red)
        try canvas.translateBy(x: 5, y: 5)
        cairo_restore(canvas.context)  // no matching save: Cairo's context enters an error state
        #expect(throws: RenderError.cairo(operation: "probe", message: "cairo_restore() without matching cairo_save()")) {
            try canvas.check("probe")
        }
        #expect(canvas.currentTransform == .identity)
        try canvas.fill(rectPath(10, 10, 10, 10), color: .red)
        #expect(try canvas.makeImage().count(of: red) == 200)
    }

    @Test func invalidCanvasSizesAndScalesThrow() {
        #expect(throws: RenderError.self) { try Canvas(width: 0, height: 10) }
        #expect(throws: RenderError.self) { try Canvas(width: Image.maxSide + 1, height: 1) }
        #expect(throws: RenderError.nonFinite("scale")) { try Canvas(width: 1, height: 1, scale: .nan) }
        #expect(throws: RenderError.invalidSize(width: 1, height: 1, reason: "expected a scale > 0, found -2.0")) {
            try Canvas(width: 1, height: 1, scale: -2)
        }
    }
}

@Suite struct CanvasPixelClipTests {
    @Test func aPixelClipCoversTheRectangleInDevicePixels() throws {
        let image = try Image(width: 100, height: 100, scale: 2) { canvas in
            try canvas.translateBy(x: 5, y: 0)
            try canvas.clip(toPixelsCovering: CGRect(x: 10, y: 10, width: 10.2, height: 5))
            try canvas.fill(BezierPath(rect: CGRect(x: -100, y: -100, width: 300, height: 300)), color: .red)
        }
        // Points (15, 10)–(25.2, 15) are pixels (30, 20)–(50.4, 30): rounded out, plus one.
        #expect(image.color(x: 29, y: 19) == .red)
        #expect(image.color(x: 51, y: 30) == .red)
        #expect(image.color(x: 28, y: 25)?.alpha == 0)
        #expect(image.color(x: 52, y: 25)?.alpha == 0)
        #expect(image.color(x: 40, y: 32)?.alpha == 0)
    }
}
