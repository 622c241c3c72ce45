// DecimalNumber: the grammar's edges, and values bit-identical to strtod (through Double(_:))
// on the fast path and off it.
import Foundation
import LaminaTestSupport
import Testing
@testable import LaminaGeometry

@Suite struct DecimalNumberTests {
    private func read(_ text: String, from start: Int = 0) -> DecimalNumber {
        Array(text.utf8).withUnsafeBufferPointer { DecimalNumber.read($0, from: start) }
    }

    @Test func grammarEdges() {
        #expect(read("12") == .finite(12, end: 2))
        #expect(read("5.") == .finite(5, end: 2))
        #expect(read(".5") == .finite(0.5, end: 2))
        #expect(read("+.5e1x") == .finite(5, end: 5))
        #expect(read("5em") == .finite(5, end: 1), "an e without digits is not an exponent")
        #expect(read("5e+") == .finite(5, end: 1))
        #expect(read("1-2") == .finite(1, end: 1))
        #expect(read("x 7", from: 2) == .finite(7, end: 3))
        #expect(read("-") == .none)
        #expect(read(".") == .none)
        #expect(read("e5") == .none)
        #expect(read("") == .none)
        #expect(read("1e999") == .infinite(end: 5))
        #expect(read("-1e999") == .infinite(end: 6))
        #expect(read("1e-999") == .finite(0, end: 6), "underflow is zero, as in strtod")
        guard case .finite(let negativeZero, _) = read("-0") else { Issue.record("-0 is a number"); return }
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
    }

    /// 20,000 numbers of every shape, from 1 to 25 digits with exponents −40…40: each value
    /// must equal Double(text) bit for bit, whether it took the fast path or not.
    @Test func matchesStrtodBitForBit() {
        var generator = SplitMix64(state: 0x5EED)
        for _ in 0..<20_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            let integerDigits = Int.random(in: 0...13, using: &generator)
            let fractionDigits = Int.random(in: integerDigits == 0 ? 1...12 : 0...12, using: &generator)
            for _ in 0..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 { text += "e\(Int.random(in: -40...40, using: &generator))" }
            guard let expected = Double(text), case .finite(let value, let end) = read(text) else {
                Issue.record("\(text) did not read")
                continue
            }
            #expect(value.bitPattern == expected.bitPattern, "\(text)")
            #expect(end == text.utf8.count)
        }
    }
}
