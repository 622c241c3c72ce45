// A JSON value with the path that reached it, so every decoding error names where it happened
// (`layers[3].shapes[1].it[0].ks.k[2].s`) and what was expected there.
import Foundation

/// A JSON value at a path, with typed accessors that throw ``LottieError/invalid(path:message:)``.
struct JSONNode {
    /// The value.
    let value: JSONValue
    /// Where it is, from the file's top: `layers[3].ks.o`; empty for the top itself.
    let path: JSONPath

    /// The member `key` of an object, nil when absent (or null, or this is not an object).
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value, let member = members[key], member != .null else { return nil }
        return JSONNode(value: member, path: path.member(key))
    }

    /// The member `key`, which must be present.
    /// - Parameter expected: what the member holds, for the error when it is absent ("the
    ///   layer's in point (a frame number)"); default "a value".
    func required(_ key: String, expected: String = "a value") throws -> JSONNode {
        guard let member = self[key] else {
            guard case .object = value else { throw mismatch("an object") }
            throw LottieError.invalid(path: "\(path.member(key))", message: "expected \(expected), found none")
        }
        return member
    }

    /// The elements of an array, each with its index in the path.
    func array() throws -> [JSONNode] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { JSONNode(value: $1, path: path.element($0)) }
    }

    /// The value as a finite number (a boolean reads as 0 or 1, as Bodymovin writes flags both ways).
    func number() throws -> Double {
        guard let number = value.numeric else { throw mismatch("a number") }
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
        if case .array(let elements) = value, let first = elements.first {
            return try JSONNode(value: first, path: path.element(0)).number()
        }
        return try number()
    }

    /// The value as numbers: a number is a one-element list.
    func numbers() throws -> [Double] {
        guard case .array(let elements) = value else { return [try number()] }
        // Read in place: a node (and its path) for each element only when one is not a number.
        return try elements.indices.map { index in
            try elements[index].numeric ?? element(index).number()
        }
    }

    /// The value as a list of points, each the first two numbers of a list (`[[x, y], …]`, a
    /// path's vertices or tangents).
    func points() throws -> [CGPoint] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return try elements.indices.map { index in
            if case .array(let pair) = elements[index], pair.count == 2, let x = pair[0].numeric, let y = pair[1].numeric {
                return CGPoint(x: x, y: y)
            }
            return try element(index).point()
        }
    }

    /// Element `index` of an array value, with its path.
    private func element(_ index: Int) -> JSONNode {
        guard case .array(let elements) = value else { return self }
        return JSONNode(value: elements[index], path: path.element(index))
    }

    /// The value as a string.
    func string() throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    /// The value as a point: the first two numbers of a list (x, y).
    func point() throws -> CGPoint {
        let values = try numbers()
        guard values.count >= 2 else { throw mismatch("two numbers [x, y]") }
        return CGPoint(x: values[0], y: values[1])
    }

    /// Whether the value is an object.
    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// The error "expected `expected`, found what is here".
    func mismatch(_ expected: String) -> LottieError {
        .invalid(path: "\(path)", message: "expected \(expected), found \(value.kind)")
    }

    /// An optional number member, checked when present.
    func number(_ key: String) throws -> Double? { try self[key]?.number() }

    /// The member `key` as a whole number (see ``integer()``), or nil when it is missing.
    func integer(_ key: String) throws -> Int? { try self[key]?.integer() }
}
