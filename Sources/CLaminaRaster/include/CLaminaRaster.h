#ifndef LAMINA_RASTER_H
#define LAMINA_RASTER_H
#include <stdint.h>

/// Where a fill draws: premultiplied ARGB32 pixels (Cairo's format: native-endian words),
/// `stride` pixels from one row to the next, and the rectangle of whole pixels it may change,
/// [clip_x0, clip_x1) × [clip_y0, clip_y1), inside the pixel buffer; how edges are
/// antialiased (`antialiasing`, one of LAMINA_ANTIALIAS_…); whether strokes at most a pixel
/// across are drawn as Skia's antialiased hairlines (`hairlines` not 0; see `lamina_stroke_path`);
/// and, when `fractional` is not 0, a clip rectangle whose edges may cut pixels,
/// [clip_left, clip_right] × [clip_top, clip_bottom] in pixels, whose pixels the whole-pixel
/// clip holds: fills and strokes by area then cover what of each pixel lies inside it (their
/// edges cut to it, as Cairo cuts a polygon to its clip's boxes). Sampled antialiasing and
/// hairlines take whole-pixel clips only. When `touched` is not NULL it holds four ints, a box
/// of pixels [x0, x1) × [y0, y1) (empty when x0 ≥ x1), that each drawing grows to hold every
/// pixel it may have changed.
typedef struct {
    uint32_t *pixels;
    int stride;
    int clip_x0, clip_y0, clip_x1, clip_y1;
    int antialiasing;
    int hairlines;
    int fractional;
    double clip_left, clip_top, clip_right, clip_bottom;
    int *touched;
} lamina_fill_target;

/// Grows `box` (four ints: pixels [x0, x1) × [y0, y1), empty while x0 ≥ x1) to hold
/// [x0, x1) × [y0, y1); an empty rectangle leaves it as it is.
void lamina_grow_box(int *box, int x0, int y0, int x1, int y1);

/// How a fill or stroke covers the pixels its edges cross.
enum {
    /// The exact area of each pixel inside the path (as FreeType's and rlottie's rasterisers
    /// find it), the pixel's winding weighted by area put through the fill rule.
    LAMINA_ANTIALIAS_AREA = 0,
    /// Sixteen samples per pixel, four rows of four at the centres of a 4 × 4 grid, each inside
    /// or outside by the fill rule, counted as Skia's supersampling scan converter counts them
    /// (SkScan_AntiPath: 16 per sample, 64 for a whole row of four, 63 for the last row), which
    /// Chromium and resvg (tiny-skia) draw paths with: an edge at y = 20.37 covers its row by
    /// 3/4, not 0.63.
    LAMINA_ANTIALIAS_SAMPLES = 1,
};

/// The path verbs of `lamina_fill_path`: how many points each takes from `points`.
enum {
    LAMINA_VERB_MOVE = 0,   /// one point: starts a subpath (closing the previous one)
    LAMINA_VERB_LINE = 1,   /// one point
    LAMINA_VERB_CUBIC = 2,  /// three points: two controls, then the end
    LAMINA_VERB_CLOSE = 3,  /// none: back to the subpath's start
};

/// Fills a path over the target's pixels with a premultiplied ARGB32 colour, source over,
/// antialiased as the target says: by the exact area each pixel has inside the path, its
/// winding weighted by area through the fill rule (non-zero: at most 1; even-odd: folded about
/// 1), or by samples, each through the fill rule. Curves are cut into lines no farther than `tolerance`
/// pixels from the curve.
///
/// `points` holds x, y pairs in pixels of the target (after every transform). Every subpath is
/// closed, as a fill closes it. Returns 0 when drawn; 1, drawing nothing, when a coordinate is
/// beyond ±2^28 or not finite, or memory ran out: the caller then fills some other way.
int lamina_fill_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                     const double *points, int even_odd, uint32_t color, double tolerance);

