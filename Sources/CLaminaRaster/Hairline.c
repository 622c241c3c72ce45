// Strokes no wider than a pixel, drawn as Skia draws them (SkDraw::drawPath's
// `SkDrawTreatAsHairline`): a line one pixel across, whose every pixel along the major axis
// splits its alpha between the two pixels across it by where the line passes
// (SkScan_Antihair.cpp, `do_anti_hairline`, in 26.6 and 16.16 fixed point), the alpha times
// the stroke's width in pixels. Curves become 2^n lines (`compute_cubic_segs`); each line is
// drawn alone, so the pixels where two meet are blended twice, as in Skia; the ends of an open
// subpath move out by half a pixel for square caps and π/8 for round ones (`extend_pts`).
// Chromium and resvg draw every stroke of a pixel or less this way: a one-pixel stroke of a
// curve or a slanted line comes out lighter than its outline filled.
#include "CLaminaRaster.h"
#include "ScanConverter.h"

#include <math.h>
#include <stdlib.h>

/// The longest line drawn at once, in 1/64 pixel: longer ones are halved (as Skia's).
#define HAIRLINE_PIECE (511 * 64)

typedef struct {
    const lamina_fill_target *target;
    const paint_t *paint;
    int scale;  // the coverage, 0…256
} hair_t;

static void blend(const hair_t *h, int x, int y, int alpha) {
    raster_blend_pixel(h->target, x, y, h->paint, h->scale == 256 ? alpha : alpha * h->scale >> 8);
}

/// Pixels [from, to) along the major axis at `mod64`/64 of their alpha, the minor coordinate
/// starting at `f` (16.16) and moving by `slope` each; returns `f` after them.
static int64_t hair_run(const hair_t *h, int horizontal, int from, int to, int64_t f, int64_t slope, int mod64) {
    f += 0x8000;
    for (int i = from; i < to; i++, f += slope) {
        int minor = (int)(f >> 16), a = (int)((f >> 8) & 0xFF);
        int near = a * mod64 >> 6, far = (255 - a) * mod64 >> 6;
        if (horizontal) {
            blend(h, i, minor, near);
            blend(h, i, minor - 1, far);
        } else {
            blend(h, minor, i, near);
            blend(h, minor - 1, i, far);
        }
    }
    return f - 0x8000;
}

/// One line in 26.6 fixed point, clipped to the target's rows and columns as Skia clips it.
static void hair_line(const hair_t *h, int64_t x0, int64_t y0, int64_t x1, int64_t y1) {
    const lamina_fill_target *t = h->target;
    // A line whose pixels (a pixel either side) all lie outside the clip draws nothing: halves
    // of a long line are dropped before they are cut again.
    if ((x0 < x1 ? x1 : x0) < ((int64_t)t->clip_x0 - 1) * 64 || (x0 < x1 ? x0 : x1) > ((int64_t)t->clip_x1 + 1) * 64
        || (y0 < y1 ? y1 : y0) < ((int64_t)t->clip_y0 - 1) * 64 || (y0 < y1 ? y0 : y1) > ((int64_t)t->clip_y1 + 1) * 64) {
        return;
    }
    if (llabs(x1 - x0) > HAIRLINE_PIECE || llabs(y1 - y0) > HAIRLINE_PIECE) {
        int64_t hx = (x0 >> 1) + (x1 >> 1), hy = (y0 >> 1) + (y1 >> 1);
        hair_line(h, x0, y0, hx, hy);
        hair_line(h, hx, hy, x1, y1);
        return;
    }
    int horizontal = llabs(x1 - x0) > llabs(y1 - y0);
    // Along the major axis (a, from a0 to a1, increasing) and across it (b).
    int64_t a0 = horizontal ? x0 : y0, a1 = horizontal ? x1 : y1, b0 = horizontal ? y0 : x0, b1 = horizontal ? y1 : x1;
    if (a0 > a1) {
        int64_t swap = a0; a0 = a1; a1 = swap;
        swap = b0; b0 = b1; b1 = swap;
    }
    if (a0 == a1) return;  // no length
    int start = (int)(a0 >> 6), stop = (int)((a1 + 63) >> 6);
    int64_t f = b0 * 1024, slope = 0;
    if (b0 != b1) {
        slope = (b1 - b0) * 65536 / (a1 - a0);
        f += (slope * (32 - (a0 & 63)) + 32) >> 6;
    }
    int scale_start, scale_stop;
    if (stop - start == 1) {
        scale_start = (int)(a1 - a0);
        scale_stop = 0;
    } else {
        scale_start = 64 - (int)(a0 & 63);
        scale_stop = (int)(a1 & 63);
    }
    // Columns (rows) outside the clip are skipped, as Skia's `do_anti_hairline` skips them.
    int low = horizontal ? t->clip_x0 : t->clip_y0, high = horizontal ? t->clip_x1 : t->clip_y1;
    if (start >= high || stop <= low) return;
    if (start < low) {
        f += slope * (low - start);
        start = low;
        scale_start = 64;
        if (stop - start == 1) {
            scale_start = (int)(a1 - (int64_t)start * 64);
            scale_stop = 0;
        }
    }
    if (stop > high) {
        stop = high;
        scale_stop = 0;
    }
    f = hair_run(h, horizontal, start, start + 1, f, slope, scale_start);
    start += 1;
    int full = stop - start - (scale_stop > 0);
    if (full > 0) f = hair_run(h, horizontal, start, start + full, f, slope, 64);
    if (scale_stop > 0) hair_run(h, horizontal, stop - 1, stop, f, slope, scale_stop);
}

static int64_t fdot6(double v) { return (int64_t)(v * 64); }

