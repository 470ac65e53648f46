#!/usr/bin/env python3
"""Peer (b): the three reference images drawn by hand with pycairo.

This is "the fastest a user could do by hand": no layout engine, no Pango,
only cairo's toy text API for measuring (x_advance, font_extents) and
drawing glyphs, with every position computed by the few lines of arithmetic
a user would write for each image.

Usage:
  peer_cairo.py KIND OUT.png             render once (cold: one process per image)
  peer_cairo.py KIND OUT.png --loop N    render N times in-process, print JSON timings
  peer_cairo.py KIND OUT.png --loop N --no-png
                                         the same loop without the PNG encode
                                         (layout + drawing only)

KIND is leaderboard | buttons | radial.

Units: 1 unit = 1 pt = 1 CSS px; the PNG is drawn at SCALE (2) device pixels
per pt. All the constants below are the shared spec that the HTML and SVG
peers follow too (see ../README.md, "Spec").
"""
import json
import math
import os
import sys
import time

# cairo's toy API asks fontconfig for "medium" weight for FONT_WEIGHT_NORMAL,
# which picks Inter-Medium.otf; fonts.conf here maps it back to Inter Regular.
# Must be set before fontconfig initializes (the first font use).
os.environ.setdefault("FONTCONFIG_FILE",
                      os.path.join(os.path.dirname(os.path.abspath(__file__)), "fonts.conf"))

import cairo  # noqa: E402

SCALE = 2

# --- shared spec ----------------------------------------------------------
FONT = "Inter"
FONT_SIZE = 17.0          # SwiftUI .body
LINE = 22.0               # SwiftUI .body line height; CSS line-height: 22px
EMOJI_FONT = "Noto Color Emoji"
EMOJI_SIZE = 32.0

BLACK = (0.0, 0.0, 0.0)
WHITE = (1.0, 1.0, 1.0)
ACCENT = (0x00 / 255, 0x7A / 255, 0xFF / 255)        # #007AFF
TRACK = (0xE5 / 255, 0xE5 / 255, 0xEA / 255)         # #E5E5EA
SEPARATOR = (0xC6 / 255, 0xC6 / 255, 0xC8 / 255)     # #C6C6C8
BUTTON_FILL = (0xD9 / 255, 0xEB / 255, 0xFF / 255)   # #D9EBFF = accent @15% on white

# name, votes, avatar emoji, avatar background
PETS = [
    ("Cat", 25, "\U0001F431", (0xFF / 255, 0xE0 / 255, 0xB2 / 255)),       # #FFE0B2
    ("Goldfish", 9, "\U0001F420", (0xB3 / 255, 0xE5 / 255, 0xFC / 255)),   # #B3E5FC
    ("Dog", 16, "\U0001F436", (0xD7 / 255, 0xCC / 255, 0xC8 / 255)),       # #D7CCC8
]

# leaderboard
LB_WIDTH = 400.0
LB_PADDING = 16.0
LB_HSPACING = 8.0     # between grid columns
LB_VSPACING = 8.0     # between grid rows (a divider is a grid row too)
BAR_HEIGHT = 4.0
DIVIDER = 1.0

# equal-width buttons
BT_WIDTH, BT_HEIGHT = 400.0, 80.0
BT_PAD_X, BT_PAD_Y = 12.0, 7.0
BT_RADIUS = 6.0
BT_SPACING = 8.0

# radial avatars
RA_WIDTH, RA_HEIGHT = 300.0, 300.0
AVATAR = 64.0

# --- text measurement ------------------------------------------------------
_FONT_OPTIONS = cairo.FontOptions()
_FONT_OPTIONS.set_hint_metrics(cairo.HINT_METRICS_OFF)   # fractional advances
_FONT_OPTIONS.set_hint_style(cairo.HINT_STYLE_SLIGHT)
_FONT_OPTIONS.set_antialias(cairo.ANTIALIAS_GRAY)

_measure_ctx = cairo.Context(cairo.ImageSurface(cairo.FORMAT_ARGB32, 1, 1))
_measure_ctx.set_font_options(_FONT_OPTIONS)


