// SVG gradients drawn pixel by pixel: linear and two-circle radial (focal point, focal radius)
// with pad, reflect and repeat spreads (SVG 1.1 §13.2, SVG 2 `fr`). Colours between stops
// come from LaminaRender's Gradient, colour and alpha mixed separately (not premultiplied), as
// resvg, Chrome and Skia mix SVG stops: a clear white stop fades to black through grey.
import Foundation
import Lamina

/// Renders resolved gradients into images.
enum GradientRaster {
    /// `gradient` over `area` (user space) as a `width` × `height` px image, sampled at pixel
    /// centres.
    /// - Throws: `RenderError` for a size outside the image limits.
    static func render(_ gradient: ResolvedGradient, area: CGRect, width: Int, height: Int) throws -> Image {
        let width = max(width, 1), height = max(height, 1)
        let colors = Gradient(kind: .axial(start: .zero, end: CGPoint(x: 1, y: 0)), stops: gradient.stops)
        // A lookup table of 1025 colours (0/1024 … 1024/1024) keeps the per-pixel cost to one
        // parameter and one read; an image of fewer pixels than that (a large drawing rendered
        // small has hundreds of such gradients) computes each pixel's entry instead, the same
        // colour the table would hold.
        let direct = width * height < 1025
        func entry(_ index: Int) -> UInt32 {
            colors.color(at: CGFloat(index) / 1024, interpolation: .straight).premultipliedARGB32
        }
        let table = direct ? [] : (0...1024).map(entry)
        // Pixel centres map to gradient space affinely: the first centre, plus a step per column
        // and a step per row.
        let toGradient = gradient.toUser.inverted()
        let stepX = area.width / CGFloat(width), stepY = area.height / CGFloat(height)
        let first = CGPoint(x: area.minX + 0.5 * stepX, y: area.minY + 0.5 * stepY).applying(toGradient)
        let column = CGSize(width: stepX, height: 0).applying(toGradient)
        let row = CGSize(width: 0, height: stepY).applying(toGradient)
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            table.withUnsafeBufferPointer { table in
                func color(_ u: CGFloat) -> UInt32 { direct ? entry(tableIndex(u)) : table[tableIndex(u)] }
                for y in 0..<height {
                    let rowStart = CGPoint(x: first.x + CGFloat(y) * row.width, y: first.y + CGFloat(y) * row.height)
                    let rowPixels = base + y * width
                    if case .linear(let start, let end) = gradient.kind {
                        // Along a row, a linear gradient's parameter grows by the same step per pixel.
                        let dx = end.x - start.x, dy = end.y - start.y, lengthSquared = dx * dx + dy * dy
                        let ux = lengthSquared > 0 ? dx / lengthSquared : 0, uy = lengthSquared > 0 ? dy / lengthSquared : 0
                        let t0 = lengthSquared > 0 ? (rowStart.x - start.x) * ux + (rowStart.y - start.y) * uy : 1
                        let step = column.width * ux + column.height * uy
                        for x in 0..<width {
                            rowPixels[x] = color(spread(t0 + CGFloat(x) * step, gradient.spread))
                        }
                    } else {
                        for x in 0..<width {
                            let point = CGPoint(x: rowStart.x + CGFloat(x) * column.width,
                                                y: rowStart.y + CGFloat(x) * column.height)
                            guard let t = parameter(gradient.kind, at: point) else { continue }
                            rowPixels[x] = color(spread(t, gradient.spread))
                        }
                    }
                }
            }
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    /// The entry of the 1025-colour table nearest `u` (0…1), rounding halves up: plain integer
    /// arithmetic, as `rounded()` would otherwise call the C library for every pixel.
    @inline(__always)
    static func tableIndex(_ u: CGFloat) -> Int {
        let scaled = u * 1024, whole = Int(scaled)
        return scaled - CGFloat(whole) >= 0.5 ? whole + 1 : whole
    }

    /// Where `point` (gradient space) falls along the gradient, or nil where a radial gradient
    /// is undefined (outside the cone of a focal circle).
    static func parameter(_ kind: ResolvedGradient.Kind, at point: CGPoint) -> CGFloat? {
        switch kind {
        case .linear(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0 else { return 1 }
            return ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared
        case .radial(let center, let radius, let focal, let focalRadius):
            // The circle at t runs from the focal circle (t = 0) to the outer one (t = 1):
            // |p − c(t)| = r(t) is a quadratic in t; the larger root with r(t) ≥ 0 wins.
            let cdx = center.x - focal.x, cdy = center.y - focal.y, dr = radius - focalRadius
            let pdx = point.x - focal.x, pdy = point.y - focal.y
            let a = cdx * cdx + cdy * cdy - dr * dr
            let b = pdx * cdx + pdy * cdy + focalRadius * dr
            let c = pdx * pdx + pdy * pdy - focalRadius * focalRadius
            if abs(a) < 1e-12 {
                // Two equal circles define no gradient: resvg paints their inside with the
                // first stop and leaves the outside transparent.
                guard b != 0 else { return c <= 0 ? 0 : nil }
                return c / (2 * b)
            }
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            let larger = max((b + root) / a, (b - root) / a), smaller = min((b + root) / a, (b - root) / a)
            if focalRadius + larger * dr >= 0 { return larger }
            return focalRadius + smaller * dr >= 0 ? smaller : nil
        }
    }

    /// `t` mapped into 0…1 by the spread method.
    static func spread(_ t: CGFloat, _ method: ResolvedGradient.Spread) -> CGFloat {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        switch method {
        case .pad: return min(max(t, 0), 1)
        case .repeat: return t - floor(t)
        case .reflect:
            let u = t - 2 * floor(t / 2)  // in 0..<2; exact, as halving and doubling are
            return u > 1 ? 2 - u : u
        }
    }

    /// The largest whole number ≤ `t` (finite), without calling the C library, which `rounded(.down)`
    /// does for every pixel on x86-64 CPUs without SSE 4.1 (the baseline Swift targets).
    @inline(__always)
    static func floor(_ t: CGFloat) -> CGFloat {
        guard abs(t) < 0x1p62 else { return t.rounded(.down) }  // such a t is already whole
        let whole = CGFloat(Int(t))
        return whole > t ? whole - 1 : whole
    }
}
