#!/bin/sh
# Load test of `easel serve` on loopback: cache hits, cache misses (every request a
# new render), and four times more concurrent requests than the server admits.
# Usage: run.sh path/to/easel [seconds per run]
set -eu
EASEL=$1
SECONDS_PER_RUN=${2:-10}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WORKERS=$(nproc)
QUEUE=$((2 * WORKERS))
TMP=$(mktemp -d)
PID=
trap 'if [ -n "$PID" ]; then kill "$PID" 2>/dev/null || true; fi; rm -rf "$TMP"' EXIT

"$EASEL" serve "$ROOT/Fixtures" --port 0 --workers "$WORKERS" --queue "$QUEUE" --access-log off 2>"$TMP/stderr" &
PID=$!
i=0
until grep -q 'http://' "$TMP/stderr" 2>/dev/null; do
  i=$((i + 1)); [ $i -lt 300 ] || { cat "$TMP/stderr"; exit 1; }; sleep 0.1
done
URL=$(grep -o 'http://[0-9.:]*' "$TMP/stderr" | head -n1)
echo "easel serve at $URL: $WORKERS render threads, $QUEUE may wait; $SECONDS_PER_RUN s per run"

summary() { # name, wrk output file
  rps=$(awk '/Requests\/sec/ {print $2}' "$2")
  p50=$(awk '$1 == "50%" {print $2}' "$2")
  p99=$(awk '$1 == "99%" {print $2}' "$2")
  other=$(awk '/Non-2xx or 3xx/ {print $5}' "$2")
  printf '%-34s %10s req/s   p50 %8s   p99 %8s   non-2xx/3xx %s\n' "$1" "$rps" "$p50" "$p99" "${other:-0}"
}

curl -sf -o /dev/null "$URL/social-card.png?title=Hit"
wrk -t2 -c16 -d"${SECONDS_PER_RUN}s" --latency "$URL/social-card.png?title=Hit" >"$TMP/hit"
summary "cache hits (16 connections)" "$TMP/hit"

ETAG=$(curl -sfI "$URL/social-card.png?title=Hit" | awk -F': ' 'tolower($1) == "etag" {print $2}' | tr -d '\r')
wrk -t2 -c16 -d"${SECONDS_PER_RUN}s" --latency -H "If-None-Match: $ETAG" "$URL/social-card.png?title=Hit" >"$TMP/304"
summary "304 revalidations (16 connections)" "$TMP/304"

wrk -t2 -c"$WORKERS" -d"${SECONDS_PER_RUN}s" --latency -s "$HERE/miss.lua" "$URL" >"$TMP/miss"
summary "cache misses ($WORKERS connections)" "$TMP/miss"

OVER=$((4 * (WORKERS + QUEUE)))
wrk -t2 -c"$OVER" -d"${SECONDS_PER_RUN}s" --latency --timeout 15s -s "$HERE/overload.lua" "$URL" >"$TMP/over"
summary "4x overload, misses ($OVER connections)" "$TMP/over"
grep -E '^(statuses|socket errors)' "$TMP/over" | sed 's/^/    /'
# The promise under overload: no lost or odd response, only 200, 304 or 503.
if grep '^statuses' "$TMP/over" | tr ' ' '\n' | grep '=' | grep -qvE '^(200|304|503)='; then
  echo "FAIL: a status other than 200, 304 or 503 under overload"; exit 1
fi
if ! grep -q '^socket errors: connect=0 read=0 write=0 timeout=0' "$TMP/over"; then
  echo "FAIL: socket errors under overload"; exit 1
fi

curl -sf "$URL/healthz"
kill -TERM "$PID"
if wait "$PID"; then echo "SIGTERM: exit 0 after in-flight requests"; else echo "FAIL: exit $? after SIGTERM"; exit 1; fi
PID=
exit 0
