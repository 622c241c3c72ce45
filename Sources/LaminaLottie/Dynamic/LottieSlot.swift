// Slots (the Lottie specification's `sid` and top-level `slots`, as ThorVG and the dotLottie
// players read them): a property marked `"sid": "ID"` takes its value from `slots.ID.p`, so a
// designer names the values an app or a theme may replace.
import Foundation

/// What kind of value a slot holds, named as dotLottie's theme rules name them.
public enum LottieSlotType: String, Equatable, Sendable, CaseIterable {
    /// A colour (`c` of fills and strokes, and other three- or four-component values).
    case color = "Color"
    /// One number: an opacity, a width, a rotation, a trim's start…
    case scalar = "Scalar"
    /// Two or three numbers other than a position: a scale, a size, an anchor point.
    case vector = "Vector"
    /// A position (`p`).
    case position = "Position"
    /// A gradient's colours (`g` of gradient fills and strokes).
    case gradient = "Gradient"
    /// An image asset's picture.
    case image = "Image"
    /// A text layer's document (`t.d`).
    case text = "Text"
}

/// A slot of an animation: its id, what it holds, and the properties that name it.
public struct LottieSlot: Equatable, Sendable {
    /// The id the properties name in `sid`, and the key in `slots`.
    public var id: String
    /// The kind of value, from the first property that names it.
    public var type: LottieSlotType
    /// The JSON paths of the properties (or image assets) that name it, in file order.
    public var paths: [String]

    /// A slot `id` of kind `type`, named at `paths`.
    public init(id: String, type: LottieSlotType, paths: [String]) {
        (self.id, self.type, self.paths) = (id, type, paths)
    }
}

/// One stop of a gradient slot's value: where it sits and its colour.
public struct LottieGradientStop: Equatable, Sendable {
    /// Where the stop sits along the gradient, 0…1.
    public var offset: Double
    /// Red, green, blue and alpha, each 0…1; alpha defaults to 1 (opaque).
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A stop at `offset` with a colour of components 0…1.
    public init(offset: Double, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.offset, self.red, self.green, self.blue, self.alpha) = (offset, red, green, blue, alpha)
    }
}

/// A value to put in a slot with ``LottieAnimation/setSlot(_:_:)``.
public enum LottieSlotValue: Equatable, Sendable {
    /// A colour, components 0…1, for a ``LottieSlotType/color`` slot.
    case color(red: Double, green: Double, blue: Double)
    /// A number in the property's own unit (an opacity in percent, a width in points, degrees),
    /// for a ``LottieSlotType/scalar`` slot.
    case scalar(Double)
    /// Two numbers (points, or percent for a scale), for a ``LottieSlotType/vector`` or ``LottieSlotType/position`` slot.
    case vector(x: Double, y: Double)
    /// Gradient stops in order of offset, for a ``LottieSlotType/gradient`` slot; the slot's
    /// property must be drawn with as many colour stops as it declared (`g.p`), so give that many.
    case gradient([LottieGradientStop])
    /// The bytes of a PNG, JPEG, GIF or WebP picture, for an ``LottieSlotType/image`` slot; it
    /// is drawn at the asset's size (`w`, `h`).
    case image(Data)
    /// The text of a ``LottieSlotType/text`` slot; the document keeps its font, size and colours.
    case text(String)

    /// The slot types this value fits.
    var fits: Set<LottieSlotType> {
        switch self {
        case .color: [.color]
        case .scalar: [.scalar]
        case .vector: [.vector, .position]
        case .gradient: [.gradient]
        case .image: [.image]
        case .text: [.text]
        }
    }

    /// What the value is, for messages.
    var noun: String {
        switch self {
        case .color: "a colour"
        case .scalar: "a number"
        case .vector: "a point"
        case .gradient: "gradient stops"
        case .image: "a picture"
        case .text: "a text"
        }
    }
}
