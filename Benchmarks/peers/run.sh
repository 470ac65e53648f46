#!/usr/bin/env bash
# Easel beside its peers on the three pet-voting images (leaderboard, buttons,
# radial avatars), measured in one run so the ratios share the machine's state:
#   cold   one process per image: `easel render` of scenes/KIND.yaml against
#          `rsvg-convert` of svg/KIND.svg (hyperfine, alternating, medians), and
#          floor/text_floor.c: the least any process drawing the image's texts
#          with Pango and Cairo does (start, canvas, texts, exit), and the same
#          process without text
#   warm   in-process: Easel's render loop against pycairo drawing by hand (cairo/peer_cairo.py)
#   stages Easel's layout + display list, draw, encode
#   batch  `easel batch` of BATCH_N images with 1 and 2 jobs
# A peer that cannot be installed is skipped with a line saying so.
#
# Usage: run.sh BIN_DIR     (the folder holding release builds of easel and EaselBenchmarks)
#        EASEL=path          the easel timed cold (make bench: the stripped static binary that
#                            `make install` ships); BIN_DIR/easel when unset
# Knobs: COLD_RUNS=30  WARM_RUNS=101  CAIRO_N=300  BATCH_N=300
#        PEERS_VENV=~/.cache/easel-peers-venv   (pycairo's venv, outside the repository)
set -euo pipefail

BIN=$(cd "$1" && pwd)
EASEL=$(realpath "${EASEL:-$BIN/easel}")
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
COLD_RUNS=${COLD_RUNS:-30}
WARM_RUNS=${WARM_RUNS:-101}
CAIRO_N=${CAIRO_N:-300}
BATCH_N=${BATCH_N:-300}
VENV=${PEERS_VENV:-$HOME/.cache/easel-peers-venv}
KINDS=(leaderboard buttons radial)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

# hyperfine and rsvg-convert from the distribution; pycairo from PyPI into a venv.
missing=()
for p in hyperfine librsvg2-bin python3-venv libcairo2-dev pkg-config python3-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing ${missing[*]}" >&2
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
    >"$TMP/apt.log" 2>&1 || echo "apt-get failed; peers that need it are skipped" >&2
fi
PY=
if [ -x "$VENV/bin/python3" ] || python3 -m venv "$VENV" >"$TMP/venv.log" 2>&1; then
  "$VENV/bin/python3" -c 'import cairo' 2>/dev/null || "$VENV/bin/pip" install -q pycairo >"$TMP/pip.log" 2>&1 || true
  "$VENV/bin/python3" -c 'import cairo' 2>/dev/null && PY="$VENV/bin/python3"
fi

# ---- cold: one process per image ----
cd "$ROOT"
echo "== Cold, whole process per image (hyperfine, median of $COLD_RUNS, scale 2)"
if ! command -v hyperfine >/dev/null; then
  echo "   skipped: hyperfine is not installed"
else
  # The floor program gets each image's canvas (points), font and texts.
  FLOOR=
  ${CC:-cc} -O2 -Wall -Wextra -o "$TMP/text_floor" "$HERE/floor/text_floor.c" $(pkg-config --cflags --libs pangocairo) 2>"$TMP/floor.log" \
    && FLOOR="$TMP/text_floor" || echo "   floor skipped: text_floor.c did not build ($(head -1 "$TMP/floor.log"))"
  declare -A FLOOR_ARGS=(
    [leaderboard]="400 141 2 'Inter 17' Cat 25 Goldfish 9 Dog 16"
    [buttons]="400 80 2 'Inter 17' Cat Goldfish Dog"
    [radial]="300 300 2 32 🐱 🐠 🐶"
  )
  for kind in "${KINDS[@]}"; do
    cmds=("$EASEL render $HERE/scenes/$kind.yaml -o $TMP/easel_$kind.png")
    command -v rsvg-convert >/dev/null && cmds+=("rsvg-convert -z 2 -o $TMP/rsvg_$kind.png $HERE/svg/$kind.svg")
    if [ -n "$FLOOR" ]; then
      read -r w h scale _ <<<"${FLOOR_ARGS[$kind]}"
      cmds+=("$FLOOR ${FLOOR_ARGS[$kind]}" "$FLOOR $w $h $scale notext")
    fi
    hyperfine -N --style none --warmup 3 --runs "$COLD_RUNS" --export-json "$TMP/cold_$kind.json" "${cmds[@]}" >/dev/null 2>"$TMP/hyperfine.log" \
      || { echo "   hyperfine failed:"; cat "$TMP/hyperfine.log"; }
  done
  command -v rsvg-convert >/dev/null || echo "   rsvg-convert skipped: librsvg2-bin is not installed"
