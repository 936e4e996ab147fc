// Draws the library's Figure (nonet::format::figure): the grid lines, regions and every
// constraint of a puzzle as shapes in cell units, back to front. One function per shape;
// each element gets the class `k-<kind>` (the constraint's kind, or `grid`) so the
// style sheet colours kinds, and the page computes no geometry of its own: a cage's
// outline, a thermometer's bulb or a little killer's arrow arrive already placed.

import { place } from "./cells.js";

const SVG = "http://www.w3.org/2000/svg";

/** Fills `layer` (an SVG group) with `figure`'s items; returns how many it skipped
 *  because their shape is unknown to this page (a newer library). */
export function drawFigure(layer, figure) {
  layer.replaceChildren();
  let skipped = 0;
  for (const item of figure?.items ?? []) {
    const el = drawItem(item);
    if (!el) {
      skipped += 1;
      continue;
    }
    el.classList.add(`s-${item.shape}`, `k-${safe(item.kind ?? "grid")}`);
    layer.append(el);
  }
  return skipped;
}

const SHAPES = { shade, path, circle, square, text, outline, border };

/** One item's element, or null for an unknown shape or one whose fields do not fit. */
function drawItem(item) {
  const draw = Object.hasOwn(SHAPES, item?.shape) ? SHAPES[item.shape] : null;
  try {
    return draw ? draw(item) : null;
  } catch {
    return null;
  }
}

function shade(item) {
  const g = el("g", { class: `tone-${Number(item.tone) || 1}` });
  for (const cell of item.cells ?? []) {
    const p = place(cell);
    if (p) g.append(el("rect", { x: p.col, y: p.row, width: 1, height: 1 }));
  }
  return g;
}

function path(item) {
  const points = item.points ?? [];
  if (points.length === 0) return null;
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("") + (item.closed ? "Z" : "");
  const p = el("path", { d });
  if (item.fill) {
    p.classList.add("filled");
  } else {
    p.setAttribute("stroke-width", item.width ?? 0.1);
  }
  if (item.arrow) p.setAttribute("marker-end", "url(#arrowhead)");
  return p;
}

function circle(item) {
  const [cx, cy] = item.at ?? [];
  return el("circle", { cx, cy, r: item.r, class: `fill-${safe(item.fill ?? "none")}` });
}

function square(item) {
  const [x, y] = item.at ?? [];
  const s = Number(item.size) || 0;
  return el("rect", { x: x - s / 2, y: y - s / 2, width: s, height: s, class: `fill-${safe(item.fill ?? "none")}` });
}

function text(item) {
  const [x, y] = item.at ?? [];
  const t = el("text", { x, y, "font-size": item.size ?? 0.3, "text-anchor": item.anchor ?? "middle", "dominant-baseline": "central" });
  t.textContent = item.text ?? "";
  return t;
}

function outline(item) {
  const d = (item.loops ?? [])
    .map((loop) => loop.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("") + "Z")
    .join("");
  return el("path", { d, class: item.dashed ? "dashed" : "" });
}

function border(item) {
  const d = (item.segments ?? []).map(([[x1, y1], [x2, y2]]) => `M${x1} ${y1}L${x2} ${y2}`).join("");
  return el("path", { d, class: `weight-${safe(item.weight ?? "thin")}` });
}

/** Whether anything of `figure` lies outside the grid (outside clues, little killer
 *  arrows): the board then keeps a margin of one cell around the grid, as the
 *  contract's viewBox (-1 -1 11 11) has; otherwise a thin one, so a phone's width goes
 *  to the cells. */
export function reachesMargin(figure) {
  for (const item of figure?.items ?? []) {
    // How far a shape reaches past its points: a circle's radius, half a square or a
    // stroke.
    const reach = Number(item.r ?? (item.size ?? item.width ?? 0) / 2) || 0;
    const outside = ([x, y]) => Math.min(x, y) - reach < -TIGHT || Math.max(x, y) + reach > 9 + TIGHT;
    const points = [item.at, ...(item.points ?? []), ...(item.loops ?? []).flat(), ...(item.segments ?? []).flat()];
    if (points.some((p) => Array.isArray(p) && outside(p))) return true;
  }
  return false;
}

/** The thin margin around a grid with nothing outside it, in cell units. */
export const TIGHT = 0.2;

/** An SVG element with `attrs` (those undefined or empty left out). */
export function el(tag, attrs = {}) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null && v !== "") e.setAttribute(k, v);
  }
  return e;
}

/** A class-name-safe form of a kind or fill name from the library's JSON. */
function safe(word) {
  return String(word).replace(/[^A-Za-z0-9_-]/g, "-");
}
