// A render error traced to the layer whose drawing raised it, so that callers that built the
// layers (a shape script) can say which element of their input was too costly.
import Foundation

/// A ``RenderError`` raised while drawing one layer of a tree: its background, contents,
/// content (shape, gradient, text, effect), border, mask, shadow or the group that composites
/// them. The innermost layer wins: an error raised while drawing a sublayer names the
/// sublayer, not its ancestors.
///
/// ``Renderer`` throws this for every `RenderError` raised by the compositor, for example
/// `RenderError.tooManyDashSegments` or `RenderError.tooManyBlurPixels` when a render runs
/// out of its budget; errors about the image as a whole (its size or scale) stay plain
/// `RenderError`s.
public struct LayerRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var error: RenderError
    /// The ``RenderNode/sourceLayer`` of the node being drawn: `ObjectIdentifier(layer)` of
    /// the layer it was committed from, or nil. Compare it only with layers still alive.
    public var layer: ObjectIdentifier?

    /// Creates an error for `layer`.
    public init(error: RenderError, layer: ObjectIdentifier?) {
        self.error = error
        self.layer = layer
    }

    /// The underlying error's description.
    public var description: String { error.description }
}
