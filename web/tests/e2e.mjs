// The web page end to end: the built page (web/dist, `bash web/build.sh`) served on
// localhost and played in headless Chromium through its DOM contract only (cells'
// data-cell and aria-label, buttons by name, #message, #hint-text, #solver-output).
// Each test opens the page in a fresh browser context (its own localStorage), so none
// depends on another; each fails on an uncaught error in the page.
//
// Run: `bash web/test.sh` (builds the page first), or `node --test web/tests/e2e.mjs`.
// NONET_SCREENSHOTS=1 also writes docs/screenshots/*.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadBindings, thrown } from './bindings.mjs';
import {
  CELLS, button, cellTexts, clickCell, givenIn, importClassic, importText, label, labels,
  textOf, until, untilBoardChanges, waitReady,
} from './board.mjs';
import { launch } from './browser.mjs';
import { CLASSIC, JIGSAW, KILLER } from './fixtures.mjs';
import { takeScreenshots } from './screenshots.mjs';
import { serve } from './server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'web', 'dist');
const VIEWPORT = { width: 900, height: 700 };

let server;
let browser;
let nonet;

before(async () => {
  nonet = await loadBindings(join(DIST, 'pkg'));
  server = await serve(DIST);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh context and page on the served page, ready for input; `errors` collects
 *  the page's uncaught exceptions, which `done` asserts there were none of. */
async function open(hash = '') {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + hash);
  await waitReady(page);
  const done = async () => {
    await context.close();
    assert.deepEqual(errors, [], 'the page threw');
  };
  return { context, page, errors, done };
}

/** The digit in r1c1 of `CLASSIC`'s solution, from the library. */
function solutionOfR1c1() {
  return Number(JSON.parse(nonet.solve(CLASSIC)).solution[0]);
}

test('the test\'s server gives the .wasm and modules their types and nothing outside web/dist', async () => {
  const type = async (path) => (await fetch(server.url + path)).headers.get('content-type');
  assert.equal(await type('pkg/nonet_web_bg.wasm'), 'application/wasm');
  assert.match(await type('pkg/nonet_web.js'), /^text\/javascript\b/);
  assert.match(await type(''), /^text\/html\b/);
  assert.equal((await fetch(`${server.url}..%2f..%2fCargo.toml`)).status, 403);
  assert.equal((await fetch(`${server.url}no-such-file.js`)).status, 404);
});

test('the board shows an imported puzzle\'s givens, and only those', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  const shown = await labels(page);
  for (const [i, cell] of CELLS.entries()) {
    const want = /[1-9]/.test(CLASSIC[i]) ? Number(CLASSIC[i]) : null;
    assert.equal(givenIn(shown[cell]), want, `${cell}: "${shown[cell]}"`);
    const texts = await cellTexts(page, cell);
    assert.deepEqual(texts.given, want ? [String(want)] : [], `${cell}'s drawn given`);
  }
  await done();
});

test('a digit typed in r1c1 shows, Undo takes it back, Redo puts it again', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  assert.match(await label(page, 'r1c1'), /^r1c1, empty\b/);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('7');
  await until(page, 'r1c1 shows the digit 7', () =>
    /\bdigit 7\b/.test(document.querySelector('[data-cell="r1c1"]').getAttribute('aria-label')));
  assert.deepEqual((await cellTexts(page, 'r1c1')).entry, ['7']);

  await button(page, 'Undo').click();
  await until(page, 'Undo empties r1c1', () =>
    /^r1c1, empty\b/.test(document.querySelector('[data-cell="r1c1"]').getAttribute('aria-label')));
  assert.deepEqual((await cellTexts(page, 'r1c1')).digit, []);

  await button(page, 'Redo').click();
  await until(page, 'Redo puts the 7 back', () =>
    /\bdigit 7\b/.test(document.querySelector('[data-cell="r1c1"]').getAttribute('aria-label')));
  await done();
});

