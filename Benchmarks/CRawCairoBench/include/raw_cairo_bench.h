void raw_cairo_bench_placeholder(void);
