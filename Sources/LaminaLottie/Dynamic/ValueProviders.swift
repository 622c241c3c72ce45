import Foundation
import Lamina

/// A value that replaces an animated property of a Lottie animation, as lottie-ios's
/// `AnyValueProvider`: a constant, or a block that gives the value at each frame. Set one with
/// ``LottieAnimation/setValueProvider(_:keypath:)``.
public protocol AnyValueProvider: Sendable {
    /// The property's value at `frame` (a frame of the animation, ``LottieAnimation/startFrame``
    /// … ``LottieAnimation/endFrame``, as lottie-ios's blocks take it), as the Lottie JSON holds
    /// it: a colour's components 0…1, an opacity in percent, a gradient's stops…
    func lottieValue(atFrame frame: Double) -> [Double]
    /// Whether the value depends on the frame (a block); false for a constant.
    var isAnimated: Bool { get }
    /// The keyframes of a keyframe provider (lottie-ios's `init(_ keyframes:)`), their values as
    /// ``lottieValue(atFrame:)`` gives them; nil for a constant or a block (the default).
    var lottieKeyframes: [LottieKeyframe<[Double]>]? { get }
}

extension AnyValueProvider {
    /// nil: the provider is a constant or a block.
    public var lottieKeyframes: [LottieKeyframe<[Double]>]? { nil }
}

/// A value at a frame, for keyframe value providers, as lottie-ios's `Keyframe(value:time:isHold:)`:
/// the value blends linearly to the next keyframe's (lottie-ios's keyframes without tangents),
/// or holds until it when `isHold`.
public struct LottieKeyframe<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value at ``time``.
    public var value: Value
    /// The frame, in the frames of the layer that holds the property (the animation's frames
    /// for a top-level layer).
    public var time: Double
    /// Whether the value holds until the next keyframe instead of blending; default false.
    public var isHold: Bool

    /// A keyframe of `value` at frame `time`.
    public init(value: Value, time: Double, isHold: Bool = false) {
        (self.value, self.time, self.isHold) = (value, time, isHold)
    }

    /// The same keyframe with its value turned into another type.
    func map<Other>(_ transform: (Value) -> Other) -> LottieKeyframe<Other> {
        LottieKeyframe<Other>(value: transform(value), time: time, isHold: isHold)
    }
}

/// A colour for "Color" properties (fills and strokes), as lottie-ios's `ColorValueProvider`:
/// a constant, or a block called with each frame.
public struct ColorValueProvider: AnyValueProvider, Equatable {
    /// Red, green, blue and alpha, each 0…1, of a constant provider (black for a block). Alpha
    /// is written into the JSON colour, which Lamina's fills and strokes ignore as Lottie files'
    /// fourth component is; set "Opacity" to fade an item.
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The block, and what tells two providers apart (lottie-ios's `identity`): nil for a constant.
    private let block: FrameBlock<Color>?
    /// The keyframes of a keyframe provider; nil otherwise.
    public let keyframes: [LottieKeyframe<Color>]?

    /// A colour from components 0…1; `alpha` defaults to 1 (opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (block, keyframes) = (nil, nil)
    }

    /// A colour given by `block` for each frame of the animation (lottie-ios's `init(block:)`).
    public init(block: @escaping @Sendable (CGFloat) -> Color) {
        (red, green, blue, alpha) = (0, 0, 0, 1)
        (self.block, keyframes) = (FrameBlock(block), nil)
    }

    /// Colours at frames, blended linearly between them (lottie-ios's `init(_ keyframes:)`); the
    /// first keyframe's colour is the constant one. An empty list is black.
    public init(_ keyframes: [LottieKeyframe<Color>]) {
        let first = keyframes.first?.value ?? .black
        (red, green, blue, alpha) = (first.red, first.green, first.blue, first.alpha)
        (block, self.keyframes) = (nil, keyframes.isEmpty ? nil : keyframes)
    }

    /// The keyframes' colours as `[red, green, blue, alpha]`.
    public var lottieKeyframes: [LottieKeyframe<[Double]>]? {
        keyframes?.map { $0.map { [$0.red, $0.green, $0.blue, $0.alpha] } }
    }

