// Input: pointer, touch and keys mapped to the session's calls, as SudokuPad maps them.
// Click or tap selects a cell, dragging selects several, Ctrl/Shift-click adds one, a
// double click selects the cells holding its digit. Keys (all read in `onKey`): digits
// enter in the current mode (Shift+digit corner mark, Ctrl+digit centre mark), Z/X/C/V
// choose digit/corner/centre/colour, arrows move (Shift+arrows extend), Delete and
// Backspace erase, Ctrl+Z/Ctrl+Y undo/redo, Escape clears the selection and the hint's
// colours. Keys typed into a text field are the field's.

import { at } from "./cells.js";

/** The keys and what they do, as the page lists them (under Keys); `onKey` below and
 *  the pointer handlers are what this says. */
export const KEY_HELP = [
  ["1-9", "enter in the current mode"],
  ["Shift + digit", "corner mark"],
  ["Ctrl + digit", "centre mark"],
  ["Z X C V", "mode: digit, corner, centre, colour"],
  ["arrows", "move (Shift: extend the selection)"],
  ["Delete, Backspace", "erase (in colour mode: the colours)"],
  ["Ctrl+Z, Ctrl+Y", "undo, redo"],
  ["Escape", "clear the selection and the hint"],
  ["mouse, touch", "click to select, drag for several, Ctrl/Shift-click to add, double click for the same digit"],
];

const MODE_KEYS = { z: "digit", x: "corner", c: "centre", v: "colour" };
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Wires the board `svg` and the document's keys to `session`; `actions.onEscape`
 *  runs on Escape (dismisses a hint). */
export function setupInput(svg, session, actions) {
  setupPointer(svg, session);
  listKeys(document.getElementById("keys-list"));
  document.addEventListener("keydown", (e) => {
    if (isTextField(e.target) || e.defaultPrevented) return;
    if (onKey(e, session, actions)) e.preventDefault();
  });
}

function listKeys(dl) {
  dl?.replaceChildren(
    ...KEY_HELP.flatMap(([keys, does]) => {
      const dt = document.createElement("dt");
      dt.textContent = keys;
      const dd = document.createElement("dd");
      dd.textContent = does;
      return [dt, dd];
    }),
  );
}

/** Handles one key; true when it was the page's. */
function onKey(e, session, actions) {
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const digit = digitOf(e);
  if (digit) {
    const mode = e.shiftKey ? "corner" : ctrl ? "centre" : session.mode;
    session.enter(digit, mode);
    return true;
  }
  if (ctrl && key === "z") {
    if (e.shiftKey) session.redo();
    else session.undo();
    return true;
  }
  if (ctrl && key === "y") {
    session.redo();
    return true;
  }
  if (ctrl || e.altKey) return false;
  if (MODE_KEYS[key]) {
    session.setMode(MODE_KEYS[key]);
    return true;
  }
  if (ARROWS[e.key]) {
    const [dr, dc] = ARROWS[e.key];
    session.move(dr, dc, e.shiftKey);
    return true;
  }
  if (e.key === "Delete" || e.key === "Backspace") {
    session.erase();
    return true;
  }
  if (e.key === "Escape") {
    session.clearSelection();
    actions.onEscape?.();
    return true;
  }
  return false;
}

/** The digit of a digit key, also with Shift held (where `key` is `!`, `@`...). */
function digitOf(e) {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code ?? "");
  if (m) return Number(m[1]);
  return /^[1-9]$/.test(e.key) ? Number(e.key) : null;
}

function isTextField(target) {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/** Click, tap and drag selection on the board. */
function setupPointer(svg, session) {
  let dragging = false;
  let last = { cell: null, time: 0 };
  const cellAt = (e) => {
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return at(p.x, p.y);
  };
  svg.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    const cell = cellAt(e);
    svg.focus({ preventScroll: true });
    if (!cell) return;
    e.preventDefault();
    const ctrl = e.ctrlKey || e.metaKey;
    // A second press on the same cell soon after is a double click (or tap): it selects
    // every cell holding that cell's digit, as in SudokuPad.
    const double = cell === last.cell && e.timeStamp - last.time < 400;
    last = { cell, time: e.timeStamp };
    if (double && selectSameDigit(session, cell)) return;
    session.select(cell, { add: e.shiftKey, toggle: ctrl });
    dragging = true;
    svg.setPointerCapture(e.pointerId);
  });
  svg.addEventListener("pointermove", (e) => {
    if (!dragging) return;
    const cell = cellAt(e);
    if (cell && !session.selection.has(cell)) session.select(cell, { add: true });
  });
  const stop = () => {
    dragging = false;
  };
  svg.addEventListener("pointerup", stop);
  svg.addEventListener("pointercancel", stop);
}

/** Selects the cells holding `cell`'s digit; false when it holds none. */
function selectSameDigit(session, cell) {
  const data = session.cell(cell);
  const value = data?.given ?? data?.digit;
  if (value == null) return false;
  session.selectAll(session.view.cells.filter((c) => (c.given ?? c.digit) === value).map((c) => c.cell));
  return true;
}
