// Backdrop blur benchmark: a 1080p backdrop blurred with radius 20 (σ 20 px at 1×) as an
// EffectLayer does it — read back, downsample, saturate, three box blurs, stretch back — with a
// goal of ≤ 25 ms on one core; and the same blur at full resolution, for comparison. The goal is
// judged on the thread's CPU time, which other processes on a shared machine do not inflate; the
// wall time is printed beside it.
import Foundation
import Lamina

/// Runs and prints the blur benchmarks.
func runBlurBenchmarks() throws {
    print("— backdrop blur —")
    let backdrop = try rainbowBackdrop(width: 1920, height: 1080)
    let blur = BackdropBlur(blurRadius: 20, saturation: 1.8)
    let frame = BezierPath(rect: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    let canvas = try Canvas(image: backdrop)
    let name = "1080p backdrop blur, radius 20, ×1.8 (read, downsample, blur, draw)"
    report(try measure("\(name), wall", runs: 30) { try canvas.drawBackdropBlur(blur, inside: frame) })
    let whole = try measureCPU("\(name), CPU", runs: 30) { try canvas.drawBackdropBlur(blur, inside: frame) }
    report(whole, goal: 25)
    report(try measureCPU("  of which downsample + saturate + blur, CPU", runs: 30) {
        _ = try blur.process(backdrop, sigma: 20)
    })
    let full = try measureCPU("1080p three-box blur σ 20 at full resolution, CPU", runs: 5) {
        _ = try backdrop.gaussianBlurred(sigma: 20)
    }
    report(full)
    reportRatio("backdrop blur against the full-resolution blur (CPU)", whole, full)
}

/// The median CPU time of this thread over `runs` runs of `body` (after two untimed ones).
private func measureCPU(_ name: String, runs: Int, _ body: () throws -> Void) rethrows -> Measurement {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
    for _ in 0..<2 { try body() }
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        samples.append(now() - start)
    }
    samples.sort()
    return Measurement(name: name, milliseconds: samples[samples.count / 2])
}

/// A diagonal rainbow, as in EXAMPLES scene 6, rendered once.
private func rainbowBackdrop(width: Int, height: Int) throws -> Image {
    let layer = GradientLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    layer.startPoint = .zero
    layer.endPoint = CGPoint(x: 1, y: 1)
    layer.colors = [.red, Color(red: 1, green: 0.6, blue: 0), Color(red: 1, green: 1, blue: 0), .green,
                    Color(red: 0, green: 0.6, blue: 1), .blue, Color(red: 0.6, green: 0, blue: 1), .red]
    return try Renderer().render(layer)
}