    /// `[red, green, blue, alpha]` at `frame`, each 0…1.
    public func lottieValue(atFrame frame: Double) -> [Double] {
        guard let color = block?.value(frame) else { return [red, green, blue, alpha] }
        return [color.red, color.green, color.blue, color.alpha]
    }

    /// Whether this is a block provider.
    public var isAnimated: Bool { block != nil }
}

/// A number for "Opacity" (percent, 0…100), "Rotation" (degrees), "Stroke Width" (points), and
/// a trim's "Start"/"End" (percent) and "Offset" (degrees), as lottie-ios's `FloatValueProvider`:
/// a constant, or a block called with each frame.
public struct FloatValueProvider: AnyValueProvider, Equatable {
    /// The value of a constant provider in the property's own unit (see the type); 0 for a block.
    public var value: Double
    /// The block; nil for a constant.
    private let block: FrameBlock<CGFloat>?
    /// The keyframes of a keyframe provider; nil otherwise.
    public let keyframes: [LottieKeyframe<Double>]?

    /// A provider that always gives `value`.
    public init(_ value: Double) {
        self.value = value
        (block, keyframes) = (nil, nil)
    }

    /// A value given by `block` for each frame of the animation (lottie-ios's `init(block:)`).
    public init(block: @escaping @Sendable (CGFloat) -> CGFloat) {
        value = 0
        (self.block, keyframes) = (FrameBlock(block), nil)
    }

    /// Values at frames, blended linearly between them (lottie-ios's `init(_ keyframes:)`); the
    /// first keyframe's value is the constant one. An empty list is 0.
    public init(_ keyframes: [LottieKeyframe<Double>]) {
        value = keyframes.first?.value ?? 0
        (block, self.keyframes) = (nil, keyframes.isEmpty ? nil : keyframes)
    }

    /// The keyframes' values as one-element lists.
    public var lottieKeyframes: [LottieKeyframe<[Double]>]? { keyframes?.map { $0.map { [$0] } } }

    /// `[value]` at `frame`.
    public func lottieValue(atFrame frame: Double) -> [Double] { [block.map { Double($0.value(frame)) } ?? value] }

    /// Whether this is a block provider.
    public var isAnimated: Bool { block != nil }
}

/// A point for "Position" or "Anchor Point" (points) and "Scale" (percent per axis), as
/// lottie-ios's `PointValueProvider`: a constant, or a block called with each frame.
public struct PointValueProvider: AnyValueProvider, Equatable {
    /// The horizontal and vertical values of a constant provider; 0 for a block.
    public var x: Double, y: Double
    /// The block; nil for a constant.
    private let block: FrameBlock<CGPoint>?
    /// The keyframes of a keyframe provider; nil otherwise.
    public let keyframes: [LottieKeyframe<CGPoint>]?

    /// A provider that always gives (`x`, `y`).
    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
        (block, keyframes) = (nil, nil)
    }

    /// A point given by `block` for each frame of the animation (lottie-ios's `init(block:)`).
    public init(block: @escaping @Sendable (CGFloat) -> CGPoint) {
        (x, y) = (0, 0)
        (self.block, keyframes) = (FrameBlock(block), nil)
    }

    /// Points at frames, blended linearly between them (lottie-ios's `init(_ keyframes:)`); the
    /// first keyframe's point is the constant one. An empty list is (0, 0).
    public init(_ keyframes: [LottieKeyframe<CGPoint>]) {
        let first = keyframes.first?.value ?? .zero
        (x, y) = (Double(first.x), Double(first.y))
        (block, self.keyframes) = (nil, keyframes.isEmpty ? nil : keyframes)
    }

    /// The keyframes' points as `[x, y]`.
    public var lottieKeyframes: [LottieKeyframe<[Double]>]? { keyframes?.map { $0.map { [Double($0.x), Double($0.y)] } } }

    /// `[x, y]` at `frame`.
    public func lottieValue(atFrame frame: Double) -> [Double] {
        guard let point = block?.value(frame) else { return [x, y] }
        return [point.x, point.y]
    }

    /// Whether this is a block provider.
    public var isAnimated: Bool { block != nil }
}

