// A scan converter for solid fills: the exact area of each pixel inside the path, found from
// cells (one per pixel an edge crosses: the edge's height in the pixel, `cover`, and the part
// of the pixel to the edge's right, `area`) kept in a list per row, as FreeType's "gray"
// rasteriser keeps them. A row's cells are sorted by x when it is swept (FreeType inserts each
// in order, which costs a walk of the row per cell: thousands of edges across the same rows
// took minutes), cells of one pixel summed; then, left to right, a cell's pixel has the covers
// of the cells before it plus its own area, and the pixels up to the next cell have the covers
// so far. Spans are blended straight into the pixels, four at a time with SSE2.
//
// Cairo's own scan converter samples 15 sub-rows of every pixel row an edge crosses; this
// visits each row once, which makes a fill of a small shape 1.5 to 2.5 times cheaper.
//
// Area adds up the winding of every part of a pixel, which gives its coverage by either rule
// while its parts wind at two neighbouring levels (0 and 1, 1 and 2, …): where parts wind +1
// and -1 (two subpaths of opposite turns side by side: their shared edge left a seam, Numix's
// `text-x-haxe`), or 0 and 2 (a contour drawn over itself: its edge pixels came out twice as
// dark), the sums mislead. A row with such a pixel is drawn instead from its edges (gathered
// again for it): 16 sub-rows, each crossing's x exact, the runs inside the path by the fill
// rule added up per pixel, as Cairo's scan converter draws every row. A fill's sampled rows
// may take at most SAMPLING_BUDGET steps; past it the rows keep their sums.
//
// Under a clip rectangle whose edges cut pixels (a layer's bounds at a fractional position or
// scale), each edge is cut to the rectangle before it is measured, as Cairo cuts a polygon to
// its clip's boxes: the pixels along the clip's edges get the exact area of the path inside it.
//
// Sampling (LAMINA_ANTIALIAS_SAMPLES) follows Skia's supersampling scan converter
// (SkScan_AntiPath.cpp, SHIFT 2), which Chromium and resvg fill every path with: each edge
// crosses the sample rows whose centres (y + (k + ½) / 4) lie in (top, bottom], at the sample
// column its x there rounds to (columns a quarter pixel wide); a sample row's crossings, in
// order of x, give its runs inside the path by the fill rule; each run adds 16 to a pixel for
// every sample it covers, or 64 for the whole row of four (63 on a pixel's last row, so that
// a whole pixel comes to 255).
#include "CLaminaRaster.h"
#include "ScanConverter.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// ⌊v⌋ and ⌈v⌉ for |v| within COORDINATE_LIMIT, without a call into libm.
static inline int floor_int(double v) {
    int i = (int)v;
    return v < i ? i - 1 : i;
}

static inline int ceil_int(double v) {
    int i = (int)v;
    return v > i ? i + 1 : i;
}

/// Doubles a list of `*capacity` items of `size` bytes at `*items`, `count` of them in use,
/// which starts out in `stack` (copied to the heap at the first growth); sets `r->failed` and
/// returns 0 when memory ran out.
static int grow_list(raster_t *r, void **items, int *capacity, int count, size_t size, const void *stack) {
    if (*capacity > INT32_MAX / 2) { r->failed = 1; return 0; }
    int doubled = *capacity * 2;
    void *grown;
    if (*items == stack) {
        grown = malloc(size * (size_t)doubled);
        if (grown) memcpy(grown, *items, size * (size_t)count);
    } else {
        grown = realloc(*items, size * (size_t)doubled);
    }
    if (!grown) { r->failed = 1; return 0; }
    *items = grown;
    *capacity = doubled;
    return 1;
}

static int grow(raster_t *r) {
    void *cells = r->cells;
    int grown = grow_list(r, &cells, &r->capacity, r->count, sizeof(cell_t), r->stack_cells);
    r->cells = cells;
    return grown;
}

/// Puts a new cell at the front of the list starting at `head`; returns its index, or -1 when
/// memory ran out.
static int push_cell(raster_t *r, int *head, int x, float cover, float area) {
    if (r->count == r->capacity && !grow(r)) return -1;
    int created = r->count++;
    r->cells[created] = (cell_t){ .x = x, .next = *head, .cover = cover, .area = area };
    *head = created;
    return created;
}

/// Keeps `edge` for rows drawn from edges; 0 when memory ran out (the fill then fails).
static int push_edge(raster_t *r, edge_t edge) {
    if (r->edge_count == r->edge_capacity) {
        void *edges = r->edges;
        int grown = grow_list(r, &edges, &r->edge_capacity, r->edge_count, sizeof(edge_t), r->stack_edges);
        r->edges = edges;
        if (!grown) return 0;
    }
    r->edges[r->edge_count++] = edge;
    return 1;
}

/// Adds to the cell of pixel (x, y), y inside [y0, y1). Cells right of the clip change no pixel
/// and are dropped; those left of it only pass their cover on, so they share one column at
/// x0 − 1. Consecutive additions to one pixel share a cell; others go to the front of the row's
/// list, unsorted (``raster_finish`` sorts each row once).
static void add_cell(raster_t *r, int x, int y, float cover, float area) {
    if (x >= r->x1 || r->failed) return;
    if (x < r->x0) { x = r->x0 - 1; area = 0; }
    if (x == r->last_x && y == r->last_y) {
        r->cells[r->last_index].cover += cover;
        r->cells[r->last_index].area += area;
        return;
    }
    int created = push_cell(r, &r->heads[y - r->y0], x, cover, area);
    if (created < 0) return;
    r->last_x = x; r->last_y = y; r->last_index = created;
}

/// The part of an edge inside row y, from xa to xb, `height` tall (negative going up).
static void add_row_piece(raster_t *r, int y, double xa, double xb, double height) {
    if (xa > xb) { double t = xa; xa = xb; xb = t; }
    double left = r->x0, right = r->x1;
    if (xb <= left) { add_cell(r, r->x0 - 1, y, (float)height, 0); return; }
    if (xa >= right) return;
    int first = floor_int(xa), last = floor_int(xb);
    if (first == last) {
        add_cell(r, first, y, (float)height, (float)(height * (1 - ((xa + xb) * 0.5 - first))));
        return;
    }
    double slope = height / (xb - xa);
    if (xa < left) {
        add_cell(r, r->x0 - 1, y, (float)((left - xa) * slope), 0);
        xa = left;
        first = r->x0;
    }
    if (xb > right) { xb = right; last = r->x1 - 1; }
    double from = xa;
    for (int x = first; x <= last; x++) {
        double to = x == last ? xb : x + 1.0;
        double part = (to - from) * slope;
        if (part != 0) add_cell(r, x, y, (float)part, (float)(part * (1 - ((from + to) * 0.5 - x))));
        from = to;
    }
}

