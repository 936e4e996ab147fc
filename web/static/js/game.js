// The page's game state: the library's Game object (bindings' class) with its latest
// GameView, and what only the page knows: the selection, the entry mode, and what is
// shown over the board for a while (a hint's or a step's roles, the solution overlay,
// the cells Check found wrong). Every change of the position goes through the Game
// (`apply` / `apply_all`, one undo step per entry however many cells it touches); the
// page never decides what a move does to the grid.

import { CELLS, place, step } from "./cells.js";

export const MODES = ["digit", "corner", "centre", "colour"];

export class Session {
  /** `onChange(session)` after every change; `onMessage(text)` for refusals. Hooks
   *  the page sets: `onLoad(previousKey)` when a game is opened, `onMove()` after the
   *  position changed, `onComplete()` when a move completes the grid. */
  constructor(onChange, onMessage) {
    this.onChange = onChange;
    this.onMessage = onMessage;
    this.game = null;
    this.key = null;
    this.view = null;
    this.selection = new Set();
    this.cursor = null;
    /** The region number of each cell (PuzzleInfo's `regions`), null until known. */
    this.regions = null;
    this.mode = "digit";
    this.revision = 0;
    this.clearOverlays();
  }

  /** Takes `game` (a bindings Game) as the current game, kept under `key`. */
  load(game, key) {
    const previous = this.key;
    if (this.game !== game) this.game?.free?.();
    this.game = game;
    this.key = key;
    this.revision += 1;
    this.clearOverlays();
    this.refresh();
    this.restoreCursor();
    this.onLoad?.(previous);
    this.changed();
  }

  /** Selects the cell the save remembers as selected, if any (the view does not
   *  carry it; the save, the library's record, does). */
  restoreCursor() {
    let cursor = null;
    try {
      cursor = JSON.parse(this.game.save()).cursor ?? null;
    } catch {
      cursor = null;
    }
    this.selection = new Set(cursor ? [cursor] : []);
    this.cursor = cursor;
    this.savedCursor = cursor;
  }

  /** Re-reads the game's view (after the library changed it). */
  refresh() {
    this.view = this.game ? JSON.parse(this.game.view()) : null;
  }

  /** Forgets everything shown over the board: roles, Check's marks, the solution. */
  clearOverlays() {
    this.forgetRoles();
    this.solution = null;
    this.wrong = new Set();
  }

  /** Forgets the roles of the hint or step shown. */
  forgetRoles() {
    this.cellRoles = new Map();
    this.candidateRoles = [];
    this.houseRoles = new Map();
  }

  /** Applies `actions` (library Action records) as one undo step; reports a refusal. */
  apply(actions) {
    if (!this.game || actions.length === 0) return false;
    if (this.view?.paused) {
      // The board is hidden while paused: nothing is entered blind.
      this.onMessage("The game is paused: resume it to play.");
      return false;
    }
    const wasComplete = this.view?.complete;
    try {
      if (actions.length === 1) this.game.apply(JSON.stringify(actions[0]));
      else this.game.apply_all(JSON.stringify(actions));
    } catch (e) {
      this.onMessage(String(e?.message ?? e));
      return false;
    }
    this.afterMove();
    if (!wasComplete && this.view.complete) this.onComplete?.();
    return true;
  }

  afterMove() {
    this.revision += 1;
    this.forgetRoles();
    this.wrong = new Set();
    this.refresh();
    this.onMove?.();
    this.changed();
  }

  undo() {
    if (this.game?.undo()) this.afterMove();
  }

  redo() {
    if (this.game?.redo()) this.afterMove();
  }

  /** The view's record of `cell`. */
  cell(cell) {
    const p = place(cell);
    return p && this.view ? this.view.cells[p.row * 9 + p.col] : null;
  }

  /** Enters `digit` in every selected cell in `mode` (the current one by default). A
   *  mark already on every target is taken off them all, else added where it is missing,
   *  as SudokuPad does; a digit already in every target is cleared. */
  enter(digit, mode = this.mode) {
    const cells = [...this.selection].map((c) => this.cell(c)).filter(Boolean);
    const open = cells.filter((c) => c.given == null);
    const empty = open.filter((c) => c.digit == null);
    const toggle = (targets, has, action) => {
      const missing = targets.filter((c) => !has(c));
      return (missing.length ? missing : targets).map(action);
    };
    let actions;
    if (mode === "digit") {
      const missing = open.filter((c) => c.digit !== digit);
      actions = missing.length
        ? missing.map((c) => ({ kind: "set-digit", cell: c.cell, digit }))
        : open.map((c) => ({ kind: "clear", cell: c.cell }));
    } else if (mode === "corner") {
      actions = toggle(empty, (c) => c.corner.includes(digit), (c) => ({ kind: "toggle-corner", cell: c.cell, digit }));
    } else if (mode === "centre") {
      actions = toggle(empty, (c) => c.centre.includes(digit), (c) => ({ kind: "toggle-centre", cell: c.cell, digit }));
    } else {
      actions = toggle(cells, (c) => c.colours.includes(digit), (c) => ({ kind: "toggle-colour", cell: c.cell, colour: digit }));
    }
    return this.apply(actions);
  }

