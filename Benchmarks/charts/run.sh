#!/usr/bin/env bash
# `make bench`, charts: Easel beside matplotlib (Agg) and vl-convert on the same
# four charts (grouped bars with a legend, a date line with an area and a rule,
# a donut, 1,000 points): warm CPU per PNG and SVG in process, and cold one-shot
# processes. The peers come from PyPI into the bench venv (PEERS_VENV, shared
# with Benchmarks/peers); a peer that cannot be installed is reported as skipped.
#   Benchmarks/charts/run.sh BIN_DIR     (BIN_DIR holds EaselBenchmarks; EASEL=the easel binary)
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:?usage: run.sh BIN_DIR}
EASEL=${EASEL:-$BIN/easel}
RUNS=${CHART_RUNS:-21}
COLD_RUNS=${CHART_COLD_RUNS:-11}
VENV=${PEERS_VENV:-$HOME/.cache/easel-peers-venv}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

if [ -x "$VENV/bin/python3" ] || python3 -m venv "$VENV" >"$TMP/venv.log" 2>&1; then
  "$VENV/bin/python3" -c 'import matplotlib, vl_convert' 2>/dev/null \
    || "$VENV/bin/pip" install -q matplotlib vl-convert-python >"$TMP/pip.log" 2>&1 || true
fi
PY="$VENV/bin/python3"
[ -x "$PY" ] || PY=python3

python3 Benchmarks/charts/data.py "$TMP"
"$BIN/EaselBenchmarks" --charts "$TMP" "$RUNS" > "$TMP/warm.jsonl"
"$PY" Benchmarks/charts/peers.py warm "$RUNS" >> "$TMP/warm.jsonl" || true
python3 Benchmarks/charts/report.py "$EASEL" "$PY" "$TMP" "$TMP/warm.jsonl" "$COLD_RUNS"
