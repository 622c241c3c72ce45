// Four pixels whose alphas are all 255 or all 0 need no arithmetic between Lamina's ARGB32 words
// and PNG's RGBA bytes: little-endian ARGB32 words are B, G, R, A in memory, so either way the
// conversion exchanges red and blue (one shuffle, its own inverse), or writes zeros. The PNG
// encoder (Unpremultiply.c) and decoder (DecodeRows.c) both take such groups four at a time.
#ifndef LAMINA_UNIFORM_GROUPS_H
#define LAMINA_UNIFORM_GROUPS_H

#if defined(__x86_64__)
#include <immintrin.h>

/// Writes the four 4-byte pixels at `in` to `out` with bytes 0 and 2 of each exchanged when
/// their alphas (byte 3 of each) are all 255, or sixteen zero bytes when all are 0, and returns
/// 1; returns 0 and writes nothing when the alphas are mixed.
__attribute__((target("ssse3")))
static inline int lamina_convert_uniform_group(const void *in, void *out) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    const __m128i zero = _mm_setzero_si128();
    const __m128i four = _mm_loadu_si128((const __m128i *)in);
    const __m128i alphas = _mm_and_si128(four, alpha);
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(alphas, alpha)) == 0xFFFF) {
        _mm_storeu_si128((__m128i *)out, _mm_shuffle_epi8(four, order));
        return 1;
    }
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(alphas, zero)) == 0xFFFF) {
        _mm_storeu_si128((__m128i *)out, zero);
        return 1;
    }
    return 0;
}
#endif

#endif
