// The parts of a layer's transform that Core Animation animates by key path ("transform.scale",
// "transform.translation.x", …; Apple's "Core Animation Extensions To Key-Value Coding"): each
// reads its part of the transform's decomposition and writes it back with the other parts kept,
// as `transform.rotation.z` does. A transform that has no decomposition (it collapses the plane
// onto a line with a shear) reads nil and is left alone by writes. On a 3-D transform they read
// and write its 3-D decomposition (Transform3D+Parts.swift) and keep it 3-D.
import Foundation

extension AnimatableProperty where Value == CGFloat {
    /// `transform.scale`: reads the mean of the x and y scale factors, writes both (Core
    /// Animation's "average of all three scale factors", z having none in 2D). A negative
    /// value mirrors both axes, a half turn.
    public static let scale = decomposed("transform.scale", { ($0.scaleX + $0.scaleY) / 2 }, {
        $0.scaleX = $1
        $0.scaleY = $1
    }, read3D: { t in t.scale(along: .x).flatMap { x in t.scale(along: .y).map { (x + $0) / 2 } } },
       write3D: { t, value in t.replacingScale(along: .x, with: value)?.replacingScale(along: .y, with: value) })
    /// `transform.scale.x`: the scale factor along x.
    public static let scaleX = decomposed("transform.scale.x", { $0.scaleX }, { $0.scaleX = $1 },
                                          read3D: { $0.scale(along: .x) }, write3D: { $0.replacingScale(along: .x, with: $1) })
    /// `transform.scale.y`: the scale factor along y.
    public static let scaleY = decomposed("transform.scale.y", { $0.scaleY }, { $0.scaleY = $1 },
                                          read3D: { $0.scale(along: .y) }, write3D: { $0.replacingScale(along: .y, with: $1) })
    /// `transform.translation.x` in points, applied after scale and rotation.
    public static let translationX = Self(key: "transform.translation.x", read: { $0.transform.tx }, write: { node, value in
        translate(&node) { $0.m41 = value } plane: { $0.tx = value }
    })
    /// `transform.translation.y` in points, applied after scale and rotation.
    public static let translationY = Self(key: "transform.translation.y", read: { $0.transform.ty }, write: { node, value in
        translate(&node) { $0.m42 = value } plane: { $0.ty = value }
    })
    /// `transform.rotation.z`, in radians clockwise (y down): reads the rotation of the
    /// transform's decomposition and writes it back with scale, skew and translation kept. Unlike
    /// ``transform``, it can turn more than half a turn, so 0 → 2π spins once. On a 3-D transform
    /// it is the decomposition's turn about z (see ``rotationX``).
    public static let rotation = decomposed("transform.rotation.z", { $0.rotation }, { $0.rotation = $1 },
                                            read3D: { $0.rotation(about: .z) },
                                            write3D: { $0.replacingRotation(about: .z, with: $1) })
    /// `transform.rotation.x` in radians: the turn about x of the 3-D transform's decomposition
    /// (a point turns about x, then y, then z; ``Transform3D/rotation(about:)``), written back
    /// with the other parts kept.
    public static let rotationX = Self(key: "transform.rotation.x", read: { node in
        node.transform3D.rotation(about: .x).map { CGFloat($0) }
    }, write: { node, value in
        if let turned = node.transform3D.replacingRotation(about: .x, with: Double(value)) { node.transform3D = turned }
    })
    /// `transform.rotation.y` in radians, as ``rotationX`` about y.
    public static let rotationY = Self(key: "transform.rotation.y", read: { node in
        node.transform3D.rotation(about: .y).map { CGFloat($0) }
    }, write: { node, value in
        if let turned = node.transform3D.replacingRotation(about: .y, with: Double(value)) { node.transform3D = turned }
    })

    /// A part of the transform's decomposition, read by `read` and written by `write` on a 2-D
    /// transform, by `read3D` and `write3D` on a 3-D one.
    private static func decomposed(_ key: String, _ read: @escaping @Sendable (AffineDecomposition) -> Double,
                                   _ write: @escaping @Sendable (inout AffineDecomposition, Double) -> Void,
                                   read3D: @escaping @Sendable (Transform3D) -> Double?,
                                   write3D: @escaping @Sendable (Transform3D, Double) -> Transform3D?) -> Self {
        Self(key: key, read: { node in
            if node.hasTransform3D { return read3D(node.transform3D).map { CGFloat($0) } }
            return (try? AffineDecomposition(node.transform)).map { CGFloat(read($0)) }
        }, write: { node, value in
            if node.hasTransform3D {
                if let written = write3D(node.transform3D, Double(value)) { node.transform3D = written }
                return
            }
            guard var parts = try? AffineDecomposition(node.transform) else { return }
            write(&parts, Double(value))
            node.transform = parts.transform
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
        translate(&node) {
            $0.m41 = value.width
            $0.m42 = value.height
        } plane: {
            $0.tx = value.width
            $0.ty = value.height
        }
    })
    /// `bounds.size` in points; the origin is kept.
    public static let boundsSize = Self(key: "bounds.size", read: { $0.bounds.size }, write: { $0.bounds.size = $1 })
}

extension AnimatableProperty where Value == CGPoint {
    /// `bounds.origin` in points; the size is kept.
    public static let boundsOrigin = Self(key: "bounds.origin", read: { $0.bounds.origin },
                                          write: { $0.bounds.origin = $1 })
}

extension AnimatableProperty {
    /// Sets a translation entry: in the 3-D transform when there is one, else in the 2-D one.
    fileprivate static func translate(_ node: inout RenderNode, space: (inout Transform3D) -> Void,
                                  plane: (inout CGAffineTransform) -> Void) {
        if node.hasTransform3D {
            var transform = node.transform3D
            space(&transform)
            node.transform3D = transform
        } else {
            plane(&node.transform)
        }
    }
}
