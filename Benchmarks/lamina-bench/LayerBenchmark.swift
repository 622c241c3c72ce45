// Layer benchmarks: Lamina's layer tree against the same drawing in raw Cairo from C.
//   1. the progress ring (track + progress + stop square, the square hidden as in the C
//      drawing) within 1.2× of raw Cairo;
//   2. 10,000 small shape layers at 1080p within 4× of raw Cairo's 10,000 fills;
//   3. commit of that tree under 10 ms;
//   4. a 600 × 400-point card turned 40° about y under perspective (drawn offscreen and
//      resampled through the projection) at scale 2 under 100 ms, beside the same card flat.
import CRawCairoBench
import Foundation
import Lamina

/// Runs and prints the layer benchmarks.
func runLayerBenchmarks() throws {
    print("— layers —")
    try benchmarkProgressRing()
    try benchmarkManyShapes()
    try benchmarkPerspective()
}

/// A card (rounded rectangle, stroked, with a gradient sublayer) turned 40° about y under a
/// perspective of 1000 points, against the same card unturned: what the projected path costs.
private func benchmarkPerspective() throws {
    func scene(turned: Bool) throws -> RenderTree {
        let stage = Layer()
        stage.bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        stage.sublayerTransform3D = perspective
        let card = ShapeLayer()
        card.bounds = CGRect(x: 0, y: 0, width: 600, height: 400)
        card.position = CGPoint(x: 400, y: 300)
        card.path = BezierPath(roundedRect: card.bounds.insetBy(dx: 4, dy: 4), cornerRadius: 40)
        card.fillColor = .systemBlue
        card.strokeColor = .black
        card.lineWidth = 8
        let band = GradientLayer()
        band.frame = CGRect(x: 60, y: 150, width: 480, height: 100)
        band.colors = [.red, .white, .systemBlue]
        card.addSublayer(band)
        if turned { card.transform3D = Transform3D(rotationAngle: 40 * .pi / 180, x: 0, y: 1, z: 0) }
        stage.addSublayer(card)
        return try stage.commit()
    }
    let renderer = Renderer(scale: 2)
    let flatTree = try scene(turned: false), turnedTree = try scene(turned: true)
    let flat = try measure("card 600 × 400 @2x: flat", runs: 20, warmup: 3) { _ = try renderer.render(flatTree) }
    let turned = try measure("card 600 × 400 @2x: turned 40° with perspective", runs: 20, warmup: 3) {
        _ = try renderer.render(turnedTree)
    }
    report(flat)
    report(turned, goal: 100)
}

/// The download control's progress state as three shape layers, drawn like
/// `raw_cairo_progress_ring`: 200 × 200 px, radius 80, line width 8, progress 0.62.
private func benchmarkProgressRing() throws {
    let side: CGFloat = 200, radius: CGFloat = 80, lineWidth: CGFloat = 8, progress: CGFloat = 0.62
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    let ring = BezierPath(arcCenter: CGPoint(x: side / 2, y: side / 2), radius: radius,
                          startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    let square = ShapeLayer(), track = ShapeLayer(), bar = ShapeLayer()
    for layer in [square, track, bar] {
        layer.frame = root.bounds
        root.addSublayer(layer)
    }
    square.path = BezierPath(rect: CGRect(x: side / 2 - 12, y: side / 2 - 12, width: 24, height: 24))
    square.isHidden = true  // the C reference draws only the two rings
    track.path = ring
    track.fillColor = nil
    track.strokeColor = Color(red: 0.898, green: 0.898, blue: 0.918)
    bar.path = ring
    bar.fillColor = nil
    bar.strokeColor = .systemBlue
    bar.strokeEnd = progress
    for layer in [track, bar] {
        layer.lineWidth = lineWidth
        layer.lineCap = .round
    }
    let tree = try root.commit()
    let renderer = Renderer()
    let lamina = try measure("progress ring: Lamina render (3 shape layers)", runs: 200, warmup: 20) {
        _ = try renderer.render(tree)
    }
    let raw = measure("progress ring: raw Cairo C", runs: 200, warmup: 20) {
        _ = raw_cairo_progress_ring(Int32(side), Int32(side), Double(radius), Double(lineWidth), Double(progress))
    }
    report(lamina)
    report(raw)
    reportRatio("progress ring: Lamina / raw Cairo", lamina, raw, goal: 1.2)
}

/// 10,000 filled circles of 12 points as 10,000 shape layers on a 1920 × 1080 root, placed
/// and coloured as `raw_cairo_many_circles` does.
private func benchmarkManyShapes() throws {
    let width = 1920, height = 1080, count = 10_000
    let diameter: CGFloat = 12
    func makeTree() -> Layer {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        var sublayers: [Layer] = []
        sublayers.reserveCapacity(count)
        for i in 0..<count {
            let dot = ShapeLayer()
            dot.anchorPoint = .zero
            dot.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
            dot.position = CGPoint(x: fmod(37 * CGFloat(i), CGFloat(width) - diameter),
                                   y: fmod(53 * CGFloat(i), CGFloat(height) - diameter))
            dot.path = BezierPath(ovalIn: dot.bounds)
            dot.fillColor = Color(red: CGFloat(i % 7) / 6, green: CGFloat(i % 11) / 10, blue: CGFloat(i % 13) / 12)
            sublayers.append(dot)
        }
        root.sublayers = sublayers
        return root
    }
    let root = makeTree()
    let commit = try measure("10,000 shape layers: commit", runs: 30, warmup: 3) { _ = try root.commit() }
    let tree = try root.commit()
    let renderer = Renderer()
    let lamina = try measure("10,000 shape layers: Lamina render at 1080p", runs: 15, warmup: 2) {
        _ = try renderer.render(tree)
    }
    let raw = measure("10,000 circles: raw Cairo C at 1080p", runs: 15, warmup: 2) {
        _ = raw_cairo_many_circles(Int32(width), Int32(height), Int32(count), Double(diameter))
    }
    report(commit, goal: 10)
    report(lamina)
    report(raw)
    reportRatio("10,000 shapes: Lamina / raw Cairo", lamina, raw, goal: 4)
}
