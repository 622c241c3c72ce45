// The affine maps between a layer and its superlayer (SEMANTICS §2.2):
//   p_super = position + M·(p − bounds.origin − A),  A = (bounds.w·ax, bounds.h·ay)
// and the superlayer's sublayerTransform S about its own anchor P = bounds.origin + A:
//   p' = P + S·(p_super − P).
// Shared by the model tree (Layer) and the render tree (RenderNode) so both agree exactly.
import Foundation

/// The geometric properties that place a layer in its superlayer.
struct LayerGeometry {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var transform: CGAffineTransform

    /// The anchor point in the layer's own coordinates: bounds.origin + A.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + bounds.width * anchorPoint.x,
                y: bounds.minY + bounds.height * anchorPoint.y)
    }

    /// Maps the layer's coordinates to its superlayer's (before the superlayer's
    /// sublayerTransform).
    var toSuperlayer: CGAffineTransform {
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Maps the layer's coordinates to its superlayer's in 3-D, `transform` (the 3-D form of
    /// ``transform``) about the anchor point and the position at depth `zPosition`.
    func toSuperlayer3D(transform: Transform3D, zPosition: CGFloat) -> Transform3D {
        let anchor = anchorInBounds
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// The 3-D form of ``sublayerMap(bounds:anchorPoint:sublayerTransform:)``.
    static func sublayerMap3D(bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: Transform3D) -> Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let pivot = LayerGeometry(bounds: bounds, position: .zero, anchorPoint: anchorPoint, transform: .identity).anchorInBounds
        return Transform3D(translationX: -pivot.x, y: -pivot.y, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: pivot.x, y: pivot.y, z: 0))
    }

    /// The frame: the bounding box of the transformed bounds in the superlayer.
    var frame: CGRect {
        let anchor = anchorInBounds
        let local = CGRect(origin: CGPoint(x: bounds.minX - anchor.x, y: bounds.minY - anchor.y), size: bounds.size)
        return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// A layer's `sublayerTransform` taken about its anchor point, as a map from the
    /// sublayers' placement to the layer's coordinates.
    static func sublayerMap(bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: CGAffineTransform) -> CGAffineTransform {
        if sublayerTransform.isIdentity { return .identity }
        let pivot = LayerGeometry(bounds: bounds, position: .zero, anchorPoint: anchorPoint, transform: .identity).anchorInBounds
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(sublayerTransform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    /// Sets the frame as `CALayer.frame`'s setter does: `position` and `bounds.size` change,
    /// `bounds.origin` stays. The size is found by undoing the transform's linear part on the
    /// bounding box; when that has no positive solution (e.g. a 45° rotation) the size is kept.
    mutating func setFrame(_ frame: CGRect) {
        let t = transform
        // Bounding-box size of a w×h rect under t: (|a|w + |c|h, |b|w + |d|h).
        let m00 = abs(t.a), m01 = abs(t.c), m10 = abs(t.b), m11 = abs(t.d)
        let det = m00 * m11 - m01 * m10
        if det != 0, det.isFinite {
            let w = (m11 * frame.width - m01 * frame.height) / det
            let h = (m00 * frame.height - m10 * frame.width) / det
            if w >= 0, h >= 0, w.isFinite, h.isFinite {
                bounds.size = CGSize(width: w, height: h)
            }
        }
        position = .zero
        let placed = self.frame
        position = CGPoint(x: frame.minX - placed.minX, y: frame.minY - placed.minY)
    }
}
