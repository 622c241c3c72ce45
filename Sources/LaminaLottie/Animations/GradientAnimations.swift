// Gradient fills and strokes, as lottie-ios's GradientAnimations.swift and
// GradientRenderLayer.swift: a gradient layer masked by the shape (filled, or stroked for `gs`)
// in white. The gradient layer spans a large square whose origin is also its position, so its
// own coordinates are the shape's; start and end points become unit points of that square; a
// radial gradient's end point sets its radius (|e − s| on both axes), and its highlight the
// focal point (which lottie-ios's CA engine leaves out).
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Half the side of the square a gradient layer spans, in points.
    static let gradientReach: Double = 8192

    /// A gradient layer painting `gradient` through `shape` (already built, painted white).
    func gradientLayer(_ gradient: GradientModel, through shape: ShapeLayer) throws -> Layer {
        let layer = GradientLayer()
        let reach = Self.gradientReach
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)
        layer.position = CGPoint(x: -reach, y: -reach)
        layer.type = gradient.isRadial ? .radial : .axial
        layer.mask = shape
        func unit(_ value: [Double]) -> CGPoint {
            CGPoint(x: ((value.first ?? 0) + reach) / (2 * reach), y: ((value.count > 1 ? value[1] : 0) + reach) / (2 * reach))
        }
        let first = gradient.gradientStops(gradient.stops.initialValue)
        let count = first.locations.count
        /// The stops at a keyframe, padded or cut to the first keyframe's count (so they blend).
        func stops(_ packed: [Double]) -> (locations: [Double], colors: [[Double]]) {
            var result = gradient.gradientStops(packed)
            while result.locations.count < count { result.locations.append(1); result.colors.append(result.colors.last ?? [0, 0, 0, 1]) }
            return (Array(result.locations.prefix(count)), Array(result.colors.prefix(count)))
        }
        try animate(gradient.stops, .locations, on: layer, set: { layer.locations = $0 }) {
            stops($0).locations.map { CGFloat(min(max($0, 0), 1)) }
        }
        try animate(gradient.stops, .colors, on: layer, set: { layer.colors = $0 }) { packed in
            stops(packed).colors.map { rgba in
                Color(red: CGFloat(min(max(rgba[0], 0), 1)), green: CGFloat(min(max(rgba[1], 0), 1)),
                      blue: CGFloat(min(max(rgba[2], 0), 1)), alpha: CGFloat(min(max(rgba[3], 0), 1)))
            }
        }
        try animate(gradient.start, .startPoint, on: layer, set: { layer.startPoint = $0 }) { unit($0) }
        if gradient.isRadial {
            let start = gradient.start, end = gradient.end
            let times = start.times + end.times
            let radius: (Double) -> [Double] = { frame in
                let (sx, sy, ex, ey) = gradient.endPoints(at: frame)
                let r = hypot(ex - sx, ey - sy)
                return [sx + r, sy + r]
            }
            try animate(Track<[Double]>.span(times, placeholder: [], path: end.path), .endPoint, on: layer,
                        sample: true, value: radius, set: { layer.endPoint = $0 }) { unit($0) }
            if gradient.hasHighlight {
                let tracks = [start, end, gradient.highlightLength, gradient.highlightAngle]
                try animate(Track<[Double]>.span(tracks.flatMap { $0.times }, placeholder: [],
                                                 path: gradient.highlightLength.path),
                            .focalPoint, on: layer, sample: true, value: gradient.focalPoint(at:),
                            set: { layer.focalPoint = $0 }) { unit($0) }
            }
        } else {
            try animate(gradient.end, .endPoint, on: layer, set: { layer.endPoint = $0 }) { unit($0) }
        }
        try animate(gradient.opacity, .opacity, on: layer, set: { layer.opacity = $0 }) {
            CGFloat(min(max(($0.first ?? 100) / 100, 0), 1))
        }
        return layer
    }
}
