# Sourced by scripts/test.sh and .ci/run: every cargo command after it compiles this crate's
# targets (library, binary, build script, tests) with clippy-driver, which is rustc with
# clippy's lints, the way `cargo clippy` runs it, with warnings as errors. `cargo clippy`
# itself compiles every dependency again in check mode, a second build of ~350 crates that
# took five of the suite's minutes; here the lints ride on the one build the tests need.
# `npm run lint` (cargo clippy --all-targets) checks the same for a developer.
#
# The wrapper is part of the crate's build fingerprint, so a plain `cargo test` afterwards
# recompiles this crate (not its dependencies).
if command -v rustup >/dev/null 2>&1; then
  RUSTC_WORKSPACE_WRAPPER=$(rustup which clippy-driver)
else
  RUSTC_WORKSPACE_WRAPPER=$(command -v clippy-driver)
fi
export RUSTC_WORKSPACE_WRAPPER
# clippy-driver's own argument list (cargo-clippy joins it with this separator).
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
