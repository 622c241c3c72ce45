// PNG decoding with Cairo's reader (libpng underneath), as Lamina decoded PNGs before its own
// decoder: the reference for lamina-bench's png group.
#include "include/png_bench.h"
#include <cairo/cairo.h>
#include <string.h>

typedef struct {
    const unsigned char *data;
    size_t length, offset;
} png_source;

static cairo_status_t read_bytes(void *closure, unsigned char *buffer, unsigned int length) {
    png_source *source = closure;
    if (length > source->length - source->offset) return CAIRO_STATUS_READ_ERROR;
    memcpy(buffer, source->data + source->offset, length);
    source->offset += length;
    return CAIRO_STATUS_SUCCESS;
}

int raw_cairo_decode_png(const unsigned char *data, size_t length) {
    png_source source = {data, length, 0};
    cairo_surface_t *surface = cairo_image_surface_create_from_png_stream(read_bytes, &source);
    const int status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    return status;
}