/// Grows the box around the edges to hold the edge from (xa, ya) to (xb, yb).
static inline void note_edge(raster_t *r, double xa, double ya, double xb, double yb) {
    r->edge_x0 = fmin(r->edge_x0, fmin(xa, xb)); r->edge_x1 = fmax(r->edge_x1, fmax(xa, xb));
    r->edge_y0 = fmin(r->edge_y0, fmin(ya, yb)); r->edge_y1 = fmax(r->edge_y1, fmax(ya, yb));
}

/// The edge's crossing of every sample row it spans, found as Skia's `SkEdge::setLine` and
/// `walk_edges` find them, in fixed point: the ends rounded to 1/64 of a sample, the rows from
/// the one its top rounds to up to the one its bottom rounds to, x at each row's centre in
/// 16.16, stepped row by row and rounded to a sample column; held to the clip's columns.
static void sample_line(raster_t *r, double xa, double ya, double xb, double yb) {
    note_edge(r, xa, ya, xb, yb);
    const double dot6 = SAMPLES * 64;
    int64_t x0 = llrint(xa * dot6), y0 = llrint(ya * dot6), x1 = llrint(xb * dot6), y1 = llrint(yb * dot6);
    float sign = 1;
    if (y0 > y1) {
        int64_t t = x0; x0 = x1; x1 = t;
        t = y0; y0 = y1; y1 = t;
        sign = -1;
    }
    int64_t top = (y0 + 32) >> 6, bottom = (y1 + 32) >> 6;
    if (top == bottom) return;
    int64_t slope = ((x1 - x0) * 65536) / (y1 - y0);  // 16.16, truncated as SkFDot6Div
    int64_t x = (x0 + ((slope * ((top << 6) + 32 - y0)) >> 16)) * 1024;  // 16.16 at top's centre
    int64_t first_row = (int64_t)r->y0 * SAMPLES, end_row = (int64_t)r->y1 * SAMPLES;
    if (top < first_row) {
        x += slope * (first_row - top);
        top = first_row;
    }
    if (bottom > end_row) bottom = end_row;
    int left = r->x0 * SAMPLES, right = r->x1 * SAMPLES;
    for (int64_t row = top; row < bottom && !r->failed; row++, x += slope) {
        int64_t column = (x + 0x8000) >> 16;
        int clamped = column < left ? left : column > right ? right : (int)column;
        if (push_cell(r, &r->heads[row - first_row], clamped, sign, 0) < 0) return;
    }
}

/// Adds an edge by area (inside the fractional clip, if any).
static void add_edge(raster_t *r, double xa, double ya, double xb, double yb);

/// Adds the part of the edge from (xa, ya) to (xb, yb) between rows `top` and `bottom` of the
/// fractional clip, cut where it crosses the clip's sides: pieces left of `left` run down
/// `left` instead, pieces right of `right` down `right`. Each pixel then gets the part of the
/// path inside the rectangle: right of `left` the winding is the path's, and right of `right`
/// it is back to what it was left of the path.
static void add_clipped_edge(raster_t *r, double xa, double ya, double xb, double yb) {
    double dx = xb - xa, dy = yb - ya;
    double t0 = (r->top - ya) / dy, t1 = (r->bottom - ya) / dy;
    double from = fmax(0, fmin(t0, t1)), to = fmin(1, fmax(t0, t1));
    if (!(from < to)) return;
    // Where along the edge the pieces meet: its ends within the rows, and where it crosses a side.
    double cuts[4] = { from };
    int count = 1;
    if (dx != 0) {
        double s0 = (r->left - xa) / dx, s1 = (r->right - xa) / dx;
        if (fmin(s0, s1) > from && fmin(s0, s1) < to) cuts[count++] = fmin(s0, s1);
        if (fmax(s0, s1) > from && fmax(s0, s1) < to) cuts[count++] = fmax(s0, s1);
    }
    cuts[count++] = to;
    double px = xa, py = ya;
    for (int i = 0; i < count; i++) {
        double t = cuts[i];
        // The point at t, on the clip's top or bottom where the rows cut it.
        double x = t == 1 ? xb : xa + dx * t, y = t == t0 ? r->top : t == t1 ? r->bottom : t == 1 ? yb : ya + dy * t;
        x = fmin(fmax(x, r->left), r->right);
        if (i > 0) add_edge(r, px, py, x, y);
        px = x;
        py = y;
    }
}

void raster_add_line(raster_t *r, double xa, double ya, double xb, double yb) {
    if (r->sampled) {
        sample_line(r, xa, ya, xb, yb);
        return;
    }
    if (ya == yb) return;
    if (r->fractional) {
        add_clipped_edge(r, xa, ya, xb, yb);
        return;
    }
    add_edge(r, xa, ya, xb, yb);
}

static void add_edge(raster_t *r, double xa, double ya, double xb, double yb) {
    if (ya == yb) return;
    double sign = 1;
    if (ya > yb) {
        double t = xa; xa = xb; xb = t;
        t = ya; ya = yb; yb = t;
        sign = -1;
    }
    if (yb <= r->y0 || ya >= r->y1) return;  // rows of its own change no visible pixel
    note_edge(r, xa, ya, xb, yb);
    double dxdy = (xb - xa) / (yb - ya);
    if (r->collecting) {
        push_edge(r, (edge_t){ .x = xa, .top = ya, .bottom = yb, .dxdy = dxdy, .winding = sign > 0 ? 1 : -1 });
        return;
    }
    int first = floor_int(ya), end = ceil_int(yb);
    if (first < r->y0) first = r->y0;
    if (end > r->y1) end = r->y1;
    for (int y = first; y < end; y++) {
        double top = y > ya ? y : ya, bottom = y + 1 < yb ? y + 1 : yb;
        r->crossed[y - r->y0] += (float)(bottom - top);
        add_row_piece(r, y, xa + (top - ya) * dxdy, xa + (bottom - ya) * dxdy, sign * (bottom - top));
    }
}

