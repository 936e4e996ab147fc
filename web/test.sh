#!/usr/bin/env bash
# The web page's tests: builds the page (web/build.sh), installs the test's one npm
# package when missing (playwright-core, which downloads no browser), then runs the
# end-to-end test in the system's headless Chromium (/usr/bin/chromium, or
# $NONET_CHROMIUM). NONET_SCREENSHOTS=1 also refreshes docs/screenshots/*.png.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

bash web/build.sh

if [ ! -d web/node_modules/playwright-core ]; then
  echo "== npm ci (web/)"
  (cd web && npm ci --no-audit --no-fund)
fi

echo "== end-to-end test (headless Chromium)"
node --test web/tests/e2e.mjs
