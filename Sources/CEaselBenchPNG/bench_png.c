#include "easel_bench_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

/* libpng and zlib, the way Easel wrote PNGs before its own writer: kept only as
   the benchmarks' baseline (and the test that Easel's files are smaller). */

struct sink { uint8_t *buf; size_t len, cap; };
struct errctx { char *msg; size_t msg_len; };

static void on_error(png_structp png, png_const_charp msg) {
    struct errctx *e = (struct errctx *)png_get_error_ptr(png);
    if (e && e->msg && e->msg_len) snprintf(e->msg, e->msg_len, "%s", msg);
    png_longjmp(png, 1);
}
static void on_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

static void write_data(png_structp png, png_bytep data, png_size_t n) {
    struct sink *s = (struct sink *)png_get_io_ptr(png);
    if (s->len + n > s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 65536;
        while (cap < s->len + n) cap *= 2;
        uint8_t *b = realloc(s->buf, cap);
        if (!b) png_error(png, "out of memory");
        s->buf = b; s->cap = cap;
    }
    memcpy(s->buf + s->len, data, n);
    s->len += n;
}
static void flush_data(png_structp png) { (void)png; }

int easel_bench_png_encode(const uint8_t *rgba, int width, int height, int level, int adaptive_filter,
                     uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct errctx e = { err, err_len };
    struct sink s = { NULL, 0, 0 };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &e, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(s.buf);
        return -1;
    }
    png_set_write_fn(png, &s, write_data, flush_data);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, adaptive_filter ? PNG_ALL_FILTERS : PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgba + (size_t)y * width * 4));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = s.buf; *out_len = s.len;
    return 0;
}