test('Shift+digit makes a corner mark and Ctrl+digit a centre mark, not digits', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c2');
  await page.keyboard.press('Shift+Digit3');
  await clickCell(page, 'r1c3');
  await page.keyboard.press('Control+Digit4');
  await until(page, 'both marks show', () =>
    /corner marks 3/.test(document.querySelector('[data-cell="r1c2"]').getAttribute('aria-label'))
    && /centre marks 4/.test(document.querySelector('[data-cell="r1c3"]').getAttribute('aria-label')));

  const corner = await cellTexts(page, 'r1c2');
  assert.deepEqual(corner.corner, ['3'], 'r1c2 draws a corner mark 3');
  assert.deepEqual([corner.digit, corner.centre], [[], []], 'r1c2 has no digit and no centre mark');
  assert.match(await label(page, 'r1c2'), /^r1c2, empty, corner marks 3$/);

  const centre = await cellTexts(page, 'r1c3');
  assert.deepEqual(centre.centre, ['4'], 'r1c3 draws a centre mark 4');
  assert.deepEqual([centre.digit, centre.corner], [[], []], 'r1c3 has no digit and no corner mark');
  assert.match(await label(page, 'r1c3'), /^r1c3, empty, centre marks 4$/);
  await done();
});

test('Hint colours its cells by role, and Apply changes the board', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  const rolesShown = () => page.$$eval('#board [data-cell]', (els) =>
    els.flatMap((e) => [...e.classList].filter((c) => c.startsWith('role-'))));
  assert.deepEqual(await rolesShown(), [], 'no roles before the hint');

  await button(page, 'Hint').click();
  await until(page, 'the hint\'s sentence shows', () =>
    document.getElementById('hint-text').textContent.trim() !== '');
  await until(page, 'the hint colours cells by role', () =>
    document.querySelector('#board [data-cell][class*="role-"]') !== null);
  const roles = await rolesShown();
  assert.ok(roles.length > 0, 'some cell has a role class');

  const before = await labels(page);
  await button(page, 'Apply').click();
  await untilBoardChanges(page, before, 'Apply changes the board');
  const afterApply = await labels(page);
  const changed = CELLS.filter((c) => afterApply[c] !== before[c]);
  assert.ok(changed.every((c) => !givenIn(afterApply[c])), 'Apply changes no given');
  await done();
});

test('New game at a level shows another puzzle', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  const before = await labels(page);
  await page.selectOption('#level', 'easy');
  await button(page, 'New game').click();
  await until(page, 'the generator answers', () =>
    !document.getElementById('message').textContent.trim().endsWith('…'));
  const message = await textOf(page, '#message');
  await untilBoardChanges(page, before, `a new puzzle shows (#message: "${message}")`, 5_000);
  await until(page, 'the new puzzle has its givens', () =>
    [...document.querySelectorAll('#board [data-cell]')]
      .filter((g) => /\bgiven [1-9]\b/.test(g.getAttribute('aria-label'))).length >= 17);
  const shown = await labels(page);
  const givens = CELLS.map((c) => givenIn(shown[c]) ?? '.').join('');
  assert.notEqual(givens, CLASSIC, 'the givens are not the imported puzzle\'s');
  const count = JSON.parse(nonet.count(givens, 2));
  assert.equal(count.status, 'unique', `the new puzzle ${givens} has one solution`);
  await done();
});

test('an f-puzzles link of a killer draws its cages and Count says 1 solution', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  const cages = () => page.locator('#board .k-killer').count();
  assert.equal(await cages(), 0, 'a classic puzzle has no cage drawn');

  const message = await importText(page, KILLER.link);
  await until(page, `the killer's ${KILLER.cages} cages are drawn`, (n) =>
    document.querySelectorAll('#board .k-killer').length >= n, KILLER.cages);
  assert.ok(await cages() >= KILLER.cages, `#message: "${message}"`);
  const shown = await labels(page);
  assert.ok(CELLS.every((c) => /^r\dc\d, empty\b/.test(shown[c])), 'the killer has no givens');

  await button(page, 'Count').click();
  await until(page, 'the solver panel answers', () => {
    const out = document.getElementById('solver-output').textContent.trim();
    return out !== '' && !out.endsWith('…');
  });
  assert.equal(await textOf(page, '#solver-output'), '1 solution');
  await done();
});

