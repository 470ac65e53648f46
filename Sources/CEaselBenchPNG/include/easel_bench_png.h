#ifndef EASEL_BENCH_PNG_H
#define EASEL_BENCH_PNG_H
#include <stddef.h>
#include <stdint.h>

/* Encodes straight RGBA8 rows through libpng and zlib: the benchmarks' baseline.
   level: zlib 0-9. filter: 0 = none, 1 = adaptive. On success returns 0 and a
   malloc'd buffer the caller frees with free(); -1 with a message in err. */
int easel_bench_png_encode(const uint8_t *rgba, int width, int height, int level, int adaptive_filter,
                           uint8_t **out, size_t *out_len, char *err, size_t err_len);
#endif
