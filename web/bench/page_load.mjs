// The page's weight and start-up: the .wasm file's size (raw and gzipped) and the time
// from navigation to an interactive board (`<body data-ready="true">`) in headless
// Chromium on localhost, the median of --runs loads.
//
// Usage (from the repository root, after `bash web/build.sh` and `npm ci` in web/):
//   node web/bench/page_load.mjs [--dist web/dist] [--runs 5]
//
// Two kinds of load are timed. First visit: a fresh browser context each time (no
// HTTP cache, no service worker, no saved game, so the page also generates its first
// puzzle before it is ready). Return visit: a reload of that context, which resumes
// the saved game from localStorage with the files cached.
// The time is the page's own clock at the moment data-ready is set, which counts from
// the navigation's start (performance.timeOrigin), read by an observer installed
// before the page's scripts run: no polling delay.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { launch } from '../tests/browser.mjs';
import { serve } from '../tests/server.mjs';

const options = parseArgs(process.argv.slice(2));
const wasm = readFileSync(join(options.dist, 'pkg', 'nonet_web_bg.wasm'));
const gzipped = gzipSync(wasm, { level: 9 }).length;
console.log(`nonet_web_bg.wasm: ${wasm.length} bytes (${mb(wasm.length)}), gzip -9 ${gzipped} bytes (${mb(gzipped)})`);

const server = await serve(options.dist);
const browser = await launch();
try {
  const first = [];
  const back = [];
  for (let i = 0; i < options.runs; i++) {
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    await page.addInitScript(recordReady);
    await page.goto(server.url);
    first.push(await readyAt(page));
    await page.reload();
    back.push(await readyAt(page));
    await context.close();
  }
  report('first visit (fresh context)', first);
  report('return visit (reload)', back);
} finally {
  await browser.close();
  await server.close();
}

function parseArgs(argv) {
  const o = { dist: 'web/dist', runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dist') o.dist = argv[++i];
    else if (argv[i] === '--runs') o.runs = Number(argv[++i]);
    else {
      console.error(`page_load: unknown argument ${argv[i]}\nusage: node web/bench/page_load.mjs [--dist DIR] [--runs N]`);
      process.exit(2);
    }
  }
  if (!(o.runs >= 1)) {
    console.error('page_load: --runs takes a number, at least 1');
    process.exit(2);
  }
  o.dist = resolve(o.dist);
  return o;
}

// Runs in the page before its scripts: notes performance.now() when <body> gets
// data-ready="true".
function recordReady() {
  new MutationObserver((_, observer) => {
    if (document.body?.dataset.ready === 'true') {
      window.__nonetReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
}

async function readyAt(page) {
  await page.waitForFunction(() => window.__nonetReadyAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__nonetReadyAt);
}

function report(what, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
    + sorted[Math.ceil((sorted.length - 1) / 2)];
  console.log(`${what}: median ${(median / 2).toFixed(0)} ms over ${times.length} loads `
    + `(min ${sorted[0].toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)}): `
    + times.map((t) => t.toFixed(0)).join(' '));
}

function mb(bytes) {
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}
