// The benchmark's screen of indicators written as iOS code writes it, with Core Animation's and
// UIKit's names only (LaminaUIKit): each indicator a `setUpAnimation(in:size:color:)` as in
// NVActivityIndicatorView, built from CAShapeLayer, UIBezierPath, CAKeyframeAnimation with
// keyTimes, values and timingFunctions, CABasicAnimation and CAAnimationGroup.
import LaminaUIKit

extension IndicatorScreen {
    /// The screen built with Apple's names: a root `CALayer` of ``size`` holding one layer per
    /// cell.
    static func appleNamesScreen() -> CALayer {
        let screen = CALayer()
        screen.frame = CGRect(origin: .zero, size: size)
        screen.backgroundColor = UIColor.white.cgColor
        for index in 0..<(columns * rows) {
            let cell = CALayer()
            cell.frame = cellFrame(at: index)
            let rgb = color(at: index)
            let color = UIColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: 1)
            AppleNamesIndicator.setUpAnimation(kind(at: index), in: cell,
                                               size: CGSize(width: indicatorSide, height: indicatorSide), color: color)
            screen.addSublayer(cell)
        }
        return screen
    }
}

/// The six indicators, with Apple's names.
private enum AppleNamesIndicator {
    /// Adds the animated layers of a `kind` indicator of `size` to `layer`, centred.
    static func setUpAnimation(_ kind: IndicatorScreen.Kind, in layer: CALayer, size: CGSize, color: UIColor) {
        switch kind {
        case .ballPulse: ballPulse(in: layer, size: size, color: color)
        case .ballScaleMultiple: ballScaleMultiple(in: layer, size: size, color: color)
        case .ballClipRotate: ballClipRotate(in: layer, size: size, color: color)
        case .ballSpinFadeLoader: ballSpinFadeLoader(in: layer, size: size, color: color)
        case .lineScale: lineScale(in: layer, size: size, color: color)
        case .circleStrokeSpin: circleStrokeSpin(in: layer, size: size, color: color)
        }
    }

    /// A filled circle of `size`.
    static func circle(size: CGSize, color: UIColor) -> CAShapeLayer {
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
                    startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let layer = CAShapeLayer()
        layer.fillColor = color.cgColor
        layer.path = path.cgPath
        layer.frame = CGRect(origin: .zero, size: size)
        return layer
    }

    /// A ring of `size` stroked 2 points wide from `start` to `end` radians.
    static func ring(size: CGSize, color: UIColor, from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CAShapeLayer {
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
                    startAngle: start, endAngle: end, clockwise: clockwise)
        let layer = CAShapeLayer()
        layer.fillColor = nil
        layer.strokeColor = color.cgColor
        layer.lineWidth = 2
        layer.path = path.cgPath
        layer.frame = CGRect(origin: .zero, size: size)
        return layer
    }

    /// `size` centred in `layer`'s bounds.
    static func centred(_ size: CGSize, in layer: CALayer) -> CGRect {
        CGRect(x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
               width: size.width, height: size.height)
    }

