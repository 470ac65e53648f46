#ifndef EASEL_PNG_H
#define EASEL_PNG_H
#include <stddef.h>
#include <stdint.h>

/* libpng reports errors by longjmp, which Swift cannot unwind through; these
   wrappers own the setjmp and turn errors into return codes and messages. */

/* Reads only the header. Returns 0 and the dimensions, or -1. */
int easel_png_header(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height);

/* Decodes any PNG to straight RGBA8 into a malloc'd buffer (width*height*4),
   refusing images over max_pixels before allocating. */
int easel_png_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                     uint8_t **out, uint32_t *width, uint32_t *height, char *err, size_t err_len);
#endif
