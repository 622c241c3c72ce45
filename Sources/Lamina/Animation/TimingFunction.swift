// A cubic Bézier timing curve (0,0)-(x1,y1)-(x2,y2)-(1,1), as CAMediaTimingFunction.
//
// Solving: Newton's method on x(s) = x, then bisection when Newton stalls — the method of
// WebKit's UnitBezier.h (Source/WebCore/platform/graphics/UnitBezier.h), also used by
// lottie-ios (Sources/Private/Utility/Primitives/UnitBezier.swift). Written afresh for Lamina.
import Foundation

/// Maps an animation's linear progress to eased progress with a cubic Bézier, as Core
/// Animation's `CAMediaTimingFunction` does.
///
/// The curve runs from (0, 0) through the control points (x1, y1) and (x2, y2) to (1, 1).
/// ``value(at:)`` finds the curve parameter whose x is the input and returns that point's y.
/// x1 and x2 must lie in 0...1 so that x grows monotonically along the curve; y1 and y2 may
/// be any finite number, so the output may leave 0...1 (overshoot) and is never clamped.
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The first control point's x, in 0...1.
    public let x1: Double
    /// The first control point's y (any finite number).
    public let y1: Double
    /// The second control point's x, in 0...1.
    public let x2: Double
    /// The second control point's y (any finite number).
    public let y2: Double

    /// The largest distance in x between the input and the solved point: ``value(at:)``
    /// returns y(s) for a parameter s with |x(s) − x| ≤ this (1e-9).
    public static let solveAccuracy = 1e-9

    /// Linear pacing: the output equals the input. The default when an animation has none.
    public static let linear = TimingFunction(checked: 0, 0, 1, 1)
    /// Ease in: begins slowly, then speeds up. Control points (0.42, 0), (1, 1).
    public static let easeIn = TimingFunction(checked: 0.42, 0, 1, 1)
    /// Ease out: begins quickly, then slows down. Control points (0, 0), (0.58, 1).
    public static let easeOut = TimingFunction(checked: 0, 0, 0.58, 1)
    /// Ease in and out: slow at both ends. Control points (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingFunction(checked: 0.42, 0, 0.58, 1)
    /// Core Animation's implicit-animation curve. Control points (0.25, 0.1), (0.25, 1).
    public static let `default` = TimingFunction(checked: 0.25, 0.1, 0.25, 1)

    /// Creates a timing function from its two control points.
    ///
    /// - Parameters:
    ///   - x1: The first control point's x, in 0...1.
    ///   - y1: The first control point's y; any finite number (outside 0...1 overshoots).
    ///   - x2: The second control point's x, in 0...1.
    ///   - y2: The second control point's y; any finite number.
    /// - Throws: ``AnimationError/invalidParameter(parameter:expected:found:)`` when a value
    ///   is NaN or infinite, or an x lies outside 0...1 (such a curve could fold back on
    ///   itself and give two outputs for one input). Values are never silently clamped.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
        // Checked without building a message: Lottie files ease every keyframe.
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite, (0...1).contains(x1), (0...1).contains(x2) else {
            throw Self.controlPointError(x1, y1, x2, y2)
        }
        self.init(checked: x1, y1, x2, y2)
    }

    /// Why control points fail ``init(controlPoints:_:_:_:)``'s checks: the first value that
    /// is not finite, else the first x outside 0...1.
    private static func controlPointError(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> AnimationError {
        for (value, name) in [(x1, "x1"), (y1, "y1"), (x2, "x2"), (y2, "y2")] where !value.isFinite {
            return .invalidParameter(parameter: "TimingFunction \(name)", expected: "a finite number", found: value)
        }
        let (name, value) = (0...1).contains(x1) ? ("x2", x2) : ("x1", x1)
        return .invalidParameter(parameter: "TimingFunction \(name)", expected: "a value in 0...1", found: value)
    }

    /// Builds a function from control points already known to be valid.
    private init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// The eased progress for a linear progress `x`.
    ///
    /// - Parameter x: Linear progress; values below 0 (and NaN) give 0, values above 1 give 1.
    /// - Returns: The curve's y where its x equals `x`. Not clamped: control points with y
    ///   outside 0...1 give outputs outside 0...1.
    /// - Complexity: At most 8 Newton steps, then at most 64 bisection steps.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // With x1 = y1 and x2 = y2 the curve lies on the diagonal: y = x exactly.
        if x1 == y1 && x2 == y2 { return x }
        return curveY(atParameter: parameter(forX: x))
    }

    /// The curve parameter s in 0...1 with |x(s) − x| ≤ ``solveAccuracy``, for x in 0...1.
    func parameter(forX x: Double) -> Double {
        // Newton's method from s = x converges in a few steps unless the slope is near zero.
        var s = x
        for _ in 0..<8 {
            let error = curveX(atParameter: s) - x
            if abs(error) <= Self.solveAccuracy, (0...1).contains(s) { return s }
            let slope = curveSlopeX(atParameter: s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        // Bisection: x(s) grows monotonically on 0...1 because x1 and x2 lie in 0...1.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let sx = curveX(atParameter: s)
            if abs(sx - x) <= Self.solveAccuracy { break }
            if sx < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³, in Horner form.
    func curveX(atParameter s: Double) -> Double {
        Self.bezier(s, x1, x2)
    }

    /// y(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³, in Horner form.
    func curveY(atParameter s: Double) -> Double {
        Self.bezier(s, y1, y2)
    }

    /// dx/ds at parameter s.
    private func curveSlopeX(atParameter s: Double) -> Double {
        let c = 3 * x1, b = 3 * (x2 - x1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// One coordinate of the unit cubic with inner control values p1, p2 at parameter s.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// CSS notation, e.g. `cubic-bezier(0.42, 0.0, 0.58, 1.0)`.
    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
