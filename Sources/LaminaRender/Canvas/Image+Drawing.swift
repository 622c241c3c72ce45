// Drawing straight into an image's pixels: the canvas's Cairo surface is the image's own
// buffer, so a render costs no copy (for a small frame the copy and its page faults cost as much
// as the drawing).
import Foundation

extension Image {
    /// Creates a transparent image of `width × height` pixels and lets `draw` paint it on a canvas
    /// whose surface is the image's own pixel buffer.
    ///
    /// The canvas is finished when `draw` returns or throws: drawing on it afterwards (if it was
    /// kept) fails with ``RenderError/cairo`` and never touches the image.
    /// - Parameters:
    ///   - width: width in pixels, 1…16384.
    ///   - height: height in pixels, 1…16384; at most 2^28 pixels in all.
    ///   - scale: the canvas's pixels per point, finite and > 0. Default 1.
    ///   - draw: the drawing.
    /// - Throws: the errors of ``Canvas/init(width:height:scale:)``, and whatever `draw` throws.
    public init(width: Int, height: Int, scale: CGFloat = 1, drawing draw: (Canvas) throws -> Void) throws {
        try Self.validate(width: width, height: height)
        let pixels = try [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            base.initialize(repeating: 0, count: width * height)
            initialized = width * height
            _ = try Self.draw(into: base, width: width, height: height, scale: scale, draw)
        }
        try self.init(width: width, height: height, pixels: pixels)
    }

    /// Lets `draw` paint the `width × height` pixels at `base` on a canvas, finished when `draw`
    /// returns or throws; returns the pixels the drawing may have changed (nil: none).
    static func draw(into base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, scale: CGFloat,
                     _ draw: (Canvas) throws -> Void) throws -> PixelRect? {
        let canvas = try Canvas(drawingInto: base, width: width, height: height, scale: scale)
        do { try draw(canvas) } catch {
            try? canvas.finishDrawing()
            throw error
        }
        try canvas.finishDrawing()
        return canvas.touchedPixels
    }
}
