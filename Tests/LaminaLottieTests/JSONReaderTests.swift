// The JSON reader's values: numbers read by the exact fast path equal Double(String)'s to the
// bit, strings with and without escapes, and the errors the fast paths must keep.
import Foundation
import Testing
@testable import LaminaLottie

@Suite struct JSONReaderTests {
    static func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Data(text.utf8), maxDepth: 64).value(at: 0)
    }

    static func number(_ text: String) throws -> Double {
        guard case .number(let value) = try parse(text) else { throw LottieError.invalid(path: "", message: text) }
        return value
    }

    static func error(_ text: String) -> String {
        do {
            return "no error: \(try parse(text))"
        } catch {
            return "\(error)"
        }
    }

    @Test func numbersEqualTheStandardLibrarysToTheBit() throws {
        let cases = [
            "0", "-0", "1", "-1", "0.5", "0.1", "0.3", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308",
            "9007199254740993", "9007199254740992", "123456789012345678901234567890", "0.000000000000000000001234",
            "1e22", "1e23", "1.5e-22", "4.35e-23", "12345678901234567e-3", "3.14159265358979323846", "100e-2",
            "0.1e1", "1E+2", "1e-0", "-2.5E-3", "18446744073709551615", "18446744073709551616", "0e100000000",
        ]
        for text in cases {
            let expected = try #require(Double(text))
            #expect(try Self.number(text).bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func randomDecimalsEqualTheStandardLibrarysToTheBit() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let integer = String(UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
            let exponent = Int.random(in: -30...30, using: &generator)
            let sign = Bool.random(using: &generator) ? "-" : ""
            for text in [sign + integer, "\(sign)\(integer).\(fraction)", "\(sign)\(integer).\(fraction)e\(exponent)"] {
                let expected = try #require(Double(text))
                #expect(try Self.number(text).bitPattern == expected.bitPattern, "\(text)")
            }
        }
    }

    @Test func badNumbersAreErrorsAtTheirPlace() {
        #expect(Self.error("[1e400]") == "1:2: error: expected a finite number, found 1e400")
        #expect(Self.error("[-]") == "1:3: error: expected a digit, found ']'")
        #expect(Self.error("[1.]") == "1:4: error: expected a digit after '.', found ']'")
        #expect(Self.error("[1e+]") == "1:5: error: expected a digit in the exponent, found ']'")
    }

    @Test func stringsWithAndWithoutEscapes() throws {
        #expect(try Self.parse(#""plain text""#) == .string("plain text"))
        #expect(try Self.parse(#""""#) == .string(""))
        #expect(try Self.parse(#""Grüße, 世界 🎞""#) == .string("Grüße, 世界 🎞"))
        #expect(try Self.parse(#""a\"b\\c\/d\n\t\u00e9\ud83c\udf9e""#) == .string("a\"b\\c/d\n\té🎞"))
        #expect(try Self.parse(#""tail after escape\u0041BC""#) == .string("tail after escapeABC"))
        #expect(try Self.parse(#"{"nm":"Layer 1","ty":4}"#) == .object(["nm": .string("Layer 1"), "ty": .number(4)]))
    }

    @Test func theLastMemberOfANameWins() throws {
        guard case .object(let object) = try Self.parse(#"{"a":1,"b":[true],"a":2}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object["a"] == .number(2))
        #expect(object["b"] == .array([.bool(true)]))
        #expect(object["c"] == nil)
        #expect(object == ["b": .array([.bool(true)]), "a": .number(2)])
        #expect(object != ["a": .number(1), "b": .array([.bool(true)])])
    }

    @Test func badStringsAreErrorsAtTheirPlace() {
        #expect(Self.error("\"abc") == "1:5: error: expected '\"' to end the string, found the end of the file")
        #expect(Self.error("\"a\u{1}b\"") == "1:3: error: expected '\"' to end the string, found a control character")
        #expect(Self.error("\"a\\qb\"") == "1:4: error: expected an escape (\\\" \\\\ / b f n r t u), found 'q'")
        do {
            _ = try JSONReader.parse(Data([0x22, 0x61, 0xFF, 0x62, 0x22]), maxDepth: 64)
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect("\(error)" == "1:5: error: expected UTF-8 text in a string")
        }
    }
}
