// The page's shell: the message line, the state of the controls (undo/redo, modes,
// pause, timer), the games list, the completion dialog, and `work`, which runs a worker
// job with its progress and failure said in #message. Panels (hints.js, solver.js,
// puzzles.js) build on these.

import { formatTime } from "./timer.js";

const $ = (id) => document.getElementById(id);

/** What #message says: `current`, the latest answer or progress, after `problems`,
 *  what went wrong without the player asking (a saved game that could not be read, a
 *  share link cut short), which stay until the player next presses a key or the
 *  pointer, so a later message does not hide them. */
let current = "";
let problems = [];

function showMessage() {
  $("message").textContent = [...problems, current].filter(Boolean).join(" ");
}

/** Shows `text` as the message (replacing the previous one: each problem is said once). */
export function say(text) {
  current = text ?? "";
  showMessage();
}

/** Shows `text` as a problem the player did not ask about (see `problems`). */
export function warn(text) {
  if (problems.length === 0) {
    document.addEventListener("keydown", clearProblems, true);
    document.addEventListener("pointerdown", clearProblems, true);
  }
  problems.push(text);
  showMessage();
}

/** Forgets the problems shown (the player acted, or opened another link); the message
 *  line changes at the next message. */
export function clearProblems() {
  problems = [];
  document.removeEventListener("keydown", clearProblems, true);
  document.removeEventListener("pointerdown", clearProblems, true);
}

/** Runs worker job `op` with `args`, saying `doing` meanwhile; resolves with the JSON
 *  text, or with null after saying why it failed (the library's message as it is). */
export async function work(ctx, doing, op, ...args) {
  const progress = `${doing}…`;
  say(progress);
  try {
    const out = await ctx.jobs.run(op, ...args);
    if (current === progress) say("");
    return out;
  } catch (e) {
    say(e.cancelled ? `${doing}: cancelled.` : e.message);
    return null;
  }
}

/** Redraws what depends on the session: the board and the controls' states. */
export function render(ctx) {
  const { session, board } = ctx;
  const view = session.view;
  board.render(view, session.pageState());
  $("undo").disabled = !view?.can_undo;
  $("redo").disabled = !view?.can_redo;
  for (const b of document.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === session.mode));
  document.body.dataset.mode = session.mode;
  $("pause").setAttribute("aria-pressed", String(Boolean(view?.paused)));
  $("paused-cover").hidden = !view?.paused;
  $("solve").setAttribute("aria-pressed", String(Boolean(session.solution)));
  showTime(view?.elapsed_ms ?? 0);
}

export function showTime(ms) {
  $("timer").textContent = formatTime(ms);
}

/** Wires the mode buttons, digit pad, undo/redo, pause and timer hiding. */
export function setupControls(ctx) {
  const { session } = ctx;
  for (const b of document.querySelectorAll("[data-mode]")) b.addEventListener("click", () => session.setMode(b.dataset.mode));
  for (const b of document.querySelectorAll("[data-digit]")) b.addEventListener("click", () => session.enter(Number(b.dataset.digit)));
  $("erase").addEventListener("click", () => session.erase());
  $("undo").addEventListener("click", () => session.undo());
  $("redo").addEventListener("click", () => session.redo());
  $("auto-notes").addEventListener("click", () => session.apply([{ kind: "auto-notes" }]));
  const setPaused = (paused) => {
    if (!session.game) return;
    session.game.set_paused(paused);
    session.refresh();
    ctx.games.persist();
    session.changed();
  };
  $("pause").addEventListener("click", () => setPaused(!session.view?.paused));
  $("resume").addEventListener("click", () => {
    setPaused(false);
    $("board").focus();
  });
  const hide = $("hide-timer");
  const setHidden = (hidden) => {
    $("timer").hidden = hidden;
    hide.setAttribute("aria-pressed", String(hidden));
    try {
      localStorage.setItem("nonet.timer-hidden", hidden ? "1" : "0");
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  };
  hide.addEventListener("click", () => setHidden(!$("timer").hidden));
  let hidden = false;
  try {
    hidden = localStorage.getItem("nonet.timer-hidden") === "1";
  } catch {
    // Storage refused: the timer shows.
  }
  setHidden(hidden);
  $("cancel").addEventListener("click", () => ctx.jobs.cancel());
}

/** Lists the kept games as buttons that switch to them, each but the current one with a
 *  Remove button. */
export function renderGames(ctx) {
  const list = $("games");
  list.replaceChildren(
    ...ctx.games.keys().map((key) => {
      const entry = ctx.games.games[key];
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      const when = entry.updated ? new Date(entry.updated).toLocaleString() : "";
      b.textContent = `${entry.title ?? key}${entry.done ? " (solved)" : ""}`;
      b.title = when;
      if (key === ctx.session.key) b.setAttribute("aria-current", "true");
      b.addEventListener("click", () => ctx.games.open(key));
      li.append(b);
      // The game being played cannot be removed from under the player.
      if (key !== ctx.session.key) {
        const remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = "Remove";
        remove.className = "remove";
        remove.setAttribute("aria-label", `Remove ${b.textContent}`);
        remove.addEventListener("click", () => ctx.games.remove(key));
        li.append(remove);
      }
      return li;
    }),
  );
}

/** Shows the completion dialog with the time, then the rating once the worker has it. */
export async function showComplete(ctx) {
  const view = ctx.session.view;
  $("complete-time").textContent = `Time: ${formatTime(view.elapsed_ms)}`;
  $("complete-rating").textContent = "Rating…";
  const dialog = $("complete");
  if (!dialog.open) dialog.showModal();
  // Sudoku Explainer's rating of the hardest puzzles can take minutes: past 30 s the
  // dialog says `timed out` rather than keep the player waiting.
  const out = await work(ctx, "Rating the puzzle", "rate", view.text, "se,tier", 30000);
  $("complete-rating").textContent = out ? `Rating: ${describeRating(JSON.parse(out))}` : "Rating: not available";
}

/** A RatingRecord in words: `SE 7.2 (ER/EP/ED 7.2/2.0/2.0), tier hard (hardest: x-wing)`. */
export function describeRating(r) {
  const parts = [];
  if (r.se?.timeout) parts.push("SE: timed out");
  else if (r.se) parts.push(`SE ${r.se.er} (ER/EP/ED ${r.se.er}/${r.se.ep}/${r.se.ed})`);
  if (r.tier) parts.push(`tier ${r.tier}${r.hardest ? ` (hardest: ${r.hardest})` : ""}`);
  for (const [scale, why] of Object.entries(r.unrated ?? {})) parts.push(`${scale}: ${why}`);
  return parts.join(", ") || JSON.stringify(r);
}
