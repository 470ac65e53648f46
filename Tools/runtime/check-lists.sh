#!/bin/sh
# Fails when the README's Debian install line or the Dockerfile's apt-get line
# names other packages than Tools/runtime-packages.txt, the list `make test-runtime`
# installs into its minimal root. Prints what differs.
set -eu
here=$(dirname "$0")
required=$("$here/packages.sh" required)
all=$("$here/packages.sh" all)
status=0
sorted() { tr ' ' '\n' | grep -v '^$' | sort | tr '\n' ' '; }
# The Dockerfile: every word of its apt-get install continuation lines that names a package.
docker=$(sed -n '/apt-get install/,/rm -rf/p' "$here/Dockerfile" | tr ' \\&' '\n\n\n' | grep -E '^(lib|fonts-)' || true)
if [ "$(echo "$docker" | sorted)" != "$(echo "$all" | sorted)" ]; then
  echo "Tools/runtime/Dockerfile installs: $(echo "$docker" | sorted)"
  echo "Tools/runtime-packages.txt lists:  $(echo "$all" | sorted)"
  status=1
fi
# The README: the packages in backquotes after "on Debian".
readme=$(grep -o 'on Debian `[^`]*`' "$here/../../README.md" | head -1 | sed 's/.*`\(.*\)`/\1/')
for p in $required; do
  case " $readme " in *" $p "*) ;; *) echo "README.md's Debian install list lacks $p (Tools/runtime-packages.txt, required)"; status=1 ;; esac
done
for p in $readme; do
  case " $all " in *" $p "*) ;; *) echo "README.md's Debian install list names $p, which Tools/runtime-packages.txt does not"; status=1 ;; esac
done
[ $status = 0 ] && echo "runtime package lists agree: $all"
exit $status