test('a reload restores the game: digits and marks', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('4');
  await clickCell(page, 'r1c2');
  await page.keyboard.press('Shift+Digit6');
  await until(page, 'the digit and the mark show', () =>
    /\bdigit 4\b/.test(document.querySelector('[data-cell="r1c1"]').getAttribute('aria-label'))
    && /corner marks 6/.test(document.querySelector('[data-cell="r1c2"]').getAttribute('aria-label')));
  const before = await labels(page);

  await page.reload();
  await waitReady(page);
  await until(page, 'the game is restored', (before) =>
    [...document.querySelectorAll('#board [data-cell]')]
      .every((g) => g.getAttribute('aria-label') === before[g.getAttribute('data-cell')]), before);
  assert.deepEqual(await labels(page), before);
  await done();
});

test('Why wrong explains a wrong digit, and not a right one', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  const right = solutionOfR1c1();
  const wrong = (right % 9) + 1;
  await clickCell(page, 'r1c1');
  await page.keyboard.press(String(wrong));
  await button(page, 'Why wrong').click();
  await until(page, 'an explanation shows', () =>
    document.getElementById('hint-text').textContent.trim() !== '');
  const why = await textOf(page, '#hint-text');
  assert.ok(why.includes(`r1c1=${wrong}`), `the explanation names r1c1=${wrong}: "${why}"`);

  await page.keyboard.press(String(right));
  await button(page, 'Why wrong').click();
  await until(page, 'the answer changes', (why) =>
    document.getElementById('hint-text').textContent.trim() !== why, why);
  const notWrong = await textOf(page, '#hint-text');
  assert.ok(!notWrong.includes(`r1c1=${wrong}`), `the right digit is not called wrong: "${notWrong}"`);
  await done();
});

test('an unreadable paste shows the library\'s message and keeps the game', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('2');
  const before = await labels(page);

  const bad = '12.4..7';
  const expected = thrown(() => nonet.Game.from_text(bad));
  assert.ok(expected, 'the library refuses the paste');
  const message = await importText(page, bad);
  assert.ok(message.includes(expected), `#message "${message}" carries "${expected}"`);
  assert.deepEqual(await labels(page), before, 'the board is as it was');
  await done();
});

test('a saved-games store cut short is reported, kept aside, and the page plays on', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('3');
  await until(page, 'the game is saved', () => (localStorage.getItem('nonet.games') ?? '').length > 0);
  const cut = await whileClosed(page, () => {
    const raw = localStorage.getItem('nonet.games');
    const cut = raw.slice(0, Math.floor(raw.length / 2));
    localStorage.setItem('nonet.games', cut);
    return cut;
  });

  await page.goto(server.url);
  await waitReady(page);
  const message = await textOf(page, '#message');
  assert.match(message, /saved game/i, `the problem is reported: "${message}"`);
  assert.ok(await keptInStorage(page, cut), 'the cut text is still in localStorage');
  await playsOn(page);
  await done();
});

test('saved games the library refuses are reported, kept aside, and the page plays on', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('3');
  await until(page, 'the game is saved', () => (localStorage.getItem('nonet.games') ?? '').length > 0);
  // Every kept game's save altered (the page's first puzzle and the imported one), so
  // none can be resumed instead.
  const saves = await whileClosed(page, () => {
    const games = JSON.parse(localStorage.getItem('nonet.games'));
    for (const entry of Object.values(games)) entry.save = entry.save.replace(/"/g, '\'');
    localStorage.setItem('nonet.games', JSON.stringify(games));
    return Object.values(games).map((entry) => entry.save);
  });
  assert.ok(saves.length > 0);
  for (const save of saves) {
    assert.ok(thrown(() => nonet.Game.from_save(save)), 'the library refuses the altered save');
  }

  await page.goto(server.url);
  await waitReady(page);
  const message = await textOf(page, '#message');
  assert.match(message, /could not be restored|saved game/i, `the problem is reported: "${message}"`);
  for (const save of saves) {
    assert.ok(await keptInStorage(page, save), 'a refused save is still in localStorage');
  }
  await playsOn(page);
  await done();
});

