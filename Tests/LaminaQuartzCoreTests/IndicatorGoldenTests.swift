// Two activity indicators written in the style of iOS loaders (our own code, built only with
// Apple's names), rendered through Lamina to golden images at fixed moments.
import Foundation
import Lamina
import LaminaTesting
import LaminaUIKit
import Testing

/// Three dots that shrink and fade one after another: keyframes of `transform.scale` and
/// `opacity` with key times and curves, in a repeating group with staggered begin times.
private func wavingDots(in layer: CALayer, size: CGSize, color: UIColor) {
    let gap: CGFloat = 3, diameter = (size.width - 2 * gap) / 3
    let curve = CAMediaTimingFunction(controlPoints: 0.3, 0.1, 0.4, 1)
    let shrink = CAKeyframeAnimation(keyPath: "transform.scale")
    shrink.keyTimes = [0, 0.4, 1]
    shrink.values = [1, 0.35, 1]
    shrink.timingFunctions = [curve, curve]
    let fade = CAKeyframeAnimation(keyPath: "opacity")
    fade.keyTimes = [0, 0.4, 1]
    fade.values = [1, 0.4, 1]
    let wave = CAAnimationGroup()
    wave.animations = [shrink, fade]
    wave.duration = 0.9
    wave.repeatCount = HUGE
    wave.isRemovedOnCompletion = false
    let start = CACurrentMediaTime()
    for index in 0..<3 {
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: CGFloat(index) * (diameter + gap), y: (size.height - diameter) / 2,
                           width: diameter, height: diameter)
        dot.path = UIBezierPath(arcCenter: CGPoint(x: diameter / 2, y: diameter / 2), radius: diameter / 2,
                                startAngle: 0, endAngle: 2 * .pi, clockwise: false).cgPath
        dot.fillColor = color.cgColor
        wave.beginTime = start + 0.15 * Double(index)
        dot.add(wave, forKey: "wave")
        layer.addSublayer(dot)
    }
}

/// A ring whose stroke grows and turns: `strokeEnd` from 0 to 1 and `transform.rotation.z` by a
/// whole turn, with round caps.
private func growingRing(in layer: CALayer, size: CGSize, color: UIColor) {
    let ring = CAShapeLayer()
    ring.frame = CGRect(origin: .zero, size: size)
    ring.path = UIBezierPath(arcCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2 - 4,
                             startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
    ring.fillColor = nil
    ring.strokeColor = color.cgColor
    ring.lineWidth = 4
    ring.lineCap = .round
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = 1
    grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    let turn = CABasicAnimation(keyPath: "transform.rotation")
    turn.byValue = Float.pi * 2
    let group = CAAnimationGroup()
    group.animations = [grow, turn]
    group.duration = 1.2
    group.repeatCount = .infinity
    ring.add(group, forKey: "spin")
    layer.addSublayer(ring)
}

@Suite struct IndicatorGoldenTests {
    /// A 48 × 48 root on a dark background holding the indicator drawn by `setUp`, at the
    /// moments given, side by side.
    private func strip(_ times: [Double], _ setUp: (CALayer, CGSize, UIColor) -> Void) throws -> Image {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        root.backgroundColor = UIColor(white: 0.15, alpha: 1).cgColor
        setUp(root, CGSize(width: 48, height: 48), .white)
        let strip = Layer()
        strip.bounds = CGRect(x: 0, y: 0, width: 48 * CGFloat(times.count), height: 48)
        for (index, time) in times.enumerated() {
            let frame = Layer()
            frame.frame = CGRect(x: 48 * CGFloat(index), y: 0, width: 48, height: 48)
            frame.contents = try root.image(at: time, scale: 2)
            frame.contentsScale = 2
            strip.addSublayer(frame)
        }
        return try Renderer(scale: 2).render(strip)
    }

    @Test func wavingDotsAtFourMoments() throws {
        // Exact: the same scene renders the same pixels; the default tolerance only absorbs
        // antialiasing differences between machines.
        assertGolden(try strip([0, 0.25, 0.5, 0.75], wavingDots), named: "waving-dots")
    }

    @Test func growingRingAtFourMoments() throws {
        assertGolden(try strip([0.15, 0.45, 0.75, 1.05], growingRing), named: "growing-ring")
    }
}