fi

# ---- warm: in-process loops ----
"$BIN/EaselBenchmarks" --peers "$WARM_RUNS" >"$TMP/easel_warm.jsonl"
: >"$TMP/cairo_warm.jsonl"
if [ -n "$PY" ]; then
  for kind in "${KINDS[@]}"; do
    "$PY" "$HERE/cairo/peer_cairo.py" "$kind" "$TMP/cairo_$kind.png" --loop "$CAIRO_N" >>"$TMP/cairo_warm.jsonl"
    "$PY" "$HERE/cairo/peer_cairo.py" "$kind" "$TMP/cairo_$kind.png" --loop "$CAIRO_N" --no-png >>"$TMP/cairo_warm.jsonl"
  done
fi

# ---- batch: 1 job against 2 ----
for i in $(seq "$BATCH_N"); do echo "{\"n\": $i}"; done >"$TMP/records.jsonl"
batch() { # jobs [folder] → seconds
  local start end
  start=$(date +%s%N)
  # A batch that failed would look fast: it reports nan, and the table says why.
  # Each run writes a folder of its own: rewriting outputs frees inodes, which a
  # journal-less ext4 then scans past on every allocation (README, "Batch").
  "$BIN/easel" batch "$HERE/scenes/leaderboard.yaml" --data "$TMP/records.jsonl" --out "$TMP/${2:-batch$1}" --jobs "$1" --force >"$TMP/batch$1.log" 2>&1 \
    || { echo nan; return; }
  end=$(date +%s%N)
  echo "$(((end - start) / 1000000))e-3"
}
batch 1 warm-up >/dev/null # warm-up: page cache, fonts
B1=$(batch 1); B2=$(batch 2)

python3 - "$TMP" "$PY" "$B1" "$B2" "$BATCH_N" "${KINDS[@]}" <<'EOF'
import json, os, sys
tmp, py, b1, b2, n, kinds = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5]), sys.argv[6:]

def row(label, values, fmt="{:12.2f}"):
    print(f"   {label:<52}" + "".join(fmt.format(v) if v is not None else f"{'—':>12}" for v in values))

def ratio(a, b):
    return [x / y if x is not None and y else None for x, y in zip(a, b)]

print(f"   {'':<52}" + "".join(f"{k:>12}" for k in kinds))
cold, cpu = {}, {}
for k in kinds:
    path = os.path.join(tmp, f"cold_{k}.json")
    if os.path.exists(path):
        for r in json.load(open(path))["results"]:
            c = r["command"]
            who = ("nofloor" if c.endswith(" notext") else "floor") if "/text_floor " in c else "easel" if "/easel " in c else "rsvg"
            cold[(k, who)] = r["median"] * 1000
            cpu[(k, who)] = (r["user"] + r["system"]) * 1000
if cold:
    e = [cold.get((k, "easel")) for k in kinds]; r = [cold.get((k, "rsvg")) for k in kinds]
    row("easel render, wall median (ms)", e)
    row("rsvg-convert of the same image, wall (ms)", r)
    row("rsvg-convert ÷ easel, wall (above 1: Easel faster)", ratio(r, e), "{:11.2f}×")
    e = [cpu.get((k, "easel")) for k in kinds]; r = [cpu.get((k, "rsvg")) for k in kinds]
    row("easel render, CPU user+sys mean (ms)", e)
    row("rsvg-convert, CPU user+sys mean (ms)", r)
    row("rsvg-convert ÷ easel, CPU", ratio(r, e), "{:11.2f}×")
    wall = lambda who: [cold.get((k, who)) for k in kinds]
    minus = lambda a, b: [x - y if x is not None and y is not None else None for x, y in zip(a, b)]
    target = [min(12.0, x / 1.8) if x else None for x in wall("rsvg")]
    row("target (#15): at most 12 ms and rsvg-convert ÷ 1.8 (ms)", target)
    if any(wall("floor")):
        row("floor: C, Pango + Cairo start and the texts, wall (ms)", wall("floor"))
        row("  the same process without text (ms)", wall("nofloor"))
        row("target − floor: all the rest may take (ms)", minus(target, wall("floor")))
        row("easel − floor: what the rest takes now (ms)", minus(wall("easel"), wall("floor")))

