// Reference drawings done directly with Cairo from C, sharing no code with Lamina, so the
// benchmark can report Lamina's cost as a ratio measured in the same run.
#ifndef RAW_CAIRO_BENCH_H
#define RAW_CAIRO_BENCH_H

/// Draws the progress-ring scene into a new width×height ARGB32 surface: a grey track ring
/// and a blue progress ring from 12 o'clock clockwise to `progress` (0…1), round caps,
/// line width `line_width` pixels, ring radius `radius`. Returns the surface's status
/// (0 on success); the surface is destroyed before returning.
int raw_cairo_progress_ring(int width, int height, double radius, double line_width, double progress);

#include "layers_bench.h"
#include "frames_bench.h"
#include "png_bench.h"

#endif
