import Foundation
import Lamina

/// A path for a shape's "Path" (its `ks`, in the points of the layer or group that holds it),
/// as lottie-android's `LottieProperty.PATH` sets it (lottie-ios has no path provider; its
/// keypath names the property "Path"): a constant, keyframes, or a block called with each frame.
///
/// Each contour of the path becomes one Lottie path (lines as vertices without tangents,
/// quadratic Béziers as their cubic equivalents); a path of several contours draws them as
/// several shapes of the same name, in order, where the one shape was. Between keyframes (and
/// the frames of a block) paths of the same vertex count and closedness blend vertex by vertex;
/// others hold until the next, as ThorVG draws such keyframes. The shape's direction (`d`) is
/// dropped: the path is drawn the way it runs.
public struct PathValueProvider: AnyValueProvider, Equatable {
    /// The path of a constant provider (the first keyframe's of a keyframe provider); empty for a block.
    public var path: BezierPath
    /// The block; nil for a constant.
    private let block: FrameBlock<BezierPath>?
    /// The keyframes of a keyframe provider; nil otherwise.
    public let keyframes: [LottieKeyframe<BezierPath>]?

    /// A provider that always gives `path`.
    public init(_ path: BezierPath) {
        self.path = path
        (block, keyframes) = (nil, nil)
    }

    /// A path given by `block` for each frame of the animation (as lottie-ios's `init(block:)`
    /// providers take a frame).
    public init(block: @escaping @Sendable (CGFloat) -> BezierPath) {
        path = BezierPath()
        (self.block, keyframes) = (FrameBlock(block), nil)
    }

    /// Paths at frames, blended between them where they have the same vertices (lottie-ios's
    /// `init(_ keyframes:)` for other kinds); the first keyframe's path is the constant one. An
    /// empty list is the empty path.
    public init(_ keyframes: [LottieKeyframe<BezierPath>]) {
        path = keyframes.first?.value ?? BezierPath()
        (block, self.keyframes) = (nil, keyframes.isEmpty ? nil : keyframes)
    }

    /// The keyframes' paths as ``lottieValue(atFrame:)`` gives them.
    public var lottieKeyframes: [LottieKeyframe<[Double]>]? { keyframes?.map { $0.map(Self.numbers) } }

    /// The path at `frame` as numbers: for each contour in turn, closed (0 or 1), its vertex
    /// count, then x, y, in x, in y, out x, out y of each vertex (tangents relative to their
    /// vertex), as Lamina's expressions see a path.
    public func lottieValue(atFrame frame: Double) -> [Double] { Self.numbers(block?.value(frame) ?? path) }

    /// Whether this is a block provider.
    public var isAnimated: Bool { block != nil }

    /// `path`'s contours as numbers.
    private static func numbers(_ path: BezierPath) -> [Double] {
        LottiePath.contours(of: path).flatMap(\.expressionNumbers)
    }

    /// The contours `numbers` describe (as ``lottieValue(atFrame:)`` writes them), up to the
    /// first that does not read as one.
    static func contours(_ numbers: [Double]) -> [LottiePath] {
        var contours: [LottiePath] = []
        var rest = numbers[...]
        while rest.count >= 2, let count = Int(exactly: rest[rest.startIndex + 1]), count >= 0,
              rest.count >= 2 + 6 * count,
              let contour = LottiePath(expressionNumbers: Array(rest.prefix(2 + 6 * count))) {
            contours.append(contour)
            rest = rest.dropFirst(2 + 6 * count)
        }
        return contours
    }
}