test('a share link cut short is reported and the current game is kept', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('5');
  await button(page, 'Share').click();
  await until(page, 'the address carries the share code', () => location.hash.startsWith('#p='));
  const hash = await page.evaluate(() => location.hash);
  const before = await labels(page);

  await page.goto('about:blank');
  const cut = hash.slice(0, Math.floor(hash.length / 2));
  await page.goto(server.url + cut);
  await waitReady(page);
  await until(page, 'the link is reported', () =>
    /share link/i.test(document.getElementById('message').textContent));
  assert.deepEqual(await labels(page), before, 'the game and its digit are kept');

  await done();

  // The whole link opens the puzzle in a browser that never had it, so the cut was
  // what failed.
  const fresh = await open(hash);
  await until(fresh.page, 'the shared puzzle opens', (want) =>
    [...document.querySelectorAll('#board [data-cell]')].map((g) => {
      const m = /\bgiven ([1-9])\b/.exec(g.getAttribute('aria-label') ?? '');
      return m ? m[1] : '.';
    }).join('') === want, CLASSIC);
  await fresh.done();
});

test('New game offers the library\'s schemes, and the levels follow the scheme', async () => {
  const { page, done } = await open();
  const record = JSON.parse(nonet.schemes());
  const values = (id) => page.$$eval(`#${id} option`, (os) => os.map((o) => o.value));
  assert.deepEqual(await values('scheme'), record.schemes.map((s) => s.scheme));
  assert.equal(await page.inputValue('#scheme'), record.default_scheme);
  assert.equal(await page.inputValue('#level'), record.default_level);
  for (const s of [...record.schemes].reverse()) {
    await page.selectOption('#scheme', s.scheme);
    assert.deepEqual(await values('level'), s.levels, `the levels of ${s.scheme}`);
  }
  // The last scheme listed, at its easiest level: the request reaches the generator.
  const last = record.schemes.at(-1);
  await page.selectOption('#scheme', last.scheme);
  await page.selectOption('#level', last.levels[1]);
  await page.fill('#seed', '1');
  const before = await labels(page);
  await button(page, 'New game').click();
  await untilBoardChanges(page, before, `a ${last.scheme} ${last.levels[1]} puzzle shows`, 20_000);
  const generated = JSON.parse(nonet.generate(JSON.stringify({ scheme: last.scheme, level: last.levels[1], seed: 1 })));
  await until(page, 'the board shows the generated givens', (line) =>
    [...document.querySelectorAll('#board [data-cell]')].every((g, i) => {
      const m = /\bgiven ([1-9])\b/.exec(g.getAttribute('aria-label') ?? '');
      return (m ? m[1] : '.') === line[i];
    }), generated.puzzle, 10_000);
  await done();
});

