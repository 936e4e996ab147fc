// Renders the board: the SVG skeleton (cell fills under the Figure, the cells' digits
// and marks over it, the selection on top) built once, then every cell redrawn from the
// library's GameView and the page's transient state (selection, hint roles, solution
// overlay). All drawing is in cell units inside viewBox (-1 -1 11 11), so the board is
// crisp at any size. What each cell holds, and whether it conflicts, is the view's;
// the page only decides how it looks.

import { CELLS, place } from "./cells.js";
import { TIGHT, drawFigure, el, reachesMargin } from "./figure.js";

/** Corner-mark places in a cell, in the order marks fill them (as SudokuPad does:
 *  the four corners first, then the edges' middles). */
const CORNERS = [
  [0.17, 0.2], [0.83, 0.2], [0.17, 0.82], [0.83, 0.82],
  [0.5, 0.2], [0.5, 0.82], [0.17, 0.51], [0.83, 0.51], [0.5, 0.51],
];

/** Builds the board's skeleton in `svg` and returns its renderer. */
export function createBoard(svg) {
  svg.replaceChildren();
  const defs = el("defs");
  const marker = el("marker", { id: "arrowhead", viewBox: "0 0 10 10", refX: 5, refY: 5, markerWidth: 4, markerHeight: 4, orient: "auto-start-reverse" });
  marker.append(el("path", { d: "M0 0L10 5L0 10Z", fill: "context-stroke" }));
  defs.append(marker);
  const fills = el("g", { class: "fills" });
  const figure = el("g", { class: "figure" });
  const cells = el("g", { class: "cells" });
  const candidates = el("g", { class: "candidates" });
  const selection = el("g", { class: "selection" });
  svg.append(defs, fills, figure, cells, candidates, selection);

  const parts = new Map();
  for (let r = 0; r < 9; r++) {
    const row = el("g", { role: "row" });
    cells.append(row);
    for (let c = 0; c < 9; c++) {
      const cell = CELLS[r * 9 + c];
      const fill = el("g", { "data-fill": cell });
      const g = el("g", { "data-cell": cell, role: "gridcell", id: `cell-${cell}` });
      g.append(el("rect", { x: c, y: r, width: 1, height: 1, class: "hit" }));
      fills.append(fill);
      row.append(g);
      parts.set(cell, { fill, g, row: r, col: c });
    }
  }
  return {
    figure: (fig) => {
      svg.setAttribute("viewBox", reachesMargin(fig) ? "-1 -1 11 11" : `${-TIGHT} ${-TIGHT} ${9 + 2 * TIGHT} ${9 + 2 * TIGHT}`);
      return drawFigure(figure, fig);
    },
    render: (view, page) => {
      for (const [i, cell] of CELLS.entries()) drawCell(parts.get(cell), view?.cells?.[i], page);
      drawCandidates(candidates, page.candidateRoles);
      drawSelection(selection, page.selection, page.cursor);
      svg.setAttribute("aria-activedescendant", page.cursor ? `cell-${page.cursor}` : "");
    },
  };
}

/** One cell: its fill (colours, highlights, roles) and its digit or marks. The cell's
 *  element carries a class per role it plays, of the whole cell or of a candidate; its
 *  fill is coloured by its whole-cell roles, and tinted when only candidates play. */
function drawCell(part, data, page) {
  const { fill, g, row, col } = part;
  const cell = g.dataset.cell;
  const classes = cellClasses(cell, data, page);
  const whole = (page.cellRoles?.get(cell) ?? []).map((r) => `role-${r}`);
  const candidates = (page.candidateRoles ?? []).filter((m) => m.cell === cell);
  const parts = [...new Set(candidates.map((m) => `role-${m.role}`))];
  fill.setAttribute("class", [...classes, ...whole, ...(candidates.length ? ["role-candidates"] : [])].join(" "));
  g.setAttribute("class", [...classes, ...new Set([...whole, ...parts])].join(" "));
  fill.replaceChildren(el("rect", { x: col, y: row, width: 1, height: 1, class: "bg" }), ...colourStrips(data?.colours ?? [], row, col));
  const hit = g.firstChild;
  const pencil = candidates.length > 0;
  g.replaceChildren(hit, ...cellTexts(data, page.solution?.[cell], row, col, pencil));
  g.setAttribute("aria-label", describe(cell, data, page.solution?.[cell]));
}

/** The classes of a cell: state (given, conflict, wrong) and page highlights. */
function cellClasses(cell, data, page) {
  const out = [];
  const value = data?.given ?? data?.digit;
  if (data?.given) out.push("is-given");
  if (data?.conflict) out.push("conflict");
  if (page.wrong?.has(cell)) out.push("wrong");
  if (page.selection.has(cell)) out.push("selected");
  if (page.sameDigit && value === page.sameDigit) out.push("same-digit");
  if (page.house?.has(cell)) out.push("house");
  if (page.houseRoles?.has(cell)) out.push("hint-house", `house-${page.houseRoles.get(cell)}`);
  return out;
}

