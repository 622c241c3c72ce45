// dotLottie 2 themes (`t/ID.json` in a `.lottie` archive): `{"rules": [...]}`, each rule putting
// a value in a slot, as the dotLottie players (dotlottie-rs) turn rules into ThorVG slots: `id`
// the slot, `type` Color, Scalar, Position, Vector, Gradient, Image or Text, `value` or
// `keyframes` (`frame`, `value`, `inTangent`, `outTangent`, `hold`, and for positions and colours
// `valueInTangent`, `valueOutTangent`), and `animations` naming the animations it is for (all
// when absent). A rule Lamina cannot use (an unknown slot, another kind, a bad value, a picture
// on the network) is skipped with a warning naming the theme file and the rule's JSON path.
import Foundation

/// The slot values of one dotLottie theme.
struct DotLottieTheme {
    /// Each slot's value (as a slot's `p`) by id.
    private(set) var values: [String: JSONObject] = [:]
    /// The rules skipped, and why.
    private(set) var warnings: [LottieWarning] = []

    /// The initial theme `id` of `archive` for its playing animation, and the id in use: nil,
    /// and a theme of no values with a warning saying why, for a theme the archive lacks or
    /// that is not a theme.
    static func initial(_ id: String, archive: LottieArchive, slots: SlotTable, maxDepth: Int) -> (id: String?, theme: DotLottieTheme) {
        do {
            return (id, try DotLottieTheme(id, archive: archive, slots: slots, maxDepth: maxDepth))
        } catch {
            var theme = DotLottieTheme()
            theme.warnings = [LottieWarning(path: "manifest.json", message: "the initial theme \"\(id)\" cannot be used (\(error)); "
                                            + "the file's slot values are used")]
            return (nil, theme)
        }
    }

    /// The theme `id` of `archive` (`t/ID.json`) for its playing animation.
    /// - Throws: ``LottieError/invalid(path:message:)`` when the archive has no such theme (listing
    ///   those it has) or it is not a theme.
    init(_ id: String, archive: LottieArchive, slots: SlotTable, maxDepth: Int) throws {
        guard let data = archive.themes[id] else {
            let known = archive.themeIDs.isEmpty ? "the file has no themes"
                : "its themes are " + archive.themeIDs.map { "\"\($0)\"" }.joined(separator: ", ")
            throw LottieError.invalid(path: "manifest.json", message: "expected a theme \"\(id)\" (t/\(id).json), found none; \(known)")
        }
        try self.init(data, file: "t/\(id).json", animationID: archive.animationID, slots: slots, maxDepth: maxDepth)
    }

    /// No theme.
    private init() {}

    /// The theme `file` (its name in the archive, for messages) holding `data`, for the
    /// animation `animationID`, whose slots are `slots`.
    /// - Throws: ``LottieError/invalid(path:message:)`` naming `file` when it is not JSON with a list of `rules`.
    init(_ data: Data, file: String, animationID: String?, slots: SlotTable, maxDepth: Int) throws {
        let top: JSONNode
        let rules: [JSONNode]
        do {
            top = JSONNode(document: try JSONReader.parse(data, maxDepth: maxDepth))
            rules = try top.required("rules", expected: "a list of rules").array()
        } catch {
            throw LottieError.invalid(path: file, message: "expected a dotLottie theme ({\"rules\": [...]}), found: \(error)")
        }
        for rule in rules {
            do {
                if let scope = rule["animations"], let animationID, try !scope.array().map({ try $0.string() }).contains(animationID) {
                    continue
                }
                let id = try rule.required("id", expected: "the slot's id").string()
                let typeNode = try rule.required("type", expected: "the rule's type")
                let typeName = try typeNode.string()
                guard let type = LottieSlotType(rawValue: typeName) else {
                    throw typeNode.mismatch("Color, Scalar, Position, Vector, Gradient, Image or Text")
                }
                guard let slot = slots.slot(id) else {
                    warnings.append(LottieWarning(path: "\(file): \(rule.path)", message: "no property names the slot \"\(id)\"; "
                                                  + "the rule is skipped"))
                    continue
                }
                guard type == slot.type || Set([type, slot.type]) == [.vector, .position] else {
                    warnings.append(LottieWarning(path: "\(file): \(rule.path).type", message: "expected \(slot.type.rawValue) "
                                                  + "for the slot \"\(id)\" (\(slot.paths.first ?? "")), found \(typeName); the rule is skipped"))
                    continue
                }
                values[id] = try Self.value(rule, type: type, document: slots.fileValue(id))
            } catch LottieError.invalid(let path, let message) {
                warnings.append(LottieWarning(path: "\(file): \(path)", message: "\(message); the rule is skipped"))
            } catch {
                warnings.append(LottieWarning(path: "\(file): \(rule.path)", message: "\(error); the rule is skipped"))
            }
        }
    }

