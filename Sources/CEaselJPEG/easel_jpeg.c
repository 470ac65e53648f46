#include "easel_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

struct easel_jpeg_error {
    struct jpeg_error_mgr mgr;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void easel_jpeg_error_exit(j_common_ptr cinfo) {
    struct easel_jpeg_error *e = (struct easel_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, e->message);
    longjmp(e->jump, 1);
}

/* Warnings (corrupt but recoverable data) are not printed to stderr. */
static void easel_jpeg_silent(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }

static void copy_message(char *err, size_t err_len, const char *msg) {
    if (err && err_len > 0) { strncpy(err, msg, err_len - 1); err[err_len - 1] = 0; }
}

int easel_jpeg_header(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height) {
    struct jpeg_decompress_struct cinfo;
    struct easel_jpeg_error jerr;
    cinfo.err = jpeg_std_error(&jerr.mgr);
    jerr.mgr.error_exit = easel_jpeg_error_exit;
    jerr.mgr.emit_message = easel_jpeg_silent;
    if (setjmp(jerr.jump)) { jpeg_destroy_decompress(&cinfo); return -1; }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (unsigned char *)data, (unsigned long)len);
    jpeg_read_header(&cinfo, TRUE);
    *width = cinfo.image_width;
    *height = cinfo.image_height;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int easel_jpeg_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                      uint8_t **out, uint32_t *width, uint32_t *height, char *err, size_t err_len) {
    struct jpeg_decompress_struct cinfo;
    struct easel_jpeg_error jerr;
    /* volatile: modified between setjmp and a possible longjmp. */
    uint8_t *volatile pixels = NULL;
    JSAMPLE *volatile row = NULL;
    *out = NULL;
    if (data == NULL || len == 0) { copy_message(err, err_len, "empty data"); return -1; }
    cinfo.err = jpeg_std_error(&jerr.mgr);
    jerr.mgr.error_exit = easel_jpeg_error_exit;
    jerr.mgr.emit_message = easel_jpeg_silent;
    if (setjmp(jerr.jump)) {
        copy_message(err, err_len, jerr.message);
        jpeg_destroy_decompress(&cinfo);
        free(pixels); free(row);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (unsigned char *)data, (unsigned long)len);
    jpeg_read_header(&cinfo, TRUE);
    uint64_t w = cinfo.image_width, h = cinfo.image_height;
    if (w == 0 || h == 0) { copy_message(err, err_len, "zero-sized image"); jpeg_destroy_decompress(&cinfo); return -1; }
    if (w * h > max_pixels) {
        *width = (uint32_t)w; *height = (uint32_t)h;
        jpeg_destroy_decompress(&cinfo);
        return -2;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    pixels = malloc((size_t)(w * h * 4));
    if (!pixels) { copy_message(err, err_len, "out of memory"); jpeg_destroy_decompress(&cinfo); return -1; }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *dst = pixels + (size_t)cinfo.output_scanline * w * 4;
        JSAMPROW rows[1] = { dst };
        jpeg_read_scanlines(&cinfo, rows, 1);
        if (cmyk) {
            /* Adobe writes CMYK inverted; libjpeg hands it over unconverted. */
            for (uint64_t x = 0; x < w; x++) {
                uint8_t *p = dst + x * 4;
                unsigned c = p[0], m = p[1], y = p[2], k = p[3];
                if (cinfo.saw_Adobe_marker) { p[0] = (uint8_t)(c * k / 255); p[1] = (uint8_t)(m * k / 255); p[2] = (uint8_t)(y * k / 255); }
                else { p[0] = (uint8_t)((255 - c) * (255 - k) / 255); p[1] = (uint8_t)((255 - m) * (255 - k) / 255); p[2] = (uint8_t)((255 - y) * (255 - k) / 255); }
                p[3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    *out = pixels; *width = (uint32_t)w; *height = (uint32_t)h;
    return 0;
}

int easel_jpeg_encode_argb32(const uint8_t *argb, int width, int height, int stride, int quality,
                             uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct jpeg_compress_struct cinfo;
    struct easel_jpeg_error jerr;
    /* volatile: modified between setjmp and a possible longjmp. */
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    JSAMPLE *volatile row = NULL;
    *out = NULL;
    *out_len = 0;
    if (argb == NULL || width <= 0 || height <= 0 || stride < width * 4) { copy_message(err, err_len, "no pixels"); return -1; }
    cinfo.err = jpeg_std_error(&jerr.mgr);
    jerr.mgr.error_exit = easel_jpeg_error_exit;
    jerr.mgr.emit_message = easel_jpeg_silent;
    if (setjmp(jerr.jump)) {
        copy_message(err, err_len, jerr.message);
        jpeg_destroy_compress(&cinfo);
        free(buffer); free(row);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    /* Interface images are mostly edges of flat colour (text, hairlines): halving
       the chroma resolution (libjpeg's default 4:2:0) fringes coloured text. */
    for (int c = 0; c < cinfo.num_components; c++) { cinfo.comp_info[c].h_samp_factor = 1; cinfo.comp_info[c].v_samp_factor = 1; }
    cinfo.optimize_coding = TRUE;
    row = malloc((size_t)width * 3);
    if (row == NULL) { copy_message(err, err_len, "out of memory"); jpeg_destroy_compress(&cinfo); return -1; }
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        const uint32_t *src = (const uint32_t *)(argb + (size_t)cinfo.next_scanline * (size_t)stride);
        JSAMPLE *dst = row;
        for (int x = 0; x < width; x++) {
            uint32_t p = src[x];
            /* Premultiplied over white: each channel plus the uncovered share of 255. */
            uint32_t rest = 255 - (p >> 24);
            /* min: a channel above its alpha (not valid premultiplied data) stays white, not wrapped. */
            *dst++ = (JSAMPLE)MIN(((p >> 16) & 0xFF) + rest, 255);
            *dst++ = (JSAMPLE)MIN(((p >> 8) & 0xFF) + rest, 255);
            *dst++ = (JSAMPLE)MIN((p & 0xFF) + rest, 255);
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(row);
    *out = buffer;
    *out_len = (size_t)size;
    return 0;
}
