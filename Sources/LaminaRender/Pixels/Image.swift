// Part Pixels/: images as premultiplied ARGB32 values (Image), colours, blend modes, and the
// operations on a whole image's pixels (blending, colour adjustments, per-channel maps).
// May use: RenderError (the module's root) and Cairo's blending; no other part.
//
// A raster image in Cairo's premultiplied ARGB32 format, as a Sendable value.
import Foundation

/// A raster image: premultiplied ARGB32 pixels (alpha in the high byte), row-major, no padding.
///
/// Sizes are limited to at most 16384 pixels per side and 2^28 pixels in all, so a hostile
/// size can never exhaust memory; creating a larger image throws ``RenderError/invalidSize``.
public struct Image: Equatable, Sendable {
    /// The largest width or height, in pixels.
    public static let maxSide = 16_384
    /// The largest pixel count (2^28, 1 GiB of ARGB32).
    public static let maxPixels = 1 << 28

    /// Width in pixels (≥ 1).
    public let width: Int
    /// Height in pixels (≥ 1).
    public let height: Int
    /// Premultiplied ARGB32 pixels, `width × height` of them, row by row from the top.
    public internal(set) var pixels: [UInt32]

    /// Creates an image filled with one premultiplied ARGB32 value (default transparent).
    /// - Throws: ``RenderError/invalidSize`` outside the limits.
    public init(width: Int, height: Int, fill: UInt32 = 0) throws {
        try Self.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill, count: width * height)
    }

    /// Creates an image filled with `color`.
    public init(width: Int, height: Int, color: Color) throws {
        try self.init(width: width, height: height, fill: color.premultipliedARGB32)
    }

    /// Creates an image from premultiplied ARGB32 pixels; the count must be `width × height`.
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        try Self.validate(width: width, height: height)
        guard pixels.count == width * height else {
            throw RenderError.invalidSize(width: width, height: height,
                                          reason: "expected \(width * height) pixels, found \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A single transparent pixel, for callers that must hand back an image where there is
    /// none to give (an unreadable snapshot reference, a render that failed).
    package static let placeholder = Image(uncheckedWidth: 1, height: 1, pixels: [0])

    /// An image whose size is known to be within the limits and to match `pixels`.
    private init(uncheckedWidth width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied ARGB32 pixel at (`x`, `y`), or nil outside the image.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// Sets the premultiplied ARGB32 pixel at (`x`, `y`); does nothing outside the image.
    public mutating func setPixel(x: Int, y: Int, _ value: UInt32) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        pixels[y * width + x] = value
    }

    /// The straight-alpha colour at (`x`, `y`), or nil outside the image.
    public func color(x: Int, y: Int) -> Color? {
        pixel(x: x, y: y).map(Color.init(premultipliedARGB32:))
    }

    /// Checks a size against the limits.
    static func validate(width: Int, height: Int) throws {
        guard width >= 1, height >= 1 else {
            throw RenderError.invalidSize(width: width, height: height, reason: "each side must be at least 1 px")
        }
        guard width <= maxSide, height <= maxSide else {
            throw RenderError.invalidSize(width: width, height: height, reason: "each side must be at most \(maxSide) px")
        }
        guard width * height <= maxPixels else {
            throw RenderError.invalidSize(width: width, height: height, reason: "at most \(maxPixels) pixels")
        }
    }
}
