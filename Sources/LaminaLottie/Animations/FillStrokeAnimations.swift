// Fill and stroke paint, as lottie-ios's ShapeItemLayer / StrokeAnimation.swift: the colour
// (RGB 0…1; files with values above 1 are read as 0…255) times the opacity percentage; width,
// caps, joins, miter limit and dashes of `st`.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Sets a colour property from a colour track and an opacity track (sampled per frame when
    /// both change).
    func applyColor(_ color: Track<[Double]>, opacity: Track<[Double]>, to layer: ShapeLayer,
                    property: AnimatableProperty<Color>, set: @escaping (Color) -> Void) throws {
        let wide = color.valuesKnownNow.contains { $0.prefix(3).contains { $0 > 1 } }
        func paint(_ rgb: [Double], _ percent: Double) -> Color {
            func channel(_ index: Int) -> CGFloat {
                let value = index < rgb.count ? rgb[index] : 0
                return CGFloat(min(max(wide ? value / 255 : value, 0), 1))
            }
            return Color(red: channel(0), green: channel(1), blue: channel(2),
                         alpha: CGFloat(min(max(percent / 100, 0), 1)))
        }
        let opacity0 = opacity.initialValue.first ?? 100, color0 = color.initialValue
        if color.isAnimated, opacity.isAnimated {
            let times = (color.times + opacity.times).sorted()
            let span = Track<[Double]>.span(times, placeholder: [], path: color.path)
            try animate(span, property, on: layer, sample: true,
                        value: { color.value(at: $0) + [opacity.value(at: $0).first ?? 100] }, set: set) {
                paint(Array($0.prefix(3)), $0.last ?? 100)
            }
        } else if opacity.isAnimated {
            try animate(opacity, property, on: layer, set: set) { paint(color0, $0.first ?? 100) }
        } else {
            try animate(color, property, on: layer, set: set) { paint($0, opacity0) }
        }
    }

    /// The stroke's paint and style on `layer`.
    func applyStroke(_ stroke: StrokeModel, to layer: ShapeLayer) throws {
        try applyColor(stroke.color, opacity: stroke.opacity, to: layer, property: .strokeColor) { layer.strokeColor = $0 }
        try animate(stroke.width, .lineWidth, on: layer, set: { layer.lineWidth = $0 }) { CGFloat(max($0.first ?? 1, 0)) }
        layer.lineCap = switch stroke.cap {
        case 1: .butt
        case 3: .square
        default: .round
        }
        layer.lineJoin = switch stroke.join {
        case 1: .miter
        case 3: .bevel
        default: .round
        }
        try animate(stroke.miterLimit, .miterLimit, on: layer, set: { layer.miterLimit = $0 }) { CGFloat(max($0, 1)) }
        try applyDashes(stroke, to: layer)
    }

    /// The dash pattern (sampled at every frame when a length changes, which lottie-ios leaves
    /// at its first value and After Effects animates) and its phase (keyframed, as lottie-ios
    /// animates it), when some length is above 0.
    private func applyDashes(_ stroke: StrokeModel, to layer: ShapeLayer) throws {
        let lengths = stroke.dashes
        guard lengths.contains(where: { $0.containsValue { $0 > 0 } }) else { return }
        let times = lengths.flatMap { $0.times }
        let span = Track<[Double]>.span(times, placeholder: [], path: lengths[0].path)
        try animate(span, .lineDashPattern, on: layer, sample: true, value: { frame in lengths.map { $0.value(at: frame) } },
                    set: { layer.lineDashPattern = $0 }) { $0.map { CGFloat(max($0, 0)) } }
        try animate(stroke.dashOffset, .lineDashPhase, on: layer, set: { layer.lineDashPhase = $0 }) { CGFloat($0) }
    }
}
