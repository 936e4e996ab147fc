#!/usr/bin/env bash
# The web page's tests: builds the page (web/build.sh), runs the bindings' own tests on
# wasm32 under node (crates/nonet-web/test-wasm.sh), installs the end-to-end test's one
# npm package when missing (playwright-core, which downloads no browser), then runs the
# end-to-end test in the system's headless Chromium (/usr/bin/chromium, or
# $NONET_CHROMIUM). NONET_SCREENSHOTS=1 also refreshes docs/screenshots/*.png.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

bash web/build.sh

echo "== the bindings' tests on wasm32 under node"
bash crates/nonet-web/test-wasm.sh

if [ ! -d web/node_modules/playwright-core ]; then
  echo "== npm ci (web/)"
  (cd web && npm ci --no-audit --no-fund)
fi

echo "== end-to-end test (headless Chromium)"
node --test web/tests/e2e.mjs
