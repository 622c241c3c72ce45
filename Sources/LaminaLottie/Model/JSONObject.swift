// A JSON object's members, in file order.

/// The members of a JSON object, as read. A member is found by scanning from the last: the
/// last member of a name wins, as most readers have it. Lottie's objects hold a handful of
/// members with short names, which a scan compares faster than a hash table hashes them.
struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    private var members: [(name: String, value: JSONValue)] = []

    /// An object without members.
    init() {}

    /// An object with `elements` as its members, in order.
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { (name: $0, value: $1) }
    }

    /// Makes room for `count` members in all.
    mutating func reserveCapacity(_ count: Int) {
        members.reserveCapacity(count)
    }

    /// Adds a member after the others.
    mutating func append(_ name: String, _ value: JSONValue) {
        members.append((name: name, value: value))
    }

    /// Removes every member named `name`.
    mutating func remove(_ name: String) {
        members.removeAll { $0.name == name }
    }

    /// The members in file order, a name as often as it was written.
    var orderedMembers: [(name: String, value: JSONValue)] { members }

    /// The value of the last member named `name`; nil when there is none.
    subscript(name: String) -> JSONValue? {
        members.last { $0.name == name }?.value
    }

    /// Whether both objects have the same names with the same values, whatever their order
    /// (the last member of each name counting).
    static func == (left: JSONObject, right: JSONObject) -> Bool {
        left.dictionary == right.dictionary
    }

    private var dictionary: [String: JSONValue] {
        Dictionary(members.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }
}
