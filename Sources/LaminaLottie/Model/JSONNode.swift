// A JSON value in a parsed document, so every decoding error names where it happened
// (`layers[3].shapes[1].it[0].ks.k[2].s`) and what was expected there.
import Foundation

/// A JSON value of a ``JSONDocument``, with typed accessors that throw
/// ``LottieError/invalid(path:message:)`` naming its path.
struct JSONNode {
    /// The document that holds the value.
    let document: JSONDocument
    /// The value's entry in ``document``.
    let index: Int

    /// The top value of `document`.
    init(document: JSONDocument) {
        self.init(document: document, index: 0)
    }

    /// A value made in memory, at `path` (a document of its own).
    init(value: JSONValue, path: JSONPath) {
        self.init(document: JSONDocument(value, base: path))
    }

    private init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// Where it is, from the file's top: `layers[3].ks.o`; empty for the top itself.
    var path: JSONPath { JSONPath(document, entry: index) }

    /// Which value a node is: its document and entry. Nodes of one document are one value
    /// exactly when their paths are equal; comparing identities spares working out the paths.
    struct Identity: Hashable {
        let document: ObjectIdentifier
        let index: Int
    }

    /// This node's identity (the node keeps its document alive; the identity does not).
    var identity: Identity { Identity(document: ObjectIdentifier(document), index: index) }

    /// The value, as a tree that can be rewritten.
    var value: JSONValue { document.value(at: index) }

    /// The member `key` of an object, nil when absent (or null, or this is not an object).
    subscript(key: String) -> JSONNode? {
        node(atEntry: document.member(key, of: index))
    }

    /// The node of entry `index` of this node's document, nil for a null (as ``subscript(_:)``
    /// reads a member).
    func node(atEntry index: Int?) -> JSONNode? {
        document.present(index).map { JSONNode(document: document, index: $0) }
    }

    /// The entries of the members named `names` (at most ``MemberEntries/capacity``, each one or
    /// two ASCII bytes as ``shortName(_:)`` makes them), found in one pass over this object: for
    /// each name its last member's value, nil when there is none or this is not an object. A
    /// decoder that reads several members of one object walks it once, where ``subscript(_:)``
    /// walks it for each; ``node(atEntry:)`` then reads an entry as the subscript would.
    func memberEntries(_ names: [UInt16]) -> MemberEntries {
        document.memberEntries(names, of: index)
    }

    /// A member name of one or two ASCII bytes as the number ``memberEntries(_:)`` compares; 0,
    /// which no member matches, for any other name.
    static func shortName(_ name: StaticString) -> UInt16 {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        switch bytes.count {
        case 1: return UInt16(bytes[0])
        case 2: return UInt16(bytes[0]) | UInt16(bytes[1]) << 8
        default: return 0
        }
    }

    /// Whether an object has a member `key` (null or not).
    func has(_ key: String) -> Bool { document.member(key, of: index) != nil }

    /// The member `key` as a number (a boolean as 0 or 1), read without a node; nil when it is
    /// absent or something else.
    func numeric(_ key: String) -> Double? {
        document.member(key, of: index).flatMap(document.numeric(at:))
    }

    /// The member `key`, which must be present.
    /// - Parameter expected: what the member holds, for the error when it is absent ("the
    ///   layer's in point (a frame number)"); default "a value".
    func required(_ key: String, expected: String = "a value") throws -> JSONNode {
        guard let member = self[key] else {
            guard isObject else { throw mismatch("an object") }
            throw LottieError.invalid(path: "\(path.member(key))", message: "expected \(expected), found none")
        }
        return member
    }

    /// The elements of an array, each with its index in the path.
    func array() throws -> [JSONNode] {
        guard isArray else { throw mismatch("an array") }
        // Walked in place: the children's indices as a list first made two lists an array.
        var nodes: [JSONNode] = []
        nodes.reserveCapacity(count)
        var element = index + 1
        for _ in 0..<count {
            nodes.append(JSONNode(document: document, index: element))
            element = document.next(after: element)
        }
        return nodes
    }

    /// The members of an object in file order (a name as often as it was written), with their
    /// values; nil when this is not an object.
    var members: [(name: String, node: JSONNode)]? {
        guard isObject else { return nil }
        return document.members(of: index).map { ($0.name, JSONNode(document: document, index: $0.value)) }
    }

    /// The number of elements of an array (of members of an object); 0 for anything else.
    var count: Int {
        let entry = document.entries[index]
        return entry.isContainer ? Int(entry.count) : 0
    }

    /// The first element of an array; nil when it is empty or this is not an array.
    var first: JSONNode? {
        guard isArray, count > 0 else { return nil }
        return JSONNode(document: document, index: index + 1)
    }

    /// The value as a finite number (a boolean reads as 0 or 1, as Bodymovin writes flags both ways).
    func number() throws -> Double {
        guard let number = document.numeric(at: index) else { throw mismatch("a number") }
        return number
    }

    /// The value as a whole number: rounded toward zero and clamped to `Int`'s range (a JSON
    /// number may lie far beyond it).
    func integer() throws -> Int {
        let value = try number().rounded(.towardZero)
        if value >= Double(Int.max) { return Int.max }
        if value <= Double(Int.min) { return Int.min }
        return Int(value)
    }

    /// A number, or the first element of an array of numbers (Bodymovin writes some scalars as `[x]`).
    func scalar() throws -> Double {
        if isArray, count > 0, let number = document.numeric(at: index + 1) { return number }
        if let first { return try first.number() }
        return try number()
    }

