// The page as the DOM contract shows it (/work/notes/web-contract.md, section 3, and
// web/README.md): cells are `[data-cell]` elements whose aria-label says what they
// hold, controls are found by their visible names, answers appear in #message,
// #hint-text and #solver-output. Nothing here reads the page's scripts or state.

/** The 81 cell names, row by row. */
export const CELLS = Array.from({ length: 81 }, (_, i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);

/** How long a wait for the page may take: generation and the first wasm compile run
 *  on a shared 2-core machine. */
const PATIENCE_MS = 60_000;

/** Waits until the board takes input (`<body data-ready="true">`). */
export async function waitReady(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: PATIENCE_MS });
}

/** Waits until `predicate(arg)` holds in the page; on a timeout the error says `what`. */
export async function until(page, what, predicate, arg, timeout = PATIENCE_MS) {
  try {
    await page.waitForFunction(predicate, arg, { timeout, polling: 50 });
  } catch (e) {
    throw new Error(`timed out waiting until ${what}: ${e.message.split('\n')[0]}`);
  }
}

/** Every cell's aria-label, keyed by cell name. */
export async function labels(page) {
  const pairs = await page.$$eval('#board [data-cell]', (els) =>
    els.map((e) => [e.getAttribute('data-cell'), e.getAttribute('aria-label')]));
  return Object.fromEntries(pairs);
}

/** One cell's aria-label. */
export function label(page, cell) {
  return page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label');
}

/** The texts drawn in a cell, by class: digits (given / entry) and marks. */
export async function cellTexts(page, cell) {
  return page.$eval(`#board [data-cell="${cell}"]`, (g) => {
    const texts = (selector) => [...g.querySelectorAll(selector)].map((t) => t.textContent);
    return {
      given: texts('text.digit.given'),
      entry: texts('text.digit.entry'),
      digit: texts('text.digit'),
      corner: texts('text.corner'),
      centre: texts('text.centre'),
    };
  });
}

/** The given digit an aria-label names, or null. */
export function givenIn(text) {
  const m = /\bgiven ([1-9])\b/.exec(text ?? '');
  return m ? Number(m[1]) : null;
}

/** Clicks the cell, as a player does (the page maps the point to the cell). */
export async function clickCell(page, cell) {
  await page.click(`#board [data-cell="${cell}"]`);
}

/** The button whose visible name is exactly `name`. */
export function button(page, name) {
  return page.getByRole('button', { name, exact: true });
}

/** The text of an element, trimmed ('' when it is empty). */
export async function textOf(page, selector) {
  return ((await page.textContent(selector)) ?? '').trim();
}

/** Pastes `text` into Import and presses Load, then waits until the page has read it
 *  (the job's "…" message is gone); resolves with #message. */
export async function importText(page, text) {
  if (!(await page.isVisible('#import-text'))) await button(page, 'Import').click();
  await page.fill('#import-text', text);
  await button(page, 'Load').click();
  await until(page, 'the pasted puzzle is read', () =>
    !document.getElementById('message').textContent.trim().endsWith('…'));
  return textOf(page, '#message');
}

/** Imports a classic line and waits until the board shows exactly its givens (the
 *  page draws them as soon as it has read the line: a few seconds is plenty). */
export async function importClassic(page, line) {
  const message = await importText(page, line);
  const want = Object.fromEntries(CELLS.map((c, i) => [c, /[1-9]/.test(line[i]) ? Number(line[i]) : null]));
  try {
    await until(page, 'the board shows the imported givens', (want) =>
      [...document.querySelectorAll('#board [data-cell]')].every((g) => {
        const m = /\bgiven ([1-9])\b/.exec(g.getAttribute('aria-label') ?? '');
        return (m ? Number(m[1]) : null) === want[g.getAttribute('data-cell')];
      }), want, 10_000);
  } catch (e) {
    throw new Error(`${e.message} (#message: "${message}")`);
  }
}

/** Waits until some cell's aria-label differs from `before` (a labels() result). */
export async function untilBoardChanges(page, before, what, timeout = PATIENCE_MS) {
  await until(page, what, (before) =>
    [...document.querySelectorAll('#board [data-cell]')]
      .some((g) => g.getAttribute('aria-label') !== before[g.getAttribute('data-cell')]), before, timeout);
}
