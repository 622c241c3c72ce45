// What a comparison of two images found: counts, the largest colour delta and a diff image.
import LaminaRender

/// The outcome of ``ImageDiff/compare(_:_:)``: how many pixels differ, by how much, and a
/// picture of where.
public struct ImageDiffResult: Sendable, Equatable {
    /// Width of both images, in pixels.
    public let width: Int
    /// Height of both images, in pixels.
    public let height: Int
    /// Pixels whose perceptual colour delta is above the threshold and that are not
    /// anti-aliasing (unless ``ImageDiff/includeAntiAliasing`` is on): the count pixelmatch returns.
    public let mismatchedPixels: Int
    /// Pixels above the threshold that were classified as anti-aliasing and therefore not
    /// counted as mismatches. Always 0 when ``ImageDiff/includeAntiAliasing`` is on.
    public let antiAliasedPixels: Int
    /// The largest perceptual colour delta over all pixels, in the units of
    /// ``ImageDiff/threshold``: 0 for identical images, about 0.97 for black against white, at
    /// most 1. Anti-aliased pixels count here too.
    public let maxColorDelta: Double
    /// The expected image faded to grey with mismatches painted ``ImageDiff/diffColor`` and
    /// anti-aliased differences ``ImageDiff/antiAliasingColor``; nil when
    /// ``ImageDiff/makesDiffImage`` is off.
    public let diffImage: Image?

    /// Creates a result; ``ImageDiff`` is the usual source of these.
    public init(width: Int, height: Int, mismatchedPixels: Int, antiAliasedPixels: Int,
                maxColorDelta: Double, diffImage: Image?) {
        self.width = width
        self.height = height
        self.mismatchedPixels = mismatchedPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.maxColorDelta = maxColorDelta
        self.diffImage = diffImage
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// ``mismatchedPixels`` as a fraction of ``pixelCount``, 0...1.
    public var mismatchFraction: Double { Double(mismatchedPixels) / Double(pixelCount) }

    /// ``mismatchFraction`` as a percentage, 0...100.
    public var mismatchPercent: Double { mismatchFraction * 100 }

    /// True when there are no mismatched pixels at all.
    public var isMatch: Bool { mismatchedPixels == 0 }

    /// `mismatch: N pixels (P%)`, the line `lamina diff` prints. P has up to four decimals,
    /// and a nonzero share too small to show reads `<0.0001%` rather than a false `0%`.
    public var summary: String {
        "mismatch: \(mismatchedPixels) pixels (\(Self.formatPercent(mismatchPercent))%)"
    }

    /// A percentage with up to four decimals and no trailing zeros: 0, 0.0244, 12.5, 100.
    static func formatPercent(_ percent: Double) -> String {
        guard percent > 0 else { return "0" }
        let tenThousandths = (percent * 10_000).rounded()
        guard tenThousandths >= 1 else { return "<0.0001" }
        var text = String(Int64(tenThousandths))
        while text.count < 5 { text = "0" + text }
        let split = text.index(text.endIndex, offsetBy: -4)
        var fraction = String(text[split...])
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(text[..<split]) : "\(text[..<split]).\(fraction)"
    }
}
