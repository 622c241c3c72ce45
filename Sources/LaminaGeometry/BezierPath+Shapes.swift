// Rectangles, ovals, rounded rectangles and circular arcs with UIBezierPath's constructors.
// Arcs become cubics of at most 90° each, with control arms of length 4/3·tan(θ/4)·r, which puts
// each cubic's midpoint exactly on the circle (Dokken, Dæhlen, Lyche, Mørken, "Good approximation
// of circles by curvature-continuous Bézier curves", CAGD 7, 1990; the standard circle recipe).
import Foundation

extension BezierPath {
    /// The control-arm length of a cubic quarter circle of radius 1: 4/3·(√2 − 1) = 0.5522847498…
    static let quarterCircleKappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1.0)

    /// A closed rectangle, as `UIBezierPath(rect:)`: starts at (minX, minY) and runs clockwise on
    /// screen (right along the top edge, down, left, up), then closes. Units are points.
    /// A null rectangle gives an empty path.
    public init(rect: CGRect) {
        self.init()
        guard !rect.isNull else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`: four cubics (control arms
    /// 0.5522847498 × the semi-axis), starting at (maxX, midY) and running clockwise on screen
    /// (down through (midX, maxY) first). A null rectangle gives an empty path.
    public init(ovalIn rect: CGRect) {
        self.init()
        guard !rect.isNull else { return }
        let k = Self.quarterCircleKappa
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let ox = rx * k, oy = ry * k
        move(to: CGPoint(x: rect.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: rect.maxY),
                 controlPoint1: CGPoint(x: rect.maxX, y: cy + oy), controlPoint2: CGPoint(x: cx + ox, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: cy),
                 controlPoint1: CGPoint(x: cx - ox, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: cy + oy))
        addCurve(to: CGPoint(x: cx, y: rect.minY),
                 controlPoint1: CGPoint(x: rect.minX, y: cy - oy), controlPoint2: CGPoint(x: cx - ox, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: cy),
                 controlPoint1: CGPoint(x: cx + ox, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: cy - oy))
        close()
    }

    /// A closed rectangle with all four corners rounded by quarter circles of `cornerRadius`
    /// points. The radius is clamped to [0, half the shorter side]; NaN counts as 0.
    /// See ``init(roundedRect:byRoundingCorners:cornerRadii:cornerCurve:)`` for the path's layout.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, cornerRadius: cornerRadius, cornerCurve: .circular)
    }

    /// A closed rectangle with all four corners rounded by `cornerRadius` points in the given
    /// corner curve. See ``init(roundedRect:byRoundingCorners:cornerRadii:cornerCurve:)``.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, cornerCurve: CornerCurve) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius), cornerCurve: cornerCurve)
    }

    /// A closed rectangle with the chosen corners rounded, as UIKit's
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
    ///
    /// As in UIKit only `cornerRadii.width` is used (in points); the height is ignored.
    /// The path starts on the top edge just after the top-left corner and runs clockwise on screen;
    /// zero-length edges are left out, and with no rounding the path equals ``init(rect:)``.
    ///
    /// - `.circular` (default): quarter circles; the radius is clamped to [0, half the shorter side].
    /// - `.continuous`: the smoother iOS 7 corner (see `BezierPath+ContinuousCorners.swift`). Each
    ///   corner takes 1.52866483 × radius of each edge, so the radius is clamped to
    ///   [0, half the shorter side / 1.52866483]; a larger radius shrinks to that limit (the shape
    ///   never turns into a circle or capsule).
    ///
    /// NaN radii count as 0. A null rectangle gives an empty path.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize,
                cornerCurve: CornerCurve = .circular) {
        self.init()
        guard !rect.isNull else { return }
        let limit = min(rect.width, rect.height) / 2 / cornerCurve.extent
        let requested = cornerRadii.width.isNaN ? 0 : cornerRadii.width
        let radius = max(0, min(requested, limit))
        // Clockwise on screen: each corner's point, the direction travelled into it, and out of it.
        let layout: [(RectCorner, CGPoint, CGPoint, CGPoint)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        let cornerFrames = layout.map { corner, point, inward, outward in
            RoundedCornerFrame(corner: point, incoming: inward, outgoing: outward,
                               radius: corners.contains(corner) ? radius : 0)
        }
        guard let topLeft = cornerFrames.last else { return }
        let start = topLeft.point(along: 0, across: topLeft.radius * cornerCurve.extent)
        move(to: start)
        for frame in cornerFrames {
            let entry = frame.point(along: frame.radius * cornerCurve.extent, across: 0)
            // The last edge may end where the path started; `close()` draws that edge.
            if entry != currentPoint && !(frame.radius == 0 && entry == start) { addLine(to: entry) }
            guard frame.radius > 0 else { continue }
            for piece in cornerCurve.pieces {
                let end = frame.point(piece.end)
                if let (c1, c2) = piece.controls {
                    addCurve(to: end, controlPoint1: frame.point(c1), controlPoint2: frame.point(c2))
                } else {
                    addLine(to: end)
                }
            }
        }
        close()
    }

    /// An open circular arc, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    /// See ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)`` for the angle rules.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds a circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are radians from the +x axis; on Lamina's y-down screen `clockwise` means increasing
    /// angle (0 is 3 o'clock, π/2 is 6 o'clock). If the path has a current point, a straight line
    /// joins it to the arc's start (left out when they coincide); otherwise the arc starts a new
    /// contour. The arc ends at the point at `endAngle`, which becomes the current point.
    ///
    /// The sweep follows Core Graphics and the HTML canvas `arc()` rule: if the requested direction
    /// covers 2π or more (`endAngle − startAngle ≥ 2π` clockwise, `startAngle − endAngle ≥ 2π`
    /// counter-clockwise) the arc is exactly one full circle; otherwise it runs from the start point
    /// to the end point in the requested direction, at most one turn. Equal angles give no arc: only
    /// the line or move to the start point. Angles a nonzero whole number of turns apart give one
    /// full circle in either direction, so `0 → 2π` is a circle clockwise and counter-clockwise
    /// alike, as on iOS: NVActivityIndicatorView's dots are `0 → 2π` counter-clockwise arcs, and
    /// Chromium keeps the same rule for canvas `arc()` for compatibility with WebKit on Core Graphics.
    /// The arc is at most four cubics, each at most 90°. A negative radius mirrors the arc through
    /// its center (the points are `center + radius·(cos a, sin a)`); non-finite angles leave a
    /// non-finite point in the path (see ``isFinite``) instead of trapping.
    public mutating func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                                endAngle: CGFloat, clockwise: Bool) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        guard startAngle.isFinite, endAngle.isFinite else {
            connect(to: start)
            addLine(to: point(endAngle))
            return
        }
        connect(to: start)
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        guard sweep != 0 else { return }
        let isFullCircle = abs(sweep) == 2 * .pi
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-12).rounded(.up)))
        let step = sweep / CGFloat(count)
        let arm = radius * 4 / 3 * tan(step / 4)
        var angle0 = startAngle
        var p0 = start
        for index in 1...count {
            let angle1 = startAngle + sweep * CGFloat(index) / CGFloat(count)
            let p1 = index < count ? point(angle1) : (isFullCircle ? start : point(endAngle))
            let c1 = CGPoint(x: p0.x - arm * sin(angle0), y: p0.y + arm * cos(angle0))
            let c2 = CGPoint(x: p1.x + arm * sin(angle1), y: p1.y - arm * cos(angle1))
            addCurve(to: p1, controlPoint1: c1, controlPoint2: c2)
            angle0 = angle1
            p0 = p1
        }
    }

    /// The signed sweep in radians (positive = clockwise on screen) of a UIKit arc; see
    /// ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``. Finite angles only.
    static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let span = clockwise ? end - start : start - end
        var sweep: CGFloat
        if span >= turn {
            sweep = turn
        } else {
            sweep = span.truncatingRemainder(dividingBy: turn)
            if !sweep.isFinite {
                // The span overflowed (angles near ±1.8e308): reduce each angle first.
                let a = start.truncatingRemainder(dividingBy: turn), b = end.truncatingRemainder(dividingBy: turn)
                sweep = (clockwise ? b - a : a - b).truncatingRemainder(dividingBy: turn)
            }
            // A span of whole turns against the direction is one full turn, not none; only equal
            // angles (span 0) give no arc.
            if sweep < 0 || (sweep == 0 && span != 0) { sweep += turn }
        }
        return clockwise ? sweep : -sweep
    }

    /// A line to `point` from the current point (left out if it is already there), or a move to
    /// it when the path has no current point, as Core Graphics joins an arc to the path.
    private mutating func connect(to point: CGPoint) {
        if let current = currentPoint {
            if current != point { addLine(to: point) }
        } else {
            move(to: point)
        }
    }
}

/// One corner of a rounded rectangle in its own frame: `along` is the distance back from the
/// corner point along the incoming edge, `across` the distance along the outgoing edge.
private struct RoundedCornerFrame {
    let corner: CGPoint
    let incoming: CGPoint
    let outgoing: CGPoint
    let radius: CGFloat

    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        CGPoint(x: corner.x - along * incoming.x + across * outgoing.x,
                y: corner.y - along * incoming.y + across * outgoing.y)
    }

    /// A point given in units of the corner radius.
    func point(_ unit: CGPoint) -> CGPoint { point(along: unit.x * radius, across: unit.y * radius) }
}
