// The progress-ring frames drawn and written with plain Cairo calls: the reference for the
// frame-export benchmark. PNG writing is cairo_surface_write_to_png (libpng, adaptive filters).
#include "include/frames_bench.h"
#include <cairo/cairo.h>
#include <math.h>
#include <stdio.h>

int raw_cairo_ring_png_sequence(const char *folder, const double *progress, int count, int side,
                                double radius, double line_width) {
    char path[4096];
    for (int i = 0; i < count; i++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side);
        cairo_t *cr = cairo_create(surface);
        double c = side / 2.0;
        cairo_set_line_width(cr, line_width);
        cairo_set_source_rgba(cr, 229.0 / 255.0, 229.0 / 255.0, 234.0 / 255.0, 1.0);
        cairo_arc(cr, c, c, radius, -M_PI / 2, 3 * M_PI / 2);
        cairo_stroke(cr);
        if (progress[i] > 0) {
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            cairo_set_source_rgba(cr, 0.0, 122.0 / 255.0, 1.0, 1.0);
            cairo_arc(cr, c, c, radius, -M_PI / 2, -M_PI / 2 + 2 * M_PI * progress[i]);
            cairo_stroke(cr);
        }
        int status = (int)cairo_status(cr);
        cairo_destroy(cr);
        snprintf(path, sizeof path, "%s/frame-%05d.png", folder, i);
        if (status == 0) status = (int)cairo_surface_write_to_png(surface, path);
        cairo_surface_destroy(surface);
        if (status != 0) return status;
    }
    return 0;
}
