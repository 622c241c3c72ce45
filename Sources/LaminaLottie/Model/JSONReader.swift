// Reads Lottie's JSON (RFC 8259) into a ``JSONDocument``, keeping the line and column of a
// syntax error. Lamina reads JSON itself rather than through Foundation's JSONSerialization,
// whose errors on Linux carry a byte offset at best, and whose nesting is limited only by the
// stack: this reader stops at `maxDepth`, so a hostile `[[[[…` is an error, not a crash.
import Foundation

/// Parses UTF-8 JSON text into a ``JSONDocument``.
struct JSONReader {
    private var bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var entries: [JSONDocument.Entry] = []
    /// The UTF-8 bytes of strings with escapes, unescaped; they follow the text's in the document.
    private var unescaped: [UInt8] = []

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses `data` (UTF-8, an optional byte-order mark) into a document whose top is at `base`.
    /// - Throws: ``LottieError/syntax(line:column:message:)`` at the offending character for
    ///   malformed JSON, text that is not UTF-8, or nesting deeper than `maxDepth`.
    static func parse(_ data: Data, maxDepth: Int, base: JSONPath = .root) throws -> JSONDocument {
        // A string's length and a container's count are kept in 32 bits.
        guard data.count <= Int(UInt32.max) else {
            throw LottieError.limit(path: "\(base)", message: "expected JSON text of at most 4 GiB, found \(data.count) bytes")
        }
        var reader = JSONReader(bytes: [UInt8](data), maxDepth: maxDepth)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        // Lottie files hold an entry for every 3.9 to 4.6 bytes: room made once for one every
        // 3 (growing the list when it ran out copied it into new pages, 5 % of a load).
        reader.entries.reserveCapacity(reader.bytes.count / 3 + 16)
        try reader.value(depth: 0)
        reader.skipSpaces()
        guard reader.index == reader.bytes.count else { throw reader.failure("expected the end of the file") }
        reader.bytes.append(contentsOf: reader.unescaped)
        return JSONDocument(bytes: reader.bytes, entries: reader.entries, base: base)
    }

    // MARK: Values

    private mutating func value(depth: Int) throws {
        skipSpaces()
        guard index < bytes.count else { throw failure("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true", .true)
        case UInt8(ascii: "f"): try literal("false", .false)
        case UInt8(ascii: "n"): try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try number()
            entries.append(JSONDocument.Entry(payload: number.bitPattern, count: 0, kind: .number))
        default: throw failure("expected a value, found \(found())")
        }
    }

    private mutating func object(depth: Int) throws {
        guard depth <= maxDepth else { throw failure("expected nesting at most \(maxDepth) deep, found deeper") }
        index += 1
        let start = open(.object)
        var count = 0
        skipSpaces()
        if peek == UInt8(ascii: "}") {
            index += 1
            return close(start, count: count)
        }
        while true {
            skipSpaces()
            guard peek == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes, found \(found())") }
            try string()
            skipSpaces()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after the member name, found \(found())") }
            index += 1
            try value(depth: depth)
            count += 1
            skipSpaces()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else if peek == UInt8(ascii: "}") {
                index += 1
                return close(start, count: count)
            } else {
                throw failure("expected ',' or '}' in an object, found \(found())")
            }
        }
    }

    private mutating func array(depth: Int) throws {
        guard depth <= maxDepth else { throw failure("expected nesting at most \(maxDepth) deep, found deeper") }
        index += 1
        let start = open(.array)
        var count = 0
        skipSpaces()
        if peek == UInt8(ascii: "]") {
            index += 1
            return close(start, count: count)
        }
        while true {
            try value(depth: depth)
            count += 1
            skipSpaces()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else if peek == UInt8(ascii: "]") {
                index += 1
                return close(start, count: count)
            } else {
                throw failure("expected ',' or ']' in an array, found \(found())")
            }
        }
    }

    /// Adds a container's entry, completed by ``close(_:count:)`` after its contents.
    private mutating func open(_ kind: JSONDocument.Kind) -> Int {
        entries.append(JSONDocument.Entry(payload: 0, count: 0, kind: kind))
        return entries.count - 1
    }

