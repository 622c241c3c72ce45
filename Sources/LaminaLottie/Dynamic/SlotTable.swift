// The slots of one animation: which properties name which slot (`sid`), each slot's value (the
// file's `slots`, then what an app or a theme set), and the rewrite that puts the values into the
// JSON before the layers are built, as ThorVG applies a file's own slots when it loads it. A
// slot's value `p` replaces the members of every property that names it (its keyframes, and an
// expression unless the value has one); an image asset keeps its id, and its size unless the
// value gives one.
import Foundation

/// Where an animation's slots are named and what they hold.
struct SlotTable: Sendable {
    /// The slots the file's properties name, in file order.
    private(set) var slots: [LottieSlot] = []
    /// What was wrong with the file's `slots`, each skipped.
    private var fileWarnings: [LottieWarning] = []
    /// The rules of the theme in use that were skipped.
    private var themeWarnings: [LottieWarning] = []
    /// Each slot's first property (or image asset) as the file has it.
    private var properties: [String: JSONObject] = [:]
    /// Each slot's value (`p`) in the file's `slots`.
    private var fileValues: [String: JSONObject] = [:]
    /// Each slot's value in the theme in use.
    private var themeValues: [String: JSONObject] = [:]
    /// Each slot's value as set, which comes before the theme's and the file's.
    private var values: [String: JSONObject] = [:]
    /// The dotLottie theme in use; nil for none.
    private(set) var theme: String?

    /// What was wrong with the file's slots and with the theme in use.
    var warnings: [LottieWarning] { fileWarnings + themeWarnings }

    /// The slots of `top`, a whole Lottie file; `scan` false (the file has no `"sid"`) skips the walk.
    init(top: JSONNode, scan: Bool) {
        guard top.isObject else { return }
        if scan { collect(top.value, path: .root, member: nil, isAsset: false) }
        guard let entries = top["slots"] else { return }
        guard let slots = entries.members else {
            fileWarnings.append(LottieWarning(path: "slots", message: "expected an object of slots by id, found \(entries.kind); ignored"))
            return
        }
        for (id, entry) in slots {
            guard case .object(let slot) = entry.value, case .object(let value)? = slot["p"] else {
                fileWarnings.append(LottieWarning(path: "\(entry.path)",
                                              message: "expected an object with the slot's value in p, found \(entry.kind) without one; "
                                              + "its properties keep their own values"))
                continue
            }
            fileValues[id] = value
        }
    }

    /// The slot `id`; nil when no property names it.
    func slot(_ id: String) -> LottieSlot? { slots.first { $0.id == id } }

    /// The value slot `id` has in the file: its `slots` entry, or else its first property's own.
    func fileValue(_ id: String) -> JSONObject? { fileValues[id] ?? properties[id] }

    /// The value slot `id` has now: the one set, the theme's, or the file's.
    func currentValue(_ id: String) -> JSONObject? { values[id] ?? themeValues[id] ?? fileValue(id) }

    /// Puts `value` (a property object, as a slot's `p`) in slot `id`.
    mutating func set(_ id: String, _ value: JSONObject) { values[id] = value }

    /// Uses the theme `id`'s values (none for nil) under those set.
    mutating func use(theme id: String?, _ theme: DotLottieTheme?) {
        self.theme = id
        themeValues = theme?.values ?? [:]
        themeWarnings = theme?.warnings ?? []
    }

    /// The value a slot's properties take: the one set, the theme's, or the file's `slots` entry; nil for their own.
    private func slotValue(_ id: String) -> JSONObject? { values[id] ?? themeValues[id] ?? fileValues[id] }

    /// Whether some slot that a property names holds a value, which ``resolve(_:)`` puts in.
    var rewrites: Bool { slots.contains { slotValue($0.id) != nil } }

    /// `root` with every property that names a slot holding a value replaced by it.
    func resolve(_ root: JSONValue) -> JSONValue {
        guard rewrites else { return root }
        return rewrite(root, top: true)
    }

    private func rewrite(_ value: JSONValue, top: Bool) -> JSONValue {
        switch value {
        case .object(let object):
            var result = JSONObject()
            for (name, member) in object.orderedMembers {
                result.append(name, top && name == "slots" ? member : rewrite(member, top: false))
            }
            if case .string(let id)? = object["sid"], let replacement = slotValue(id) { result = Self.overlay(replacement, on: result) }
            return .object(result)
        case .array(let items):
            return .array(items.map { rewrite($0, top: false) })
        default:
            return value
        }
    }

    /// `property` with the members of `value` in place of its own: the expression goes unless
    /// the value has one, the animated flag unless the value sets it, the id always stays.
    static func overlay(_ value: JSONObject, on property: JSONObject) -> JSONObject {
        var result = property
        if value["x"] == nil { result.remove("x") }
        if value["k"] != nil, value["a"] == nil { result.remove("a") }
        for (name, member) in value.orderedMembers where name != "id" && name != "sid" {
            result.remove(name)
            result.append(name, member)
        }
        return result
    }

    /// Records the slotted objects in `value` at `path` (under the member `member`); `isAsset`
    /// for an asset, or for the array of assets, whose elements are assets.
    private mutating func collect(_ value: JSONValue, path: JSONPath, member: String?, isAsset: Bool) {
        switch value {
        case .object(let object):
            if case .string(let id)? = object["sid"] { record(id, object, path: path, member: member, isAsset: isAsset) }
            for (name, child) in object.orderedMembers where !(path.isEmpty && name == "slots") {
                // The elements of the top-level `assets` are the assets (an image slot's place).
                collect(child, path: path.member(name), member: name, isAsset: path.isEmpty && name == "assets")
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                collect(item, path: path.element(index), member: member, isAsset: isAsset)
            }
        default:
            break
        }
    }

    private mutating func record(_ id: String, _ object: JSONObject, path: JSONPath, member: String?, isAsset: Bool) {
        if let index = slots.firstIndex(where: { $0.id == id }) {
            slots[index].paths.append("\(path)")
            return
        }
        slots.append(LottieSlot(id: id, type: Self.type(of: object, member: member, isAsset: isAsset), paths: ["\(path)"]))
        var property = object
        property.remove("sid")
        properties[id] = property
    }

    /// The kind of a slotted property: an image asset, a gradient's colours (`p` and `k`), a
    /// text document (`d`), a colour (`c`, `fc`, `sc`), a position (`p`), or by the number of
    /// components of its first value: one a scalar, two a vector, three or four a vector for a
    /// scale or anchor point (`s`, `a`) and a colour otherwise.
    static func type(of object: JSONObject, member: String?, isAsset: Bool) -> LottieSlotType {
        if isAsset { return .image }
        if object["p"]?.numeric != nil, object["k"] != nil { return .gradient }
        switch member {
        case "d": return .text
        case "c", "fc", "sc": return .color
        case "p": return .position
        default: break
        }
        var first = object["k"]
        if case .array(let items)? = first, case .object(let keyframe)? = items.first { first = keyframe["s"] }
        switch first {
        case .array(let components) where components.count == 2: return .vector
        case .array(let components) where components.count > 2: return member == "s" || member == "a" ? .vector : .color
        default: return .scalar
        }
    }
}
