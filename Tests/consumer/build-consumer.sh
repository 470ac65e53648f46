#!/usr/bin/env bash
# A package that depends on Easel's `SwiftUI` product the way an app's package does
# (Fixtures/SwiftUIConsumer: `.product(name: "SwiftUI", …, condition: .when(platforms: [.linux]))`,
# files saying `import SwiftUI`, `import Combine`, `UIKit` names) builds from an empty
# build folder with no warning at all, and its executable renders the screen it imports.
set -u
cd "$(dirname "$0")/../../Fixtures/SwiftUIConsumer"
SWIFT=${SWIFT:-swift}
scratch=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -rf "$scratch" "$out"' EXIT
passed=0 failed=0
check() {  # check "what" command...
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else echo "FAILED: $what"; failed=$((failed + 1)); fi
}

# A fresh scratch folder, so every Easel file is compiled and any warning shows.
# Easel's Combine module is built first, as in an app that built its screens before it
# used Yams: every module of a build shares one folder, and Yams compiles
# `import protocol Combine.TopLevelDecoder` when a Combine module is there, which failed
# ("missing required module 'COpenCombineHelpers'") until Easel's Combine depended on Yams.
first_log="$out/combine-first.log"
$SWIFT build --scratch-path "$scratch" --target Combine >"$first_log" 2>&1
first_status=$?
check "Easel's Combine module builds on its own" test $first_status -eq 0
[ $first_status -eq 0 ] || tail -40 "$first_log"
log="$out/build.log"
$SWIFT build --scratch-path "$scratch" >"$log" 2>&1
status=$?
check "the consumer package, which uses Yams, builds after Combine" test $status -eq 0
[ $status -eq 0 ] || tail -40 "$log"
warnings=$(cat "$first_log" "$log" | grep -i "warning:" | sort -u)
check "its build prints no warning" test -z "$warnings"
[ -z "$warnings" ] || echo "$warnings"

if [ $status -eq 0 ]; then
    "$scratch/debug/consumer-render" "$out/profile.png"
    # EASEL_CONSUMER_PNG=path keeps the image to look at.
    [ -n "${EASEL_CONSUMER_PNG:-}" ] && cp "$out/profile.png" "$EASEL_CONSUMER_PNG"
    check "the executable renders" test -s "$out/profile.png"
    # iPhone 15 Pro at 1x: 393 x 852 (HIG device sizes).
    check "the render is the iPhone 15 Pro's screen" test "$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$out/profile.png")" = 393x852
fi

echo "swiftui-consumer: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
