// `--set KEYPATH=VALUE`: a Lottie value provider from the command line, and the pieces of such
// settings (`NAME=VALUE`, colours, numbers) that `--slot` shares.
import Foundation
import Lamina
import LaminaLottie
import LaminaScript

/// Parses `--set` arguments into keypaths and constant value providers.
enum LottieValueSetting {
    /// The property names whose values are points `x,y`.
    static let pointProperties: Set<String> = ["Position", "Scale", "Anchor Point", "Size"]

    /// The keypath and provider of `setting`, `KEYPATH=VALUE`: a "Color" takes a CSS colour or
    /// `r,g,b[,a]` (0…1); a gradient's "Colors" stops `OFFSET:COLOUR …`; "Position", "Scale",
    /// "Anchor Point" and "Size" take `x,y`; a "Path" SVG path data (`M0,0 L10,10 Z`);
    /// "Dashes" lengths separated by commas or spaces; others a number. Keyframes (lottie-ios's
    /// keyframe providers, for all but gradients) are `VALUE@FRAME` separated by ";":
    /// `black@0;0.76,0.76,0.76@75;black@150`.
    /// - Throws: ``CLIError`` naming the keypath and the value expected (exit 2).
    static func parse(_ setting: String) throws -> (AnimationKeypath, any AnyValueProvider) {
        let (name, text) = try split(setting, option: "--set", form: "KEYPATH=VALUE, e.g. '**.Fill 1.Color=red'")
        let keypath = AnimationKeypath(keypath: name)
        let property = keypath.keys.last ?? ""
        let label = "--set \(keypath)"
        if text.contains("@") {
            return (keypath, try keyframes(text, property: property, label: label))
        }
        if property == "Color" || property == "Stroke Color" {
            let color = try self.color(text, label: label)
            return (keypath, ColorValueProvider(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
        if property == "Colors" {
            let stops = try LottieSlotSetting.stops(text, label: label)
            let colors = stops.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
            return (keypath, GradientValueProvider(colors, locations: stops.map(\.offset)))
        }
        if pointProperties.contains(property) {
            let point = try point(text, label: label)
            return (keypath, PointValueProvider(x: point.x, y: point.y))
        }
        if property == "Path" { return (keypath, PathValueProvider(try path(text, label: label))) }
        if property == "Dashes" { return (keypath, DashPatternValueProvider(try lengths(text, label: label))) }
        return (keypath, FloatValueProvider(try numbers(text, count: 1, label: label, expected: "a number")[0]))
    }

    /// A keyframe provider for `property` from `VALUE@FRAME;…`.
    /// - Throws: ``CLIError`` naming `label` for a keyframe not so written or a value of the wrong kind.
    private static func keyframes(_ text: String, property: String, label: String) throws -> any AnyValueProvider {
        let pairs = try text.split(separator: ";").map { keyframe in
            guard let at = keyframe.lastIndex(of: "@"), let frame = Double(keyframe[keyframe.index(after: at)...]
                .trimmingCharacters(in: .whitespaces)), frame.isFinite else {
                throw CLIError("\(label): expected keyframes VALUE@FRAME separated by ';', e.g. 'red@0;blue@30', found '\(keyframe)'")
            }
            return (value: String(keyframe[..<at]).trimmingCharacters(in: .whitespaces), frame: frame)
        }
        if property == "Color" || property == "Stroke Color" {
            return ColorValueProvider(try pairs.map { LottieKeyframe(value: try color($0.value, label: label), time: $0.frame) })
        }
        if property == "Colors" {
            throw CLIError("\(label): expected constant gradient stops (keyframes are for colours, numbers and points), found '\(text)'")
        }
        if pointProperties.contains(property) {
            return PointValueProvider(try pairs.map { LottieKeyframe(value: try point($0.value, label: label), time: $0.frame) })
        }
        if property == "Path" {
            return PathValueProvider(try pairs.map { LottieKeyframe(value: try path($0.value, label: label), time: $0.frame) })
        }
        if property == "Dashes" {
            return DashPatternValueProvider(try pairs.map { LottieKeyframe(value: try lengths($0.value, label: label), time: $0.frame) })
        }
        return FloatValueProvider(try pairs.map {
            LottieKeyframe(value: try numbers($0.value, count: 1, label: label, expected: "a number")[0], time: $0.frame)
        })
    }

    /// A point `x,y`.
    private static func point(_ text: String, label: String) throws -> CGPoint {
        let values = try numbers(text, count: 2, label: label, expected: "a point x,y")
        return CGPoint(x: values[0], y: values[1])
    }

    /// A path from SVG path data.
    /// - Throws: ``CLIError`` naming `label` and where the data went wrong.
    private static func path(_ text: String, label: String) throws -> BezierPath {
        do {
            return try BezierPath(svgPathData: text)
        } catch {
            throw CLIError("\(label): expected SVG path data, e.g. 'M0,0 L10,10 Z': \(error)")
        }
    }

    /// Dash lengths, finite and not negative, separated by commas or spaces (none: no dashes).
    /// - Throws: ``CLIError`` naming `label` for anything else.
    private static func lengths(_ text: String, label: String) throws -> [Double] {
        try text.split(whereSeparator: { $0 == "," || $0 == " " }).map { word in
            guard let length = Double(word), length.isFinite, length >= 0 else {
                throw CLIError("\(label): expected dash lengths (points, not negative) separated by commas or spaces, found '\(text)'")
            }
            return length
        }
    }

    /// The name before the first "=" of `setting` and the value after it, trimmed.
    /// - Throws: ``CLIError`` showing `form` when there is no "=" or no name.
    static func split(_ setting: String, option: String, form: String) throws -> (name: String, value: String) {
        guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
            throw CLIError("\(option): expected \(form), found '\(setting)'")
        }
        return (String(setting[..<equals]), setting[setting.index(after: equals)...].trimmingCharacters(in: .whitespaces))
    }

    /// `count` finite numbers separated by commas in `text`.
    /// - Throws: ``CLIError`` "`label`: expected `expected`, found '`text`'".
    static func numbers(_ text: String, count: Int, label: String, expected: String) throws -> [Double] {
        let values = text.split(separator: ",", omittingEmptySubsequences: false)
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter(\.isFinite)
        guard values.count == count, text.split(separator: ",", omittingEmptySubsequences: false).count == count else {
            throw CLIError("\(label): expected \(expected), found '\(text)'")
        }
        return values
    }

    /// A CSS colour or `r,g,b[,a]` with components from 0 to 1.
    /// - Throws: ``CLIError`` naming `label` and what a colour is.
    static func color(_ text: String, label: String) throws -> Color {
        for count in [3, 4] {
            guard let values = try? numbers(text, count: count, label: label, expected: "") else { continue }
            guard values.allSatisfy({ (0...1).contains($0) }) else {
                throw CLIError("\(label): expected colour components from 0 to 1, found '\(text)'")
            }
            return Color(red: values[0], green: values[1], blue: values[2], alpha: count == 4 ? values[3] : 1)
        }
        guard let color = try? ShapeScript.color(text) else {
            throw CLIError("\(label): expected a colour (a CSS colour or r,g,b[,a] from 0 to 1), found '\(text)'")
        }
        return color
    }
}
