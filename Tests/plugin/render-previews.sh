#!/usr/bin/env bash
# The render-previews plugin end to end: Fixtures/PreviewsSample's PreviewProviders
# become PNGs with the names, sizes and colour schemes their modifiers ask for;
# a second run writes identical bytes; a wrong target is a clear error.
set -u
cd "$(dirname "$0")/../../Fixtures/PreviewsSample"
SWIFT=${SWIFT:-swift}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
passed=0 failed=0
check() {  # check "what" command...
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAILED: $what"; failed=$((failed + 1)); fi
}
# Width and height from the PNG's IHDR chunk.
size() { python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$1"; }

if ! $SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/first"; then
    echo "FAILED: the plugin run"; echo "0 passed, 1 failed"; exit 1
fi

expected="Badge.png InboxScreen-iPhone-15-Pro.png InboxScreen-iPhone-SE.png ProfileCard-Dark.png ProfileCard-Light.png"
check "one file per preview, private and commented types skipped" test "$(cd "$out/first" && ls | tr '\n' ' ' | sed 's/ $//')" = "$expected"
# .fixed(width: 120, height: 60) at the default device's 3x.
check "Badge is 360x180" test "$(size "$out/first/Badge.png")" = 360x180
# .device: iPhone 15 Pro 393x852 pt @3x, iPhone SE 375x667 pt @2x (Apple's display specs).
check "iPhone 15 Pro screen is 1179x2556" test "$(size "$out/first/InboxScreen-iPhone-15-Pro.png")" = 1179x2556
check "iPhone SE screen is 750x1334" test "$(size "$out/first/InboxScreen-iPhone-SE.png")" = 750x1334
# .sizeThatFits: the same size in both schemes, but different pixels.
check "light and dark cards are the same size" test "$(size "$out/first/ProfileCard-Light.png")" = "$(size "$out/first/ProfileCard-Dark.png")"
differ() { ! cmp -s "$1" "$2"; }
check "light and dark cards differ" differ "$out/first/ProfileCard-Light.png" "$out/first/ProfileCard-Dark.png"
check "the card is wider than tall" python3 -c 'import struct,sys; w,h=struct.unpack(">II", open(sys.argv[1],"rb").read(24)[16:24]); sys.exit(0 if w > h > 100 else 1)' "$out/first/ProfileCard-Light.png"

$SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/second" >/dev/null
check "a second run writes identical bytes" diff -r "$out/first" "$out/second"

# --scale-suffix: the same bytes under DocC's names (the SE is 2x, the rest 3x).
$SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/docc" --scale-suffix >/dev/null
check "--scale-suffix names files by scale" test "$(cd "$out/docc" && ls | tr '\n' ' ' | sed 's/ $//')" \
    = "Badge@3x.png InboxScreen-iPhone-15-Pro@3x.png InboxScreen-iPhone-SE@2x.png ProfileCard-Dark@3x.png ProfileCard-Light@3x.png"
check "--scale-suffix writes the same bytes" cmp -s "$out/first/InboxScreen-iPhone-SE.png" "$out/docc/InboxScreen-iPhone-SE@2x.png"

msg=$($SWIFT package --allow-writing-to-package-directory render-previews --target Nope --output "$out/x" 2>&1)
status=$?
check "an unknown target fails" test $status -ne 0
check "and says which targets exist" grep -q "no target named 'Nope' in PreviewsSample; it has SampleViews" <<<"$msg"

echo "render-previews: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
