// The many-small-shapes scene drawn with plain Cairo calls: the reference for the layer
// benchmark's 10,000-shape-layer tree.
#include "include/layers_bench.h"
#include <cairo/cairo.h>
#include <math.h>

static void circle_path(cairo_t *cr, double x, double y, double d) {
    const double k = 0.5522847498307936;  // 4/3·(√2 − 1)
    double r = d / 2, cx = x + r, cy = y + r, o = k * r;
    cairo_new_path(cr);
    cairo_move_to(cr, cx + r, cy);
    cairo_curve_to(cr, cx + r, cy + o, cx + o, cy + r, cx, cy + r);
    cairo_curve_to(cr, cx - o, cy + r, cx - r, cy + o, cx - r, cy);
    cairo_curve_to(cr, cx - r, cy - o, cx - o, cy - r, cx, cy - r);
    cairo_curve_to(cr, cx + o, cy - r, cx + r, cy - o, cx + r, cy);
    cairo_close_path(cr);
}

int raw_cairo_many_circles(int width, int height, int count, double diameter) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    for (int i = 0; i < count; i++) {
        double x = fmod(37.0 * i, width - diameter), y = fmod(53.0 * i, height - diameter);
        cairo_set_source_rgba(cr, (i % 7) / 6.0, (i % 11) / 10.0, (i % 13) / 12.0, 1.0);
        circle_path(cr, x, y, diameter);
        cairo_fill(cr);
    }
    cairo_surface_flush(surface);
    int status = (int)cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return status;
}
