// From SMIL's value attributes (values, from/to/by, keyTimes, keySplines, calcMode, additive,
// accumulate) to a Lamina keyframe or spring animation of one property (SEMANTICS §3).
import Foundation
import Lamina

extension ScriptResolver {
    /// The keyframe values of a SMIL element: `values`, else from/to/by (a missing start is
    /// `base`, the value the script sets statically, or zero for an additive by-animation).
    /// Each is parsed by `parse`.
    func smilFrames<V: Interpolatable & Equatable>(_ element: ScriptElement, base: V,
                                                   parse: (String) throws(ValueError) -> V) throws -> [V] {
        if element.attributes["values"] != nil {
            let frames: [V]? = try reading(element, "values") { v throws(ValueError) -> [V] in
                var frames: [V] = []
                for item in Self.semicolonList(v) { frames.append(try parse(item)) }
                return frames
            }
            return frames ?? []
        }
        let from = try reading(element, "from", parse)
        let to = try reading(element, "to", parse)
        let by = try reading(element, "by", parse)
        let start = from ?? base
        if let to { return element.name == "set" ? [to, to] : [start, to] }
        if let by {
            do {
                // SMIL: a by-animation that is additive runs from zero, added to what is beneath.
                let additive = element["additive"]?.trimmed == "sum"
                let zero = additive && from == nil ? try base.subtracting(base) : start
                return [zero, try zero.adding(by)]
            } catch {
                throw self.error(element.attributes["by"]?.location ?? element.location, "by: \(error)")
            }
        }
        throw error(element.location, "<\(element.name)>: expected values, to or by")
    }

    /// A keyframe animation (or, for `calcMode="spring"`, a spring animation) of `property`
    /// through `frames`, with the SMIL element's calculation mode, key times, key splines and
    /// composition, validated; errors name the element's position. `additive` overrides the
    /// element's own; `motionPath` and `rotation` are those of `<animateMotion>`.
    func smilAnimation<V: Interpolatable & Equatable>(_ element: ScriptElement, property: AnimatableProperty<V>,
                                                      frames: [V], timing: TimingParameters,
                                                      defaultMode: String = "linear", additive: Bool? = nil,
                                                      motionPath: BezierPath? = nil,
                                                      rotation: RotationMode? = nil) throws -> any Animation {
        let additive = try additive ?? keyword(element, "additive", ["replace": false, "sum": true]) ?? false
        let cumulative = try keyword(element, "accumulate", ["none": false, "sum": true]) ?? false
        let mode = element["calcMode"]?.trimmed ?? defaultMode
        let animation: any Animation
        if mode == "spring" {
            guard motionPath == nil else {
                throw error(element.location, "<\(element.name)> calcMode=\"spring\": expected values, from, to or by, "
                            + "found a motion path")
            }
            animation = try springAnimation(element, property: property, frames: frames, timing: timing,
                                            additive: additive, cumulative: cumulative)
        } else {
            let modes: [String: CalculationMode] = ["discrete": .discrete, "linear": .linear, "paced": .paced,
                                                    "spline": .linear]
            guard let calculation = modes[mode] else {
                throw error(element.attributes["calcMode"]?.location ?? element.location,
                            "calcMode: expected discrete, linear, paced, spline or spring, found \(mode)")
            }
            var keyframes = KeyframeAnimation(keyPath: property, values: frames)
            keyframes.calculationMode = calculation
            keyframes.timing = timing
            keyframes.isAdditive = additive
            keyframes.isCumulative = cumulative
            keyframes.path = motionPath
            keyframes.rotationMode = rotation
            if calculation != .paced {
                keyframes.keyTimes = try reading(element, "keyTimes") { v throws(ValueError) in try Self.semicolonNumbers(v) }
            }
            if mode == "spline" {
                // Along a path the key times say how many intervals there are (SMIL requires them for splines).
                let intervals = (motionPath == nil ? frames.count : keyframes.keyTimes?.count ?? 0) - 1
                guard intervals > 0 else {
                    throw error(element.location, "<\(element.name)> calcMode=\"spline\": expected keyTimes "
                                + "and at least two values")
                }
                keyframes.timingFunctions = try keySplines(element, count: intervals)
            }
            animation = keyframes
        }
        do {
            try animation.validate()
        } catch {
            throw self.error(element.location, "<\(element.name)>: \(error)")
        }
        return animation
    }

