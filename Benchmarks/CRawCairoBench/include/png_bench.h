#ifndef PNG_BENCH_H
#define PNG_BENCH_H
#include <stddef.h>

/// Decodes the PNG file of `length` bytes at `data` into a Cairo image surface (Cairo's
/// reader, over libpng) and destroys it. Returns the surface's status (0 on success).
int raw_cairo_decode_png(const unsigned char *data, size_t length);

#endif