void raster_set_replay(raster_t *r, void (*replay)(void *r, const void *context), const void *context) {
    r->replay = replay;
    r->replay_context = context;
}

/// How far a cubic's control points lie off its chord on one axis, as Skia's
/// `cubic_delta_from_line` measures it, in 1/64 of a sample.
static long skia_cubic_delta(double a, double b, double c, double d) {
    long fa = lround(a * SAMPLES * 64), fb = lround(b * SAMPLES * 64);
    long fc = lround(c * SAMPLES * 64), fd = lround(d * SAMPLES * 64);
    long one_third = labs((fa * 8 - fb * 15 + 6 * fc + fd) * 19 >> 9);
    long two_thirds = labs((fa + 6 * fb - fc * 15 + fd * 8) * 19 >> 9);
    return one_third > two_thirds ? one_third : two_thirds;
}

/// Skia's `diff_to_shift` when sampling: how many times to halve a curve's steps for an offset
/// (dx, dy) from its chord in 1/64 of a sample.
static int skia_shift(long dx, long dy) {
    dx = labs(dx);
    dy = labs(dy);
    long distance = dx > dy ? dx + dy / 2 : dy + dx / 2;
    distance = (distance + 16) >> 5;  // (dist + (1 << 4)) >> (3 + shiftAA), shiftAA 2
    int bits = 0;
    while (distance > 0 && bits < 62) { distance >>= 1; bits++; }
    return bits / 2;
}

/// The lines Skia cuts a curve into when it samples, at even steps of t: 2^shift, the shift
/// from how far the control points lie off the chord, between 2 and 2^6. A cubic that is a
/// quadratic raised a degree (as Cairo gives TrueType glyphs' curves) is measured as Skia's
/// `SkQuadraticEdge` measures the quadratic, any other as `SkCubicEdge` does. Sampling's
/// pictures follow Skia's chords, not the curve.
static int skia_curve_steps(double x0, double y0, double x1, double y1, double x2, double y2,
                            double x3, double y3) {
    double qx = (3 * x1 - x0) / 2, qy = (3 * y1 - y0) / 2;  // the quadratic's control point, if one
    double size = fmax(fmax(fabs(x0), fabs(y0)), fmax(fabs(x3), fabs(y3))) + 1;
    int shift;
    if (fabs((3 * x2 - x3) / 2 - qx) <= 1e-9 * size && fabs((3 * y2 - y3) / 2 - qy) <= 1e-9 * size) {
        long scale = SAMPLES * 64;
        shift = skia_shift((2 * lround(qx * scale) - lround(x0 * scale) - lround(x3 * scale)) / 4,
                           (2 * lround(qy * scale) - lround(y0 * scale) - lround(y3 * scale)) / 4);
        if (shift == 0) shift = 1;
    } else {
        shift = skia_shift(skia_cubic_delta(x0, x1, x2, x3), skia_cubic_delta(y0, y1, y2, y3)) + 1;
    }
    return 1 << (shift > 6 ? 6 : shift);
}

/// A cubic Bézier as lines, as many as Wang's formula needs to stay within `tolerance` (or, when
/// sampling, as many as Skia takes). A curve wholly above, below, left or right of the clip is
/// one line: what such a curve gives the visible pixels (the net height it crosses in each row,
/// left of them) is the chord's.
static void add_cubic(raster_t *r, double x0, double y0, double x1, double y1, double x2, double y2,
                      double x3, double y3, double tolerance) {
    double min_x = fmin(fmin(x0, x1), fmin(x2, x3)), max_x = fmax(fmax(x0, x1), fmax(x2, x3));
    double min_y = fmin(fmin(y0, y1), fmin(y2, y3)), max_y = fmax(fmax(y0, y1), fmax(y2, y3));
    if (max_y <= r->y0 || min_y >= r->y1 || min_x >= r->x1 || max_x <= r->x0) {
        raster_add_line(r, x0, y0, x3, y3);
        return;
    }
    double ax = x0 - 2 * x1 + x2, ay = y0 - 2 * y1 + y2, bx = x1 - 2 * x2 + x3, by = y1 - 2 * y2 + y3;
    double bend = sqrt(fmax(ax * ax + ay * ay, bx * bx + by * by));
    double steps = ceil(sqrt(bend * 0.75 / tolerance));
    int n = steps < 1 ? 1 : steps > MAXIMUM_CURVE_STEPS ? MAXIMUM_CURVE_STEPS : (int)steps;
    if (r->sampled) n = skia_curve_steps(x0, y0, x1, y1, x2, y2, x3, y3);
    double px = x0, py = y0;
    for (int i = 1; i < n; i++) {
        double qx, qy;
        cubic_point(x0, y0, x1, y1, x2, y2, x3, y3, (double)i / n, &qx, &qy);
        raster_add_line(r, px, py, qx, qy);
        px = qx;
        py = qy;
    }
    raster_add_line(r, px, py, x3, y3);
}

/// Each byte of x times a / 255, rounded as pixman rounds.
static inline uint32_t multiply(uint32_t x, uint32_t a) {
    uint32_t rb = (x & 0xff00ff) * a + 0x800080;
    rb = ((rb + ((rb >> 8) & 0xff00ff)) >> 8) & 0xff00ff;
    uint32_t ag = ((x >> 8) & 0xff00ff) * a + 0x800080;
    ag = (ag + ((ag >> 8) & 0xff00ff)) & 0xff00ff00;
    return ag | rb;
}

/// The bytes of x and y added, each at most 255.
static inline uint32_t add_saturated(uint32_t x, uint32_t y) {
    uint32_t rb = (x & 0xff00ff) + (y & 0xff00ff);
    rb = (rb | (0x1000100 - ((rb >> 8) & 0xff00ff))) & 0xff00ff;
    uint32_t ag = ((x >> 8) & 0xff00ff) + ((y >> 8) & 0xff00ff);
    ag = (ag | (0x1000100 - ((ag >> 8) & 0xff00ff))) & 0xff00ff;
    return rb | ag << 8;
}

