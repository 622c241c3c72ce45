// feBlend over premultiplied ARGB32 images with Cairo's W3C blend operators. The separable
// modes that pixman computes in 8-bit integers (pixman-combine32.c, PDF_SEPARABLE_BLEND_MODE)
// run here with the same arithmetic, so the pixels equal Cairo's without a round trip through
// surfaces; the other modes are painted by Cairo.
import CCairo
import Foundation

extension Image {
    /// This image (the source) blended over `backdrop` (the same size) with `mode`, as Cairo's
    /// operator of that mode paints it.
    /// - Throws: ``RenderError/cairo(operation:message:)`` when Cairo cannot paint.
    consuming func blended(_ mode: BlendMode, over backdrop: Image) throws -> Image {
        guard pixels.count == backdrop.pixels.count else { return try painted(mode, over: backdrop) }
        // pixman's blend terms B(d, ad, s, as) on premultiplied channels and alphas (0 … 255), in
        // units of 255²; one loop for each, the term inlined.
        switch mode {
        case .screen: return blendedInIntegers(over: backdrop) { d, ad, s, sa in s &* ad &+ d &* sa &- s &* d }
        case .darken: return blendedInIntegers(over: backdrop) { d, ad, s, sa in min(ad &* s, sa &* d) }
        case .lighten: return blendedInIntegers(over: backdrop) { d, ad, s, sa in max(ad &* s, sa &* d) }
        case .difference: return blendedInIntegers(over: backdrop) { d, ad, s, sa in abs(s &* ad &- d &* sa) }
        case .exclusion: return blendedInIntegers(over: backdrop) { d, ad, s, sa in s &* ad &+ d &* sa &- 2 &* d &* s }
        case .overlay:
            return blendedInIntegers(over: backdrop) { d, ad, s, sa in
                2 &* d < ad ? 2 &* s &* d : sa &* ad &- 2 &* (ad &- d) &* (sa &- s)
            }
        case .hardLight:
            return blendedInIntegers(over: backdrop) { d, ad, s, sa in
                2 &* s < sa ? 2 &* s &* d : sa &* ad &- 2 &* (ad &- d) &* (sa &- s)
            }
        default: return try painted(mode, over: backdrop)
        }
    }

    /// This image painted over `backdrop` by Cairo with `mode`'s operator.
    func painted(_ mode: BlendMode, over backdrop: Image) throws -> Image {
        var result = backdrop
        try result.pixels.withUnsafeMutableBytes { target in
            try pixels.withUnsafeBytes { top in
                guard let t = target.baseAddress, let s = top.baseAddress else { return }
                let stride = Int32(width * 4)
                // Cairo only reads the source surface.
                guard let dst = cairo_image_surface_create_for_data(
                        t.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride),
                      let src = cairo_image_surface_create_for_data(
                        UnsafeMutablePointer(mutating: s.assumingMemoryBound(to: UInt8.self)), CAIRO_FORMAT_ARGB32,
                        Int32(width), Int32(height), stride),
                      let cr = cairo_create(dst) else { return }
                defer {
                    cairo_destroy(cr)
                    cairo_surface_finish(src); cairo_surface_destroy(src)
                    cairo_surface_finish(dst); cairo_surface_destroy(dst)
                }
                cairo_set_source_surface(cr, src, 0, 0)
                cairo_set_operator(cr, mode.cairoOperator)
                cairo_paint(cr)
                cairo_surface_flush(dst)
                guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
                    throw RenderError.cairo(operation: "blending a filter input", message: "cannot paint")
                }
            }
        }
        return result
    }

    /// This image blended over `backdrop` pixel by pixel as pixman's separable combiner does:
    /// each channel (1 − as)·d + (1 − ad)·s + B(d, ad, s, as), the alpha ad + as − ad·as, all
    /// in units of 255², clamped and divided by 255 with pixman's rounding. Written over this
    /// image's own pixels.
    @inline(__always)
    private consuming func blendedInIntegers(over backdrop: Image, _ blend: (Int32, Int32, Int32, Int32) -> Int32) -> Image {
        var result = self
        @inline(__always) func divided(_ x: Int32) -> UInt32 {
            let v = UInt32(min(max(x, 0), 255 * 255)) + 0x80
            return (v + (v >> 8)) >> 8
        }
        backdrop.pixels.withUnsafeBufferPointer { under in
            result.pixels.withUnsafeMutableBufferPointer { target in
                for i in 0..<min(under.count, target.count) {
                    let s = target[i], d = under[i]
                    let sa = Int32(s >> 24), da = Int32(d >> 24)
                    @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                        let sc = Int32(s >> shift & 0xFF), dc = Int32(d >> shift & 0xFF)
                        return divided((255 &- sa) &* dc &+ (255 &- da) &* sc &+ blend(dc, da, sc, sa)) << shift
                    }
                    target[i] = divided(da &* 255 &+ sa &* 255 &- sa &* da) << 24 | channel(16) | channel(8) | channel(0)
                }
            }
        }
        return result
    }
}
