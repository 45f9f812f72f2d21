#!/usr/bin/env bash
# The tradelane benchmark: builds the release binary, starts it on an empty data directory
# (timing start -> first 200), starts nginx serving the same bytes from disk, loads both
# with wrk and prints requests/s and p50/p99 latency, the tradelane/nginx ratio, durable
# contact inserts per second, visit events stored per second (POST /api/events) and
# tradelane's peak resident memory.
#
# usage: bench/run.sh
# environment: DURATION (10s), WARMUP (3s), CONNECTIONS (64), THREADS (2), ROUNDS (3: each
#              endpoint both servers serve is loaded this many times, the servers
#              alternating, and each server's median run is reported), SKIP_BUILD=1 (use the existing target/release/tradelane), RUST_LOG (unset:
#              the server's default, info, i.e. one log line per request, as in production)
# needs: wrk, nginx, curl, jq, python3 (Debian: apt-get install -y wrk nginx curl jq python3)
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
export BENCH_DIR
DURATION=${DURATION:-10s}
WARMUP=${WARMUP:-3s}
CONNECTIONS=${CONNECTIONS:-64}
ROUNDS=${ROUNDS:-3}
THREADS=${THREADS:-2}
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
BIN="$ROOT/target/release/tradelane"

for tool in wrk curl jq python3 "$NGINX"; do
  command -v "$tool" >/dev/null || {
    echo "missing $tool (Debian: apt-get install -y wrk nginx curl jq python3)" >&2
    exit 1
  }
done

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  echo "== building the release binary" >&2
  (cd "$ROOT" && cargo build --release --locked) >&2
fi

WORK=$(mktemp -d /tmp/tradelane-bench.XXXXXX)
TL_PID=
NGINX_PID=
cleanup() {
  set +e
  [[ -n "$TL_PID" ]] && kill "$TL_PID" 2>/dev/null && wait "$TL_PID" 2>/dev/null
  [[ -n "$NGINX_PID" ]] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# ---- the machine ------------------------------------------------------------------------
echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine:  $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
  "$(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo) RAM, Linux $(uname -r)"
echo "tools:    $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-2), $("$NGINX" -v 2>&1 | cut -d' ' -f3)"
echo "load:     $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) before the run"
echo "wrk:      -t$THREADS -c$CONNECTIONS -d$DURATION after a $WARMUP warmup, no Accept-Encoding;" \
  "compared rows: median of $ROUNDS runs per server, alternating"
echo "RUST_LOG: ${RUST_LOG:-<unset> (info: one JSON line per request, to a file)}"

# ---- tradelane: start -> first 200 on an empty data directory ------------------------------
# wrk's 64 connections all come from 127.0.0.1, where the server's default cap is 32 per
# address (a defence for a server facing the internet alone): lifted, as nginx has none, or
# half the connections are refused and reconnect in a loop that takes the CPU both share.
TL_PORT=$(free_port)
DATA="$WORK/data"
mkdir -p "$DATA"
started=$(python3 "$BENCH_DIR/start-and-wait.py" "$WORK/tradelane.log" 127.0.0.1 "$TL_PORT" /api/health \
  -- "$BIN" serve --host 127.0.0.1 --port "$TL_PORT" --data-dir "$DATA" --contact-rate-limit 0 \
     --event-rate-limit 0 --max-connections-per-address 0)
read -r TL_PID STARTUP_MS <<<"$started"
TL="http://127.0.0.1:$TL_PORT"

# ---- nginx: the same bytes, from disk ------------------------------------------------------
WWW="$WORK/www"
mkdir -p "$WWW/api" "$WORK/nginx-temp"
ASSET=$(curl -sf "$TL/" | grep -o 'src="/assets/[^"]*\.js"' | head -1 | cut -d'"' -f2)
[[ -n "$ASSET" ]] || { echo "no script asset found in GET /" >&2; exit 1; }
mkdir -p "$WWW/$(dirname "$ASSET")"
curl -sf -o "$WWW$ASSET" "$TL$ASSET"
curl -sf -H 'Accept-Encoding: gzip' -o "$WWW$ASSET.gz" "$TL$ASSET"
curl -sf -o "$WWW/api/services" "$TL/api/services"
curl -sf -o "$WWW/index.html" "$TL/"
chmod 755 "$WORK"
chmod -R a+rX "$WWW"

NGINX_PORT=$(free_port)
cat >"$WORK/nginx.conf" <<EOF
worker_processes $(nproc);
daemon off;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # wrk keeps its 64 connections open, as it does with tradelane (no per-connection cap).
  keepalive_requests 100000000;
  keepalive_timeout 75s;
  client_body_temp_path $WORK/nginx-temp/body;
  proxy_temp_path $WORK/nginx-temp/proxy;
  fastcgi_temp_path $WORK/nginx-temp/fastcgi;
  uwsgi_temp_path $WORK/nginx-temp/uwsgi;
  scgi_temp_path $WORK/nginx-temp/scgi;
  types {
    text/html html;
    application/javascript js;
  }
  charset utf-8;
  charset_types application/javascript application/json;
  # The precompressed .gz beside the asset, as tradelane sends it to a gzip-only client.
  gzip_static on;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WWW;
    location = /api/services { default_type application/json; }
  }
}
EOF
"$NGINX" -c "$WORK/nginx.conf" -p "$WORK" -e "$WORK/nginx-error.log" >>"$WORK/nginx-error.log" 2>&1 &
NGINX_PID=$!
NG="http://127.0.0.1:$NGINX_PORT"
for _ in $(seq 200); do
  curl -sf -o /dev/null "$NG/api/services" && break
  sleep 0.05
