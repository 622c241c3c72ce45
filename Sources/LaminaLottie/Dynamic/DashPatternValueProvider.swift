import Foundation
import Lamina

/// The lengths of a stroke's dash pattern, "Dashes" (points: dash, gap, dash, gap …, as a
/// stroke's `d` lists them and lottie-ios's `StrokeNode` names them), as Core Animation's
/// `lineDashPattern`: a constant, keyframes, or a block called with each frame. A stroke
/// without dashes gets them; an empty pattern draws the stroke solid. Its offset is "Dash
/// Phase", a ``FloatValueProvider``. Negative and non-finite lengths count as 0.
///
/// Every frame's pattern has the most lengths any frame's has: a shorter one is repeated to
/// that count (the same dashes when that count is a multiple of its own, or of twice its own
/// when odd, as Core Animation repeats an odd pattern).
public struct DashPatternValueProvider: AnyValueProvider, Equatable {
    /// The lengths of a constant provider (the first keyframe's of a keyframe provider); empty for a block.
    public var lengths: [Double]
    /// The block; nil for a constant.
    private let block: FrameBlock<[Double]>?
    /// The keyframes of a keyframe provider; nil otherwise.
    public let keyframes: [LottieKeyframe<[Double]>]?

    /// A provider that always gives `lengths`.
    public init(_ lengths: [Double]) {
        self.lengths = lengths
        (block, keyframes) = (nil, nil)
    }

    /// Lengths given by `block` for each frame of the animation.
    public init(block: @escaping @Sendable (CGFloat) -> [Double]) {
        lengths = []
        (self.block, keyframes) = (FrameBlock(block), nil)
    }

    /// Lengths at frames, blended linearly between them (lottie-ios's `init(_ keyframes:)` for
    /// other kinds); the first keyframe's lengths are the constant ones.
    public init(_ keyframes: [LottieKeyframe<[Double]>]) {
        lengths = keyframes.first?.value ?? []
        (block, self.keyframes) = (nil, keyframes.isEmpty ? nil : keyframes)
    }

    /// The keyframes' lengths, negative and non-finite ones as 0.
    public var lottieKeyframes: [LottieKeyframe<[Double]>]? { keyframes?.map { $0.map(Self.clean) } }

    /// The lengths at `frame`, in points, negative and non-finite ones as 0.
    public func lottieValue(atFrame frame: Double) -> [Double] { Self.clean(block?.value(frame) ?? lengths) }

    /// Whether this is a block provider.
    public var isAnimated: Bool { block != nil }

    private static func clean(_ lengths: [Double]) -> [Double] { lengths.map { $0.isFinite ? max($0, 0) : 0 } }
}
