// The parts of a layer's transform that Core Animation animates by key path ("transform.scale",
// "transform.translation.x", …; Apple's "Core Animation Extensions To Key-Value Coding"): each
// reads its part of the transform's decomposition and writes it back with the other parts kept,
// as `transform.rotation.z` does. A transform that has no decomposition (it collapses the plane
// onto a line with a shear) reads nil and is left alone by writes.
import Foundation

extension AnimatableProperty where Value == CGFloat {
    /// `transform.scale`: reads the mean of the x and y scale factors, writes both (Core
    /// Animation's "average of all three scale factors", z having none in 2D). A negative
    /// value mirrors both axes, a half turn.
    public static let scale = decomposed("transform.scale", { ($0.scaleX + $0.scaleY) / 2 }) {
        $0.scaleX = $1
        $0.scaleY = $1
    }
    /// `transform.scale.x`: the scale factor along x.
    public static let scaleX = decomposed("transform.scale.x", { $0.scaleX }) { $0.scaleX = $1 }
    /// `transform.scale.y`: the scale factor along y.
    public static let scaleY = decomposed("transform.scale.y", { $0.scaleY }) { $0.scaleY = $1 }
    /// `transform.translation.x` in points, applied after scale and rotation.
    public static let translationX = Self(key: "transform.translation.x", read: { $0.transform.tx },
                                          write: { $0.transform.tx = $1 })
    /// `transform.translation.y` in points, applied after scale and rotation.
    public static let translationY = Self(key: "transform.translation.y", read: { $0.transform.ty },
                                          write: { $0.transform.ty = $1 })

    /// `transform.rotation.x` in radians: the turn about x of the 3-D transform's decomposition
    /// (a point turns about x, then y, then z), written back with the other parts kept.
    public static let rotationX = eulerAngle("transform.rotation.x", read: { $0.x }, write: { $0.x = $1 })
    /// `transform.rotation.y` in radians, as ``rotationX`` about y.
    public static let rotationY = eulerAngle("transform.rotation.y", read: { $0.y }, write: { $0.y = $1 })

    /// A property of the transform's decomposition, read by `read` and written by `write`.
    private static func decomposed(_ key: String, _ read: @escaping @Sendable (AffineDecomposition) -> Double,
                                   _ write: @escaping @Sendable (inout AffineDecomposition, Double) -> Void) -> Self {
        Self(key: key, read: { node in
            (try? AffineDecomposition(node.transform)).map { CGFloat(read($0)) }
        }, write: { node, value in
            guard var parts = try? AffineDecomposition(node.transform) else { return }
            write(&parts, Double(value))
            node.transform = parts.transform
        })
    }

    /// A turn of the 3-D transform's decomposition, read by `read` and written by `write`; a
    /// transform without a decomposition (it collapses space onto a plane) reads nil and is
    /// left alone by writes.
    private static func eulerAngle(
        _ key: String, read: @escaping @Sendable ((x: Double, y: Double, z: Double)) -> Double,
        write: @escaping @Sendable (inout (x: Double, y: Double, z: Double), Double) -> Void) -> Self {
        Self(key: key, read: { node in
            Transform3DDecomposition(node.transform3D).map { CGFloat(read($0.eulerAngles)) }
        }, write: { node, value in
            guard var parts = Transform3DDecomposition(node.transform3D) else { return }
            var angles = parts.eulerAngles
            write(&angles, Double(value))
            parts.eulerAngles = angles
            node.transform3D = parts.transform
        })
    }
}

extension AnimatableProperty where Value == Transform3D {
    /// `transform` with 3-D values: blended in 3-D and drawn in 3-D (``Layer/transform3D``).
    public static let transform3D = Self(key: "transform", read: { $0.transform3D }, write: { $0.transform3D = $1 })
    /// `sublayerTransform` with 3-D values (``Layer/sublayerTransform3D``).
    public static let sublayerTransform3D = Self(key: "sublayerTransform", read: { $0.sublayerTransform3D },
                                                 write: { $0.sublayerTransform3D = $1 })
}

extension AnimatableProperty where Value == CGSize {
    /// `transform.translation`: the translation as a size (width along x, height along y), in
    /// points.
    public static let translation = Self(key: "transform.translation", read: { node in
        CGSize(width: node.transform.tx, height: node.transform.ty)
    }, write: { node, value in
        node.transform.tx = value.width
        node.transform.ty = value.height
    })
    /// `bounds.size` in points; the origin is kept.
    public static let boundsSize = Self(key: "bounds.size", read: { $0.bounds.size }, write: { $0.bounds.size = $1 })
}

extension AnimatableProperty where Value == CGPoint {
    /// `bounds.origin` in points; the size is kept.
    public static let boundsOrigin = Self(key: "bounds.origin", read: { $0.bounds.origin },
                                          write: { $0.bounds.origin = $1 })
}
