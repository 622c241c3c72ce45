// A stroker for the scan converter: a path's outline under a pen, built as Cairo's polygon
// stroker builds it (cairo-path-stroke-polygon.c), then filled non-zero in one pass.
//
// Each subpath has two sides, made of the points half the width to the left and right of the
// path, at every end of a line and at every point a curve is cut into (offset along the curve's
// own normal there). Joins add the miter point, the pen's vertices (round) or nothing (bevel)
// on the outer side; caps add the square's corners or the pen's vertices. An open subpath is
// one loop (left side, end cap, right side backwards, start cap); a closed one is two loops of
// opposite turns.
//
// Area coverage adds up the winding of every piece of a pixel, so a pixel whose parts are
// covered twice comes out too dark where Cairo's sampling counts them once. The stroker draws
// only outlines that cover nothing twice:
// - on the inner side of a join, where Cairo goes through the join's own point (covering a
//   corner twice), it cuts the two inner edges at their crossing, which bounds the same area
//   once; an inner edge that would then run backwards (a segment shorter than the join cuts
//   off, a curve tighter than half the width, a cusp, a turn back) stops it;
// - an open subpath turning half a turn or more, or a closed one that is not convex, may
//   overlap itself (round caps meeting on a nearly closed ring, a path crossing itself): its
//   loops are checked for edges that meet;
// - subpaths whose outlines' bounds overlap stop it.
// When it stops, it has drawn nothing, and the caller strokes with Cairo. Sampled antialiasing
// counts each sample once, however many parts of the outline cover it: there the inner side of
// a join goes through the join's own point as Cairo's does, sides may run backwards, and loops
// that meet and subpaths that overlap are drawn; only cusps inside a curve stop it. A target
// that asks for hairlines gets a pen at most a pixel across drawn as Skia's hairline instead
// (Hairline.c).
#include "CLaminaRaster.h"
#include "ScanConverter.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double x, y; } vec_t;

static inline vec_t add(vec_t a, vec_t b) { return (vec_t){ a.x + b.x, a.y + b.y }; }
static inline vec_t sub(vec_t a, vec_t b) { return (vec_t){ a.x - b.x, a.y - b.y }; }
static inline vec_t scale(vec_t a, double s) { return (vec_t){ a.x * s, a.y * s }; }
static inline double dot(vec_t a, vec_t b) { return a.x * b.x + a.y * b.y; }
static inline double cross(vec_t a, vec_t b) { return a.x * b.y - a.y * b.x; }
/// The vector turned a quarter towards +y from +x: the left-hand normal in Cairo's terms.
static inline vec_t perp(vec_t a) { return (vec_t){ -a.y, a.x }; }

/// A growable list of points.
typedef struct {
    vec_t *points;
    int count, capacity;
} chain_t;

/// A y-monotone run of a loop's edges in the outline: `count` edges from edge `first` (edge k
/// goes from point k to the next of its loop, [loop_from, loop_to)), running down (`down` = 1)
/// or up, within `box`.
typedef struct {
    int loop_from, loop_to, first, count, down;
    double x0, y0, x1, y1;
} run_t;

/// A rectangle in pixels.
typedef struct {
    double x0, y0, x1, y1;
} box_t;

/// Where the path is and which way it goes there, in user space (`u` of length 1).
typedef struct {
    vec_t p, u;
} face_t;

/// The most pen vertices: Cairo's count for a tolerance of 0.1 pixel reaches it at a radius
/// of about 200 000 pixels; wider pens are left to Cairo.
#define MAXIMUM_PEN_VERTICES 4096
/// The most runs up or down in one subpath's outline that `loops_cross` checks pairwise; a
/// subpath winding more is left to Cairo.
#define MAXIMUM_RUNS 256
/// The most pairs of subpaths' bounds `subpaths_overlap` compares before leaving the path to Cairo.
#define MAXIMUM_BOUND_PAIRS 65536
/// Rounding allowed in a subpath's turning, in radians.
#define TURNING_SLACK 1e-6

