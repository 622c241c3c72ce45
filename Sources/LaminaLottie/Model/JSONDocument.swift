// A parsed JSON text as one flat list of entries in document order (a "tape"): a container's
// entry comes before its contents and records where they end, an object's member is its name's
// entry followed by its value's, and a string is a range of UTF-8 bytes. Reading a Lottie file
// into a tree of enums made an allocation for every array, object and long string, and freeing
// it a release for each; the tape is two arrays, whatever the file holds. ``JSONNode`` reads
// it; ``JSONValue`` remains the form that value providers, slots and themes rewrite, and a
// rewritten tree is written back into a tape before layers are built from it.
import Foundation

/// A JSON text's values as entries in document order, with the bytes of its strings.
final class JSONDocument: Sendable {
    /// What an entry holds.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value, or the name of an object's member (a string).
    struct Entry: Sendable {
        /// A number: its bit pattern. A string: the offset of its UTF-8 bytes in ``bytes``.
        /// An array or object: the index of the first entry after its contents.
        var payload: UInt64
        /// A string: its length in bytes. An array: its elements. An object: its members.
        var count: UInt32
        /// What the entry holds.
        var kind: Kind

        /// Whether entries for contents follow this one.
        var isContainer: Bool { kind == .array || kind == .object }
    }

    /// The UTF-8 bytes that strings point into (the text read, and unescaped strings after it).
    let bytes: [UInt8]
    /// The values in document order; entry 0 is the top value.
    let entries: [Entry]
    /// The path of the top value in the file it came from (empty: it is the file's top).
    let base: JSONPath

    /// A document of `entries` over `bytes`, its top at `base`.
    init(bytes: [UInt8], entries: [Entry], base: JSONPath) {
        self.bytes = bytes
        self.entries = entries
        self.base = base
    }

    /// The document of `value`, its top at `base` (a value made or rewritten in memory).
    convenience init(_ value: JSONValue, base: JSONPath = .root) {
        var writer = Writer()
        writer.write(value)
        self.init(bytes: writer.bytes, entries: writer.entries, base: base)
    }

