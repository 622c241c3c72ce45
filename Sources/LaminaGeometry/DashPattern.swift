// A validated dash pattern with its phase resolved to a starting interval.
// Rules: Core Animation / Core Graphics (`lineDashPattern`, `lineDashPhase`), SVG
// `stroke-dasharray` (an odd list repeats twice) and cairo's `_cairo_gstate_set_dash` (phase
// normalised with fmod, negative phases too; zero gap sum means solid). The starting interval is
// found as Skia's SkDashPath `find_first_interval` does (google/skia, src/utils/SkDashPath.cpp).
import Foundation

/// On/off lengths in points, alternating and starting with "on", always an even count, with the
/// phase turned into the interval the pattern starts in. Invalid states cannot be built:
/// ``make(lengths:phase:)`` either throws, returns nil (the pattern means a solid stroke), or
/// returns a pattern whose lengths are finite and non-negative with a positive, finite period.
struct DashPattern: Sendable, Equatable {
    /// The on/off lengths, even in count.
    let intervals: [CGFloat]
    /// The sum of `intervals`: the distance after which the pattern repeats. Positive, finite.
    let period: CGFloat
    /// The interval the pattern starts in at distance 0 (even: on, odd: off).
    let startIndex: Int
    /// How much of that interval is left at distance 0.
    let startRemaining: CGFloat

    /// The number of "on" intervals per period.
    var onCount: Int { intervals.count / 2 }

    /// Whether the pattern is on at distance 0 (a dash, possibly of zero length, starts there).
    var isOnAtStart: Bool { startIndex % 2 == 0 }

    /// Validates `lengths` and resolves `phase`.
    ///
    /// - Returns: nil when the pattern means a solid stroke: empty, all zero, or with gaps summing
    ///   to zero.
    /// - Throws: `GeometryError.invalidDashPattern` for a negative or non-finite length ("expected
    ///   non-negative finite lengths, found -2 at index 1") or lengths whose sum overflows;
    ///   `GeometryError.nonFinite("dash phase")` for a NaN or infinite phase.
    static func make(lengths: [CGFloat], phase: CGFloat) throws(GeometryError) -> DashPattern? {
        for (index, value) in lengths.enumerated() where !(value.isFinite && value >= 0) {
            throw .invalidDashPattern(
                "expected non-negative finite lengths, found \(BezierPath.svgNumber(value)) at index \(index)")
        }
        guard phase.isFinite else { throw .nonFinite("dash phase") }
        let intervals = lengths.count % 2 == 1 ? lengths + lengths : lengths
        var period: CGFloat = 0, gaps: CGFloat = 0
        for (index, value) in intervals.enumerated() {
            period += value
            if index % 2 == 1 { gaps += value }
        }
        guard period.isFinite else {
            throw .invalidDashPattern("expected lengths with a finite sum, found a sum that overflows")
        }
        guard gaps > 0 else { return nil }
        var offset = fmod(phase, period)
        if offset < 0 { offset += period }
        // Walk to the interval holding `offset`. An offset exactly at the end of a non-empty
        // interval belongs to the next one; a zero-length dash at the offset is kept.
        var index = 0
        while index < intervals.count,
              offset > intervals[index] || (offset == intervals[index] && intervals[index] != 0) {
            offset -= intervals[index]
            index += 1
        }
        if index == intervals.count {  // rounding carried the offset past the period's end
            index = 0
            offset = 0
        }
        return DashPattern(intervals: intervals, period: period, startIndex: index,
                           startRemaining: intervals[index] - offset)
    }
}
