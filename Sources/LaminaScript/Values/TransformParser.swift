// The `transform` attribute (SVG 1.1 §7.6): matrix, translate, scale, rotate (with an optional
// centre), skewX and skewY, applied left to right as written.
import Foundation
import Lamina

/// Parses SVG transform lists.
enum TransformParser {
    /// Parses a transform list; an empty list is the identity.
    /// - Throws: ``ValueError`` naming what was expected and found.
    static func parse(_ text: some StringProtocol) throws(ValueError) -> CGAffineTransform {
        var scanner = ValueScanner(text)
        var result = CGAffineTransform.identity
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            let name = scanner.identifier()
            try scanner.expect("(")
            var args: [Double] = []
            while !scanner.consume(")") {
                args.append(try scanner.number())
                scanner.skipCommaSpaces()
                guard args.count <= 6 else { throw .expected("at most 6 numbers in \(name)()", found: scanner.rest) }
            }
            // Each transform applies to the coordinates first, before the ones written to its left.
            result = try transform(name, args).concatenating(result)
            scanner.skipCommaSpaces()
        }
        return result
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
