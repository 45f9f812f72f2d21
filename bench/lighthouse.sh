#!/usr/bin/env bash
# Lighthouse over the five main pages in both languages: mobile (simulated mid-range phone on
# 4G, Lighthouse's default throttling) with performance, FCP, LCP, TBT and CLS and the three
# other categories, then desktop's four category scores.
#
# usage: bench/lighthouse.sh [BINARY]
#   BINARY defaults to target/release/tradelane (built unless SKIP_BUILD=1). The server starts
#   on a free port with an empty temporary data directory and stops at the end.
#   RUNS=N loads every page N times and keeps the median performance run (default 1).
# Needs Node (npx fetches the pinned Lighthouse once), Debian's /usr/bin/chromium, jq.
set -euo pipefail

LIGHTHOUSE=lighthouse@13.5.0
CHROME=${CHROME_PATH:-/usr/bin/chromium}
RUNS=${RUNS:-1}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/target/release/tradelane}
PAGES=(/ /services /blog /tools/incoterms-calculator /contact)

if [[ -z ${1:-} && ${SKIP_BUILD:-0} != 1 ]]; then
  (cd "$ROOT" && cargo build --release --locked)
fi

work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
read -r pid _ < <(python3 "$ROOT/bench/start-and-wait.py" "$work/server.log" 127.0.0.1 "$port" /api/health -- \
  "$BIN" serve --host 127.0.0.1 --port "$port" --data-dir "$work/data")
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port"

flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"

# One Lighthouse run; prints the JSON report's path. Lighthouse now and then fails to record
# a trace on a busy machine (NO_NAVSTART): such a run is tried again, up to three times.
run() { # preset url name
  local out="$work/$3.json" attempt
  for attempt in 1 2 3; do
    if CHROME_PATH=$CHROME npx --yes "$LIGHTHOUSE" "$2" --quiet --output=json --output-path="$out" \
      --chrome-flags="$flags" --only-categories=performance,accessibility,best-practices,seo \
      ${1:+--preset=$1} >/dev/null 2>"$work/lh.err" && ! jq -e '.runtimeError' "$out" >/dev/null; then
      echo "$out"
      return 0
    fi
  done
  cat "$work/lh.err" >&2
  return 1
}

score() { jq -r "(.categories[\"$2\"].score * 100 | round)" "$1"; }
ms() { jq -r "(.audits[\"$2\"].numericValue | round)" "$1"; }

printf '%-40s %5s %7s %7s %6s %6s %5s %5s %5s | %s\n' page perf FCPms LCPms TBTms CLS a11y bp seo 'desktop perf/a11y/bp/seo'
for lang in vi en; do
  for path in "${PAGES[@]}"; do
    # Each page at its canonical address: Vietnamese without ?lang (Lighthouse's canonical
    # audit fails a page whose canonical is another of its hreflang alternates).
    if [[ $lang == vi ]]; then url="$base$path"; else url="$base$path?lang=en"; fi
    name="${lang}$(echo "$path" | tr '/' '_')"
    best=""
    reports=()
    for ((i = 1; i <= RUNS; i++)); do reports+=("$(run "" "$url" "$name-m$i")"); done
    # The median run by performance score.
    best=$(for r in "${reports[@]}"; do echo "$(score "$r" performance) $r"; done | sort -n | awk '{a[NR]=$2} END {print a[int((NR+1)/2)]}')
    desk=$(run desktop "$url" "$name-d")
    printf '%-40s %5s %7s %7s %6s %6s %5s %5s %5s | %s/%s/%s/%s\n' "${url#"$base"}" \
      "$(score "$best" performance)" "$(ms "$best" first-contentful-paint)" "$(ms "$best" largest-contentful-paint)" \
      "$(ms "$best" total-blocking-time)" "$(jq -r '.audits["cumulative-layout-shift"].numericValue * 1000 | round / 1000' "$best")" \
      "$(score "$best" accessibility)" "$(score "$best" best-practices)" "$(score "$best" seo)" \
      "$(score "$desk" performance)" "$(score "$desk" accessibility)" "$(score "$desk" best-practices)" "$(score "$desk" seo)"
    # The audits that cost a non-performance category points, so a score under 100 says why.
    for r in "$best" "$desk"; do
      jq -r '. as $root | .categories | to_entries[] | select(.key != "performance") | .value.auditRefs[]
        | select(.weight > 0) | .id as $id | $root.audits[$id] | select(.score != null and .score < 1)
        | "    failed: \($id)"' "$r"
    done | sort -u
  done
done