    /// The index of the entry after entry `index` and its contents.
    @inline(__always)
    func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.isContainer ? Int(entry.payload) : index + 1
    }

    /// The value of the last member named `name` of the object at `index`; nil when there is
    /// none, or when `index` is not an object.
    func member(_ name: String, of index: Int) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBufferPointer { bytes in
                    let object = entries[index]
                    guard object.kind == .object else { return nil }
                    var found: Int?
                    var key = index + 1
                    for _ in 0..<object.count {
                        let entry = entries[key]
                        if Int(entry.count) == wanted.count, Self.equal(bytes, from: Int(entry.payload), wanted) {
                            found = key + 1
                        }
                        let value = entries[key + 1]
                        key = value.isContainer ? Int(value.payload) : key + 2
                    }
                    return found
                }
            }
        }
    }

    /// Calls `body` with each member of the object at `index`, in file order: its name's UTF-8
    /// bytes and its value's entry; nothing when `index` is not an object. One pass for the
    /// several members a caller wants, where ``member(_:of:)`` walks the object for each.
    @inline(__always)
    func forEachMember(of index: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        entries.withUnsafeBufferPointer { entries in
            bytes.withUnsafeBufferPointer { bytes in
                let object = entries[index]
                guard object.kind == .object else { return }
                var key = index + 1
                for _ in 0..<object.count {
                    let entry = entries[key]
                    body(UnsafeBufferPointer(rebasing: bytes[Int(entry.payload)..<Int(entry.payload) + Int(entry.count)]), key + 1)
                    let value = entries[key + 1]
                    key = value.isContainer ? Int(value.payload) : key + 2
                }
            }
        }
    }

    /// The entries of the members named `names` of the object at `index` (``JSONNode/memberEntries(_:)``).
    func memberEntries(_ names: [UInt16], of index: Int) -> MemberEntries {
        var found = MemberEntries()
        forEachMember(of: index) { name, entry in
            guard name.count <= 2, let first = name.first, first != 0 else { return }
            let key = UInt16(first) | (name.count == 2 ? UInt16(name[1]) << 8 : 0)
            for slot in names.indices where names[slot] == key { found[slot] = entry }
        }
        return found
    }

    /// `index` when its entry is not a null; nil for a null or none (as a member is read:
    /// ``JSONNode/node(atEntry:)``).
    func present(_ index: Int?) -> Int? {
        guard let index, entries[index].kind != .null else { return nil }
        return index
    }

    /// The first two numbers of the list at `index` (nil for the second of a list of one), read
    /// in place; nil when it is not a list, is empty, or holds anything but numbers.
    func leadingNumbers(at index: Int) -> (first: Double, second: Double?)? {
        let list = entries[index]
        guard list.kind == .array, list.count > 0 else { return nil }
        var first: Double?, second: Double?
        var element = index + 1
        for position in 0..<Int(list.count) {
            guard let value = numeric(at: element) else { return nil }
            if position == 0 { first = value } else if position == 1 { second = value }
            element = next(after: element)
        }
        return first.map { ($0, second) }
    }

    /// Whether `bytes` from `start` begin with `wanted`'s bytes (which fit there). Compared here,
    /// not by `memcmp`: member names are a byte or two, for which the call cost more than the
    /// comparison.
    @inline(__always)
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < wanted.count {
            guard bytes[start &+ offset] == wanted[offset] else { return false }
            offset &+= 1
        }
        return true
    }

    /// The string of entry `index` (a string or a member's name).
    func string(at index: Int) -> String {
        let entry = entries[index]
        let start = Int(entry.payload)
        return String(decoding: bytes[start..<start + Int(entry.count)], as: UTF8.self)
    }

    /// The entry at `index` as a number (a boolean reads as 0 or 1); nil for anything else.
    @inline(__always)
    func numeric(at index: Int) -> Double? {
        let entry = entries[index]
        switch entry.kind {
        case .number: return Double(bitPattern: entry.payload)
        case .true: return 1
        case .false: return 0
        default: return nil
        }
    }

    /// The indices of the elements of the array at `index` (of the member values, for an object).
    func children(of index: Int) -> [Int] {
        let entry = entries[index]
        guard entry.isContainer else { return [] }
        var indices: [Int] = []
        indices.reserveCapacity(Int(entry.count))
        var child = index + 1
        for _ in 0..<entry.count {
            if entry.kind == .object { child += 1 }
            indices.append(child)
            child = next(after: child)
        }
        return indices
    }

    /// The members of the object at `index`, names and value indices, in file order.
    func members(of index: Int) -> [(name: String, value: Int)] {
        guard entries[index].kind == .object else { return [] }
        return children(of: index).map { (string(at: $0 - 1), $0) }
    }

    /// The entry at `index` and its contents as a ``JSONValue``.
    func value(at index: Int) -> JSONValue {
        let entry = entries[index]
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(Double(bitPattern: entry.payload))
        case .string: return .string(string(at: index))
        case .array: return .array(children(of: index).map(value(at:)))
        case .object:
            var object = JSONObject()
            object.reserveCapacity(Int(entry.count))
            for member in members(of: index) { object.append(member.name, value(at: member.value)) }
            return .object(object)
        }
    }

    /// What the entry at `index` is, for "expected …, found …" messages.
    func kind(at index: Int) -> String {
        let entry = entries[index]
        switch entry.kind {
        case .null: return "null"
        case .false, .true: return "a boolean"
        case .number: return "the number \(Double(bitPattern: entry.payload))"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Calls `body` with each step from the top value to the entry at `index`, in order: a
    /// member's name, or nil and an element's index. Found by descending from the top through
    /// the containers that hold it.
    func forEachStep(to index: Int, _ body: (_ key: String?, _ index: Int) -> Void) {
        var container = 0
        while container != index, entries[container].isContainer {
            let entry = entries[container]
            let isObject = entry.kind == .object
            var child = container + 1
            var position = 0
            while position < Int(entry.count) {
                let valueIndex = isObject ? child + 1 : child
                let end = next(after: valueIndex)
                if index >= valueIndex, index < end {
                    if isObject { body(string(at: child), 0) } else { body(nil, position) }
                    break
                }
                child = end
                position += 1
            }
            guard position < Int(entry.count) else { return }
            container = isObject ? child + 1 : child
        }
    }

    /// Writes a ``JSONValue`` as entries.
    private struct Writer {
        var bytes: [UInt8] = []
        var entries: [Entry] = []

        mutating func write(_ value: JSONValue) {
            switch value {
            case .null: entries.append(Entry(payload: 0, count: 0, kind: .null))
            case .bool(let flag): entries.append(Entry(payload: 0, count: 0, kind: flag ? .true : .false))
            case .number(let number): entries.append(Entry(payload: number.bitPattern, count: 0, kind: .number))
            case .string(let text): writeString(text)
            case .array(let elements):
                let start = open(.array, count: elements.count)
                for element in elements { write(element) }
                close(start)
            case .object(let object):
                let members = object.orderedMembers
                let start = open(.object, count: members.count)
                for member in members {
                    writeString(member.name)
                    write(member.value)
                }
                close(start)
            }
        }

        private mutating func writeString(_ text: String) {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            entries.append(Entry(payload: UInt64(start), count: UInt32(bytes.count - start), kind: .string))
        }

        private mutating func open(_ kind: Kind, count: Int) -> Int {
            entries.append(Entry(payload: 0, count: UInt32(count), kind: kind))
            return entries.count - 1
        }

        private mutating func close(_ start: Int) {
            entries[start].payload = UInt64(entries.count)
        }
    }
}
