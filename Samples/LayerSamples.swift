// Layer samples: the download control (EXAMPLES scene 1), a card with a soft shadow, a
// nine-part resizable image stretched and tiled, and a conic-gradient ring.
import Foundation
import Lamina

/// The layer samples, each rendered at 2× on white.
enum LayerSamples {
    /// Every layer sample as (file name without extension, image).
    static func render() throws -> [(name: String, image: Image)] {
        let renderer = Renderer(scale: 2, background: .white)
        return [
            ("layers-download-control", try renderer.render(downloadControlStrip())),
            ("layers-card", try renderer.render(card())),
            ("layers-nine-part", try renderer.render(ninePart())),
            ("layers-conic-ring", try renderer.render(conicRing())),
        ]
    }

    // MARK: Download control

    /// The states of the download control.
    enum DownloadState {
        case idle, thinking(angle: CGFloat), stop, progress(CGFloat), done
    }

    /// The five states side by side, 64 points each.
    static func downloadControlStrip() -> Layer {
        let states: [DownloadState] = [.idle, .thinking(angle: .pi / 3), .stop, .progress(0.62), .done]
        let strip = placed(Layer(), x: 0, y: 0, width: CGFloat(states.count) * 64, height: 64)
        for (i, state) in states.enumerated() {
            strip.addSublayer(downloadControl(state, at: CGPoint(x: 32 + CGFloat(i) * 64, y: 32)))
        }
        return strip
    }

    /// Three shape layers stacked in one place: the stop square, the track ring and the
    /// progress ring, whose `strokeEnd` is the progress.
    static func downloadControl(_ state: DownloadState, at center: CGPoint) -> Layer {
        let size: CGFloat = 44
        let control = Layer()
        control.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        control.position = center
        let ringPath = BezierPath(arcCenter: CGPoint(x: size / 2, y: size / 2), radius: size / 2 - 3,
                                  startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)

        let square = ShapeLayer()
        square.frame = control.bounds
        square.path = BezierPath(roundedRect: CGRect(x: size / 2 - 7, y: size / 2 - 7, width: 14, height: 14),
                                 cornerRadius: 2)
        square.fillColor = .systemBlue

        let track = ShapeLayer()
        track.frame = control.bounds
        track.path = ringPath
        track.fillColor = nil
        track.strokeColor = Color(red255: 229, green255: 229, blue255: 234)
        track.lineWidth = 3

        let progress = ShapeLayer()
        progress.frame = control.bounds
        progress.path = ringPath
        progress.fillColor = nil
        progress.strokeColor = .systemBlue
        progress.lineWidth = 3
        progress.lineCap = .round

        switch state {
        case .idle:
            square.isHidden = true
            progress.isHidden = true
        case .thinking(let angle):
            square.isHidden = true
            track.isHidden = true
            progress.strokeEnd = 0.25
            progress.transform = CGAffineTransform(rotationAngle: angle)
        case .stop:
            progress.isHidden = true
        case .progress(let fraction):
            progress.strokeEnd = fraction
        case .done:
            square.path = checkmark(in: control.bounds)
            square.fillColor = nil
            square.strokeColor = .systemBlue
            square.lineWidth = 3
            square.lineCap = .round
            square.lineJoin = .round
        }
        control.sublayers = [square, track, progress]
        return control
    }

    private static func checkmark(in rect: CGRect) -> BezierPath {
        var path = BezierPath()
        path.move(to: CGPoint(x: rect.minX + 14, y: rect.midY + 1))
        path.addLine(to: CGPoint(x: rect.midX - 2, y: rect.midY + 7))
        path.addLine(to: CGPoint(x: rect.maxX - 13, y: rect.midY - 7))
        return path
    }

    // MARK: Card

