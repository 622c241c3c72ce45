// Reading and setting an animation's slots, as ThorVG's LottieAnimation (`gen`/`apply`) and the
// dotLottie players' `setSlots` do, and replacing an image asset's picture by its id. Each change
// builds the layers again at once, so a bad value throws here rather than at the next render.
import Foundation
import LaminaRender

extension LottieAnimation {
    /// The slots the animation's properties name (`sid`), in file order, each with its kind and
    /// the JSON paths of the properties; empty for a file without slots.
    public var slots: [LottieSlot] { slotTable.slots }

    /// Puts `value` in slot `id`: every property that names the slot takes it, in place of the
    /// file's value (`slots.ID.p`) or the property's own keyframes.
    /// - Throws: ``LottieError/invalid(path:message:)`` when no property names `id` (listing the
    ///   slots), or the value is of another kind than the slot (at the slot's first property);
    ///   the errors of building the layers.
    public mutating func setSlot(_ id: String, _ value: LottieSlotValue) throws {
        try setSlots([id: value])
    }

    /// Puts each value in its slot, then builds the layers once (see ``setSlot(_:_:)``).
    /// - Throws: As ``setSlot(_:_:)``, for the first bad id in alphabetical order; nothing changes then.
    public mutating func setSlots(_ values: [String: LottieSlotValue]) throws {
        var copy = self
        for (id, value) in values.sorted(by: { $0.key < $1.key }) {
            copy.slotTable.set(id, try copy.slotValue(id, value))
        }
        try copy.build()
        self = copy
    }

    /// Puts slot values written as Lottie JSON, an object like a file's own `slots`:
    /// `{"ID": {"p": {"a": 0, "k": [1, 0, 0]}}, …}` (ThorVG's `gen` and `apply`), where each `p`
    /// may hold keyframes too.
    /// - Throws: ``LottieError`` for text that is not such JSON (line and column, or the JSON
    ///   path in it), an id no property names, and the errors of building the layers.
    public mutating func applySlots(json: Data) throws {
        var copy = self
        let top = JSONNode(document: try JSONReader.parse(json, maxDepth: limits.maxDepth))
        guard let entries = top.members else { throw top.mismatch("an object of slots by id") }
        for (id, entry) in entries {
            _ = try copy.requireSlot(id)
            guard case .object(let slot) = entry.value, case .object(let value)? = slot["p"] else {
                throw LottieError.invalid(path: "\(entry.path)", message: "expected an object with the slot's value in p, "
                                          + "found \(entry.kind) without one")
            }
            copy.slotTable.set(id, value)
        }
        try copy.build()
        self = copy
    }

