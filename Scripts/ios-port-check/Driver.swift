// The driver Scripts/ios-port-check.sh appends to the list of compiled indicators (`indicators`):
// each is set up in a 60 × 60 layer, as NVActivityIndicatorView's default blocker size, white on
// a red background (as the project's README recording), and drawn at eight moments, 0, 12.5, 25,
// … 87.5 % of its longest animation, side by side.
let side: CGFloat = 60
let output = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")

/// The longest duration of the animations added in `layer`'s subtree (1 s when there are none).
func longestDuration(_ layer: CALayer) -> Double {
    let own = (layer.animationKeys() ?? []).compactMap { layer.animation(forKey: $0)?.duration }
    let below = (layer.sublayers ?? []).map(longestDuration)
    return (own + below).filter { $0 > 0 }.max() ?? 1
}

for (name, indicator) in indicators {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: side, height: side)
    root.backgroundColor = UIColor(red: 0.93, green: 0.35, blue: 0.33, alpha: 1).cgColor
    indicator.setUpAnimation(in: root, size: CGSize(width: side, height: side), color: .white)
    let period = longestDuration(root)
    let strip = Layer()
    strip.bounds = CGRect(x: 0, y: 0, width: side * 8, height: side)
    do {
        for (index, fraction) in stride(from: 0.0, to: 1, by: 0.125).enumerated() {
            let frame = Layer()
            frame.frame = CGRect(x: side * CGFloat(index), y: 0, width: side, height: side)
            frame.contents = try root.image(at: period * fraction, scale: 2)
            frame.contentsScale = 2
            strip.addSublayer(frame)
        }
        try Renderer(scale: 2).render(strip).writePNG(to: output.appendingPathComponent("\(name).png"))
        print("\(name): rendered at eight moments of \(period) s")
    } catch {
        print("\(name): not rendered: \(error)")
    }
}

// The view, set up by its own startAnimating(), on the same background.
if let layer = viewLayer() {
    layer.backgroundColor = UIColor(red: 0.93, green: 0.35, blue: 0.33, alpha: 1).cgColor
    do {
        try layer.image(at: 0.3, scale: 2).writePNG(to: output.appendingPathComponent("NVActivityIndicatorView.png"))
        print("NVActivityIndicatorView: rendered through startAnimating()")
    } catch {
        print("NVActivityIndicatorView: not rendered: \(error)")
    }
}

