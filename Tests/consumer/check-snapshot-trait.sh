#!/usr/bin/env bash
# A test target that depends on EaselSnapshotTesting while Easel's SwiftSnapshotTesting
# trait is off: `assertSnapshot(of: view, as: .image)` must fail to compile with a
# message that names the trait (Sources/EaselSnapshotTesting/TraitMissing.swift), not
# swift-snapshot-testing's "has no member 'image'"; its own strategies keep working.
#
# A whole consumer package would be a fourth full Easel build. Instead the adapter's
# sources are compiled as they are without the trait (no -D SwiftSnapshotTesting, so
# only the shim is left), and a consumer file is type-checked against that module,
# the real SnapshotTesting and Easel modules of a build made with the trait
# (`swift build --traits SwiftSnapshotTesting`; BIN overrides the folder).
set -u
root="$(cd "$(dirname "$0")/../.." && pwd)"
SWIFT=${SWIFT:-swift}
BIN=${BIN:-$(cd "$root" && $SWIFT build --show-bin-path)}
modules="$BIN/Modules"
[ -d "$modules" ] || modules="$BIN"
for m in SnapshotTesting Easel; do
    if [ ! -e "$modules/$m.swiftmodule" ]; then
        echo "check-snapshot-trait: $modules has no $m module; build with --traits SwiftSnapshotTesting first"; exit 1
    fi
done
# Easel's modules import its C modules: their module maps (Sources/C*/, and those
# SwiftPM writes for targets with an include folder) and the libraries' headers.
cflags=()
for map in "$root"/Sources/C*/module.modulemap "$BIN"/C*.build/module.modulemap; do
    [ -e "$map" ] && cflags+=(-Xcc "-fmodule-map-file=$map")
done
for include in "$root"/Sources/C*/include; do
    [ -d "$include" ] && cflags+=(-Xcc -I -Xcc "$include")
done
for flag in $(pkg-config --cflags-only-I cairo pangocairo freetype2 harfbuzz fontconfig libpng 2>/dev/null); do
    cflags+=(-Xcc "$flag")
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
check() {  # check "what" command...
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAILED: $what"; failed=$((failed + 1)); fi
}

mkdir -p "$work/notrait"
# The adapter without its trait, as SwiftPM compiles it for such a consumer.
swiftc -parse-as-library -emit-module -module-name EaselSnapshotTesting -I "$modules" \
    -emit-module-path "$work/notrait/EaselSnapshotTesting.swiftmodule" \
    "$root"/Sources/EaselSnapshotTesting/*.swift >"$work/adapter.log" 2>&1
status=$?
check "the adapter compiles without the trait" test $status -eq 0
[ $status -eq 0 ] || cat "$work/adapter.log"

cat >"$work/ImageTest.swift" <<'SWIFT'
import Easel
import EaselSnapshotTesting
import SnapshotTesting

func cardImage() {
    assertSnapshot(of: Text("Card"), as: .image)
}
func cardAtScale() {
    assertSnapshot(of: Text("Card"), as: .image(scale: 2))
}
func cardLayout() {
    assertSnapshot(of: Text("Card"), as: .layout, named: "layout")
}
SWIFT
swiftc -typecheck "${cflags[@]}" -I "$work/notrait" -I "$modules" "$work/ImageTest.swift" >"$work/image.log" 2>&1
status=$?
check "a consumer's .image does not compile without the trait" test $status -ne 0
for line in 6 9 12; do
    check "the error on line $line names the trait" grep -q "ImageTest.swift:$line:.*unavailable: EaselSnapshotTesting's strategies need Easel's SwiftSnapshotTesting trait" "$work/image.log"
done
check "swift-snapshot-testing's confusing message is not the one given" \
    bash -c "! grep -q \"has no member 'image'\" '$work/image.log'"

# swift-snapshot-testing's own strategies are not shadowed by the shim.
cat >"$work/LinesTest.swift" <<'SWIFT'
import EaselSnapshotTesting
import SnapshotTesting

func lines() {
    assertSnapshot(of: "some text", as: .lines)
    _ = verifySnapshot(of: ["a": 1], as: .dump)
}
SWIFT
swiftc -typecheck "${cflags[@]}" -I "$work/notrait" -I "$modules" "$work/LinesTest.swift" >"$work/lines.log" 2>&1
status=$?
check "the library's own .lines and .dump still compile beside the shim" test $status -eq 0
[ $status -eq 0 ] || cat "$work/lines.log"

grep -m1 "ImageTest.swift:6:.*error:" "$work/image.log"
echo "check-snapshot-trait: $passed passed, $failed failed"
[ $failed -eq 0 ] || { sed -n 1,40p "$work/image.log"; exit 1; }
