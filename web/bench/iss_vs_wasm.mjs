// nonet's WebAssembly beside the Interactive Sudoku Solver (ISS) in one JavaScript
// engine (node), counting solutions up to 2, per kind of puzzle.
//
// Usage (from the repository root, after `bash web/build.sh`):
//   node web/bench/iss_vs_wasm.mjs ISS_DIR [--pkg web/dist/pkg]
//        [--variants ../shared/data/variants_train.tsv] [--iss-form FILE]
//        [--classic FILE[:N]]... [--limit 2] [--min-ms 100] [--repeat 9] [--verbose]
//
// ISS_DIR is an unpacked snapshot of github.com/sigh/Interactive-Sudoku-Solver, loaded
// from there at run time: nothing of ISS lives in this repository. Its modules are
// called as ISS's own page calls them (parse the text, build the solver, count).
//
// What is timed, per puzzle, is the whole call from text to count on both sides:
// nonet's `count(text, limit)` binding (reading, compiling the rules, searching,
// writing its JSON record) and ISS's parse + build (its optimizer) + countSolutions.
// ISS's search alone is reported too, in a second table, since leaving its build out
// is how the native comparison (`nonet-bench variants`) measures it.
// A first pass runs both engines once on every puzzle, so both JITs (V8's for ISS,
// Liftoff then TurboFan for the wasm) are warm; then each puzzle is run again by both
// engines in turn, nonet and ISS alternately, until --min-ms has passed or --repeat
// rounds are done, and each engine's median is kept. One run per puzzle was too noisy
// on a shared machine: a 0.6 ms count sometimes took 25 ms.
//
// Variant rows: nonet reads the `puzzle` column as published (ISS strings or
// f-puzzles JSON); ISS gets the ISS form of each row, which `nonet-bench iss-form`
// writes (the published text for ISS rows, nonet's ISS writer for f-puzzles rows),
// or the file given with --iss-form (that command's output). Rows with no ISS form,
// or that ISS cannot read, are counted and named, not compared.
//
// Exit status 1 when the two engines disagree on a count, 2 on a usage error.

import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEFAULT_CLASSIC = [
  '../shared/data/puzzles_17_clue.txt:1000',
  '../shared/data/hardest_1000.txt:1000',
];

const options = parseArgs(process.argv.slice(2));
const nonet = await loadNonet(options.pkg);
const iss = await loadIss(options.iss);
let notCompared = 0;
const sets = [...variantSets(options), ...options.classic.map(classicSet)];
const puzzles = sets.flatMap((s) => s.puzzles);

for (const p of puzzles) runBoth(p, options.limit);
const timed = puzzles.map((p) => ({ ...p, ...timeBoth(p, options) }));

// A puzzle ISS cannot read is left out and named; one nonet cannot read is a
// disagreement (nonet reads every row it is given).
const unread = timed.filter((r) => r.iss.error && !r.nonet.error);
const results = timed.filter((r) => !unread.includes(r));
const disagreements = results.filter((r) => r.nonet.count !== r.iss.count);
printReport(results, sets, options);
console.log(`\nNot compared: ${unread.length + notCompared} puzzles `
  + `(${notCompared} with no ISS form, ${unread.length} that ISS could not read).`);
for (const r of unread) console.log(`ISS could not read ${r.label}: ${r.iss.error}`);
for (const r of disagreements) {
  console.log(`DISAGREE ${r.label}: nonet ${r.nonet.count}, ISS ${r.iss.count}`);
}
process.exit(disagreements.length ? 1 : 0);

function parseArgs(argv) {
  const o = {
    iss: null,
    pkg: 'web/dist/pkg',
    variants: '../shared/data/variants_train.tsv',
    issForm: null,
    classic: [],
    limit: 2,
    minMs: 100,
    repeat: 9,
    verbose: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--pkg') o.pkg = argv[++i];
    else if (a === '--variants') o.variants = argv[++i];
    else if (a === '--iss-form') o.issForm = argv[++i];
    else if (a === '--classic') o.classic.push(argv[++i]);
    else if (a === '--limit') o.limit = Number(argv[++i]);
    else if (a === '--min-ms') o.minMs = Number(argv[++i]);
    else if (a === '--repeat') o.repeat = Number(argv[++i]);
    else if (a === '--verbose') o.verbose = true;
    else if (!a.startsWith('--') && !o.iss) o.iss = a;
    else usage(`unknown argument ${a}`);
  }
  if (!o.iss) usage('ISS_DIR is missing');
  if (!(o.limit >= 1)) usage('--limit takes a number, at least 1');
  if (!(o.repeat >= 1)) usage('--repeat takes a number, at least 1');
  if (!(o.minMs >= 0)) usage('--min-ms takes a number of milliseconds');
  if (o.classic.length === 0) o.classic = DEFAULT_CLASSIC;
  return o;
}