test('New game makes a variant of the ticked rule kinds: drawn, titled, shared by its id, hinted, and as a SudokuPad link', async () => {
  const { page, done } = await open();
  const record = JSON.parse(nonet.schemes());
  const values = (selector) => page.$$eval(selector, (els) => els.map((e) => e.value));
  // A checkbox per kind the library lists, named as it names them; none ticked: Classic.
  assert.deepEqual(await values('#rules-list input[name="rule"]'), record.rules);
  assert.equal(await textOf(page, '#rules summary'), 'Rules: Classic');
  await page.click('#rules summary');
  for (const kind of ['thermo', 'killer']) await page.check(`#rules-list input[value="${kind}"]`);
  assert.equal(await textOf(page, '#rules summary'), 'Rules: killer, thermo');
  // With rules, the levels are the ones a variant takes, on the variants' scheme.
  assert.deepEqual(await values('#level option'), record.variants.levels);
  assert.equal(await page.inputValue('#scheme'), record.variants.scheme);
  assert.ok(await page.isDisabled('#scheme'), 'the scheme is the variants\' while rules are ticked');
  // The negative rule is offered only with a kind it shapes.
  assert.ok(!(await page.isVisible('#negative')), 'no negative rule for killer and thermo');
  const shaped = record.negative_rules[0];
  await page.check(`#rules-list input[value="${shaped}"]`);
  assert.ok(await page.isVisible('#negative'), `the negative rule is offered with ${shaped}`);
  await page.uncheck(`#rules-list input[value="${shaped}"]`);
  assert.ok(!(await page.isVisible('#negative')));

  const level = record.variants.levels.includes('easy') ? 'easy' : record.variants.levels[0];
  await page.selectOption('#level', level);
  await page.fill('#seed', '7');
  const options = JSON.stringify({ scheme: record.variants.scheme, level, seed: 7, rules: 'killer,thermo' });
  const expected = nonet.Game.from_generated(options);
  const view = JSON.parse(expected.view());
  expected.free();
  const givens = JSON.parse(nonet.read(view.text)).givens;
  const before = await labels(page);
  await button(page, 'New game').click();
  await untilBoardChanges(page, before, 'the variant puzzle shows', 120_000);
  await until(page, 'the board shows the generated givens', (line) =>
    [...document.querySelectorAll('#board [data-cell]')].every((g, i) => {
      const m = /\bgiven ([1-9])\b/.exec(g.getAttribute('aria-label') ?? '');
      return (m ? m[1] : '.') === line[i];
    }), givens, 10_000);
  // The library's figure: cages and thermometers drawn, and its legend (the lines for
  // rules without a mark; none for these two) under the board.
  await until(page, 'cages and thermometers are drawn', () =>
    document.querySelector('#board .k-killer') !== null && document.querySelector('#board .k-thermo') !== null);
  const legend = await page.$$eval('#legend li', (lis) => lis.map((li) => li.textContent));
  assert.deepEqual(legend, JSON.parse(nonet.figure(view.text)).legend);
  const title = await textOf(page, '#games button[aria-current="true"]');
  assert.ok(title.startsWith(`Killer+thermo ${level} puzzle`), `the game's title names the rules: "${title}"`);

  // Hints work on it.
  await button(page, 'Hint').click();
  await until(page, 'the hint\'s sentence shows', () =>
    document.getElementById('hint-text').textContent.trim() !== '');
  await until(page, 'the hint colours cells by role', () =>
    document.querySelector('#board [data-cell][class*="role-"]') !== null);

  // Share: the address carries the variant id, which reopens the same puzzle.
  await button(page, 'Share').click();
  await until(page, 'the address carries the share code', () => location.hash.startsWith('#p='));
  const hash = await page.evaluate(() => location.hash);
  const code = decodeURIComponent(hash.slice('#p='.length));
  assert.equal(code, view.share, 'the share code is the generated game\'s');
  assert.match(code, /^V/, 'a variant id');
  const reopened = nonet.Game.from_share(code);
  assert.equal(JSON.parse(reopened.view()).text, view.text, 'the id regenerates the same puzzle');
  reopened.free();

  // SudokuPad: a link to sudokupad.app in a new tab, which nonet reads back to the puzzle.
  await button(page, 'SudokuPad').click();
  await until(page, 'the SudokuPad link shows', () => !document.getElementById('sudokupad-link').hidden);
  // The message follows the clipboard's answer, which may come after the link shows.
  await until(page, 'the message says the SudokuPad link is ready', () =>
    /SudokuPad link/.test(document.getElementById('message').textContent));
  const link = await page.getAttribute('#sudokupad-link', 'href');
  assert.ok(link.startsWith('https://sudokupad.app/'), link);
  assert.equal(await page.getAttribute('#sudokupad-link', 'target'), '_blank');
  assert.equal(link, nonet.write(view.text, 'sudokupad'), 'the link is of the game\'s puzzle');
  const readBack = await page.evaluate(async (link) => {
    const bindings = await import('./pkg/nonet_web.js');
    await bindings.default();
    return { info: JSON.parse(bindings.read(link)), solved: JSON.parse(bindings.solve(link)) };
  }, link);
  const want = JSON.parse(nonet.read(view.text));
  const sorted = (rules) => rules.map((r) => JSON.stringify(r)).sort();
  assert.equal(readBack.info.givens, want.givens);
  assert.deepEqual(sorted(readBack.info.rules), sorted(want.rules));
  assert.equal(readBack.solved.solution, JSON.parse(nonet.solve(view.text)).solution);
  await done();

  // The whole link opens the same puzzle in a browser that never had it.
  const fresh = await open(hash);
  await until(fresh.page, 'the shared puzzle opens', (line) =>
    [...document.querySelectorAll('#board [data-cell]')].map((g) => {
      const m = /\bgiven ([1-9])\b/.exec(g.getAttribute('aria-label') ?? '');
      return m ? m[1] : '.';
    }).join('') === line, givens, 120_000);
  await until(fresh.page, 'its cages are drawn', () => document.querySelector('#board .k-killer') !== null);
  await button(fresh.page, 'SudokuPad').click();
  await until(fresh.page, 'the SudokuPad link shows', () => !document.getElementById('sudokupad-link').hidden);
  assert.equal(await fresh.page.getAttribute('#sudokupad-link', 'href'), link, 'the reopened game is the same puzzle');
  await fresh.done();
});

