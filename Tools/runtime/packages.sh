#!/bin/sh
# Prints the packages of one section of Tools/runtime-packages.txt, space-separated:
#   packages.sh required | packages.sh fallbacks | packages.sh all
set -eu
list="$(dirname "$0")/../runtime-packages.txt"
case "${1:-all}" in
  all) grep -v '^#' "$list" | grep -v '^$' | tr '\n' ' ' | sed 's/ $//' ;;
  required|fallbacks)
    awk -v want="## $1:" '/^## [a-z]+:/{on = index($0, want) == 1; next} /^#/ || /^$/ {next} on' "$list" | tr '\n' ' ' | sed 's/ $//' ;;
  *) echo "usage: $0 required|fallbacks|all" >&2; exit 2 ;;
esac
echo
