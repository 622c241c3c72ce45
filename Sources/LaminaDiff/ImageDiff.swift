// Perceptual image comparison: the pixelmatch method, written in Swift.
//
// Ported from pixelmatch (https://github.com/mapbox/pixelmatch, ISC licence, © Mapbox), as
// published in its Python port on PyPI (`pixelmatch` 0.4, github.com/whtsky/pixelmatch-py):
// counts and diff images match that package exactly. The per-pixel test is the squared YIQ
// distance of Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC
// transmission color space in mobile applications" (2010); anti-aliased pixels are found with
// Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009). The math lives in
// ImageDiff+Pixelmatch.swift.
import Foundation
import LaminaRender

/// Compares two images of equal size pixel by pixel, the way people see them.
///
/// Each pixel pair is compared by its perceptual colour distance (YIQ, with semi-transparent
/// pixels blended over white). Pairs above ``threshold`` count as mismatches unless one of
/// the two pixels looks like anti-aliasing (an edge pixel between a darker and a brighter
/// flat region), which rasterizers legitimately disagree on.
///
/// ```swift
/// let result = try ImageDiff().compare(golden, actual)
/// print(result.summary)          // mismatch: 3 pixels (0.0732%)
/// try result.diffImage?.writePNG(to: url)
/// ```
public struct ImageDiff: Sendable, Equatable {
    /// Matching threshold, 0...1 (default 0.1): the largest perceptual colour delta still
    /// called a match, as a fraction of the largest possible delta. Smaller is stricter;
    /// 0 counts every changed pixel.
    public var threshold: Double
    /// When true, pixels that look like anti-aliasing are counted as mismatches too
    /// (pixelmatch's `includeAA`). Default false: they are reported separately.
    public var includeAntiAliasing: Bool
    /// Opacity of the expected image's grey copy in the diff image, 0...1 (default 0.1).
    public var alpha: Double
    /// Diff-image colour of differences classified as anti-aliasing (default yellow,
    /// `rgb(255, 255, 0)`). Alpha is ignored: diff pixels are opaque.
    public var antiAliasingColor: Color
    /// Diff-image colour of mismatched pixels (default red, `rgb(255, 0, 0)`). Alpha is ignored.
    public var diffColor: Color
    /// Whether ``compare(_:_:)`` draws ``ImageDiffResult/diffImage`` (default true). Turning
    /// it off skips the grey conversion of every matching pixel and the image allocation.
    public var makesDiffImage: Bool

    /// Creates a comparator; every parameter has pixelmatch's default.
    /// - Parameters:
    ///   - threshold: 0...1, default 0.1.
    ///   - includeAntiAliasing: count anti-aliased pixels as mismatches; default false.
    ///   - alpha: opacity of the grey background in the diff image, 0...1, default 0.1.
    ///   - antiAliasingColor: default yellow.
    ///   - diffColor: default red.
    ///   - makesDiffImage: default true.
    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, alpha: Double = 0.1,
                antiAliasingColor: Color = Color(red: 1, green: 1, blue: 0),
                diffColor: Color = Color(red: 1, green: 0, blue: 0), makesDiffImage: Bool = true) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.alpha = alpha
        self.antiAliasingColor = antiAliasingColor
        self.diffColor = diffColor
        self.makesDiffImage = makesDiffImage
    }

    /// Compares `expected` with `actual`.
    ///
    /// The diff image shows `expected` in grey, so pass the reference (the golden) first.
    /// Mismatch counts do not depend on the order.
    /// - Throws: ``ImageDiffError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``
    ///   when the sizes differ; ``ImageDiffError/invalidOption(name:expected:found:)`` when
    ///   ``threshold`` or ``alpha`` is outside 0...1 or not finite.
    /// - Complexity: O(width × height); pixels equal in both images cost one comparison
    ///   (plus one grey conversion when drawing the diff image).
    public func compare(_ expected: Image, _ actual: Image) throws -> ImageDiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw ImageDiffError.sizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                              actualWidth: actual.width, actualHeight: actual.height)
        }
        try Self.validateUnit(threshold, name: "threshold")
        try Self.validateUnit(alpha, name: "alpha")
        var scan = PixelmatchScan(diff: self, width: expected.width, height: expected.height)
        let diffPixels = try scan.run(expected.pixels, actual.pixels)
        return ImageDiffResult(width: expected.width, height: expected.height,
                               mismatchedPixels: scan.mismatched, antiAliasedPixels: scan.antiAliased,
                               maxColorDelta: (scan.maxSquaredDelta / Pixelmatch.maxSquaredDelta).squareRoot(),
                               diffImage: try diffPixels.map {
                                   try Image(width: expected.width, height: expected.height, pixels: $0)
                               })
    }

    private static func validateUnit(_ value: Double, name: String) throws {
        guard value.isFinite, (0...1).contains(value) else {
            throw ImageDiffError.invalidOption(name: name, expected: "a number in 0...1", found: "\(value)")
        }
    }
}
