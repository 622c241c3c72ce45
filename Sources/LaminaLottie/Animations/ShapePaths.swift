// The paths of Lottie's geometries at a frame, as lottie-ios builds them (RectNode.swift,
// EllipseNode.swift, StarNode.swift — the same paths its Core Animation engine animates): a
// rectangle starts at its top-right corner and runs clockwise; an ellipse starts at its top with
// the 0.55228 circle constant; a star or polygon starts at its first outer point, 90° before its
// rotation, with rounded points bent by 0.47829 (star) or 0.25 (polygon) of the radius. `"d": 3`
// reverses each.
import Foundation
import LaminaGeometry

extension ShapeGeometry {
    /// lottie-ios's `EllipseNode.ControlPointConstant`.
    static let circleConstant = 0.55228
    /// lottie-ios's `StarNode.PolystarConstant` and `PolygonNode.PolygonConstant`.
    static let starConstant = 0.47829, polygonConstant = 0.25

    /// The shape's contours at `frame` (local frames): one, but for merged paths, whose
    /// Boolean work counts against `diagnostics`' sampling limit before it runs.
    /// - Throws: ``LottieError/limit(path:message:)`` when that work passes the limit.
    func lottiePaths(at frame: Double, _ diagnostics: LottieDiagnostics) throws -> [LottiePath] {
        let result: LottiePath
        switch kind {
        case .merged(let merged):
            return try merged.lottiePaths(at: frame, diagnostics, path: path).map { rounded($0, at: frame) }
        case .modified(let geometry, let modifier):
            return try geometry.lottiePaths(at: frame, diagnostics).map { rounded(modifier.apply(to: $0, at: frame), at: frame) }
        case .path(let track):
            return [rounded(track.value(at: frame), at: frame)]
        case .rectangle(let position, let size, let roundness):
            let radius = cornerRadius ?? roundness
            result = Self.rectangle(center: Self.point(position.value(at: frame)), size: Self.point(size.value(at: frame)),
                                    radius: radius.value(at: frame).first ?? 0, alwaysRounded: radius.isAnimated)
        case .ellipse(let position, let size):
            result = Self.ellipse(center: Self.point(position.value(at: frame)), size: Self.point(size.value(at: frame)))
        case .star(let isStar, let points, let position, let rotation, let outer, let inner, let outerRound, let innerRound):
            result = rounded(Self.star(isStar: isStar, points: points.value(at: frame).first ?? 5,
                                       center: Self.point(position.value(at: frame)),
                                       rotation: rotation.value(at: frame).first ?? 0,
                                       outerRadius: outer.value(at: frame).first ?? 0,
                                       innerRadius: inner.value(at: frame).first ?? 0,
                                       outerRoundness: (outerRound.value(at: frame).first ?? 0) / 100,
                                       innerRoundness: (innerRound.value(at: frame).first ?? 0) / 100), at: frame)
        }
        return [reversed ? result.reversed : result]
    }

    /// Whether a merge of paths is part of it (so its contours may change from frame to frame).
    var containsMerge: Bool {
        switch kind {
        case .merged: true
        case .modified(let geometry, _): geometry.containsMerge
        default: false
        }
    }

    /// `path` with the corners ``cornerRadius`` rounds at `frame` (lottie-ios rounds only when
    /// some keyframe of the radius is above 0).
    func rounded(_ path: LottiePath, at frame: Double) -> LottiePath {
        guard let cornerRadius, cornerRadius.containsValue(where: { ($0.first ?? 0) > 0 }) else { return path }
        return path.roundingCorners(radius: cornerRadius.value(at: frame).first ?? 0)
    }

    private static func point(_ values: [Double]) -> CGPoint {
        CGPoint(x: values.first ?? 0, y: values.count > 1 ? values[1] : 0)
    }

    /// A rectangle centred on `center`: four corners, or eight points with quarter-circle
    /// corners of radius `radius` (at most half the shorter side).
    static func rectangle(center: CGPoint, size: CGPoint, radius: Double, alwaysRounded: Bool) -> LottiePath {
        let w = size.x / 2, h = size.y / 2, x = center.x, y = center.y
        let r = max(min(radius, w, h), 0)
        guard r > 0 || alwaysRounded else {
            let corners = [CGPoint(x: x + w, y: y - h), CGPoint(x: x + w, y: y + h), CGPoint(x: x - w, y: y + h),
                           CGPoint(x: x - w, y: y - h)]
            return LottiePath(closed: true, vertices: corners, inTangents: Array(repeating: .zero, count: 4),
                              outTangents: Array(repeating: .zero, count: 4))
        }
        let c = r * circleConstant
        let vertices = [CGPoint(x: x + w, y: y - h + r), CGPoint(x: x + w, y: y + h - r),
                        CGPoint(x: x + w - r, y: y + h), CGPoint(x: x - w + r, y: y + h),
                        CGPoint(x: x - w, y: y + h - r), CGPoint(x: x - w, y: y - h + r),
                        CGPoint(x: x - w + r, y: y - h), CGPoint(x: x + w - r, y: y - h)]
        let inTangents = [CGPoint(x: 0, y: -c), .zero, CGPoint(x: c, y: 0), .zero,
                          CGPoint(x: 0, y: c), .zero, CGPoint(x: -c, y: 0), .zero]
        let outTangents = [.zero, CGPoint(x: 0, y: c), .zero, CGPoint(x: -c, y: 0),
                           .zero, CGPoint(x: 0, y: -c), .zero, CGPoint(x: c, y: 0)]
        return LottiePath(closed: true, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }

    /// An ellipse of `size` centred on `center`, from its top, clockwise.
    static func ellipse(center: CGPoint, size: CGPoint) -> LottiePath {
        let w = size.x / 2, h = size.y / 2, cw = w * circleConstant, ch = h * circleConstant
        let vertices = [CGPoint(x: center.x, y: center.y - h), CGPoint(x: center.x + w, y: center.y),
                        CGPoint(x: center.x, y: center.y + h), CGPoint(x: center.x - w, y: center.y)]
        let inTangents = [CGPoint(x: -cw, y: 0), CGPoint(x: 0, y: -ch), CGPoint(x: cw, y: 0), CGPoint(x: 0, y: ch)]
        return LottiePath(closed: true, vertices: vertices, inTangents: inTangents,
                          outTangents: inTangents.map { CGPoint(x: -$0.x, y: -$0.y) })
    }

    /// A star (outer and inner points alternating) or a polygon (outer points only).
    static func star(isStar: Bool, points: Double, center: CGPoint, rotation: Double, outerRadius: Double,
                     innerRadius: Double, outerRoundness: Double, innerRoundness: Double) -> LottiePath {
        let count = Int(min(max(points.rounded(), 3), 10_000))
        let corners = isStar ? count * 2 : count
        let step = 2 * Double.pi / Double(corners)
        var vertices: [CGPoint] = [], inTangents: [CGPoint] = []
        for index in 0..<corners {
            let isOuter = !isStar || index % 2 == 0
            let radius = isOuter ? outerRadius : innerRadius
            let roundness = isOuter ? outerRoundness : innerRoundness
            let angle = (rotation - 90) * .pi / 180 + Double(index) * step
            vertices.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            // Backwards along the direction of travel (clockwise), as lottie-ios's cp2.
            let length = radius * roundness * (isStar ? starConstant : polygonConstant)
            inTangents.append(CGPoint(x: length * sin(angle), y: -length * cos(angle)))
        }
        return LottiePath(closed: true, vertices: vertices, inTangents: inTangents,
                          outTangents: inTangents.map { CGPoint(x: -$0.x, y: -$0.y) })
    }
}
