#!/usr/bin/env bash
# The tests that need a tool `cargo test` cannot count on, `#[ignore]`d there: the https test
# (Debian's pebble), the CDN test (Debian's varnish), the off-site backup tests (rclone and
# Litestream, found through TRADELANE_TEST_TOOLS: tests/api/offsite.rs, tests/api/litestream.rs)
# and the health tests that mount a full tmpfs or switch to an unprivileged user, which need
# root (or else root of a user namespace of their own). `.ci/run` installs the tools and sets
# TRADELANE_TEST_TOOLS; `npm test` then runs this script beside the other Rust tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Compiled as `npm test` compiled it (linted by clippy-driver), so nothing is rebuilt.
source scripts/clippy-env.sh
IGNORED=(cargo test --locked --test api -- --ignored)
if [ "$(id -u)" -eq 0 ]; then
  "${IGNORED[@]}"
else
  unshare --map-root-user --mount "${IGNORED[@]}"
fi
