// Colour providers on layers rather than shape items, as lottie-ios's Core Animation engine
// offers them: a solid layer's "Color" (SolidLayer.swift animates its fill colour) and a text
// layer's "Color" and "Stroke Color" (TextLayer.swift sets the text's fill and stroke colours).
import Foundation

/// Rewrites of solid and text layers' colours for value providers.
enum LayerColors {
    /// The solid layer `layer` (`ty` 1) in `provider`'s colour: its `sc` for a constant; for a
    /// block or keyframes, which `sc` cannot hold, a shape layer drawing the same rectangle
    /// (`sw` × `sh` from the layer's origin) with a fill of the provider's colours.
    static func solid(_ layer: JSONObject, _ provider: any AnyValueProvider, frames: ClosedRange<Double>) -> JSONObject {
        var layer = layer
        guard provider.isAnimated || provider.lottieKeyframes != nil else {
            layer.append("sc", .string(hex(provider.lottieValue(atFrame: frames.lowerBound))))
            return layer
        }
        let width = layer["sw"]?.numeric ?? 0, height = layer["sh"]?.numeric ?? 0
        let rectangle: JSONObject = ["ty": .string("rc"), "nm": .string("Solid"),
                                     "p": .object(["a": .number(0), "k": .array([.number(width / 2), .number(height / 2)])]),
                                     "s": .object(["a": .number(0), "k": .array([.number(width), .number(height)])]),
                                     "r": .object(["a": .number(0), "k": .number(0)])]
        let fill: JSONObject = ["ty": .string("fl"), "nm": .string("Color"),
                                "c": DynamicProperties.property(provider, gradient: false, frames),
                                "o": .object(["a": .number(0), "k": .number(100)])]
        layer.append("ty", .number(4))
        layer.append("shapes", .array([.object(rectangle), .object(fill)]))
        return layer
    }

    /// The text layer `layer` (`ty` 5) with the `member` colour (`fc` fill, `sc` stroke) of each
    /// of its text document's keyframes set to `provider`'s colour at the keyframe's frame.
    static func text(_ layer: JSONObject, member: String, _ provider: any AnyValueProvider) -> JSONObject {
        editingDocuments(of: layer) { style, frame in
            style.append(member, .array(provider.lottieValue(atFrame: frame).prefix(3).map(JSONValue.number)))
        }
    }

    /// The text layer `layer` with `edit` applied to the style (`s`) of each keyframe of its text
    /// document (`t.d.k`), given the keyframe's frame; the layer as it is without a document.
    static func editingDocuments(of layer: JSONObject, _ edit: (inout JSONObject, Double) -> Void) -> JSONObject {
        guard case .object(var text)? = layer["t"], case .object(var document)? = text["d"],
              case .array(let keyframes)? = document["k"] else { return layer }
        document.append("k", .array(keyframes.map { keyframe in
            guard case .object(var object) = keyframe, case .object(var style)? = object["s"] else { return keyframe }
            edit(&style, object["t"]?.numeric ?? 0)
            object.append("s", .object(style))
            return .object(object)
        }))
        text.append("d", .object(document))
        var layer = layer
        layer.append("t", .object(text))
        return layer
    }

    /// `#rrggbb` of the red, green and blue components (0…1) of `color`.
    private static func hex(_ color: [Double]) -> String {
        "#" + color.prefix(3).map { component in
            let byte = Int((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
            return String(byte, radix: 16).leftPadded(to: 2)
        }.joined()
    }
}

private extension String {
    /// The string with zeros before it up to `count` characters.
    func leftPadded(to count: Int) -> String { String(repeating: "0", count: max(count - self.count, 0)) + self }
}
