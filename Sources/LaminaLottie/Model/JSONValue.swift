// A JSON value (RFC 8259) as a tree: the form that value providers, slots and themes rewrite.
// What is read from a file is a ``JSONDocument``, which makes this tree on request.

/// One JSON value.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The value as a number: a boolean reads as 0 or 1, as Bodymovin writes flags both ways;
    /// nil for anything else.
    var numeric: Double? {
        switch self {
        case .number(let number): number
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }
}
