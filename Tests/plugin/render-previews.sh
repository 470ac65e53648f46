#!/usr/bin/env bash
# The render-previews plugin end to end: Fixtures/PreviewsSample's PreviewProviders
# and #Preview macros become PNGs (and SVG/PDF with --format) with the names, sizes and colour schemes their
# modifiers and traits ask for; a second run writes identical bytes; a wrong target
# is a clear error. Then `easel preview` ($EASEL, built by `make test-plugin`) on one
# file, and the sample's generated preview snapshot tests.
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

if ! $SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/first" >"$out/first.log" 2>&1; then
    cat "$out/first.log"; echo "FAILED: the plugin run"; echo "0 passed, 1 failed"; exit 1
fi

expected="Badge.png CounterButton-Dark.png CounterButton-Three.png InboxScreen-iPhone-15-Pro.png InboxScreen-iPhone-SE.png \
ProfileCard-Dark.png ProfileCard-Large-Type.png ProfileCard-Light.png StatusRow-Inbox.png StatusRow-Upside-Down.png \
TagChip-1.png TagChip-3.png TagChip-Selected.png WeatherScreen-1.png WeatherScreen-Landscape.png"
check "one file per preview and #Preview, private and commented types skipped" test "$(cd "$out/first" && ls | tr '\n' ' ' | sed 's/ $//')" = "$expected"
# A fresh clone compiles the sample's previews on this first run: Xcode-style bodies
# (`@Previewable` state, `let …; return View(…)`) must expand without a warning.
check "the sample's previews expand without a warning" \
    test -z "$(grep -E 'warning:' "$out/first.log" | grep -E 'SampleViews|macro expansion')"
# .fixed(width: 120, height: 60) at the default device's 3x.
check "Badge is 360x180" test "$(size "$out/first/Badge.png")" = 360x180
# .device: iPhone 15 Pro 393x852 pt @3x, iPhone SE 375x667 pt @2x (Apple's display specs).
check "iPhone 15 Pro screen is 1179x2556" test "$(size "$out/first/InboxScreen-iPhone-15-Pro.png")" = 1179x2556
check "iPhone SE screen is 750x1334" test "$(size "$out/first/InboxScreen-iPhone-SE.png")" = 750x1334
# .sizeThatFits: the same size in both schemes, but different pixels.
check "light and dark cards are the same size" test "$(size "$out/first/ProfileCard-Light.png")" = "$(size "$out/first/ProfileCard-Dark.png")"
differ() { ! cmp -s "$1" "$2"; }
# #Preview traits: the default layout is the device (iPhone 15 Pro, 393x852 pt @3x),
# .landscapeLeft turns it, .fixedLayout(width: 320, height: 60) is a container.
check "#Preview's default layout is the device" test "$(size "$out/first/WeatherScreen-1.png")" = 1179x2556
check ".landscapeLeft turns the screen" test "$(size "$out/first/WeatherScreen-Landscape.png")" = 2556x1179
check ".fixedLayout(width: 320, height: 60) at 3x" test "$(size "$out/first/TagChip-3.png")" = 960x180
check "an unnamed #Preview fills the device too" test "$(size "$out/first/TagChip-1.png")" = 1179x2556
check "#Preview(\"Name\") with no traits fills the device" test "$(size "$out/first/StatusRow-Inbox.png")" = 1179x2556
check ".portraitUpsideDown keeps the portrait screen" test "$(size "$out/first/StatusRow-Upside-Down.png")" = 1179x2556
height() { size "$1" | cut -dx -f2; }
check "a Group child's environment(\\.dynamicTypeSize) makes a taller card" test "$(height "$out/first/ProfileCard-Large-Type.png")" -gt "$(height "$out/first/ProfileCard-Light.png")"
# The colour of a corner pixel, as ImageMagick prints it.
corner() { convert "$1" -format '%[pixel:p{0,0}]' info:; }
check "@Previewable: the dark preview's canvas is black" test "$(corner "$out/first/CounterButton-Dark.png")" = "srgb(0,0,0)"
check "@Previewable: the light preview's canvas is white" test "$(corner "$out/first/CounterButton-Three.png")" = "srgb(255,255,255)"
check "the counts differ, so the images do" differ "$out/first/CounterButton-Three.png" "$out/first/CounterButton-Dark.png"
check "light and dark cards differ" differ "$out/first/ProfileCard-Light.png" "$out/first/ProfileCard-Dark.png"
check "the card is wider than tall" python3 -c 'import struct,sys; w,h=struct.unpack(">II", open(sys.argv[1],"rb").read(24)[16:24]); sys.exit(0 if w > h > 100 else 1)' "$out/first/ProfileCard-Light.png"

$SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/second" >/dev/null
check "a second run writes identical bytes" diff -r "$out/first" "$out/second"

# --scale-suffix: the same bytes under DocC's names (the SE is 2x, the rest 3x).
$SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/docc" --scale-suffix >/dev/null
check "--scale-suffix names files by scale" test "$(cd "$out/docc" && ls | tr '\n' ' ' | sed 's/ $//')" \
    = "$(echo "$expected" | sed 's/\.png/@3x.png/g; s/iPhone-SE@3x/iPhone-SE@2x/')"
