// The plain properties of a Layer, stored as one value: a commit copies them in a single read
// instead of one (exclusivity-checked) class-property access each. Defaults are Core
// Animation's (SEMANTICS §2.1); Layer.swift documents each property.
import Foundation

/// The value properties of a ``Layer``, with Core Animation's defaults.
struct LayerState {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    var transform: CGAffineTransform = .identity
    /// The whole transform when it is not 2-D affine (``transform`` is then its affine part),
    /// boxed so that the common 2-D layer carries one empty reference, not a 4×4 matrix.
    var transform3DBox: Box<Transform3D>? = nil
    var sublayerTransform: CGAffineTransform = .identity
    /// The whole sublayer transform when it is not 2-D affine, boxed.
    var sublayerTransform3DBox: Box<Transform3D>? = nil
    var zPosition: CGFloat = 0
    var opacity: CGFloat = 1
    var isHidden: Bool = false
    var isDoubleSided: Bool = true
    var compositingFilter: BlendMode = .normal
    var isolatesBlending: Bool = false
    var filters: [Filter] = []
    var masksToBounds: Bool = false
    var backgroundColor: Color? = nil
    var cornerRadius: CGFloat = 0
    var cornerCurve: CornerCurve = .circular
    var maskedCorners: RectCorner = .allCorners
    var borderWidth: CGFloat = 0
    var borderColor: Color? = .black
    var shadowColor: Color? = .black
    var shadowOpacity: CGFloat = 0
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: BezierPath? = nil
    var contents: Image? = nil
    var contentsGravity: ContentsGravity = .resize
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsResizingMode: ContentsResizingMode = .stretch
    var contentsScale: CGFloat = 1
    var magnificationFilter: ImageFilter = .linear
    var minificationFilter: ImageFilter = .linear
    var name: String? = nil
}

extension LayerState {
    /// The transform in 3-D; setting it stores a 2-D affine one as ``transform`` alone.
    var transform3D: Transform3D {
        get { transform3DBox?.value ?? Transform3D(transform) }
        set { (transform, transform3DBox) = (newValue.affinePart, newValue.isAffine ? nil : Box(newValue)) }
    }

    /// The sublayer transform in 3-D; setting it stores a 2-D affine one as
    /// ``sublayerTransform`` alone.
    var sublayerTransform3D: Transform3D {
        get { sublayerTransform3DBox?.value ?? Transform3D(sublayerTransform) }
        set {
            (sublayerTransform, sublayerTransform3DBox) = (newValue.affinePart, newValue.isAffine ? nil : Box(newValue))
        }
    }
}