    /// The slot value (`p`) of `rule`: its `keyframes`, or else its `value`; `document` the
    /// slot's text document as the file has it, whose style a Text rule keeps where it sets none.
    private static func value(_ rule: JSONNode, type: LottieSlotType, document: JSONObject?) throws -> JSONObject {
        switch type {
        case .image: return try image(rule.required("value", expected: "the picture ({\"src\": …})"))
        case .text:
            let style = Self.firstStyle(document)
            let keyframes: [JSONValue] = try rule["keyframes"].map { list in
                try list.array().map { keyframe in
                    .object(["t": .number(try keyframe.required("frame").number()),
                             "s": .object(try text(keyframe.required("value"), over: style))])
                }
            } ?? [.object(["t": .number(0), "s": .object(try text(rule.required("value", expected: "a value or keyframes"), over: style))])]
            return ["k": .array(keyframes)]
        case .gradient:
            let stopCount: Int
            let k: JSONObject
            if let list = rule["keyframes"] {
                let keyframes = try list.array()
                stopCount = try keyframes.first.map { try $0.required("value").array().count } ?? 0
                k = ["a": .number(1), "k": .array(try keyframes.map { .object(try keyframe($0, type: type)) })]
            } else {
                let stops = try rule.required("value", expected: "a value or keyframes")
                stopCount = try stops.array().count
                k = ["a": .number(0), "k": try components(stops, type: type)]
            }
            return ["p": .number(Double(stopCount)), "k": .object(k)]
        case .color, .scalar, .vector, .position:
            if let list = rule["keyframes"] {
                return ["a": .number(1), "k": .array(try list.array().map { .object(try keyframe($0, type: type)) })]
            }
            let value = try rule.required("value", expected: "a value or keyframes")
            return ["a": .number(0), "k": type == .scalar ? .number(try value.number()) : try components(value, type: type)]
        }
    }

    /// A Lottie keyframe from a theme keyframe: `t`, `s` (a scalar's as a list of one), and the
    /// easing (`i`, `o`), hold (`h`) and spatial tangents (`ti`, `to`) where given.
    private static func keyframe(_ node: JSONNode, type: LottieSlotType) throws -> JSONObject {
        let value = try node.required("value")
        var keyframe: JSONObject = ["t": .number(try node.required("frame").number()),
                                    "s": type == .scalar ? .array([.number(try value.number())]) : try components(value, type: type)]
        for (theme, lottie) in [("inTangent", "i"), ("outTangent", "o"), ("valueInTangent", "ti"), ("valueOutTangent", "to")] {
            if let tangent = node[theme] { keyframe.append(lottie, tangent.value) }
        }
        if let hold = node["hold"], hold.value.numeric == 1 { keyframe.append("h", .number(1)) }
        return keyframe
    }