/// A pixel's alpha, 0…255, from its winding weighted by area.
static inline int coverage(float winding, int even_odd) {
    float v = fabsf(winding);
    if (even_odd) {
        v = fmodf(v, 2.0f);
        if (v > 1) v = 2 - v;
    } else if (v > 1) {
        v = 1;
    }
    return (int)(v * 255.0f + 0.5f);
}

/// `color` at `alpha` over one pixel.
static inline void blend_pixel(uint32_t *p, uint32_t color, int alpha) {
    if (alpha == 0) return;
    uint32_t source = alpha == 255 ? color : multiply(color, (uint32_t)alpha);
    *p = source >> 24 == 255 ? source : add_saturated(source, multiply(*p, 255 - (source >> 24)));
}

/// `color` at `alpha` over n pixels.
static void blend_span(uint32_t *p, int n, uint32_t color, int alpha) {
    if (alpha == 0 || n <= 0) return;
    int i = 0;
    if (alpha == 255 && color >> 24 == 255) {
        if (sizeof(wchar_t) == 4 && n >= 32) {  // glibc's wmemset stores 32 bytes a step
            wmemset((wchar_t *)p, (wchar_t)color, (size_t)n);
            return;
        }
#if defined(__SSE2__)
        __m128i c = _mm_set1_epi32((int)color);
        for (; i + 4 <= n; i += 4) _mm_storeu_si128((__m128i *)(p + i), c);
#endif
        for (; i < n; i++) p[i] = color;
        return;
    }
    uint32_t source = alpha == 255 ? color : multiply(color, (uint32_t)alpha);
    if (source == 0) return;
    uint32_t inverse = 255 - (source >> 24);
#if defined(__SSE2__)
    if (n >= 4) {
        const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(0x80);
        __m128i s = _mm_set1_epi32((int)source), factor = _mm_set1_epi16((short)inverse);
        for (; i + 4 <= n; i += 4) {
            __m128i d = _mm_loadu_si128((const __m128i *)(p + i));
            __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), factor), half);
            __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), factor), half);
            lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
            hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
            _mm_storeu_si128((__m128i *)(p + i), _mm_adds_epu8(_mm_packus_epi16(lo, hi), s));
        }
    }
#endif
    for (; i < n; i++) p[i] = add_saturated(source, multiply(p[i], inverse));
}

int paint_is_empty(const paint_t *paint) {
    if (!paint->gradient) return paint->color == 0;
    return paint->gradient->count < 1 || !paint->gradient->stops ? -1 : 0;
}

/// The gradient's colour at a pixel centre.
/// The premultiplied colours a gradient paint reads: as many as the gradient asks for (four
/// times the device pixels it spans; at least 1,024, at most 4,096), at evenly spaced locations
/// 0…1, each mixed between the stops around it with colour and alpha apart, premultiplied and
/// rounded as pixman's gradient walker does (float, + 0.5, truncated). Before the first stop
/// the first colour holds, from the last stop on the last; at a location two stops share, the
/// later one's colour.
int paint_begin(paint_t *paint) {
    const lamina_gradient *g = paint->gradient;
    if (!g) return 0;
    int count = g->resolution < 1024 ? 1024 : g->resolution > 4096 ? 4096 : g->resolution;
    paint->table = malloc(sizeof(uint32_t) * (size_t)count);
    if (!paint->table) return 1;
    paint->count = count;
    const float *stops = g->stops, *last = g->stops + 5 * (g->count - 1);
    int upper = 0;  // the first stop past the location, found walking up with it
    for (int k = 0; k < count; k++) {
        float t = (float)k / (float)(count - 1), r, gr, b, a;
        while (upper < g->count && !(stops[5 * upper] > t)) upper++;
        if (upper == 0 || upper == g->count) {
            const float *c = upper == 0 ? stops : last;
            r = c[1]; gr = c[2]; b = c[3]; a = c[4];
        } else {
            const float *c = stops + 5 * (upper - 1), *d = c + 5;
            float f = (t - c[0]) / (d[0] - c[0]);
            r = c[1] + (d[1] - c[1]) * f; gr = c[2] + (d[2] - c[2]) * f;
            b = c[3] + (d[3] - c[3]) * f; a = c[4] + (d[4] - c[4]) * f;
        }
        float alpha = a * 255.0f;
        uint32_t a8 = (uint32_t)(alpha + 0.5f), r8 = (uint32_t)(alpha * r + 0.5f);
        uint32_t g8 = (uint32_t)(alpha * gr + 0.5f), b8 = (uint32_t)(alpha * b + 0.5f);
        paint->table[k] = a8 << 24 | r8 << 16 | g8 << 8 | b8;
    }
    return 0;
}

void paint_end(paint_t *paint) {
    free(paint->table);
    paint->table = NULL;
}

/// The gradient at `alpha` over n pixels from column x of row y: each pixel centre's location
/// (its row's part worked out once), then the table's colour nearest it.
static void blend_gradient_span(uint32_t *p, int x, int y, int n, const paint_t *paint, int alpha) {
    if (alpha == 0) return;
    const lamina_gradient *g = paint->gradient;
    const double *m = g->m;
    double cy = y + 0.5, row_t = m[1] * cy + m[2], row_v = m[4] * cy + m[5], last = paint->count - 1;
    int radial = g->kind == LAMINA_GRADIENT_RADIAL;
    for (int i = 0; i < n; i++) {
        double cx = x + i + 0.5, t = m[0] * cx + row_t;
        if (radial) {
            double v = m[3] * cx + row_v;
            t = sqrt(t * t + v * v);
        }
        double index = t * last + 0.5;
        uint32_t color = !(index > 0) ? paint->table[0]  // also NaN
                       : index >= last ? paint->table[paint->count - 1] : paint->table[(int)index];
        blend_pixel(p + i, color, alpha);
    }
}

int points_in_verbs(const uint8_t *verbs, int verb_count) {
    int count = 0;
    for (int i = 0; i < verb_count; i++) {
        count += verbs[i] == LAMINA_VERB_CUBIC ? 3 : verbs[i] == LAMINA_VERB_CLOSE ? 0 : 1;
    }
    return count;
}

