#ifndef EASEL_PNG_WRITER_H
#define EASEL_PNG_WRITER_H
#include <stddef.h>
#include <stdint.h>

/* A PNG writer built for speed: rows are converted and filtered here and the
   whole image is deflated in one call to libdeflate's zlib API; the chunks are
   the standard IHDR, IDAT and IEND with libdeflate's CRC-32. Nothing
   time-dependent is written, so equal pixels and options give equal bytes.
   Images whose every pixel is opaque are written as RGB (colour type 2),
   the rest as RGBA (colour type 6). */

enum easel_png_filter {
    EASEL_PNG_FILTER_NONE = 0,
    /* Each row picks the filter (None, Sub, Up, Average, Paeth) whose output has
       the smallest sum of absolute values, libpng's heuristic. */
    EASEL_PNG_FILTER_ADAPTIVE = 1,
    /* Up for every row: one subtraction a byte; repeated rows become zeros. */
    EASEL_PNG_FILTER_UP = 2,
};

/* Cairo's premultiplied native-endian ARGB32 (stride in bytes) straight to PNG,
   unpremultiplied on the way. level: libdeflate's 0-12.
   On success returns 0 and a malloc'd buffer the caller frees with free(). */
int easel_png_write_argb32(const uint8_t *argb, int width, int height, int stride, int level, int filter,
                           uint8_t **out, size_t *out_len, char *err, size_t err_len);

/* The same from straight RGBA8 rows (width * 4 bytes each). */
int easel_png_write_rgba(const uint8_t *rgba, int width, int height, int level, int filter,
                         uint8_t **out, size_t *out_len, char *err, size_t err_len);

/* Cairo's premultiplied ARGB32 → straight RGBA8 (width * 4 bytes a row):
   c' = min(255, (c * 255 + a / 2) / a); fully transparent pixels become 0,0,0,0. */
void easel_unpremultiply_argb32(const uint8_t *argb, int width, int height, int stride, uint8_t *rgba);

#endif
