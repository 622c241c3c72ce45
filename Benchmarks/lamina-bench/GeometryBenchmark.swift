// Geometry and stroke benchmarks (issue 2's goals):
//   1. building a PathMeasure for a 10,000-cubic path in ≤ 5 ms;
//   2. trim + dash of that path (reported);
//   3. the progress ring stroked on a 512 × 512 Canvas within 1.15× of the same drawing done
//      directly with Cairo from C (`raw_cairo_progress_ring`);
//   4. filling by samples against filling by exact area (`Antialiasing`), interleaved (reported).
import CRawCairoBench
import Foundation
import LaminaRender

/// Runs and prints the geometry and canvas-stroke benchmarks.
func runGeometryBenchmarks() throws {
    print("— geometry and stroke —")
    let wave = tenThousandCubics(handles: 0.3...0.6)
    report(measure("PathMeasure build, 10,000 cubics", runs: 31, warmup: 3) { _ = PathMeasure(wave) }, goal: 5)
    report(try measure("trim 0.1…0.9 + dash [12, 6], 10,000 cubics", runs: 15, warmup: 2) {
        _ = try wave.trimmedAndDashed(from: 0.1, to: 0.9, pattern: [12, 6], phase: 3)
    })
    report(measure("trim 0.1…0.9, 10,000 cubics", runs: 15, warmup: 2) { _ = wave.trimmed(from: 0.1, to: 0.9) })
    // The same count of sharply bent cubics (handles 2–6.8 × the chord, speed varying 50-fold
    // along each curve) needs about six times as many quadrature points per curve.
    let bent = tenThousandCubics(handles: 2...6.8)
    report(measure("PathMeasure build, 10,000 sharply bent cubics", runs: 15, warmup: 2) { _ = PathMeasure(bent) })
    try benchmarkCanvasRing()
    try benchmarkAntialiasing()
}

/// 100 rotated 40-pixel squares and 100 circles of radius 80, filled on a 256 × 256 canvas by
/// exact area and by samples, in turns.
private func benchmarkAntialiasing() throws {
    let canvas = try Canvas(width: 256, height: 256)
    var square = BezierPath(rect: CGRect(x: -20, y: -20, width: 40, height: 40))
    square.apply(CGAffineTransform(rotationAngle: 0.3).concatenating(CGAffineTransform(translationX: 50, y: 50)))
    let circle = BezierPath(ovalIn: CGRect(x: 46, y: 46, width: 160, height: 160))
    func fills(_ mode: Antialiasing) -> () throws -> Void {
        {
            canvas.antialiasing = mode
            for _ in 0..<100 {
                try canvas.fill(square, color: .systemBlue)
                try canvas.fill(circle, color: .systemBlue)
            }
        }
    }
    let timed = try measureInterleaved([("fill 100 squares + 100 circles, 256 px: by area", fills(.area)),
                                        ("fill 100 squares + 100 circles, 256 px: by samples", fills(.samples))],
                                       rounds: 31, warmup: 3)
    timed.forEach { report($0) }
    reportRatio("fills by samples / by area", timed[1], timed[0])
}

/// One open contour of 10,000 cubics: a wave marching right, every curve a different shape,
/// with handles of four lengths spread over `handles` times the chord.
private func tenThousandCubics(handles: ClosedRange<CGFloat>) -> BezierPath {
    var path = BezierPath()
    var x: CGFloat = 0
    path.move(to: CGPoint(x: 0, y: 100))
    for i in 0..<10_000 {
        let w = 8 + CGFloat(i % 7)
        let h = w * (handles.lowerBound + (handles.upperBound - handles.lowerBound) * CGFloat(i % 4) / 3)
        let sign: CGFloat = i.isMultiple(of: 2) ? 1 : -1
        path.addCurve(to: CGPoint(x: x + w, y: 100),
                      controlPoint1: CGPoint(x: x + w * 0.25, y: 100 - sign * h),
                      controlPoint2: CGPoint(x: x + w * 0.8, y: 100 + sign * h * 0.4))
        x += w
    }
    return path
}

/// The progress ring (grey track + blue ring to 62 %, round caps) on a 512 × 512 canvas,
/// drawn exactly as `raw_cairo_progress_ring` draws it: radius 200, line width 48 pixels.
private func benchmarkCanvasRing() throws {
    let side = 512, radius: CGFloat = 200, lineWidth: CGFloat = 48, progress: CGFloat = 0.62
    let center = CGPoint(x: CGFloat(side) / 2, y: CGFloat(side) / 2)
    let ring = BezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                          clockwise: true)
    let track = Color(red: 0.898, green: 0.898, blue: 0.918)
    let trackStyle = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
    let barStyle = StrokeStyle(lineWidth: lineWidth, lineCap: .round, strokeEnd: progress)
    let lamina = try measure("progress ring 512×512: Lamina Canvas.stroke", runs: 201, warmup: 20) {
        let canvas = try Canvas(width: side, height: side)
        try canvas.stroke(ring, color: track, style: trackStyle)
        try canvas.stroke(ring, color: .systemBlue, style: barStyle)
    }
    let raw = measure("progress ring 512×512: raw Cairo C", runs: 201, warmup: 20) {
        _ = raw_cairo_progress_ring(Int32(side), Int32(side), Double(radius), Double(lineWidth), Double(progress))
    }
    report(lamina)
    report(raw)
    reportRatio("progress ring 512×512: Lamina / raw Cairo", lamina, raw, goal: 1.15)
}
