// The filter primitive elements (SVG 1.1 §15.9–15.25, Filter Effects 1 §9) as Lamina's
// FilterEffect values: their attributes, defaults and invalid values. `primitiveUnits` (user
// space, or fractions of the bounding box) scale lengths and subregions (FilterUnits).
import Foundation
import Lamina

/// How a filter's primitives read lengths and subregions: in user space, or as fractions of
/// the filtered element's bounding box (`primitiveUnits="objectBoundingBox"`).
struct FilterUnits {
    /// The bounding box for `objectBoundingBox` units; nil for user space.
    let objectBox: CGRect?
    /// The filter region, where a subregion's missing x, y, width or height come from.
    let region: CGRect
    /// The nearest viewport, for percentages in user space.
    let viewport: CGSize
    /// User units per inch.
    let pixelsPerInch: Double

    /// A horizontal (`horizontal`) or vertical number in user units.
    func length(_ value: CGFloat, horizontal: Bool) -> CGFloat {
        guard let box = objectBox else { return value }
        return value * (horizontal ? box.width : box.height)
    }

    /// The subregion a primitive's x, y, width and height give; nil when it has none.
    ///
    /// In `objectBoundingBox` units they are fractions as resvg reads them: of the bounding box
    /// for `feFlood` and `feImage` (0, 0, 1, 1 when absent); for the other primitives the
    /// width and height are fractions of the filter region, which a missing x or y scales too
    /// (the suite's references are drawn so).
    func subregion(of element: ScriptElement) -> CGRect? {
        let names = ["x", "y", "width", "height"]
        guard names.contains(where: { element[$0] != nil }) else { return nil }
        func length(_ name: String) -> ScriptLength? { element[name].flatMap { try? ScriptLength(parsing: $0) } }
        guard let box = objectBox else {
            func value(_ name: String, _ fallback: CGFloat, _ reference: CGFloat) -> CGFloat {
                length(name)?.resolved(percentOf: reference, pixelsPerInch: pixelsPerInch) ?? fallback
            }
            return CGRect(x: value("x", region.minX, viewport.width), y: value("y", region.minY, viewport.height),
                          width: value("width", region.width, viewport.width),
                          height: value("height", region.height, viewport.height))
        }
        func fraction(_ name: String) -> CGFloat? { length(name).map { $0.unit == .percent ? $0.value / 100 : $0.value } }
        if element.name == "feFlood" || element.name == "feImage" {
            return ScriptResolver.unit(CGRect(x: fraction("x") ?? 0, y: fraction("y") ?? 0, width: fraction("width") ?? 1,
                                              height: fraction("height") ?? 1), in: box)
        }
        let (fw, fh) = (fraction("width") ?? 1, fraction("height") ?? 1)
        return CGRect(x: fraction("x").map { box.minX + $0 * box.width } ?? region.minX * fw,
                      y: fraction("y").map { box.minY + $0 * box.height } ?? region.minY * fh,
                      width: region.width * fw, height: region.height * fh)
    }
}

