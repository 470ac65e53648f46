// The least a process must do to draw one pet-voting image's texts with the C
// libraries Easel and rsvg-convert share: start, load Pango and Cairo, make
// the canvas, lay out and draw each text, and exit. Nothing else: no scene, no
// layout engine, no shapes, no PNG (writing one would only add to the time).
// run.sh times it cold beside `easel render` and `rsvg-convert`, so every
// `make bench` shows how much of #15's cold target (at most 12 ms, and 1.8×
// faster than rsvg-convert) the libraries' own start leaves for the rest.
//
// Usage: text_floor WIDTH HEIGHT SCALE FONT [TEXT ...]
//   WIDTH, HEIGHT in points; SCALE pixels per point; FONT a Pango font
//   description ("Inter 17"). With no TEXT, Pango is not touched: the floor of
//   the process and Cairo alone (run.sh passes "notext" as FONT then).
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT SCALE FONT [TEXT ...]\n", argv[0]);
        return 2;
    }
    double width = atof(argv[1]), height = atof(argv[2]), scale = atof(argv[3]);
    cairo_surface_t *surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, (int)(width * scale), (int)(height * scale));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    if (argc > 5) {
        // One layout per text, stacked, as a renderer measures and draws each label.
        PangoLayout *layout = pango_cairo_create_layout(cr);
        PangoFontDescription *font = pango_font_description_from_string(argv[4]);
        pango_layout_set_font_description(layout, font);
        cairo_set_source_rgb(cr, 0, 0, 0);
        double y = 0;
        for (int i = 5; i < argc; i++) {
            pango_layout_set_text(layout, argv[i], -1);
            int w, h;
            pango_layout_get_size(layout, &w, &h);
            cairo_move_to(cr, 0, y);
            pango_cairo_show_layout(cr, layout);
            y += (double)h / PANGO_SCALE;
        }
        pango_font_description_free(font);
        g_object_unref(layout);
    }
    cairo_surface_flush(surface);
    // The first pixel is read so the drawing cannot be skipped as unused.
    int status = cairo_image_surface_get_data(surface)[0] == 0x42 ? 3 : 0;
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return status;
}
