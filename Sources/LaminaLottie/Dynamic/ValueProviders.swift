/// A value that replaces an animated property of a Lottie animation, as lottie-ios's
/// `AnyValueProvider`. Set one with ``LottieAnimation/setValueProvider(_:keypath:)``.
public protocol AnyValueProvider: Sendable {
    /// The property's value as the Lottie JSON holds it (a colour's components 0…1, an opacity in percent, …).
    var lottieValue: [Double] { get }
}

/// A constant colour for "Color" properties (fills and strokes), as lottie-ios's `ColorValueProvider`.
public struct ColorValueProvider: AnyValueProvider, Equatable {
    /// Red, green, blue and alpha, each 0…1. Alpha is written into the JSON colour, which Lamina's
    /// fills and strokes ignore as Lottie files' fourth component is; set "Opacity" to fade an item.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour from components 0…1; `alpha` defaults to 1 (opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `[red, green, blue, alpha]`, each 0…1.
    public var lottieValue: [Double] { [red, green, blue, alpha] }
}

/// A constant number for "Opacity" (percent, 0…100), "Rotation" (degrees), "Stroke Width" (points),
/// and a trim's "Start"/"End" (percent) and "Offset" (degrees), as lottie-ios's `FloatValueProvider`.
public struct FloatValueProvider: AnyValueProvider, Equatable {
    /// The value in the property's own unit (see the type).
    public var value: Double

    /// A provider that always gives `value`.
    public init(_ value: Double) { self.value = value }

    /// `[value]`.
    public var lottieValue: [Double] { [value] }
}

/// A constant point for "Position" or "Anchor Point" (points) and "Scale" (percent per axis),
/// as lottie-ios's `PointValueProvider`.
public struct PointValueProvider: AnyValueProvider, Equatable {
    /// The horizontal and vertical values.
    public var x: Double, y: Double

    /// A provider that always gives (`x`, `y`).
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// `[x, y]`.
    public var lottieValue: [Double] { [x, y] }
}