    static func ballPulse(in layer: CALayer, size: CGSize, color: UIColor) {
        let spacing: CGFloat = 2
        let circleSize = (size.width - 2 * spacing) / 3
        let x = (layer.bounds.width - size.width) / 2, y = (layer.bounds.height - circleSize) / 2
        let beginTime = CACurrentMediaTime()
        let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
        let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)
        let animation = CAKeyframeAnimation(keyPath: "transform.scale")
        animation.keyTimes = [0, 0.3, 1]
        animation.timingFunctions = [timingFunction, timingFunction]
        animation.values = [1, 0.3, 1]
        animation.duration = 0.75
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        for i in 0..<3 {
            let dot = circle(size: CGSize(width: circleSize, height: circleSize), color: color)
            dot.frame = CGRect(x: x + (circleSize + spacing) * CGFloat(i), y: y, width: circleSize, height: circleSize)
            animation.beginTime = beginTime + beginTimes[i]
            dot.add(animation, forKey: "animation")
            layer.addSublayer(dot)
        }
    }

    static func ballScaleMultiple(in layer: CALayer, size: CGSize, color: UIColor) {
        let duration: CFTimeInterval = 1
        let beginTime = CACurrentMediaTime()
        let beginTimes = [0, 0.2, 0.4]
        let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
        scaleAnimation.duration = duration
        scaleAnimation.fromValue = 0
        scaleAnimation.toValue = 1
        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.duration = duration
        opacityAnimation.keyTimes = [0, 0.05, 1]
        opacityAnimation.values = [0, 1, 0]
        let animation = CAAnimationGroup()
        animation.animations = [scaleAnimation, opacityAnimation]
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        for i in 0..<3 {
            let ball = circle(size: size, color: color)
            ball.frame = centred(size, in: layer)
            ball.opacity = 0
            animation.beginTime = beginTime + beginTimes[i]
            ball.add(animation, forKey: "animation")
            layer.addSublayer(ball)
        }
    }

    static func ballClipRotate(in layer: CALayer, size: CGSize, color: UIColor) {
        let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
        scaleAnimation.keyTimes = [0, 0.5, 1]
        scaleAnimation.values = [1, 0.6, 1]
        let rotateAnimation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        rotateAnimation.keyTimes = scaleAnimation.keyTimes
        rotateAnimation.values = [0, Double.pi, 2 * Double.pi]
        let animation = CAAnimationGroup()
        animation.animations = [scaleAnimation, rotateAnimation]
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 0.75
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        let arc = ring(size: size, color: color, from: -3 * .pi / 4, to: -.pi / 4, clockwise: false)
        arc.frame = centred(size, in: layer)
        arc.add(animation, forKey: "animation")
        layer.addSublayer(arc)
    }

    static func ballSpinFadeLoader(in layer: CALayer, size: CGSize, color: UIColor) {
        let spacing: CGFloat = -2
        let circleSize = (size.width - 4 * spacing) / 5
        let origin = centred(size, in: layer).origin
        let beginTime = CACurrentMediaTime()
        let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
        scaleAnimation.keyTimes = [0, 0.5, 1]
        scaleAnimation.values = [1, 0.4, 1]
        scaleAnimation.duration = 1
        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.keyTimes = [0, 0.5, 1]
        opacityAnimation.values = [1, 0.3, 1]
        opacityAnimation.duration = 1
        let animation = CAAnimationGroup()
        animation.animations = [scaleAnimation, opacityAnimation]
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 1
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        let radius = size.width / 2 - circleSize / 2
        for i in 0..<8 {
            let angle = CGFloat.pi / 4 * CGFloat(i)
            let dot = circle(size: CGSize(width: circleSize, height: circleSize), color: color)
            dot.frame = CGRect(x: origin.x + radius * (cos(angle) + 1), y: origin.y + radius * (sin(angle) + 1),
                               width: circleSize, height: circleSize)
            animation.beginTime = beginTime + 0.12 * Double(i)
            dot.add(animation, forKey: "animation")
            layer.addSublayer(dot)
        }
    }

    static func lineScale(in layer: CALayer, size: CGSize, color: UIColor) {
        let lineSize = size.width / 9
        let origin = centred(size, in: layer).origin
        let beginTime = CACurrentMediaTime()
        let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)
        let animation = CAKeyframeAnimation(keyPath: "transform.scale.y")
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = [timingFunction, timingFunction]
        animation.values = [1, 0.4, 1]
        animation.duration = 1
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        for i in 0..<5 {
            let line = CAShapeLayer()
            line.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: lineSize, height: size.height),
                                     cornerRadius: lineSize / 2).cgPath
            line.fillColor = color.cgColor
            line.frame = CGRect(x: origin.x + lineSize * 2 * CGFloat(i), y: origin.y, width: lineSize, height: size.height)
            animation.beginTime = beginTime + 0.1 * Double(i + 1)
            line.add(animation, forKey: "animation")
            layer.addSublayer(line)
        }
    }

    static func circleStrokeSpin(in layer: CALayer, size: CGSize, color: UIColor) {
        let beginTime = 0.5, strokeStartDuration = 1.2, strokeEndDuration = 0.7
        let curve = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)
        let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
        rotationAnimation.byValue = Float.pi * 2
        rotationAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
        let strokeEndAnimation = CABasicAnimation(keyPath: "strokeEnd")
        strokeEndAnimation.duration = strokeEndDuration
        strokeEndAnimation.timingFunction = curve
        strokeEndAnimation.fromValue = 0
        strokeEndAnimation.toValue = 1
        let strokeStartAnimation = CABasicAnimation(keyPath: "strokeStart")
        strokeStartAnimation.duration = strokeStartDuration
        strokeStartAnimation.timingFunction = curve
        strokeStartAnimation.fromValue = 0
        strokeStartAnimation.toValue = 1
        strokeStartAnimation.beginTime = beginTime
        let group = CAAnimationGroup()
        group.animations = [rotationAnimation, strokeEndAnimation, strokeStartAnimation]
        group.duration = strokeStartDuration + beginTime
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        let stroke = ring(size: size, color: color, from: -(.pi / 2), to: .pi + .pi / 2, clockwise: true)
        stroke.frame = centred(size, in: layer)
        stroke.add(group, forKey: "animation")
        layer.addSublayer(stroke)
    }
}
