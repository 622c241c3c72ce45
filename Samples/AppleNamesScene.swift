// A loading indicator written as iOS code writes it, with Apple's names only (LaminaUIKit):
// three dots pulsing one after another through a `CAKeyframeAnimation` of "transform.scale"
// with key times, values and timing functions, and a progress ring filling through a
// `CABasicAnimation` of "strokeEnd", as NVActivityIndicatorView and countless apps build them.
// On iOS the same function compiles with `import UIKit` (docs/Porting.md).
import LaminaUIKit

/// Builders of the Apple-names sample.
enum AppleNamesScene {
    /// Seconds one pulse of the dots takes.
    static let duration: CFTimeInterval = 0.75

    /// The indicator on a `size` × `size` point layer, drawn in `color`.
    static func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let spacing: CGFloat = 6
        let dotSize = (size.width - 2 * spacing) / 9
        let y = (layer.bounds.size.height - dotSize) / 2 - size.height / 4
        let beginTime = CACurrentMediaTime()
        let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
        let timing = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.keyTimes = [0, 0.3, 1]
        scale.timingFunctions = [timing, timing]
        scale.values = [1, 0.3, 1]
        scale.duration = duration
        scale.repeatCount = HUGE
        scale.isRemovedOnCompletion = false

        for (index, begin) in beginTimes.enumerated() {
            let dot = CAShapeLayer()
            dot.path = UIBezierPath(arcCenter: CGPoint(x: dotSize / 2, y: dotSize / 2), radius: dotSize / 2,
                                    startAngle: 0, endAngle: 2 * .pi, clockwise: false).cgPath
            dot.fillColor = color.cgColor
            dot.frame = CGRect(x: size.width / 2 - 1.5 * dotSize - spacing + (dotSize + spacing) * CGFloat(index),
                               y: y, width: dotSize, height: dotSize)
            scale.beginTime = beginTime + begin
            dot.add(scale, forKey: "animation")
            layer.addSublayer(dot)
        }

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: size.width / 4, y: size.height / 2, width: size.width / 2, height: size.height / 2 - 8)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: size.width / 4, y: size.height / 4 - 4), radius: size.width / 5,
                                 startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = color.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2 * duration
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fill.repeatCount = .infinity
        ring.add(fill, forKey: "progress")
        layer.addSublayer(ring)
    }

    /// The indicator in red on a 128-point layer, as a Lamina layer tree to render.
    static func indicator() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 128, height: 128)
        setUpAnimation(in: layer, size: layer.bounds.size, color: UIColor(red: 0.93, green: 0.35, blue: 0.33, alpha: 1))
        return layer
    }
}
