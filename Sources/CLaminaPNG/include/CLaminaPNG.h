#ifndef LAMINA_PNG_H
#define LAMINA_PNG_H
#include <stddef.h>
#include <stdint.h>

/// The Adler-32 checksum (RFC 1950) of `length` bytes at `bytes`, continuing from `adler`
/// (1 for a new checksum): the same value as zlib's adler32(), 32 bytes a step with SSSE3
/// where the processor has it, plain C elsewhere.
uint32_t lamina_adler32(uint32_t adler, const uint8_t *bytes, size_t length);

/// `count` premultiplied ARGB32 pixels (Cairo's format: native-endian words) as straight-alpha
/// R, G, B, A bytes at `rgba` (4 × `count` bytes), each colour rounded as Cairo's PNG writer
/// does: (c × 255 + a / 2) / a, at most 255; a pixel of alpha 0 becomes four zero bytes.
/// Runs of four fully opaque or fully transparent pixels take one SSSE3 step where the
/// processor has it.
void lamina_unpremultiply(const uint32_t *pixels, size_t count, uint8_t *rgba);

/// Reverses PNG row filter `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth; PNG spec §9) on the
/// `length` bytes of `row`, in place. `previous` is the row above, already unfiltered, or NULL
/// for a pass's first row (a row of zeros); `pixel_bytes` is the distance to the byte on the
/// left (1 for images under 8 bits a pixel). Returns 0, or -1 when `type` is not 0–4.
int lamina_png_unfilter(uint8_t type, uint8_t *row, const uint8_t *previous, size_t length, size_t pixel_bytes);

/// How a PNG image's unfiltered rows read: colour type (0, 2, 3, 4, 6) and bit depth (1, 2, 4,
/// 8, 16) as IHDR gives them, the tRNS colour key of a grey or RGB image (`key` grey in [0], or
/// red, green, blue; at the image's bit depth), and for colour type 3 the 256 palette entries
/// as premultiplied ARGB32 (PLTE and tRNS together; entries past PLTE opaque black).
typedef struct lamina_png_layout {
    uint8_t colour_type;
    uint8_t bit_depth;
    uint8_t has_key;
    uint16_t key[3];
    const uint32_t *palette;
} lamina_png_layout;

/// The premultiplied ARGB32 pixel of straight-alpha `red`, `green`, `blue`, `alpha`, each colour
/// c × a / 255 rounded to the nearest as Cairo's PNG reader rounds it (its multiply_alpha).
uint32_t lamina_png_premultiplied(uint8_t red, uint8_t green, uint8_t blue, uint8_t alpha);

/// Unfilters the `height` rows of one image (or one Adam7 pass) of `width` pixels at `rows`
/// (each a filter byte and the row's bytes), in place, and writes each pixel as premultiplied
/// ARGB32 the way Cairo's PNG reader does: 16-bit samples cut to their high byte, grey and
/// palette expanded, the colour key made transparent, colours premultiplied as c × a / 255 rounded to the
/// nearest (Cairo's multiply_alpha). Pixel (x, y) goes to `pixels[y × row_step + x × pixel_step]`.
/// The caller guarantees `rows` holds height × (1 + row bytes) bytes and `pixels` every place.
/// Returns -1, or the index of the first row whose filter type is not 0–4 (nothing written
/// from that row on).
ptrdiff_t lamina_png_decode_rows(const lamina_png_layout *layout, uint8_t *rows, size_t width, size_t height,
                                 uint32_t *pixels, size_t pixel_step, size_t row_step);

#endif
