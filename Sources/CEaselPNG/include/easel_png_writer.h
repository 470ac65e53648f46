#ifndef EASEL_PNG_WRITER_H
#define EASEL_PNG_WRITER_H
#include <stddef.h>
#include <stdint.h>

/* A PNG writer built for speed: rows are converted here and the
   whole image is deflated in one call, to ISA-L's igzip (level
   EASEL_PNG_LEVEL_IGZIP) or to libdeflate (levels 0-12), in a zlib wrapper; the chunks are
   the standard IHDR, IDAT and IEND with libdeflate's CRC-32. Nothing
   time-dependent is written, so equal pixels and options give equal bytes.
   Images whose every pixel is opaque are written as RGB (colour type 2),
   the rest as RGBA (colour type 6). Rows are left unfiltered: on UI graphics
   (flat colours, text, anti-aliased edges) every PNG filter, adaptive ones
   included, made the deflated stream larger and slower, measured on the
   pet-voting images and the demo goldens. */

/* igzip level 2 instead of a libdeflate level: it inserts only some of the
   positions inside a match into its hash table, so long runs of one colour cost
   little, where libdeflate's match finder hashes every byte. */
#define EASEL_PNG_LEVEL_IGZIP (-2)

/* Cairo's premultiplied native-endian ARGB32 (stride in bytes) straight to PNG,
   unpremultiplied on the way. level: libdeflate's 0-12 or EASEL_PNG_LEVEL_IGZIP.
   On success returns 0 and a malloc'd buffer the caller frees with free(). */
int easel_png_write_argb32(const uint8_t *argb, int width, int height, int stride, int level,
                           uint8_t **out, size_t *out_len, char *err, size_t err_len);

/* The same from straight RGBA8 rows (width * 4 bytes each). */
int easel_png_write_rgba(const uint8_t *rgba, int width, int height, int level,
                         uint8_t **out, size_t *out_len, char *err, size_t err_len);

/* Cairo's premultiplied ARGB32 → straight RGBA8 (width * 4 bytes a row):
   c' = min(255, (c * 255 + a / 2) / a); fully transparent pixels become 0,0,0,0. */
void easel_unpremultiply_argb32(const uint8_t *argb, int width, int height, int stride, uint8_t *rgba);

/* Straight RGBA8 → Cairo's premultiplied ARGB32: c' = (c * a + 127) / 255;
   opaque pixels are only reordered. */
void easel_premultiply_rgba(const uint8_t *rgba, int width, int height, uint8_t *argb, int stride);

#endif