typedef struct {
    // The style, in user space.
    double half_width, miter_limit;
    int cap, join;
    // User space to pixels: x' = xx x + xy y + x0, y' = yx x + yy y + y0.
    double xx, yx, xy, yy, x0, y0;
    /// Curves are cut into lines within this distance, in user space.
    double tolerance;
    /// Cairo's turn between two points of a curve beyond which it treats the point as a cusp:
    /// the cosine of the angle.
    double cusp_dot;
    int pen_count;
    vec_t *pen;
    // The subpath's sides: `ccw` on the left of the path (perp), `cw` on the right.
    chain_t cw, ccw;
    int has_initial, has_first, has_current;
    face_t first, current;
    /// The subpath's turning so far (radians, each turn's size added), and which ways it has
    /// turned (1: left, 2: right).
    double turning;
    int turn_ways;
    /// Where the subpath's loops start in the outline, and the first of them in `ends`.
    int subpath_start, subpath_first_loop;
    /// Whether the subpath's outline may cross itself: it turns half a turn or more (open), or
    /// is not convex (closed).
    int may_cross;
    /// Whether the outline is filled by samples (LAMINA_ANTIALIAS_SAMPLES), which count a
    /// sample once however many loops or subpaths cover it: crossings need no check.
    int sampled;
    /// The runs of `loops_cross`, kept from one subpath to the next.
    run_t *runs;
    int run_capacity;
    /// Each subpath's outline bounds, in pixels.
    box_t *boxes;
    int box_count, box_capacity;
    vec_t first_point, point;
    // The outline in pixels: loops of points, each ended at an index in `ends`.
    chain_t outline;
    int *ends;
    int end_count, end_capacity;
    /// Set when the stroker cannot bound the outline exactly (or memory ran out).
    int failed;
} stroker_t;

static int chain_push(stroker_t *s, chain_t *c, vec_t p) {
    if (c->count == c->capacity) {
        if (c->capacity > INT32_MAX / 4) { s->failed = 1; return 0; }
        int capacity = c->capacity ? c->capacity * 2 : 64;
        vec_t *points = realloc(c->points, sizeof(vec_t) * (size_t)capacity);
        if (!points) { s->failed = 1; return 0; }
        c->points = points;
        c->capacity = capacity;
    }
    c->points[c->count++] = p;
    return 1;
}

static inline vec_t *last(chain_t *c) { return &c->points[c->count - 1]; }

/// The point in pixels.
static inline vec_t device(const stroker_t *s, vec_t p) {
    return (vec_t){ s->xx * p.x + s->xy * p.y + s->x0, s->yx * p.x + s->yy * p.y + s->y0 };
}

/// The direction in pixels, of length 1 (zero when it has none).
static vec_t device_direction(const stroker_t *s, vec_t u) {
    vec_t d = { s->xx * u.x + s->xy * u.y, s->yx * u.x + s->yy * u.y };
    double length = hypot(d.x, d.y);
    return length > 0 ? scale(d, 1 / length) : (vec_t){ 0, 0 };
}

/// Adds the turn from direction `from` to `to` to the subpath's turning. The outline of an open
/// subpath turning less than half a turn in all, or of a closed one turning one way once around
/// (convex), cannot cross itself (given sides that run forwards); others are checked.
static void add_turn(stroker_t *s, vec_t from, vec_t to) {
    double c = cross(from, to), d = dot(from, to);
    if (fabs(c) < 1e-12 && d > 0) return;
    s->turning += atan2(fabs(c), d);
    s->turn_ways |= c > 0 ? 1 : 2;
}

static inline double orient(vec_t a, vec_t b, vec_t c) { return cross(sub(b, a), sub(c, a)); }

/// Whether p, on the line through a and b, lies on the segment ab.
static inline int within(vec_t a, vec_t b, vec_t p) {
    return fmin(a.x, b.x) <= p.x && p.x <= fmax(a.x, b.x) && fmin(a.y, b.y) <= p.y && p.y <= fmax(a.y, b.y);
}

/// Whether segments ab and cd cross or touch.
static int segments_meet(vec_t a, vec_t b, vec_t c, vec_t d) {
    if (fmax(a.x, b.x) < fmin(c.x, d.x) || fmax(c.x, d.x) < fmin(a.x, b.x) ||
        fmax(a.y, b.y) < fmin(c.y, d.y) || fmax(c.y, d.y) < fmin(a.y, b.y)) return 0;
    double o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
    if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return 1;
    // Touching (an end on the other segment, or collinear overlap): counted as meeting.
    return (o1 == 0 && within(a, b, c)) || (o2 == 0 && within(a, b, d)) ||
           (o3 == 0 && within(c, d, a)) || (o4 == 0 && within(c, d, b));
}

/// Edge `k` of a run in order of growing y: the k-th from its top.
static inline int run_edge(const run_t *c, int k) {
    int m = c->loop_to - c->loop_from;
    int index = c->down ? c->first + k : c->first + c->count - 1 - k;
    return c->loop_from + (index - c->loop_from) % m;
}

/// The ends of edge e of run c's loop.
static inline vec_t edge_start(const stroker_t *s, int e) { return s->outline.points[e]; }
static inline vec_t edge_end(const stroker_t *s, const run_t *c, int e) {
    return s->outline.points[e + 1 < c->loop_to ? e + 1 : c->loop_from];
}

