// Decimal numbers in SVG's syntax (SVG 1.1 §8.3.9 and CSS numbers): sign? (digits ('.' digits?)?
// | '.' digits) exponent?, read from UTF-8 bytes. Path data and every attribute value of a script
// read their numbers here.
//
// Most numbers in SVG are short: their value comes from Clinger's fast path (W. D. Clinger, "How
// to read floating point numbers accurately", PLDI 1990): a mantissa below 2⁵³ and a power of
// ten up to 10²² are both exact doubles, so one multiplication or division rounds the result
// correctly, exactly as `strtod` would. Longer numbers go to `Double(_:)`.

/// What reading a decimal number found.
package enum DecimalNumber: Equatable {
    /// No digits at the start: not a number. Nothing was read.
    case none
    /// A finite number, and the offset just past it.
    case finite(Double, end: Int)
    /// Digits whose value overflows a double (`1e999`), and the offset just past them.
    case infinite(end: Int)

    /// Reads the number starting at `start` in `bytes`. An `e` not followed by digits is not
    /// part of the number (`5em` is 5 followed by `em`).
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> DecimalNumber {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        func isDigit(_ b: UInt8) -> Bool { b >= zero && b <= zero + 9 }
        var index = start
        let negative = byte(index) == minus
        if negative || byte(index) == plus { index += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var sawDigit = false
        func accumulate(_ digit: UInt8) {
            sawDigit = true
            if mantissa == 0 && digit == zero { return }
            significantDigits += 1
            if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit - zero) }
        }
        while isDigit(byte(index)) {
            accumulate(byte(index))
            index += 1
        }
        if byte(index) == dot {
            index += 1
            while isDigit(byte(index)) {
                accumulate(byte(index))
                exponent -= 1
                index += 1
            }
        }
        guard sawDigit else { return .none }
        if byte(index) | 0x20 == e {
            var cursor = index + 1
            let exponentNegative = byte(cursor) == minus
            if exponentNegative || byte(cursor) == plus { cursor += 1 }
            if isDigit(byte(cursor)) {
                var written = 0
                while isDigit(byte(cursor)) {
                    // Saturate: any exponent past 10⁶ already overflows or underflows a double.
                    if written < 1_000_000 { written = written * 10 + Int(byte(cursor) - zero) }
                    cursor += 1
                }
                exponent += exponentNegative ? -written : written
                index = cursor
            }
        }
        if significantDigits <= 19, mantissa <= 1 << 53, abs(exponent) <= 22 {
            let magnitude = exponent < 0
                ? Double(mantissa) / powersOfTen[-exponent]
                : Double(mantissa) * powersOfTen[exponent]
            return .finite(negative ? -magnitude : magnitude, end: index)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let parsed = Double(text), parsed.isFinite else { return .infinite(end: index) }
        return .finite(parsed, end: index)
    }

    /// 10⁰ … 10²², every one exactly representable as a double; a literal, so that the
    /// compiler lays the table out in the binary instead of a process building it.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static let zero = UInt8(ascii: "0"), dot = UInt8(ascii: "."), e = UInt8(ascii: "e")
    private static let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-")
}
