// EXAMPLES scene 3, "shape view": a rectangle path equal to the layer's bounds, stroked red,
// width 6, no fill, round joins and caps; then a trimmed, a dashed, and a bevelled long-gap
// variant.
import Foundation
import Lamina

/// Which control of the shape view is being shown.
enum ShapeViewVariant {
    /// Stroke end at the given fraction: the outline drawn from the upper-left corner clockwise.
    case strokeEnd(CGFloat)
    /// Dash `[d, d]`.
    case dash
    /// Dash `[d, 4d]` with bevel joins (chamfered corners).
    case longGapsBevelled
}

/// The scene at 240 × 180 points, scale 2: bounds (44, 39, 152, 102), dash size d = 10 points.
/// The size puts every corner of the outline (at 152, 254, 406 and 508 points along it) inside a
/// `[d, 4d]` dash, so the bevelled joins show.
func shapeView(_ variant: ShapeViewVariant) throws -> Image {
    let canvas = try makeCanvas(width: 240, height: 180)
    let bounds = BezierPath(rect: CGRect(x: 44, y: 39, width: 152, height: 102))
    let d: CGFloat = 10
    var style = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)
    switch variant {
    case .strokeEnd(let end): style.strokeEnd = end
    case .dash: style.dashPattern = [d, d]
    case .longGapsBevelled:
        style.dashPattern = [d, 4 * d]
        style.lineJoin = .bevel
    }
    try canvas.stroke(bounds, color: .red, style: style)
    return try canvas.makeImage()
}