test('A generated puzzle that fell back says so: its title and a message name the level asked for and the tier it rates', async () => {
  const { page, done } = await open();
  // Hard little killers mostly rate intermediate: the library's record says whether
  // this seed's fell back, and the page must say the same.
  const options = JSON.stringify({ scheme: 'tiers', level: 'hard', seed: 1, rules: 'little-killer' });
  const { generated } = JSON.parse(nonet.generate_game(options));
  assert.ok(generated.fell_back, 'seed 1 falls back (else pick another seed for this test)');
  await page.click('#rules summary');
  await page.check('#rules-list input[value="little-killer"]');
  await page.selectOption('#level', 'hard');
  await page.fill('#seed', '1');
  const before = await labels(page);
  await button(page, 'New game').click();
  await untilBoardChanges(page, before, 'the little killer shows', 120_000);
  await until(page, 'the message says it fell back', () =>
    /No hard puzzle came out of the generator's attempts/.test(document.getElementById('message').textContent));
  assert.match(await textOf(page, '#message'), new RegExp(`rates ${generated.rated.tier}`));
  const title = await textOf(page, '#games button[aria-current="true"]');
  assert.ok(title.startsWith('Little-killer puzzle (closest to hard)'), `the title says it fell back: "${title}"`);
  await done();
});

test('SudokuPad writes a classic puzzle\'s link too, and another puzzle hides it', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  await button(page, 'SudokuPad').click();
  await until(page, 'the SudokuPad link shows', () => !document.getElementById('sudokupad-link').hidden);
  const link = await page.getAttribute('#sudokupad-link', 'href');
  assert.ok(link.startsWith('https://sudokupad.app/'), link);
  assert.equal(JSON.parse(nonet.read(link)).givens, CLASSIC);
  await importText(page, KILLER.link);
  await until(page, 'the link of the classic puzzle is gone', () => document.getElementById('sudokupad-link').hidden);
  await done();
});

test('Explain colours a chosen step\'s cells and houses by role, as a hint\'s', async () => {
  const { page, done } = await open();
  await importClassic(page, CLASSIC);
  // The library's marked path: the first step that names a house (a hidden single's,
  // say) shows more than its conclusions.
  const steps = JSON.parse(nonet.explain_marked(CLASSIC)).steps;
  const k = steps.findIndex((s) => s.houses?.length && s.evidence.every((m) => typeof m.role === 'string'));
  assert.ok(k >= 0, 'some step names a house');
  const want = {};
  const add = (cell, c) => (want[cell] ??= new Set()).add(c);
  for (const m of steps[k].evidence) add(m.cell, `role-${m.role}`);
  for (const h of steps[k].houses) for (const cell of h.cells) add(cell, 'hint-house');
  await button(page, 'Explain').click();
  await until(page, 'the path is listed', () => document.querySelector('#steps button') !== null, undefined, 30_000);
  await page.click(`#steps li:nth-child(${k + 1}) button`);
  await until(page, 'the step colours cells', () =>
    document.querySelector('#board [data-cell].hint-house') !== null);
  const shown = await page.$$eval('#board [data-cell]', (els) => Object.fromEntries(els
    .map((e) => [e.dataset.cell, [...e.classList].filter((c) => /^(role-|hint-house$)/.test(c)).sort()])
    .filter(([, cs]) => cs.length)));
  assert.deepEqual(shown, Object.fromEntries(Object.entries(want).map(([c, cs]) => [c, [...cs].sort()])));
  await done();
});