    /// A value's components as Lottie writes them: a colour's red, green and blue; a vector's
    /// or position's x and y; a gradient's stops (`{"offset", "color"}`) as offset and red,
    /// green and blue each, then offset and alpha pairs when a stop has an alpha.
    private static func components(_ node: JSONNode, type: LottieSlotType) throws -> JSONValue {
        let numbers: [Double]
        switch type {
        case .color:
            numbers = try node.numbers()
            guard numbers.count == 3 || numbers.count == 4 else { throw node.mismatch("a colour [r, g, b] or [r, g, b, a]") }
            return .array(numbers.prefix(3).map(JSONValue.number))
        case .gradient:
            let stops = try node.array().map { stop -> [Double] in
                let color = try stop.required("color").numbers()
                guard color.count == 3 || color.count == 4 else { throw stop.mismatch("a stop's color [r, g, b] or [r, g, b, a]") }
                return [try stop.required("offset").number()] + color
            }
            var data = stops.flatMap { $0.prefix(4) }
            if stops.contains(where: { $0.count == 5 }) { data += stops.flatMap { [$0[0], $0.count == 5 ? $0[4] : 1] } }
            return .array(data.map(JSONValue.number))
        default:
            numbers = try node.numbers()
            guard numbers.count >= 2 else { throw node.mismatch("a point [x, y]") }
            return .array(numbers.prefix(2).map(JSONValue.number))
        }
    }

    /// An image asset's members for an Image rule's value `{"src", "width", "height"}`: a data
    /// URL embedded, or a picture in the archive (`i/NAME` or `NAME`).
    private static func image(_ node: JSONNode) throws -> JSONObject {
        let srcNode = try node.required("src", expected: "the picture's src")
        let src = try srcNode.string()
        var asset: JSONObject
        if src.prefix(5).lowercased() == "data:" {
            asset = ["u": .string(""), "p": .string(src), "e": .number(1)]
        } else if src.hasPrefix("http://") || src.hasPrefix("https://") {
            throw srcNode.mismatch("a data: URL or a picture in the archive (Lamina reads nothing from the network)")
        } else {
            let name = src.split(separator: "/").last.map(String.init) ?? src
            asset = ["u": .string("i/"), "p": .string(name), "e": .number(0)]
        }
        if let width = try node.number("width"), let height = try node.number("height") {
            asset.append("w", .number(width))
            asset.append("h", .number(height))
        }
        return asset
    }

    /// The style (`s`) of the first keyframe of a text document; empty for none.
    private static func firstStyle(_ document: JSONObject?) -> JSONObject {
        guard case .array(let keyframes)? = document?["k"], case .object(let first)? = keyframes.first,
              case .object(let style)? = first["s"] else { return [:] }
        return style
    }

    /// The names of a Text rule's `justify` values, in the order of Lottie's `j` numbers.
    private static let justifications = ["Left", "Right", "Center", "JustifyLastLeft", "JustifyLastRight",
                                         "JustifyLastCenter", "JustifyLastFull"]

    /// `style` (a text document's `s`) with the fields a Text rule's value sets.
    private static func text(_ node: JSONNode, over style: JSONObject) throws -> JSONObject {
        var result = style
        func set(_ key: String, _ value: JSONValue) {
            result.remove(key)
            result.append(key, value)
        }
        set("t", .string(try node.required("text").string()))
        if let name = node["fontName"] { set("f", .string(try name.string())) }
        for (theme, lottie) in [("fontSize", "s"), ("strokeWidth", "sw"), ("lineHeight", "lh"), ("tracking", "tr"),
                                ("baselineShift", "ls")] {
            if let number = node[theme] { set(lottie, .number(try number.number())) }
        }
        for (theme, lottie) in [("fillColor", "fc"), ("strokeColor", "sc"), ("wrapSize", "sz"), ("wrapPosition", "ps")] {
            if let numbers = node[theme] { set(lottie, .array(try numbers.numbers().map(JSONValue.number))) }
        }
        if let over = node.numeric("strokeOverFill") { set("of", .bool(over == 1)) }
        if let justify = node["justify"] {
            guard let index = justifications.firstIndex(of: try justify.string()) else {
                throw justify.mismatch(justifications.joined(separator: ", "))
            }
            set("j", .number(Double(index)))
        }
        if let caps = node["textCaps"] {
            guard let index = ["Regular", "AllCaps", "SmallCaps"].firstIndex(of: try caps.string()) else {
                throw caps.mismatch("Regular, AllCaps or SmallCaps")
            }
            set("ca", .number(Double(index)))
        }
        return result
    }
}
