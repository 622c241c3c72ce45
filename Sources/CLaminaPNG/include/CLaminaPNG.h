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

#endif