int raster_begin(raster_t *r, const lamina_fill_target *target, double min_y, double max_y) {
    r->x0 = target->clip_x0; r->x1 = target->clip_x1;
    r->y0 = target->clip_y0 > floor_int(min_y) ? target->clip_y0 : floor_int(min_y);
    r->y1 = target->clip_y1 < ceil_int(max_y) ? target->clip_y1 : ceil_int(max_y);
    if (r->y1 <= r->y0 || r->x1 <= r->x0) return 0;
    r->sampled = target->antialiasing == LAMINA_ANTIALIAS_SAMPLES;
    r->fractional = target->fractional && !r->sampled;
    r->left = target->clip_left; r->top = target->clip_top;
    r->right = target->clip_right; r->bottom = target->clip_bottom;
    int rows = (r->y1 - r->y0) * (r->sampled ? SAMPLES : 1);
    r->heads = rows <= STACK_ROWS ? r->stack_heads : malloc(sizeof(int) * (size_t)rows);
    if (!r->heads) return -1;
    for (int i = 0; i < rows; i++) r->heads[i] = -1;
    r->crossed = NULL;
    if (!r->sampled) {
        r->crossed = rows <= STACK_ROWS ? r->stack_crossed : calloc((size_t)rows, sizeof(float));
        if (!r->crossed) {
            if (r->heads != r->stack_heads) free(r->heads);
            return -1;
        }
        if (r->crossed == r->stack_crossed) memset(r->crossed, 0, sizeof(float) * (size_t)rows);
    }
    r->cells = r->stack_cells;
    r->capacity = STACK_CELLS;
    r->count = 0;
    r->last_x = INT32_MIN; r->last_y = INT32_MIN; r->last_index = -1;
    r->failed = 0;
    r->edges = r->stack_edges;
    r->edge_count = 0;
    r->edge_capacity = STACK_EDGES;
    r->collecting = 0;
    r->edge_x0 = r->edge_y0 = INFINITY;
    r->edge_x1 = r->edge_y1 = -INFINITY;
    r->replay = NULL;
    r->replay_context = NULL;
    r->sampling_budget = SAMPLING_BUDGET;
    return 1;
}

/// Orders cells by x, for qsort.
static int compare_cells(const void *a, const void *b) {
    int xa = ((const cell_t *)a)->x, xb = ((const cell_t *)b)->x;
    return (xa > xb) - (xa < xb);
}

/// The cells of one row, from its list, sorted by x: insertion sort for the few cells of an
/// ordinary row, qsort past that.
static void sort_row(cell_t *row, int n) {
    if (n > 32) {
        qsort(row, (size_t)n, sizeof *row, compare_cells);
        return;
    }
    for (int i = 1; i < n; i++) {
        cell_t cell = row[i];
        int j = i;
        while (j > 0 && row[j - 1].x > cell.x) { row[j] = row[j - 1]; j--; }
        row[j] = cell;
    }
}

/// `paint` at `alpha` over n pixels from column x of a row (y), whose pixels start at `pixels`.
static inline void blend_paint(uint32_t *pixels, int x, int y, int n, const paint_t *paint, int alpha) {
    if (paint->gradient) {
        blend_gradient_span(pixels + x, x, y, n, paint, alpha);
    } else if (n == 1) {
        blend_pixel(pixels + x, paint->color, alpha);
    } else {
        blend_span(pixels + x, n, paint->color, alpha);
    }
}

void lamina_grow_box(int *box, int x0, int y0, int x1, int y1) {
    if (x0 >= x1 || y0 >= y1) return;
    if (box[0] >= box[2]) {
        box[0] = x0; box[1] = y0; box[2] = x1; box[3] = y1;
        return;
    }
    if (x0 < box[0]) box[0] = x0;
    if (y0 < box[1]) box[1] = y0;
    if (x1 > box[2]) box[2] = x1;
    if (y1 > box[3]) box[3] = y1;
}

void raster_touch(const lamina_fill_target *target, int x0, int y0, int x1, int y1) {
    if (!target->touched) return;
    lamina_grow_box(target->touched, x0 > target->clip_x0 ? x0 : target->clip_x0,
                    y0 > target->clip_y0 ? y0 : target->clip_y0, x1 < target->clip_x1 ? x1 : target->clip_x1,
                    y1 < target->clip_y1 ? y1 : target->clip_y1);
}

/// Grows the target's box of changed pixels by the box around `r`'s edges: a closed path
/// winds 0 left and right of all its edges, and above and below them.
static void touch_edges(const raster_t *r, const lamina_fill_target *target) {
    if (!target->touched || !(r->edge_x0 <= r->edge_x1)) return;
    // The edges lie within COORDINATE_LIMIT, or were cut to the clip.
    raster_touch(target, floor_int(r->edge_x0), floor_int(r->edge_y0), ceil_int(r->edge_x1) + 1, ceil_int(r->edge_y1) + 1);
}

void raster_blend_pixel(const lamina_fill_target *target, int x, int y, const paint_t *paint, int alpha) {
    if (alpha <= 0 || x < target->clip_x0 || x >= target->clip_x1 || y < target->clip_y0 || y >= target->clip_y1) return;
    raster_touch(target, x, y, x + 1, y + 1);
    blend_paint(target->pixels + (size_t)y * (size_t)target->stride, x, y, 1, paint, alpha > 255 ? 255 : alpha);
}

/// Sums a row of many cells (more than an eighth of the clip's width) into per-column `cover`
/// and `area` (columns x0 − 1 … x1 − 1, zero on entry) instead of sorting them; returns the
/// last column with a cell.
static int dense_sums(const raster_t *r, const cell_t *cells, int n, float *cover, float *area) {
    int last = r->x0 - 1;
    for (int i = 0; i < n; i++) {
        int k = cells[i].x - (r->x0 - 1);
        cover[k] += cells[i].cover;
        area[k] += cells[i].area;
        if (cells[i].x > last) last = cells[i].x;
    }
    return last;
}

/// Blends a row from the sums of ``dense_sums`` (up to column `last`), leaving them zero.
static void sweep_dense_row(const raster_t *r, int last, float *cover, float *area,
                            uint32_t *pixels, int y, const paint_t *paint, int even_odd) {
    float winding = cover[0];
    cover[0] = area[0] = 0;
    for (int x = r->x0; x <= last; x++) {
        int k = x - (r->x0 - 1);
        blend_paint(pixels, x, y, 1, paint, coverage(winding + area[k], even_odd));
        winding += cover[k];
        cover[k] = area[k] = 0;
    }
    if (last + 1 < r->x1) blend_paint(pixels, last + 1, y, r->x1 - last - 1, paint, coverage(winding, even_odd));
}

