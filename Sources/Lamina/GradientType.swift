// The kinds of CAGradientLayer gradient.

/// How a ``GradientLayer`` lays its colours out, as `CAGradientLayerType`. Default ``axial``.
public enum GradientType: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Colours vary along the line from `startPoint` to `endPoint` and are constant across it.
    case axial
    /// Colours vary from `startPoint` (location 0) out to the edge of an ellipse (location 1)
    /// whose half-width and half-height are `endPoint − startPoint`.
    case radial
    /// Colours vary with the angle around `startPoint`, starting (location 0) in the direction
    /// of `endPoint` and turning clockwise on screen (from +x towards +y) to location 1.
    case conic
}
