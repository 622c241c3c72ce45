// The progress-ring scene drawn with plain Cairo calls: the reference for lamina-bench.
#include "include/raw_cairo_bench.h"
#include <cairo/cairo.h>
#include <math.h>

int raw_cairo_progress_ring(int width, int height, double radius, double line_width, double progress) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    double cx = width / 2.0, cy = height / 2.0;

    cairo_set_line_width(cr, line_width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);

    cairo_set_source_rgba(cr, 0.898, 0.898, 0.918, 1.0);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, radius, -M_PI / 2, 3 * M_PI / 2);
    cairo_stroke(cr);

    if (progress > 0) {
        cairo_set_source_rgba(cr, 0.0, 122.0 / 255.0, 1.0, 1.0);
        cairo_new_path(cr);
        cairo_arc(cr, cx, cy, radius, -M_PI / 2, -M_PI / 2 + 2 * M_PI * progress);
        cairo_stroke(cr);
    }
    cairo_surface_flush(surface);
    int status = (int)cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return status;
}