static void hair_segment(const hair_t *h, double xa, double ya, double xb, double yb) {
    hair_line(h, fdot6(xa), fdot6(ya), fdot6(xb), fdot6(yb));
}

/// How many lines Skia cuts a cubic into for a hairline: 2^i for the first i at which the
/// control points lie within 1/8 · 4^i pixel of the chord's thirds (at most 2^9).
static int cubic_lines(const double *p) {
    double diff = 0;
    for (int axis = 0; axis < 2; axis++) {
        double p0 = p[axis], p1 = p[2 + axis], p2 = p[4 + axis], p3 = p[6 + axis];
        diff = fmax(diff, fabs(p1 - (p3 / 3 + 2 * p0 / 3)));
        diff = fmax(diff, fabs(p2 - (p0 / 3 + 2 * p3 / 3)));
    }
    double tolerance = 1.0 / 8;
    for (int i = 0; i < 9; i++, tolerance *= 4) {
        if (diff < tolerance) return 1 << i;
    }
    return 1 << 9;
}

/// The points of one subpath, as x, y pairs, in room for `capacity`.
typedef struct {
    double *xy;
    int count, capacity;
} polyline_t;

static void push(polyline_t *l, double x, double y) {
    if (l->count == l->capacity) return;  // cannot happen: room was made for the longest subpath
    l->xy[2 * l->count] = x;
    l->xy[2 * l->count + 1] = y;
    l->count++;
}

/// The most points one subpath's lines take (curves cut as `cubic_lines` cuts them).
static long longest_subpath(const uint8_t *verbs, int verb_count, const double *points) {
    long longest = 0, count = 0;
    double x = 0, y = 0, start_x = 0, start_y = 0;
    const double *p = points;
    for (int i = 0; i < verb_count; i++) {
        switch (verbs[i]) {
        case LAMINA_VERB_MOVE:
            count = 1;
            start_x = x = p[0]; start_y = y = p[1];
            p += 2;
            break;
        case LAMINA_VERB_LINE:
            count += 1;
            x = p[0]; y = p[1];
            p += 2;
            break;
        case LAMINA_VERB_CUBIC: {
            double c[8] = { x, y, p[0], p[1], p[2], p[3], p[4], p[5] };
            count += cubic_lines(c);
            x = p[4]; y = p[5];
            p += 6;
            break;
        }
        default:
            count += 1;
            if (count > longest) longest = count;
            count = 1;
            x = start_x; y = start_y;
            break;
        }
        if (count > longest) longest = count;
    }
    return longest;
}

/// Moves the end `end` (0: the first point, 1: the last) of an open subpath out along its
/// direction by `outset` pixels.
static void extend(polyline_t *l, int end, double outset) {
    int n = l->count, at = end ? n - 1 : 0, step = end ? -1 : 1;
    double dx = 0, dy = 0;
    for (int k = at + step; k >= 0 && k < n; k += step) {
        dx = l->xy[2 * at] - l->xy[2 * k];
        dy = l->xy[2 * at + 1] - l->xy[2 * k + 1];
        if (dx != 0 || dy != 0) break;
    }
    double length = sqrt(dx * dx + dy * dy);
    if (length > 0) { dx /= length; dy /= length; } else { dx = end ? 1 : -1; dy = 0; }
    l->xy[2 * at] += dx * outset;
    l->xy[2 * at + 1] += dy * outset;
}

/// Draws a subpath's lines, its ends moved out for the cap when it is open.
static void draw_polyline(const hair_t *h, polyline_t *l, int closed, int cap) {
    if (l->count < 2) return;
    if (!closed && cap != LAMINA_CAP_BUTT) {
        double outset = cap == LAMINA_CAP_SQUARE ? 0.5 : M_PI / 8;
        extend(l, 0, outset);
        extend(l, 1, outset);
    }
    for (int i = 0; i + 1 < l->count; i++) {
        hair_segment(h, l->xy[2 * i], l->xy[2 * i + 1], l->xy[2 * i + 2], l->xy[2 * i + 3]);
    }
}

int hairline_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count, const double *points,
                  int cap, const paint_t *paint, double coverage) {
    hair_t h = { target, paint, coverage >= 1 ? 256 : (int)(coverage * 256) };
    long longest = longest_subpath(verbs, verb_count, points);
    if (longest > INT32_MAX / 2) return 1;
    polyline_t line = { malloc(sizeof(double) * 2 * (size_t)(longest + 1)), 0, (int)longest + 1 };
    if (!line.xy) return 1;
    const double *p = points;
    double x = 0, y = 0, start_x = 0, start_y = 0;
    for (int i = 0; i < verb_count; i++) {
        switch (verbs[i]) {
        case LAMINA_VERB_MOVE:
            draw_polyline(&h, &line, 0, cap);
            line.count = 0;
            start_x = x = p[0]; start_y = y = p[1];
            push(&line, x, y);
            p += 2;
            break;
        case LAMINA_VERB_LINE:
            x = p[0]; y = p[1];
            push(&line, x, y);
            p += 2;
            break;
        case LAMINA_VERB_CUBIC: {
            double c[8] = { x, y, p[0], p[1], p[2], p[3], p[4], p[5] };
            int n = cubic_lines(c);
            for (int k = 1; k <= n; k++) {
                double qx, qy;
                cubic_point(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], (double)k / n, &qx, &qy);
                push(&line, qx, qy);
            }
            x = p[4]; y = p[5];
            p += 6;
            break;
        }
        default:
            push(&line, start_x, start_y);
            draw_polyline(&h, &line, 1, cap);
            line.count = 0;
            x = start_x; y = start_y;
            push(&line, x, y);
            break;
        }
    }
    draw_polyline(&h, &line, 0, cap);
    free(line.xy);
    return 0;
}
