// A colour gradient as a value: its stops and its geometry (axial, radial or conic).
import Foundation

/// One colour of a ``Gradient`` and where it sits, 0…1 along the gradient.
public struct GradientStop: Equatable, Hashable, Sendable {
    /// The colour at this stop (mixed with its neighbours colour and alpha apart, as Cairo draws
    /// gradient fills and strokes).
    public var color: Color
    /// Where the colour sits: 0 is the start of the gradient, 1 its end.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
        self.color = color
        self.location = location
    }
}

/// A colour gradient: stops laid out along a line, out from a centre, or around a centre.
/// Coordinates are points in the space of whatever draws it. Before the first stop the first
/// colour continues, after the last stop the last colour (Cairo's `PAD` extend).
public struct Gradient: Equatable, Hashable, Sendable {
    /// The geometry of a gradient.
    public enum Kind: Equatable, Hashable, Sendable {
        /// Colours vary along the line from `start` (location 0) to `end` (location 1).
        case axial(start: CGPoint, end: CGPoint)
        /// Colours vary from `center` (location 0) out to an ellipse with half-axes `radii`
        /// (location 1).
        case radial(center: CGPoint, radii: CGSize)
        /// Colours vary with the angle around `center`: location 0 at `startAngle` radians
        /// (0 points along +x), turning clockwise on screen through one full turn to location 1.
        case conic(center: CGPoint, startAngle: CGFloat)
    }

    /// The geometry.
    public var kind: Kind
    /// The colours, by non-decreasing location.
    public var stops: [GradientStop]
    /// For a radial gradient, where location 0 lies, in the same coordinates as its centre:
    /// the colours run from this point out to the ellipse, as SVG's focal point (`fx`, `fy`)
    /// and Lottie's highlight place it. Default nil: the centre. A focus outside the ellipse
    /// draws the cone that Cairo and SVG 2 draw. Ignored by axial and conic gradients.
    public var focalPoint: CGPoint?

    /// Creates a gradient from a geometry and stops (which should be in non-decreasing order),
    /// and for a radial one optionally a focal point (default nil: the centre).
    public init(kind: Kind, stops: [GradientStop], focalPoint: CGPoint? = nil) {
        self.kind = kind
        self.stops = stops
        self.focalPoint = focalPoint
    }

    /// Creates a gradient with `colors` spread evenly from location 0 to 1.
    public init(kind: Kind, colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.init(kind: kind, stops: colors.enumerated().map { GradientStop(color: $1, location: CGFloat($0) / last) })
    }

    /// How the colours between two stops mix.
    public enum Interpolation: Equatable, Hashable, Sendable {
        /// Colour channels weighted by their alpha (as CSS gradients mix): a clear stop lends
        /// no colour, only transparency.
        case premultiplied
        /// Colour channels and alpha mixed separately (as Cairo's gradient fills, with pixman
        /// 0.42, and SVG gradients in resvg, Chrome and Skia mix): halfway from clear white to
        /// opaque black is half-transparent grey.
        case straight
    }

    /// The colour at `location`, interpolating between stops as `interpolation` says (default
    /// premultiplied alpha), clamped to the first and last colours outside the
    /// stops. Where two stops share a location (a hard edge) this is the later one's colour.
    /// Clear if there are no stops.
    public func color(at location: CGFloat, interpolation: Interpolation = .premultiplied) -> Color {
        color(at: location, fromBelow: false, interpolation: interpolation)
    }

    /// The colour approached from just below `location`: as ``color(at:interpolation:)``
    /// with premultiplied alpha, except that at a hard edge it is the earlier stop's colour.
    public func color(justBelow location: CGFloat) -> Color {
        color(at: location, fromBelow: true, interpolation: .premultiplied)
    }

    private func color(at location: CGFloat, fromBelow: Bool, interpolation: Interpolation) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(location > first.location) { return first.color }
        if location > last.location || (!fromBelow && location == last.location) { return last.color }
        let upper = stops.firstIndex { fromBelow ? $0.location >= location : $0.location > location }
        guard let upper, upper > 0 else { return last.color }
        let a = stops[upper - 1], b = stops[upper]
        let t = (location - a.location) / (b.location - a.location)
        let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t
        if interpolation == .straight {
            func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: alpha)
        }
        guard alpha > 0 else { return .clear }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
            (x * a.color.alpha + (y * b.color.alpha - x * a.color.alpha) * t) / alpha
        }
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                     blue: mix(a.color.blue, b.color.blue), alpha: alpha)
    }
}
