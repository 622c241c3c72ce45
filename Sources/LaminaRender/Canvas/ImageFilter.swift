// How an image's pixels are sampled when it is drawn larger or smaller: Core Animation's
// `CALayerContentsFilter` (linear, nearest), on Cairo's filters.
import CCairo

/// How an image is sampled when drawn at another size.
public enum ImageFilter: Sendable, Equatable {
    /// Smooth: bilinear when enlarging, box-filtered when shrinking (Cairo's GOOD filter).
    case linear
    /// Each point takes its nearest pixel, so enlarged pixels stay sharp squares
    /// (SVG's `image-rendering: pixelated`).
    case nearest

    /// Cairo's filter for it.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .linear: return CAIRO_FILTER_GOOD
        case .nearest: return CAIRO_FILTER_NEAREST
        }
    }
}
