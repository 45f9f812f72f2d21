#!/usr/bin/env bash
# The scale benchmark (issue 24, docs/decisions-spec.md §12): for each size, a temporary data
# folder filled with N published posts and M enquiries (by SQL, as years of use would), then
# start -> first 200, first and kept render of /blog and a post, page / data block / list /
# feed / sitemap sizes, an owner's save, visitors' p50/p99 while the owner saves once a
# second, resident and peak memory after 200 distinct pages, inbox list / search / CSV
# export time and the memory the export adds.
#
# usage: bench/scale.sh
# environment: SIZES ("10:1000 100:100000 1000:100000 10000:1000000": posts:enquiries),
#              SOAK (10: seconds of visitors while the owner saves), VISITORS (8),
#              BIN (target/release/tradelane), SKIP_BUILD=1 (use BIN as it is)
# needs: python3
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export BIN=${BIN:-$ROOT/target/release/tradelane}
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  (cd "$ROOT" && cargo build --release --locked) >&2
fi
exec python3 "$ROOT/bench/scale.py"
