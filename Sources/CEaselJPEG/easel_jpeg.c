#include "easel_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

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
