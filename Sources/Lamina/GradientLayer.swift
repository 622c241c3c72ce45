// A layer that fills its rounded shape with a gradient: CAGradientLayer
// (SEMANTICS §2.7, from Apple's CAGradientLayer.h), in Lamina's y-down unit coordinates.
import Foundation

/// A layer that draws a colour gradient over its background colour, filling the layer's shape
/// (its bounds rounded by ``Layer/cornerRadius``), as `CAGradientLayer`.
///
/// Points are in unit coordinates of the bounds, y down: (0, 0) is the top-left corner and
/// (1, 1) the bottom-right, so the default start (0.5, 0) and end (0.5, 1) run top to bottom
/// as on iOS.
open class GradientLayer: Layer {
    /// The colours, in order. Default nil: nothing is drawn. One colour fills solidly.
    public var colors: [Color]?

    /// Where each colour sits, 0…1, one per colour and non-decreasing. Default nil: spread
    /// evenly from 0 to 1.
    public var locations: [CGFloat]?

    /// Where location 0 lies, in unit coordinates of the bounds. Default (0.5, 0).
    public var startPoint = CGPoint(x: 0.5, y: 0)

    /// Where location 1 lies (axial), the ellipse's half-size (radial) or the 0° direction
    /// (conic), in unit coordinates of the bounds. Default (0.5, 1).
    public var endPoint = CGPoint(x: 0.5, y: 1)

    /// The kind of gradient. Default ``GradientType/axial``.
    public var type: GradientType = .axial

    /// A radial gradient's focal point, where location 0 lies, in unit coordinates of the
    /// bounds: the colours run from it out to the ellipse around ``startPoint``, as SVG's
    /// `fx`/`fy` and Lottie's highlight place it. Default nil: the start point, as Core
    /// Animation draws every radial gradient. A Lamina extension (`CAGradientLayer` has no
    /// focal point); axial and conic gradients ignore it. Animatable as
    /// ``AnimatableProperty/focalPoint``.
    public var focalPoint: CGPoint?

    /// Creates a gradient layer with Core Animation's defaults (no colours).
    public required init() { super.init() }

    override func snapshotContent() throws -> RenderContent {
        guard let colors, !colors.isEmpty else { return .none }
        guard allFinite(startPoint.x, startPoint.y) else { throw LayerError.nonFinite("\(debugName).startPoint") }
        guard allFinite(endPoint.x, endPoint.y) else { throw LayerError.nonFinite("\(debugName).endPoint") }
        if let focalPoint, !allFinite(focalPoint.x, focalPoint.y) {
            throw LayerError.nonFinite("\(debugName).focalPoint")
        }
        let spread = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        let stops = locations ?? spread
        guard stops.count == colors.count else {
            throw LayerError.invalidGradient(
                "\(debugName): expected \(colors.count) locations (one per colour), found \(stops.count)")
        }
        for (index, location) in stops.enumerated() {
            guard location.isFinite else { throw LayerError.nonFinite("\(debugName).locations[\(index)]") }
            if index > 0, location < stops[index - 1] {
                throw LayerError.invalidGradient(
                    "\(debugName): expected non-decreasing locations, found \(stops[index - 1]) then \(location)")
            }
        }
        return .gradient(RenderGradient(stops: zip(colors, stops).map { GradientStop(color: $0, location: $1) },
                                        type: type, startPoint: startPoint, endPoint: endPoint,
                                        focalPoint: focalPoint))
    }
}
