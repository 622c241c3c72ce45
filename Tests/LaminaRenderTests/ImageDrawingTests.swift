// Drawing straight into an image's pixels: the same pixels as a canvas copied out, and a kept
// canvas can no longer touch the image.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct ImageDrawingTests {
    private func drawScene(on canvas: Canvas) throws {
        var triangle = polyline([(3.3, 2.7), (36.1, 9.4), (12.8, 27.5)])
        triangle.close()
        try canvas.fill(triangle, color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        try canvas.stroke(rectPath(5, 5, 20, 12), color: .systemBlue,
                          style: StrokeStyle(lineWidth: 3, lineCap: .round, dashPattern: [4, 3]))
    }

    @Test func drawingIntoTheImageMatchesACopiedCanvas() throws {
        let canvas = try Canvas(width: 40, height: 30, scale: 2)
        try drawScene(on: canvas)
        let copied = try canvas.makeImage()
        let direct = try Image(width: 40, height: 30, scale: 2) { try drawScene(on: $0) }
        #expect(direct == copied)
        #expect(direct.pixels.contains { $0 != 0 })
    }

    @Test func aKeptCanvasCannotChangeTheImage() throws {
        var kept: Canvas?
        let image = try Image(width: 8, height: 8) { canvas in
            kept = canvas
            try canvas.fill(rectPath(0, 0, 4, 4), color: .black)
        }
        let canvas = try #require(kept)
        #expect(throws: RenderError.self) { try canvas.fill(rectPath(0, 0, 8, 8), color: .red) }
        #expect(image.pixel(x: 6, y: 6) == 0)
        #expect(image.pixel(x: 1, y: 1) == 0xFF00_0000)
    }

    @Test func anErrorFromTheDrawingIsRethrown() throws {
        struct Stop: Error {}
        #expect(throws: Stop.self) { _ = try Image(width: 4, height: 4) { _ in throw Stop() } }
        #expect(throws: RenderError.self) { _ = try Image(width: 0, height: 4) { _ in } }
    }
}
