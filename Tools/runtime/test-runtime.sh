#!/usr/bin/env bash
# make test-runtime: the installed easel in a minimal Debian 12 root draws what it
# draws on the build machine.
#
# 1. A minimal Debian 12 root (debootstrap --variant=minbase) with only the packages
#    of Tools/runtime-packages.txt, cached in $EASEL_RUNTIME_ROOT (default
#    ~/.cache/easel-runtime-root) and rebuilt only when that list changes.
# 2. `make install DESTDIR=…` into it (PREFIX=/opt/easel) and into a folder here.
# 3. Every Fixtures/ scene (PNG and SVG) and every demo rendered by both copies;
#    the PNGs must have the same pixels (`easel diff --threshold 0 --include-anti-aliasing`),
#    the SVGs (whose images are PNG .small) the same bytes.
#
# It needs root (or sudo), debootstrap and Debian's mirror; when one is missing it
# prints "test-runtime: SKIPPED: why" and exits 0, or 1 with EASEL_RUNTIME_REQUIRED=1.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=${EASEL_RUNTIME_ROOT:-$HOME/.cache/easel-runtime-root}
MIRROR=${EASEL_DEBIAN_MIRROR:-http://deb.debian.org/debian}
PREFIX=/opt/easel
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)

skip() {
  echo "test-runtime: SKIPPED: $*"
  [ "${EASEL_RUNTIME_REQUIRED:-0}" = 1 ] && exit 1
  exit 0
}

[ "$(id -u)" = 0 ] || sudo -n true 2>/dev/null || skip "needs root or password-less sudo (for debootstrap and chroot)"
if ! command -v debootstrap >/dev/null; then
  $SUDO apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends debootstrap >/dev/null 2>&1 \
    || skip "debootstrap is not installed and apt-get could not install it"
fi

packages=$(Tools/runtime/packages.sh all)
stamp="bookworm minbase $packages"
if [ "$($SUDO cat "$ROOT/.easel-runtime" 2>/dev/null || true)" != "$stamp" ]; then
  echo "test-runtime: building the Debian 12 root in $ROOT (cached until Tools/runtime-packages.txt changes)"
  $SUDO rm -rf "$ROOT"
  mkdir -p "$(dirname "$ROOT")"
  $SUDO debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >"$ROOT.log" 2>&1 \
    || { tail -5 "$ROOT.log"; $SUDO rm -rf "$ROOT"; skip "debootstrap from $MIRROR failed (log: $ROOT.log)"; }
  $SUDO chroot "$ROOT" /bin/sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages && apt-get clean" >>"$ROOT.log" 2>&1 \
    || { tail -5 "$ROOT.log"; exit 1; }
  echo "$stamp" | $SUDO tee "$ROOT/.easel-runtime" >/dev/null
fi

# EASEL_RUNTIME_ROOT_ONLY=1: prepare (or check) the cached root and stop.
[ "${EASEL_RUNTIME_ROOT_ONLY:-0}" = 1 ] && { echo "test-runtime: root ready in $ROOT"; exit 0; }

# The same installed tree in both places: the chroot's and the build machine's.
HOST=$(mktemp -d)
# /proc lets easel find its own path (and so PREFIX/share/easel/fonts) as on a real machine.
mounted=0
if ! mountpoint -q "$ROOT/proc" 2>/dev/null && $SUDO mount -t proc proc "$ROOT/proc" 2>/dev/null; then mounted=1; fi
trap 'rm -rf "$HOST"; [ $mounted = 0 ] || $SUDO umount "$ROOT/proc"' EXIT
$SUDO rm -rf "$ROOT$PREFIX" "$ROOT/easel-test"
make --no-print-directory install DESTDIR="$HOST" PREFIX="$PREFIX" >/dev/null
$SUDO cp -a "$HOST$PREFIX" "$ROOT$PREFIX"
$SUDO mkdir -p "$ROOT/easel-test/out"
$SUDO cp -a Fixtures "$ROOT/easel-test/Fixtures"
# The demos read their images from this checkout's Fixtures/images by absolute path.
$SUDO mkdir -p "$ROOT$PWD" && $SUDO rm -rf "$ROOT$PWD/Fixtures" && $SUDO cp -a Fixtures "$ROOT$PWD/Fixtures"
mkdir -p "$HOST/test/out"
cp -a Fixtures "$HOST/test/Fixtures"

# Renders every scene and the demos into OUT with the easel at BIN, run from the test folder.
render_all() {  # $1: command prefix (empty or "chroot ROOT"), $2: easel, $3: test folder as the easel sees it
  local run="$1" bin="$2" dir="$3"
  $run /bin/sh -c "cd '$dir' && for s in Fixtures/*.yaml Fixtures/*.json; do
      case \$s in *.schema.json) continue ;; esac
      n=\$(basename \"\$s\"); n=\${n%.*}
      '$bin' render \"\$s\" -o out/\$n.png 2>>out/warnings.txt || echo \"render failed: \$s\" >>out/failures.txt
      '$bin' render \"\$s\" -o out/\$n.svg 2>>out/warnings.txt || echo \"render failed: \$s (svg)\" >>out/failures.txt
    done
    '$bin' demo --out out/demos >/dev/null 2>>out/warnings.txt || echo 'demo failed' >>out/failures.txt"
}
render_all "" "$HOST$PREFIX/bin/easel" "$HOST/test"
render_all "$SUDO chroot $ROOT" "$PREFIX/bin/easel" "/easel-test"
THERE="$ROOT/easel-test/out"
HERE="$HOST/test/out"
[ ! -s "$THERE/failures.txt" ] || { echo "test-runtime: FAILED in the Debian 12 root:"; $SUDO cat "$THERE/failures.txt"; exit 1; }
[ ! -s "$HERE/failures.txt" ] || { echo "test-runtime: FAILED on the build machine:"; cat "$HERE/failures.txt"; exit 1; }

status=0 compared=0
while IFS= read -r -d '' f; do
  rel=${f#"$HERE"/}
  other="$THERE/$rel"
  compared=$((compared + 1))
  if [ ! -f "$other" ]; then echo "test-runtime: $rel: not written in the Debian 12 root"; status=1; continue; fi
  case $rel in
    *.png)
      if ! cmp -s "$f" "$other" && ! "$HOST$PREFIX/bin/easel" diff "$f" "$other" --threshold 0 --include-anti-aliasing >/dev/null 2>&1; then
        echo "test-runtime: $rel: pixels differ"; status=1
      fi ;;
    *) cmp -s "$f" "$other" || { echo "test-runtime: $rel: bytes differ"; status=1; } ;;
  esac
done < <(find "$HERE" -type f \( -name '*.png' -o -name '*.svg' \) -print0)
if ! diff <(sort "$HERE/warnings.txt" 2>/dev/null) <($SUDO sort "$THERE/warnings.txt" 2>/dev/null) >/dev/null; then
  echo "test-runtime: warnings differ (build machine vs Debian 12 root):"
  diff <(sort "$HERE/warnings.txt") <($SUDO sort "$THERE/warnings.txt") | head -20
  status=1
fi
[ $compared -gt 0 ] || { echo "test-runtime: nothing was rendered"; exit 1; }
[ $status = 0 ] && echo "test-runtime: $compared files identical in a minimal Debian 12 root ($(Tools/runtime/packages.sh required) + fallbacks)"
exit $status