/// Whether edges e and f (of the loops of runs a and b) follow one another in their loop.
static inline int adjacent(const run_t *a, int e, const run_t *b, int f) {
    if (a->loop_from != b->loop_from) return 0;
    int m = a->loop_to - a->loop_from, d = (e - f + m) % m;
    return d == 0 || d == 1 || d == m - 1;
}

/// Whether two runs' edges meet anywhere (other than where edges follow one another): both
/// are walked from the top, testing the edges whose rows overlap.
static int runs_meet(const stroker_t *s, const run_t *a, const run_t *b) {
    int i = 0, j = 0;
    while (i < a->count && j < b->count) {
        int e = run_edge(a, i), f = run_edge(b, j);
        vec_t p = edge_start(s, e), q = edge_end(s, a, e), u = edge_start(s, f), v = edge_end(s, b, f);
        if (!adjacent(a, e, b, f) && segments_meet(p, q, u, v)) return 1;
        if (fmax(p.y, q.y) <= fmax(u.y, v.y)) i++; else j++;
    }
    return 0;
}

static int by_top(const void *a, const void *b) {
    double x = ((const run_t *)a)->y0, y = ((const run_t *)b)->y0;
    return x < y ? -1 : x > y;
}

/// Whether the loops of the current subpath (in the outline, in pixels) cross or touch one
/// another or themselves: area coverage would then count the parts they share twice. Each
/// loop is cut into runs going down or up, which cannot cross themselves; runs whose bounds
/// overlap (found in order of their tops) are walked together.
static int loops_cross(stroker_t *s) {
    int count = 0;
    for (int loop = s->subpath_first_loop; loop < s->end_count; loop++) {
        int from = loop == 0 ? 0 : s->ends[loop - 1], to = s->ends[loop], m = to - from;
        if (m < 3) continue;
        // Start at an edge that goes the other way from the last one going up or down before it.
        int start = -1, previous = 0;
        for (int k = 0; k < 2 * m && start < 0; k++) {
            int e = from + k % m;
            vec_t p = s->outline.points[e], q = s->outline.points[e + 1 < to ? e + 1 : from];
            int way = q.y > p.y ? 1 : q.y < p.y ? -1 : 0;
            if (way != 0 && previous != 0 && way != previous) start = e;
            if (way != 0) previous = way;
        }
        if (start < 0) continue;  // flat: covers nothing
        for (int k = 0; k < m; k++) {
            int e = from + (start - from + k) % m;
            vec_t p = s->outline.points[e], q = s->outline.points[e + 1 < to ? e + 1 : from];
            int way = q.y > p.y ? 1 : q.y < p.y ? -1 : 0;
            run_t *run = count > 0 ? &s->runs[count - 1] : NULL;
            if (!run || run->loop_from != from || (way != 0 && way != (run->down ? 1 : -1))) {
                if (count == MAXIMUM_RUNS) return 1;  // too winding to check cheaply: Cairo draws it
                if (count == s->run_capacity) {
                    int capacity = s->run_capacity ? s->run_capacity * 2 : 32;
                    run_t *grown = realloc(s->runs, sizeof(run_t) * (size_t)capacity);
                    if (!grown) return 1;
                    s->runs = grown;
                    s->run_capacity = capacity;
                }
                run = &s->runs[count++];
                *run = (run_t){ from, to, e, 0, way >= 0, INFINITY, INFINITY, -INFINITY, -INFINITY };
            }
            run->count++;
            run->x0 = fmin(run->x0, fmin(p.x, q.x)); run->x1 = fmax(run->x1, fmax(p.x, q.x));
            run->y0 = fmin(run->y0, fmin(p.y, q.y)); run->y1 = fmax(run->y1, fmax(p.y, q.y));
        }
    }
    qsort(s->runs, (size_t)count, sizeof(run_t), by_top);
    for (int i = 0; i < count; i++) {
        for (int j = i + 1; j < count && s->runs[j].y0 <= s->runs[i].y1; j++) {
            const run_t *a = &s->runs[i], *b = &s->runs[j];
            if (a->x1 < b->x0 || b->x1 < a->x0) continue;
            if (runs_meet(s, a, b)) return 1;
        }
    }
    return 0;
}

