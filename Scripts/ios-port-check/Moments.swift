// Shared by the drivers of Scripts/ios-port-check.sh: draws a layer at eight moments of its
// longest animation, side by side, and one period of it as an animated PNG.

/// Where the driver writes: the folder given as the first argument (default: the current one).
let output = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")

/// The longest duration of the animations added in `layer`'s subtree (masks included), counting repeats and
/// autoreverses of finite ones (1 s when there are none).
func longestDuration(_ layer: CALayer) -> Double {
    let own = (layer.animationKeys() ?? []).compactMap { key -> Double? in
        guard let animation = layer.animation(forKey: key) else { return nil }
        let once = animation.duration * (animation.autoreverses ? 2 : 1)
        let repeats = animation.repeatCount.isFinite && animation.repeatCount > 1 ? Double(animation.repeatCount) : 1
        return animation.beginTime + once * repeats
    }
    let below = ((layer.sublayers ?? []) + [layer.mask].compactMap { $0 }).map(longestDuration)
    return (own + below).filter { $0 > 0 }.max() ?? 1
}

/// Draws `layer` (`period` seconds of it, default its longest animation) at 0, 12.5, … 87.5 %
/// of the period into `NAME.png`, the moments side by side at scale 2, and the whole period at
/// 30 frames per second into `NAME.apng`.
func renderMoments(_ name: String, _ layer: CALayer, period: Double? = nil) {
    let period = period ?? longestDuration(layer)
    let size = layer.bounds.size
    let strip = Layer()
    strip.bounds = CGRect(x: 0, y: 0, width: size.width * 8, height: size.height)
    do {
        for (index, fraction) in stride(from: 0.0, to: 1, by: 0.125).enumerated() {
            let frame = Layer()
            frame.frame = CGRect(x: size.width * CGFloat(index), y: 0, width: size.width, height: size.height)
            frame.contents = try layer.image(at: period * fraction, scale: 2)
            frame.contentsScale = 2
            strip.addSublayer(frame)
        }
        try Renderer(scale: 2).render(strip).writePNG(to: output.appendingPathComponent("\(name).png"))
        let frames = FrameSequence(tree: try layer.laminaLayer.commit(), fps: 30, duration: period,
                                   renderer: Renderer(scale: 2))
        try frames.export(.animatedPNG(output.appendingPathComponent("\(name).apng")))
        print("\(name): rendered at eight moments of \(period) s")
    } catch {
        print("\(name): not rendered: \(error)")
    }
}

/// Draws `layer`, which does not animate, into `NAME.png` at scale 2.
func renderStill(_ name: String, _ layer: CALayer) {
    do {
        try layer.image(at: 0, scale: 2).writePNG(to: output.appendingPathComponent("\(name).png"))
        print("\(name): rendered")
    } catch {
        print("\(name): not rendered: \(error)")
    }
}
