// The inverse of PNG's five row filters (PNG spec §9.2, filter method 0), for Lamina's PNG
// decoder; the forward filters are PNGRowFilter.swift's. Each reconstructed byte is the
// filtered byte plus a prediction from the reconstructed bytes on its left and above, modulo 256.
#include "CLaminaPNG.h"
#include <stdlib.h>

/// The Paeth predictor (PNG spec §9.4): whichever of left `a`, above `b` and upper-left `c` is
/// closest to a + b − c, ties going to a, then b.
static inline uint8_t paeth(int a, int b, int c) {
    const int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

int lamina_png_unfilter(uint8_t type, uint8_t *row, const uint8_t *previous, size_t length, size_t pixel_bytes) {
    const size_t bpp = pixel_bytes < length ? pixel_bytes : length;
    switch (type) {
    case 0:
        return 0;
    case 1:
        for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 0;
    case 2:
        if (previous != NULL) {
            for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        }
        return 0;
    case 3:
        if (previous == NULL) {
            for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + (row[i - bpp] >> 1));
            return 0;
        }
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (previous[i] >> 1));
        for (size_t i = bpp; i < length; i++) {
            row[i] = (uint8_t)(row[i] + (((unsigned)row[i - bpp] + previous[i]) >> 1));
        }
        return 0;
    case 4:
        // With no row above, b = c = 0 and the predictor is always the left byte: Sub.
        if (previous == NULL) {
            for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
            return 0;
        }
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        for (size_t i = bpp; i < length; i++) {
            row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], previous[i], previous[i - bpp]));
        }
        return 0;
    default:
        return -1;
    }
}
