// `feConvolveMatrix` and `feDisplacementMap` (Filter Effects Module Level 1 §9.13, §9.15) as
// Lamina's FilterEffect values. An attribute value that is merely invalid behaves as if absent,
// with a warning; a kernel in error (kernelMatrix missing or of the wrong length, a divisor of
// 0, a target outside the kernel) makes the primitive's result transparent, with a warning, as
// resvg renders it. kernelUnitLength is not read: one cell is one device pixel, as in resvg.
import Foundation
import Lamina

extension ScriptResolver {
    /// `feConvolveMatrix`'s kernel; a transparent flood when the kernel is in error.
    func convolveMatrix(_ element: ScriptElement) throws -> FilterEffect {
        func integer(_ v: Double) -> Int? {
            v.rounded() == v && abs(v) <= Double(FilterConvolution.maximumValues) ? Int(v) : nil
        }
        let order = try reading(element, "order") { text throws(ValueError) -> (Int, Int) in
            let values = try ValueScanner.numberList(text)
            guard values.count == 1 || values.count == 2, let x = integer(values[0]), let y = integer(values.last ?? 0),
                  x > 0, y > 0 else {
                throw .expected("one or two positive integers", found: text)
            }
            return (x, y)
        } ?? (3, 3)
        func target(_ name: String) throws -> Int? {
            try reading(element, name) { text throws(ValueError) -> Int in
                guard let t = integer(try ValueScanner.singleNumber(text)) else { throw .expected("an integer", found: text) }
                return t
            }
        }
        // Read here rather than through `reading`: a malformed list is one error, told below.
        let matrixText = element["kernelMatrix"]
        let values = matrixText.flatMap { try? ValueScanner.numberList($0).map { CGFloat($0) } } ?? []
        let divisor = try reading(element, "divisor") { text throws(ValueError) in CGFloat(try ValueScanner.singleNumber(text)) }
        let edgeMode = try reading(element, "edgeMode") { text throws(ValueError) -> FilterEdgeMode in
            switch text.trimmed {
            case "duplicate": return .duplicate
            case "wrap": return .wrap
            case "none": return .none
            default: throw .expected("duplicate, wrap or none", found: text)
            }
        } ?? .duplicate
        let preserveAlpha = try reading(element, "preserveAlpha") { text throws(ValueError) -> Bool in
            switch text.trimmed {
            case "true": return true
            case "false": return false
            default: throw .expected("true or false", found: text)
            }
        } ?? false
        let bias = try reading(element, "bias") { text throws(ValueError) in CGFloat(try ValueScanner.singleNumber(text)) } ?? 0
        let targetX = try target("targetX"), targetY = try target("targetY")
        guard let kernel = FilterConvolution(columns: order.0, rows: order.1, values: values, targetX: targetX,
                                             targetY: targetY, divisor: divisor, bias: bias, edgeMode: edgeMode,
                                             preserveAlpha: preserveAlpha) else {
            let cells = order.0 * order.1
            let (name, problem): (String, String)
            if values.count != cells {
                // The list as one line: a matrix is usually written over several.
                let shown = (matrixText ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
                (name, problem) = ("kernelMatrix", ValueError.expected("\(cells) numbers (order \(order.0) × \(order.1))",
                                                                     found: shown).message)
            } else if cells > FilterConvolution.maximumValues {
                (name, problem) = ("order", "expected at most \(FilterConvolution.maximumValues) cells, found \(cells)")
            } else if divisor == 0 {
                (name, problem) = ("divisor", "expected a number other than 0, found \"0\"")
            } else if let x = targetX, !(0..<order.0).contains(x) {
                (name, problem) = ("targetX", "expected 0 to \(order.0 - 1), found \"\(x)\"")
            } else if let y = targetY, !(0..<order.1).contains(y) {
                (name, problem) = ("targetY", "expected 0 to \(order.1 - 1), found \"\(y)\"")
            } else {
                (name, problem) = ("kernelMatrix", "expected finite numbers")
            }
            warn(element.attributes[name]?.location ?? element.location,
                 "<feConvolveMatrix> \(name): \(problem); the primitive's result is transparent")
            return .flood(.clear)
        }
        return .convolveMatrix(kernel)
    }

    /// `feDisplacementMap`'s scale (in user units, or for `primitiveUnits="objectBoundingBox"`
    /// a fraction of the box's mean side, as resvg reads it), channels and map input.
    func displacementMap(_ element: ScriptElement, units: FilterUnits) throws -> FilterEffect {
        func channel(_ name: String) throws -> FilterChannel {
            try reading(element, name) { text throws(ValueError) -> FilterChannel in
                switch text.trimmed {
                case "R": return .red
                case "G": return .green
                case "B": return .blue
                case "A": return .alpha
                default: throw .expected("R, G, B or A", found: text)
                }
            } ?? .alpha
        }
        let scale = try reading(element, "scale") { text throws(ValueError) in CGFloat(try ValueScanner.singleNumber(text)) } ?? 0
        let mean = (units.length(scale, horizontal: true) + units.length(scale, horizontal: false)) / 2
        return .displacementMap(scale: mean, xChannel: try channel("xChannelSelector"),
                                yChannel: try channel("yChannelSelector"), Self.input(element["in2"]))
    }
}