/// Ends the subpath's loops in the outline: notes their bounds, and starts the next subpath.
static void end_subpath(stroker_t *s) {
    int from = s->subpath_start, to = s->outline.count;
    if (s->may_cross && !s->sampled && !s->failed && loops_cross(s)) s->failed = 1;
    s->subpath_start = to;
    s->subpath_first_loop = s->end_count;
    s->turning = 0;
    s->turn_ways = 0;
    s->may_cross = 0;
    if (to == from || s->failed) return;
    if (s->box_count == s->box_capacity) {
        int capacity = s->box_capacity ? s->box_capacity * 2 : 16;
        box_t *boxes = realloc(s->boxes, sizeof(box_t) * (size_t)capacity);
        if (!boxes) { s->failed = 1; return; }
        s->boxes = boxes;
        s->box_capacity = capacity;
    }
    box_t box = { INFINITY, INFINITY, -INFINITY, -INFINITY };
    for (int i = from; i < to; i++) {
        vec_t q = s->outline.points[i];
        box.x0 = fmin(box.x0, q.x); box.y0 = fmin(box.y0, q.y);
        box.x1 = fmax(box.x1, q.x); box.y1 = fmax(box.y1, q.y);
    }
    s->boxes[s->box_count++] = box;
}

static int by_left_edge(const void *a, const void *b) {
    double x = ((const box_t *)a)->x0, y = ((const box_t *)b)->x0;
    return x < y ? -1 : x > y;
}

/// Whether two subpaths' outlines may overlap (their bounds do): area coverage would then count
/// the shared part twice.
static int subpaths_overlap(stroker_t *s) {
    if (s->box_count < 2) return 0;
    qsort(s->boxes, (size_t)s->box_count, sizeof(box_t), by_left_edge);
    int pairs = 0;
    for (int i = 0; i < s->box_count; i++) {
        for (int j = i + 1; j < s->box_count && s->boxes[j].x0 < s->boxes[i].x1; j++) {
            if (s->boxes[j].y0 < s->boxes[i].y1 && s->boxes[i].y0 < s->boxes[j].y1) return 1;
            if (++pairs > MAXIMUM_BOUND_PAIRS) return 1;
        }
    }
    return 0;
}

/// The first point of the loop being emitted.
static inline int loop_start(const stroker_t *s) { return s->end_count > 0 ? s->ends[s->end_count - 1] : 0; }

/// Whether two points in pixels are one (within rounding): a loop keeps one of them, since an
/// edge of no length would touch its neighbours' neighbours and read as a crossing.
static inline int same_point(vec_t a, vec_t b) { return fabs(a.x - b.x) < 1e-9 && fabs(a.y - b.y) < 1e-9; }

static int end_loop(stroker_t *s) {
    int start = loop_start(s);
    while (s->outline.count - start > 1 && same_point(*last(&s->outline), s->outline.points[start])) s->outline.count--;
    if (s->end_count == s->end_capacity) {
        int capacity = s->end_capacity ? s->end_capacity * 2 : 16;
        int *ends = realloc(s->ends, sizeof(int) * (size_t)capacity);
        if (!ends) { s->failed = 1; return 0; }
        s->ends = ends;
        s->end_capacity = capacity;
    }
    s->ends[s->end_count++] = s->outline.count;
    return 1;
}

/// Appends a loop of user-space points to the outline, in pixels.
static void emit(stroker_t *s, const vec_t *points, int count, int backwards) {
    for (int i = 0; i < count && !s->failed; i++) {
        vec_t q = device(s, points[backwards ? count - 1 - i : i]);
        if (s->outline.count > loop_start(s) && same_point(q, *last(&s->outline))) continue;
        chain_push(s, &s->outline, q);
    }
}

/// Adds the side point `q` of the step from `from` to `to` along the path, first checking that
/// the side still goes forwards (otherwise the outline would cover some pixels twice, which
/// only samples count once).
static void advance(stroker_t *s, chain_t *side, vec_t q, vec_t from, vec_t to) {
    if (!s->sampled && side->count > 0 && dot(sub(q, *last(side)), sub(to, from)) <= 0) { s->failed = 1; return; }
    chain_push(s, side, q);
}

/// The pen's vertices strictly between the directions `a` and `b` (offsets from the centre,
/// turning the short way, or by half a turn for caps: `turn` > 0 towards perp(a)), around `p`.
static void fan(stroker_t *s, chain_t *side, vec_t p, vec_t a, vec_t b, double turn) {
    int n = s->pen_count;
    if (n < 2) return;
    double step = 2 * M_PI / n;
    double angle = atan2(a.y, a.x);
    if (angle < 0) angle += 2 * M_PI;
    int index = turn > 0 ? (int)floor(angle / step) : (int)ceil(angle / step);
    for (int taken = 0; taken <= n && !s->failed; taken++, index += turn > 0 ? 1 : -1) {
        vec_t v = s->pen[((index % n) + n) % n];
        double after = turn * cross(a, v), before = turn * cross(v, b);
        if (after <= 0) {
            if (taken < 2) continue;  // at or behind `a`: not yet in the arc
            break;
        }
        if (before <= 0) break;
        chain_push(s, side, add(p, v));
    }
}

/// The most inner side points a join may cut off.
#define MAXIMUM_CUT_POINTS 32

