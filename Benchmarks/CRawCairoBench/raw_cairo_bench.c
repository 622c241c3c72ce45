#include "include/raw_cairo_bench.h"
