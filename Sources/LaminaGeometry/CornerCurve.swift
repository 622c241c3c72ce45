// The two shapes a rounded-rectangle corner can take, as Core Animation's `CALayerCornerCurve`.

/// How a rounded rectangle bends round its corners. Default `.circular`, as on `CALayer`.
public enum CornerCurve: String, Equatable, Hashable, Sendable, CaseIterable {
    /// A quarter of a circle (or ellipse) of the corner radius: the curvature jumps where the
    /// straight edge meets the arc.
    case circular
    /// The smoother iOS 7 corner: the curvature ramps up from the edge, so the corner starts
    /// 1.52866483 × radius from the rectangle's corner instead of 1 × radius.
    case continuous
}