/// Ends the inner side `side` where the leaving piece's inner edge (from `o` along `u`) meets
/// it, dropping the points past that: the outline then bounds the two pieces' union once.
/// Returns 0 when no edge among the last few meets it.
static int cut_back(stroker_t *s, chain_t *side, vec_t o, vec_t u) {
    for (int k = side->count - 1; k >= 1 && k >= side->count - MAXIMUM_CUT_POINTS; k--) {
        vec_t from = side->points[k - 1], edge = sub(side->points[k], from);
        double denominator = cross(edge, u);
        if (denominator == 0) continue;
        // o + t u = from + r edge: r along the edge, t along the line.
        vec_t w = sub(o, from);
        double r = cross(w, u) / denominator, t = cross(w, edge) / denominator;
        if (r >= 0 && r <= 1 && t >= 0) {
            side->count = k;
            return chain_push(s, side, add(from, scale(edge, r)));
        }
    }
    return 0;
}

/// The join at the current point between the face arriving (`in`) and the one leaving (`out`).
/// Each side's last point is the end of `in` on it; afterwards it is where `out` starts.
static void join(stroker_t *s, face_t in, face_t out, int closing) {
    double turn = cross(in.u, out.u), along = dot(in.u, out.u);
    double h = s->half_width;
    if (fabs(turn) < 1e-12 && along > 0) return;  // straight on (within rounding): the sides run on
    if (along < -0.99 && !s->sampled) { s->failed = 1; return; }  // nearly a turn back: Cairo draws it
    add_turn(s, in.u, out.u);
    // The outer side is away from the turn: on the right (cw) when turning left.
    chain_t *outer = turn > 0 ? &s->cw : &s->ccw, *inner = turn > 0 ? &s->ccw : &s->cw;
    double side = turn > 0 ? -1 : 1;  // outer offset = side · h · perp(u)
    vec_t a = scale(perp(in.u), side * h), b = scale(perp(out.u), side * h);
    vec_t p = in.p;
    int mitered = 0;
    switch (s->join) {
    case LAMINA_JOIN_ROUND:
        fan(s, outer, p, a, b, turn);
        break;
    case LAMINA_JOIN_MITER: {
        // Cairo's test, on directions in pixels: 1 / sin(ψ/2) ≤ limit.
        double device_along = dot(device_direction(s, in.u), device_direction(s, out.u));
        if (2 <= s->miter_limit * s->miter_limit * (1 + device_along)) {
            vec_t m = add(p, scale(add(a, b), 1 / (1 + along)));
            *last(outer) = m;
            if (closing) {  // the loop closes onto its first point: m, once
                outer->points[0] = m;
                outer->count--;
            }
            mitered = 1;
        }
        break;
    }
    default:
        break;
    }
    // A closed side's loop runs on to its first point, where `out` starts.
    if (!mitered && !closing) chain_push(s, outer, add(p, b));
    if (s->sampled) {
        // The inner side goes through the join's own point, as Cairo's does: the corner it
        // covers twice counts once by samples. A closed side's loop runs on to where `out` starts.
        chain_push(s, inner, p);
        if (!closing) chain_push(s, inner, sub(p, b));
        return;
    }
    // Inner side: the crossing of the two inner edges, h (n_in + n_out) / (1 + cos) from p.
    vec_t x = add(p, scale(add(scale(a, -1), scale(b, -1)), 1 / (1 + along)));
    if (inner->count >= 2 && dot(sub(x, inner->points[inner->count - 2]), in.u) <= 0) {
        // The crossing is behind the last step of `in` (a curve's short last step before a
        // corner): `out`'s inner edge meets the inner side further back.
        if (closing || !cut_back(s, inner, sub(p, b), out.u)) s->failed = 1;
        return;
    }
    *last(inner) = x;
    if (closing) {
        if (inner->count >= 2 && dot(sub(inner->points[1], x), out.u) <= 0) { s->failed = 1; return; }
        inner->points[0] = x;
        inner->count--;
    }
}

/// Starts the sides at face `f` when the subpath has none yet, or joins onto it.
static void begin_face(stroker_t *s, face_t f) {
    if (s->has_current) {
        join(s, s->current, f, 0);
    } else {
        if (!s->has_first) {
            s->first = f;
            s->has_first = 1;
        }
        s->has_current = 1;
        chain_push(s, &s->ccw, add(f.p, scale(perp(f.u), s->half_width)));
        chain_push(s, &s->cw, sub(f.p, scale(perp(f.u), s->half_width)));
    }
}

/// Adds both sides' points where a step from `from` ends at face `f`.
static void end_step(stroker_t *s, vec_t from, face_t f) {
    vec_t offset = scale(perp(f.u), s->half_width);
    advance(s, &s->ccw, add(f.p, offset), from, f.p);
    advance(s, &s->cw, sub(f.p, offset), from, f.p);
}

