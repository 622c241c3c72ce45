// Part Filters/: the SVG filter engine: the filter graph (Filter, FilterEffect), its evaluator
// over pixel buffers (FilterEvaluator*), the primitives' pixel work (lighting, turbulence,
// convolution, displacement, colour spaces) and a canvas's filtered drawing (Canvas+Filter*).
// May use: Canvas/, Blur/, Pixels/ and RenderError; nothing uses it inside LaminaRender.
//
// A filter graph (SVG 1.1 §15 "Filter Effects", Filter Effects Module Level 1): primitives that
// read the source drawing, its alpha or earlier results by name, run in order over one filter
// region. The values here are in the filtered drawing's own coordinates (points); the evaluator
// (FilterEvaluator.swift) maps them to pixels.
import Foundation

/// A filter graph applied to a drawing: what `filter="url(#f)"` is in SVG, or one entry of a
/// layer's `filters`.
///
/// The primitives run in order; each reads its inputs (``FilterInput``) and leaves a result that
/// later primitives can name. The last primitive's result, inside ``region``, replaces the
/// drawing. Nothing of the drawing shows outside the region.
public struct Filter: Equatable, Sendable {
    /// The most primitives one filter may hold (a longer graph is an error).
    public static let maximumPrimitives = 200

    /// The primitives, run in order. An empty list makes the drawing disappear (SVG: a filter
    /// without primitives disables rendering of the element).
    public var primitives: [FilterPrimitive]
    /// The filter region in the drawing's coordinates (points): the only area the filter reads
    /// and writes.
    public var region: CGRect

    /// Creates a filter of `primitives` over `region` (points, the drawing's coordinates).
    public init(_ primitives: [FilterPrimitive], region: CGRect) {
        self.primitives = primitives
        self.region = region
    }
}

/// Where a primitive reads one of its inputs.
public enum FilterInput: Hashable, Sendable {
    /// The previous primitive's result, or the source drawing for the first primitive (SVG's
    /// default when `in` is absent).
    case previous
    /// The drawing being filtered (`SourceGraphic`).
    case sourceGraphic
    /// The drawing's alpha, with black colour (`SourceAlpha`).
    case sourceAlpha
    /// The result of an earlier primitive with this ``FilterPrimitive/result`` name; a name no
    /// earlier primitive produced reads as ``previous`` (SVG 1.1 §15.7.2).
    case named(String)
}

/// The colour space a primitive computes in (`color-interpolation-filters`).
public enum FilterColorSpace: Hashable, Sendable {
    /// Linear-light RGB (SVG's default): inputs are converted with the exact sRGB transfer
    /// function before the primitive runs.
    case linearRGB
    /// The sRGB values as stored.
    case sRGB
}

/// How ``FilterEffect/composite(_:_:)`` combines its two inputs (Porter–Duff, or arithmetic).
public enum FilterCompositeOperator: Equatable, Sendable {
    /// Input over the second input.
    case over
    /// Input where the second input is (input × α₂).
    case `in`
    /// Input where the second input is not (input × (1 − α₂)).
    case out
    /// Input over the second input, only where the second input is.
    case atop
    /// Each input where the other is not.
    case xor
    /// `k1·i1·i2 + k2·i1 + k3·i2 + k4` per premultiplied channel, clamped to 0…1.
    case arithmetic(k1: CGFloat, k2: CGFloat, k3: CGFloat, k4: CGFloat)
}

/// A transfer function of `feComponentTransfer`, applied to one straight (unpremultiplied)
/// channel value c in 0…1.
public enum FilterTransferFunction: Equatable, Sendable {
    /// c unchanged.
    case identity
    /// Linear interpolation in the table's n − 1 intervals (an empty table is identity).
    case table([CGFloat])
    /// Step function: the table entry of interval ⌊c·n⌋ (an empty table is identity).
    case discrete([CGFloat])
    /// `slope·c + intercept`.
    case linear(slope: CGFloat, intercept: CGFloat)
    /// `amplitude·c^exponent + offset`.
    case gamma(amplitude: CGFloat, exponent: CGFloat, offset: CGFloat)
}

