// A reference sheet of caps, joins and zero-length dashes, each drawn over its thin centre line.
import Foundation
import Lamina

/// Rows of butt, round and square caps; miter, round and bevel joins; and dots from zero-length
/// dashes for each cap (butt draws none). 300 × 220 points at scale 2.
func capsAndJoins() throws -> Image {
    let canvas = try makeCanvas(width: 300, height: 220)
    let guide = StrokeStyle(lineWidth: 0.5)
    let caps: [LineCap] = [.butt, .round, .square]
    for (index, cap) in caps.enumerated() {
        let y = CGFloat(30 + 30 * index)
        var line = BezierPath()
        line.move(to: CGPoint(x: 30, y: y))
        line.addLine(to: CGPoint(x: 130, y: y))
        try canvas.stroke(line, color: .systemBlue, style: StrokeStyle(lineWidth: 16, lineCap: cap))
        try canvas.stroke(line, color: .white, style: guide)

        var dots = BezierPath()
        dots.move(to: CGPoint(x: 170, y: y))
        dots.addLine(to: CGPoint(x: 270, y: y + 10))
        try canvas.stroke(dots, color: .systemBlue,
                          style: StrokeStyle(lineWidth: 12, lineCap: cap, dashPattern: [0, 24]))
        try canvas.stroke(dots, color: .black, style: guide)
    }
    let joins: [LineJoin] = [.miter, .round, .bevel]
    for (index, join) in joins.enumerated() {
        let x = CGFloat(30 + 90 * index)
        var corner = BezierPath()
        corner.move(to: CGPoint(x: x, y: 200))
        corner.addLine(to: CGPoint(x: x + 30, y: 130))
        corner.addLine(to: CGPoint(x: x + 60, y: 200))
        try canvas.stroke(corner, color: .systemBlue, style: StrokeStyle(lineWidth: 16, lineJoin: join))
        try canvas.stroke(corner, color: .white, style: guide)
    }
    return try canvas.makeImage()
}