static void line_to(stroker_t *s, vec_t q) {
    s->has_initial = 1;
    vec_t d = sub(q, s->point);
    if (d.x == 0 && d.y == 0) return;
    double length = hypot(d.x, d.y);
    face_t start = { s->point, scale(d, 1 / length) };
    begin_face(s, start);
    face_t end = { q, start.u };
    end_step(s, s->point, end);
    s->current = end;
    s->point = q;
}

/// The curve's direction at t, of length 1; where the derivative vanishes (a control point on
/// an end), the direction of the next control point that differs, as Cairo takes it.
static vec_t curve_direction(vec_t p0, vec_t p1, vec_t p2, vec_t p3, double t) {
    double u = 1 - t;
    vec_t d = add(add(scale(sub(p1, p0), 3 * u * u), scale(sub(p2, p1), 6 * u * t)), scale(sub(p3, p2), 3 * t * t));
    if (hypot(d.x, d.y) < 1e-12 * (1 + hypot(p3.x - p0.x, p3.y - p0.y))) {
        d = t < 0.5 ? (p2.x != p0.x || p2.y != p0.y ? sub(p2, p0) : sub(p3, p0))
                    : (p3.x != p1.x || p3.y != p1.y ? sub(p3, p1) : sub(p3, p0));
    }
    double length = hypot(d.x, d.y);
    return length > 0 ? scale(d, 1 / length) : (vec_t){ 0, 0 };
}

static void curve_to(stroker_t *s, vec_t p1, vec_t p2, vec_t p3) {
    vec_t p0 = s->point;
    if ((p1.x == p0.x && p1.y == p0.y && p2.x == p0.x && p2.y == p0.y) ||
        ((p1.x == p0.x && p1.y == p0.y) && (p2.x == p3.x && p2.y == p3.y))) {
        line_to(s, p3);  // a line, as Cairo takes it
        return;
    }
    s->has_initial = 1;
    // Wang's formula for the steps, in user space with the tolerance scaled to pixels.
    vec_t a = add(sub(p0, scale(p1, 2)), p2), b = add(sub(p1, scale(p2, 2)), p3);
    double bend = sqrt(fmax(dot(a, a), dot(b, b)));
    double steps = ceil(sqrt(bend * 0.75 / s->tolerance));
    if (!(steps <= MAXIMUM_CURVE_STEPS)) { s->failed = 1; return; }
    int n = steps < 1 ? 1 : (int)steps;
    face_t start = { p0, curve_direction(p0, p1, p2, p3, 0) };
    if (start.u.x == 0 && start.u.y == 0) { line_to(s, p3); return; }
    begin_face(s, start);
    face_t previous = start;
    for (int i = 1; i <= n && !s->failed; i++) {
        double t = (double)i / n, u = 1 - t;
        vec_t q = i == n ? p3 : add(add(scale(p0, u * u * u), scale(p1, 3 * u * u * t)),
                                    add(scale(p2, 3 * u * t * t), scale(p3, t * t * t)));
        face_t f = { q, curve_direction(p0, p1, p2, p3, t) };
        if (f.u.x == 0 && f.u.y == 0) { s->failed = 1; return; }
        // Cairo draws a fan where the curve turns sharply between two points: a cusp, or a
        // bend tighter than the pen.
        if (dot(f.u, previous.u) < s->cusp_dot) { s->failed = 1; return; }
        add_turn(s, previous.u, f.u);
        if (q.x == previous.p.x && q.y == previous.p.y) { s->failed = 1; return; }
        end_step(s, previous.p, f);
        previous = f;
    }
    s->current = previous;
    s->point = p3;
}

/// A pen's outline around `p`: Cairo's dot for a round cap on a subpath of no length.
static void dot_at(stroker_t *s, vec_t p) {
    chain_t *c = &s->ccw;
    c->count = 0;
    for (int i = 0; i < s->pen_count; i++) chain_push(s, c, add(p, s->pen[i]));
    if (s->pen_count >= 3) {
        emit(s, c->points, c->count, 0);
        end_loop(s);
    }
}

/// The cap's points after `f`'s left side point, up to (not including) its right side point;
/// `f.u` points away from the subpath.
static void cap(stroker_t *s, chain_t *c, face_t f) {
    vec_t left = scale(perp(f.u), s->half_width);
    switch (s->cap) {
    case LAMINA_CAP_ROUND:
        fan(s, c, f.p, left, scale(left, -1), -1);
        break;
    case LAMINA_CAP_SQUARE: {
        vec_t ahead = scale(f.u, s->half_width);
        chain_push(s, c, add(add(f.p, left), ahead));
        chain_push(s, c, add(sub(f.p, left), ahead));
        break;
    }
    default:
        break;
    }
}