extension ScriptResolver {
    /// What `element` computes; nil for a primitive Lamina does not draw yet.
    func effect(of element: ScriptElement, style: ScriptStyle, units: FilterUnits) throws -> FilterEffect? {
        func numbers(_ name: String) throws -> [CGFloat]? {
            try reading(element, name) { v throws(ValueError) in try ValueScanner.numberList(v).map { CGFloat($0) } }
        }
        func number(_ name: String, _ fallback: CGFloat) throws -> CGFloat {
            try reading(element, name) { v throws(ValueError) in CGFloat(try ValueScanner.singleNumber(v)) } ?? fallback
        }
        func deviation() throws -> CGSize {
            // More than two numbers give none; a negative one none on its axis (as resvg reads it).
            let values = try numbers("stdDeviation") ?? [0]
            guard values.count == 1 || values.count == 2 else { return .zero }
            return CGSize(width: units.length(max(values[0], 0), horizontal: true),
                          height: units.length(max(values.count == 2 ? values[1] : values[0], 0), horizontal: false))
        }
        func shift(_ fallback: CGFloat) throws -> CGSize {
            CGSize(width: units.length(try number("dx", fallback), horizontal: true),
                   height: units.length(try number("dy", fallback), horizontal: false))
        }
        var flood: Color {
            let color = style.floodColor.resolved(current: style.color)
            return color.withAlphaComponent(color.alpha * min(max(style.floodOpacity, 0), 1))
        }
        let second = Self.input(element["in2"])
        switch element.name {
        case "feGaussianBlur": return .gaussianBlur(standardDeviation: try deviation())
        case "feOffset": return .offset(try shift(0))
        case "feFlood": return .flood(flood)
        case "feDropShadow":
            return .dropShadow(offset: try shift(2), standardDeviation: try numbers("stdDeviation") == nil
                ? CGSize(width: units.length(2, horizontal: true), height: units.length(2, horizontal: false))
                : try deviation(), color: flood)
        case "feMerge":
            return .merge(element.children.filter { $0.name == "feMergeNode" }.map { Self.input($0["in"]) })
        case "feBlend":
            let mode = element["mode"].flatMap { ScriptStyle.blendModes[$0.trimmed] } ?? .normal
            return .blend(mode, second)
        case "feComposite":
            let op: FilterCompositeOperator
            switch element["operator"]?.trimmed {
            case "in": op = .in
            case "out": op = .out
            case "atop": op = .atop
            case "xor": op = .xor
            case "arithmetic":
                op = .arithmetic(k1: try number("k1", 0), k2: try number("k2", 0), k3: try number("k3", 0),
                                 k4: try number("k4", 0))
            default: op = .over
            }
            return .composite(op, second)
        case "feConvolveMatrix": return try convolveMatrix(element)
        case "feDisplacementMap": return try displacementMap(element, units: units)
        case "feColorMatrix": return try colorMatrix(element)
        case "feTile": return .tile
        case "feDiffuseLighting", "feSpecularLighting": return try lighting(element, style: style, units: units)
        case "feMorphology":
            // resvg's reading: 1 by default; a zero becomes 1, a negative value the default.
            var radius = CGSize(width: 1, height: 1)
            if let r = try numbers("radius") {
                var (rx, ry): (CGFloat, CGFloat) = r.count == 2 ? (r[0], r[1]) : r.count == 1 ? (r[0], r[0]) : (0, 0)
                if rx == 0 { rx = 1 }
                if ry == 0 { ry = 1 }
                if rx > 0, ry > 0 { radius = CGSize(width: rx, height: ry) }
            }
            return .morphology(dilate: element["operator"]?.trimmed == "dilate",
                               radius: CGSize(width: units.length(radius.width, horizontal: true),
                                              height: units.length(radius.height, horizontal: false)))
        case "feTurbulence":
            // Invalid frequencies give none; a negative octave count none (as resvg reads them).
            var frequency = CGSize.zero
            if let f = try numbers("baseFrequency"), f.count == 1 || f.count == 2, f.allSatisfy({ $0 >= 0 }) {
                frequency = CGSize(width: f[0], height: f.count == 2 ? f[1] : f[0])
            }
            let octaves = try number("numOctaves", 1)
            let seed = try number("seed", 0)
            return .turbulence(baseFrequency: frequency,
                               octaves: octaves.isFinite
                                   ? Int(min(max(octaves, 0), CGFloat(FilterEffect.maximumOctaves)).rounded()) : 0,
                               seed: seed.isFinite ? Int(min(max(seed.rounded(.towardZero), -2e9), 2e9)) : 0,
                               stitchTiles: element["stitchTiles"]?.trimmed == "stitch",
                               fractalNoise: element["type"]?.trimmed == "fractalNoise")
        case "feComponentTransfer":
            func function(_ name: String) throws -> FilterTransferFunction {
                guard let child = element.children.last(where: { $0.name == name }) else { return .identity }
                let table = try reading(child, "tableValues") { v throws(ValueError) in
                    try ValueScanner.numberList(v).map { CGFloat($0) }
                } ?? []
                func value(_ attribute: String, _ fallback: CGFloat) throws -> CGFloat {
                    try reading(child, attribute) { v throws(ValueError) in CGFloat(try ValueScanner.singleNumber(v)) }
                        ?? fallback
                }
                switch child["type"]?.trimmed {
                case "table": return table.isEmpty ? .identity : .table(table)
                case "discrete": return table.isEmpty ? .identity : .discrete(table)
                case "linear": return .linear(slope: try value("slope", 1), intercept: try value("intercept", 0))
                case "gamma":
                    return .gamma(amplitude: try value("amplitude", 1), exponent: try value("exponent", 1),
                                  offset: try value("offset", 0))
                default: return .identity
                }
            }
            return .componentTransfer(red: try function("feFuncR"), green: try function("feFuncG"),
                                      blue: try function("feFuncB"), alpha: try function("feFuncA"))
        default: return nil
        }
    }

    /// `feColorMatrix`'s matrix for its `type` and `values` (identity where they are invalid); a
    /// hue rotation keeps its angle.
    private func colorMatrix(_ element: ScriptElement) throws -> FilterEffect {
        let identity = FilterEffect.colorMatrix(FilterMatrices.identity)
        let values = try reading(element, "values") { v throws(ValueError) in
            try ValueScanner.numberList(v).map { CGFloat($0) }
        }
        switch element["type"]?.trimmed ?? "matrix" {
        case "saturate":
            guard let values, let factor = values.first else { return identity }
            // Bounded to 0…1 as resvg does (SVG 1.1's range; Filter Effects 1 lets a negative
            // factor undersaturate, which no renderer the suite compares with draws alike).
            return .colorMatrix(FilterMatrices.saturate(min(max(factor, 0), 1)))
        case "hueRotate":
            guard let values, values.count == 1 else { return identity }
            return .hueRotate(degrees: values[0])
        case "luminanceToAlpha": return .colorMatrix(FilterMatrices.luminanceToAlpha)
        default:
            guard let values, values.count == 20 else { return identity }
            return .colorMatrix(values)
        }
    }
}
