// The drawings of one layer: background, subclass content (shape or gradient) and border.
import Foundation

extension Compositor {
    /// The background colour filling the rounded bounds.
    func drawBackground(_ node: RenderNode, alpha: CGFloat) throws {
        guard let color = node.backgroundColor, color.alpha > 0 else { return }
        try canvas.fill(node.boundsPath, color: color.multiplyingAlpha(alpha))
    }

    /// The border: the band inside the rounded bounds, above the sublayers.
    func drawBorder(_ node: RenderNode, alpha: CGFloat) throws {
        guard node.hasBorder, let color = node.borderColor else { return }
        try canvas.fill(node.borderPath, color: color.multiplyingAlpha(alpha), rule: .evenOdd)
    }

    /// A shape layer's fill then stroke, a gradient layer's gradient, a text layer's string or an
    /// effect layer's blur.
    func drawContent(_ node: RenderNode, alpha: CGFloat) throws {
        switch node.content {
        case .none:
            return
        case .shape(let shape):
            try canvas.withEdges(shape.edgeAntialiasing, hairlines: shape.drawsHairlines) {
                if let fill = shape.fillColor, fill.alpha > 0 {
                    try canvas.fill(shape.path, color: fill.multiplyingAlpha(alpha), rule: shape.fillRule)
                }
                if let stroke = shape.strokeColor, stroke.alpha > 0 {
                    try canvas.stroke(shape.path, color: stroke.multiplyingAlpha(alpha), style: shape.strokeStyle)
                }
            }
        case .gradient(let gradient):
            try canvas.fill(node.boundsPath, gradient: gradient.resolved(in: node.bounds), opacity: alpha)
        case .text(let text):
            try canvas.drawText(text.string, style: text.style.multiplyingAlpha(alpha), in: node.bounds)
        case .effect(let effect):
            try drawEffect(effect, of: node, alpha: alpha)
        }
    }
}

extension RenderGradient {
    /// The gradient in the layer's points: unit points mapped onto `bounds` (y down).
    func resolved(in bounds: CGRect) -> Gradient {
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(startPoint), end = point(endPoint)
        let kind: Gradient.Kind
        switch type {
        case .axial:
            kind = .axial(start: start, end: end)
        case .radial:
            kind = .radial(center: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        case .conic:
            let dx = end.x - start.x, dy = end.y - start.y
            kind = .conic(center: start, startAngle: dx == 0 && dy == 0 ? 0 : atan2(dy, dx))
        }
        return Gradient(kind: kind, stops: stops, focalPoint: type == .radial ? focalPoint.map(point) : nil)
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor`.
    func multiplyingAlpha(_ factor: CGFloat) -> Color {
        factor >= 1 ? self : withAlphaComponent(alpha * factor)
    }
}
