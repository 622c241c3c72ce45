// The outlines a layer draws with: its bounds, rounded by cornerRadius on maskedCorners, and
// its border, the band between that outline and the same outline inset by borderWidth.
import Foundation

extension RenderNode {
    /// The bounds as a path, rounded by `cornerRadius` on `maskedCorners` with `cornerCurve`.
    var boundsPath: BezierPath { Self.roundedPath(bounds, radius: cornerRadius, corners: maskedCorners, curve: cornerCurve) }

    /// The border band: the bounds outline and the outline inset by `borderWidth` (corner
    /// radius reduced by the same amount), to be filled even-odd.
    var borderPath: BezierPath {
        var path = boundsPath
        let inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
        if inner.width > 0, inner.height > 0 {
            path.append(Self.roundedPath(inner, radius: max(cornerRadius - borderWidth, 0),
                                         corners: maskedCorners, curve: cornerCurve))
        }
        return path
    }

    private static func roundedPath(_ rect: CGRect, radius: CGFloat, corners: RectCorner, curve: CornerCurve) -> BezierPath {
        guard radius > 0, !corners.isEmpty else { return BezierPath(rect: rect) }
        return BezierPath(roundedRect: rect, byRoundingCorners: corners,
                          cornerRadii: CGSize(width: radius, height: radius), cornerCurve: curve)
    }
}
