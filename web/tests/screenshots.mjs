// The README's pictures of the page: each theme (light, dark, high contrast) on a
// classic puzzle in play (a digit, marks, a hint's colours) and on a killer, as PNGs
// of the test's viewport (900x700), refreshed by `NONET_SCREENSHOTS=1 bash web/test.sh`.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { button, clickCell, importClassic, importText, until } from './board.mjs';

const THEMES = [['light', 'Light'], ['dark', 'Dark'], ['contrast', 'High contrast']];

/** Writes the six screenshots into `dir`; resolves with their paths. */
export async function takeScreenshots(page, dir, { CLASSIC, KILLER }) {
  await mkdir(dir, { recursive: true });
  const written = [];
  await showClassicInPlay(page, CLASSIC);
  written.push(...await eachTheme(page, dir, 'classic'));
  await importText(page, KILLER.link);
  await until(page, 'the killer is drawn', () => document.querySelector('#board .k-killer') !== null);
  await page.keyboard.press('Escape');
  written.push(...await eachTheme(page, dir, 'killer'));
  return written;
}

// The marks hold each cell's solution digit (r1c2 5, r1c3 3 in the README's puzzle),
// so the hint shown is a logic step, not a complaint about the notes.
async function showClassicInPlay(page, line) {
  await importClassic(page, line);
  await clickCell(page, 'r1c2');
  await page.keyboard.press('Shift+Digit5');
  await page.keyboard.press('Shift+Digit7');
  await clickCell(page, 'r1c3');
  await page.keyboard.press('Control+Digit3');
  await page.keyboard.press('Control+Digit6');
  await clickCell(page, 'r1c1');
  await page.keyboard.press('9');
  await button(page, 'Hint').click();
  await until(page, 'the hint colours its cells', () =>
    document.querySelector('#board [data-cell][class*="role-"]') !== null);
}

async function eachTheme(page, dir, name) {
  const paths = [];
  for (const [file, label] of THEMES) {
    await page.selectOption('#theme', { label });
    const path = join(dir, `${name}-${file}.png`);
    await page.screenshot({ path });
    paths.push(path);
  }
  return paths;
}