/// A size for a rectangle's or ellipse's "Size" (points), or a "Scale" (percent per axis), as
/// lottie-ios's `SizeValueProvider`: a constant, or a block called with each frame.
public struct SizeValueProvider: AnyValueProvider, Equatable {
    /// The width and height of a constant provider; 0 for a block.
    public var width: Double, height: Double
    /// The block; nil for a constant.
    private let block: FrameBlock<CGSize>?

    /// A provider that always gives `size`.
    public init(_ size: CGSize) {
        (width, height) = (Double(size.width), Double(size.height))
        block = nil
    }

    /// A size given by `block` for each frame of the animation (lottie-ios's `init(block:)`).
    public init(block: @escaping @Sendable (CGFloat) -> CGSize) {
        (width, height) = (0, 0)
        self.block = FrameBlock(block)
    }

    /// `[width, height]` at `frame`.
    public func lottieValue(atFrame frame: Double) -> [Double] {
        guard let size = block?.value(frame) else { return [width, height] }
        return [Double(size.width), Double(size.height)]
    }

    /// Whether this is a block provider.
    public var isAnimated: Bool { block != nil }
}

/// The colours of a gradient fill's or stroke's "Colors", as lottie-ios's `GradientValueProvider`:
/// constant colours at locations, or blocks called with each frame. Locations default to the
/// colours spread evenly from 0 to 1.
public struct GradientValueProvider: AnyValueProvider, Equatable {
    /// The colours of a constant provider, in order; empty for a block.
    public var colors: [Color]
    /// Where each colour sits, 0…1; empty for evenly spread.
    public var locations: [Double]
    /// The blocks; nil for constant colours.
    private let colorBlock: FrameBlock<[Color]>?
    private let locationBlock: FrameBlock<[Double]>?

    /// Constant `colors` at `locations` (empty: spread evenly).
    public init(_ colors: [Color], locations: [Double] = []) {
        (self.colors, self.locations) = (colors, locations)
        (colorBlock, locationBlock) = (nil, nil)
    }

    /// Colours given by `block` for each frame, at the locations `locations` gives (nil: spread
    /// evenly), as lottie-ios's `init(block:locations:)`.
    public init(block: @escaping @Sendable (CGFloat) -> [Color], locations: (@Sendable (CGFloat) -> [Double])? = nil) {
        (colors, self.locations) = ([], [])
        colorBlock = FrameBlock(block)
        locationBlock = locations.map { FrameBlock($0) }
    }

    /// The stops at `frame` as a gradient's data: location, red, green and blue of each, then
    /// location and alpha of each (the alphas always written, so the stop count is a sixth of it).
    public func lottieValue(atFrame frame: Double) -> [Double] {
        let colors = colorBlock?.value(frame) ?? colors
        let given = locationBlock?.value(frame) ?? locations
        let locations = colors.indices.map { index in
            index < given.count ? given[index] : colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
        }
        return zip(locations, colors).flatMap { [$0, $1.red, $1.green, $1.blue] }
            + zip(locations, colors).flatMap { [$0, $1.alpha] }
    }

    /// Whether this is a block provider.
    public var isAnimated: Bool { colorBlock != nil }
}

/// A block called with a frame, with an identity that tells it apart from every other block
/// (as lottie-ios's providers compare a block's `UUID`), so that block providers are `Equatable`.
struct FrameBlock<Value>: Equatable, Sendable {
    /// The block.
    private let body: @Sendable (CGFloat) -> Value
    /// Made once, when the block is given; copies share it.
    private let identity = UUID()

    /// Wraps `block`.
    init(_ block: @escaping @Sendable (CGFloat) -> Value) {
        body = block
    }

    /// The block's value at `frame`.
    func value(_ frame: Double) -> Value { body(CGFloat(frame)) }

    static func == (left: FrameBlock, right: FrameBlock) -> Bool { left.identity == right.identity }
}
