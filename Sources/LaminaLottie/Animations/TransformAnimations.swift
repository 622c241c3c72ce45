// A Lottie transform on a Lamina layer, as lottie-ios's TransformAnimations.swift: the layer's
// anchorPoint is (0, 0) and its bounds start at the Lottie anchor, so a point p of the content
// lands at position + M·(p − anchor) (LayerGeometry's rule) with M = rotation · skew · scale —
// Lottie's T(p)·R·Sk·S·T(−a) (lottie-ios `CATransform3D.makeTransform`; the skew is
// `makeSkew(−sk, sa)`). Position, anchor, scale, rotation and opacity are separate keyframe
// animations; a skew that changes, or one combined with a changing scale or rotation, is sampled
// as one transform at every frame.
//
// A layer turned about x or y (`rx`, `ry`) gets a real 3-D transform, as lottie-ios gives it one
// (its position is `transform.translation`, its turns `transform.rotation.x`/`.y`/`.z`): the
// position and the whole linear part in one `transform3D`, sampled at every frame, with the
// layer's own position left at zero. On screen the turns foreshorten evenly (there is no camera);
// `Renderer.skipsDepthTransforms` (`CALayer.render(in:)`, what lottie-ios's snapshots record)
// leaves the whole transform out, as iOS does. A 3-D layer that
// auto-orients keeps its turns flattened into the 2-D transform its motion path turns.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Applies `transform` to `layer`: anchor, position, scale, rotation and skew, and opacity
    /// unless `includeOpacity` is false (a parent's transform, which its children follow
    /// without its opacity). With `autoOrient`, a moving position becomes a motion path that
    /// turns the layer to its direction (After Effects' auto-orient; lottie-ios has none).
    func applyTransform(_ transform: TransformModel, to layer: Layer, includeOpacity: Bool,
                        autoOrient: Bool = false) throws {
        layer.anchorPoint = .zero
        let setBounds: (CGRect) -> Void = { layer.bounds = $0 }
        try animate(transform.anchor, .bounds, on: layer, set: setBounds) { anchor in
            CGRect(x: anchor.first ?? 0, y: anchor.count > 1 ? anchor[1] : 0, width: 0, height: 0)
        }
        if transform.is3D, !autoOrient {
            try applyTransform3D(transform, to: layer)
        } else {
            try applyPlacement(transform, to: layer, autoOrient: autoOrient)
        }
        if includeOpacity {
            try animate(transform.opacity, .opacity, on: layer, set: { layer.opacity = $0 }) {
                CGFloat(min(max(($0.first ?? 100) / 100, 0), 1))
            }
        }
    }

    /// Position, scale, rotation and skew on the layer's 2-D transform and position.
    private func applyPlacement(_ transform: TransformModel, to layer: Layer, autoOrient: Bool) throws {
        // The linear part first: a motion path's turn applies on top of the transform it sets.
        try applyLinearPart(transform, to: layer)
        if let position = transform.position, position.hasSpatialTangents || autoOrient,
           try animateAlongPath(position, on: layer, orient: autoOrient) {
            // A motion path (MotionPathAnimation.swift).
        } else if autoOrient, try animateAlongSampledPath(of: transform, on: layer) {
            // A position split into x and y, held or time-remapped, turned along its frames.
        } else if let position = transform.position {
            let spatial: ((Double) -> [Double])? = position.hasSpatialTangents ? { position.spatialValue(at: $0) } : nil
            let set: (CGPoint) -> Void = { layer.position = $0 }
            try animate(position, .position, on: layer, value: spatial, set: set) { Self.point($0) }
        } else {
            let zero = Track<[Double]>([0])
            let setX: (CGFloat) -> Void = { layer.position.x = $0 }, setY: (CGFloat) -> Void = { layer.position.y = $0 }
            try animate(transform.positionX ?? zero, .positionX, on: layer, set: setX) { CGFloat($0.first ?? 0) }
            try animate(transform.positionY ?? zero, .positionY, on: layer, set: setY) { CGFloat($0.first ?? 0) }
        }
    }

    /// A layer turned about x or y: position, rotations, skew and scale as one 3-D transform,
    /// sampled at every frame any of them changes. lottie-ios builds it one of two ways, and so
    /// does this: with a skew or a mirrored x scale, as one matrix (``makeTransform(_:at:)``);
    /// otherwise as Core Animation composes its key paths (``keyPathTransform(_:at:)``).
    private func applyTransform3D(_ transform: TransformModel, to layer: Layer) throws {
        let parts = [transform.position, transform.positionX, transform.positionY, transform.scale, transform.rotation,
                     transform.skew, transform.skewAxis, transform.rotationX, transform.rotationY].compactMap { $0 }
        let span = Track<[Double]>.span(parts.flatMap { $0.times }.sorted(), placeholder: [],
                                        path: transform.rotationX.path)
        let combined = transform.skew.containsValue { ($0.first ?? 0) != 0 }
            || transform.scale.containsValue { ($0.first ?? 100) < 0 }
        let matrix: (Double) -> [Double] = { frame in
            (combined ? Self.makeTransform(transform, at: frame) : Self.keyPathTransform(transform, at: frame))
                .entries.map(Double.init)
        }
        try animate(span, .transform3D, on: layer, sample: true, value: matrix,
                    set: { layer.transform3D = $0 }) { Transform3D(entries: $0.map { CGFloat($0) }) ?? .identity }
    }

    /// lottie-ios's `CATransform3D.makeTransform` at `frame`, about the anchor: scale, skew,
    /// the turn about z, then y, then x, then the position (its combined transform).
    private static func makeTransform(_ transform: TransformModel, at frame: Double) -> Transform3D {
        let linear = matrix(scale: transform.scale.value(at: frame), rotation: transform.rotation.value(at: frame).first ?? 0,
                            skew: transform.skew.value(at: frame).first ?? 0,
                            axis: transform.skewAxis.value(at: frame).first ?? 0)
        let position = position(of: transform, at: frame)
        return Transform3D(linear)
            .concatenating(Transform3D(rotationAngle: radians(transform.rotationY, at: frame), x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: radians(transform.rotationX, at: frame), x: 1, y: 0, z: 0))
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
    }

    /// The transform Core Animation composes from lottie-ios's key-path animations at `frame`:
    /// `transform.translation`, then `transform.scale.x` and `.y`, then `transform.rotation.x`,
    /// `.y` and `.z`, each written into the decomposition of what the ones before made
    /// (``Transform3D/replacingRotation(about:with:)``). Turns that each read back as given
    /// compose as Rx·Ry·Rz; half turns about x and y read back as one about z, which the turn
    /// about z then replaces, as lottie-ios's `pr_1930_all_axis` snapshot shows at 50 %.
    private static func keyPathTransform(_ transform: TransformModel, at frame: Double) -> Transform3D {
        let position = position(of: transform, at: frame)
        let scale = transform.scale.value(at: frame)
        let sx = (scale.first ?? 100) / 100, sy = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
        var result = Transform3D(scaleX: sx, y: sy, z: 1).concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
        for (axis, track) in [(Transform3D.Axis.x, transform.rotationX), (.y, transform.rotationY), (.z, transform.rotation)] {
            result = result.replacingRotation(about: axis, with: radians(track, at: frame)) ?? result
        }
        return result
    }

    /// The position at `frame`, along its spatial tangents, or from its split x and y.
    static func position(of transform: TransformModel, at frame: Double) -> CGPoint {
        if let track = transform.position {
            return point(track.hasSpatialTangents ? track.spatialValue(at: frame) : track.value(at: frame))
        }
        return CGPoint(x: transform.positionX?.value(at: frame).first ?? 0, y: transform.positionY?.value(at: frame).first ?? 0)
    }

    /// A track of degrees at `frame`, in radians.
    private static func radians(_ track: Track<[Double]>, at frame: Double) -> Double {
        (track.value(at: frame).first ?? 0) * .pi / 180
    }

    /// Scale, rotation and skew: separate animations when they compose exactly through
    /// Lamina's `transform` and `transform.rotation.z`, else one transform sampled per frame
    /// (with the turns about x and y of an auto-oriented 3-D layer flattened into it).
    private func applyLinearPart(_ transform: TransformModel, to layer: Layer) throws {
        let scale = transform.scale, rotation = transform.rotation
        let skew = transform.skew, axis = transform.skewAxis
        let hasSkew = skew.mayHold { ($0.first ?? 0) != 0 }
        let flips = scale.mayHold { $0.contains { $0 < 0 } }
        let rotationX = transform.rotationX, rotationY = transform.rotationY
        let mustSample = skew.isAnimated || axis.isAnimated || (hasSkew && (scale.isAnimated || rotation.isAnimated))
            || (flips && rotation.isAnimated) || transform.is3D
        if mustSample {
            // One track whose keyframes span every part's, read as the whole matrix.
            let all = [scale, rotation, skew, axis, rotationX, rotationY].flatMap { $0.times }.sorted()
            let span = Track<[Double]>.span(all, placeholder: [], path: scale.path)
            let matrix: (Double) -> [Double] = { frame in
                Self.matrix(scale: scale.value(at: frame), rotation: rotation.value(at: frame).first ?? 0,
                            skew: skew.value(at: frame).first ?? 0, axis: axis.value(at: frame).first ?? 0)
                    .concatenating(Self.projection(x: rotationX.value(at: frame).first ?? 0,
                                                   y: rotationY.value(at: frame).first ?? 0)).components
            }
            try animate(span, .transform, on: layer, sample: true, value: matrix,
                        set: { layer.transform = $0 }) { Self.transform($0) }
            return
        }
        let rotation0 = rotation.initialValue.first ?? 0
        let skew0 = skew.initialValue.first ?? 0, axis0 = axis.initialValue.first ?? 0
        if scale.isAnimated, !flips {
            try animateScaleParts(scale, on: layer, rotation: rotation0)
        } else {
            // A mirrored scale blends as whole matrices (lottie-ios's combined transform).
            try animate(scale, .transform, on: layer, set: { layer.transform = $0 }) { value in
                Self.matrix(scale: value, rotation: rotation0, skew: skew0, axis: axis0)
            }
        }
        if rotation.isAnimated {
            try animate(rotation, .rotation, on: layer, set: { _ in }) { CGFloat(($0.first ?? 0) * .pi / 180) }
        }
    }

    /// A changing scale (no skew, no mirroring) as `transform.scale.x` and `transform.scale.y`
    /// animations over a transform that holds the layer's rotation (degrees), as lottie-ios's
    /// `addScaleAnimations` does: a keyframe of zero scale keeps the turn, where blending the
    /// keyframes' whole matrices would turn from the zero matrix's 0° (decomposition finds no
    /// angle in it).
    private func animateScaleParts(_ scale: Track<[Double]>, on layer: Layer, rotation: Double) throws {
        var first = CGSize(width: 1, height: 1)
        let animated = try animate(scale, .scaleX, on: layer, set: { first.width = $0 }) {
            CGFloat(($0.first ?? 100) / 100)
        }
        try animate(scale, .scaleY, on: layer, set: { first.height = $0 }) {
            CGFloat(($0.count > 1 ? $0[1] : $0.first ?? 100) / 100)
        }
        // The animations write their factor into this transform's decomposition; without
        // them it is the only value.
        let factors = animated ? [100.0, 100.0] : [Double(first.width) * 100, Double(first.height) * 100]
        layer.transform = Self.matrix(scale: factors, rotation: rotation, skew: 0, axis: 0)
    }

    /// Lottie's linear part: rotation (degrees, clockwise) · skew (`makeSkew(−skew, axis)`) ·
    /// scale (percent), applied to a point scale first.
    static func matrix(scale: [Double], rotation: Double, skew: Double, axis: Double) -> CGAffineTransform {
        let sx = (scale.first ?? 100) / 100, sy = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
        var result = CGAffineTransform(scaleX: sx, y: sy)
        if skew != 0 {
            let angle = axis * .pi / 180, cosine = cos(angle), sine = sin(angle)
            let toAxis = CGAffineTransform(a: cosine, b: -sine, c: sine, d: cosine, tx: 0, ty: 0)
            let shear = CGAffineTransform(a: 1, b: 0, c: tan(-skew * .pi / 180), d: 1, tx: 0, ty: 0)
            let back = CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
            result = result.concatenating(toAxis.concatenating(shear).concatenating(back))
        }
        return result.concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
    }

    /// Rotation about the y then the x axis (degrees), seen without perspective: Core
    /// Animation's `CATransform3DRotate` about (0, 1, 0) then (1, 0, 0), z dropped.
    static func projection(x: Double, y: Double) -> CGAffineTransform {
        let aboutX = x * .pi / 180, aboutY = y * .pi / 180
        return CGAffineTransform(a: cos(aboutY), b: sin(aboutY) * sin(aboutX), c: 0, d: cos(aboutX), tx: 0, ty: 0)
    }

    /// A transform from its six components.
    static func transform(_ values: [Double]) -> CGAffineTransform {
        guard values.count >= 6 else { return .identity }
        return CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    /// A point from a Lottie vector (missing coordinates are 0).
    static func point(_ values: [Double]) -> CGPoint {
        CGPoint(x: values.first ?? 0, y: values.count > 1 ? values[1] : 0)
    }
}

extension CGAffineTransform {
    /// a, b, c, d, tx, ty.
    var components: [Double] { [a, b, c, d, tx, ty] }
}
