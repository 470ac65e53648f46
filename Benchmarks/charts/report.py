"""Times one-shot processes (CPU of the child, median of RUNS) and prints the
warm and cold tables with Easel's ratios against each peer.
  report.py EASEL_BIN VENV_PYTHON DATA_DIR WARM_JSONL RUNS"""
import json
import os
import resource
import statistics
import subprocess
import sys

easel, py, data_dir, warm_file, runs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
here = os.path.dirname(os.path.abspath(__file__))
charts = ["grouped-bars", "date-line", "donut", "scatter"]


def cold_ms(cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # warm the page cache
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000)
    return statistics.median(times)


warm = {}
for line in open(warm_file):
    row = json.loads(line)
    if "chart" in row:
        warm[(row["tool"], row["chart"])] = row
tools = ["matplotlib", "vl-convert"]
print("\nCharts, warm (median CPU ms per image, in process; Easel's speed-up in brackets)")
print(f"{'chart':14} {'fmt':4} {'easel':>8} " + " ".join(f"{t:>22}" for t in tools))
for c in charts:
    for fmt in ("png", "svg"):
        e = warm.get(("easel", c), {}).get(f"{fmt}_ms")
        cells = []
        for t in tools:
            v = warm.get((t, c), {}).get(f"{fmt}_ms")
            cells.append(f"{v:10.2f} (×{v / e:6.1f})" if v and e else f"{'skipped':>22}")
        print(f"{c:14} {fmt:4} {e:8.2f} " + " ".join(f"{x:>22}" for x in cells))

print("\nCharts, cold (median CPU ms of one process writing one image)")
print(f"{'chart':14} {'fmt':4} {'easel':>8} " + " ".join(f"{t:>22}" for t in tools))
tmp = os.path.join(data_dir, "out")
os.makedirs(tmp, exist_ok=True)
for c in charts:
    for fmt in ("png", "svg"):
        out = os.path.join(tmp, f"{c}.{fmt}")
        e = cold_ms([easel, "render", os.path.join(here, "scenes", f"{c}.yaml"), "--data", os.path.join(data_dir, f"{c}.json"), "-o", out])
        cells = []
        for t in tools:
            if not any(k[0] == t for k in warm):
                cells.append("skipped"); continue
            v = cold_ms([py, os.path.join(here, "peers.py"), "cold", t, c, fmt, out])
            cells.append(f"{v:10.1f} (×{v / e:6.1f})")
        print(f"{c:14} {fmt:4} {e:8.1f} " + " ".join(f"{x:>22}" for x in cells))
