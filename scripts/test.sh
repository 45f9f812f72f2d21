#!/usr/bin/env bash
# The README's test command (`npm test`): every test and check, stopping at the first failure,
# with each stage's time on stderr. On a 2-core machine the stages that do not wait on each
# other overlap where one of them leaves a core idle: the frontend's checks (single-threaded
# Node) beside `cargo test` (which lints as it compiles); the tests that need installed tools,
# when .ci/run has installed them, beside `cargo test`'s own; and the conformance run (Python
# on one core) beside the browser tests. Those last two run the debug binary `cargo test` has
# just built (its hot dependencies, the renderer, compression, pictures, hashing, are
# optimised in the dev profile: Cargo.toml), so the suite compiles the crate once per profile
# it needs, not a third time in release. The app is built once, before cargo.
set -euo pipefail
cd "$(dirname "$0")/.."

# Clippy lints the crate as `cargo test` compiles it, rather than in a check-only build of
# every dependency of its own (five minutes here): scripts/clippy-env.sh.
source scripts/clippy-env.sh

LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT

stage() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "── $name: $((SECONDS - start)) s" >&2
}

# Waits for a background stage and shows its output; its failure fails the run.
finish() {
  local pid=$1 name=$2 log=$3
  if wait "$pid"; then
    cat "$log"
  else
    cat "$log"
    echo "── $name failed" >&2
    exit 1
  fi
}

stage "app build" npm run --silent build:app

(stage "frontend checks and unit tests" bash -c 'npm run lint:js && npm run test:unit') \
  >"$LOGS/frontend" 2>&1 &
FRONTEND=$!
stage "rust format" cargo fmt --check
stage "rust build" cargo test --locked --no-run
# The tests that need installed tools (scripts/test-tools.sh) mostly wait on those tools (the
# CDN test waits out a page's minute in Varnish's cache), so they run beside the others.
TOOLS=""
if [ -n "${TRADELANE_TEST_TOOLS:-}" ]; then
  (stage "tests that need tools" bash scripts/test-tools.sh) >"$LOGS/tools" 2>&1 &
  TOOLS=$!
fi
# Three at a time on two cores: a test spends part of its time waiting on sockets, the disk
# and its server's workers (139 s with two, 125 s with three, the same CPU).
stage "rust tests" cargo test --locked -- --test-threads 3
finish "$FRONTEND" "frontend checks and unit tests" "$LOGS/frontend"
if [ -n "$TOOLS" ]; then
  finish "$TOOLS" "tests that need tools" "$LOGS/tools"
fi

stage "debug build" cargo build --locked
(stage "contract" npm run --silent test:contract) >"$LOGS/contract" 2>&1 &
CONTRACT=$!
stage "browser" npm run --silent test:e2e
finish "$CONTRACT" "contract" "$LOGS/contract"
echo "── total: $SECONDS s" >&2
