#!/usr/bin/env bash
# Every deflate setting and row filter considered for PNG `.small`, timed on the
# rows Easel's writer deflates for the three pet-voting images (#15's
# "`.small` at most 3× `.fast`"). The images are rendered by EASEL (default: the
# debug build) with `.fast`; deflate_options.c rebuilds their rows and prints, per
# filter and setting, the thread CPU median of the deflate call and the size.
#
# Usage: Benchmarks/encoders/run.sh [RUNS]     (RUNS: default 31)
#        EASEL=path/to/easel  SCENES=folder of leaderboard.yaml, buttons.yaml, radial.yaml
#        (default: Benchmarks/peers/scenes, the peer benchmark's scenes)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
EASEL=${EASEL:-$ROOT/.build/debug/easel}
SCENES=${SCENES:-$ROOT/Benchmarks/peers/scenes}
RUNS=${1:-31}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

[ -x "$EASEL" ] || { echo "no easel at $EASEL (swift build, or set EASEL)" >&2; exit 2; }
${CC:-cc} -O2 -Wall -Wextra -o "$TMP/deflate_options" "$HERE/deflate_options.c" -lpng -ldeflate -lisal
for kind in leaderboard buttons radial; do
    [ -f "$SCENES/$kind.yaml" ] || { echo "skipped $kind: no $SCENES/$kind.yaml" >&2; continue; }
    "$EASEL" render "$SCENES/$kind.yaml" -o "$TMP/$kind.png"
    "$TMP/deflate_options" "$TMP/$kind.png" "$RUNS"
    echo
done
