// SMIL animation in scripts: the model an `<animate>`, `<animateTransform>`, `<animateMotion>` or
// `<set>` resolves to (a Lamina animation and the layer it belongs on), and the SMIL timing
// attributes (begin, dur, repeatCount, repeatDur, fill) as Core Animation timing.
import Foundation
import Lamina

/// One SMIL element resolved into a Lamina animation.
struct ScriptAnimation {
    /// Which layer of a node the animation is added to.
    enum Target {
        /// The node's own layer (opacity, transform, motion).
        case layer
        /// Every shape layer the node is drawn with, gradient outlines included (path and
        /// stroke geometry).
        case shapes
        /// The shape layers that paint a colour: the node's layer, or for a shape with a gradient
        /// the plain shape layers beside the gradient (fill and stroke colours and opacities).
        case paint
    }

    /// The animation, validated.
    var animation: any Animation
    /// Where it goes.
    var target: Target
    /// When it stops changing, in seconds of the script's clock; nil when it never does.
    var end: Double?

    /// The SMIL element names Lamina animates with.
    static let elementNames: Set<String> = ["animate", "animateTransform", "animateMotion", "set"]
}

/// The SMIL elements of a script: all of them, those naming their target by `href`, and those
/// a drawn element took up.
struct SMILIndex {
    /// Every SMIL element, in document order.
    var all: [ScriptElement] = []
    /// SMIL elements with `href="#id"`, by id.
    var byTarget: [String: [ScriptElement]] = [:]
    /// The elements played (attached to a drawn element at least once).
    var played: Set<ObjectIdentifier> = []
}

/// SMIL clock values (SMIL 3 §5.4.1): `hh:mm:ss(.f)`, `mm:ss(.f)`, or a number with an
/// optional `h`, `min`, `s` or `ms` metric (seconds by default).
enum ClockValue {
    /// The value in seconds.
    static func seconds(_ text: String) throws(ValueError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains(":") {
            let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 3, parts.dropLast().allSatisfy({ Int($0) != nil && !$0.hasPrefix("-") }),
                  let last = Double(parts[parts.count - 1]), last >= 0, last < 60 else {
                throw .expected("a clock value such as 00:01.5", found: trimmed)
            }
            return parts.dropLast().reduce(0) { $0 * 60 + Double(Int($1) ?? 0) } * 60 + last
        }
        var scanner = ValueScanner(trimmed)
        let value: Double
        do { value = try scanner.number() } catch { throw .expected("a clock value such as 2s or 500ms", found: trimmed) }
        let unit = scanner.identifier()
        try scanner.expectEnd("the end of the clock value")
        let factors: [String: Double] = ["": 1, "s": 1, "ms": 0.001, "min": 60, "h": 3600]
        guard let factor = factors[unit] else { throw .expected("h, min, s or ms after the number", found: unit) }
        let seconds = value * factor
        guard seconds.isFinite else { throw .expected("a finite clock value", found: trimmed) }
        return seconds
    }
}

extension ScriptResolver {
    /// The timing of a SMIL element as Core Animation timing; nil (after a warning) when the
    /// element uses timing Lamina does not play, so it is skipped rather than shown wrongly.
    func smilTiming(_ element: ScriptElement) throws -> TimingParameters? {
        var timing = TimingParameters()
        let tag = "<\(element.name)>"
        if let begin = element.attributes["begin"] {
            guard let offset = try? ClockValue.seconds(begin.value) else {
                warn(begin.location, "\(tag) begin=\"\(begin.value)\": only a single clock offset (e.g. 1s) is "
                     + "supported; animation skipped (see docs/Unsupported.md)")
                return nil
            }
            timing.beginTime = offset
        }
        for name in ["end", "min", "max", "restart"] {
            if let attribute = element.attributes[name] {
                warn(attribute.location, "\(tag) \(name): not supported yet; ignored (see docs/Unsupported.md)")
            }
        }
        let dur = element.attributes["dur"]
        if let dur, dur.value.trimmingCharacters(in: .whitespaces) != "indefinite" {
            let seconds = try reading(element, "dur") { v throws(ValueError) in try ClockValue.seconds(v) } ?? 0
            guard seconds > 0 else { throw error(dur.location, "dur: expected a duration above 0, found \(dur.value)") }
            timing.duration = seconds
        } else if element.name == "set" {
            // A set without a duration holds its value from begin on: any simple duration frozen at its end.
            timing.duration = 1
            timing.fillMode = .forwards
            timing.isRemovedOnCompletion = false
            return timing
        } else if element["calcMode"] != "spring" {
            warn(dur?.location ?? element.location,
                 "\(tag) without a finite dur does not animate; skipped (see docs/Unsupported.md)")
            return nil
        }
        let count = try positiveOrIndefinite(element, "repeatCount", "a number") { v throws(ValueError) in
            try ValueScanner.singleNumber(v)
        }
        let repeatDuration = try positiveOrIndefinite(element, "repeatDur", "a duration", ClockValue.seconds)
        // SMIL plays for the smaller of the two; Core Animation takes one of them.
        switch (count, repeatDuration) {
        case let (count?, duration?):
            if duration.isInfinite && count.isInfinite { timing.repeatCount = .infinity }
            else { timing.repeatDuration = min(duration, count * timing.duration) }
        case let (count?, nil): timing.repeatCount = count
        case let (nil, duration?):
            if duration.isInfinite { timing.repeatCount = .infinity } else { timing.repeatDuration = duration }
        case (nil, nil): break
        }
        switch element["fill"]?.trimmingCharacters(in: .whitespaces) {
        case nil, "remove": break
        case "freeze":
            timing.fillMode = .forwards
            timing.isRemovedOnCompletion = false
        case let other?:
            throw error(element.attributes["fill"]?.location ?? element.location,
                        "fill: expected freeze or remove, found \(other)")
        }
        return timing
    }

    /// An attribute that is `indefinite` (infinity) or a value above 0 read by `parse`; nil when absent.
    private func positiveOrIndefinite(_ element: ScriptElement, _ name: String, _ what: String,
                                      _ parse: (String) throws(ValueError) -> Double) throws -> Double? {
        guard let text = element[name]?.trimmed else { return nil }
        if text == "indefinite" { return .infinity }
        return try reading(element, name) { v throws(ValueError) in
            let value = try parse(v)
            guard value > 0 else { throw .expected("\(what) above 0 or indefinite", found: v) }
            return value
        }
    }
}

extension ScriptAnimation {
    /// Adds the animation to `layer`, the layer built for its node, or to the shape layers
    /// that draw it (a shape painted with a gradient is a container of shape layers).
    func add(to layer: Layer) throws {
        switch target {
        case .layer: try layer.add(animation, forKey: nil)
        case .shapes:
            for shape in Self.shapeLayers(drawing: layer) { try shape.add(animation, forKey: nil) }
        case .paint:
            let painting = (layer as? ShapeLayer).map { [$0] } ?? (layer.sublayers ?? []).compactMap { $0 as? ShapeLayer }
            for shape in painting { try shape.add(animation, forKey: nil) }
        }
    }

    /// `layer` when it is a shape layer, else the shape layers beneath it and in their masks
    /// (not `layer`'s own mask, which is the element's clip or mask).
    private static func shapeLayers(drawing layer: Layer) -> [ShapeLayer] {
        if let shape = layer as? ShapeLayer { return [shape] }
        return (layer.sublayers ?? []).flatMap { child in
            shapeLayers(drawing: child) + (child.mask.map { shapeLayers(drawing: $0) } ?? [])
        }
    }
}