/// How far a pixel's sums may stray past 0 and ±1 by rounding.
#define SUM_SLACK 1e-3f

/// Sums the cells of one pixel, those of sorted `cells` from `i` on with its x, into `*cover`
/// and `*area`; returns the index after them.
static inline int sum_pixel(const cell_t *cells, int n, int i, float *cover, float *area) {
    int x = cells[i].x;
    *cover = *area = 0;
    for (; i < n && cells[i].x == x; i++) {
        *cover += cells[i].cover;
        *area += cells[i].area;
    }
    return i;
}

/// Whether a pixel's sums mislead: `left` the winding at its left side, `cover` the winding its
/// edges add across it, `area` what they add by area. Its parts wind at two neighbouring levels
/// (0 and 1, or 1 and 2, …) whenever one edge crosses it, and then the sums give its coverage by
/// either rule; they do not when its edges change the winding by more than one (two edges going
/// the same way: a contour drawn twice, or the shared edge of parts of both turns) or its parts
/// wind both ways (a seam between parts of both turns).
static inline int pixel_misleads(float left, float cover, float area) {
    float v = left + area, right = left + cover;
    float lo = fminf(left, fminf(v, right)), hi = fmaxf(left, fmaxf(v, right));
    return fabsf(cover) > 1 + SUM_SLACK || (lo < -SUM_SLACK && hi > SUM_SLACK);
}

/// Whether the sums of a row's sorted cells mislead (``pixel_misleads``) in some pixel.
static int row_misleads(const cell_t *cells, int n) {
    float winding = 0;
    for (int i = 0; i < n;) {
        float cover, area;
        i = sum_pixel(cells, n, i, &cover, &area);
        if (pixel_misleads(winding, cover, area)) return 1;
        winding += cover;
    }
    return 0;
}

/// Whether the sums of ``dense_sums`` (up to column `last`) mislead (``pixel_misleads``) in
/// some pixel.
static int dense_row_misleads(const raster_t *r, int last, const float *cover, const float *area) {
    float winding = cover[0];
    for (int x = r->x0; x <= last; x++) {
        int k = x - (r->x0 - 1);
        if (pixel_misleads(winding, cover[k], area[k])) return 1;
        winding += cover[k];
    }
    return 0;
}

/// An edge's crossing of a sub-row: where, and which way it winds.
typedef struct {
    double x;
    int winding;
} crossing_t;

/// An edge's top, and its index, for ordering edges by their tops.
typedef struct {
    double top;
    int index;
} edge_top_t;

/// What drawing rows from their edges keeps from one row to the next (made at the first).
typedef struct {
    /// The edges by their tops, the next not yet active, and those active.
    edge_top_t *order;
    int next, *active, active_count;
    crossing_t *crossings;
    /// Coverage per column of the clip, 0…1 summed over sub-rows.
    float *coverage;
} row_sampler_t;

/// Orders edges by their tops.
static int compare_tops(const void *a, const void *b) {
    double ta = ((const edge_top_t *)a)->top, tb = ((const edge_top_t *)b)->top;
    return (ta > tb) - (ta < tb);
}

/// Orders crossings by x.
static int compare_crossings(const void *a, const void *b) {
    double xa = ((const crossing_t *)a)->x, xb = ((const crossing_t *)b)->x;
    return (xa > xb) - (xa < xb);
}

/// Gathers `r`'s edges (its path's lines added again) and readies `s` for them; 0 when there
/// is no way to add them again, or memory ran out.
static int sampler_begin(row_sampler_t *s, raster_t *r) {
    if (!r->replay) return 0;
    r->collecting = 1;
    r->replay(r, r->replay_context);
    r->collecting = 0;
    if (r->failed) return 0;
    size_t n = (size_t)r->edge_count;
    s->order = malloc(sizeof(edge_top_t) * (n ? n : 1));
    s->active = malloc(sizeof(int) * (n ? n : 1));
    s->crossings = malloc(sizeof(crossing_t) * (n ? n : 1));
    s->coverage = calloc((size_t)(r->x1 - r->x0) + 1, sizeof(float));
    s->next = s->active_count = 0;
    if (!s->order || !s->active || !s->crossings || !s->coverage) return 0;
    for (int i = 0; i < r->edge_count; i++) s->order[i] = (edge_top_t){ r->edges[i].top, i };
    qsort(s->order, n, sizeof(edge_top_t), compare_tops);
    return 1;
}

static void sampler_end(row_sampler_t *s) {
    free(s->order);
    free(s->active);
    free(s->crossings);
    free(s->coverage);
}

/// Adds a run inside the path, [a, b) in columns from the clip's left, to one sub-row's share
/// of each pixel's coverage; widens [*low, *high), the columns touched.
static void add_coverage_run(float *coverage, int width, double a, double b, int *low, int *high) {
    if (a < 0) a = 0;
    if (b > width) b = width;
    if (!(b > a)) return;
    const float unit = 1.0f / ROW_SAMPLES;
    int first = (int)a, last = (int)b;
    if (first == last) {
        coverage[first] += (float)(b - a) * unit;
    } else {
        coverage[first] += (float)(first + 1 - a) * unit;
        for (int x = first + 1; x < last; x++) coverage[x] += unit;
        if (last < width) coverage[last] += (float)(b - last) * unit;
    }
    if (first < *low) *low = first;
    int end = last < width ? last + 1 : width;
    if (end > *high) *high = end;
}