def set_font(ctx, family, size):
    ctx.select_font_face(family, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(size)


def text_width(text, family=FONT, size=FONT_SIZE):
    set_font(_measure_ctx, family, size)
    return _measure_ctx.text_extents(text).x_advance


def baseline_offset(family=FONT, size=FONT_SIZE, line=LINE):
    """Baseline below the top of a line box of height `line` (CSS half-leading)."""
    set_font(_measure_ctx, family, size)
    ascent, descent = _measure_ctx.font_extents()[:2]
    return (line - (ascent + descent)) / 2.0 + ascent


def emoji_box(size=EMOJI_SIZE):
    """(ascent, descent) of the emoji font: its glyph bitmaps fill exactly that box."""
    set_font(_measure_ctx, EMOJI_FONT, size)
    return _measure_ctx.font_extents()[:2]


# --- layouts (plain geometry, reused by ../svg/make_svg.py) ----------------
def leaderboard_layout():
    total = sum(p[1] for p in PETS)
    counts = ["%d" % p[1] for p in PETS]
    name_w = max(text_width(p[0]) for p in PETS)
    count_w = max(text_width(c) for c in counts)
    inner_w = LB_WIDTH - 2 * LB_PADDING
    bar_x = LB_PADDING + name_w + LB_HSPACING
    bar_w = inner_w - name_w - count_w - 2 * LB_HSPACING
    base = baseline_offset()
    rows = []
    y = LB_PADDING
    for i, (name, votes, _e, _c) in enumerate(PETS):
        rows.append({
            "name": name, "count": counts[i], "y": y, "baseline": y + base,
            "fraction": votes / total,
            "bar_y": y + (LINE - BAR_HEIGHT) / 2.0,
            "divider_y": y + LINE + LB_VSPACING,
        })
        y += LINE + LB_VSPACING + DIVIDER
        if i < len(PETS) - 1:
            y += LB_VSPACING
    height = y + LB_PADDING
    return {"width": LB_WIDTH, "height": height, "left": LB_PADDING,
            "right": LB_WIDTH - LB_PADDING, "inner_w": inner_w,
            "bar_x": bar_x, "bar_w": bar_w, "rows": rows}


def buttons_layout():
    label_w = max(text_width(p[0]) for p in PETS)
    bw = label_w + 2 * BT_PAD_X
    bh = LINE + 2 * BT_PAD_Y
    n = len(PETS)
    total = n * bw + (n - 1) * BT_SPACING
    x0 = (BT_WIDTH - total) / 2.0
    y0 = (BT_HEIGHT - bh) / 2.0
    base = baseline_offset()
    buttons = []
    for i, (name, _v, _e, _c) in enumerate(PETS):
        x = x0 + i * (bw + BT_SPACING)
        buttons.append({"label": name, "x": x, "y": y0, "w": bw, "h": bh,
                        "text_x": x + (bw - text_width(name)) / 2.0,
                        "center_x": x + bw / 2.0,
                        "baseline": y0 + BT_PAD_Y + base})
    return {"width": BT_WIDTH, "height": BT_HEIGHT, "radius": BT_RADIUS,
            "buttons": buttons}


def radial_layout():
    cx, cy = RA_WIDTH / 2.0, RA_HEIGHT / 2.0
    radius = min(RA_WIDTH, RA_HEIGHT) / 3.0
    ascent, descent = emoji_box()
    avatars = []
    n = len(PETS)
    for i, (name, _v, emoji, color) in enumerate(PETS):
        angle = 2.0 * math.pi * i / n           # 0 = top, clockwise on screen
        x = cx + radius * math.sin(angle)
        y = cy - radius * math.cos(angle)
        avatars.append({"name": name, "emoji": emoji, "color": color,
                        "cx": x, "cy": y, "r": AVATAR / 2.0,
                        "text_x": x - text_width(emoji, EMOJI_FONT, EMOJI_SIZE) / 2.0,
                        "baseline": y - (ascent + descent) / 2.0 + ascent})
    return {"width": RA_WIDTH, "height": RA_HEIGHT, "avatars": avatars}


# --- drawing -----------------------------------------------------------------
def new_canvas(width, height):
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24,
                                 int(math.ceil(width * SCALE)), int(math.ceil(height * SCALE)))
    ctx = cairo.Context(surface)
    ctx.scale(SCALE, SCALE)
    ctx.set_font_options(_FONT_OPTIONS)
    ctx.set_source_rgb(*WHITE)
    ctx.paint()
    return surface, ctx


