// NVActivityIndicatorView's driver (Scripts/ios-port-check.sh writes `indicators`, the compiled
// indicators, and `viewLayer()` above it): each indicator is set up in a 60 × 60 layer, as the
// view's default blocker size, white on a red background (as the project's README recording).
// needs: NVActivityIndicatorAnimationDelegate.swift
let side: CGFloat = 60
let red = UIColor(red: 0.93, green: 0.35, blue: 0.33, alpha: 1).cgColor

for (name, indicator) in indicators {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: side, height: side)
    root.backgroundColor = red
    indicator.setUpAnimation(in: root, size: CGSize(width: side, height: side), color: .white)
    renderMoments(name, root)
}

// The view, set up by its own startAnimating(), on the same background.
if let layer = viewLayer() {
    layer.backgroundColor = red
    renderMoments("NVActivityIndicatorView", layer)
}