check "--scale-suffix writes the same bytes" cmp -s "$out/first/InboxScreen-iPhone-SE.png" "$out/docc/InboxScreen-iPhone-SE@2x.png"

# --format: SVG and PDF instead of PNG, one of each per preview.
$SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/vector" --format svg --format pdf >/dev/null
check "--format svg --format pdf writes both per preview" test "$(cd "$out/vector" && ls | tr '\n' ' ' | sed 's/ $//')" \
    = "$(for f in $expected; do printf '%s %s ' "${f%.png}.pdf" "${f%.png}.svg"; done | tr ' ' '\n' | sort | tr '\n' ' ' | sed 's/ $//')"
check "the SVG is an SVG" grep -q "<svg" "$out/vector/TagChip-Selected.svg"
check "the PDF is a PDF" test "$(head -c 5 "$out/vector/TagChip-Selected.pdf")" = "%PDF-"
# The SVG opens at the PNG's pixel size (its viewBox is in points).
rsvg-convert "$out/vector/TagChip-Selected.svg" -o "$out/svg.png"
check "the SVG opens at the PNG's size" test "$(size "$out/svg.png")" = "$(size "$out/first/TagChip-Selected.png")"
msg=$($SWIFT package --allow-writing-to-package-directory render-previews --target SampleViews --output "$out/x" --format gif 2>&1)
check "an unknown --format is an error that names the formats" grep -q -- "--format gif: the formats are png, svg and pdf" <<<"$msg"

msg=$($SWIFT package --allow-writing-to-package-directory render-previews --target Nope --output "$out/x" 2>&1)
status=$?
check "an unknown target fails" test $status -ne 0
check "and says which targets exist" grep -q "no target named 'Nope' in PreviewsSample; it has SampleViews" <<<"$msg"

# easel preview: one file's previews, through the same plugin.
if [ -n "${EASEL:-}" ]; then
    "$EASEL" preview Sources/SampleViews/TagChip.swift --name Selected -o "$out/chip.png" >/dev/null
    check "easel preview --name writes that preview" cmp -s "$out/chip.png" "$out/first/TagChip-Selected.png"
    msg=$("$EASEL" preview Sources/SampleViews/TagChip.swift -o "$out/chip.png" 2>&1)
    status=$?
    check "several previews into one PNG is an error" test $status -ne 0
    check "which names them" grep -q "TagChip.swift has 3 previews (TagChip-1, TagChip-3, TagChip-Selected); pick one with --name" <<<"$msg"
    check "and leaves the existing PNG untouched" cmp -s "$out/chip.png" "$out/first/TagChip-Selected.png"
    "$EASEL" preview Sources/SampleViews/TagChip.swift -o "$out/chips" >/dev/null
    check "-o a folder takes every preview of the file" test "$(ls "$out/chips" | tr '\n' ' ')" = "TagChip-1.png TagChip-3.png TagChip-Selected.png "
    "$EASEL" preview Sources/SampleViews/TagChip.swift --name Selected -o "$out/chip.svg" >/dev/null
    check "easel preview -o x.svg writes the plugin's SVG" cmp -s "$out/chip.svg" "$out/vector/TagChip-Selected.svg"
    "$EASEL" preview Sources/SampleViews/ProfileCard.swift --format pdf -o "$out/cards" >/dev/null
    check "easel preview --format pdf -o a folder" test "$(ls "$out/cards" | tr '\n' ' ')" = "ProfileCard-Dark.pdf ProfileCard-Large-Type.pdf ProfileCard-Light.pdf "
    check "the same PDF bytes as the plugin's" cmp -s "$out/cards/ProfileCard-Dark.pdf" "$out/vector/ProfileCard-Dark.pdf"
    msg=$("$EASEL" preview Package.swift 2>&1); status=$?
    check "a file outside Sources/<Target> is an error" test $status -ne 0
    check "that says so" grep -q "not under Sources/<Target>/" <<<"$msg"
    # --watch renders, then renders again when a Swift file of the target changes.
    "$EASEL" preview Sources/SampleViews/TagChip.swift --name Selected -o "$out/watched.png" --watch >"$out/watch.log" 2>&1 &
    watcher=$!
    for _ in $(seq 240); do grep -q "^wrote $out/watched.png" "$out/watch.log" && break; sleep 0.5; done
    touch Sources/SampleViews/TagChip.swift
    for _ in $(seq 240); do [ "$(grep -c "^wrote $out/watched.png" "$out/watch.log")" -ge 2 ] && break; sleep 0.5; done
    kill "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null
    check "--watch renders again after a save" test "$(grep -c "^wrote $out/watched.png" "$out/watch.log")" -ge 2
else
    echo "skipped easel preview (set EASEL to the easel binary)"
fi

# The previews as tests: one golden per #Preview, provider preview and variant
# (SVG and PDF for two of them), and the layout check.
if $SWIFT build --build-tests >/dev/null && $SWIFT test --skip-build >"$out/tests.log" 2>&1; then
    passed=$((passed + 1))
else
    echo "FAILED: the sample's preview snapshot tests"; tail -40 "$out/tests.log"; failed=$((failed + 1))
fi

echo "render-previews: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