    /// The value as numbers: a number is a one-element list.
    func numbers() throws -> [Double] {
        if let common = commonNumbers() { return common }
        guard isArray else { return [try number()] }
        // Read in place: a node only for an element that is not a number, for its error.
        var values: [Double] = []
        values.reserveCapacity(count)
        var element = index + 1
        for _ in 0..<count {
            guard let value = document.numeric(at: element) else {
                return try document.children(of: index).map { try JSONNode(document: document, index: $0).number() }
            }
            values.append(value)
            element = document.next(after: element)
        }
        return values
    }

    /// The lists of numbers Lottie files repeat most, shared rather than made anew for each:
    /// a static 0 or 100 (an opacity, a rotation, a trim's end), the origin, 100 % scale and
    /// opaque white, in that order. They are two thirds of the values of lottie-ios's
    /// LottieLogo1 (677 of 1,034).
    private static let commonLists: [[Double]] = [[0], [100], [0, 0], [100, 100], [0, 0, 0], [100, 100, 100], [1, 1, 1, 1]]

    /// ``numbers()`` when the value is one of ``commonLists`` (a 0 only when it is +0, whose
    /// sign a later `atan2` would read), read in place; nil for anything else.
    private func commonNumbers() -> [Double]? {
        let length = isArray ? count : 1
        guard (1...4).contains(length) else { return nil }
        var element = isArray ? index + 1 : index
        guard let first = document.numeric(at: element) else { return nil }
        for _ in 1..<length {
            element = document.next(after: element)
            guard let next = document.numeric(at: element), next.bitPattern == first.bitPattern else { return nil }
        }
        let lists = Self.commonLists
        switch (length, first) {
        case (1, _) where first.bitPattern == 0: return lists[0]
        case (1, 100): return lists[1]
        case (2, _) where first.bitPattern == 0: return lists[2]
        case (2, 100): return lists[3]
        case (3, _) where first.bitPattern == 0: return lists[4]
        case (3, 100): return lists[5]
        case (4, 1): return lists[6]
        default: return nil
        }
    }

    /// The value as a list of points, each the first two numbers of a list (`[[x, y], …]`, a
    /// path's vertices or tangents).
    func points() throws -> [CGPoint] {
        guard isArray else { throw mismatch("an array") }
        let entries = document.entries
        var points: [CGPoint] = []
        points.reserveCapacity(count)
        var element = index + 1
        for _ in 0..<count {
            // [x, y] read in place; anything else through a node, for its error.
            let entry = entries[element]
            if entry.kind == .array, entry.count == 2, let x = document.numeric(at: element + 1),
               let y = document.numeric(at: element + 2) {
                points.append(CGPoint(x: x, y: y))
            } else {
                points.append(try JSONNode(document: document, index: element).point())
            }
            element = document.next(after: element)
        }
        return points
    }

    /// The value as a string.
    func string() throws -> String {
        guard let text = stringValue else { throw mismatch("a string") }
        return text
    }

    /// The value as a string; nil when it is not one.
    var stringValue: String? {
        document.entries[index].kind == .string ? document.string(at: index) : nil
    }

    /// The value as a point: the first two numbers of a list (x, y).
    func point() throws -> CGPoint {
        let values = try numbers()
        guard values.count >= 2 else { throw mismatch("two numbers [x, y]") }
        return CGPoint(x: values[0], y: values[1])
    }

    /// Whether the value is an object.
    var isObject: Bool { document.entries[index].kind == .object }

    /// Whether the value is an array.
    var isArray: Bool { document.entries[index].kind == .array }

    /// What the value is, for "expected …, found …" messages ("an object", "the number 3.0").
    var kind: String { document.kind(at: index) }

    /// The error "expected `expected`, found what is here".
    func mismatch(_ expected: String) -> LottieError {
        .invalid(path: "\(path)", message: "expected \(expected), found \(kind)")
    }

    /// An optional number member, checked when present.
    func number(_ key: String) throws -> Double? {
        // Read in place; a node (which retains the document) only for the error.
        guard let member = document.present(document.member(key, of: index)) else { return nil }
        if let number = document.numeric(at: member) { return number }
        return try JSONNode(document: document, index: member).number()
    }

    /// The member `key` as a whole number (see ``integer()``), or nil when it is missing.
    func integer(_ key: String) throws -> Int? { try self[key]?.integer() }
}

/// What ``JSONNode/memberEntries(_:)`` found: an entry, or nil, for each of up to ``capacity``
/// names, kept in the value itself (a list made for each object read cost more than the
/// look-ups it saves).
struct MemberEntries {
    /// How many names one search can look for.
    static let capacity = 12
    /// The entries, −1 for none.
    private var slots: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

    /// The entry of name `slot`; nil when none was found (or `slot` is past ``capacity``, where
    /// setting one does nothing).
    subscript(slot: Int) -> Int? {
        get {
            guard slot >= 0, slot < Self.capacity else { return nil }
            let entry = withUnsafeBytes(of: slots) { $0.load(fromByteOffset: slot * MemoryLayout<Int>.stride, as: Int.self) }
            return entry < 0 ? nil : entry
        }
        set {
            guard slot >= 0, slot < Self.capacity else { return }
            withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: newValue ?? -1, toByteOffset: slot * MemoryLayout<Int>.stride, as: Int.self) }
        }
    }
}