    /// A card with rounded corners, a hairline border and a soft shadow. The shadow lives on
    /// an unclipped container (with a shadow path), the clipping on the card inside it, since
    /// masksToBounds would clip the shadow too.
    static func card() -> Layer {
        let stage = placed(Layer(), x: 0, y: 0, width: 240, height: 160)
        stage.backgroundColor = Color(red255: 242, green255: 242, blue255: 247)
        let frame = CGRect(x: 30, y: 24, width: 180, height: 112)

        let container = placed(Layer(), x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        container.shadowOpacity = 0.18
        container.shadowRadius = 10
        container.shadowOffset = CGSize(width: 0, height: 6)
        container.shadowPath = BezierPath(roundedRect: container.bounds, cornerRadius: 16, cornerCurve: .continuous)

        let card = placed(Layer(), x: 0, y: 0, width: frame.width, height: frame.height)
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.cornerCurve = .continuous
        card.masksToBounds = true
        card.borderWidth = 0.5
        card.borderColor = Color(white: 0, alpha: 0.12)

        let header = placed(GradientLayer(), x: 0, y: 0, width: frame.width, height: 44)
        header.colors = [Color(red255: 90, green255: 200, blue255: 250), .systemBlue]
        header.startPoint = CGPoint(x: 0, y: 0)
        header.endPoint = CGPoint(x: 1, y: 1)
        card.addSublayer(header)

        for (i, width) in [120, 150, 90].enumerated() {
            let line = placed(Layer(), x: 16, y: 58 + CGFloat(i) * 16, width: CGFloat(width), height: 8)
            line.backgroundColor = Color(white: 0.88)
            line.cornerRadius = 4
            card.addSublayer(line)
        }
        container.addSublayer(card)
        stage.addSublayer(container)
        return stage
    }

    // MARK: Nine-part image

    /// A 24 × 24 (48 px) pill with 10-point caps, stretched to three widths, and a framed
    /// patterned tile whose edges and centre repeat instead of stretching.
    static func ninePart() throws -> Layer {
        let stage = placed(Layer(), x: 0, y: 0, width: 260, height: 170)
        let pill = try pillImage()
        for (i, width) in [24, 90, 220].enumerated() {
            let l = placed(Layer(), x: 20, y: 14 + CGFloat(i) * 32, width: CGFloat(width), height: 24)
            l.contents = pill
            l.contentsScale = 2
            l.contentsCenter = CGRect(x: 10.0 / 24, y: 0, width: 4.0 / 24, height: 1)  // insets (0, 10, 0, 10)
            stage.addSublayer(l)
        }
        let pattern = try patternImage()
        for (i, mode) in [ContentsResizingMode.stretch, .tile].enumerated() {
            let l = placed(Layer(), x: 20 + CGFloat(i) * 115, y: 110, width: 105, height: 52)
            l.contents = pattern
            l.contentsScale = 2
            l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            l.contentsResizingMode = mode
            stage.addSublayer(l)
        }
        return stage
    }

    /// A blue pill drawn at 2× into an image.
    private static func pillImage() throws -> Image {
        let canvas = try Canvas(width: 48, height: 48, scale: 2)
        try canvas.fill(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 12), color: .systemBlue)
        try canvas.fill(BezierPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 8), cornerRadius: 4),
                        color: Color(white: 1, alpha: 0.35))
        return try canvas.makeImage()
    }

    /// A 16 × 16 point (32 px) frame with a dotted centre.
    private static func patternImage() throws -> Image {
        let canvas = try Canvas(width: 32, height: 32, scale: 2)
        try canvas.fill(BezierPath(rect: CGRect(x: 0, y: 0, width: 16, height: 16)), color: Color(red255: 88, green255: 86, blue255: 214))
        try canvas.fill(BezierPath(rect: CGRect(x: 4, y: 4, width: 8, height: 8)), color: Color(red255: 255, green255: 204, blue255: 0))
        try canvas.fill(BezierPath(ovalIn: CGRect(x: 6, y: 6, width: 4, height: 4)), color: Color(red255: 255, green255: 59, blue255: 48))
        for i in 0..<4 {
            let d = CGFloat(i) * 4 + 1.5
            try canvas.fill(BezierPath(ovalIn: CGRect(x: d, y: 1, width: 1, height: 1)), color: .white)
            try canvas.fill(BezierPath(ovalIn: CGRect(x: 1, y: d, width: 1, height: 1)), color: .white)
        }
        return try canvas.makeImage()
    }

    // MARK: Conic ring

    /// A conic gradient masked by a round-capped ring: the activity ring look.
    static func conicRing() -> Layer {
        let stage = placed(Layer(), x: 0, y: 0, width: 160, height: 160)
        stage.backgroundColor = .black
        let ring = placed(GradientLayer(), x: 20, y: 20, width: 120, height: 120)
        ring.type = .conic
        ring.startPoint = CGPoint(x: 0.5, y: 0.5)
        ring.endPoint = CGPoint(x: 0.5, y: 0)  // 0° points up
        ring.colors = [Color(red255: 250, green255: 17, blue255: 79), Color(red255: 255, green255: 120, blue255: 170),
                       Color(red255: 250, green255: 17, blue255: 79)]
        let mask = ShapeLayer()
        mask.frame = ring.bounds
        mask.path = BezierPath(arcCenter: CGPoint(x: 60, y: 60), radius: 48, startAngle: -.pi / 2,
                               endAngle: 3 * .pi / 2, clockwise: true)
        mask.fillColor = nil
        mask.strokeColor = .black
        mask.lineWidth = 20
        mask.lineCap = .round
        mask.strokeEnd = 0.85
        ring.mask = mask

        let track = placed(ShapeLayer(), x: 20, y: 20, width: 120, height: 120)
        track.path = mask.path
        track.fillColor = nil
        track.strokeColor = Color(red255: 250, green255: 17, blue255: 79, alpha: 0.25)
        track.lineWidth = 20
        stage.sublayers = [track, ring]
        return stage
    }

    /// `layer` with bounds (0, 0, width, height), its top-left corner at (x, y).
    private static func placed<L: Layer>(_ layer: L, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> L {
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.position = CGPoint(x: x, y: y)
        return layer
    }
}
