// Lottie gradients (`gf` fill, `gs` stroke; the Lottie schema's `gradient`): `g.p` colour stops
// packed in `g.k` as offset, r, g, b each, then optional opacity stops as offset, alpha; `s` and
// `e` the start and end points; `t` 1 linear, 2 radial; `h`/`a` the highlight; `o` opacity.
import Foundation

/// A gradient paint, decoded.
struct GradientModel {
    /// Whether radial (`t` 2).
    var isRadial: Bool
    /// `g.p`: the number of colour stops.
    var colorCount: Int
    /// `g.k`: the packed stops.
    var stops: Track<[Double]>
    /// `s`, `e`: start and end points in the shape's points.
    var start: Track<[Double]>, end: Track<[Double]>
    /// `o`: opacity in percent.
    var opacity: Track<[Double]>
    /// `h`, `a`: a radial gradient's highlight, its length in percent of the radius and its
    /// angle in degrees from the start-to-end direction.
    var highlightLength: Track<[Double]>, highlightAngle: Track<[Double]>
    /// `r`: 2 for even-odd (fills).
    var evenOdd: Bool
    /// The stroke's settings for `gs`; nil for `gf`.
    var stroke: StrokeModel?

    init(_ node: JSONNode, isStroke: Bool, _ diagnostics: LottieDiagnostics) throws {
        isRadial = try node.choice("t", "a gradient kind", [1: "linear", 2: "radial"], default: 1, diagnostics) == 2
        let colors = try node.required("g")
        // (ShapeItem skips a gradient without its count of colour stops, as ThorVG draws nothing.)
        let colorCount = Int(min(max(try colors.number("p") ?? 0, 0), 10_000))
        let stops = try colors.required("k").track(diagnostics) { try $0.numbers() }
        (self.colorCount, self.stops) = (colorCount, stops)
        if let short = stops.keyframes.first(where: { $0.value.count < colorCount * 4 }) {
            // lottie-ios stops the app here (a precondition); the stops given are drawn.
            let count = short.value.count
            diagnostics.warn(stops.path, "expected \(colorCount) colour stops (\(colorCount * 4) numbers) before the "
                             + "opacity stops, found \(count) number\(count == 1 ? "" : "s"); drawn with \(count / 4)")
        }
        start = try node.numbers("s", diagnostics, expected: "the gradient's start point [x, y]", missing: [0, 0],
                                 drawn: "(0, 0) is used, as in ThorVG")
        end = try node.numbers("e", diagnostics, expected: "the gradient's end point [x, y]", missing: [0, 0],
                               drawn: "(0, 0) is used, as in ThorVG")
        opacity = try node.numbers("o", diagnostics, default: [100])
        evenOdd = try node.choice("r", "a fill rule", [1: "non-zero", 2: "even-odd"], default: 1, diagnostics) == 2
        stroke = isStroke ? try StrokeModel(node, isGradient: true, diagnostics) : nil
        highlightLength = try node.numbers("h", diagnostics, default: [0])
        highlightAngle = try node.numbers("a", diagnostics, default: [0])
    }

    /// Whether a radial gradient's highlight moves its focal point off the centre at some keyframe.
    var hasHighlight: Bool {
        isRadial && highlightLength.containsValue { ($0.first ?? 0) != 0 }
    }

    /// The start point (`sx`, `sy`) and end point (`ex`, `ey`) at `frame`; a missing
    /// coordinate is 0.
    func endPoints(at frame: Double) -> (sx: Double, sy: Double, ex: Double, ey: Double) {
        let s = start.value(at: frame), e = end.value(at: frame)
        return (s.first ?? 0, s.count > 1 ? s[1] : 0, e.first ?? 0, e.count > 1 ? e[1] : 0)
    }

    /// The focal point at `frame`, as lottie-web, Skottie and rlottie place it: from the start
    /// point, the highlight length (clamped to ±99 %) times the radius |e − s|, at the highlight
    /// angle from the direction of e.
    func focalPoint(at frame: Double) -> [Double] {
        let (sx, sy, ex, ey) = endPoints(at: frame)
        let length = min(max((highlightLength.value(at: frame).first ?? 0) / 100, -0.99), 0.99)
        let angle = atan2(ey - sy, ex - sx) + (highlightAngle.value(at: frame).first ?? 0) * .pi / 180
        let distance = hypot(ex - sx, ey - sy) * length
        guard distance.isFinite, angle.isFinite else { return [sx, sy] }
        return [sx + cos(angle) * distance, sy + sin(angle) * distance]
    }

    /// The stops at one keyframe value: locations and colours, colour and opacity stops merged
    /// in the order of their locations (ties: colour first), each colour stop with its own
    /// colour and the opacity interpolated there, each opacity stop with its own opacity and
    /// the colour interpolated there. Two stops at one location make a hard edge: a rainbow of
    /// bands (lottie-android's `TgsWithoutOpacity`) gives each colour stop at 1/6 and 2/6 twice.
    func gradientStops(_ packed: [Double]) -> (locations: [Double], colors: [[Double]]) {
        let count = min(colorCount, packed.count / 4)
        var colorStops: [(Double, [Double])] = []
        for index in 0..<count {
            let base = index * 4
            colorStops.append((packed[base], [packed[base + 1], packed[base + 2], packed[base + 3]]))
        }
        var alphaStops: [(Double, Double)] = []
        var cursor = count * 4
        while cursor + 1 < packed.count {
            alphaStops.append((packed[cursor], packed[cursor + 1]))
            cursor += 2
        }
        guard !colorStops.isEmpty else { return ([0, 1], [[0, 0, 0, 1], [0, 0, 0, 1]]) }
        // Sorted, keeping the file's order at equal locations.
        func sorted<T>(_ stops: [(Double, T)]) -> [(Double, T)] {
            stops.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        }
        (colorStops, alphaStops) = (sorted(colorStops), sorted(alphaStops))
        /// The value at `location` between the stop before `next` (the first not yet merged)
        /// and `next`: the ends hold their stop's value.
        func value<T>(_ stops: [(Double, T)], next: Int, at location: Double, _ mix: (T, T, Double) -> T) -> T? {
            guard let first = stops.first, let last = stops.last else { return nil }
            guard next > 0 else { return first.1 }
            guard next < stops.count else { return last.1 }
            let (a, b) = (stops[next - 1], stops[next])
            let span = b.0 - a.0
            return mix(a.1, b.1, span > 0 ? (location - a.0) / span : 0)
        }
        var locations: [Double] = [], colors: [[Double]] = []
        var (nextColor, nextAlpha) = (0, 0)
        while nextColor < colorStops.count || nextAlpha < alphaStops.count {
            if nextAlpha == alphaStops.count || (nextColor < colorStops.count && colorStops[nextColor].0 <= alphaStops[nextAlpha].0) {
                let (location, rgb) = colorStops[nextColor]
                nextColor += 1
                let alpha = value(alphaStops, next: nextAlpha, at: location) { $0 + ($1 - $0) * $2 } ?? 1
                locations.append(location)
                colors.append(rgb + [alpha])
            } else {
                let (location, alpha) = alphaStops[nextAlpha]
                nextAlpha += 1
                let rgb = value(colorStops, next: nextColor, at: location) { a, b, t in zip(a, b).map { $0 + ($1 - $0) * t } }
                locations.append(location)
                colors.append((rgb ?? [0, 0, 0]) + [alpha])
            }
        }
        return (locations, colors)
    }
}
