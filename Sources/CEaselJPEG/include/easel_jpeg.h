#ifndef EASEL_JPEG_H
#define EASEL_JPEG_H
#include <stddef.h>
#include <stdint.h>

/* libjpeg reports fatal errors through error_exit, which must not return;
   Swift cannot longjmp, so these wrappers own the setjmp and turn errors into
   return codes and messages. */

/* Reads only the header. Returns 0 and the dimensions, or -1. */
int easel_jpeg_header(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height);

/* Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, CMYK) to straight
   RGBA8 in a malloc'd buffer (width*height*4) the caller frees with free().
   Returns 0, -1 on a decoding error (message in err), or -2 when the header's
   size exceeds max_pixels, checked before any pixel memory is allocated. */
int easel_jpeg_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                      uint8_t **out, uint32_t *width, uint32_t *height, char *err, size_t err_len);

/* Encodes cairo's premultiplied native-endian ARGB32 pixels (rows `stride` bytes
   apart) as a baseline JPEG at `quality` (1-100), composited over white where
   they are not opaque (JPEG has no alpha), full-resolution chroma (4:4:4) and
   optimised Huffman tables. The bytes are malloc'd; the caller frees *out.
   Returns 0, or -1 with a message in err. */
int easel_jpeg_encode_argb32(const uint8_t *argb, int width, int height, int stride, int quality,
                             uint8_t **out, size_t *out_len, char *err, size_t err_len);
#endif
