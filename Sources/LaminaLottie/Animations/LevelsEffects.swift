// After Effects' Levels effects, which lottie-ios's Core Animation engine lacks: "Levels
// (Individual Controls)" (`ef` entry `ty` 24) and "Levels" (`mn` "ADBE Easy Levels2"). Each
// maps channel values from [input black, input white] to [output black, output white] through
// the gamma, c' = ob + (ow − ob) · ((c − ib) / (iw − ib))^(1/γ), constant outside the input
// range (an inverted range inverts), as lottie-web's SVGProLevelsFilter and Skia's Skottie
// compute it: a 256-entry table per channel in a component transfer on sRGB values. The
// individual controls apply the red, green, blue and alpha levels first and the RGB levels
// after them, as lottie-web does. Changing parameters animate the layer's filters
// (FilteringEffect.swift); the levels then stay tables even where they change nothing.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// The "Levels (Individual Controls)" effect's filter at the parameters' frame: parameters
    /// 2–6 the RGB levels, 9–13 red, 16–20 green, 23–27 blue, 30–34 alpha (each input black,
    /// input white, gamma, output black, output white, from 0…1). Nil when they change nothing.
    func individualLevelsFilter(_ parameters: EffectParameters) throws -> Filter? {
        let rgb = try Self.levels(parameters, from: 2), red = try Self.levels(parameters, from: 9),
            green = try Self.levels(parameters, from: 16), blue = try Self.levels(parameters, from: 23),
            alpha = try Self.levels(parameters, from: 30)
        var primitives: [FilterPrimitive] = []
        if [red, green, blue, alpha].contains(where: { $0 != .identity }) {
            primitives.append(FilterPrimitive(.componentTransfer(red: red, green: green, blue: blue, alpha: alpha),
                                              colorSpace: .sRGB))
        }
        if rgb != .identity {
            primitives.append(FilterPrimitive(.componentTransfer(red: rgb, green: rgb, blue: rgb, alpha: .identity),
                                              colorSpace: .sRGB))
        }
        return primitives.isEmpty ? nil : Self.everywhere(primitives)
    }

    /// The "Levels" effect's filter at the parameters' frame: parameter 0 the channel (1 RGB,
    /// 2 red, 3 green, 4 blue, 5 alpha), 2–6 its levels. Nil when they change nothing (another
    /// channel changes nothing).
    func levelsFilter(_ parameters: EffectParameters) throws -> Filter? {
        let levels = try Self.levels(parameters, from: 2)
        let channel = try parameters.first(0, 1)
        let identity = parameters.isAnimated ? Self.identityTable : .identity
        if !parameters.isAnimated {
            guard levels != .identity, channel >= 1, channel < 6 else { return nil }
        }
        func on(_ channels: Set<Int>) -> FilterTransferFunction {
            channels.contains(Int(saturating: channel)) ? levels : identity
        }
        return Self.everywhere([FilterPrimitive(
            .componentTransfer(red: on([1, 2]), green: on([1, 3]), blue: on([1, 4]), alpha: on([5])), colorSpace: .sRGB)])
    }

    /// The levels whose five parameters start at `start`, as a transfer function: a table
    /// whenever a parameter of the effect changes over time, so that the filters blend.
    private static func levels(_ parameters: EffectParameters, from start: Int) throws -> FilterTransferFunction {
        let function = levelsFunction(inBlack: try parameters.first(start, 0), inWhite: try parameters.first(start + 1, 1),
                                      gamma: try parameters.first(start + 2, 1), outBlack: try parameters.first(start + 3, 0),
                                      outWhite: try parameters.first(start + 4, 1))
        return parameters.isAnimated && function == .identity ? identityTable : function
    }

    /// The identity as a table of 256 entries.
    static let identityTable = FilterTransferFunction.table((0...255).map { CGFloat($0) / 255 })

    /// Levels as a table of 256 entries (entry i for the channel value i/255), or the identity
    /// for the default levels (0, 1, 1, 0, 1).
    static func levelsFunction(inBlack: Double, inWhite: Double, gamma: Double, outBlack: Double,
                               outWhite: Double) -> FilterTransferFunction {
        if inBlack == 0, inWhite == 1, gamma == 1, outBlack == 0, outWhite == 1 { return .identity }
        let low = min(inBlack, inWhite), high = max(inBlack, inWhite), inverted = inWhite < inBlack
        return .table((0...255).map { index in
            let c = Double(index) / 255
            let value: Double
            if c <= low {
                value = inverted ? outWhite : outBlack
            } else if c >= high {
                value = inverted ? outBlack : outWhite
            } else {
                value = outBlack + (outWhite - outBlack) * pow((c - inBlack) / (inWhite - inBlack), 1 / gamma)
            }
            return CGFloat(value.isFinite ? min(max(value, 0), 1) : 0)
        })
    }
}
