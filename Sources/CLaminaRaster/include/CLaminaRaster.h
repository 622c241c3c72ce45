#ifndef LAMINA_RASTER_H
#define LAMINA_RASTER_H
#include <stdint.h>

/// Where a fill draws: premultiplied ARGB32 pixels (Cairo's format: native-endian words),
/// `stride` pixels from one row to the next, and the rectangle of whole pixels it may change,
/// [clip_x0, clip_x1) × [clip_y0, clip_y1), inside the pixel buffer.
typedef struct {
    uint32_t *pixels;
    int stride;
    int clip_x0, clip_y0, clip_x1, clip_y1;
} lamina_fill_target;

/// The path verbs of `lamina_fill_path`: how many points each takes from `points`.
enum {
    LAMINA_VERB_MOVE = 0,   /// one point: starts a subpath (closing the previous one)
    LAMINA_VERB_LINE = 1,   /// one point
    LAMINA_VERB_CUBIC = 2,  /// three points: two controls, then the end
    LAMINA_VERB_CLOSE = 3,  /// none: back to the subpath's start
};

/// Fills a path over the target's pixels with a premultiplied ARGB32 colour, source over,
/// antialiased by the exact area each pixel has inside the path (as FreeType's and rlottie's
/// rasterisers do): a pixel's winding, weighted by area, goes through the fill rule (non-zero:
/// at most 1; even-odd: folded about 1). Curves are cut into lines no farther than `tolerance`
/// pixels from the curve.
///
/// `points` holds x, y pairs in pixels of the target (after every transform). Every subpath is
/// closed, as a fill closes it. Returns 0 when drawn; 1, drawing nothing, when a coordinate is
/// beyond ±2^28 or not finite, or memory ran out: the caller then fills some other way.
int lamina_fill_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                     const double *points, int even_odd, uint32_t color, double tolerance);

#endif
