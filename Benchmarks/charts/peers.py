"""matplotlib (Agg) and vl-convert drawing the four benchmark charts Easel draws.
  peers.py warm RUNS            median CPU ms per PNG and SVG in this process, as JSON lines
  peers.py cold TOOL CHART FMT  one image, the whole process timed from outside"""
import io
import json
import statistics
import sys
import time

import data

W, H, DPI = 4.8, 3.2, 200  # 480 x 320 pt at 2x: 960 x 640 pixels, as Easel's scenes


def mpl_chart(name):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(W, H), dpi=DPI)
    if name == "grouped-bars":
        rows = data.grouped()
        for i, region in enumerate(data.REGIONS):
            xs = [q + (i - 1) * 0.27 for q in range(4)]
            ax.bar(xs, [r["revenue"] for r in rows if r["region"] == region], width=0.27, label=region)
        ax.set_xticks(range(4), data.QUARTERS)
        ax.legend()
    elif name == "date-line":
        import datetime
        rows = data.days()
        xs = [datetime.date.fromisoformat(r["day"]) for r in rows]
        ys = [r["steps"] for r in rows]
        ax.fill_between(xs, ys, alpha=0.27, color="green")
        ax.plot(xs, ys, color="green")
        ax.axhline(data.GOAL, color="orange")
    elif name == "donut":
        rows = data.slices()
        ax.pie([r["amount"] for r in rows], labels=[r["name"] for r in rows], wedgeprops={"width": 0.4})
    else:
        rows = data.points()
        ax.scatter([p["x"] for p in rows], [p["y"] for p in rows], s=8)
    return fig, plt


def mpl(name, fmt):
    fig, plt = mpl_chart(name)
    buf = io.BytesIO()
    fig.savefig(buf, format=fmt)
    plt.close(fig)
    return buf.getvalue()


def vl_spec(name):
    base = {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "width": 440, "height": 280}
    if name == "grouped-bars":
        return {**base, "data": {"values": data.grouped()}, "mark": "bar",
                "encoding": {"x": {"field": "quarter"}, "xOffset": {"field": "region"},
                             "y": {"field": "revenue", "type": "quantitative"}, "color": {"field": "region"}}}
    if name == "date-line":
        enc = {"x": {"field": "day", "type": "temporal"}, "y": {"field": "steps", "type": "quantitative"}}
        return {**base, "data": {"values": data.days()}, "layer": [
            {"mark": {"type": "area", "opacity": 0.27, "color": "green"}, "encoding": enc},
            {"mark": {"type": "line", "color": "green"}, "encoding": enc},
            {"mark": {"type": "rule", "color": "orange"}, "encoding": {"y": {"datum": data.GOAL}}}]}
    if name == "donut":
        return {**base, "data": {"values": data.slices()}, "mark": {"type": "arc", "innerRadius": 80},
                "encoding": {"theta": {"field": "amount", "type": "quantitative"}, "color": {"field": "name"}}}
    return {**base, "data": {"values": data.points()}, "mark": {"type": "point", "filled": True, "size": 16},
            "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}


def vl(name, fmt):
    import vl_convert as vlc
    spec = vl_spec(name)
    return vlc.vegalite_to_png(spec, scale=2) if fmt == "png" else vlc.vegalite_to_svg(spec).encode()


TOOLS = {"matplotlib": mpl, "vl-convert": vl}
CHARTS = ["grouped-bars", "date-line", "donut", "scatter"]


def median_ms(fn, runs):
    fn()  # warm-up: imports, font caches, the engine's start
    times = []
    for _ in range(runs):
        t = time.process_time()
        fn()
        times.append((time.process_time() - t) * 1000)
    return statistics.median(times)


if __name__ == "__main__":
    if sys.argv[1] == "warm":
        runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
        for tool, fn in TOOLS.items():
            try:
                for chart in CHARTS:
                    print(json.dumps({"tool": tool, "chart": chart, "png_ms": median_ms(lambda: fn(chart, "png"), runs),
                                      "svg_ms": median_ms(lambda: fn(chart, "svg"), runs)}), flush=True)
            except ImportError as e:
                print(json.dumps({"tool": tool, "skipped": str(e)}), flush=True)
    else:
        _, _, tool, chart, fmt, out = sys.argv
        with open(out, "wb") as f:
            f.write(TOOLS[tool](chart, fmt))
