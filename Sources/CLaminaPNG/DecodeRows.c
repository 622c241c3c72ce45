// The PNG decoder's per-byte work: each unfiltered row expanded to premultiplied ARGB32 as
// Cairo's PNG reader produces it over libpng (cairo-png.c, read_png: palette and grey expanded
// to RGB, tRNS turned into alpha, 16-bit samples cut to their high byte with png_set_strip_16,
// then premultiply_data). Rows that are all opaque or all transparent RGBA go four pixels a step
// with SSSE3 where the processor has it.
#include "CLaminaPNG.h"
#include "UniformGroups.h"

/// c × a / 255 rounded to the nearest, exactly (Cairo's multiply_alpha).
static inline uint32_t multiply_alpha(uint32_t alpha, uint32_t colour) {
    const uint32_t t = alpha * colour + 0x80;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t premultiply(uint32_t red, uint32_t green, uint32_t blue, uint32_t alpha) {
    if (alpha == 255) return 0xFF000000u | red << 16 | green << 8 | blue;
    if (alpha == 0) return 0;
    return alpha << 24 | multiply_alpha(alpha, red) << 16 | multiply_alpha(alpha, green) << 8
           | multiply_alpha(alpha, blue);
}

uint32_t lamina_png_premultiplied(uint8_t red, uint8_t green, uint8_t blue, uint8_t alpha) {
    return premultiply(red, green, blue, alpha);
}

static inline uint32_t opaque(uint32_t red, uint32_t green, uint32_t blue) {
    return 0xFF000000u | red << 16 | green << 8 | blue;
}

/// The `depth`-bit sample `x` of a row packed most significant bits first (depth 1, 2 or 4).
static inline uint32_t packed_sample(const uint8_t *row, size_t x, unsigned depth) {
    const size_t bit = x * depth;
    return (uint32_t)(row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1u << depth) - 1);
}

/// 8-bit RGBA pixels from `start` to `end`, one at a time.
static void rgba8_scalar(const uint8_t *row, size_t start, size_t end, uint32_t *out, size_t step) {
    for (size_t x = start; x < end; x++) {
        const uint8_t *p = row + 4 * x;
        out[x * step] = premultiply(p[0], p[1], p[2], p[3]);
    }
}

#if defined(__x86_64__)
/// Groups of four 8-bit RGBA pixels that are all opaque or all transparent (UniformGroups.h),
/// into consecutive pixels; other groups pixel by pixel. Returns how many pixels it did: all but
/// the last width % 4.
__attribute__((target("ssse3")))
static size_t rgba8_ssse3(const uint8_t *row, size_t width, uint32_t *out) {
    const size_t groups = width / 4 * 4;
    for (size_t x = 0; x < groups; x += 4) {
        if (!lamina_convert_uniform_group(row + 4 * x, out + x)) rgba8_scalar(row, x, x + 4, out, 1);
    }
    return groups;
}
#endif

/// One unfiltered row of `width` pixels to premultiplied ARGB32, pixel x at out[x × step].
static void expand_row(const lamina_png_layout *layout, const uint8_t *row, size_t width, uint32_t *out,
                       size_t step, int use_ssse3) {
    const unsigned depth = layout->bit_depth;
    const int keyed = layout->has_key;
    switch (layout->colour_type) {
    case 6:
        if (depth == 8) {
            size_t done = 0;
#if defined(__x86_64__)
            if (use_ssse3 && step == 1) done = rgba8_ssse3(row, width, out);
#endif
            rgba8_scalar(row, done, width, out, step);
        } else {
            for (size_t x = 0; x < width; x++) {
                const uint8_t *p = row + 8 * x;
                out[x * step] = premultiply(p[0], p[2], p[4], p[6]);
            }
        }
        return;
    case 4:
        for (size_t x = 0; x < width; x++) {
            const uint8_t *p = row + (depth == 8 ? 2 : 4) * x;
            const uint32_t grey = p[0], alpha = p[depth == 8 ? 1 : 2];
            out[x * step] = premultiply(grey, grey, grey, alpha);
        }
        return;
    case 2:
        for (size_t x = 0; x < width; x++) {
            if (depth == 8) {
                const uint8_t *p = row + 3 * x;
                const int transparent = keyed && p[0] == layout->key[0] && p[1] == layout->key[1] && p[2] == layout->key[2];
                out[x * step] = transparent ? 0 : opaque(p[0], p[1], p[2]);
            } else {
                const uint8_t *p = row + 6 * x;
                const int transparent = keyed && (uint16_t)(p[0] << 8 | p[1]) == layout->key[0]
                                        && (uint16_t)(p[2] << 8 | p[3]) == layout->key[1]
                                        && (uint16_t)(p[4] << 8 | p[5]) == layout->key[2];
                out[x * step] = transparent ? 0 : opaque(p[0], p[2], p[4]);
            }
        }
        return;
    case 0:
        for (size_t x = 0; x < width; x++) {
            uint32_t sample, grey;
            if (depth == 16) {
                sample = (uint32_t)row[2 * x] << 8 | row[2 * x + 1];
                grey = row[2 * x];
            } else if (depth == 8) {
                sample = grey = row[x];
            } else {
                sample = packed_sample(row, x, depth);
                grey = sample * (255u / ((1u << depth) - 1));
            }
            out[x * step] = keyed && sample == layout->key[0] ? 0 : opaque(grey, grey, grey);
        }
        return;
    case 3:
        for (size_t x = 0; x < width; x++) {
            const uint32_t index = depth == 8 ? row[x] : packed_sample(row, x, depth);
            out[x * step] = layout->palette[index];
        }
        return;
    default:
        return;
    }
}

ptrdiff_t lamina_png_decode_rows(const lamina_png_layout *layout, uint8_t *rows, size_t width, size_t height,
                                 uint32_t *pixels, size_t pixel_step, size_t row_step) {
    const size_t channels = layout->colour_type == 6 ? 4 : layout->colour_type == 2 ? 3
                            : layout->colour_type == 4 ? 2 : 1;
    const size_t bits = channels * layout->bit_depth;
    const size_t row_bytes = (width * bits + 7) / 8;
    const size_t pixel_bytes = bits >= 8 ? bits / 8 : 1;
    int use_ssse3 = 0;
#if defined(__x86_64__)
    use_ssse3 = __builtin_cpu_supports("ssse3");
#endif
    const uint8_t *previous = NULL;
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = rows + y * (row_bytes + 1);
        if (lamina_png_unfilter(row[0], row + 1, previous, row_bytes, pixel_bytes) != 0) return (ptrdiff_t)y;
        expand_row(layout, row + 1, width, pixels + y * row_step, pixel_step, use_ssse3);
        previous = row + 1;
    }
    return -1;
}
