// EXAMPLES scene 1, the download control's progress state: a grey track ring and a blue progress
// ring on top, the progress mapped directly onto strokeEnd.
import Foundation
import Lamina

/// A 256-point progress ring at scale 2 (512 × 512 px): the arc starts at 12 o'clock and runs
/// clockwise; `progress` (0…1) is the stroke end, so at 0 nothing of the blue ring shows.
func progressRing(progress: CGFloat) throws -> Image {
    let canvas = try makeCanvas(width: 256, height: 256)
    let ring = BezierPath(arcCenter: CGPoint(x: 128, y: 128), radius: 96,
                          startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    let track = Color(red255: 229, green255: 229, blue255: 234)  // UIKit's systemGray5
    try canvas.stroke(ring, color: track, style: StrokeStyle(lineWidth: 24))
    try canvas.stroke(ring, color: .systemBlue,
                      style: StrokeStyle(lineWidth: 24, lineCap: .round, strokeEnd: progress))
    return try canvas.makeImage()
}
