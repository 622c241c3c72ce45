// Scenes for the animated samples (EXAMPLES scenes 1, 4 and 5): each returns a root layer whose
// layers carry animations; the model values are the end state, as Core Animation code sets them.
import Foundation
import Lamina

/// Builders of the animated sample scenes.
enum AnimatedScenes {
    /// The progress ring of EXAMPLES scene 1 at 256 points: strokeEnd 0 → 1 over 2 s, ease in-out.
    static func progressRing(side: CGFloat = 256) throws -> Layer {
        let root = stage(side, side)
        let ring = BezierPath(arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side * 0.375,
                              startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        _ = ringLayer(ring, color: Color(red255: 229, green255: 229, blue255: 234), width: side * 0.09375, in: root)
        let progress = ringLayer(ring, color: .systemBlue, width: side * 0.09375, in: root)
        progress.lineCap = .round
        var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        fill.duration = 2
        fill.timingFunction = .easeInEaseOut
        try progress.add(fill, forKey: "progress")
        return root
    }

    /// The "thinking" state: a quarter ring turning once a second, forever.
    static func thinking() throws -> Layer {
        let root = stage(64, 64)
        let control = LayerSamples.downloadControl(.thinking(angle: 0), at: CGPoint(x: 32, y: 32))
        root.addSublayer(control)
        try control.sublayers?.last?.add(spin(beginTime: 0, period: 1, turns: .infinity), forKey: "spin")
        return root
    }

    /// The activity spinner of the look samples, turning: every spoke fades from opaque to 15 %
    /// over a second, forever, and `instanceDelay` starts spoke k k/12 s later, so the bright
    /// spoke steps round once a second.
    static func activitySpinner() throws -> Layer {
        let root = stage(64, 64)
        let spinner = LookSamples.box(ReplicatorLayer(), 12, 12, 40, 40)
        spinner.instanceCount = 12
        spinner.instanceTransform = CGAffineTransform(rotationAngle: .pi / 6)
        spinner.instanceDelay = 1.0 / 12
        let spoke = LookSamples.box(ShapeLayer(), 40 / 2 - 40 / 24, 40 * 0.02, 40 / 12, 40 * 0.27)
        spoke.path = BezierPath(roundedRect: spoke.bounds, cornerRadius: 40 / 24)
        spoke.fillColor = .systemGray
        spoke.opacity = 0.15  // the model value: a spoke whose fade has not started yet is dim
        spinner.addSublayer(spoke)
        root.addSublayer(spinner)
        var fade = BasicAnimation<CGFloat>(keyPath: .opacity, from: 1, to: 0.15)
        fade.duration = 1
        fade.repeatCount = .infinity
        try spoke.add(fade, forKey: "fade")
        return root
    }

    /// How long the badge sample runs, in seconds: about when its spring settles (1.38 s).
    static let badgeDuration = 1.4

    /// A notification badge that pops in on a bouncy spring (stiffness 300, damping 10, a
    /// damping ratio of 0.29), from a tenth of its size.
    static func badge() throws -> Layer {
        let root = stage(64, 64)
        let badge = box(32, 32, at: CGPoint(x: 32, y: 32), radius: 16,
                        color: Color(red255: 255, green255: 59, blue255: 48), in: root)
        badge.borderColor = .white
        badge.borderWidth = 3
        var pop = SpringAnimation(keyPath: .transform, from: CGAffineTransform(scaleX: 0.1, y: 0.1), to: .identity)
        pop.stiffness = 300
        pop.damping = 10
        pop.duration = pop.settlingDuration
        try badge.add(pop, forKey: "pop")
        return root
    }

    /// The download control of EXAMPLES scene 1 over 4 s: idle (0–0.5 s), thinking (0.5–1.5 s),
    /// progress 0 → 100 % with the stop square (1.5–3.5 s), then done (the model state).
    static func downloadControl() throws -> Layer {
        let root = stage(64, 64)
        let control = LayerSamples.downloadControl(.done, at: CGPoint(x: 32, y: 32))
        root.addSublayer(control)
        guard let layers = control.sublayers as? [ShapeLayer], layers.count == 3, let check = layers[0].path else {
            return root
        }
        let (square, track, progress) = (layers[0], layers[1], layers[2])
        func over4s<A: Animation>(_ animation: A) -> A {
            var copy = animation
            copy.duration = 4
            return copy
        }
        func discrete<V>(_ key: AnimatableProperty<V>, _ values: [V], _ times: [Double]) -> KeyframeAnimation<V> {
            var animation = KeyframeAnimation(keyPath: key, values: values)
            animation.calculationMode = .discrete
            animation.keyTimes = times
            return over4s(animation)
        }
        let stop = BezierPath(roundedRect: CGRect(x: 15, y: 15, width: 14, height: 14), cornerRadius: 2)
        try square.add(discrete(.opacity, [0, 1], [0, 0.375, 1]), forKey: "visible")
        try square.add(discrete(.path, [stop, check], [0, 0.875, 1]), forKey: "shape")
        try square.add(discrete(.fillColor, [.systemBlue, .clear], [0, 0.875, 1]), forKey: "fill")
        try square.add(discrete(.strokeColor, [.clear, .systemBlue], [0, 0.875, 1]), forKey: "stroke")
        try track.add(discrete(.opacity, [1, 0, 1], [0, 0.125, 0.375, 1]), forKey: "visible")
        try progress.add(discrete(.opacity, [0, 1], [0, 0.125, 1]), forKey: "visible")
        var fill = KeyframeAnimation<CGFloat>(keyPath: .strokeEnd, values: [0.25, 0.25, 0, 1, 1])
        fill.keyTimes = [0, 0.375, 0.375, 0.875, 1]
        try progress.add(over4s(fill), forKey: "progress")
        try progress.add(spin(beginTime: 0.5, period: 0.5, turns: 2), forKey: "spin")
        return root
    }

    /// EXAMPLES scene 5: the same 160-point move in 1 s with ease in-out, then UIKit springs of
    /// damping ratio 0.1, 0.5 and 1.0, then 0.5 with a strong initial velocity (8 distances/s),
    /// and a modal panel rising with damping 0.75.
    static func springs() throws -> Layer {
        let root = stage(240, 200)
        let rows: [(Double?, Double)] = [(nil, 0), (0.1, 0), (0.5, 0), (1.0, 0), (0.5, 8)]
        for (row, (damping, velocity)) in rows.enumerated() {
            let mover = box(20, 20, at: CGPoint(x: 190, y: 16 + CGFloat(row) * 28), radius: 4,
                            color: damping == nil ? .systemGray : .systemBlue, in: root)
            if let damping {
                let spring = try Spring(duration: 1, dampingRatio: damping, initialVelocity: velocity)
                var move = SpringAnimation(keyPath: .positionX, spring: spring, from: 30)
                move.duration = 1.5
                try mover.add(move, forKey: "move")
            } else {
                var move = BasicAnimation(keyPath: .positionX, from: 30)
                move.duration = 1
                move.timingFunction = .easeInEaseOut
                try mover.add(move, forKey: "move")
            }
        }
        let panel = box(200, 50, at: CGPoint(x: 120, y: 175), radius: 10,
                        color: Color(red255: 242, green255: 242, blue255: 247), in: root)
        panel.borderWidth = 1
        panel.borderColor = .systemGray
        var present = SpringAnimation(keyPath: .positionY, spring: try Spring(duration: 0.8, dampingRatio: 0.75), from: 240)
        present.duration = 1.5
        try panel.add(present, forKey: "present")
        return root
    }

    /// EXAMPLES scene 4: a shape layer whose opacity changes at t = 0.5 s and 1.5 s run a custom
    /// action (``HueShiftAction``) that also shifts the background and stroke hues over 0.75 s
    /// from what is on screen, the second change interrupting nothing but starting from the first's end.
    static func hueAction() throws -> Layer {
        let root = stage(64, 64)
        let shape = ShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        shape.position = CGPoint(x: 32, y: 32)
        shape.cornerRadius = 8
        shape.path = BezierPath(ovalIn: CGRect(x: 8, y: 8, width: 28, height: 28))
        shape.fillColor = nil
        shape.lineWidth = 5
        shape.backgroundColor = Color(hue: 1, saturation: 0.8, brightness: 0.9)
        shape.strokeColor = Color(hue: 1.0 / 3, saturation: 0.8, brightness: 0.6)
        shape.actions = ["opacity": HueShiftAction()]
        root.addSublayer(shape)
        try Transaction.animate(at: 0.5) { shape.opacity = 0.6 }
        try Transaction.animate(at: 1.5) { shape.opacity = 0.25 }
        return root
    }

    // MARK: Parts

    /// A clockwise spin: one full turn every `period` seconds, `turns` times (or forever).
    private static func spin(beginTime: Double, period: Double, turns: Double) -> BasicAnimation<CGFloat> {
        var spin = BasicAnimation(keyPath: .rotation, from: 0, to: 2 * .pi)
        spin.beginTime = beginTime
        spin.duration = period
        spin.repeatCount = turns
        return spin
    }

    /// A `width × height` rounded box of `color` centred at `position`, added to `root`.
    private static func box(_ width: CGFloat, _ height: CGFloat, at position: CGPoint, radius: CGFloat,
                            color: Color, in root: Layer) -> Layer {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.position = position
        layer.cornerRadius = radius
        layer.backgroundColor = color
        root.addSublayer(layer)
        return layer
    }

    /// A white stage of `width × height` points with its origin at the top left.
    private static func stage(_ width: CGFloat, _ height: CGFloat) -> Layer {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.anchorPoint = .zero
        return root
    }

    /// An unfilled ring stroked in `color`, added to `root`, filling its bounds.
    private static func ringLayer(_ path: BezierPath, color: Color, width: CGFloat, in root: Layer) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.bounds = root.bounds
        layer.anchorPoint = .zero
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = width
        root.addSublayer(layer)
        return layer
    }
}
