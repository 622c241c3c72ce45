// Backdrop blur benchmark: a 1080p backdrop blurred with radius 20 (σ 20 px at 1×) as an
// EffectLayer does it — read back, downsample, saturate, three box blurs, stretch back — with a
// goal of ≤ 25 ms on one core (judged on the thread's CPU time, see Harness.swift); and the same
// blur at full resolution, for comparison.
import Foundation
import Lamina

/// Runs and prints the blur benchmarks.
func runBlurBenchmarks() throws {
    print("— backdrop blur —")
    let backdrop = try rainbowBackdrop(width: 1920, height: 1080)
    let blur = BackdropBlur(blurRadius: 20, saturation: 1.8)
    let frame = BezierPath(rect: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    let canvas = try Canvas(image: backdrop)
    // Thirty-two blurs on one canvas: more than one image's blur budget, which is not what is timed.
    canvas.budgetLeft = RenderBudget(blurPixels: .max, drawnPixels: .max, edgeRows: .max, work: .max)
    let whole = try measure("1080p backdrop blur, radius 20, ×1.8 (read, downsample, blur, draw)", runs: 30) {
        try canvas.drawBackdropBlur(blur, inside: frame)
    }
    report(whole, goal: 25)
    report(try measure("  of which downsample + saturate + blur", runs: 30) { _ = try blur.process(backdrop, sigma: 20) })
    let full = try measure("1080p three-box blur σ 20 at full resolution", runs: 5) {
        _ = try backdrop.gaussianBlurred(sigma: 20)
    }
    report(full)
    reportRatio("backdrop blur against the full-resolution blur", whole, full)
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
