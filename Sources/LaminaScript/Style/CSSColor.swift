// CSS colours (CSS Color Module Level 4): named, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()
// with numbers or percentages, hsl()/hsla(), hwb(), lab(), lch(), oklab(), oklch()
// (CSSColorSpaces.swift), `transparent` and `currentColor`.
import Foundation
import Lamina

/// A colour as written in a script: a concrete colour, or `currentColor` (the `color` property).
enum CSSColor: Equatable {
    /// A concrete sRGB colour.
    case color(Color)
    /// The value of the element's `color` property.
    case currentColor

    /// Parses a CSS colour.
    /// - Throws: ``ValueError`` naming what was expected and found.
    init(parsing text: some StringProtocol) throws(ValueError) {
        let trimmed = text.trimmed
        if trimmed.hasPrefix("#") { self = .color(try Self.hex(Substring(trimmed).dropFirst())); return }
        let lower = trimmed.lowercased()
        if lower == "currentcolor" { self = .currentColor; return }
        if lower == "transparent" { self = .color(.clear); return }
        if let rgb = CSSNamedColors.table[lower] { self = .color(Self.color(rgb: rgb)); return }
        var scanner = ValueScanner(lower)
        let function = scanner.identifier()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(function) || CSSColorSpaces.functions.contains(function),
              scanner.consume("(") else {
            throw .expected("a colour (a name, #rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() "
                            + "or currentColor)", found: trimmed)
        }
        let hue = CSSColorSpaces.hueChannel(of: function)
        var channels: [(value: Double, percent: Bool)] = []
        var commas = false
        while !scanner.consume(")") {
            if !channels.isEmpty {
                scanner.skipSpaces()
                if scanner.peek == UInt8(ascii: ",") { commas = true }
                if scanner.peek == UInt8(ascii: ",") || scanner.peek == UInt8(ascii: "/") { scanner.index += 1 }
            }
            var value = try scanner.number()
            let unit = scanner.identifier()
            if channels.count == hue, unit != "%", let degrees = CSSAngle.degrees(value, unit: unit) {
                value = degrees
            } else if !(unit.isEmpty || unit == "%") {
                throw .expected("a number or percentage", found: unit)
            }
            channels.append((value, unit == "%"))
            guard channels.count <= 4 else { throw .expected("at most 4 values in \(function)()", found: trimmed) }
        }
        try scanner.expectEnd("the end of the colour")
        guard channels.count >= 3 else { throw .expected("3 or 4 values in \(function)()", found: trimmed) }
        // CSS Color 4 §5.1: the comma-separated (legacy) rgb() takes all numbers or all percentages.
        if commas, function.hasPrefix("rgb"), Set(channels.prefix(3).map(\.percent)).count > 1 {
            throw .expected("numbers or percentages, not both, in \(function)() with commas", found: trimmed)
        }
        let alpha = channels.count == 4 ? (channels[3].percent ? channels[3].value / 100 : channels[3].value) : 1
        if function.hasPrefix("rgb") {
            func channel(_ c: (value: Double, percent: Bool)) -> Double { c.percent ? c.value / 100 : c.value / 255 }
            self = .color(Color(red: channel(channels[0]), green: channel(channels[1]),
                                blue: channel(channels[2]), alpha: alpha))
        } else if CSSColorSpaces.functions.contains(function) {
            let references = CSSColorSpaces.percentReferences(of: function)
            let values = (0..<3).map { channels[$0].percent ? channels[$0].value / 100 * references[$0] : channels[$0].value }
            self = .color(CSSColorSpaces.color(function, values, alpha: alpha))
        } else {
            self = .color(Self.hsl(hue: channels[0].value, saturation: channels[1].value / 100,
                                   lightness: channels[2].value / 100, alpha: alpha))
        }
    }

    /// The colour, with `currentColor` replaced by `current`.
    func resolved(current: Color) -> Color {
        switch self {
        case .color(let color): return color
        case .currentColor: return current
        }
    }

    private static func color(rgb: UInt32, alpha: CGFloat = 1) -> Color {
        Color(red255: Int(rgb >> 16 & 0xFF), green255: Int(rgb >> 8 & 0xFF), blue255: Int(rgb & 0xFF), alpha: alpha)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the part after `#`).
    private static func hex(_ digits: Substring) throws(ValueError) -> Color {
        guard [3, 4, 6, 8].contains(digits.count), let value = UInt32(digits, radix: 16) else {
            throw .expected("#rgb, #rgba, #rrggbb or #rrggbbaa", found: "#" + digits)
        }
        switch digits.count {
        case 3, 4:
            let n = digits.count
            func nibble(_ i: Int) -> UInt32 { ((value >> UInt32(4 * (n - 1 - i))) & 0xF) * 17 }
            let alpha = n == 4 ? CGFloat(nibble(3)) / 255 : 1
            return color(rgb: nibble(0) << 16 | nibble(1) << 8 | nibble(2), alpha: alpha)
        case 6:
            return color(rgb: value)
        default:
            return color(rgb: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
        }
    }

    /// HSL to sRGB (CSS Color 4 §7.1); hue in degrees, saturation and lightness 0…1.
    static func hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> Color {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let s = min(max(saturation, 0), 1), l = min(max(lightness, 0), 1)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: f(0), green: f(8), blue: f(4), alpha: alpha)
    }
}
