// Adler-32 (RFC 1950) for the PNG encoder's zlib streams. zlib computes it inside deflate one
// byte at a time, about a tenth of a frame's export; this takes 32 bytes a step with SSSE3
// (the method of Chromium's zlib, adler32_simd.c), and Lamina writes the zlib wrapper itself
// around a raw deflate stream.
#include "CLaminaPNG.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/// The largest prime below 2^16: both sums are kept modulo it.
#define ADLER_BASE 65521u
/// The most bytes that can be summed before the second sum may overflow 32 bits (zlib's NMAX).
#define ADLER_NMAX 5552u

/// The checksum in plain C, reducing once per ADLER_NMAX bytes.
static uint32_t adler32_scalar(uint32_t adler, const uint8_t *bytes, size_t length) {
    uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
    while (length > 0) {
        size_t n = length < ADLER_NMAX ? length : ADLER_NMAX;
        length -= n;
        while (n--) {
            s1 += *bytes++;
            s2 += s1;
        }
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
    }
    return (s2 << 16) | s1;
}

#if defined(__x86_64__)
/// The checksum 32 bytes at a time: per block, the first sum gains each chunk's byte sum
/// (psadbw), the second the bytes weighted 32 … 1 (pmaddubsw) plus 32 × the first sum as it
/// stood before each chunk.
__attribute__((target("ssse3")))
static uint32_t adler32_ssse3(uint32_t adler, const uint8_t *bytes, size_t length) {
    uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
    size_t chunks = length / 32;
    const __m128i weightsHigh = _mm_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i weightsLow = _mm_setr_epi8(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    const __m128i zero = _mm_setzero_si128();
    const __m128i ones = _mm_set1_epi16(1);
    while (chunks > 0) {
        size_t n = ADLER_NMAX / 32;
        if (n > chunks) n = chunks;
        chunks -= n;
        __m128i before = _mm_cvtsi32_si128((int)(s1 * (uint32_t)n));
        __m128i sum1 = zero;
        __m128i sum2 = _mm_cvtsi32_si128((int)s2);
        for (size_t i = 0; i < n; i++) {
            const __m128i first = _mm_loadu_si128((const __m128i *)bytes);
            const __m128i second = _mm_loadu_si128((const __m128i *)(bytes + 16));
            before = _mm_add_epi32(before, sum1);
            sum1 = _mm_add_epi32(sum1, _mm_sad_epu8(first, zero));
            sum2 = _mm_add_epi32(sum2, _mm_madd_epi16(_mm_maddubs_epi16(first, weightsHigh), ones));
            sum1 = _mm_add_epi32(sum1, _mm_sad_epu8(second, zero));
            sum2 = _mm_add_epi32(sum2, _mm_madd_epi16(_mm_maddubs_epi16(second, weightsLow), ones));
            bytes += 32;
        }
        sum2 = _mm_add_epi32(sum2, _mm_slli_epi32(before, 5));
        sum1 = _mm_add_epi32(sum1, _mm_shuffle_epi32(sum1, _MM_SHUFFLE(2, 3, 0, 1)));
        sum1 = _mm_add_epi32(sum1, _mm_shuffle_epi32(sum1, _MM_SHUFFLE(1, 0, 3, 2)));
        sum2 = _mm_add_epi32(sum2, _mm_shuffle_epi32(sum2, _MM_SHUFFLE(2, 3, 0, 1)));
        sum2 = _mm_add_epi32(sum2, _mm_shuffle_epi32(sum2, _MM_SHUFFLE(1, 0, 3, 2)));
        s1 = (s1 + (uint32_t)_mm_cvtsi128_si32(sum1)) % ADLER_BASE;
        s2 = (uint32_t)_mm_cvtsi128_si32(sum2) % ADLER_BASE;
    }
    return adler32_scalar((s2 << 16) | s1, bytes, length % 32);
}
#endif

uint32_t lamina_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) return adler32_ssse3(adler, bytes, length);
#endif
    return adler32_scalar(adler, bytes, length);
}
