// SVG lengths (SVG 1.1 §4.2, CSS Values 3 §5): numbers with px, %, in, cm, mm, pt, pc, em, ex.
import Foundation

/// A length as written: a number and its unit, resolved to user units against a reference.
struct ScriptLength: Equatable {
    /// The units a length may carry.
    enum Unit: String, Equatable {
        case none = "", px, percent = "%", inch = "in", cm, mm, pt, pc, em, ex
    }

    /// The number as written.
    var value: Double
    /// The unit as written.
    var unit: Unit

    /// The CSS font size that `em` and `ex` refer to; the script has no text, so the CSS
    /// initial value, 16 px (an `ex` is half an `em`, the common approximation).
    static let fontSize: Double = 16

    /// A length in user units (px).
    init(_ value: Double, _ unit: Unit = .none) {
        self.value = value
        self.unit = unit
    }

    /// Parses `12`, `12px`, `50%`, `1in`, … (CSS absolute units at 96 px per inch).
    init(parsing text: some StringProtocol) throws(ValueError) {
        var scanner = ValueScanner(text)
        self = try Self.read(&scanner)
        try scanner.expectEnd("a length such as 12, 12px or 50%")
    }

    /// Reads one length from a scanner.
    static func read(_ scanner: inout ValueScanner) throws(ValueError) -> ScriptLength {
        let value = try scanner.number()
        let name = scanner.identifier()
        if name.isEmpty { return ScriptLength(value, .none) }
        guard let unit = Unit(rawValue: name.lowercased()) else {
            throw .expected("a unit (px, %, in, cm, mm, pt, pc, em, ex)", found: name)
        }
        return ScriptLength(value, unit)
    }

    /// The length in user units; `reference` is what 100 % means, and `pixelsPerInch` what an
    /// inch is (the absolute units in, cm, mm, pt and pc follow it). Default 96, CSS's.
    func resolved(percentOf reference: Double, pixelsPerInch: Double = 96) -> Double {
        switch unit {
        case .none, .px: return value
        case .percent: return value / 100 * reference
        case .inch: return value * pixelsPerInch
        case .cm: return value * pixelsPerInch / 2.54
        case .mm: return value * pixelsPerInch / 25.4
        case .pt: return value * pixelsPerInch / 72
        case .pc: return value * pixelsPerInch / 6
        case .em: return value * Self.fontSize
        case .ex: return value * Self.fontSize / 2
        }
    }
}
