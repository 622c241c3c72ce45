// Luminance masks (SVG 1.1 §14.4): the mask's value at a pixel is its luminance times its
// alpha, with the coefficients SVG gives (0.2125, 0.7154, 0.0721) applied to sRGB values.
import Foundation
import Lamina

/// Turns a rendered mask into the alpha a Lamina mask layer uses.
enum LuminanceMask {
    /// An image whose alpha is `image`'s luminance × alpha (its colour is black).
    /// - Throws: `RenderError` if the image cannot be made (never for a valid input).
    static func alpha(of image: Image) throws -> Image {
        // Premultiplied channels already carry the alpha, so luminance × alpha is a weighted
        // sum of them, here in 16-bit fixed point (the weights sum to 65536).
        let pixels = image.pixels.map { pixel -> UInt32 in
            let r = pixel >> 16 & 0xFF, g = pixel >> 8 & 0xFF, b = pixel & 0xFF
            let luminance = (r * 13926 + g * 46884 + b * 4726 + 32768) >> 16
            return min(luminance, 255) << 24
        }
        return try Image(width: image.width, height: image.height, pixels: pixels)
    }
}
