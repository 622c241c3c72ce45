// A gradient layer masked by a shape layer that fills or strokes its path (how Lottie's
// gradient fills and strokes arrive, after lottie-ios: a canvas-sized gradient layer under the
// shape) is painted straight through the shape, without offscreen groups. The mask's alpha is
// the shape's coverage times its colour's alpha, so the fill or stroke painted with the
// gradient, at that alpha, gives the same pixels as the gradient's group masked by the shape's
// group, as long as the scan converter paints the gradient (its edges are those the mask's
// solid shape gets) and the clip cuts at whole pixels: under an antialiased clip (a rotated or
// fractional masksToBounds of an ancestor) Cairo intersects a fill with the clip, where the
// group's mask multiplies the two edges' coverages as Core Animation does (lottie-ios's
// `pr_2559` shows the seam), so there the groups stay. What is saved is the two group surfaces
// the size of the shape: a gradient stroke fitted into 1080p (Lamina's `loader` sample) took
// 8.3 ms a frame through them and takes 0.5 ms straight.
import Foundation

extension Compositor {
    /// Draws `node` (at `alpha`, its own opacity included) when it is a plain gradient layer
    /// whose only reason to be isolated is a mask that is a plain shape layer, placed by a
    /// translation inside the gradient's bounds, painting a fill or a stroke but not both, and
    /// the canvas paints the gradient as a mask would (``Canvas/paintsLikeAMask(_:)``); false,
    /// with nothing drawn, otherwise.
    mutating func drawGradientThroughShape(_ node: RenderNode, plan: CompositePlan.Node, alpha: CGFloat) throws -> Bool {
        guard plan.isolation == .mask, case .gradient(let gradient) = node.content, Self.drawsOnlyItsContent(node),
              let mask = node.mask, let maskPlan = plan.mask, maskPlan.isolation.isEmpty, mask.isVisible,
              !mask.masksToBounds, !mask.hasDepthTransform, !mask.preservesDepth, Self.drawsOnlyItsContent(mask),
              case .shape(let shape) = mask.content else { return false }
        let placement = mask.geometry.toSuperlayer
        guard placement.a == 1, placement.b == 0, placement.c == 0, placement.d == 1 else { return false }
        let fill = shape.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = shape.strokeColor.flatMap { $0.alpha > 0 ? $0 : nil }
        guard fill == nil || stroke == nil else { return false }
        let path = shape.path.applying(placement)
        let reach = stroke == nil ? 0 : shape.strokeStyle.reach
        // The gradient covers the layer's (rounded) bounds only: a shape reaching past them
        // would need a clip of its own, which the groups draw as Core Animation does.
        let paint = gradient.resolved(in: node.bounds)
        guard !node.masksToBounds, node.cornerRadius == 0, canvas.paintsLikeAMask(paint),
              node.bounds.contains(path.controlPointBounds.insetBy(dx: -reach, dy: -reach)) else { return false }
        try canvas.withEdges(shape.edgeAntialiasing, hairlines: shape.drawsHairlines) {
            if let fill {
                try canvas.fill(path, gradient: paint, rule: shape.fillRule, opacity: alpha * mask.opacity * fill.alpha)
            } else if let stroke {
                try canvas.stroke(path, gradient: paint, style: shape.strokeStyle, opacity: alpha * mask.opacity * stroke.alpha)
            }
        }
        return true
    }

    /// Whether `node` draws nothing but its content: no sublayers, contents image, background,
    /// border, filters or shadow.
    private static func drawsOnlyItsContent(_ node: RenderNode) -> Bool {
        node.sublayers.isEmpty && node.contents == nil && (node.backgroundColor?.alpha ?? 0) == 0 && !node.hasBorder
            && node.filters.isEmpty && !(node.shadowStyle?.isDrawn ?? false)
    }
}