/// A gradient for `lamina_fill_path_gradient` and `lamina_stroke_path_gradient`: its `count`
/// stops (at least one) as five floats each, location 0…1 (non-decreasing), then red, green,
/// blue and alpha 0…1, straight (not premultiplied); and how a pixel's centre (x + 0.5, y + 0.5)
/// in the target gives its location t: linear (kind 0), t = m[0] x + m[1] y + m[2]; radial
/// (kind 1), t = |(m[0] x + m[1] y + m[2], m[3] x + m[4] y + m[5])|. The fill or stroke first
/// makes `resolution` premultiplied colours at evenly spaced locations (held to 1,024…4,096;
/// four times the device pixels the gradient spans is plenty), mixed and rounded as pixman's
/// gradients are (colour and alpha apart; the first colour before the first stop, the last
/// from the last on, PAD), and gives each pixel the one nearest its t.
typedef struct {
    int kind;
    double m[6];
    const float *stops;
    int count;
    int resolution;
} lamina_gradient;

enum {
    LAMINA_GRADIENT_LINEAR = 0,
    LAMINA_GRADIENT_RADIAL = 1,
};

/// Fills a path as `lamina_fill_path` does, with `gradient`'s colour at each pixel instead of
/// one colour. Returns as `lamina_fill_path` (and 1 for a gradient without stops).
int lamina_fill_path_gradient(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                              const double *points, int even_odd, const lamina_gradient *gradient, double tolerance);

/// Caps and joins of `lamina_stroke_style`, as Cairo's.
enum {
    LAMINA_CAP_BUTT = 0,
    LAMINA_CAP_ROUND = 1,
    LAMINA_CAP_SQUARE = 2,
};
enum {
    LAMINA_JOIN_MITER = 0,
    LAMINA_JOIN_ROUND = 1,
    LAMINA_JOIN_BEVEL = 2,
};

/// A pen: `width` and `miter_limit` (below 1 acts as 1) in user space, and `matrix`, user space
/// to the target's pixels as Cairo's (xx, yx, xy, yy, x0, y0): x' = xx x + xy y + x0,
/// y' = yx x + yy y + y0.
typedef struct {
    double width;
    double miter_limit;
    int cap;
    int join;
    double matrix[6];
} lamina_stroke_style;

/// Strokes a path over the target's pixels with a premultiplied ARGB32 colour, source over:
/// the outline Cairo's stroker makes of it (sides, joins and caps; curves cut into lines within
/// `tolerance` pixels), filled non-zero in one pass, so where the outline covers a part twice it
/// is drawn once. A target that asks for hairlines gets a pen at most a pixel across drawn as
/// Skia's antialiased hairline instead, its alpha times the pen's width in pixels, as Chromium
/// and resvg draw it. `verbs` and `points` are as for `lamina_fill_path`, the points in pixels;
/// unlike a fill, subpaths are closed only by LAMINA_VERB_CLOSE.
///
/// Returns 0 when drawn; 1, drawing nothing, when the outline would cover some part twice in a
/// way the target's antialiasing would count twice (area coverage: an inner edge running
/// backwards at a join shorter than the segments or a curve tighter than half the width, a cusp,
/// a turn back, loops that meet, subpaths whose outlines' bounds overlap; samples: a cusp inside
/// a curve only, since each sample counts once whatever covers it twice), the matrix is
/// singular, a coordinate is beyond ±2^28, the outline's edges cross more than
/// `maximum_columns` pixel columns, or memory ran out: the caller then strokes some other way.
int lamina_stroke_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                       const double *points, const lamina_stroke_style *style, uint32_t color,
                       double tolerance, double maximum_columns);

/// Strokes a path as `lamina_stroke_path` does, with `gradient`'s colour at each pixel instead
/// of one colour. Returns as `lamina_stroke_path` (and 1 for a gradient without stops).
int lamina_stroke_path_gradient(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                                const double *points, const lamina_stroke_style *style,
                                const lamina_gradient *gradient, double tolerance, double maximum_columns);

#endif
