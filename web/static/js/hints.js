// The Hint panel and Check: the game's hint (its sentence in #hint-text, its cells,
// candidates and houses coloured by role, Apply), "why is this digit wrong", and Check
// (the wrong digits and the conflicts, as the view marks them). Hints run in the worker
// on the game's save, as a hint on a hard puzzle can take seconds; a hint that arrives
// after the player has moved is dropped rather than applied to a position it was not
// made for.

import { render, say, work } from "./ui.js";

const $ = (id) => document.getElementById(id);

/** What the worker's hint was made for, while Apply may use it. */
let shown = null;

export function setupHints(ctx) {
  $("hint").addEventListener("click", () => hint(ctx));
  $("apply-hint").addEventListener("click", () => applyHint(ctx));
  $("why-wrong").addEventListener("click", () => whyWrong(ctx));
  $("check").addEventListener("click", () => check(ctx));
}

/** Forgets the hint on the board (after a move, Escape, another game). */
export function dismissHint(ctx) {
  shown = null;
  $("apply-hint").disabled = true;
  $("hint-text").textContent = "";
  ctx.session.clearRoles();
}

async function hint(ctx) {
  const { session } = ctx;
  if (!needGame(session)) return;
  const revision = session.revision;
  const out = await work(ctx, "Looking for a hint", "hint", session.game.save());
  if (out == null || stale(session, revision)) return;
  const record = JSON.parse(out);
  $("hint-text").textContent = record.text ?? record.kind ?? "";
  session.showRoles(record.marks ?? [], record.houses ?? []);
  const applicable = ["step", "wrong_digit", "missing_note"].includes(record.kind);
  shown = applicable ? { revision: session.revision } : null;
  $("apply-hint").disabled = !applicable;
}

async function applyHint(ctx) {
  const { session, nonet, games } = ctx;
  if (!shown || !needGame(session)) return;
  const revision = session.revision;
  const sentElapsed = session.view.elapsed_ms;
  const out = await work(ctx, "Applying the hint", "applyHint", session.game.save());
  if (out == null || stale(session, revision)) return;
  let game;
  try {
    game = nonet.Game.from_save(out);
  } catch (e) {
    say(String(e?.message ?? e));
    return;
  }
  // The clock ran on while the worker applied the hint.
  game.add_elapsed(Math.max(0, session.view.elapsed_ms - sentElapsed));
  const wasComplete = session.view.complete;
  const selection = session.selection;
  const cursor = session.cursor;
  session.load(game, session.key);
  session.selection = selection;
  session.cursor = cursor;
  games.persist();
  dismissHint(ctx);
  if (!wasComplete && session.view.complete) session.onComplete?.();
}

function whyWrong(ctx) {
  const { session } = ctx;
  if (!needGame(session)) return;
  const cell = session.cell(session.cursor);
  if (!cell || cell.digit == null) {
    say("Select a cell with a digit of yours to ask why it is wrong.");
    return;
  }
  let record;
  try {
    const out = session.game.why_wrong(cell.cell);
    record = out == null || out === "null" ? null : JSON.parse(out);
  } catch (e) {
    say(String(e?.message ?? e));
    return;
  }
  shown = null;
  $("apply-hint").disabled = true;
  if (!record) {
    $("hint-text").textContent = `${cell.cell}=${cell.digit} is not wrong: it is the solution's digit.`;
    session.clearRoles();
    return;
  }
  $("hint-text").textContent = record.text;
  // The digit, the placements singles force from it, and the cells of the rule it
  // ends up breaking.
  const forced = (record.forced ?? []).map((c) => ({ ...c, role: "placed" }));
  const others = (record.cells ?? []).filter((c) => c !== record.cell).map((c) => ({ cell: c, role: "pattern" }));
  session.showRoles([{ cell: record.cell, role: "eliminated" }, ...others, ...forced]);
}

/** Check: the digits the view marks wrong (not the solution's) and the cells whose
 *  digits break a rule, shown on the board until the next move. */
function check(ctx) {
  const { session } = ctx;
  if (!needGame(session)) return;
  const wrong = session.view.cells.filter((c) => c.wrong);
  const conflicts = session.view.cells.filter((c) => c.conflict).map((c) => c.cell);
  session.wrong = new Set(wrong.map((c) => c.cell));
  const parts = [];
  parts.push(wrong.length ? `Wrong: ${wrong.map((c) => `${c.cell}=${c.digit}`).join(", ")}.` : "No wrong digits.");
  parts.push(conflicts.length ? `Conflicts: ${conflicts.join(", ")}.` : "No conflicts.");
  say(parts.join(" "));
  render(ctx);
}

function needGame(session) {
  if (session.game) return true;
  say("No game yet: start a new game or import a puzzle.");
  return false;
}

/** True, and said, when the position moved on since the job was sent. */
function stale(session, revision) {
  if (session.revision === revision) return false;
  say("The board changed meanwhile; ask again.");
  return true;
}