done
cmp -s <(curl -sf "$NG$ASSET") <(curl -sf "$TL$ASSET") || { echo "asset bytes differ" >&2; exit 1; }
cmp -s <(curl -sf -H 'Accept-Encoding: gzip' "$NG$ASSET") "$WWW$ASSET.gz" || { echo "nginx does not send the same .gz" >&2; exit 1; }
cmp -s <(curl -sf "$NG/api/services") <(curl -sf "$TL/api/services") || { echo "JSON differs" >&2; exit 1; }

# ---- load ----------------------------------------------------------------------------------
declare -A RPS P50 P99 ERRS DUR
measure() { # key url [wrk script [more wrk arguments...]]
  local key=$1 url=$2 script=${3:-$BENCH_DIR/report.lua} out
  shift $(($# < 3 ? $# : 3))
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" -s "$script" "$@" "$url" >/dev/null
  if [[ -n "${BEFORE_MEASURE:-}" ]]; then "$BEFORE_MEASURE"; fi
  out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" -s "$script" "$@" "$url" | grep '^RESULT')
  local requests seconds rps p50 p99 non2xx socket_errors
  eval "$(sed 's/^RESULT //' <<<"$out")"
  RPS[$key]=$rps
  P50[$key]=$p50
  P99[$key]=$p99
  ERRS[$key]=$((non2xx + socket_errors))
  DUR[$key]=$seconds
  echo "   $key: $requests requests in ${seconds}s" >&2
}

# An endpoint both servers serve, loaded ROUNDS times with the servers alternating; each
# server's run with the median req/s is kept under "<label> <server>". The two share the
# machine with whatever else runs on it: alternating spreads a slow spell over both instead
# of one server's only run.
compare() { # label path [wrk script [more wrk arguments...]]
  local label=$1 path=$2 script=${3:-$BENCH_DIR/report.lua} round server base key
  shift $(($# < 3 ? $# : 3))
  for round in $(seq "$ROUNDS"); do
    for server in tradelane nginx; do
      base=$TL
      [[ $server == nginx ]] && base=$NG
      measure "$label $server #$round" "$base$path" "$script" "$@"
    done
  done
  for server in tradelane nginx; do
    key=$(for round in $(seq "$ROUNDS"); do
      echo "${RPS[$label $server #$round]} $label $server #$round"
    done | sort -g | sed -n "$(((ROUNDS + 1) / 2))p" | cut -d' ' -f2-)
    RPS[$label $server]=${RPS[$key]}
    P50[$label $server]=${P50[$key]}
    P99[$label $server]=${P99[$key]}
    ERRS[$label $server]=${ERRS[$key]}
    DUR[$label $server]=${DUR[$key]}
  done
}

rows() {
  "$BIN" enquiries export --format json --data-dir "$DATA" | jq length
}
ROWS_BEFORE=0
count_before() { ROWS_BEFORE=$(rows); }

echo "== load (each run: ${WARMUP} warmup, then ${DURATION})" >&2
for endpoint in "/" "$ASSET" /api/services; do
  compare "$endpoint" "$endpoint"
done
# The asset as browsers fetch it: compressed (gzip here, the one precompressed form both
# servers can send; browsers get brotli from tradelane, which is smaller still).
GZ="$ASSET (gzip)"
compare "$GZ" "$ASSET" "$BENCH_DIR/report.lua" -H 'Accept-Encoding: gzip'
# Exactly as Chrome asks for it: tradelane answers with the brotli file. (Debian's nginx has
# no brotli module, so there is no nginx row to compare with.)
BR="$ASSET (as Chrome asks: br)"
CHROME_AE='Accept-Encoding: gzip, deflate, br, zstd'
encoding=$(curl -sf -D - -o /dev/null -H "$CHROME_AE" "$TL$ASSET" | tr -d '\r' |
  awk -F': ' 'tolower($1) == "content-encoding" {print $2}')
[[ $encoding == br ]] || { echo "tradelane answers '$encoding', not br, to Chrome's Accept-Encoding" >&2; exit 1; }
measure "$BR tradelane" "$TL$ASSET" "$BENCH_DIR/report.lua" -H "$CHROME_AE"
BEFORE_MEASURE=count_before measure "/api/contact tradelane" "$TL/api/contact" "$BENCH_DIR/contact.lua"
ROWS_AFTER=$(rows)
INSERTS=$((ROWS_AFTER - ROWS_BEFORE))
INSERTS_PER_S=$(awk -v n="$INSERTS" -v s="${DUR[/api/contact tradelane]}" 'BEGIN {printf "%.0f", n / s}')
# Visit events: stored rows (read beside the server, after the 1 s batch window) per second.
events() {
  python3 -c 'import sqlite3, sys
c = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
print(c.execute("SELECT count(*) FROM insight_events").fetchone()[0])' "$DATA/tradelane.db"
}
EVENTS_BEFORE=0
events_before() { sleep 1.5; EVENTS_BEFORE=$(events); }
BEFORE_MEASURE=events_before measure "/api/events tradelane" "$TL/api/events" "$BENCH_DIR/events.lua"
sleep 1.5
EVENTS_STORED=$(($(events) - EVENTS_BEFORE))
EVENTS_PER_S=$(awk -v n="$EVENTS_STORED" -v s="${DUR[/api/events tradelane]}" 'BEGIN {printf "%.0f", n / s}')
PEAK_KB=$(awk '/VmHWM/ {print $2}' "/proc/$TL_PID/status")

# ---- report --------------------------------------------------------------------------------
ms() { awk -v us="$1" 'BEGIN {printf "%.2f", us / 1000}'; }
echo
echo "| endpoint | server | req/s | p50 ms | p99 ms | errors | tradelane / nginx req/s |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: |"
for endpoint in "/" "$ASSET" "$GZ" "$BR" /api/services /api/contact /api/events; do
  for server in tradelane nginx; do
    key="$endpoint $server"
    [[ -n "${RPS[$key]:-}" ]] || continue
    ratio=
    if [[ $server == tradelane && -n "${RPS[$endpoint nginx]:-}" ]]; then
      ratio=$(awk -v a="${RPS[$key]}" -v b="${RPS[$endpoint nginx]}" 'BEGIN {printf "%.2f", a / b}')
    fi
    printf '| `%s` | %s | %.0f | %s | %s | %s | %s |\n' "$endpoint" "$server" "${RPS[$key]}" \
      "$(ms "${P50[$key]}")" "$(ms "${P99[$key]}")" "${ERRS[$key]}" "$ratio"
  done
done
echo
echo "start -> first 200 (GET /api/health, empty data directory): ${STARTUP_MS} ms"
echo "contact: $INSERTS rows committed in ${DUR[/api/contact tradelane]} s = $INSERTS_PER_S durable inserts/s"
echo "events: $EVENTS_STORED page views stored in ${DUR[/api/events tradelane]} s = $EVENTS_PER_S events/s (of $(awk -v r="${RPS[/api/events tradelane]}" 'BEGIN {printf "%.0f", r}')/s answered)"
echo "peak resident memory of tradelane (VmHWM): $((PEAK_KB / 1024)) MiB ($PEAK_KB KiB," \
  "$(awk -v kb="$PEAK_KB" 'BEGIN {printf "%.1f", kb * 1024 / 1e6}') MB)"
echo "each round's tradelane / nginx req/s: $(for endpoint in / "$ASSET" "$GZ" /api/services; do
  printf '%s' "$endpoint"
  for round in $(seq "$ROUNDS"); do
    awk -v a="${RPS[$endpoint tradelane #$round]}" -v b="${RPS[$endpoint nginx #$round]}" \
      'BEGIN {printf " %.2f", a / b}'
  done
  printf '; '
done)"
echo "tradelane / nginx req/s: $(for endpoint in / "$ASSET" "$GZ" /api/services; do
  awk -v e="$endpoint" -v a="${RPS[$endpoint tradelane]}" -v b="${RPS[$endpoint nginx]}" \
    'BEGIN {printf "%s %.2f; ", e, a / b}'
done)"

# ---- targets -------------------------------------------------------------------------------
check() { # description, awk condition
  if awk "BEGIN {exit !($2)}"; then echo "met:    $1"; else echo "MISSED: $1"; fi
}
echo
# docs/decisions-spec.md §20: the rendered page and the API at 0.9 of nginx, peak memory 45 MB.
for endpoint in / /api/services; do
  check "$endpoint >= 0.9 x nginx req/s" "${RPS[$endpoint tradelane]} >= 0.9 * ${RPS[$endpoint nginx]}"
done
for endpoint in "$ASSET" "$GZ"; do
  check "$endpoint >= 0.8 x nginx req/s" "${RPS[$endpoint tradelane]} >= 0.8 * ${RPS[$endpoint nginx]}"
done
for endpoint in "/" "$ASSET" "$GZ" "$BR" /api/services /api/contact /api/events; do
  check "$endpoint p99 < 5 ms" "${P99[$endpoint tradelane]} < 5000"
done
check "contact >= 2000 durable inserts/s" "$INSERTS_PER_S >= 2000"
check "events >= 5000 stored/s" "$EVENTS_PER_S >= 5000"
check "first 200 within 150 ms of start" "$STARTUP_MS <= 150"
check "peak memory <= 45 MB" "$PEAK_KB * 1024 <= 45000000"
