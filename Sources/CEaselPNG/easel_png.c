#include "easel_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct source { const uint8_t *data; size_t len, pos; };
struct errctx { char *msg; size_t msg_len; };

static void on_error(png_structp png, png_const_charp msg) {
    struct errctx *e = (struct errctx *)png_get_error_ptr(png);
    if (e && e->msg && e->msg_len) snprintf(e->msg, e->msg_len, "%s", msg);
    png_longjmp(png, 1);
}
static void on_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

int easel_png_header(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height) {
    static const uint8_t sig[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (len < 24 || memcmp(data, sig, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) return -1;
    *width = ((uint32_t)data[16] << 24) | ((uint32_t)data[17] << 16) | ((uint32_t)data[18] << 8) | data[19];
    *height = ((uint32_t)data[20] << 24) | ((uint32_t)data[21] << 16) | ((uint32_t)data[22] << 8) | data[23];
    return 0;
}

static void read_data(png_structp png, png_bytep out, png_size_t n) {
    struct source *s = (struct source *)png_get_io_ptr(png);
    if (s->pos + n > s->len) png_error(png, "truncated PNG data");
    memcpy(out, s->data + s->pos, n);
    s->pos += n;
}

int easel_png_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                     uint8_t **out, uint32_t *width, uint32_t *height, char *err, size_t err_len) {
    uint32_t w = 0, h = 0;
    if (easel_png_header(data, len, &w, &h) != 0) { snprintf(err, err_len, "not a PNG file"); return -1; }
    if (w == 0 || h == 0 || (uint64_t)w * h > max_pixels) {
        snprintf(err, err_len, "image is %ux%u pixels, over the limit of %llu pixels", w, h, (unsigned long long)max_pixels);
        return -2;
    }
    struct errctx e = { err, err_len };
    struct source s = { data, len, 0 };
    uint8_t *pixels = NULL;
    png_bytep *rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &e, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels); free(rows);
        return -1;
    }
    png_set_read_fn(png, &s, read_data);
    png_read_info(png, info);
    int color = png_get_color_type(png, info), depth = png_get_bit_depth(png, info);
    if (depth == 16) png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *out = pixels; *width = w; *height = h;
    return 0;
}
