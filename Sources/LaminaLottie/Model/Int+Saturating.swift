// Whole numbers made from a file's numbers, which may lie far beyond what any file means (an
// out point of 1e300 frames, a Levels channel of 1e300): converted without trapping.

extension Int {
    /// The largest magnitude ``init(saturating:)`` gives: 2^52, below which every whole `Double`
    /// is exact, and far past any count of frames that could be drawn.
    static let saturatingLimit = 1 << 52

    /// `value` rounded toward zero, held to ±``saturatingLimit``; 0 for NaN.
    init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturatingLimit)
        self = Int(Swift.min(Swift.max(value.rounded(.towardZero), -limit), limit))
    }
}
