// Drawing one thing twice, by Lamina's scan converter and by Cairo, to compare the two: Canvas
// leaves to Cairo whatever is clipped by a shape that is not a rectangle of whole pixels, so a
// triangle around the canvas (which removes no pixel) makes Cairo draw.
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

enum DirectDrawingComparison {
    /// Draws on a `size` × `size` canvas over a grey stripe, under `transform` and a pixel clip
    /// around `clip`, by the scan converter or by Cairo (`cairo: true`).
    static func render(size: Int = 64, cairo: Bool, transform: CGAffineTransform = .identity, clip: CGRect? = nil,
                       _ draw: (Canvas) throws -> Void) throws -> Image {
        let canvas = try Canvas(width: size, height: size)
        try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 20, width: size, height: 9)), color: Color(white: 0.5, alpha: 0.8))
        canvas.save()
        if let clip { try canvas.clip(toPixelsCovering: clip) }
        if cairo { try canvas.clip(to: aroundTheCanvas) }
        try canvas.concatenate(transform)
        try draw(canvas)
        canvas.restore()
        return try canvas.makeImage()
    }

    /// A triangle around any canvas of the tests: as a clip it removes no pixel, and leaves the
    /// drawing to Cairo, since it is not a rectangle of whole pixels.
    static var aroundTheCanvas: BezierPath {
        var around = BezierPath()
        around.move(to: CGPoint(x: -1000, y: -1000))
        around.addLine(to: CGPoint(x: 3000, y: -1000))
        around.addLine(to: CGPoint(x: -1000, y: 3000))
        around.close()
        return around
    }

    /// The largest difference of a channel between two images, and how many pixels differ by
    /// more than `levels`.
    static func difference(beyond levels: Int = 2, _ a: Image, _ b: Image) -> (largest: Int, pixels: Int) {
        var largest = 0, pixels = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            let channel = stride(from: 0, to: 32, by: 8).map { abs(Int(p >> UInt32($0) & 0xFF) - Int(q >> UInt32($0) & 0xFF)) }.max() ?? 0
            largest = max(largest, channel)
            if channel > levels { pixels += 1 }
        }
        return (largest, pixels)
    }

    /// A star of `points` points, alternately `radius` and 0.4 `radius` from `center`.
    static func star(center: CGPoint, radius: CGFloat, points: Int) -> BezierPath {
        var path = BezierPath()
        for i in 0..<(2 * points) {
            let angle = CGFloat(i) * .pi / CGFloat(points), r = i % 2 == 0 ? radius : radius * 0.4
            let p = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }

    /// A random path from a random point, with `segments` lines and cubic curves, its points
    /// within `reach` on both axes.
    static func randomPath(segments: ClosedRange<Int>, reach: ClosedRange<CGFloat>,
                           using random: inout SplitMix64) -> BezierPath {
        func point() -> CGPoint { CGPoint(x: .random(in: reach, using: &random), y: .random(in: reach, using: &random)) }
        var path = BezierPath()
        path.move(to: point())
        for _ in 0..<Int.random(in: segments, using: &random) {
            if Bool.random(using: &random) { path.addLine(to: point()) } else {
                path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
            }
        }
        return path
    }

    /// A random colour, opaque or translucent.
    static func randomColor(using random: inout SplitMix64) -> Color {
        Color(red: .random(in: 0...1, using: &random), green: 0.3, blue: 0.6, alpha: Bool.random(using: &random) ? 1 : 0.55)
    }

    /// A random rectangle inside a 64 × 64 canvas, possibly empty.
    static func randomClip(using random: inout SplitMix64) -> CGRect {
        CGRect(x: .random(in: 0...40, using: &random), y: .random(in: 0...40, using: &random),
               width: .random(in: 0...40, using: &random), height: .random(in: 0...40, using: &random))
    }

    /// Expects `image` to equal `plain` (the background alone) at every pixel of a 64 × 64
    /// canvas outside the pixels around `clip`.
    static func expectUnchanged(outside clip: CGRect, _ image: Image, _ plain: Image, round: Int,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let box = CGRect(x: clip.minX.rounded(.down) - 1, y: clip.minY.rounded(.down) - 1,
                         width: clip.maxX.rounded(.up) - clip.minX.rounded(.down) + 2,
                         height: clip.maxY.rounded(.up) - clip.minY.rounded(.down) + 2)
        for y in 0..<64 {
            for x in 0..<64 where !box.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                #expect(image.pixel(x: x, y: y) == plain.pixel(x: x, y: y), "round \(round): (\(x), \(y)) outside the clip",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