    /// A spring from the first to the last frame: `stiffness`, `damping`, `mass` and
    /// `initial-velocity` as CASpringAnimation's (defaults 100, 10, 1, 0); without `dur` it
    /// runs until it settles.
    private func springAnimation<V: Interpolatable & Equatable>(
        _ element: ScriptElement, property: AnimatableProperty<V>, frames: [V], timing: TimingParameters,
        additive: Bool, cumulative: Bool) throws -> any Animation {
        func number(_ name: String, _ fallback: Double) throws -> Double {
            try reading(element, name) { v throws(ValueError) in try ValueScanner.singleNumber(v) } ?? fallback
        }
        let spring: Spring
        do {
            spring = try Spring(mass: try number("mass", 1), stiffness: try number("stiffness", 100),
                                damping: try number("damping", 10), initialVelocity: try number("initial-velocity", 0))
        } catch let diagnostic as ScriptDiagnostic {
            throw diagnostic
        } catch {
            throw self.error(element.location, "<\(element.name)> calcMode=\"spring\": \(error)")
        }
        var animation = SpringAnimation(keyPath: property, spring: spring, from: frames.first, to: frames.last)
        animation.timing = timing
        if timing.duration <= 0 {
            let settling = spring.settlingDuration
            guard settling.isFinite, settling > 0 else {
                throw self.error(element.location, "<\(element.name)> calcMode=\"spring\": the spring never settles; give a dur")
            }
            animation.timing.duration = settling
        }
        animation.isAdditive = additive
        animation.isCumulative = cumulative
        return animation
    }

    /// `keySplines`: `count` groups of four numbers in 0…1, separated by semicolons.
    private func keySplines(_ element: ScriptElement, count: Int) throws -> [TimingFunction]? {
        guard let attribute = element.attributes["keySplines"] else { return nil }
        let groups = attribute.value.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmed }
            .filter { !$0.isEmpty }
        guard groups.count == count else {
            throw error(attribute.location, "keySplines: expected \(count) groups of 4 numbers (one per interval), "
                        + "found \(groups.count)")
        }
        return try groups.map { group in
            let numbers: [Double]
            do throws(ValueError) { numbers = try ValueScanner.numberList(group) } catch {
                throw self.error(attribute.location, "keySplines: \(error.message)")
            }
            guard numbers.count == 4, numbers.allSatisfy({ (0...1).contains($0) }) else {
                throw self.error(attribute.location, "keySplines: expected 4 numbers in 0…1, found \"\(group)\"")
            }
            do {
                return try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
            } catch {
                throw self.error(attribute.location, "keySplines: \(error)")
            }
        }
    }

    /// A keyword attribute looked up in `table`; nil when absent.
    func keyword<T>(_ element: ScriptElement, _ name: String, _ table: [String: T]) throws -> T? {
        try reading(element, name) { v throws(ValueError) in
            guard let value = table[v.trimmed] else {
                throw .expected(table.keys.sorted().joined(separator: " or "), found: v)
            }
            return value
        }
    }

    /// Numbers separated by semicolons (keyTimes).
    static func semicolonNumbers(_ text: String) throws(ValueError) -> [Double] {
        var numbers: [Double] = []
        for item in semicolonList(text) { numbers.append(try ValueScanner.singleNumber(item)) }
        return numbers
    }

    /// The items of a semicolon-separated SMIL list, trimmed; a trailing semicolon is allowed.
    static func semicolonList(_ text: String) -> [String] {
        var items = text.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmed }
        if items.count > 1, items.last?.isEmpty == true { items.removeLast() }
        return items
    }
}
