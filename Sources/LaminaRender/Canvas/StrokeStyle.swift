// How a path is stroked: width, caps, joins, miter limit, dash and trim, with Core Animation's
// defaults (CAShapeLayer.h: lineWidth 1, butt caps, miter joins, miterLimit 10, no dash, trim 0…1).
import Foundation

/// The shape at the open ends of a stroke. Default ``butt``, as on `CAShapeLayer`.
public enum LineCap: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The stroke ends flush at the end point.
    case butt
    /// A half disc of diameter `lineWidth` is added past the end point (a zero-length piece
    /// becomes a dot).
    case round
    /// The stroke extends `lineWidth / 2` past the end point (a zero-length piece becomes a
    /// square turned along the path's direction).
    case square
}

/// The shape where two segments of a stroke meet. Default ``miter``, as on `CAShapeLayer`.
public enum LineJoin: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The outer edges are extended until they meet, unless the miter would be longer than
    /// `miterLimit × lineWidth` (see ``StrokeStyle/miterLimit``); then the join is bevelled.
    case miter
    /// A disc of diameter `lineWidth` rounds the corner.
    case round
    /// The corner is cut straight across (chamfered).
    case bevel
}

/// Everything about a stroke except its colour. Lengths are in points (user space).
///
/// Defaults are Core Animation's: width 1, butt caps, miter joins, miter limit 10, solid, no trim.
public struct StrokeStyle: Sendable, Equatable, Hashable {
    /// The width of the stroke in points. Default 1. Must be finite; a width of 0 or less draws
    /// nothing (Cairo's rule; Core Graphics would draw a hairline for 0).
    public var lineWidth: CGFloat
    /// The shape of open ends, including trim ends and dash ends. Default ``LineCap/butt``.
    public var lineCap: LineCap
    /// The shape of corners. Default ``LineJoin/miter``.
    public var lineJoin: LineJoin
    /// The largest ratio of miter length to line width before a miter join is bevelled
    /// (1/sin(θ/2) for an angle θ between the segments; 1.414 is the ratio of a right angle).
    /// Default 10, Core Animation's; values below 1 act as 1. Must be finite.
    public var miterLimit: CGFloat
    /// Alternating painted and unpainted lengths in points, starting with painted; `nil` is a
    /// solid line. An odd count repeats the list twice. All-zero means solid; negative values are
    /// an error. Default nil.
    public var dashPattern: [CGFloat]?
    /// How far into the dash pattern the stroke starts, in points; may be negative. Default 0.
    public var dashPhase: CGFloat
    /// Where the stroke starts, as a fraction 0…1 of the path's total length. Default 0.
    public var strokeStart: CGFloat
    /// Where the stroke ends, as a fraction 0…1 of the path's total length. Default 1.
    /// Nothing is stroked when `strokeStart >= strokeEnd`.
    public var strokeEnd: CGFloat

    /// Creates a stroke style; every parameter has Core Animation's default.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dashPattern: [CGFloat]? = nil, dashPhase: CGFloat = 0,
                strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// How far the stroke can reach from its path, in points: half the width, times the miter
    /// limit for miter joins and √2 for square caps, whichever is larger. Growing a path's
    /// control-point bounds by this much covers everything the stroke paints.
    public var reach: CGFloat {
        let half = lineWidth / 2
        let cap = lineCap == .square ? half * 2.0.squareRoot() : half
        return lineJoin == .miter ? max(cap, half * max(miterLimit, 1)) : cap
    }

    /// Throws ``RenderError/nonFinite`` naming the first field that is NaN or infinite.
    func validate() throws {
        // One by one, not through an array of pairs: every stroke of every frame validates.
        func require(_ value: CGFloat, _ name: String) throws {
            guard value.isFinite else { throw RenderError.nonFinite(name) }
        }
        try require(lineWidth, "lineWidth")
        try require(miterLimit, "miterLimit")
        try require(dashPhase, "dashPhase")
        try require(strokeStart, "strokeStart")
        try require(strokeEnd, "strokeEnd")
        for (index, value) in (dashPattern ?? []).enumerated() where !value.isFinite {
            throw RenderError.nonFinite("dashPattern[\(index)]")
        }
    }
}
