// RPLoadingAnimation's driver: its six animations as its demo app sets them up, each an
// RPLoadingAnimationView filling a cell of half an iPhone screen's width and a third of its
// height (187.5 × 222), with the app's colour sets, on a light background. The view's layer is
// drawn inside a cell layer, as DotTrianglePath moves the view's layer to the centre and shrinks it.
// needs: RPLoadingAnimationView.swift RotatingCircle.swift SpininngDot.swift LineScale.swift DotTrianglePath.swift DotSpinningLikeSkype.swift FunnyDotsA.swift
let cell = CGRect(x: 0, y: 0, width: 187.5, height: 222)
let types: [(String, RPLoadingAnimationType)] = [
    ("RotatingCircle", .rotatingCircle), ("SpininngDot", .spininngDot), ("LineScale", .lineScale),
    ("DotTrianglePath", .dotTrianglePath), ("DotSpinningLikeSkype", .dotSpinningLikeSkype),
    ("FunnyDotsA", .funnyDotsA),
]
let colorSets: [[UIColor]] = [[.red, .blue, .orange, .purple], [.magenta, .red], [.red, .green],
                              [.brown, .yellow, .cyan], [.orange, .purple]]
for (row, (name, type)) in types.enumerated() {
    let view = RPLoadingAnimationView(frame: cell, type: type,
                                      colors: row < colorSets.count ? colorSets[row] : [.black], size: cell.size)
    let host = CALayer()
    host.frame = cell
    host.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
    host.addSublayer(view.layer)
    view.setupAnimation()
    renderMoments(name, host)
}
