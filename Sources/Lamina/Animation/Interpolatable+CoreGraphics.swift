// Interpolatable conformances for numbers and Core Graphics' value types: each component
// (coordinate, width, height) blends on its own.
import Foundation

extension Double: ComponentwiseInterpolatable {
    /// `operation(a, b)`.
    public static func combine(_ a: Double, _ b: Double, _ operation: (Double, Double) -> Double) -> Double {
        operation(a, b)
    }
}

extension CGFloat: ComponentwiseInterpolatable {
    /// `operation(a, b)`, computed in `Double`.
    public static func combine(_ a: CGFloat, _ b: CGFloat, _ operation: (Double, Double) -> Double) -> CGFloat {
        CGFloat(operation(Double(a), Double(b)))
    }
}

extension CGPoint: ComponentwiseInterpolatable {
    /// Combines x with x and y with y.
    public static func combine(_ a: CGPoint, _ b: CGPoint, _ operation: (Double, Double) -> Double) -> CGPoint {
        CGPoint(x: CGFloat.combine(a.x, b.x, operation), y: CGFloat.combine(a.y, b.y, operation))
    }
}

extension CGSize: ComponentwiseInterpolatable {
    /// Combines width with width and height with height.
    public static func combine(_ a: CGSize, _ b: CGSize, _ operation: (Double, Double) -> Double) -> CGSize {
        CGSize(width: CGFloat.combine(a.width, b.width, operation),
               height: CGFloat.combine(a.height, b.height, operation))
    }
}

extension CGRect: ComponentwiseInterpolatable {
    /// Combines origin with origin and size with size, as stored (not standardized).
    public static func combine(_ a: CGRect, _ b: CGRect, _ operation: (Double, Double) -> Double) -> CGRect {
        CGRect(origin: CGPoint.combine(a.origin, b.origin, operation),
               size: CGSize.combine(a.size, b.size, operation))
    }
}
