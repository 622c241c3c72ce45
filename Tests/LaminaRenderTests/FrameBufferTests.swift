// A FrameBuffer draws each image over its last one, clearing only the pixels that drawing may
// have changed: every kind of drawing, by the scan converter and by Cairo, on the canvas and
// through groups, must come out as a new image drawn the same way would, whatever came before.
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

@Suite struct FrameBufferTests {
    /// Drawings of every kind, each in its own part of a 64 × 64 canvas (so that what one
    /// leaves behind shows in the next).
    private static let drawings: [(name: String, draw: @Sendable (Canvas) throws -> Void)] = [
        ("a fill by the scan converter", { try $0.fill(BezierPath(ovalIn: CGRect(x: 4, y: 4, width: 20, height: 14)), color: .red) }),
        ("a stroke by the scan converter", {
            try $0.stroke(DirectDrawingComparison.star(center: CGPoint(x: 44, y: 16), radius: 12, points: 5), color: .blue,
                          style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        }),
        ("translucent dashes with square dots (Cairo, through a group)", { canvas in
            var line = BezierPath()
            line.move(to: CGPoint(x: 6, y: 60))
            line.addLine(to: CGPoint(x: 58, y: 60))
            try canvas.stroke(line, color: Color.red.withAlphaComponent(0.5),
                              style: StrokeStyle(lineWidth: 3, lineCap: .square, dashPattern: [0, 4, 6, 4]))
        }),
        ("a fill under a turned clip (Cairo)", { canvas in
            try canvas.translateBy(x: 16, y: 46)
            try canvas.rotate(by: 0.4)
            try canvas.clip(to: BezierPath(rect: CGRect(x: -9, y: -9, width: 18, height: 18)))
            try canvas.fill(BezierPath(rect: CGRect(x: -20, y: -20, width: 40, height: 40)), color: .green)
        }),
        ("a group at half opacity", { canvas in
            try canvas.beginGroup()
            try canvas.fill(BezierPath(rect: CGRect(x: 36, y: 36, width: 20, height: 20)), color: .red)
            try canvas.fill(BezierPath(rect: CGRect(x: 44, y: 44, width: 16, height: 16)), color: .blue)
            try canvas.endGroup(opacity: 0.5)
        }),
        ("a gradient", { canvas in
            let gradient = Gradient(kind: .axial(start: CGPoint(x: 30, y: 2), end: CGPoint(x: 60, y: 30)), colors: [.red, .blue])
            try canvas.fill(BezierPath(ovalIn: CGRect(x: 30, y: 2, width: 30, height: 28)), gradient: gradient)
        }),
        ("text", { try $0.drawText("Ag", style: TextStyle(fontFamily: "DejaVu Sans", fontSize: 18), in: CGRect(x: 2, y: 30, width: 40, height: 30)) }),
        ("an image", { canvas in
            let image = try Image(width: 6, height: 6, fill: Color.green.premultipliedARGB32)
            try canvas.draw(image, from: CGRect(x: 0, y: 0, width: 6, height: 6), in: CGRect(x: 50.5, y: 3.25, width: 9, height: 9))
        }),
        ("a shadow", { canvas in
            try canvas.beginGroup()
            try canvas.fill(BezierPath(rect: CGRect(x: 8, y: 8, width: 10, height: 10)), color: .red)
            let group = try canvas.takeGroup()
            try canvas.drawShadow(of: group, color: .black, offset: CGSize(width: 3, height: 3), blurRadius: 4)
            try canvas.paint(group)
        }),
        ("hairlines", { canvas in
            canvas.drawsHairlines = true
            try canvas.stroke(BezierPath(ovalIn: CGRect(x: 20.3, y: 20.6, width: 22, height: 17)), color: .black,
                              style: StrokeStyle(lineWidth: 0.5))
        }),
        ("a fill by samples", { canvas in
            canvas.antialiasing = .samples
            try canvas.fill(BezierPath(ovalIn: CGRect(x: 40.2, y: 40.7, width: 19, height: 13)), color: .blue)
        }),
        ("a fill under a fractional clip", { canvas in
            try canvas.clip(to: BezierPath(rect: CGRect(x: 10.5, y: 40.25, width: 12.5, height: 9.75)))
            try canvas.fill(BezierPath(ovalIn: CGRect(x: 6, y: 36, width: 24, height: 20)), color: .red)
        }),
        ("nothing", { _ in }),
        ("a clear to a colour", { try $0.clear(Color(white: 0.5, alpha: 0.5)) }),
    ]

    private static func fresh(_ draw: (Canvas) throws -> Void) throws -> Image {
        try Image(width: 64, height: 64, drawing: draw)
    }

    @Test func everyDrawingAfterEveryOtherComesOutAsANewImage() throws {
        for before in Self.drawings {
            for after in Self.drawings {
                let buffer = FrameBuffer()
                _ = try buffer.draw(width: 64, height: 64, drawing: before.draw)
                let image = try buffer.draw(width: 64, height: 64, drawing: after.draw)
                let (largest, pixels) = DirectDrawingComparison.difference(beyond: 0, image, try Self.fresh(after.draw))
                #expect(pixels == 0, "\(after.name) after \(before.name): \(pixels) pixels off, up to \(largest) levels")
            }
        }
    }

    @Test func aLongSequenceKeepsNothingBehind() throws {
        let buffer = FrameBuffer()
        var random = SplitMix64(state: 0xF8A3E)
        for round in 0..<3 {
            for drawing in Self.drawings.shuffled(using: &random) {
                let image = try buffer.draw(width: 64, height: 64, drawing: drawing.draw)
                #expect(image == (try Self.fresh(drawing.draw)), "round \(round): \(drawing.name)")
            }
        }
    }

    @Test func anImageKeptByTheCallerIsNotChanged() throws {
        let buffer = FrameBuffer()
        let first = try buffer.draw(width: 64, height: 64, drawing: Self.drawings[0].draw)
        let copy = first
        _ = try buffer.draw(width: 64, height: 64, drawing: Self.drawings[1].draw)
        #expect(first == copy)
        #expect(first == (try Self.fresh(Self.drawings[0].draw)))
    }

    @Test func anotherSizeOrAnErrorStartsFromANewImage() throws {
        let buffer = FrameBuffer()
        _ = try buffer.draw(width: 64, height: 64, drawing: Self.drawings[0].draw)
        let smaller = try buffer.draw(width: 32, height: 48) { try $0.fill(BezierPath(rect: CGRect(x: 1, y: 1, width: 5, height: 5)), color: .red) }
        #expect(smaller.width == 32 && smaller.height == 48 && smaller.coveredPixelCount == 25)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try buffer.draw(width: 32, height: 48) { canvas in
                try canvas.clear(.blue)
                throw Stop()
            }
        }
        let after = try buffer.draw(width: 32, height: 48) { _ in }
        #expect(after.coveredPixelCount == 0)
    }
}
