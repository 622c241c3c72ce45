// Rounded division of box sums by the box size without a division instruction: a multiply by
// the reciprocal and a shift (Granlund–Montgomery), exact for every sum a box of 8-bit values
// can reach; eight lanes at once for the vector passes of BoxBlurLine.swift.
import Foundation

/// Rounded division of eight box sums at once by the box size.
protocol BoxLaneDivider {
    /// The lane type the sums are kept in.
    associatedtype Lane: FixedWidthInteger & UnsignedInteger & SIMDScalar
    /// The lane vector.
    typealias Lanes = SIMD8<Lane>
    /// A divider for boxes of `size` (≥ 2) values.
    init(_ size: UInt32)
    /// `(sum + size / 2) / size` in each lane.
    func callAsFunction(_ sums: Lanes) -> Lanes
}

/// Division in 16-bit lanes for boxes of 2 … ``largestSize`` values (their sums stay below
/// 2^16): n · m / 2^(16 + s) with n = sum + size / 2, m = ⌈2^(16 + s) / size⌉ and the largest
/// s that keeps m within 16 bits — a multiply-high and a shift. Checked exact for every sum in
/// that range (it first goes wrong at 186).
struct NarrowBoxDivider: BoxLaneDivider {
    /// The largest box this divider is used for.
    static let largestSize: UInt32 = 181
    /// size / 2 in every lane.
    let half: SIMD8<UInt16>
    /// ⌈2^(16 + s) / size⌉ in every lane.
    let multiplier: SIMD8<UInt16>
    /// s.
    let shift: UInt16

    /// A divider for boxes of `size` (2 … ``largestSize``) values.
    init(_ size: UInt32) {
        let size = UInt64(max(size, 2))
        var s: UInt64 = 0
        while s < 15, ((1 << (17 + s)) + size - 1) / size <= 0xFFFF { s += 1 }
        half = SIMD8(repeating: UInt16(truncatingIfNeeded: size / 2))
        multiplier = SIMD8(repeating: UInt16(truncatingIfNeeded: ((1 << (16 + s)) + size - 1) / size))
        shift = UInt16(s)
    }

    @inline(__always)
    func callAsFunction(_ sums: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let products = SIMD8<UInt32>(truncatingIfNeeded: sums &+ half) &* SIMD8<UInt32>(truncatingIfNeeded: multiplier)
        return SIMD8<UInt16>(truncatingIfNeeded: products &>> 16) &>> shift
    }
}

/// Division for any box in 32-bit lanes, lane by lane in 64 bits (``BoxDivider``).
struct WideBoxDivider: BoxLaneDivider {
    /// The 64-bit divider every lane goes through.
    let divide: BoxDivider

    /// A divider for boxes of `size` (≥ 1) values.
    init(_ size: UInt32) { divide = BoxDivider(size) }

    @inline(__always)
    func callAsFunction(_ sums: SIMD8<UInt32>) -> SIMD8<UInt32> {
        var result = sums
        for lane in 0..<8 { result[lane] = divide(sums[lane]) }
        return result
    }
}

/// Rounded division of a box sum by the box size, `(sum + size / 2) / size`, as a multiply and
/// a shift: with m = ⌈2^40 / size⌉ the quotient is exact whenever (sum + size / 2) · size < 2^40
/// (the rounding-up error of m is below size); a box of at most 4097 values of at most 255 keeps
/// the sum below 256 · size, far inside that.
struct BoxDivider {
    /// size / 2, added before dividing so the quotient rounds to nearest.
    let half: UInt64
    /// ⌈2^40 / size⌉.
    let multiplier: UInt64

    /// A divider for boxes of `size` (≥ 1) values.
    init(_ size: UInt32) {
        half = UInt64(size / 2)
        multiplier = ((1 << 40) + UInt64(size) - 1) / UInt64(size)
    }

    /// `(sum + size / 2) / size`.
    @inline(__always)
    func callAsFunction(_ sum: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: ((UInt64(sum) &+ half) &* multiplier) >> 40)
    }
}
