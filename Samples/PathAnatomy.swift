// EXAMPLES scene 2, "path anatomy": a path from the lower-left corner made of two cubic curves,
// its control points and handles, the whole path in dark red behind, and on top the same path
// with round caps, dash [2, 4, 6, 6] at phase 4, trimmed to 20 %…60 % of its length.
import Foundation
import Lamina

/// The scene at 200 × 150 points, drawn at scale 4 (800 × 600 px) so the small dash reads.
func pathAnatomy() throws -> Image {
    let canvas = try makeCanvas(width: 200, height: 150, scale: 4)
    let start = CGPoint(x: 15, y: 135)
    let curves = [(end: CGPoint(x: 100, y: 75), c1: CGPoint(x: 20, y: 30), c2: CGPoint(x: 70, y: 20)),
                  (end: CGPoint(x: 185, y: 120), c1: CGPoint(x: 130, y: 130), c2: CGPoint(x: 185, y: 60))]
    var path = BezierPath()
    path.move(to: start)
    for curve in curves { path.addCurve(to: curve.end, controlPoint1: curve.c1, controlPoint2: curve.c2) }

    // Handles: each control point tied to the on-curve point it belongs to.
    let handleColor = Color(white: 0.6)
    var from = start
    for curve in curves {
        for (a, b) in [(from, curve.c1), (curve.end, curve.c2)] {
            var handle = BezierPath()
            handle.move(to: a)
            handle.addLine(to: b)
            try canvas.stroke(handle, color: handleColor, style: StrokeStyle(lineWidth: 0.5))
            try canvas.stroke(BezierPath(ovalIn: CGRect(x: b.x - 2, y: b.y - 2, width: 4, height: 4)),
                              color: handleColor, style: StrokeStyle(lineWidth: 0.75))
        }
        from = curve.end
    }

    try canvas.stroke(path, color: Color(red255: 139, green255: 0, blue255: 0), style: StrokeStyle(lineWidth: 1))
    let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, dashPattern: [2, 4, 6, 6], dashPhase: 4,
                             strokeStart: 0.2, strokeEnd: 0.6)
    try canvas.stroke(path, color: .black, style: dashed)

    // On-curve points: the start and the end of each curve.
    for point in [start] + curves.map(\.end) {
        try canvas.fill(BezierPath(rect: CGRect(x: point.x - 2, y: point.y - 2, width: 4, height: 4)),
                        color: .systemBlue)
    }
    return try canvas.makeImage()
}