/// What one primitive does. Lengths are in the drawing's coordinates (points).
public enum FilterEffect: Equatable, Sendable {
    /// A Gaussian blur of standard deviation `width` horizontally and `height` vertically
    /// (points; 0 on an axis leaves it unblurred). Pixels beyond the region count as transparent.
    case gaussianBlur(standardDeviation: CGSize)
    /// The input moved by `dx`, `dy` points (whole device pixels, truncated toward zero).
    case offset(CGSize)
    /// The primitive's subregion filled with a colour (straight alpha; interpreted in sRGB).
    case flood(Color)
    /// The input combined with a second input.
    case composite(FilterCompositeOperator, FilterInput)
    /// The inputs laid over one another, first at the bottom.
    case merge([FilterInput])
    /// The input (source) blended over a second input (backdrop) with a blend mode.
    case blend(BlendMode, FilterInput)
    /// A 5 × 4 matrix (20 values, row by row) applied to the straight RGBA values in 0…1: row i
    /// gives channel i (R, G, B, A) as `m[i,0]·R + m[i,1]·G + m[i,2]·B + m[i,3]·A + m[i,4]`.
    case colorMatrix([CGFloat])
    /// SVG's `hueRotate` colour matrix (``hueRotationMatrix(degrees:)``) by `degrees`: a colour
    /// matrix whose angle is kept, so that animating it turns the hue rather than blending two
    /// matrices (those of 0° and 360° are the same).
    case hueRotate(degrees: CGFloat)
    /// A transfer function per straight channel.
    case componentTransfer(red: FilterTransferFunction, green: FilterTransferFunction,
                           blue: FilterTransferFunction, alpha: FilterTransferFunction)
    /// The input's alpha, blurred (σ in points per axis), filled with `color`, moved by
    /// `offset` points, beneath the input.
    case dropShadow(offset: CGSize, standardDeviation: CGSize, color: Color)
    /// Thins (erode: the smallest value) or thickens (dilate: the largest) the input, per
    /// premultiplied channel, over a box reaching `radius` points (per axis, rounded up to
    /// whole pixels) on each side. A radius of 0 or less on either axis gives transparency.
    case morphology(dilate: Bool, radius: CGSize)
    /// The input's subregion repeated across this primitive's subregion, a copy starting at
    /// that subregion's corner.
    case tile
    /// A picture (SVG's `feImage`): a bitmap or a drawing, in the primitive's space (points from
    /// its subregion's top-left corner, never rotated or skewed; see ``FilterImage``). It reads
    /// no input; its values are in sRGB.
    case image(FilterImage)
    /// The input convolved by a kernel (`feConvolveMatrix`), one cell per device pixel.
    case convolveMatrix(FilterConvolution)
    /// The input's pixels moved by a map, the second input (`feDisplacementMap`): each pixel
    /// comes from `scale` points × (channel − ½) away along x and y, the channels read from
    /// the map's straight values. Pixels read from beyond the region are transparent.
    case displacementMap(scale: CGFloat, xChannel: FilterChannel, yChannel: FilterChannel, FilterInput)
    /// Perlin turbulence (SVG 1.1 §15.20's reference algorithm): `baseFrequency` per point along
    /// x and y, `octaves` (0…``FilterEffect/maximumOctaves``), `seed`, tiles stitched or not,
    /// fractal noise or turbulence. It reads no input; its values are in the primitive's space.
    case turbulence(baseFrequency: CGSize, octaves: Int, seed: Int, stitchTiles: Bool, fractalNoise: Bool)
    /// The input's alpha as a surface lit by a light (`feDiffuseLighting`,
    /// `feSpecularLighting`; ``FilterLighting``). Light positions are in the drawing's
    /// coordinates (points); heights scale with the drawing's average scale.
    case lighting(FilterLighting)

    /// The most octaves a turbulence computes (more change no 8-bit value).
    public static let maximumOctaves = 24
}

extension FilterEffect {
    /// The colour matrix of SVG's `hueRotate` by `degrees` (Filter Effects 1 §9.6), applied to
    /// straight RGB values.
    public static func hueRotationMatrix(degrees: CGFloat) -> [CGFloat] {
        let r = degrees * .pi / 180, c = cos(r), s = sin(r)
        return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0]
    }

    /// The colour matrix of SVG's `luminanceToAlpha`: black, with the Rec. 709 luminance of the
    /// straight RGB values (0.2125 R + 0.7154 G + 0.0721 B) as alpha.
    public static let luminanceToAlphaMatrix: [CGFloat] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                           0.2125, 0.7154, 0.0721, 0, 0]
}

/// One node of a filter graph.
public struct FilterPrimitive: Equatable, Sendable {
    /// What the primitive computes.
    public var effect: FilterEffect
    /// Its first input. Default ``FilterInput/previous``.
    public var input: FilterInput
    /// The name later primitives can read the result by; nil for none.
    public var result: String?
    /// The area (points, the drawing's coordinates) outside which the result is transparent;
    /// nil for the whole filter region (for an ``FilterEffect/offset(_:)``, its input's
    /// subregion). It is clipped to the filter region.
    public var subregion: CGRect?
    /// The colour space the primitive computes in. Default ``FilterColorSpace/linearRGB``.
    public var colorSpace: FilterColorSpace

    /// Creates a primitive.
    public init(_ effect: FilterEffect, input: FilterInput = .previous, result: String? = nil,
                subregion: CGRect? = nil, colorSpace: FilterColorSpace = .linearRGB) {
        self.effect = effect
        self.input = input
        self.result = result
        self.subregion = subregion
        self.colorSpace = colorSpace
    }
}