/// Clears the sides and the subpath's state, and ends its loops in the outline.
static void next_subpath(stroker_t *s) {
    s->ccw.count = 0;
    s->cw.count = 0;
    s->has_initial = s->has_first = s->has_current = 0;
    end_subpath(s);
}

/// Ends an open subpath: its loop is the left side, the end cap, the right side backwards and
/// the start cap.
static void finish_open(stroker_t *s) {
    if (s->has_initial && !s->has_first && !s->has_current) {
        if (s->cap == LAMINA_CAP_ROUND) dot_at(s, s->first_point);
    } else if (s->has_current) {
        if (s->turning >= M_PI - TURNING_SLACK) s->may_cross = 1;
        cap(s, &s->ccw, s->current);
        emit(s, s->ccw.points, s->ccw.count, 0);
        emit(s, s->cw.points, s->cw.count, 1);
        s->cw.count = 0;  // emitted: its storage takes the start cap
        cap(s, &s->cw, (face_t){ s->first.p, scale(s->first.u, -1) });
        emit(s, s->cw.points, s->cw.count, 0);
        end_loop(s);
    }
    next_subpath(s);
}

static void close_path(stroker_t *s) {
    line_to(s, s->first_point);
    if (s->has_first && s->has_current) {
        join(s, s->current, s->first, 1);
        if (s->turn_ways == 3 || s->turning > 2 * M_PI + TURNING_SLACK) s->may_cross = 1;
        if (!s->failed) {
            emit(s, s->ccw.points, s->ccw.count, 0);
            end_loop(s);
            emit(s, s->cw.points, s->cw.count, 1);
            end_loop(s);
        }
        next_subpath(s);
    } else {
        finish_open(s);
    }
    s->point = s->first_point;
}

/// Adds the lines of the stroker's outline (`stroker`, a `stroker_t`), loop by loop, to
/// `raster` (a `raster_t`).
static void add_outline(void *raster, const void *stroker) {
    const stroker_t *s = stroker;
    for (int loop = 0, from = 0; loop < s->end_count; from = s->ends[loop++]) {
        int to = s->ends[loop];
        for (int i = from; i < to; i++) {
            vec_t q = s->outline.points[i], next = s->outline.points[i + 1 < to ? i + 1 : from];
            raster_add_line(raster, q.x, q.y, next.x, next.y);
        }
    }
}

/// Cairo's count of pen vertices for a radius of `major` pixels (the pen's longest axis).
static int pen_vertices(double tolerance, double major) {
    if (tolerance >= 4 * major) return 1;
    if (tolerance >= major) return 4;
    double n = ceil(2 * M_PI / acos(1 - tolerance / major));
    if (!(n <= MAXIMUM_PEN_VERTICES)) return -1;
    int count = (int)n;
    if (count % 2) count++;
    return count < 4 ? 4 : count;
}

/// Skia's `fast_len`: a vector's length, roughly (the longer component plus half the shorter).
static double fast_length(double x, double y) {
    x = fabs(x);
    y = fabs(y);
    return x > y ? x + y / 2 : y + x / 2;
}

