#!/usr/bin/env bash
# The bindings' own tests on wasm32-unknown-unknown, under node: tests/wasm.rs (the
# engine's clock there, a rating with a time limit, a hard puzzle's forcing chains
# under a deadline, the Game class, generation). Needs the wasm32 target (rustup target
# add wasm32-unknown-unknown), node, and wasm-bindgen-cli at the version Cargo.lock
# pins (its wasm-bindgen-test-runner; cargo install --locked wasm-bindgen-cli
# --version <that version>). Extra arguments go to cargo test (e.g. a test name).
set -euo pipefail
cd "$(dirname "$0")/../.."
runner=$(command -v wasm-bindgen-test-runner || echo "$HOME/.cargo/bin/wasm-bindgen-test-runner")
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="$runner" \
    exec cargo test -p nonet-web --target wasm32-unknown-unknown "$@"
