// The look samples (EXAMPLES scenes 6 to 13, and the progress ring and spinner): tint,
// text, a replicator, backdrop blur with vibrancy, template and resizable images, appearance
// rules (scenes 8, 11 and 12 live in LookSamples+Images.swift).
import Foundation
import Lamina

/// The look samples, each rendered at 2×.
enum LookSamples {
    /// Every look sample as (file name without extension, image).
    static func render() throws -> [(name: String, image: Image)] {
        let renderer = Renderer(scale: 2, background: .white)
        return [
            ("look-progress-ring-42", try renderer.render(labelledRing(progress: 0.42))),
            ("look-activity-spinner", try renderer.render(spinnerRow())),
            ("look-blur-vibrancy", try Renderer(scale: 2).render(blurScene(hues: 6, repeats: 3))),
            ("look-tally-marks", try renderer.render(tally(wins: 7, losses: 3))),
            ("look-rating-control", try renderer.render(ratingControl(rating: 3))),
            ("look-continuous-corners", try renderer.render(cornerComparison())),
            ("look-template-toolbar", try renderer.render(templateToolbar())),
            ("look-resizable-bubbles", try renderer.render(resizableBubbles())),
            ("look-appearance-bars", try renderer.render(themedBars())),
        ]
    }

    /// A layer of `width × height` points whose top-left corner sits at (x, y).
    static func box<L: Layer>(_ layer: L, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> L {
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.position = CGPoint(x: x, y: y)
        return layer
    }

    // MARK: Progress ring with a centred label

    /// A 160-point ring in the tint colour over a grey track, with "42%" centred in it.
    static func labelledRing(progress: CGFloat) -> Layer {
        let root = box(Layer(), 0, 0, 160, 160)
        root.tintColor = .systemBlue
        let circle = BezierPath(arcCenter: CGPoint(x: 80, y: 80), radius: 64,
                                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for (color, end) in [(Color(red255: 229, green255: 229, blue255: 234), 1), (Color.tint, progress)] {
            let ring = box(ShapeLayer(), 0, 0, 160, 160)
            ring.path = circle
            ring.fillColor = nil
            ring.strokeColor = color
            ring.lineWidth = 14
            ring.lineCap = .round
            ring.strokeEnd = end
            root.addSublayer(ring)
        }
        let label = box(TextLayer(), 0, 62, 160, 40)
        label.string = "\(Int((progress * 100).rounded()))%"
        label.fontSize = 32
        label.fontWeight = .semibold
        label.foregroundColor = Color(white: 0.1)
        label.alignmentMode = .center
        root.addSublayer(label)
        return root
    }

    // MARK: Activity spinner

    /// The classic 12-spoke spinner in three sizes and colours: one spoke, replicated.
    static func spinnerRow() -> Layer {
        let root = box(Layer(), 0, 0, 200, 80)
        for (i, (side, color)) in [(CGFloat(20), Color(white: 0.45)), (37, .systemGray), (56, .tint)].enumerated() {
            let spinner = box(ReplicatorLayer(), CGFloat([16, 52, 114][i]), 40 - side / 2, side, side)
            spinner.instanceCount = 12
            spinner.instanceTransform = CGAffineTransform(rotationAngle: -.pi / 6)
            spinner.instanceAlphaOffset = -1 / 12
            let spoke = box(ShapeLayer(), side / 2 - side / 24, side * 0.02, side / 12, side * 0.27)
            spoke.path = BezierPath(roundedRect: spoke.bounds, cornerRadius: side / 24)
            spoke.fillColor = color
            spinner.addSublayer(spoke)
            root.addSublayer(spinner)
        }
        return root
    }

    // MARK: Blur and vibrancy (scene 6)

    /// A rainbow of `hues` colours repeated `repeats` times, an extra-light bar along the bottom,
    /// a dark panel with a vibrant title, and a dark glass tinted red.
    static func blurScene(hues: Int, repeats: Int) -> Layer {
        let root = box(Layer(), 0, 0, 375, 240)
        let rainbow = box(GradientLayer(), 0, 0, 375, 240)
        rainbow.startPoint = CGPoint(x: 0, y: 0.2)
        rainbow.endPoint = CGPoint(x: 1, y: 0.8)
        rainbow.colors = (0..<(hues * repeats + 1)).map { hue(CGFloat($0 % hues) / CGFloat(hues)) }
        root.addSublayer(rainbow)

        let panel = box(EffectLayer(effect: BlurEffect(style: .dark)), 24, 24, 200, 96)
        panel.cornerRadius = 18
        panel.cornerCurve = .continuous
        panel.isVibrant = true
        let title = box(TextLayer(), 0, 24, 200, 48)
        title.string = "Now Playing"
        title.fontSize = 28
        title.fontWeight = .bold
        title.alignmentMode = .center
        title.foregroundColor = Color(white: 0.6)
        panel.addSublayer(title)

        var red = BlurEffect(style: .dark)
        red.tintColor = Color(red: 0.5, green: 0.02, blue: 0.04, alpha: 0.62)
        let glass = box(EffectLayer(effect: red), 244, 24, 107, 140)
        glass.cornerRadius = 14

        let bar = box(EffectLayer(effect: BlurEffect(style: .extraLight)), 0, 188, 375, 52)
        for i in 0..<4 {
            let icon = box(ShapeLayer(), 40 + CGFloat(i) * 90, 12, 28, 28)
            icon.path = BezierPath(roundedRect: icon.bounds, cornerRadius: 7, cornerCurve: .continuous)
            icon.fillColor = i == 0 ? .tint : Color(white: 0.55)
            bar.addSublayer(icon)
        }
        root.sublayers?.append(contentsOf: [panel, glass, bar])
        return root
    }

    /// A fully saturated colour of the given hue, 0…1 around the wheel.
    private static func hue(_ h: CGFloat) -> Color {
        func channel(_ offset: CGFloat) -> CGFloat {
            let k = (offset + h * 6).truncatingRemainder(dividingBy: 6)
            return 1 - max(0, min(k, 4 - k, 1))
        }
        return Color(red: channel(5), green: channel(3), blue: channel(1))
    }

    // MARK: Tally marks (scene 10)

    /// Wins and losses as tally marks — groups of four strokes crossed by a fifth — in the tint
    /// colour, which a parent changes without redrawing anything by hand.
    static func tally(wins: Int, losses: Int) -> Layer {
        let root = box(Layer(), 0, 0, 220, 100)
        for (row, (count, tint)) in [(wins, Color(red255: 52, green255: 199, blue255: 89)),
                                     (losses, Color(red255: 255, green255: 59, blue255: 48))].enumerated() {
            let line = box(ShapeLayer(), 16, 14 + CGFloat(row) * 44, 190, 32)
            line.tintColor = tint
            var marks = BezierPath()
            for i in 0..<count {
                let group = CGFloat(i / 5) * 48, slot = i % 5
                if slot == 4 {
                    marks.move(to: CGPoint(x: group - 4, y: 24))
                    marks.addLine(to: CGPoint(x: group + 34, y: 6))
                } else {
                    let x = group + CGFloat(slot) * 10
                    marks.move(to: CGPoint(x: x, y: 2))
                    marks.addLine(to: CGPoint(x: x, y: 30))
                }
            }
            line.path = marks
            line.fillColor = nil
            line.strokeColor = .tint
            line.lineWidth = 3
            line.lineCap = .round
            root.addSublayer(line)
        }
        return root
    }

    // MARK: Rating control (scene 9)

    /// Five stars over a background drawn at run time — a rounded rectangle made a template (it
    /// takes the tint) and resizable (its 8-point caps keep their shape at any width).
    static func ratingControl(rating: Int) throws -> Layer {
        let root = box(Layer(), 0, 0, 200, 48)
        root.tintColor = Color(red255: 88, green255: 86, blue255: 214)
        let pill = try Canvas(width: 40, height: 40, scale: 2)
        try pill.fill(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8), color: .black)
        let background = box(Layer(), 8, 8, 184, 32)
        background.contentsScale = 2
        background.contentsRenderingMode = .alwaysTemplate
        try background.setResizableContents(try pill.makeImage(), capInsets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.addSublayer(background)
        for i in 0..<5 {
            let star = box(ShapeLayer(), 22 + CGFloat(i) * 34, 10, 28, 28)
            var outline = BezierPath()
            for k in 0..<10 {
                let r: CGFloat = k % 2 == 0 ? 12 : 5, angle = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
                let p = CGPoint(x: 14 + r * cos(angle), y: 15 + r * sin(angle))
                if k == 0 { outline.move(to: p) } else { outline.addLine(to: p) }
            }
            outline.close()
            star.path = outline
            star.fillColor = i < rating ? Color(red: 1, green: 0.8, blue: 0.2) : Color(white: 1, alpha: 0.45)
            root.addSublayer(star)
        }
        return root
    }

    // MARK: Continuous corners (scene 13)

    /// The same rounded rectangles with circular and with continuous corners, radius 12, 24, 36.
    static func cornerComparison() -> Layer {
        let root = box(Layer(), 0, 0, 280, 200)
        for (column, radius) in [CGFloat(12), 24, 36].enumerated() {
            for (row, curve) in [CornerCurve.circular, .continuous].enumerated() {
                let card = box(Layer(), 16 + CGFloat(column) * 88, 16 + CGFloat(row) * 92, 72, 80)
                card.cornerRadius = radius
                card.cornerCurve = curve
                card.backgroundColor = row == 0 ? .systemGray : .systemBlue
                root.addSublayer(card)
            }
        }
        return root
    }
}