/** Where candidate `digit` sits in a cell's 3x3 pencil-mark layout (1 top left, 9
 *  bottom right). */
function pencilPlace(row, col, digit) {
  return [col + ((digit - 1) % 3) * 0.3 + 0.2, row + Math.floor((digit - 1) / 3) * 0.3 + 0.2];
}

/** Cell fill strips for the player's colours: one colour fills the cell, several
 *  split it into equal vertical strips. */
function colourStrips(colours, row, col) {
  const n = colours.length;
  return colours.map((k, i) =>
    el("rect", { x: col + i / n, y: row, width: 1 / n, height: 1, class: `colour colour-${Number(k) || 0}` }));
}

/** The cell's texts: its digit, or its marks, or the solution overlay's digit. With
 *  `pencil` (a hint names some of its candidates), the centre marks are laid out as a
 *  3x3 pencil grid, each digit where the hint's candidate circles are drawn. */
function cellTexts(data, solved, row, col, pencil) {
  const cx = col + 0.5;
  const cy = row + 0.5;
  const digit = (cls, d) => {
    const t = el("text", { x: cx, y: cy, class: cls });
    t.textContent = d;
    return t;
  };
  if (data?.given) return [digit("digit given", data.given)];
  if (data?.digit) return [digit("digit entry", data.digit)];
  if (solved) return [digit("digit solution", solved)];
  const out = [];
  for (const [i, d] of (data?.corner ?? []).entries()) {
    const [dx, dy] = CORNERS[i] ?? CORNERS[8];
    const t = el("text", { x: col + dx, y: row + dy, class: "corner" });
    t.textContent = d;
    out.push(t);
  }
  const centre = data?.centre ?? [];
  if (pencil) {
    for (const d of centre) {
      const [x, y] = pencilPlace(row, col, d);
      const t = el("text", { x, y, class: "centre pencil" });
      t.textContent = d;
      out.push(t);
    }
  } else if (centre.length) {
    const t = el("text", { x: cx, y: cy, class: "centre" });
    // Long centre lists shrink to stay inside the cell.
    t.setAttribute("font-size", Math.min(0.26, 1.5 / centre.length).toFixed(3));
    t.textContent = centre.join("");
    out.push(t);
  }
  return out;
}

/** The cell's accessible name: what it holds, as the contract words it. */
export function describe(cell, data, solved) {
  const parts = [cell];
  if (data?.given) parts.push(`given ${data.given}`);
  else if (data?.digit) parts.push(`digit ${data.digit}`);
  else {
    parts.push("empty");
    if (data?.corner?.length) parts.push(`corner marks ${data.corner.join(" ")}`);
    if (data?.centre?.length) parts.push(`centre marks ${data.centre.join(" ")}`);
    if (solved) parts.push(`solution ${solved}`);
  }
  if (data?.colours?.length) parts.push(`colours ${data.colours.join(" ")}`);
  if (data?.conflict) parts.push("conflict");
  return parts.join(", ");
}

/** Candidate-level roles of a hint or step (`r4c3<>7` eliminated): the digit drawn
 *  small at its place in the cell's 3x3 pencil-mark layout, coloured by role. */
function drawCandidates(layer, marks) {
  layer.replaceChildren();
  // A candidate can play several roles (a forcing chain's assumption that it then
  // eliminates): the conclusion is drawn last, on top.
  const rank = (m) => (m.role === "placed" || m.role === "eliminated" ? 1 : 0);
  for (const { cell, digit, role } of [...(marks ?? [])].sort((a, b) => rank(a) - rank(b))) {
    const p = place(cell);
    if (!p || !(digit >= 1 && digit <= 9)) continue;
    const [x, y] = pencilPlace(p.row, p.col, digit);
    const g = el("g", { class: `cand role-${role}` });
    g.append(el("circle", { cx: x, cy: y, r: 0.13 }));
    const t = el("text", { x, y });
    t.textContent = digit;
    g.append(t);
    layer.append(g);
  }
}

/** The selection: each selected cell outlined, the cursor cell more strongly. */
function drawSelection(layer, selection, cursor) {
  layer.replaceChildren();
  for (const cell of selection) {
    const p = place(cell);
    if (p) layer.append(el("rect", { x: p.col + 0.06, y: p.row + 0.06, width: 0.88, height: 0.88, class: cell === cursor ? "cursor" : "" }));
  }
}
