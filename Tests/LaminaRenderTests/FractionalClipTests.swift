// Fills and strokes by the scan converter under a clip rectangle whose edges cut pixels (a
// layer's bounds at a fractional position or scale): each edge is cut to the rectangle, so the
// pixels along it get the exact area inside, as Cairo draws them (DirectDrawingComparison).
// Groups under such clips, and under turned ones, take the clip once.
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

@Suite struct FractionalClipTests {
    private let red = Color.red.premultipliedARGB32
    /// A clip rectangle cutting pixels on all four sides.
    private let cut = CGRect(x: 10.25, y: 12.5, width: 30.25, height: 20.75)

    @Test func aFillCoversTheAreaInsideTheClip() throws {
        let canvas = try Canvas(width: 16, height: 8)
        try canvas.clip(to: BezierPath(rect: CGRect(x: 1.25, y: 0.5, width: 4.25, height: 2.5)))
        #expect(canvas.directTarget()?.pixels.fractional == 1)
        try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 16, height: 8)), color: .red)
        let image = try canvas.makeImage()
        #expect(image.pixel(x: 0, y: 1) == 0)
        #expect(image.pixel(x: 1, y: 1) == 0xBF_BF_00_00)  // 0.75 of the pixel: 191.25
        #expect(image.pixel(x: 2, y: 1) == red)
        #expect(image.pixel(x: 5, y: 1) == 0x80_80_00_00)  // half: 127.5 rounds up
        #expect(image.pixel(x: 6, y: 1) == 0)
        #expect(image.pixel(x: 2, y: 0) == 0x80_80_00_00)
        #expect(image.pixel(x: 1, y: 0) == 0x60_60_00_00)  // 0.75 × 0.5 of the pixel: 95.6
        #expect(image.pixel(x: 2, y: 3) == 0)
    }

    @Test func aShapeAndTheClipCuttingOnePixelCoverWhatTheyShare() throws {
        // The triangle is the lower half of pixel (2, 1), whose left half the clip removes: the
        // part inside both, x ≥ 2.5 below the diagonal, is 1/8 of the pixel.
        let canvas = try Canvas(width: 8, height: 4)
        try canvas.clip(to: BezierPath(rect: CGRect(x: 2.5, y: 0, width: 5, height: 4)))
        var triangle = BezierPath()
        triangle.move(to: CGPoint(x: 2, y: 1))
        triangle.addLine(to: CGPoint(x: 3, y: 2))
        triangle.addLine(to: CGPoint(x: 2, y: 2))
        triangle.close()
        try canvas.fill(triangle, color: .red)
        #expect(try canvas.makeImage().pixel(x: 2, y: 1) == 0x20_20_00_00)  // 1/8: 31.9
    }

    @Test func randomFillsAndStrokesAgreeWithCairo() throws {
        // Cairo cuts its polygon to the clip's box and samples 15 rows a pixel; Lamina cuts the
        // edges and measures areas: only edge pixels may differ, and nothing outside the clip.
        var random = SplitMix64(state: 0xC1_1F)
        for round in 0..<80 {
            let path = DirectDrawingComparison.randomPath(segments: 2...6, reach: -20...84, using: &random)
            let color = DirectDrawingComparison.randomColor(using: &random)
            let clip = CGRect(x: .random(in: 0...30, using: &random), y: .random(in: 0...30, using: &random),
                              width: .random(in: 0...34, using: &random), height: .random(in: 0...34, using: &random))
            let stroke = StrokeStyle(lineWidth: .random(in: 0.5...9, using: &random), lineCap: .round, lineJoin: .round)
            let draw: (Canvas) throws -> Void = { canvas in
                try canvas.clip(to: BezierPath(rect: clip))
                if round % 2 == 0 {
                    try canvas.fill(path, color: color)
                } else {
                    try canvas.stroke(path, color: color, style: stroke)
                }
            }
            let direct = try DirectDrawingComparison.render(cairo: false, draw)
            let cairo = try DirectDrawingComparison.render(cairo: true, draw)
            let plain = try DirectDrawingComparison.render(cairo: false) { _ in }
            DirectDrawingComparison.expectUnchanged(outside: clip, direct, plain, round: round)
            let (_, pixels) = DirectDrawingComparison.difference(beyond: 40, direct, cairo)
            #expect(pixels <= 8, "round \(round): \(pixels) pixels differ by more than 40 levels")
        }
    }

    @Test func aGroupUnderTheClipIsClippedOnce() throws {
        // The group's drawing is clipped where the group is painted, not also inside it (which
        // made a pixel 3/4 inside the clip 9/16 covered): the group draws as its content alone.
        func render(grouped: Bool) throws -> Image {
            let canvas = try Canvas(width: 48, height: 48)
            try canvas.clip(to: BezierPath(rect: cut))
            if grouped {
                try canvas.beginGroup()
                #expect(canvas.directTarget()?.pixels.fractional == 0)  // the group's own pixels
            }
            try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 48, height: 48)), color: .red)
            if grouped { try canvas.endGroup() }
            return try canvas.makeImage()
        }
        let image = try render(grouped: true)
        #expect(image.pixel(x: 10, y: 20) == 0xC0_C0_00_00)  // 3/4 of the pixel (Cairo: 192/256)
        #expect(image.pixel(x: 20, y: 12) == 0x80_80_00_00)  // a half
        #expect(image.pixel(x: 40, y: 20) == 0x80_80_00_00)  // 40.5 is the clip's right edge
        #expect(image.pixel(x: 20, y: 33) == 0x40_40_00_00)  // 33.25 its bottom
        #expect(image.pixel(x: 20, y: 20) == red)
        #expect(image.pixel(x: 9, y: 20) == 0 && image.pixel(x: 41, y: 20) == 0)
        let (largest, pixels) = DirectDrawingComparison.difference(beyond: 1, image, try render(grouped: false))
        #expect(pixels == 0, "\(pixels) pixels, up to \(largest) levels")
    }

    @Test func aGroupUnderATurnedClipIsClippedOnce() throws {
        // Cairo draws both (the clip is a turned square); the group's edge pixels matched the
        // plain drawing's coverage squared (a half-covered pixel a quarter) before.
        func render(grouped: Bool) throws -> Image {
            let canvas = try Canvas(width: 48, height: 48)
            try canvas.translateBy(x: 24, y: 24)
            try canvas.rotate(by: .pi / 6)
            try canvas.clip(to: BezierPath(rect: CGRect(x: -14, y: -14, width: 28, height: 28)))
            if grouped { try canvas.beginGroup() }
            try canvas.fill(BezierPath(rect: CGRect(x: -30, y: -30, width: 60, height: 60)), color: .blue)
            if grouped { try canvas.endGroup() }
            return try canvas.makeImage()
        }
        let plain = try render(grouped: false)
        #expect(plain.pixels.count { $0 >> 24 > 0 && $0 >> 24 < 255 } > 100)  // the clip's edge pixels
        let (largest, pixels) = DirectDrawingComparison.difference(beyond: 8, try render(grouped: true), plain)
        #expect(pixels == 0, "\(pixels) pixels, up to \(largest) levels")
    }

    @Test func quarterTurnsKeepARectangleAndOtherTurnsDoNot() throws {
        let rect = BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        let turned = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0.5, ty: 0)
        let box = try #require(Canvas.deviceRectangle(of: rect, under: turned))
        #expect(abs(box.width - 4) < 1e-12 && abs(box.height - 3) < 1e-12)
        #expect(Canvas.deviceRectangle(of: rect, under: CGAffineTransform(rotationAngle: 0.3)) == nil)
        #expect(Canvas.deviceRectangle(of: BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)), under: .identity) == nil)
        var twice = rect
        twice.append(rect)
        #expect(Canvas.deviceRectangle(of: twice, under: .identity) == nil)

        let canvas = try Canvas(width: 32, height: 32)
        try canvas.rotate(by: 0.3)
        try canvas.clip(to: BezierPath(rect: CGRect(x: 4.5, y: 2.5, width: 10, height: 10)))
        #expect(canvas.directTarget() == nil)  // Cairo draws under a turned clip
    }

    @Test func sampledEdgesAndHairlinesTakeWholePixelClipsOnly() throws {
        let canvas = try Canvas(width: 48, height: 48)
        try canvas.clip(to: BezierPath(rect: cut))
        canvas.withEdges(.samples, hairlines: nil) { #expect(canvas.directTarget() == nil) }
        canvas.withEdges(.area, hairlines: true) { #expect(canvas.directTarget() == nil) }
        #expect(canvas.directTarget() != nil)
        #expect(canvas.directTarget(wholePixelClip: true) == nil)
        canvas.save()
        try canvas.clip(toPixelsCovering: CGRect(x: 36, y: 30, width: 10, height: 10))  // pixels 35…46, 29…40
        let target = try #require(canvas.directTarget())
        #expect(target.pixels.fractional == 1)  // still cut by the first clip, right and bottom
        #expect(target.pixels.clip_left == 35 && target.pixels.clip_right == 40.5)
        #expect(target.pixels.clip_top == 29 && target.pixels.clip_bottom == 33.25)
        canvas.restore()
    }
}
