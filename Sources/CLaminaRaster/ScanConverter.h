// The scan converter's cells, shared by the fill and the stroker (not part of the module's
// interface): a path's edges go in by `raster_add_line` between `raster_begin` and
// `raster_finish`, which sweeps the rows and blends the colour.
#ifndef LAMINA_SCAN_CONVERTER_H
#define LAMINA_SCAN_CONVERTER_H
#include "CLaminaRaster.h"

/// One pixel's sums: `next` links the row's cells in order of x (-1 ends the row). Sampling
/// (LAMINA_ANTIALIAS_SAMPLES) keeps an edge's crossing of a sample row instead: `x` the sample
/// column (four per pixel) from which samples are right of the edge, `cover` its direction
/// (+1 down, -1 up), `area` unused.
typedef struct {
    int x;
    int next;
    float cover;
    float area;
} cell_t;

/// Cells on the stack before the heap is needed: enough for most icon-sized shapes.
#define STACK_CELLS 512
#define STACK_ROWS 512
#define STACK_EDGES 256
/// The largest coordinate handled, in pixels: beyond it the caller fills another way.
#define COORDINATE_LIMIT 268435456.0
/// Sample rows and columns per pixel when sampling (LAMINA_ANTIALIAS_SAMPLES).
#define SAMPLES 4
/// The most lines a curve is cut into.
#define MAXIMUM_CURVE_STEPS 1000
/// Sub-rows per pixel row of a row drawn from its edges (``raster_finish``).
#define ROW_SAMPLES 16
/// The most steps (crossings of sub-rows, and their sorting) one fill's rows drawn from edges
/// may take (about 0.1 s).
#define SAMPLING_BUDGET (1L << 24)

/// An edge kept whole (by area only), for the rows whose coverage its cells cannot give
/// (``raster_finish``): from (x, top) down to `bottom`, x moving `dxdy` a row; `winding` +1
/// going down, -1 going up.
typedef struct {
    double x, top, bottom, dxdy;
    int winding;
} edge_t;

/// The cells of one path being filled, row by row within the clip.
typedef struct {
    cell_t *cells;
    int count, capacity;
    /// The edges, gathered (by area only) for rows drawn from them: `collecting` while
    /// `replay` adds the path's lines again (with `replay_context`), and how many steps the
    /// rows drawn from them may still take.
    edge_t *edges;
    int edge_count, edge_capacity, collecting;
    void (*replay)(void *r, const void *context);
    const void *replay_context;
    long sampling_budget;
    /// Each row's edge pieces' heights added up (by area only; NULL when sampling): a row of
    /// at most two sides' worth (2) cannot mislead, and is not checked.
    float *crossed;
    /// The first cell of each row from y0 (-1: none); when sampling, of each sample row from
    /// 4 · y0.
    int *heads;
    /// Whether edges are sampled (LAMINA_ANTIALIAS_SAMPLES) rather than measured by area.
    int sampled;
    int x0, y0, x1, y1;
    /// Whether edges are cut to a clip rectangle whose edges may cut pixels (by area only):
    /// [left, right] × [top, bottom], in pixels.
    int fractional;
    double left, top, right, bottom;
    /// The box around the edges added (by area or sampled), in pixels: the path covers
    /// nothing outside it.
    double edge_x0, edge_y0, edge_x1, edge_y1;
    /// The cell last added to, which the next addition is most often beside.
    int last_x, last_y, last_index;
    int failed;
    cell_t stack_cells[STACK_CELLS];
    int stack_heads[STACK_ROWS];
    float stack_crossed[STACK_ROWS];
    edge_t stack_edges[STACK_EDGES];
} raster_t;

/// Readies `r` for edges over `target`'s clip, rows limited to [⌊min_y⌋, ⌈max_y⌉), antialiased
/// as the target says. Returns 1 when ready; 0 when no row is visible (nothing to do, nothing
/// to finish); -1 when memory ran out.
int raster_begin(raster_t *r, const lamina_fill_target *target, double min_y, double max_y);

/// Adds the edge from (xa, ya) to (xb, yb), in the target's pixels, to the cells.
void raster_add_line(raster_t *r, double xa, double ya, double xb, double yb);

/// Sets how `r` finds its path's lines again, should a row need drawing from its edges:
/// `replay(r, context)` must add the same lines, in the same order, with ``raster_add_line``.
void raster_set_replay(raster_t *r, void (*replay)(void *r, const void *context), const void *context);

/// What a fill or stroke paints: `color` (premultiplied ARGB32) when `gradient` is NULL; for a
/// gradient, its premultiplied colours at `count` evenly spaced parameters 0…1 (``paint_begin``).
typedef struct {
    uint32_t color;
    const lamina_gradient *gradient;
    uint32_t *table;
    int count;
} paint_t;

/// Whether `paint` paints nothing at all (a clear colour) or cannot be painted (a gradient
/// without stops: -1).
int paint_is_empty(const paint_t *paint);

/// Makes a gradient paint's table of premultiplied colours; 0 when ready, 1 when memory ran out.
int paint_begin(paint_t *paint);

/// Frees what ``paint_begin`` made.
void paint_end(paint_t *paint);

/// Sweeps the cells' rows, blending `paint` by each pixel's coverage under the fill rule, and
/// frees the cells. Returns 0 when drawn; 1, drawing nothing, when memory ran out.
int raster_finish(raster_t *r, const lamina_fill_target *target, const paint_t *paint, int even_odd);

/// Grows the target's box of changed pixels (when it keeps one) to hold [x0, x1) × [y0, y1),
/// held to the clip.
void raster_touch(const lamina_fill_target *target, int x0, int y0, int x1, int y1);

/// `paint` at `alpha` (0…255) over pixel (x, y) when it lies inside the target's clip.
void raster_blend_pixel(const lamina_fill_target *target, int x, int y, const paint_t *paint, int alpha);

/// Draws the path (verbs and points as `lamina_fill_path` takes them, in pixels; subpaths
/// closed only by LAMINA_VERB_CLOSE) as Skia's antialiased hairlines (Hairline.c), each pixel's
/// alpha times `coverage` (0…1), the ends of open subpaths moved out for `cap`. Returns 0 when
/// drawn; 1, drawing nothing, when memory ran out.
int hairline_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count, const double *points,
                  int cap, const paint_t *paint, double coverage);

/// How many points the verbs take.
int points_in_verbs(const uint8_t *verbs, int verb_count);

/// The point at `t` of the cubic Bézier with control points (x0, y0) … (x3, y3), summed in
/// Bernstein form (the fill and the hairlines cut curves at the same points).
static inline void cubic_point(double x0, double y0, double x1, double y1, double x2, double y2, double x3,
                               double y3, double t, double *x, double *y) {
    double u = 1 - t;
    double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    *x = a * x0 + b * x1 + c * x2 + d * x3;
    *y = a * y0 + b * y1 + c * y2 + d * y3;
}

/// Whether a winding number is inside the path by the fill rule.
static inline int inside_by_rule(int winding, int even_odd) {
    return even_odd ? winding & 1 : winding != 0;
}

#endif
