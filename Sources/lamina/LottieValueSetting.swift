// `--set KEYPATH=VALUE`: a Lottie value provider from the command line.
import Foundation
import LaminaLottie
import LaminaScript

/// Parses `--set` arguments into keypaths and constant value providers.
enum LottieValueSetting {
    /// The property names whose values are points `x,y`.
    static let pointProperties: Set<String> = ["Position", "Scale", "Anchor Point", "Size"]

    /// The keypath and provider of `setting`, `KEYPATH=VALUE`: a "Color" takes a CSS colour or
    /// `r,g,b[,a]` (0…1); "Position", "Scale", "Anchor Point" and "Size" take `x,y`; others a number.
    /// - Throws: ``CLIError`` naming the keypath and the value expected (exit 2).
    static func parse(_ setting: String) throws -> (AnimationKeypath, any AnyValueProvider) {
        guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
            throw CLIError("--set: expected KEYPATH=VALUE, e.g. '**.Fill 1.Color=red', found '\(setting)'")
        }
        let keypath = AnimationKeypath(keypath: String(setting[..<equals]))
        let text = setting[setting.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        let property = keypath.keys.last ?? ""
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let values = numbers.compactMap { $0 }.filter(\.isFinite)
        let allNumbers = values.count == numbers.count
        if property == "Color" {
            if allNumbers, values.count == 3 || values.count == 4 {
                guard values.allSatisfy({ (0...1).contains($0) }) else {
                    throw CLIError("--set \(keypath): expected colour components from 0 to 1, found '\(text)'")
                }
                return (keypath, ColorValueProvider(red: values[0], green: values[1], blue: values[2],
                                                    alpha: values.count == 4 ? values[3] : 1))
            }
            guard let color = try? ShapeScript.color(text) else {
                throw CLIError("--set \(keypath): expected a colour (a CSS colour or r,g,b[,a] from 0 to 1), found '\(text)'")
            }
            return (keypath, ColorValueProvider(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        }
        if pointProperties.contains(property) {
            guard allNumbers, values.count == 2 else {
                throw CLIError("--set \(keypath): expected a point x,y, found '\(text)'")
            }
            return (keypath, PointValueProvider(x: values[0], y: values[1]))
        }
        guard allNumbers, values.count == 1 else {
            throw CLIError("--set \(keypath): expected a number, found '\(text)'")
        }
        return (keypath, FloatValueProvider(values[0]))
    }
}
