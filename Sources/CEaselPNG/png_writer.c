#include "easel_png_writer.h"
#include <libdeflate.h>
#include <isa-l/igzip_lib.h>
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

/* The RGB converters return the AND of the row's alpha bytes (255: all opaque),
   so the opaque test rides along with the conversion instead of a pass of its own. */
static uint32_t argb_row_to_rgb_scalar(const uint32_t *src, int from, int w, uint8_t *dst) {
    uint32_t all = 0xFFFFFFFFu;
    for (int x = from; x < w; x++) {
        uint32_t px = src[x];
        all &= px;
        dst[3 * x] = (uint8_t)(px >> 16); dst[3 * x + 1] = (uint8_t)(px >> 8); dst[3 * x + 2] = (uint8_t)px;
    }
    return all >> 24;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
/* Four pixels a step with one byte shuffle (B,G,R,A in memory → R,G,B). Each
   16-byte store spills 4 bytes that the next step overwrites, so the vector
   loop stops while 16 bytes still fit in the row. */
__attribute__((target("ssse3")))
static uint32_t argb_row_to_rgb_ssse3(const uint32_t *src, int w, uint8_t *dst) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi32(-1);
    int x = 0;
    for (; x + 6 <= w; x += 4) {
        __m128i px = _mm_loadu_si128((const __m128i *)(const void *)(src + x));
        all = _mm_and_si128(all, px);
        _mm_storeu_si128((__m128i *)(void *)(dst + 3 * x), _mm_shuffle_epi8(px, order));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)(void *)lanes, all);
    uint32_t alpha = (lanes[0] & lanes[1] & lanes[2] & lanes[3]) >> 24;
    return alpha & argb_row_to_rgb_scalar(src, x, w, dst);
}

static int has_ssse3(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}

static uint32_t argb_row_to_rgb(const uint32_t *src, int w, uint8_t *dst) {
    return has_ssse3() ? argb_row_to_rgb_ssse3(src, w, dst) : argb_row_to_rgb_scalar(src, 0, w, dst);
}
#else
static uint32_t argb_row_to_rgb(const uint32_t *src, int w, uint8_t *dst) { return argb_row_to_rgb_scalar(src, 0, w, dst); }
#endif

static uint32_t rgba_row_to_rgb(const uint8_t *src, int w, uint8_t *dst) {
    uint8_t all = 0xFF;
    for (int x = 0; x < w; x++, dst += 3, src += 4) { dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2]; all &= src[3]; }
    return all;
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

/* ---- per-thread state: compressors by level and scratch memory, reused across images ---- */

#define LEVELS 13
#define KEEP_SCRATCH ((size_t)32 << 20) /* larger scratch is freed after each image */

struct thread_state {
    struct libdeflate_compressor *compressor[LEVELS];
    uint8_t *scratch, *deflated, *igzip_buf;
    size_t scratch_cap, deflated_cap;
};