function usage(why) {
  console.error(`iss_vs_wasm: ${why}`);
  console.error('usage: node web/bench/iss_vs_wasm.mjs ISS_DIR [--pkg DIR] [--variants TSV] '
    + '[--iss-form FILE] [--classic FILE[:N]]... [--limit N] [--min-ms MS] [--repeat N] [--verbose]');
  process.exit(2);
}

// The web build's bindings (`wasm-bindgen --target web`), instantiated synchronously
// from the .wasm bytes: the same module the page loads.
async function loadNonet(pkg) {
  const glue = await import(pathToFileURL(resolve(pkg, 'nonet_web.js')).href);
  glue.initSync({ module: readFileSync(resolve(pkg, 'nonet_web_bg.wasm')) });
  return (text, limit) => JSON.parse(glue.count(text, limit)).count;
}

// ISS's modules expect a browser's globals; its own test helper provides them.
async function loadIss(dir) {
  const load = (path) => import(pathToFileURL(join(resolve(dir), path)).href);
  const { ensureGlobalEnvironment } = await load('tests/helpers/test_env.js');
  ensureGlobalEnvironment();
  const { SudokuParser } = await load('js/sudoku_parser.js');
  const { SudokuBuilder } = await load('js/solver/sudoku_builder.js');
  return (text, limit) => {
    const t0 = performance.now();
    const constraint = SudokuBuilder.resolveConstraint(SudokuParser.parseText(text));
    const solver = SudokuBuilder.build(constraint);
    const t1 = performance.now();
    const count = solver.countSolutions(limit);
    return { count, buildMs: t1 - t0 };
  };
}

// One set per kind of the variant TSV.
function variantSets(o) {
  const rows = readTsv(o.variants);
  const forms = issForms(o);
  const byKind = new Map();
  const skipped = [];
  for (const row of rows) {
    const form = forms.get(row.line);
    if (!form || !form.iss) {
      skipped.push(`${o.variants}:${row.line} (${row.kind}): ${form ? form.why : 'no ISS form'}`);
      continue;
    }
    if (!byKind.has(row.kind)) byKind.set(row.kind, []);
    byKind.get(row.kind).push({
      kind: row.kind,
      label: `${o.variants}:${row.line} (${row.kind})`,
      nonetText: row.puzzle,
      issText: form.iss,
    });
  }
  for (const s of skipped) console.error(`not compared: ${s}`);
  notCompared += skipped.length;
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, puzzles]) => ({ kind, puzzles, variant: true }));
}

function readTsv(path) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines[0].split('\t');
  const col = (name) => header.indexOf(name);
  const [kind, puzzle] = [col('kind'), col('puzzle')];
  if (kind < 0 || puzzle < 0) usage(`${path}: no kind or puzzle column`);
  return lines.slice(1).flatMap((line, i) => {
    const cells = line.split('\t');
    if (!line.trim() || line.startsWith('#')) return [];
    return [{ line: i + 2, kind: cells[kind], puzzle: cells[puzzle] }];
  });
}

// `nonet-bench iss-form` output by line number: {iss, why}.
function issForms(o) {
  const text = o.issForm
    ? readFileSync(o.issForm, 'utf8')
    : execFileSync('cargo', ['run', '--release', '-q', '-p', 'nonet-bench', '--', 'iss-form', o.variants],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 });
  const forms = new Map();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [n, , iss, why] = line.split('\t');
    forms.set(Number(n), { iss, why });
  }
  return forms;
}

