// Premultiplied ARGB32 pixels to the straight-alpha RGBA bytes PNG stores: the PNG encoder's
// step before deflate. Rendered frames are mostly fully transparent or fully opaque pixels,
// which need no division; groups of four such pixels go through one SSSE3 shuffle.
#include "CLaminaPNG.h"
#include "UniformGroups.h"

/// The pixels from index `start` up to `end`, one at a time.
static void unpremultiply_scalar(const uint32_t *pixels, size_t start, size_t end, uint8_t *rgba) {
    for (size_t i = start; i < end; i++) {
        const uint32_t pixel = pixels[i], a = pixel >> 24;
        uint8_t *out = rgba + 4 * i;
        if (a == 255) {
            out[0] = (uint8_t)(pixel >> 16);
            out[1] = (uint8_t)(pixel >> 8);
            out[2] = (uint8_t)pixel;
            out[3] = 255;
        } else if (a != 0) {
            const uint32_t half = a / 2, most = 255 * a;
            uint32_t red = ((pixel >> 16) & 0xFF) * 255 + half, green = ((pixel >> 8) & 0xFF) * 255 + half,
                     blue = (pixel & 0xFF) * 255 + half;
            out[0] = (uint8_t)((red < most ? red : most) / a);
            out[1] = (uint8_t)((green < most ? green : most) / a);
            out[2] = (uint8_t)((blue < most ? blue : most) / a);
            out[3] = (uint8_t)a;
        } else {
            out[0] = out[1] = out[2] = out[3] = 0;
        }
    }
}

#if defined(__x86_64__)
/// Groups of four pixels that are all opaque or all transparent (UniformGroups.h); other groups
/// pixel by pixel. Returns how many pixels it did: all but the last count % 4.
__attribute__((target("ssse3")))
static size_t unpremultiply_ssse3(const uint32_t *pixels, size_t count, uint8_t *rgba) {
    const size_t groups = count / 4 * 4;
    for (size_t i = 0; i < groups; i += 4) {
        if (!lamina_convert_uniform_group(pixels + i, rgba + 4 * i)) unpremultiply_scalar(pixels, i, i + 4, rgba);
    }
    return groups;
}
#endif

void lamina_unpremultiply(const uint32_t *pixels, size_t count, uint8_t *rgba) {
    size_t done = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) done = unpremultiply_ssse3(pixels, count, rgba);
#endif
    unpremultiply_scalar(pixels, done, count, rgba);
}
