// After Effects' Fill, Tint and Tritone layer effects (`ef` entries `ty` 21, 20 and 23), which
// lottie-ios's Core Animation engine lacks: filters in the layer's `filters`, run before its
// mask as After Effects runs effects, on sRGB values. Fill paints the layer in its colour with
// its alpha times the effect's opacity, as lottie-web's SVGFillFilter and Skia's Skottie do;
// Tint maps each pixel's luminance (Rec. 709 weights, as SVG's luminanceToAlpha) from the
// "map black to" colour to the "map white to" colour and mixes that with the pixel by the
// amount; Tritone maps the luminance through shadows, midtones and highlights and mixes the
// pixel back in by "blend with original", as Skottie does. Changing parameters animate the
// layer's filters (FilteringEffect.swift).
import Foundation
import Lamina

extension LayerAnimationContext {
    /// The Fill effect's filter at the parameters' frame.
    func fillFilter(_ parameters: EffectParameters) throws -> Filter? {
        if try parameters.first(0, 0) != 0 || parameters.first(3, 0) != 0 || parameters.first(4, 0) != 0
            || parameters.first(5, 0) != 0 {
            diagnostics.warn(parameters.path, "a Fill effect's mask, invert and feather are not supported yet; "
                             + "the whole layer is filled")
        }
        let color = try parameters.values(2, [1, 0, 0, 1]), opacity = try parameters.first(6, 1)
        func channel(_ index: Int) -> CGFloat { CGFloat(index < color.count ? min(max(color[index], 0), 1) : 0) }
        let matrix: [CGFloat] = [0, 0, 0, 0, channel(0), 0, 0, 0, 0, channel(1), 0, 0, 0, 0, channel(2),
                                 0, 0, 0, CGFloat(min(max(opacity, 0), 1)), 0]
        return Self.everywhere([FilterPrimitive(.colorMatrix(matrix), colorSpace: .sRGB)])
    }

    /// The Tint effect's filter at the parameters' frame.
    func tintFilter(_ parameters: EffectParameters) throws -> Filter? {
        let black = try parameters.values(0, [0, 0, 0]), white = try parameters.values(1, [1, 1, 1])
        let amount = CGFloat(min(max(try parameters.first(2, 100) / 100, 0), 1))
        var matrix: [CGFloat] = []
        for row in 0..<3 {
            let low = CGFloat(row < black.count ? black[row] : 0), high = CGFloat(row < white.count ? white[row] : 1)
            let columns = (0..<3).map { column in
                (column == row ? 1 - amount : 0) + amount * (high - low) * Self.luminanceWeights[column]
            }
            matrix += columns + [0, amount * low]
        }
        matrix += [0, 0, 0, 1, 0]
        return Self.everywhere([FilterPrimitive(.colorMatrix(matrix), colorSpace: .sRGB)])
    }

    /// The Tritone effect's filter at the parameters' frame: each pixel's luminance becomes the
    /// shadows colour at 0, the midtones colour at ½ and the highlights colour at 1 (linearly
    /// between), and "blend with original" (percent) mixes the pixel back in.
    func tritoneFilter(_ parameters: EffectParameters) throws -> Filter? {
        let colors = [try parameters.values(2, [0, 0, 0]), try parameters.values(1, [0.5, 0.5, 0.5]),
                      try parameters.values(0, [1, 1, 1])]
        let original = CGFloat(min(max(try parameters.first(3, 0) / 100, 0), 1))
        func ramp(_ channel: Int) -> FilterTransferFunction {
            .table(colors.map { CGFloat(channel < $0.count ? min(max($0[channel], 0), 1) : 0) })
        }
        let row: [CGFloat] = Self.luminanceWeights + [0, 0]
        let luminance: [CGFloat] = row + row + row + [0, 0, 0, 1, 0]
        var primitives = [
            FilterPrimitive(.colorMatrix(luminance), colorSpace: .sRGB),
            FilterPrimitive(.componentTransfer(red: ramp(0), green: ramp(1), blue: ramp(2), alpha: .identity),
                            colorSpace: .sRGB),
        ]
        if original > 0 || parameters.isAnimated {
            // Premultiplied mix of the toned pixel (same alpha) and the original.
            primitives.append(FilterPrimitive(.composite(.arithmetic(k1: 0, k2: 1 - original, k3: original, k4: 0),
                                                         .sourceGraphic), colorSpace: .sRGB))
        }
        return Self.everywhere(primitives)
    }

    /// Rec. 709 luminance weights of red, green and blue (SVG's luminanceToAlpha).
    static let luminanceWeights: [CGFloat] = [0.2126, 0.7152, 0.0722]
}
