#include "easel_png_writer.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- unpremultiplying: one table lookup per channel instead of a division ---- */

static uint8_t unpremultiplied[256][256]; /* [alpha][premultiplied channel] */
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void fill_table(void) {
    for (unsigned a = 1; a < 256; a++)
        for (unsigned c = 0; c < 256; c++) {
            unsigned v = (c * 255 + a / 2) / a;
            unpremultiplied[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
}

/* Native-endian ARGB32 as 32-bit words: alpha in the top byte on every host. */
static void argb_row_to_rgba(const uint32_t *src, int w, uint8_t *dst) {
    for (int x = 0; x < w; x++, dst += 4) {
        uint32_t px = src[x], a = px >> 24;
        if (a == 255) {
            dst[0] = (uint8_t)(px >> 16); dst[1] = (uint8_t)(px >> 8); dst[2] = (uint8_t)px; dst[3] = 255;
        } else if (a == 0) {
            memset(dst, 0, 4);
        } else {
            const uint8_t *t = unpremultiplied[a];
            dst[0] = t[(px >> 16) & 0xFF]; dst[1] = t[(px >> 8) & 0xFF]; dst[2] = t[px & 0xFF]; dst[3] = (uint8_t)a;
        }
    }
}

static void argb_row_to_rgb(const uint32_t *src, int w, uint8_t *dst) {
    for (int x = 0; x < w; x++, dst += 3) {
        uint32_t px = src[x];
        dst[0] = (uint8_t)(px >> 16); dst[1] = (uint8_t)(px >> 8); dst[2] = (uint8_t)px;
    }
}

static void rgba_row_to_rgb(const uint8_t *src, int w, uint8_t *dst) {
    for (int x = 0; x < w; x++, dst += 3, src += 4) { dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2]; }
}

void easel_unpremultiply_argb32(const uint8_t *argb, int width, int height, int stride, uint8_t *rgba) {
    pthread_once(&table_once, fill_table);
    for (int y = 0; y < height; y++)
        argb_row_to_rgba((const uint32_t *)(const void *)(argb + (size_t)y * stride), width, rgba + (size_t)y * width * 4);
}

void easel_premultiply_rgba(const uint8_t *rgba, int width, int height, uint8_t *argb, int stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *src = rgba + (size_t)y * width * 4;
        uint32_t *dst = (uint32_t *)(void *)(argb + (size_t)y * stride);
        for (int x = 0; x < width; x++, src += 4) {
            uint32_t a = src[3], r = src[0], g = src[1], b = src[2];
            if (a != 255) { r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255; }
            dst[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

/* An AND over every alpha byte: the loop vectorises, and one test decides RGB or RGBA. */
static int argb_is_opaque(const uint8_t *argb, int w, int h, int stride) {
    for (int y = 0; y < h; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(argb + (size_t)y * stride);
        uint32_t all = 0xFFFFFFFFu;
        for (int x = 0; x < w; x++) all &= row[x];
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}

static int rgba_is_opaque(const uint8_t *rgba, int w, int h) {
    size_t n = (size_t)w * h * 4;
    uint8_t all = 0xFF;
    for (size_t i = 3; i < n; i += 4) all &= rgba[i];
    return all == 0xFF;
}

/* ---- per-thread state: compressors by level and scratch memory, reused across images ---- */

#define LEVELS 13
#define KEEP_SCRATCH ((size_t)32 << 20) /* larger scratch is freed after each image */

struct thread_state {
    struct libdeflate_compressor *compressor[LEVELS];
    uint8_t *scratch;
    size_t scratch_cap;
};

static pthread_key_t state_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void free_state(void *p) {
    struct thread_state *s = p;
    for (int i = 0; i < LEVELS; i++) libdeflate_free_compressor(s->compressor[i]);
    free(s->scratch);
    free(s);
}

static void make_key(void) { pthread_key_create(&state_key, free_state); }

static struct thread_state *thread_state(void) {
    pthread_once(&key_once, make_key);
    struct thread_state *s = pthread_getspecific(state_key);
    if (!s) {
        s = calloc(1, sizeof *s);
        if (s && pthread_setspecific(state_key, s) != 0) { free(s); s = NULL; }
    }
    return s;
}

static uint8_t *scratch(struct thread_state *s, size_t n) {
    if (n > s->scratch_cap) {
        free(s->scratch);
        s->scratch = malloc(n);
        s->scratch_cap = s->scratch ? n : 0;
    }
    return s->scratch;
}

static void release_scratch(struct thread_state *s) {
    if (s->scratch_cap > KEEP_SCRATCH) { free(s->scratch); s->scratch = NULL; s->scratch_cap = 0; }
}

/* ---- chunks ---- */

static uint8_t *put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
    return p + 4;
}

/* Writes length, type and CRC around `len` data bytes already at p + 8. */
static uint8_t *close_chunk(uint8_t *p, const char type[4], uint32_t len) {
    put32(p, len);
    memcpy(p + 4, type, 4);
    return put32(p + 8 + len, libdeflate_crc32(0, p + 4, (size_t)len + 4));
}

typedef void (*row_source)(const void *ctx, int y, int opaque, uint8_t *dst);

struct argb_ctx { const uint8_t *data; int width, stride; };
struct rgba_ctx { const uint8_t *data; int width; };

static void argb_source(const void *c, int y, int opaque, uint8_t *dst) {
    const struct argb_ctx *a = c;
    const uint32_t *row = (const uint32_t *)(const void *)(a->data + (size_t)y * a->stride);
    if (opaque) argb_row_to_rgb(row, a->width, dst); else argb_row_to_rgba(row, a->width, dst);
}

static void rgba_source(const void *c, int y, int opaque, uint8_t *dst) {
    const struct rgba_ctx *r = c;
    const uint8_t *row = r->data + (size_t)y * r->width * 4;
    if (opaque) rgba_row_to_rgb(row, r->width, dst); else memcpy(dst, row, (size_t)r->width * 4);
}

static int write_png(row_source source, const void *ctx, int w, int h, int opaque, int level,
                     uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    if (w <= 0 || h <= 0) { snprintf(err, err_len, "empty image %dx%d", w, h); return -1; }
    if (level < 0 || level >= LEVELS) { snprintf(err, err_len, "compression level %d is not 0-12", level); return -1; }
    pthread_once(&table_once, fill_table);
    struct thread_state *s = thread_state();
    if (!s) { snprintf(err, err_len, "out of memory"); return -1; }
    if (!s->compressor[level]) s->compressor[level] = libdeflate_alloc_compressor(level);
    struct libdeflate_compressor *z = s->compressor[level];
    if (!z) { snprintf(err, err_len, "out of memory"); return -1; }

    int bpp = opaque ? 3 : 4;
    size_t row = (size_t)w * bpp, filtered_len = (row + 1) * (size_t)h;
    uint8_t *filtered = scratch(s, filtered_len);
    if (!filtered) { snprintf(err, err_len, "out of memory for a %dx%d image", w, h); return -1; }
    /* Filter type 0 (None) on every row: the rows are copied after their type byte. */
    for (int y = 0; y < h; y++) {
        uint8_t *dst = filtered + (size_t)y * (row + 1);
        dst[0] = 0;
        source(ctx, y, opaque, dst + 1);
    }

    size_t bound = libdeflate_zlib_compress_bound(z, filtered_len);
    uint8_t *png = malloc(8 + 25 + 12 + bound + 12);
    if (!png) { release_scratch(s); snprintf(err, err_len, "out of memory for a %dx%d image", w, h); return -1; }
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(png, signature, 8);
    uint8_t *p = png + 8, *ihdr = p + 8;
    put32(ihdr, (uint32_t)w); put32(ihdr + 4, (uint32_t)h);
    ihdr[8] = 8; ihdr[9] = opaque ? 2 : 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    p = close_chunk(p, "IHDR", 13);
    size_t zlen = libdeflate_zlib_compress(z, filtered, filtered_len, p + 8, bound);
    release_scratch(s);
    if (zlen == 0 || zlen > 0x7FFFFFFFu) {
        free(png);
        snprintf(err, err_len, "cannot compress a %dx%d image into one PNG data chunk", w, h);
        return -1;
    }
    p = close_chunk(p, "IDAT", (uint32_t)zlen);
    p = close_chunk(p, "IEND", 0);
    *out_len = (size_t)(p - png);
    uint8_t *shrunk = realloc(png, *out_len);
    *out = shrunk ? shrunk : png;
    return 0;
}

int easel_png_write_argb32(const uint8_t *argb, int width, int height, int stride, int level,
                           uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct argb_ctx ctx = { argb, width, stride };
    int opaque = width > 0 && height > 0 && argb_is_opaque(argb, width, height, stride);
    return write_png(argb_source, &ctx, width, height, opaque, level, out, out_len, err, err_len);
}

int easel_png_write_rgba(const uint8_t *rgba, int width, int height, int level,
                         uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct rgba_ctx ctx = { rgba, width };
    int opaque = width > 0 && height > 0 && rgba_is_opaque(rgba, width, height);
    return write_png(rgba_source, &ctx, width, height, opaque, level, out, out_len, err, err_len);
}