/// Draws `row` from the edges that cross it (``ROW_SAMPLES`` sub-rows, crossings exact in x),
/// when the budget allows; returns 0 when it does not (the row is left to its sums).
static int sample_row(raster_t *r, row_sampler_t *s, int row, uint32_t *pixels, const paint_t *paint,
                      int even_odd) {
    while (s->next < r->edge_count && s->order[s->next].top < row + 1) {
        s->active[s->active_count++] = s->order[s->next++].index;
    }
    int kept = 0;
    for (int i = 0; i < s->active_count; i++) {
        if (r->edges[s->active[i]].bottom > row) s->active[kept++] = s->active[i];
    }
    s->active_count = kept;
    // Each sub-row finds its crossings and sorts them: about n log n steps.
    int log_kept = 1;
    while ((1 << log_kept) < kept && log_kept < 30) log_kept++;
    long cost = (long)kept * ROW_SAMPLES * log_kept;
    if (cost > r->sampling_budget) return 0;
    r->sampling_budget -= cost;
    int width = r->x1 - r->x0, low = width, high = 0;
    for (int k = 0; k < ROW_SAMPLES; k++) {
        double y = row + (k + 0.5) / ROW_SAMPLES;
        int n = 0;
        for (int i = 0; i < kept; i++) {
            const edge_t *e = &r->edges[s->active[i]];
            if (e->top <= y && y < e->bottom) {
                s->crossings[n++] = (crossing_t){ e->x + (y - e->top) * e->dxdy - r->x0, e->winding };
            }
        }
        if (n > 32) {
            qsort(s->crossings, (size_t)n, sizeof(crossing_t), compare_crossings);
        } else {
            for (int i = 1; i < n; i++) {
                crossing_t c = s->crossings[i];
                int j = i;
                while (j > 0 && s->crossings[j - 1].x > c.x) { s->crossings[j] = s->crossings[j - 1]; j--; }
                s->crossings[j] = c;
            }
        }
        int winding = 0;
        double start = 0;
        for (int i = 0; i < n; i++) {
            int was = inside_by_rule(winding, even_odd);
            winding += s->crossings[i].winding;
            int is = inside_by_rule(winding, even_odd);
            if (!was && is) start = s->crossings[i].x;
            else if (was && !is) add_coverage_run(s->coverage, width, start, s->crossings[i].x, &low, &high);
        }
    }
    for (int x = low; x < high; x++) {
        float c = s->coverage[x];
        s->coverage[x] = 0;
        blend_paint(pixels, r->x0 + x, row, 1, paint, (int)((c < 1 ? c : 1) * 255.0f + 0.5f));
    }
    return 1;
}

/// Copies a row's list of cells (from `head`) into `*row`, growing it (from `stack` at first,
/// of `*capacity` cells) as needed; returns how many, or -1 when memory ran out.
static int gather_row(const raster_t *r, int head, cell_t **row, int *capacity, cell_t *stack) {
    int n = 0;
    for (int index = head; index >= 0; index = r->cells[index].next) {
        if (n == *capacity) {
            int grown_capacity = *capacity * 2;
            cell_t *grown = *row == stack ? malloc(sizeof(cell_t) * (size_t)grown_capacity)
                                          : realloc(*row, sizeof(cell_t) * (size_t)grown_capacity);
            if (!grown) return -1;
            if (*row == stack) memcpy(grown, stack, sizeof(cell_t) * (size_t)*capacity);
            *row = grown;
            *capacity = grown_capacity;
        }
        (*row)[n++] = r->cells[index];
    }
    return n;
}

/// Adds a run of samples [from, to) (sample columns, from the clip's left edge) of sample row
/// `k` (0…3 down a pixel) to the pixels' counts, as Skia's `SuperBlitter::blitH` does.
static void add_sample_run(uint16_t *counts, int from, int to, int k) {
    int first = from / SAMPLES, start = from % SAMPLES, end = to % SAMPLES;
    int whole = to / SAMPLES - first - 1;
    if (whole < 0) {
        counts[first] += (uint16_t)((end - start) * 16);
        return;
    }
    if (start > 0) {
        counts[first++] += (uint16_t)((SAMPLES - start) * 16);
    } else {
        whole += 1;
    }
    uint16_t full = (uint16_t)(64 - (k + 1) / SAMPLES);
    for (int i = 0; i < whole; i++) counts[first + i] += full;
    if (end > 0) counts[first + whole] += (uint16_t)(end * 16);
}

/// ``raster_finish`` for sampled edges: each pixel row's four sample rows, their crossings in
/// order of x, add their runs inside the path to the row's counts, which are then blended.
static int sampled_finish(raster_t *r, const lamina_fill_target *target, const paint_t *paint, int even_odd) {
    int failed = r->failed;
    if (!failed) touch_edges(r, target);
    cell_t stack_row[STACK_CELLS], *row_cells = stack_row;
    int row_capacity = STACK_CELLS;
    int width = r->x1 - r->x0;
    uint16_t stack_counts[STACK_ROWS + 1];
    uint16_t *counts = width < STACK_ROWS ? stack_counts : calloc((size_t)width + 1, sizeof(uint16_t));
    if (!counts) failed = 1;
    else if (counts == stack_counts) memset(counts, 0, sizeof stack_counts);
    int left = r->x0 * SAMPLES;
    for (int row = r->y0; row < r->y1 && !failed; row++) {
        int low = width, high = 0;  // the columns counted, [low, high)
        for (int k = 0; k < SAMPLES; k++) {
            int n = gather_row(r, r->heads[(row - r->y0) * SAMPLES + k], &row_cells, &row_capacity, stack_row);
            if (n < 0) { failed = 1; break; }
            sort_row(row_cells, n);
            int winding = 0;
            for (int i = 0; i + 1 < n; i++) {
                winding += (int)row_cells[i].cover;
                int inside = inside_by_rule(winding, even_odd);
                int from = row_cells[i].x - left, to = row_cells[i + 1].x - left;
                if (!inside || to <= from) continue;
                add_sample_run(counts, from, to, k);
                if (from / SAMPLES < low) low = from / SAMPLES;
                if ((to + SAMPLES - 1) / SAMPLES > high) high = (to + SAMPLES - 1) / SAMPLES;
            }
        }
        if (failed) break;
        uint32_t *pixels = target->pixels + (size_t)row * (size_t)target->stride;
        for (int x = low; x < high;) {
            int alpha = counts[x] > 255 ? 255 : counts[x], end = x + 1;
            while (end < high && counts[end] == counts[x]) end++;
            blend_paint(pixels, r->x0 + x, row, end - x, paint, alpha);
            memset(counts + x, 0, sizeof(uint16_t) * (size_t)(end - x));
            x = end;
        }
    }
    if (counts != stack_counts) free(counts);
    if (row_cells != stack_row) free(row_cells);
    if (r->cells != r->stack_cells) free(r->cells);
    if (r->heads != r->stack_heads) free(r->heads);
    return failed;
}

