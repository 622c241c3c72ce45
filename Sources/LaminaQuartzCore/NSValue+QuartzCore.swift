// NSValue boxes for Core Animation's and Core Graphics' value types, as QuartzCore and UIKit
// add them on Apple platforms: `values` arrays of keyframe animations hold them.
import Foundation

#if !canImport(Darwin)
extension NSValue {
    /// The Objective-C type encoding that marks a boxed ``CATransform3D``: sixteen doubles.
    static let transform3DType = "[16d]"

    /// Boxes a ``CATransform3D``.
    public convenience init(caTransform3D transform: CATransform3D) {
        var numbers = transform.entries.map(Double.init)
        self.init(bytes: &numbers, objCType: NSValue.transform3DType)
    }

    /// The boxed ``CATransform3D``; the identity when the value boxes something else.
    public var caTransform3DValue: CATransform3D { transform3D ?? CATransform3DIdentity }

    /// The boxed transform, or nil when the value boxes something else.
    var transform3D: CATransform3D? {
        guard String(cString: objCType) == NSValue.transform3DType else { return nil }
        var numbers = [Double](repeating: 0, count: 16)
        numbers.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return CATransform3D(entries: numbers.map { CGFloat($0) })
    }

    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
}
#endif
