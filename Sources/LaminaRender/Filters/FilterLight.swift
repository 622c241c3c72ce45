// The light sources of the lighting filter primitives (SVG 1.1 §15.8 "Light source elements
// and properties": feDistantLight, fePointLight, feSpotLight; the same in Filter Effects Module
// Level 1): where the light comes from, in the filtered drawing's coordinates.
// FilterLighting.swift lights a surface with one.
import Foundation

/// The light of a ``FilterLighting``: infinitely far away, at a point, or a spot.
///
/// Positions are in the filtered drawing's coordinates (points); z is the height above the
/// drawing's plane, towards the viewer, in the same units (scaled with the drawing's average
/// scale when it is drawn into pixels).
public enum FilterLight: Equatable, Sendable {
    /// A point in the drawing's coordinates (points), z towards the viewer.
    public struct Position: Equatable, Sendable {
        /// Along the drawing's x axis (points).
        public var x: CGFloat
        /// Along the drawing's y axis (points).
        public var y: CGFloat
        /// Above the drawing's plane, towards the viewer (points).
        public var z: CGFloat

        /// Creates a position (points). Default z 0: in the drawing's plane.
        public init(x: CGFloat, y: CGFloat, z: CGFloat = 0) {
            self.x = x
            self.y = y
            self.z = z
        }
    }

    /// Light from infinitely far away (`feDistantLight`): from the direction at `azimuth`
    /// degrees from the x axis towards the y axis in the drawing's plane, raised `elevation`
    /// degrees above it (90: straight down onto the drawing). SVG's defaults are 0 and 0.
    case distant(azimuth: CGFloat, elevation: CGFloat)
    /// Light shining in every direction from one position (`fePointLight`).
    case point(Position)
    /// A spot (`feSpotLight`): light at `position` shining towards `pointsAt`, its strength
    /// falling off as cos(angle from that axis) to the power `specularExponent` (SVG's default
    /// 1), none beyond `limitingConeAngle` degrees from the axis (nil for no cone; the sign is
    /// ignored).
    case spot(Position, pointsAt: Position, specularExponent: CGFloat, limitingConeAngle: CGFloat?)
}