    /// Replaces the picture of the image asset `assetID` with `data` (a PNG, JPEG, GIF or WebP
    /// file's bytes), drawn at the asset's size (`w`, `h`), as lottie-ios's image providers do.
    /// - Throws: ``LottieError/invalid(path:message:)`` when no image asset has that id (listing
    ///   those that do) or `data` is not such a picture.
    public mutating func setImage(_ data: Data, assetID: String) throws {
        guard case .object(var top) = json, case .array(var assets)? = top["assets"] else {
            throw LottieError.invalid(path: "assets", message: "expected an image asset with the id \"\(assetID)\", found no assets")
        }
        let ids = assets.map { asset -> String? in
            guard case .object(let object) = asset, case .string? = object["p"], object["layers"] == nil else { return nil }
            return LayerTreeRewrite.id(asset)
        }
        guard let index = ids.firstIndex(of: assetID), case .object(let asset) = assets[index] else {
            let known = ids.compactMap { $0 }
            throw LottieError.invalid(path: "assets", message: "expected an image asset with the id \"\(assetID)\", found none; "
                                      + (known.isEmpty ? "the file has no image assets" : "its image assets are "
                                         + known.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        assets[index] = .object(SlotTable.overlay(try Self.embedded(data, path: "assets[\(index)]"), on: asset))
        top.append("assets", .array(assets))
        replaceRoot(.object(top))
    }

    /// The slot `id`.
    /// - Throws: ``LottieError/invalid(path:message:)`` at `slots`, listing the file's slot ids.
    func requireSlot(_ id: String) throws -> LottieSlot {
        guard let slot = slotTable.slot(id) else {
            let known = slots.isEmpty ? "the file has no slots" : "its slots are " + slots.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw LottieError.invalid(path: "slots", message: "expected a slot named \"\(id)\", found none; \(known)")
        }
        return slot
    }

    /// `value` as the JSON of slot `id`'s `p`.
    /// - Throws: ``LottieError/invalid(path:message:)`` for an unknown slot or a value of another kind.
    private func slotValue(_ id: String, _ value: LottieSlotValue) throws -> JSONObject {
        let slot = try requireSlot(id)
        let path = slot.paths.first ?? "slots"
        guard value.fits.contains(slot.type) else {
            throw LottieError.invalid(path: path, message: "expected a \(slot.type.rawValue.lowercased()) value for the slot "
                                      + "\"\(id)\", found \(value.noun)")
        }
        func constant(_ k: JSONValue) -> JSONObject { ["a": .number(0), "k": k] }
        switch value {
        case .color(let red, let green, let blue): return constant(.array([red, green, blue].map(JSONValue.number)))
        case .scalar(let number): return constant(.number(number))
        case .vector(let x, let y): return constant(.array([.number(x), .number(y)]))
        case .gradient(let stops): return Self.gradient(stops)
        case .image(let data): return try Self.embedded(data, path: path)
        case .text(let text): return try textValue(text, slot: slot)
        }
    }

    /// Gradient stops as a gradient's `g`: `p` stops, then `k`'s offset and red, green and blue
    /// of each, followed by offset and alpha pairs when a stop is not opaque.
    private static func gradient(_ stops: [LottieGradientStop]) -> JSONObject {
        var data = stops.flatMap { [$0.offset, $0.red, $0.green, $0.blue] }
        if stops.contains(where: { $0.alpha != 1 }) { data += stops.flatMap { [$0.offset, $0.alpha] } }
        return ["p": .number(Double(stops.count)), "k": .object(["a": .number(0), "k": .array(data.map(JSONValue.number))])]
    }

    /// An image asset's members (`u`, `p`, `e`) that embed `data` as a data URL.
    /// - Throws: ``LottieError/invalid(path:message:)`` at `path` when `data` is not a PNG, JPEG, GIF or WebP picture.
    private static func embedded(_ data: Data, path: String) throws -> JSONObject {
        guard let format = ImageFormat(sniffing: data) else {
            throw LottieError.invalid(path: path, message: "expected a PNG, JPEG, GIF or WebP picture, found data that is none of them")
        }
        return ["u": .string(""), "p": .string("data:image/\(format.rawValue.lowercased());base64," + data.base64EncodedString()),
                "e": .number(1)]
    }

    /// The slot's text document with every keyframe's text (`k[i].s.t`) set to `text`, keeping its style.
    /// - Throws: ``LottieError/invalid(path:message:)`` when the document is not a list of keyframes with `s`.
    private func textValue(_ text: String, slot: LottieSlot) throws -> JSONObject {
        guard var document = slotTable.currentValue(slot.id), case .array(let keyframes)? = document["k"] else {
            throw LottieError.invalid(path: slot.paths.first ?? "slots", message: "expected a text document (k: a list of "
                                      + "keyframes with s) for the slot \"\(slot.id)\", found none")
        }
        document.append("k", .array(keyframes.map { keyframe in
            guard case .object(var object) = keyframe, case .object(var style)? = object["s"] else { return keyframe }
            style.append("t", .string(text))
            object.append("s", .object(style))
            return .object(object)
        }))
        return document
    }
}