static pthread_key_t state_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void free_state(void *p) {
    struct thread_state *s = p;
    for (int i = 0; i < LEVELS; i++) libdeflate_free_compressor(s->compressor[i]);
    free(s->scratch);
    free(s->deflated);
    free(s->igzip_buf);
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

static uint8_t *grown(uint8_t **buf, size_t *cap, size_t n) {
    if (n > *cap) {
        free(*buf);
        *buf = malloc(n);
        *cap = *buf ? n : 0;
    }
    return *buf;
}

static void release_scratch(struct thread_state *s) {
    if (s->scratch_cap > KEEP_SCRATCH) { free(s->scratch); s->scratch = NULL; s->scratch_cap = 0; }
    if (s->deflated_cap > KEEP_SCRATCH) { free(s->deflated); s->deflated = NULL; s->deflated_cap = 0; }
}

static uint8_t *put32(uint8_t *p, uint32_t v);

/* Stored blocks, the most any deflate stream needs: 5 bytes per 65,535, the
   zlib header and Adler-32, and room for one block header of Huffman tables. */
static size_t deflate_bound(size_t n) { return n + 5 * (n / 65535 + 1) + 6 + ISAL_DEF_MAX_HDR_SIZE; }

/* ISA-L's igzip in one stateless call, as a raw deflate stream inside a zlib
   header and Adler-32 written here: libdeflate's Adler-32 (AVX-512 where the CPU
   has it) took a fifth of the time of igzip's own. 0 when it does not fit. */
static size_t igzip_compress(struct thread_state *s, const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
    if (cap < 6 || (!s->igzip_buf && !(s->igzip_buf = malloc(ISAL_DEF_LVL2_DEFAULT)))) return 0;
    struct isal_zstream z;
    isal_deflate_stateless_init(&z);
    z.level = 2;
    z.level_buf = s->igzip_buf;
    z.level_buf_size = ISAL_DEF_LVL2_DEFAULT;
    z.gzip_flag = IGZIP_DEFLATE;
    z.end_of_stream = 1;
    z.flush = NO_FLUSH;
    z.next_in = (uint8_t *)in;
    z.avail_in = (uint32_t)n;
    z.next_out = out + 2;
    z.avail_out = (uint32_t)(cap - 6);
    if (isal_deflate_stateless(&z) != COMP_OK) return 0;
    out[0] = 0x78; out[1] = 0x01; /* deflate, 32 KiB window, "fastest" level; header check 0 mod 31 */
    put32(out + 2 + z.total_out, libdeflate_adler32(1, in, n));
    return z.total_out + 6;
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

/* Writes row y as RGB (returning the AND of its alpha bytes) or as RGBA (returning 255). */
typedef uint32_t (*row_source)(const void *ctx, int y, int opaque, uint8_t *dst);

struct argb_ctx { const uint8_t *data; int width, stride; };
struct rgba_ctx { const uint8_t *data; int width; };

static uint32_t argb_source(const void *c, int y, int opaque, uint8_t *dst) {
    const struct argb_ctx *a = c;
    const uint32_t *row = (const uint32_t *)(const void *)(a->data + (size_t)y * a->stride);
    if (opaque) return argb_row_to_rgb(row, a->width, dst);
    argb_row_to_rgba(row, a->width, dst);
    return 0xFF;
}

static uint32_t rgba_source(const void *c, int y, int opaque, uint8_t *dst) {
    const struct rgba_ctx *r = c;
    const uint8_t *row = r->data + (size_t)y * r->width * 4;
    if (opaque) return rgba_row_to_rgb(row, r->width, dst);
    memcpy(dst, row, (size_t)r->width * 4);
    return 0xFF;
}

/* Rows with filter type 0 (None), each copied after its type byte. RGB is tried
   first; at the first row with a pixel that is not opaque, the image is
   written again as RGBA. Returns whether it stayed RGB. */
static int fill_rows(row_source source, const void *ctx, int w, int h, uint8_t *filtered) {
    size_t row = (size_t)w * 3;
    for (int y = 0; y < h; y++) {
        uint8_t *dst = filtered + (size_t)y * (row + 1);
        dst[0] = 0;
        if (source(ctx, y, 1, dst + 1) != 0xFF) goto translucent;
    }
    return 1;
translucent:
    row = (size_t)w * 4;
    for (int y = 0; y < h; y++) {
        uint8_t *dst = filtered + (size_t)y * (row + 1);
        dst[0] = 0;
        source(ctx, y, 0, dst + 1);
    }
    return 0;
}

static int write_png(row_source source, const void *ctx, int w, int h, int level,
                     uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    if (w <= 0 || h <= 0) { snprintf(err, err_len, "empty image %dx%d", w, h); return -1; }
    int igzip = level == EASEL_PNG_LEVEL_IGZIP;
    if (!igzip && (level < 0 || level >= LEVELS)) { snprintf(err, err_len, "compression level %d is not 0-12", level); return -1; }
    pthread_once(&table_once, fill_table);
    struct thread_state *s = thread_state();
    if (!s) { snprintf(err, err_len, "out of memory"); return -1; }
    struct libdeflate_compressor *z = NULL;
    if (!igzip) {
        if (!s->compressor[level]) s->compressor[level] = libdeflate_alloc_compressor(level);
        if (!(z = s->compressor[level])) { snprintf(err, err_len, "out of memory"); return -1; }
    }

    size_t rgba_len = ((size_t)w * 4 + 1) * (size_t)h;
    if (rgba_len > 0xFFFFFFFFu - 0x10000u) { snprintf(err, err_len, "a %dx%d image is too large for one PNG data chunk", w, h); return -1; }
    uint8_t *filtered = grown(&s->scratch, &s->scratch_cap, rgba_len);
    size_t bound = deflate_bound(rgba_len);
    uint8_t *deflated = grown(&s->deflated, &s->deflated_cap, bound);
    if (!filtered || !deflated) { release_scratch(s); snprintf(err, err_len, "out of memory for a %dx%d image", w, h); return -1; }
    int opaque = fill_rows(source, ctx, w, h, filtered);
    size_t filtered_len = ((size_t)w * (opaque ? 3 : 4) + 1) * (size_t)h;
    size_t zlen = igzip ? igzip_compress(s, filtered, filtered_len, deflated, bound)
                        : libdeflate_zlib_compress(z, filtered, filtered_len, deflated, bound);
    if (zlen == 0 || zlen > 0x7FFFFFFFu) {
        release_scratch(s);
        snprintf(err, err_len, "cannot compress a %dx%d image into one PNG data chunk", w, h);
        return -1;
    }
    /* The deflated stream is compressed into reused scratch and copied once into
       a buffer of the PNG's exact size: no large allocation per image. */
    uint8_t *png = malloc(8 + 25 + 12 + zlen + 12);
    if (!png) { release_scratch(s); snprintf(err, err_len, "out of memory for a %dx%d image", w, h); return -1; }
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(png, signature, 8);
    uint8_t *p = png + 8, *ihdr = p + 8;
    put32(ihdr, (uint32_t)w); put32(ihdr + 4, (uint32_t)h);
    ihdr[8] = 8; ihdr[9] = opaque ? 2 : 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    p = close_chunk(p, "IHDR", 13);
    memcpy(p + 8, deflated, zlen);
    release_scratch(s);
    p = close_chunk(p, "IDAT", (uint32_t)zlen);
    p = close_chunk(p, "IEND", 0);
    *out = png;
    *out_len = (size_t)(p - png);
    return 0;
}

int easel_png_write_argb32(const uint8_t *argb, int width, int height, int stride, int level,
                           uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct argb_ctx ctx = { argb, width, stride };
    return write_png(argb_source, &ctx, width, height, level, out, out_len, err, err_len);
}

int easel_png_write_rgba(const uint8_t *rgba, int width, int height, int level,
                         uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct rgba_ctx ctx = { rgba, width };
    return write_png(rgba_source, &ctx, width, height, level, out, out_len, err, err_len);
}
