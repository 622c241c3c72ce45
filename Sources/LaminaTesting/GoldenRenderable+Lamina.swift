// Layers and render trees render themselves for golden assertions.
import Lamina
import LaminaRender

extension Layer: GoldenRenderable {
    /// The layer committed and rendered by `Renderer()`: scale 1, clear background, at the size
    /// of its bounds. For another scale or background, pass `try Renderer(...).render(layer)`.
    public func goldenImage() throws -> Image {
        try Renderer().render(self)
    }
}

extension RenderTree: GoldenRenderable {
    /// The tree rendered by `Renderer()`: scale 1, clear background, at the root's bounds size.
    public func goldenImage() throws -> Image {
        try Renderer().render(self)
    }
}