  /** Clears the selected cells: their colours in colour mode, else their digits (or,
   *  on cells without one, their marks). */
  erase() {
    const cells = [...this.selection].map((c) => this.cell(c)).filter(Boolean);
    const actions =
      this.mode === "colour"
        ? cells.flatMap((c) => c.colours.map((k) => ({ kind: "toggle-colour", cell: c.cell, colour: k })))
        : cells
            .filter((c) => c.given == null && (c.digit != null || c.corner.length || c.centre.length))
            .map((c) => ({ kind: "clear", cell: c.cell }));
    return this.apply(actions);
  }

  setMode(mode) {
    if (MODES.includes(mode)) this.mode = mode;
    this.changed();
  }

  /** Selects `cell`: alone, or added to the selection (`add`), or toggled (`toggle`). */
  select(cell, { add = false, toggle = false } = {}) {
    if (!cell) return;
    if (!add && !toggle) this.selection = new Set();
    if (toggle && this.selection.has(cell) && this.selection.size > 1) {
      this.selection.delete(cell);
      if (this.cursor === cell) this.cursor = [...this.selection].at(-1);
    } else {
      this.selection.add(cell);
      this.cursor = cell;
    }
    this.changed();
  }

  /** Selects exactly `cells`, the cursor on the first. */
  selectAll(cells) {
    if (cells.length === 0) return;
    this.selection = new Set(cells);
    this.cursor = cells[0];
    this.changed();
  }

  /** Moves the cursor by (dr, dc); `extend` keeps the selection and adds the new cell. */
  move(dr, dc, extend) {
    const next = step(this.cursor ?? "r1c1", this.cursor ? dr : 0, this.cursor ? dc : 0);
    this.select(next, { add: extend });
  }

  clearSelection() {
    this.selection = new Set();
    this.changed();
  }

  /** Shows marks `[{cell, digit?, role}]` (a hint's, a step's) over the board: a
   *  mark of a whole cell in `cellRoles`, a mark of one candidate in `candidateRoles`;
   *  and `houses` `[{house, cells, role}]` (the groups a hint names) in `houseRoles`. */
  showRoles(marks, houses = []) {
    this.forgetRoles();
    for (const h of houses) {
      for (const cell of h.cells ?? []) this.houseRoles.set(cell, roleName(h.role));
    }
    for (const m of marks ?? []) {
      const role = roleName(m.role);
      if (m.digit != null) {
        this.candidateRoles.push({ cell: m.cell, digit: m.digit, role });
        continue;
      }
      const list = this.cellRoles.get(m.cell) ?? [];
      if (!list.includes(role)) list.push(role);
      this.cellRoles.set(m.cell, list);
    }
    this.changed();
  }

  clearRoles() {
    this.forgetRoles();
    this.changed();
  }

  /** What the board draws besides the view. */
  pageState() {
    const value = (c) => c?.given ?? c?.digit ?? null;
    const cursor = this.cell(this.cursor);
    const at = place(this.cursor);
    return {
      selection: this.selection,
      cursor: this.cursor,
      sameDigit: value(cursor),
      // The cursor's row, column and region (positions only, the regions as the
      // library's PuzzleInfo numbers them; which cells see each other is the library's
      // to say, and it is not needed to draw this).
      house: at && this.selection.size === 1 ? housesOf(at, this.regions) : null,
      cellRoles: this.cellRoles,
      candidateRoles: this.candidateRoles,
      houseRoles: this.houseRoles,
      solution: this.solution,
      wrong: this.wrong,
    };
  }

  changed() {
    // The selected cell goes into the save, so a reload selects it again.
    if (this.cursor && this.cursor !== this.savedCursor && this.game?.set_cursor) {
      try {
        this.game.set_cursor(this.cursor);
        this.savedCursor = this.cursor;
      } catch {
        // Not a cell the library knows: nothing to remember.
      }
    }
    this.onChange(this);
  }
}

/** A library role as a class-name word: `"chain-on"`, `{"color": 0}` -> `color-0`. */
export function roleName(role) {
  if (typeof role === "string") return role.replace(/[^a-z0-9-]/gi, "-");
  if (role && typeof role === "object") {
    const [k, v] = Object.entries(role)[0] ?? ["role", ""];
    return `${k}-${v}`.replace(/[^a-z0-9-]/gi, "-");
  }
  return "pattern";
}

function housesOf({ row, col }, regions) {
  const cells = new Set();
  for (let i = 0; i < 9; i++) {
    cells.add(`r${row + 1}c${i + 1}`);
    cells.add(`r${i + 1}c${col + 1}`);
  }
  const region = regions?.[row * 9 + col];
  if (region === undefined) return cells;
  CELLS.forEach((cell, i) => {
    if (regions[i] === region) cells.add(cell);
  });
  return cells;
}
