// Cell names as the library writes them (`r1c1`..`r9c9`) and the board position the page
// draws each at (column x, row y, in cell units as the library's Figure counts them).
// Names come from the library's records; the page only needs where to draw a cell and
// which cell an arrow key leads to, nothing about which cells see each other.

/** The 81 cell names, row by row. */
export const CELLS = Array.from({ length: 81 }, (_, i) => name(Math.floor(i / 9), i % 9));

/** The name of the cell in 0-based `row` and `col`. */
export function name(row, col) {
  return `r${row + 1}c${col + 1}`;
}

/** `{row, col}` (0-based) of a cell name, or null when it is not one. */
export function place(cell) {
  const m = /^r([1-9])c([1-9])$/.exec(cell ?? "");
  return m ? { row: Number(m[1]) - 1, col: Number(m[2]) - 1 } : null;
}

/** The cell `dr` rows and `dc` columns from `cell`, wrapping around the edges. */
export function step(cell, dr, dc) {
  const p = place(cell) ?? { row: 0, col: 0 };
  return name((p.row + dr + 9) % 9, (p.col + dc + 9) % 9);
}

/** The cell under board point (x, y), or null outside the grid. */
export function at(x, y) {
  const row = Math.floor(y);
  const col = Math.floor(x);
  return row >= 0 && row < 9 && col >= 0 && col < 9 ? name(row, col) : null;
}