    /// Completes the container at `start` with its `count` elements or members, which end here.
    /// (A count fits in 32 bits: the text is at most 4 GiB.)
    private mutating func close(_ start: Int, count: Int) {
        entries[start].payload = UInt64(entries.count)
        entries[start].count = UInt32(count)
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONDocument.Kind) throws {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count,
              word.withUTF8Buffer({ bytes[index..<index + length].elementsEqual($0) }) else {
            throw failure("expected a value, found \(found())")
        }
        index += length
        entries.append(JSONDocument.Entry(payload: 0, count: 0, kind: kind))
    }

    /// number = [ minus ] int [ frac ] [ exp ] (RFC 8259 §6).
    private mutating func number() throws -> Double {
        let start = index
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(peek) else { throw failure("expected a digit, found \(found())") }
        // The digits as one integer and a power of ten, for the exact fast path below.
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0
        func take(_ byte: UInt8) {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) }
            digits += 1
        }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = peek, isDigit(byte) { take(byte); index += 1 }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw failure("expected a digit after '.', found \(found())") }
            while let byte = peek, isDigit(byte) { take(byte); fractionDigits += 1; index += 1 }
        }
        var exponent = 0
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            let negativeExponent = peek == UInt8(ascii: "-")
            if peek == UInt8(ascii: "+") || negativeExponent { index += 1 }
            guard isDigit(peek) else { throw failure("expected a digit in the exponent, found \(found())") }
            while let byte = peek, isDigit(byte) {
                exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
                index += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        // Clinger's fast path: an integer up to 2^53 and a power of ten up to 10^22 are both exact
        // doubles, so one multiplication or division rounds correctly, as Double(String) does.
        let power = exponent - fractionDigits
        if digits <= 19, mantissa <= 1 << 53, abs(power) < Self.powersOfTen.count {
            let magnitude = power < 0 ? Double(mantissa) / Self.powersOfTen[-power] : Double(mantissa) * Self.powersOfTen[power]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure("expected a finite number, found \(text)")
        }
        return value
    }

    /// 10^0 … 10^22: the powers of ten a double holds exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads a string (a value or a member's name) into an entry: the text's own bytes when it
    /// has no escape, else its unescaped bytes after the text's.
    private mutating func string() throws {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are the text, validated once (or not at all
        // when they are ASCII, which is always valid).
        var allBits: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
              bytes[index] >= 0x20 {
            allBits |= bytes[index]
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            if allBits >= 0x80, String(validating: bytes[start..<index], as: UTF8.self) == nil {
                throw failure("expected UTF-8 text in a string")
            }
            entries.append(JSONDocument.Entry(payload: UInt64(start), count: UInt32(index - start), kind: .string))
            index += 1
            return
        }
        var scalars = String.UnicodeScalarView()
        var runStart = start
        func flush(_ end: Int) throws {
            guard runStart < end else { return }
            guard let text = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                throw failure("expected UTF-8 text in a string")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw failure("expected '\"' to end the string, found the end of the file") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(index)
                index += 1
                let offset = bytes.count + unescaped.count
                unescaped.append(contentsOf: String(scalars).utf8)
                entries.append(JSONDocument.Entry(payload: UInt64(offset), count: UInt32(bytes.count + unescaped.count - offset),
                                                  kind: .string))
                return
            }
            if byte < 0x20 { throw failure("expected '\"' to end the string, found a control character") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            try flush(index)
            index += 1
            guard index < bytes.count else { throw failure("expected an escape, found the end of the file") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), bytes.count >= index + 6, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                index -= 1
                throw failure("expected an escape (\\\" \\\\ / b f n r t u), found \(found())")
            }
            runStart = index
        }
    }

    private mutating func hex4() throws -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw failure("expected four hexadecimal digits after \\u, found \(found())")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    // MARK: Characters

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func skipSpaces() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// The character at the cursor, quoted, for messages.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    /// An error at the cursor: line and column (1-based, columns in characters).
    private func failure(_ message: String) -> LottieError {
        let end = min(index, bytes.count)
        var line = 1, lineStart = 0
        for offset in 0..<end where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return .syntax(line: line, column: column, message: message)
    }
}