test('the cursor\'s row, column and region are highlighted, a jigsaw\'s region too', async () => {
  const { page, done } = await open();
  const info = JSON.parse(nonet.read(JIGSAW));
  assert.equal(info.jigsaw, true, 'the fixture is a jigsaw');
  const { regions } = info;
  const rowOf = (i) => Math.floor(i / 9);
  const colOf = (i) => i % 9;
  const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);
  // A cursor whose region reaches out of its box, past its row and column.
  const at = CELLS.findIndex((_, i) => CELLS.some((_, j) =>
    regions[j] === regions[i] && boxOf(j) !== boxOf(i) && rowOf(j) !== rowOf(i) && colOf(j) !== colOf(i)));
  assert.ok(at >= 0, 'some region leaves its box');
  const near = (i, j) => rowOf(j) === rowOf(i) || colOf(j) === colOf(i);
  const want = CELLS.filter((_, j) => near(at, j) || regions[j] === regions[at]);
  await importText(page, JIGSAW);
  await clickCell(page, CELLS[at]);
  await until(page, 'the cursor\'s houses are highlighted', (n) =>
    document.querySelectorAll('#board [data-cell].house').length === n, want.length);
  const highlighted = await page.$$eval('#board [data-cell].house', (els) => els.map((e) => e.dataset.cell));
  assert.deepEqual(highlighted.sort(), [...want].sort());
  const boxOnly = CELLS.filter((_, j) => boxOf(j) === boxOf(at) && !near(at, j) && regions[j] !== regions[at]);
  assert.ok(boxOnly.every((c) => !highlighted.includes(c)), 'the box is not highlighted where it is not the region');
  await done();
});

test('screenshots: light, dark and high contrast, classic and killer',
  { skip: process.env.NONET_SCREENSHOTS === '1' ? false : 'set NONET_SCREENSHOTS=1 to refresh docs/screenshots' },
  async () => {
    const { page, done } = await open();
    const written = await takeScreenshots(page, join(ROOT, 'docs', 'screenshots'), { CLASSIC, KILLER });
    assert.equal(written.length, 6);
    await done();
  });

/** Runs `edit` on the page's origin with the page itself closed (on a missing file of
 *  the same server), so that the page's own saving as it closes cannot undo the edit;
 *  resolves with what `edit` returns. */
async function whileClosed(page, edit) {
  await page.goto(`${server.url}no-page-here`);
  return page.evaluate(edit);
}

/** Whether `text` is still somewhere in localStorage: a value, or a string inside a
 *  value that is JSON (the page sets entries aside as JSON). */
function keptInStorage(page, text) {
  return page.evaluate((text) => {
    const holds = (v) => v === text
      || (Array.isArray(v) ? v.some(holds) : v && typeof v === 'object' && Object.values(v).some(holds));
    for (let i = 0; i < localStorage.length; i++) {
      const raw = localStorage.getItem(localStorage.key(i));
      if (raw === text || raw.includes(text)) return true;
      try {
        if (holds(JSON.parse(raw))) return true;
      } catch {
        // Not JSON: only the plain comparison above applies.
      }
    }
    return false;
  }, text);
}

/** The page still takes a digit after a problem: a new puzzle, a digit in an empty cell. */
async function playsOn(page) {
  await importClassic(page, CLASSIC);
  await clickCell(page, 'r1c1');
  await page.keyboard.press('8');
  await until(page, 'the page still takes a digit', () =>
    /\bdigit 8\b/.test(document.querySelector('[data-cell="r1c1"]').getAttribute('aria-label')));
}
