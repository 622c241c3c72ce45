// A scanner for the small value grammars of SVG attributes: numbers, lengths, lists, function
// calls (svgtypes' Stream, in Swift). Every number read is finite, or the read fails.
import Foundation
import LaminaGeometry

/// Reads numbers, identifiers and punctuation from an attribute's text, left to right.
struct ValueScanner {
    /// The text, as UTF-8 bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    var index = 0

    init(_ text: some StringProtocol) { bytes = Array(text.utf8) }

    /// Whether everything has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The unread rest, for messages.
    var rest: String { String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self) }

    /// The next byte, if any.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipSpaces() {
        while let b = peek, Self.isSpace(b) { index += 1 }
    }

    /// Skips spaces, at most one comma, and spaces.
    mutating func skipCommaSpaces() {
        skipSpaces()
        if peek == UInt8(ascii: ",") { index += 1 }
        skipSpaces()
    }

    /// Consumes `byte` if it is next (after spaces); says whether it did.
    mutating func consume(_ byte: Character) -> Bool {
        skipSpaces()
        guard let ascii = byte.asciiValue, peek == ascii else { return false }
        index += 1
        return true
    }

    /// Reads `byte` (after spaces) or fails naming what came instead.
    mutating func expect(_ byte: Character) throws(ValueError) {
        guard consume(byte) else { throw .expected("\"\(byte)\"", found: rest) }
    }

    /// Reads a number: optional sign, digits with an optional fraction, optional exponent.
    /// - Throws: when no number is next or it is not finite (`1e999`).
    mutating func number() throws(ValueError) -> Double {
        skipSpaces()
        let start = index
        switch bytes.withUnsafeBufferPointer({ DecimalNumber.read($0, from: start) }) {
        case .none: throw .expected("a number", found: rest)
        case .infinite(let end):
            throw .expected("a finite number", found: String(decoding: bytes[start..<end], as: UTF8.self))
        case .finite(let value, let end):
            index = end
            return value
        }
    }

    /// Reads an identifier of letters, digits, `-` and `_` (possibly empty); `%` counts too,
    /// so it reads length units.
    mutating func identifier() -> String {
        let start = index
        while let b = peek, (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
                || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: "%") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Fails unless only spaces remain.
    mutating func expectEnd(_ what: String) throws(ValueError) {
        skipSpaces()
        guard isAtEnd else { throw .expected(what, found: rest) }
    }

    /// Reads a whole list of numbers separated by commas and/or spaces.
    static func numberList(_ text: some StringProtocol) throws(ValueError) -> [Double] {
        var scanner = ValueScanner(text)
        var values: [Double] = []
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            values.append(try scanner.number())
            scanner.skipCommaSpaces()
        }
        return values
    }

    /// Reads exactly one number and nothing else.
    static func singleNumber(_ text: some StringProtocol) throws(ValueError) -> Double {
        var scanner = ValueScanner(text)
        let value = try scanner.number()
        try scanner.expectEnd("the end of the number")
        return value
    }
}