static int stroke_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                       const double *points, const lamina_stroke_style *style, const paint_t *paint,
                       double tolerance, double maximum_columns) {
    const double *m = style->matrix;
    for (int i = 0; i < 6; i++) if (!isfinite(m[i])) return 1;
    double determinant = m[0] * m[3] - m[1] * m[2];
    double h = style->width / 2;
    if (!(h > 0) || !isfinite(h) || !(determinant != 0) || !(tolerance > 0)) return 1;
    int point_count = points_in_verbs(verbs, verb_count);
    for (int i = 0; i < 2 * point_count; i++) {
        if (!(fabs(points[i]) <= COORDINATE_LIMIT)) return 1;
    }
    int empty = paint_is_empty(paint);
    if (empty < 0) return 1;
    if (point_count == 0 || empty) return 0;
    if (target->hairlines) {
        // Skia draws a pen at most a pixel across on both axes as a hairline, its alpha times
        // the pen's mean width in pixels (SkDrawTreatAsHairline).
        double across = fast_length(m[0] * style->width, m[1] * style->width);
        double down = fast_length(m[2] * style->width, m[3] * style->width);
        if (across <= 1 && down <= 1) {
            return hairline_path(target, verbs, verb_count, points, style->cap, paint, (across + down) / 2);
        }
    }

    stroker_t stroker = { 0 }, *s = &stroker;
    s->half_width = h;
    s->miter_limit = style->miter_limit < 1 ? 1 : style->miter_limit;
    s->cap = style->cap;
    s->join = style->join;
    s->sampled = target->antialiasing == LAMINA_ANTIALIAS_SAMPLES;
    s->xx = m[0]; s->yx = m[1]; s->xy = m[2]; s->yy = m[3]; s->x0 = m[4]; s->y0 = m[5];
    // The matrix's largest stretch: the pen's longest axis is h times it.
    double p2 = m[0] * m[0] + m[1] * m[1] + m[2] * m[2] + m[3] * m[3];
    double stretch = sqrt((p2 + sqrt(fmax(p2 * p2 - 4 * determinant * determinant, 0))) / 2);
    s->tolerance = tolerance / stretch;
    double cusp = 1 - tolerance / (h * stretch);
    s->cusp_dot = 2 * cusp * cusp - 1;
    s->pen_count = pen_vertices(tolerance, h * stretch);
    if (s->pen_count < 0) return 1;
    // Only round joins and caps take the pen's vertices (a sine and a cosine each).
    if (s->join == LAMINA_JOIN_ROUND || s->cap == LAMINA_CAP_ROUND) {
        s->pen = malloc(sizeof(vec_t) * (size_t)s->pen_count);
        if (!s->pen) return 1;
        for (int i = 0; i < s->pen_count; i++) {
            double theta = 2 * M_PI * i / s->pen_count;
            s->pen[i] = (vec_t){ h * cos(theta), h * sin(theta) };
        }
    }

    // The path's points come in pixels; the stroker works in user space.
    double ixx = m[3] / determinant, iyx = -m[1] / determinant, ixy = -m[2] / determinant, iyy = m[0] / determinant;
    const double *p = points;
#define USER(i) ((vec_t){ ixx * (p[2 * (i)] - m[4]) + ixy * (p[2 * (i) + 1] - m[5]), \
                          iyx * (p[2 * (i)] - m[4]) + iyy * (p[2 * (i) + 1] - m[5]) })
    for (int i = 0; i < verb_count && !s->failed; i++) {
        switch (verbs[i]) {
        case LAMINA_VERB_MOVE:
            finish_open(s);
            s->first_point = s->point = USER(0);
            p += 2;
            break;
        case LAMINA_VERB_LINE:
            line_to(s, USER(0));
            p += 2;
            break;
        case LAMINA_VERB_CUBIC:
            curve_to(s, USER(0), USER(1), USER(2));
            p += 6;
            break;
        default:
            close_path(s);
            break;
        }
    }
#undef USER
    if (!s->failed) finish_open(s);

    int result = s->failed;
    double columns = 0, min_y = INFINITY, max_y = -INFINITY;
    double clip_width = target->clip_x1 - target->clip_x0;
    for (int loop = 0, from = 0; loop < s->end_count && !result; from = s->ends[loop++]) {
        int to = s->ends[loop];
        for (int i = from; i < to; i++) {
            vec_t q = s->outline.points[i], next = s->outline.points[i + 1 < to ? i + 1 : from];
            if (!(fabs(q.x) <= COORDINATE_LIMIT && fabs(q.y) <= COORDINATE_LIMIT)) result = 1;
            columns += fmin(fabs(next.x - q.x), clip_width);
            min_y = fmin(min_y, q.y);
            max_y = fmax(max_y, q.y);
        }
    }
    if (columns > maximum_columns || (!result && !s->sampled && subpaths_overlap(s))) result = 1;
    if (!result && s->end_count > 0) {
        raster_t raster, *r = &raster;
        int begun = raster_begin(r, target, min_y, max_y);
        if (begun < 0) {
            result = 1;
        } else if (begun > 0) {
            raster_set_replay(r, add_outline, s);
            add_outline(r, s);
            result = raster_finish(r, target, paint, 0);
        }
    }
    free(s->pen);
    free(s->cw.points);
    free(s->ccw.points);
    free(s->outline.points);
    free(s->ends);
    free(s->boxes);
    free(s->runs);
    return result;
}

int lamina_stroke_path(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                       const double *points, const lamina_stroke_style *style, uint32_t color,
                       double tolerance, double maximum_columns) {
    paint_t paint = { color, NULL, NULL, 0 };
    return stroke_path(target, verbs, verb_count, points, style, &paint, tolerance, maximum_columns);
}

int lamina_stroke_path_gradient(const lamina_fill_target *target, const uint8_t *verbs, int verb_count,
                                const double *points, const lamina_stroke_style *style,
                                const lamina_gradient *gradient, double tolerance, double maximum_columns) {
    paint_t paint = { 0, gradient, NULL, 0 };
    if (paint_is_empty(&paint) < 0 || paint_begin(&paint) != 0) return 1;
    int result = stroke_path(target, verbs, verb_count, points, style, &paint, tolerance, maximum_columns);
    paint_end(&paint);
    return result;
}
