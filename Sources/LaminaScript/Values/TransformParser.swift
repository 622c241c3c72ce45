// The `transform` attribute (SVG 1.1 §7.6): matrix, translate, scale, rotate (with an optional
// centre), skewX and skewY, applied left to right as written.
import Foundation
import Lamina

/// Parses SVG transform lists.
enum TransformParser {
    /// Parses a transform list; an empty list is the identity.
    /// - Throws: ``ValueError`` naming what was expected and found.
    static func parse(_ text: some StringProtocol) throws(ValueError) -> CGAffineTransform {
        try parse(text, css: false)
    }

    /// Parses the CSS `transform` property (CSS Transforms 1 §7, the 2-D functions): `none`, or
    /// a list of functions whose angles carry `deg`, `rad`, `grad` or `turn` and whose lengths
    /// `px` (a bare number is taken as degrees or pixels, as in the attribute), with CSS's
    /// `translateX`/`translateY`, `scaleX`/`scaleY` and `skew` besides SVG's functions.
    /// - Throws: ``ValueError`` naming what was expected and found.
    static func parseCSS(_ text: some StringProtocol) throws(ValueError) -> CGAffineTransform {
        text.trimmed == "none" ? .identity : try parse(text, css: true)
    }

    private static func parse(_ text: some StringProtocol, css: Bool) throws(ValueError) -> CGAffineTransform {
        var scanner = ValueScanner(text)
        var result = CGAffineTransform.identity
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            var name = scanner.identifier()
            try scanner.expect("(")
            var args: [Double] = []
            while !scanner.consume(")") {
                args.append(try scanner.number())
                if css { args[args.count - 1] *= try unitFactor(scanner.identifier(), in: name) }
                scanner.skipCommaSpaces()
                guard args.count <= 6 else { throw .expected("at most 6 numbers in \(name)()", found: scanner.rest) }
            }
            if css { (name, args) = try svgFunction(name, args) }
            // Each transform applies to the coordinates first, before the ones written to its left.
            result = try transform(name, args).concatenating(result)
            scanner.skipCommaSpaces()
        }
        return result
    }

    /// What a CSS unit multiplies a number by for function `name`: to degrees for angles, to
    /// pixels for lengths; 1 for no unit.
    private static func unitFactor(_ unit: String, in name: String) throws(ValueError) -> Double {
        switch unit.lowercased() {
        case "": return 1
        case "px" where name.hasPrefix("translate"): return 1
        case let angle where name.hasPrefix("rotate") || name.hasPrefix("skew"):
            guard let factor = CSSAngle.degrees(1, unit: angle) else {
                throw .expected("an angle unit (deg, rad, grad, turn)", found: unit)
            }
            return factor
        default: throw .expected("a number\(name.hasPrefix("translate") ? " or pixels" : "") in \(name)()", found: unit)
        }
    }

    /// A CSS transform function as the SVG function it equals.
    private static func svgFunction(_ name: String, _ a: [Double]) throws(ValueError) -> (String, [Double]) {
        func one() throws(ValueError) -> Double {
            guard a.count == 1 else { throw .expected("1 number in \(name)()", found: "\(a.count)") }
            return a[0]
        }
        switch name {
        case "translateX": return ("translate", [try one(), 0])
        case "translateY": return ("translate", [0, try one()])
        case "scaleX": return ("scale", [try one(), 1])
        case "scaleY": return ("scale", [1, try one()])
        case "skew":
            guard a.count == 1 || a.count == 2 else { throw .expected("1 or 2 angles in skew()", found: "\(a.count)") }
            let degrees = Double.pi / 180
            return ("matrix", [1, tan((a.count == 2 ? a[1] : 0) * degrees), tan(a[0] * degrees), 1, 0, 0])
        case "rotate": return ("rotate", [try one()])
        default: return (name, a)
        }
    }

    static func transform(_ name: String, _ a: [Double]) throws(ValueError) -> CGAffineTransform {
        func count(_ allowed: Set<Int>) throws(ValueError) {
            guard allowed.contains(a.count) else {
                throw .expected("\(allowed.sorted().map(String.init).joined(separator: " or ")) numbers in \(name)()",
                                found: "\(a.count)")
            }
        }
        let degrees = Double.pi / 180
        switch name {
        case "matrix":
            try count([6])
            return CGAffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        case "translate":
            try count([1, 2])
            return CGAffineTransform(translationX: a[0], y: a.count == 2 ? a[1] : 0)
        case "scale":
            try count([1, 2])
            return CGAffineTransform(scaleX: a[0], y: a.count == 2 ? a[1] : a[0])
        case "rotate":
            try count([1, 3])
            let rotation = CGAffineTransform(rotationAngle: a[0] * degrees)
            guard a.count == 3 else { return rotation }
            return CGAffineTransform(translationX: -a[1], y: -a[2]).concatenating(rotation)
                .concatenating(CGAffineTransform(translationX: a[1], y: a[2]))
        case "skewX":
            try count([1])
            return CGAffineTransform(a: 1, b: 0, c: tan(a[0] * degrees), d: 1, tx: 0, ty: 0)
        case "skewY":
            try count([1])
            return CGAffineTransform(a: 1, b: tan(a[0] * degrees), c: 0, d: 1, tx: 0, ty: 0)
        default:
            throw .expected("matrix, translate, scale, rotate, skewX or skewY", found: name)
        }
    }
}
