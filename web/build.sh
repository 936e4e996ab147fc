#!/usr/bin/env bash
# Builds the web page into web/dist/: the bindings (crates/nonet-web) compiled to
# WebAssembly in release, their JavaScript glue made by wasm-bindgen, and
# the static files (web/static/). Serve web/dist/ with any static server:
#   python3 -m http.server -d web/dist 8000
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

# wasm-bindgen's glue must come from the CLI of the very version the crate links: the
# two exchange a schema and refuse each other otherwise, with a less clear message.
locked="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [ -z "$locked" ]; then
  echo "web/build.sh: Cargo.lock pins no wasm-bindgen version" >&2
  exit 2
fi
install="cargo install --locked wasm-bindgen-cli --version $locked"
if ! command -v wasm-bindgen >/dev/null 2>&1; then
  echo "web/build.sh: wasm-bindgen is not installed; Cargo.lock pins $locked. Install it with:" >&2
  echo "  $install" >&2
  exit 2
fi
found="$(wasm-bindgen --version | awk '{ print $2 }')"
if [ "$found" != "$locked" ]; then
  echo "web/build.sh: wasm-bindgen $found is installed, but Cargo.lock pins $locked. Install that one with:" >&2
  echo "  $install" >&2
  exit 2
fi

# The workspace's release profile (one codegen unit, thin LTO). A profile of its own
# with fat LTO was tried: the .wasm came out the same size to a few bytes (1,977,167
# against 1,977,137), so it did not earn its place; opt-level "s" would shrink it at the
# engine's speed, which the page's solver and the benchmark against ISS rely on.
echo "== cargo build -p nonet-web --release --target wasm32-unknown-unknown"
cargo build -p nonet-web --release --target wasm32-unknown-unknown
target="${CARGO_TARGET_DIR:-$root/target}"
wasm="$target/wasm32-unknown-unknown/release/nonet_web.wasm"

dist="$root/web/dist"
rm -rf "$dist"
mkdir -p "$dist"
echo "== wasm-bindgen --target web -> web/dist/pkg"
wasm-bindgen --target web --no-typescript --out-dir "$dist/pkg" "$wasm"
cp -R "$root/web/static/." "$dist/"

# The service worker caches every file of this build under a name that changes with
# their content, so a new build replaces the old cache instead of mixing with it.
files="$(cd "$dist" && find . -type f ! -name sw.js | sed 's|^\./||' | sort)"
version="$(cd "$dist" && echo "$files" | xargs sha256sum | sha256sum | cut -c1-16)"
list="$(echo "$files" | sed 's/.*/"&"/' | paste -sd, -)"
sed -i -e "s|\"__VERSION__\"|\"$version\"|" -e "s|\[\"__FILES__\"\]|[\"./\",$list]|" "$dist/sw.js"

size="$(wc -c < "$dist/pkg/nonet_web_bg.wasm")"
gz="$(gzip -9 -c "$dist/pkg/nonet_web_bg.wasm" | wc -c)"
echo "== web/dist ready: nonet_web_bg.wasm $size bytes, $gz gzipped"
