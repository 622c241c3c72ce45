// The benchmark's screen of indicators built with Lamina's own types (Layer, ShapeLayer,
// BezierPath, KeyframeAnimation, BasicAnimation, AnimationGroup): the same layers, paths,
// colours and animations as IndicatorScreen+AppleNames.swift, written as Lamina code writes them.
import Foundation
import Lamina

extension IndicatorScreen {
    /// The screen built with Lamina's types: a root ``Layer`` of ``size`` holding one layer per
    /// cell.
    static func laminaScreen() throws -> Layer {
        let screen = Layer()
        screen.frame = CGRect(origin: .zero, size: size)
        screen.backgroundColor = .white
        for index in 0..<(columns * rows) {
            let cell = Layer()
            cell.frame = cellFrame(at: index)
            let rgb = color(at: index)
            try LaminaIndicator.add(kind(at: index), to: cell, size: CGSize(width: indicatorSide, height: indicatorSide),
                                    color: Color(red: rgb.red, green: rgb.green, blue: rgb.blue))
            screen.addSublayer(cell)
        }
        return screen
    }
}

/// The six indicators, with Lamina's types.
private enum LaminaIndicator {
    /// Adds the animated layers of a `kind` indicator of `size` to `layer`, centred.
    static func add(_ kind: IndicatorScreen.Kind, to layer: Layer, size: CGSize, color: Color) throws {
        switch kind {
        case .ballPulse: try ballPulse(in: layer, size: size, color: color)
        case .ballScaleMultiple: try ballScaleMultiple(in: layer, size: size, color: color)
        case .ballClipRotate: try ballClipRotate(in: layer, size: size, color: color)
        case .ballSpinFadeLoader: try ballSpinFadeLoader(in: layer, size: size, color: color)
        case .lineScale: try lineScale(in: layer, size: size, color: color)
        case .circleStrokeSpin: try circleStrokeSpin(in: layer, size: size, color: color)
        }
    }

    /// A filled circle of `size`.
    static func circle(size: CGSize, color: Color) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.fillColor = color
        layer.path = BezierPath(arcCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
                                startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        layer.frame = CGRect(origin: .zero, size: size)
        return layer
    }