def finish(surface, out):
    if out is None:        # --no-png: make sure the drawing is done, skip encoding
        surface.flush()
    else:
        surface.write_to_png(out)
    return surface


def rounded_rect(ctx, x, y, w, h, r):
    r = min(r, w / 2.0, h / 2.0)
    ctx.new_sub_path()
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def draw_leaderboard(out):
    L = leaderboard_layout()
    surface, ctx = new_canvas(L["width"], L["height"])
    set_font(ctx, FONT, FONT_SIZE)
    for row in L["rows"]:
        ctx.set_source_rgb(*BLACK)
        ctx.move_to(L["left"], row["baseline"])                              # leading
        ctx.show_text(row["name"])
        ctx.move_to(L["right"] - text_width(row["count"]), row["baseline"])  # trailing
        ctx.show_text(row["count"])
        ctx.set_source_rgb(*TRACK)
        rounded_rect(ctx, L["bar_x"], row["bar_y"], L["bar_w"], BAR_HEIGHT, BAR_HEIGHT / 2)
        ctx.fill()
        ctx.set_source_rgb(*ACCENT)
        rounded_rect(ctx, L["bar_x"], row["bar_y"], L["bar_w"] * row["fraction"],
                     BAR_HEIGHT, BAR_HEIGHT / 2)
        ctx.fill()
        ctx.set_source_rgb(*SEPARATOR)
        ctx.rectangle(L["left"], row["divider_y"], L["inner_w"], DIVIDER)
        ctx.fill()
    return finish(surface, out)


def draw_buttons(out):
    L = buttons_layout()
    surface, ctx = new_canvas(L["width"], L["height"])
    set_font(ctx, FONT, FONT_SIZE)
    for b in L["buttons"]:
        ctx.set_source_rgb(*BUTTON_FILL)
        rounded_rect(ctx, b["x"], b["y"], b["w"], b["h"], L["radius"])
        ctx.fill()
        ctx.set_source_rgb(*ACCENT)
        ctx.move_to(b["text_x"], b["baseline"])
        ctx.show_text(b["label"])
    return finish(surface, out)


def draw_radial(out):
    L = radial_layout()
    surface, ctx = new_canvas(L["width"], L["height"])
    set_font(ctx, EMOJI_FONT, EMOJI_SIZE)
    for a in L["avatars"]:
        ctx.set_source_rgb(*a["color"])
        ctx.arc(a["cx"], a["cy"], a["r"], 0, 2 * math.pi)
        ctx.fill()
        ctx.set_source_rgb(*BLACK)
        ctx.move_to(a["text_x"], a["baseline"])
        ctx.show_text(a["emoji"])
    return finish(surface, out)


DRAW = {"leaderboard": draw_leaderboard, "buttons": draw_buttons, "radial": draw_radial}


def main(argv):
    if len(argv) < 3 or argv[1] not in DRAW:
        sys.stderr.write(__doc__)
        return 2
    kind, out = argv[1], argv[2]
    draw = DRAW[kind]
    if "--loop" not in argv:
        draw(out)
        return 0
    n = int(argv[argv.index("--loop") + 1])
    png = "--no-png" not in argv
    draw(out)  # first render (font loading) is not part of the warm loop
    target = out if png else None
    times = []
    t_all = time.perf_counter()
    for _ in range(n):
        # thread CPU time, as Easel's loop is timed: wall time on a shared
        # machine measures the queue for the processor
        t0 = time.thread_time()
        draw(target)
        times.append(time.thread_time() - t0)
    wall = time.perf_counter() - t_all
    times.sort()
    import resource
    print(json.dumps({
        "peer": "pycairo" if png else "pycairo-no-png", "mode": "warm", "kind": kind, "n": n,
        "png": png, "cairo": cairo.cairo_version_string(), "pycairo": cairo.version,
        "median_ms": 1000 * times[n // 2] if n % 2 else 500 * (times[n // 2 - 1] + times[n // 2]),
        "min_ms": 1000 * times[0], "images_per_s": n / wall,
        "client_maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
