// SVG lengths (SVG 2 §4.3, CSS Values 4 §6): numbers with px, %, the absolute units in, cm, mm,
// Q, pt, pc, the font-relative em, ex, ch, rem, and the viewport-relative vw, vh, vmin, vmax.
import Foundation

/// A length as written: a number and its unit, resolved to user units against a reference.
struct ScriptLength: Equatable {
    /// The units a length may carry.
    enum Unit: String, Equatable {
        case none = "", px, percent = "%", inch = "in", cm, mm, q, pt, pc, em, ex, ch, rem, vw, vh, vmin, vmax
    }

    /// What the relative units refer to where a length is used.
    struct Metrics: Equatable {
        /// What an inch is, in user units (the absolute units follow it). Default 96, CSS's.
        var pixelsPerInch: Double = 96
        /// The element's `font-size`, what `em` means; `ex` and `ch` are half of it (CSS Values 4
        /// §6.1.1's fallback when the font's x-height and "0" advance are not measured, as resvg).
        var fontSize: Double = 16
        /// The root element's `font-size`, what `rem` means.
        var rootFontSize: Double = 16
        /// CSS's `medium` font size, what the size keywords scale from (``ScriptOptions/fontSize``).
        var mediumFontSize: Double = 16
        /// The root viewport in user units: 100 `vw` is its width, 100 `vh` its height.
        var viewport = CGSize(width: 100, height: 100)
    }

    /// The number as written.
    var value: Double
    /// The unit as written.
    var unit: Unit

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
            throw .expected("a unit (px, %, in, cm, mm, q, pt, pc, em, ex, ch, rem, vw, vh, vmin, vmax)", found: name)
        }
        return ScriptLength(value, unit)
    }

    /// The length in user units; `reference` is what 100 % means, and `pixelsPerInch` what an
    /// inch is; the relative units take ``Metrics``' defaults (16 px fonts, a 100 × 100 viewport).
    func resolved(percentOf reference: Double, pixelsPerInch: Double = 96) -> Double {
        resolved(percentOf: reference, metrics: Metrics(pixelsPerInch: pixelsPerInch))
    }

    /// The length with every unit but `%` turned into user units by `metrics`: its computed
    /// value (CSS Values 4 §6), what an element's children inherit.
    func computed(_ metrics: Metrics) -> ScriptLength {
        unit == .percent || unit == .none ? self : ScriptLength(resolved(percentOf: 0, metrics: metrics))
    }

    /// The length in user units; `reference` is what 100 % means, `metrics` what the other
    /// relative units do.
    func resolved(percentOf reference: Double, metrics: Metrics) -> Double {
        let inch = metrics.pixelsPerInch, viewport = metrics.viewport
        switch unit {
        case .none, .px: return value
        case .percent: return value / 100 * reference
        case .inch: return value * inch
        case .cm: return value * inch / 2.54
        case .mm: return value * inch / 25.4
        case .q: return value * inch / 101.6
        case .pt: return value * inch / 72
        case .pc: return value * inch / 6
        case .em: return value * metrics.fontSize
        case .ex, .ch: return value * metrics.fontSize / 2
        case .rem: return value * metrics.rootFontSize
        case .vw: return value / 100 * viewport.width
        case .vh: return value / 100 * viewport.height
        case .vmin: return value / 100 * min(viewport.width, viewport.height)
        case .vmax: return value / 100 * max(viewport.width, viewport.height)
        }
    }
}