easel = {j["kind"]: j for j in map(json.loads, open(os.path.join(tmp, "easel_warm.jsonl")))}
cairo = {}
for line in open(os.path.join(tmp, "cairo_warm.jsonl")):
    j = json.loads(line); cairo[(j["kind"], j["png"])] = j["median_ms"]
print("== Warm, in process (thread CPU time, medians)")
e = [easel[k]["pngMs"] for k in kinds]
row("Easel PNG at scale 2, whole render (ms)", e)
if cairo:
    c = [cairo.get((k, True)) for k in kinds]
    row("pycairo loop, draw + PNG (ms)", c)
    row("pycairo ÷ Easel (above 1: Easel faster)", ratio(c, e), "{:11.2f}×")
    print("   target (#15): Easel at most 1.0 ms and at least 5× faster than the pycairo loop")
    row("pycairo loop, draw only, no PNG (ms)", [cairo.get((k, False)) for k in kinds])
else:
    print("   pycairo skipped: it could not be installed (python3-venv, pip or libcairo2-dev missing)")
row("Easel PNG .small, whole render (ms)", [easel[k]["pngSmallMs"] for k in kinds])
row("  .small ÷ .fast, whole render", ratio([easel[k]["pngSmallMs"] for k in kinds], e), "{:11.2f}×")
print("   target (#15): .small at most 3× .fast")
row("Easel SVG, whole render (ms)", [easel[k]["svgMs"] for k in kinds])
print("   target (#15): svgData() of radial at most 2 ms")
row("Easel PDF, whole render (ms)", [easel[k]["pdfMs"] for k in kinds])
print("== Easel's stages (thread CPU time, medians)")
row("layout (ms)", [easel[k]["layoutMs"] for k in kinds])
row("display list, from the placed tree (ms)", [easel[k]["layoutAndListMs"] - easel[k]["layoutMs"] for k in kinds])
row("draw, to straight RGBA (ms)", [easel[k]["drawMs"] for k in kinds])
row("encode .fast, igzip 2 (ms)", [easel[k]["encodeFastMs"] for k in kinds])
row("encode .small, libdeflate 2 (ms)", [easel[k]["encodeSmallMs"] for k in kinds])
row("encode, zlib 1 as before libdeflate (ms)", [easel[k]["encodeZlib1Ms"] for k in kinds])
row(".small ÷ .fast, encode", ratio([easel[k]["encodeSmallMs"] for k in kinds], [easel[k]["encodeFastMs"] for k in kinds]), "{:11.2f}×")
row("size .fast (KiB)", [easel[k]["fastBytes"] / 1024 for k in kinds], "{:12.1f}")
row("  .small", [easel[k]["smallBytes"] / 1024 for k in kinds], "{:12.1f}")
row("  zlib 9", [easel[k]["zlib9Bytes"] / 1024 for k in kinds], "{:12.1f}")
if b1 == b1 and b2 == b2:
    print(f"== Batch of {n} leaderboard images: 1 job {b1:.2f} s, 2 jobs {b2:.2f} s, speed-up {b1 / b2:.2f}× on {os.cpu_count()} cores")
else:
    failed = [j for j, b in ((1, b1), (2, b2)) if b != b]
    log = open(os.path.join(tmp, f"batch{failed[0]}.log"), errors="replace").read().strip().splitlines()
    print(f"== Batch of {n} leaderboard images: skipped, `easel batch --jobs {failed[0]}` failed: {log[-1] if log else 'no output'}")
print("== Layout throughput: see the “== Layout” lines EaselBenchmarks prints (make bench)")
EOF