    /// A ring of `size` stroked 2 points wide from `start` to `end` radians.
    static func ring(size: CGSize, color: Color, from start: CGFloat, to end: CGFloat, clockwise: Bool) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = 2
        layer.path = BezierPath(arcCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
                                startAngle: start, endAngle: end, clockwise: clockwise)
        layer.frame = CGRect(origin: .zero, size: size)
        return layer
    }

    /// `size` centred in `layer`'s bounds.
    static func centred(_ size: CGSize, in layer: Layer) -> CGRect {
        CGRect(x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
               width: size.width, height: size.height)
    }

    /// The curve NVActivityIndicatorView's pulses use.
    static let pulseCurve = (try? TimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)) ?? .linear

    static func ballPulse(in layer: Layer, size: CGSize, color: Color) throws {
        let spacing: CGFloat = 2
        let circleSize = (size.width - 2 * spacing) / 3
        let x = (layer.bounds.width - size.width) / 2, y = (layer.bounds.height - circleSize) / 2
        var animation = KeyframeAnimation(keyPath: .scale, values: [1, 0.3, 1])
        animation.keyTimes = [0, 0.3, 1]
        animation.timingFunctions = [pulseCurve, pulseCurve]
        animation.duration = 0.75
        animation.repeatCount = .infinity
        animation.isRemovedOnCompletion = false
        for (i, begin) in [0.12, 0.24, 0.36].enumerated() {
            let dot = circle(size: CGSize(width: circleSize, height: circleSize), color: color)
            dot.frame = CGRect(x: x + (circleSize + spacing) * CGFloat(i), y: y, width: circleSize, height: circleSize)
            animation.beginTime = begin
            try dot.add(animation, forKey: "animation")
            layer.addSublayer(dot)
        }
    }

    static func ballScaleMultiple(in layer: Layer, size: CGSize, color: Color) throws {
        var opacity = KeyframeAnimation(keyPath: .opacity, values: [0, 1, 0])
        opacity.keyTimes = [0, 0.05, 1]
        opacity.duration = 1
        var scale = BasicAnimation(keyPath: .scale, from: 0, to: 1)
        scale.duration = 1
        var group = AnimationGroup([scale, opacity])
        group.duration = 1
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        for begin in [0, 0.2, 0.4] {
            let ball = circle(size: size, color: color)
            ball.frame = centred(size, in: layer)
            ball.opacity = 0
            group.beginTime = begin
            try ball.add(group, forKey: "animation")
            layer.addSublayer(ball)
        }
    }

    static func ballClipRotate(in layer: Layer, size: CGSize, color: Color) throws {
        var scale = KeyframeAnimation(keyPath: .scale, values: [1, 0.6, 1])
        scale.keyTimes = [0, 0.5, 1]
        var rotation = KeyframeAnimation(keyPath: .rotation, values: [0, .pi, 2 * .pi])
        rotation.keyTimes = [0, 0.5, 1]
        var group = AnimationGroup([scale, rotation])
        group.duration = 0.75
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        let arc = ring(size: size, color: color, from: -3 * .pi / 4, to: -.pi / 4, clockwise: false)
        arc.frame = centred(size, in: layer)
        try arc.add(group, forKey: "animation")
        layer.addSublayer(arc)
    }

    static func ballSpinFadeLoader(in layer: Layer, size: CGSize, color: Color) throws {
        let spacing: CGFloat = -2
        let circleSize = (size.width - 4 * spacing) / 5
        let origin = centred(size, in: layer).origin
        var scale = KeyframeAnimation(keyPath: .scale, values: [1, 0.4, 1])
        scale.keyTimes = [0, 0.5, 1]
        scale.duration = 1
        var opacity = KeyframeAnimation(keyPath: .opacity, values: [1, 0.3, 1])
        opacity.keyTimes = [0, 0.5, 1]
        opacity.duration = 1
        var group = AnimationGroup([scale, opacity])
        group.duration = 1
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        let radius = size.width / 2 - circleSize / 2
        for i in 0..<8 {
            let angle = CGFloat.pi / 4 * CGFloat(i)
            let dot = circle(size: CGSize(width: circleSize, height: circleSize), color: color)
            dot.frame = CGRect(x: origin.x + radius * (cos(angle) + 1), y: origin.y + radius * (sin(angle) + 1),
                               width: circleSize, height: circleSize)
            group.beginTime = 0.12 * Double(i)
            try dot.add(group, forKey: "animation")
            layer.addSublayer(dot)
        }
    }

    static func lineScale(in layer: Layer, size: CGSize, color: Color) throws {
        let lineSize = size.width / 9
        let origin = centred(size, in: layer).origin
        var animation = KeyframeAnimation(keyPath: .scaleY, values: [1, 0.4, 1])
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = [pulseCurve, pulseCurve]
        animation.duration = 1
        animation.repeatCount = .infinity
        animation.isRemovedOnCompletion = false
        for i in 0..<5 {
            let line = ShapeLayer()
            line.path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: lineSize, height: size.height),
                                   cornerRadius: lineSize / 2)
            line.fillColor = color
            line.frame = CGRect(x: origin.x + lineSize * 2 * CGFloat(i), y: origin.y, width: lineSize, height: size.height)
            animation.beginTime = 0.1 * Double(i + 1)
            try line.add(animation, forKey: "animation")
            layer.addSublayer(line)
        }
    }

    static func circleStrokeSpin(in layer: Layer, size: CGSize, color: Color) throws {
        let curve = try TimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)
        let rotation = BasicAnimation(keyPath: .rotation, by: 2 * .pi)
        var strokeEnd = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        strokeEnd.duration = 0.7
        strokeEnd.timingFunction = curve
        var strokeStart = BasicAnimation(keyPath: .strokeStart, from: 0, to: 1)
        strokeStart.duration = 1.2
        strokeStart.timingFunction = curve
        strokeStart.beginTime = 0.5
        var group = AnimationGroup([rotation, strokeEnd, strokeStart])
        group.duration = 1.7
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        let stroke = ring(size: size, color: color, from: -(.pi / 2), to: .pi + .pi / 2, clockwise: true)
        stroke.frame = centred(size, in: layer)
        try stroke.add(group, forKey: "animation")
        layer.addSublayer(stroke)
    }
}
