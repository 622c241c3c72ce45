// Raw Cairo reference for the frame-export benchmark (Benchmarks/lamina-bench/FrameBenchmark.swift).
#ifndef FRAMES_BENCH_H
#define FRAMES_BENCH_H

/// Renders `count` frames of the progress ring into side×side ARGB32 surfaces (transparent,
/// a grey track ring and a blue ring from 12 o'clock clockwise to progress[i], round cap on the
/// blue ring only, ring radius `radius`, line width `line_width`, in pixels) and writes frame i
/// to `folder`/frame-%05d.png with cairo_surface_write_to_png. Returns 0, or the first
/// non-success Cairo status.
int raw_cairo_ring_png_sequence(const char *folder, const double *progress, int count, int side,
                                double radius, double line_width);

#endif
