// The `filter` property's value (Filter Effects Module Level 1 §11): `none`, or a list of
// `url(#id)` references and CSS filter functions, applied in order. The functions become
// primitives through their shorthand equivalents (§12), in sRGB as resvg computes them.
import Foundation
import Lamina

/// One entry of a `filter` list.
enum ScriptFilterValue: Equatable {
    /// `url(#id)`: a `<filter>` element.
    case reference(String)
    /// A CSS filter function, as the primitives it stands for (lengths in user units).
    case function([FilterPrimitive])

    /// Parses `none` (an empty list) or a whitespace-separated list of entries.
    /// - Throws: ``ValueError`` for an unknown function or a malformed argument.
    static func parseList(_ text: String, metrics: ScriptLength.Metrics) throws(ValueError) -> [ScriptFilterValue] {
        let value = text.trimmed
        if value == "none" { return [] }
        var entries: [ScriptFilterValue] = []
        var rest = Substring(value)
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "("), let close = matchingParenthesis(in: rest, after: open) else {
                throw .expected("none, url(#id) or filter functions", found: String(rest))
            }
            let name = rest[..<open].trimmed.lowercased()
            let argument = rest[rest.index(after: open)..<close].trimmed
            entries.append(try entry(name, String(argument), metrics: metrics))
            rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
        }
        return entries
    }

    /// The `)` closing the `(` at `open`, nested parentheses (`rgba(…)`) skipped; nil when none.
    private static func matchingParenthesis(in text: Substring, after open: Substring.Index) -> Substring.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// One `name(argument)` entry.
    private static func entry(_ name: String, _ argument: String, metrics: ScriptLength.Metrics) throws(ValueError) -> ScriptFilterValue {
        func amount(_ fallback: Double, clampToOne: Bool) throws(ValueError) -> CGFloat {
            guard !argument.isEmpty else { return fallback }
            let percent = argument.hasSuffix("%")
            let number = try ValueScanner.singleNumber(percent ? String(argument.dropLast()) : argument)
            guard number >= 0 else { throw .expected("a non-negative amount in \(name)()", found: argument) }
            let value = percent ? number / 100 : number
            return clampToOne ? min(value, 1) : value
        }
        func length(_ text: String) throws(ValueError) -> CGFloat {
            let length = try ScriptLength(parsing: text)
            guard length.unit != .percent else { throw .expected("a length in \(name)()", found: text) }
            return length.resolved(percentOf: 0, metrics: metrics)
        }
        func primitive(_ effect: FilterEffect) -> ScriptFilterValue {
            .function([FilterPrimitive(effect, colorSpace: .sRGB)])
        }
        func linear(_ slope: CGFloat, _ intercept: CGFloat) -> FilterTransferFunction {
            .linear(slope: slope, intercept: intercept)
        }
        switch name {
        case "url": return .reference(try ScriptPaint.fragmentID(argument))
        case "blur":
            let sigma = argument.isEmpty ? 0 : try length(argument)
            guard sigma >= 0 else { throw .expected("a non-negative length in blur()", found: argument) }
            return primitive(.gaussianBlur(standardDeviation: CGSize(width: sigma, height: sigma)))
        case "drop-shadow": return try dropShadow(argument, length: length)
        case "grayscale": return primitive(.colorMatrix(FilterMatrices.grayscale(try amount(1, clampToOne: true))))
        case "sepia": return primitive(.colorMatrix(FilterMatrices.sepia(try amount(1, clampToOne: true))))
        case "saturate": return primitive(.colorMatrix(FilterMatrices.saturate(try amount(1, clampToOne: false))))
        case "hue-rotate":
            var degrees: CGFloat = 0
            if !argument.isEmpty {
                let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
                guard let (suffix, factor) = units.first(where: { argument.hasSuffix($0.0) }) ?? (argument == "0" ? ("", 1) : nil)
                else { throw .expected("an angle in hue-rotate()", found: argument) }
                degrees = try ValueScanner.singleNumber(String(argument.dropLast(suffix.count))) * factor
            }
            return primitive(.hueRotate(degrees: degrees))
        case "invert":
            let a = try amount(1, clampToOne: true)
            let f = FilterTransferFunction.table([a, 1 - a])
            return primitive(.componentTransfer(red: f, green: f, blue: f, alpha: .identity))
        case "opacity":
            let a = try amount(1, clampToOne: true)
            return primitive(.componentTransfer(red: .identity, green: .identity, blue: .identity, alpha: .table([0, a])))
        case "brightness":
            let a = try amount(1, clampToOne: false)
            return primitive(.componentTransfer(red: linear(a, 0), green: linear(a, 0), blue: linear(a, 0), alpha: .identity))
        case "contrast":
            let a = try amount(1, clampToOne: false), b = 0.5 - a / 2
            return primitive(.componentTransfer(red: linear(a, b), green: linear(a, b), blue: linear(a, b), alpha: .identity))
        default:
            throw .expected("url(#id) or a filter function (blur, drop-shadow, grayscale, …)", found: name + "()")
        }
    }

    /// `drop-shadow(<color>? <dx> <dy> <blur>?)`, the colour first or last; `currentColor` by
    /// default (as ``Color/tint``, which the resolver replaces).
    private static func dropShadow(_ argument: String, length: (String) throws(ValueError) -> CGFloat)
        throws(ValueError) -> ScriptFilterValue {
        // Words split at spaces outside parentheses, so that `rgba(0, 0, 0, 0.5)` is one.
        var all: [String] = [], word = "", depth = 0
        for character in argument {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character.isWhitespace, depth == 0 {
                if !word.isEmpty { all.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { all.append(word) }
        /// Whether a word starts like a length.
        func numeric(_ word: String) -> Bool {
            guard let first = word.first else { return false }
            return first.isNumber || first == "-" || first == "+" || first == "."
        }
        let words = all.filter(numeric)
        // Without a colour the shadow takes the element's `color` (as resvg and browsers do).
        var color = Color.tint
        let colorText = all.filter { !numeric($0) }.joined(separator: " ")
        if !colorText.isEmpty {
            guard let parsed = try? CSSColor(parsing: colorText) else {
                throw .expected("a colour in drop-shadow()", found: colorText)
            }
            // currentColor stays the dynamic tint until the resolver knows the element's colour.
            color = parsed.resolved(current: .tint)
        }
        guard words.count == 2 || words.count == 3 else { throw .expected("drop-shadow(<dx> <dy> <blur>?)", found: argument) }
        let dx = try length(words[0]), dy = try length(words[1])
        let sigma = words.count == 3 ? try length(words[2]) : 0
        guard sigma >= 0 else { throw .expected("a non-negative blur in drop-shadow()", found: words[2]) }
        return .function([FilterPrimitive(.dropShadow(offset: CGSize(width: dx, height: dy),
                                                      standardDeviation: CGSize(width: sigma, height: sigma), color: color),
                                          colorSpace: .sRGB)])
    }
}

/// The colour matrices of `feColorMatrix`'s shorthand types (SVG 1.1 §15.10).
enum FilterMatrices {
    /// `type="saturate"`.
    static func saturate(_ s: CGFloat) -> [CGFloat] {
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
         0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
         0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
         0, 0, 0, 1, 0]
    }

    /// `type="luminanceToAlpha"`.
    static let luminanceToAlpha = FilterEffect.luminanceToAlphaMatrix

    /// The identity colour matrix.
    static let identity: [CGFloat] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// CSS `grayscale(a)` (Filter Effects 1 §12.3, Rec. 709 luma weights).
    static func grayscale(_ a: CGFloat) -> [CGFloat] {
        mix([0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0], a)
    }

    /// CSS `sepia(a)` (Filter Effects 1 §12.4).
    static func sepia(_ a: CGFloat) -> [CGFloat] {
        mix([0.393, 0.769, 0.189, 0, 0, 0.349, 0.686, 0.168, 0, 0, 0.272, 0.534, 0.131, 0, 0, 0, 0, 0, 1, 0], a)
    }

    /// `full` weighted by `a`, the identity by 1 − `a`: the spec's matrices for an amount.
    private static func mix(_ full: [CGFloat], _ a: CGFloat) -> [CGFloat] {
        zip(identity, full).map { $0 * (1 - a) + $1 * a }
    }
}
