// Frames drawn one after another into one buffer: each drawing starts from the last one's
// pixels and clears only those that drawing may have changed, where a new image is cleared
// whole (a 1080p frame is 8 MB to clear, more than the drawing of a sparse one costs).
import Foundation

/// Pixels kept from one drawing to the next, for the frames of an animation drawn in turn.
///
/// ``draw(width:height:scale:drawing:)`` hands back the same image as
/// ``Image/init(width:height:scale:drawing:)`` would, but starts from the buffer's last image
/// and clears only the pixels its drawing may have changed (the scan converter's edges, and
/// the clip's box wherever Cairo drew). An image handed back and still held when the next
/// drawing starts is left as it is: the buffer then copies it first (copy on write). A buffer
/// is for one thread at a time.
public final class FrameBuffer {
    /// The last image drawn, and the pixels its drawing may have changed.
    private var last: (image: Image, changed: PixelRect?)?

    /// Creates an empty buffer: its first drawing starts from a transparent image.
    public init() {}

    /// A transparent `width × height` image drawn by `draw`, as
    /// ``Image/init(width:height:scale:drawing:)`` makes it, in the buffer's pixels when the
    /// last drawing had the same size.
    /// - Parameters:
    ///   - width: width in pixels, 1…16384.
    ///   - height: height in pixels, 1…16384; at most 2^28 pixels in all.
    ///   - scale: the canvas's pixels per point, finite and > 0. Default 1.
    ///   - draw: the drawing.
    /// - Throws: as ``Image/init(width:height:scale:drawing:)``. After an error the buffer
    ///   starts its next drawing from a new image.
    public func draw(width: Int, height: Int, scale: CGFloat = 1, drawing draw: (Canvas) throws -> Void) throws -> Image {
        var image: Image, changed: PixelRect?
        if let last, last.image.width == width, last.image.height == height {
            (image, changed) = last
        } else {
            image = try Image(width: width, height: height)
        }
        last = nil  // the image's pixels are then shared only with a caller that kept them
        let touched = try image.pixels.withUnsafeMutableBufferPointer { pixels -> PixelRect? in
            guard let base = pixels.baseAddress else { return nil }
            if let changed {
                for row in changed.minY..<changed.maxY {
                    (base + row * width + changed.minX).update(repeating: 0, count: changed.maxX - changed.minX)
                }
            }
            return try Image.draw(into: base, width: width, height: height, scale: scale, draw)
        }
        last = (image, touched)
        return image
    }
}
