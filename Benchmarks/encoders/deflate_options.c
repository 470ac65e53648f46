/* Deflate settings for PNG `.small`, timed on the rows Easel's writer deflates.
 *
 * Reads a PNG that Easel wrote (any colour type libpng reads), rebuilds the
 * filtered rows the way the writer lays them out (RGB when every pixel is
 * opaque, RGBA otherwise, one filter byte per row), and for each row filter
 * and each deflate setting prints the thread CPU median of the deflate call and
 * the stream's size. Every stream is inflated again and compared with its input,
 * so a size is only printed for a stream that decodes to the same rows.
 *
 * Usage: deflate_options IMAGE.png [RUNS] [--rgba]
 * Build: cc -O2 deflate_options.c -lpng -ldeflate -lisal */
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* ---- row filters (PNG specification, section 9) ---- */

enum { NONE, SUB, UP, AVERAGE, PAETH };

static int paeth_predictor(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

static void filter_row(int type, const uint8_t *row, const uint8_t *above, size_t n, int bpp, uint8_t *out) {
    out[0] = (uint8_t)type;
    for (size_t i = 0; i < n; i++) {
        int a = i >= (size_t)bpp ? row[i - bpp] : 0;
        int b = above ? above[i] : 0;
        int c = (above && i >= (size_t)bpp) ? above[i - bpp] : 0;
        int predicted = type == SUB ? a : type == UP ? b : type == AVERAGE ? (a + b) / 2
                      : type == PAETH ? paeth_predictor(a, b, c) : 0;
        out[1 + i] = (uint8_t)(row[i] - predicted);
    }
}

/* libpng's adaptive heuristic: the filter whose bytes, read as signed, sum smallest. */
static long signed_sum(const uint8_t *filtered, size_t n) {
    long s = 0;
    for (size_t i = 1; i <= n; i++) s += filtered[i] < 128 ? filtered[i] : 256 - filtered[i];
    return s;
}

enum strategy { S_NONE, S_UP_REPEATS, S_UP, S_SUB, S_PAETH, S_MINSUM, STRATEGIES };
static const char *strategy_name[STRATEGIES] = {
    "none (what Easel writes)", "Up on repeated rows only", "Up", "Sub", "Paeth", "per-row minimum sum",
};

static void build_rows(enum strategy s, const uint8_t *px, size_t row, int height, int bpp, uint8_t *out, uint8_t *trial) {
    for (int y = 0; y < height; y++) {
        const uint8_t *cur = px + (size_t)y * row, *above = y ? cur - row : NULL;
        uint8_t *dst = out + (size_t)y * (row + 1);
        int repeat = above && memcmp(cur, above, row) == 0;
        switch (s) {
        case S_NONE: filter_row(NONE, cur, above, row, bpp, dst); break;
        case S_UP_REPEATS: filter_row(repeat ? UP : NONE, cur, above, row, bpp, dst); break;
        case S_UP: filter_row(UP, cur, above, row, bpp, dst); break;
        case S_SUB: filter_row(SUB, cur, above, row, bpp, dst); break;
        case S_PAETH: filter_row(PAETH, cur, above, row, bpp, dst); break;
        case S_MINSUM: {
            long best = -1;
            for (int t = NONE; t <= PAETH; t++) {
                filter_row(t, cur, above, row, bpp, trial);
                long sum = signed_sum(trial, row);
                if (best < 0 || sum < best) { best = sum; memcpy(dst, trial, row + 1); }
            }
            break;
        }
        default: break;
        }
    }
}

/* ---- deflate settings ---- */

struct setting { const char *name; int igzip, level; uint32_t level_buf; };
static const struct setting settings[] = {
    { "igzip 1", 1, 1, ISAL_DEF_LVL1_DEFAULT },
    { "igzip 2 (.fast)", 1, 2, ISAL_DEF_LVL2_DEFAULT },
    { "igzip 2, largest buffer", 1, 2, ISAL_DEF_LVL2_EXTRA_LARGE },
    { "igzip 3", 1, 3, ISAL_DEF_LVL3_DEFAULT },
    { "igzip 3, largest buffer", 1, 3, ISAL_DEF_LVL3_EXTRA_LARGE },
    { "libdeflate 1", 0, 1, 0 },
    { "libdeflate 2 (.small)", 0, 2, 0 },
    { "libdeflate 4", 0, 4, 0 },
    { "libdeflate 6", 0, 6, 0 },
};
#define SETTINGS (sizeof settings / sizeof settings[0])

static uint8_t *level_buf;
static struct libdeflate_compressor *compressors[13];

/* Raw deflate, as the writer wraps it in a zlib header and Adler-32 of its own. */
static size_t deflate_once(const struct setting *s, const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
    if (s->igzip) {
        struct isal_zstream z;
        isal_deflate_stateless_init(&z);
        z.level = (uint32_t)s->level;
        z.level_buf = level_buf;
        z.level_buf_size = s->level_buf;
        z.end_of_stream = 1;
        z.next_in = (uint8_t *)in;
        z.avail_in = (uint32_t)n;
        z.next_out = out;
        z.avail_out = (uint32_t)cap;
        return isal_deflate_stateless(&z) == COMP_OK ? z.total_out : 0;
    }
    if (!compressors[s->level]) compressors[s->level] = libdeflate_alloc_compressor(s->level);
    return libdeflate_deflate_compress(compressors[s->level], in, n, out, cap);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s IMAGE.png [RUNS] [--rgba]\n", argv[0]); return 2; }
    int runs = argc > 2 && argv[2][0] != '-' ? atoi(argv[2]) : 31;
    int force_rgba = argc > 2 && strcmp(argv[argc - 1], "--rgba") == 0;
    if (runs < 1 || runs > 1001) runs = 31;

    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, argv[1])) { fprintf(stderr, "%s: %s\n", argv[1], image.message); return 1; }
    image.format = PNG_FORMAT_RGBA;
    uint8_t *rgba = malloc(PNG_IMAGE_SIZE(image));
    if (!rgba || !png_image_finish_read(&image, NULL, rgba, 0, NULL)) { fprintf(stderr, "%s: %s\n", argv[1], image.message); return 1; }
    size_t pixels = (size_t)image.width * image.height;
    int opaque = 1;
    for (size_t i = 0; i < pixels; i++) opaque &= rgba[4 * i + 3] == 255;
    int bpp = opaque && !force_rgba ? 3 : 4;
    size_t row = (size_t)image.width * (size_t)bpp, rows_len = (row + 1) * image.height;
    uint8_t *px = malloc(row * image.height);
    for (size_t i = 0; i < pixels; i++) memcpy(px + i * bpp, rgba + 4 * i, (size_t)bpp);

    uint8_t *rows = malloc(rows_len), *trial = malloc(row + 1), *back = malloc(rows_len);
    size_t cap = rows_len + rows_len / 8 + 4096;
    uint8_t *out = malloc(cap);
    level_buf = malloc(ISAL_DEF_LVL3_EXTRA_LARGE);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    double *t = malloc(sizeof(double) * (size_t)runs);
    if (!px || !rows || !trial || !back || !out || !level_buf || !inflater || !t) { fprintf(stderr, "out of memory\n"); return 1; }

    int repeats = 0;
    for (unsigned y = 1; y < image.height; y++) repeats += memcmp(px + y * row, px + (y - 1) * row, row) == 0;
    printf("%s: %ux%u, %s, %zu bytes of rows, %d of %u rows repeat the row above\n",
           argv[1], image.width, image.height, bpp == 3 ? "RGB" : "RGBA", rows_len, repeats, image.height);
    printf("%-26s %-26s %10s %10s\n", "filter", "deflate", "CPU ms", "KiB");
    for (int s = 0; s < STRATEGIES; s++) {
        for (int r = 0; r < runs; r++) {
            double t0 = cpu_ms();
            build_rows((enum strategy)s, px, row, (int)image.height, bpp, rows, trial);
            t[r] = cpu_ms() - t0;
        }
        qsort(t, (size_t)runs, sizeof *t, by_value);
        printf("%-26s %-26s %10.3f %10s\n", strategy_name[s], "(filter pass alone)", t[runs / 2], "");
        for (size_t k = 0; k < SETTINGS; k++) {
            size_t n = 0;
            for (int r = 0; r < runs; r++) {
                double t0 = cpu_ms();
                n = deflate_once(&settings[k], rows, rows_len, out, cap);
                t[r] = cpu_ms() - t0;
            }
            qsort(t, (size_t)runs, sizeof *t, by_value);
            size_t got = 0;
            int same = n && libdeflate_deflate_decompress(inflater, out, n, back, rows_len, &got) == LIBDEFLATE_SUCCESS
                       && got == rows_len && memcmp(back, rows, rows_len) == 0;
            if (!same) { fprintf(stderr, "%s after %s did not decode to its rows\n", settings[k].name, strategy_name[s]); return 1; }
            printf("%-26s %-26s %10.3f %10.1f\n", "", settings[k].name, t[runs / 2], (double)(n + 6) / 1024);
        }
    }
    for (size_t i = 0; i < sizeof compressors / sizeof compressors[0]; i++) libdeflate_free_compressor(compressors[i]);
    libdeflate_free_decompressor(inflater);
    free(t); free(level_buf); free(out); free(back); free(trial); free(rows); free(px); free(rgba);
    return 0;
}