// A classic file's first N puzzles (all when N is not given), one per line; both
// engines read the 81-character line.
function classicSet(spec) {
  const m = /^(.*?)(?::(\d+))?$/.exec(spec);
  const [path, limit] = [m[1], m[2] ? Number(m[2]) : Infinity];
  const lines = readFileSync(path, 'utf8').split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .slice(0, limit);
  const name = path.split('/').pop();
  const kind = `classic ${name}${Number.isFinite(limit) ? ` (first ${lines.length})` : ''}`;
  return {
    kind,
    variant: false,
    puzzles: lines.map((l, i) => ({ kind, label: `${path}:${i + 1}`, nonetText: l, issText: l })),
  };
}

// Both engines on one puzzle, nonet first; a thrown error is a count of -1 with its
// message, so one bad row does not stop the run and shows as a disagreement.
function runBoth(p, limit) {
  return { nonet: timeNonet(p, limit), iss: timeIss(p, limit) };
}

// Rounds of runBoth until the budget is spent; each engine's median run (the last
// run's count and error, which do not change between runs).
function timeBoth(p, o) {
  const rounds = [];
  const started = performance.now();
  do {
    rounds.push(runBoth(p, o.limit));
  } while (rounds.length < o.repeat && performance.now() - started < o.minMs);
  const last = rounds[rounds.length - 1];
  const med = (f) => median(rounds.map(f));
  return {
    nonet: { ...last.nonet, ms: med((r) => r.nonet.ms) },
    iss: { ...last.iss, ms: med((r) => r.iss.ms), searchMs: med((r) => r.iss.searchMs) },
  };
}

function timeNonet(p, limit) {
  const t0 = performance.now();
  try {
    const count = nonet(p.nonetText, limit);
    return { count, ms: performance.now() - t0 };
  } catch (e) {
    return { count: -1, ms: performance.now() - t0, error: String(e) };
  }
}

function timeIss(p, limit) {
  const t0 = performance.now();
  try {
    const { count, buildMs } = iss(p.issText, limit);
    const ms = performance.now() - t0;
    return { count, ms, searchMs: ms - buildMs };
  } catch (e) {
    const ms = performance.now() - t0;
    return { count: -1, ms, searchMs: ms, error: String(e && e.message || e) };
  }
}

function printReport(results, sets, o) {
  const variants = results.filter((r) => sets.find((s) => s.kind === r.kind).variant);
  const groups = [
    ...sets.filter((s) => s.variant).map((s) => [s.kind, results.filter((r) => r.kind === s.kind)]),
    ['**all variants**', variants],
    ...sets.filter((s) => !s.variant).map((s) => [s.kind, results.filter((r) => r.kind === s.kind)]),
  ];
  if (o.verbose) {
    for (const r of results) {
      console.log(`${r.label}\tnonet ${r.nonet.count} ${r.nonet.ms.toFixed(3)} ms\tISS ${r.iss.count} `
        + `${r.iss.ms.toFixed(3)} ms (search ${r.iss.searchMs.toFixed(3)})`
        + `${r.nonet.error ? `\tnonet: ${r.nonet.error}` : ''}${r.iss.error ? `\tISS: ${r.iss.error}` : ''}`);
    }
  }
  console.log(`Counting to ${o.limit}, warm, ms (per puzzle the median of up to ${o.repeat} runs in `
    + `${o.minMs} ms); ratio = ISS / nonet (above 1x, nonet is faster).`);
  console.log('Whole call from text to count on both sides:\n');
  printTable(groups, (r) => r.iss.ms);
  console.log('\nISS search only (its parse and build left out):\n');
  printTable(groups, (r) => r.iss.searchMs);
}

function printTable(groups, issMs) {
  console.log('| kind | puzzles | nonet median | nonet total | ISS median | ISS total | median ratio | total ratio |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [kind, rs] of groups) {
    if (rs.length === 0) continue;
    const n = rs.map((r) => r.nonet.ms);
    const s = rs.map(issMs);
    const [nm, nt, sm, st] = [median(n), sum(n), median(s), sum(s)];
    console.log(`| ${kind} | ${rs.length} | ${ms(nm)} | ${ms(nt)} | ${ms(sm)} | ${ms(st)} | `
      + `${ratio(sm, nm)} | ${ratio(st, nt)} |`);
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function sum(xs) {
  return xs.reduce((a, b) => a + b, 0);
}

function ms(x) {
  return x.toFixed(3);
}

function ratio(iss, nonet) {
  return `${(iss / nonet).toFixed(1)}x`;
}
