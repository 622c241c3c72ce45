// Anything a golden assertion can turn into pixels.
import LaminaRender

/// A value that golden assertions can render to an ``Image``. `Image` itself conforms; layers
/// and scenes conform by rendering themselves.
public protocol GoldenRenderable {
    /// The pixels to compare with the golden.
    /// - Throws: whatever rendering throws; the assertion reports it as a failure.
    func goldenImage() throws -> Image
}

extension Image: GoldenRenderable {
    /// The image itself.
    public func goldenImage() -> Image { self }
}
