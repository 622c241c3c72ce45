// Raw Cairo references for the layer benchmarks (Benchmarks/lamina-bench/LayerBenchmark.swift).
#ifndef LAYERS_BENCH_H
#define LAYERS_BENCH_H

/// Fills `count` circles of diameter `diameter` pixels into a new width×height ARGB32
/// surface, each its own colour, placed and coloured exactly as the Lamina side of the
/// benchmark places its `count` shape layers: circle i has its top-left corner at
/// (fmod(37·i, width − diameter), fmod(53·i, height − diameter)) and colour
/// ((i mod 7)/6, (i mod 11)/10, (i mod 13)/12), opaque. Each circle is four cubic Béziers
/// with control arms 0.5522847498 × the radius, as BezierPath(ovalIn:). Returns the
/// surface's status (0 on success); the surface is destroyed before returning.
int raw_cairo_many_circles(int width, int height, int count, double diameter);

#endif