int raster_finish(raster_t *r, const lamina_fill_target *target, const paint_t *paint, int even_odd) {
    if (r->sampled) return sampled_finish(r, target, paint, even_odd);
    int failed = r->failed;
    if (!failed) touch_edges(r, target);
    // One row's cells at a time, copied out of the lists to be sorted.
    cell_t stack_row[STACK_CELLS], *row_cells = stack_row;
    int row_capacity = STACK_CELLS;
    // Per-column sums for rows of many cells, made for the first such row.
    float *dense = NULL;
    int width = r->x1 - r->x0 + 1;
    // Rows drawn from their edges, readied at the first (0: not yet; -1: cannot).
    row_sampler_t sampler = { 0 };
    int sampling = 0;
    for (int row = r->y0; row < r->y1 && !failed; row++) {
        int n = gather_row(r, r->heads[row - r->y0], &row_cells, &row_capacity, stack_row);
        if (n < 0) { failed = 1; break; }
        uint32_t *pixels = target->pixels + (size_t)row * (size_t)target->stride;
        // A row of many cells (more than an eighth of the clip's width) is summed per column.
        int dense_row = n > 64 && n > width / 8, misleads, last = 0;
        if (dense_row) {
            if (!dense && !(dense = calloc(2 * (size_t)width, sizeof(float)))) { failed = 1; break; }
            last = dense_sums(r, row_cells, n, dense, dense + width);
            misleads = r->crossed[row - r->y0] > 2 + SUM_SLACK && dense_row_misleads(r, last, dense, dense + width);
        } else {
            sort_row(row_cells, n);
            misleads = r->crossed[row - r->y0] > 2 + SUM_SLACK && row_misleads(row_cells, n);
        }
        if (misleads && sampling == 0) sampling = sampler_begin(&sampler, r) ? 1 : -1;
        if (misleads && sampling > 0 && sample_row(r, &sampler, row, pixels, paint, even_odd)) {
            if (dense_row) memset(dense, 0, 2 * sizeof(float) * (size_t)width);
            continue;
        }
        if (dense_row) {
            sweep_dense_row(r, last, dense, dense + width, pixels, row, paint, even_odd);
            continue;
        }
        float winding = 0;
        for (int i = 0; i < n;) {
            int x = row_cells[i].x;
            float cover, area;
            i = sum_pixel(row_cells, n, i, &cover, &area);
            if (x >= r->x0) blend_paint(pixels, x, row, 1, paint, coverage(winding + area, even_odd));
            winding += cover;
            int end = i < n ? row_cells[i].x : r->x1;
            if (end > x + 1) blend_paint(pixels, x + 1, row, end - x - 1, paint, coverage(winding, even_odd));
        }
    }
    if (sampling != 0) sampler_end(&sampler);
    if (r->edges != r->stack_edges) free(r->edges);
    if (r->crossed != r->stack_crossed) free(r->crossed);
    free(dense);
    if (row_cells != stack_row) free(row_cells);
    if (r->cells != r->stack_cells) free(r->cells);
    if (r->heads != r->stack_heads) free(r->heads);
    return failed;
}

/// A path as the fill takes it: verbs and points in pixels, curves cut within `tolerance`.
typedef struct {
    const uint8_t *verbs;
    int verb_count;
    const double *points;
    double tolerance;
} path_t;

/// Adds the lines of `path` (a `path_t`), each subpath closed, to `raster` (a `raster_t`).
static void add_path(void *raster, const void *path) {
    raster_t *r = raster;
    const path_t *f = path;
    double start_x = 0, start_y = 0, x = 0, y = 0;
    const double *p = f->points;
    for (int i = 0; i < f->verb_count && !r->failed; i++) {
        switch (f->verbs[i]) {
        case LAMINA_VERB_MOVE:
            raster_add_line(r, x, y, start_x, start_y);
            start_x = x = p[0]; start_y = y = p[1];
            p += 2;
            break;
        case LAMINA_VERB_LINE:
            raster_add_line(r, x, y, p[0], p[1]);
            x = p[0]; y = p[1];
            p += 2;
            break;
        case LAMINA_VERB_CUBIC:
            add_cubic(r, x, y, p[0], p[1], p[2], p[3], p[4], p[5], f->tolerance);
            x = p[4]; y = p[5];
            p += 6;
            break;
        default:
            raster_add_line(r, x, y, start_x, start_y);
            x = start_x; y = start_y;
            break;
        }
    }
    raster_add_line(r, x, y, start_x, start_y);
}

static int fill_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                     const double *points, int even_odd, const paint_t *paint, double tolerance) {
    int point_count = points_in_verbs(verbs, verb_count);
    double min_y = INFINITY, max_y = -INFINITY;
    for (int i = 0; i < 2 * point_count; i++) {
        if (!(fabs(points[i]) <= COORDINATE_LIMIT)) return 1;  // also NaN
        if (i % 2 == 1) {
            min_y = fmin(min_y, points[i]);
            max_y = fmax(max_y, points[i]);
        }
    }
    int empty = paint_is_empty(paint);
    if (empty < 0) return 1;
    if (point_count == 0 || empty || !(tolerance > 0)) return 0;

    raster_t raster, *r = &raster;
    int begun = raster_begin(r, target, min_y, max_y);
    if (begun <= 0) return begun < 0;
    path_t path = { verbs, verb_count, points, tolerance };
    raster_set_replay(r, add_path, &path);
    add_path(r, &path);
    return raster_finish(r, target, paint, even_odd);
}

int lamina_fill_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                     const double *points, int even_odd, uint32_t color, double tolerance) {
    paint_t paint = { color, NULL, NULL, 0 };
    return fill_path(target, verbs, verb_count, points, even_odd, &paint, tolerance);
}

int lamina_fill_path_gradient(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                              const double *points, int even_odd, const lamina_gradient *gradient, double tolerance) {
    paint_t paint = { 0, gradient, NULL, 0 };
    if (paint_is_empty(&paint) < 0 || paint_begin(&paint) != 0) return 1;
    int result = fill_path(target, verbs, verb_count, points, even_odd, &paint, tolerance);
    paint_end(&paint);
    return result;
}
