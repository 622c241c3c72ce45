// A committed layer tree as a filter's picture (FilterImage in LaminaRender): the compositor
// draws it onto the filter's canvas, so a layer subtree can feed an image primitive.
import Foundation

extension RenderTree: FilterDrawing {
    /// Draws the tree on `canvas`, its root placed by its geometry in the canvas's current
    /// coordinates (as a sublayer of a layer whose bounds start at 0, 0), at the tree's
    /// committed values (animations do not run inside a picture).
    /// - Throws: the `RenderError` a layer of the tree raised (a budget run out, a non-finite
    ///   number): the error belongs to the layer whose filter draws the tree.
    public func draw(on canvas: Canvas) throws {
        canvas.save()
        defer { canvas.restore() }
        do {
            try canvas.concatenate(root.geometry.toSuperlayer)
            var compositor = Compositor(canvas: canvas)
            try compositor.draw(root)
        } catch let error as LayerRenderError {
            throw error.error
        }
    }
}

extension RenderNode {
    /// The roots of the layer trees the node's filters draw as pictures.
    var pictureRoots: [RenderNode] {
        filters.flatMap(\.primitives).compactMap { primitive in
            guard case .image(.drawing(let drawing)) = primitive.effect else { return nil }
            return (drawing as? RenderTree)?.root
        }
    }
}

extension FilterImage {
    /// `tree` as a filter's picture, its root placed by its geometry in the primitive's space.
    public static func layer(_ tree: RenderTree) -> FilterImage {
        .drawing(tree)
    }
}
