// The solver panel, on the current puzzle's givens (the view's `text`), every call in the
// worker: Count (to 2, or the number asked), Solve (the solution drawn over the empty
// cells, apart from the player's digits; Solve again hides it), Rate (Sudoku Explainer
// and the tier ladder) and Explain (the whole path as a list; choosing a step shows its
// placements, eliminations and evidence on the board). Answers are the library's
// records, put in words here.

import { CELLS } from "./cells.js";
import { describeRating, say, work } from "./ui.js";

const $ = (id) => document.getElementById(id);

export function setupSolver(ctx) {
  $("count").addEventListener("click", () => count(ctx));
  $("solve").addEventListener("click", () => solve(ctx));
  $("rate").addEventListener("click", () => rate(ctx));
  $("explain").addEventListener("click", () => explain(ctx));
}

/** Clears the panel's answers (another game was opened). */
export function clearSolver() {
  $("solver-output").textContent = "";
  $("steps").replaceChildren();
}

function puzzleText(ctx) {
  const view = ctx.session.view;
  if (!view) say("No puzzle yet: start a new game or import one.");
  else if (!view.text) say("This puzzle's rules cannot be written as text for the solver (neither the ISS notation nor f-puzzles can say them).");
  return view?.text;
}

function output(text) {
  $("solver-output").textContent = text;
}

async function count(ctx) {
  const text = puzzleText(ctx);
  if (!text) return;
  const limit = Math.max(1, Math.floor(Number($("count-limit").value)) || 2);
  const out = await work(ctx, "Counting", "count", text, limit);
  if (out) output(countWords(JSON.parse(out)));
}

/** A CountRecord in words: `1 solution`, `2 or more solutions`, `no solution`. */
export function countWords(r) {
  const why = brokenWords(r);
  if (r.count === 0) return `no solution${why}`;
  if (r.status === "unique") return "1 solution";
  if (r.count >= r.limit) return `${r.count} or more ${r.count === 1 ? "solution" : "solutions"}`;
  return `${r.count} solutions`;
}

/** The clashes a record reports, e.g. ` (digit 4 repeated in row 3: r3c1 r3c7)`. */
function brokenWords(r) {
  const clashes = (r.conflicts ?? []).map((c) => `digit ${c.digit} repeated in ${c.house}: ${(c.cells ?? []).join(" ")}`);
  return clashes.length ? ` (${clashes.join("; ")})` : "";
}

async function solve(ctx) {
  const { session } = ctx;
  if (session.solution) {
    session.solution = null;
    output("");
    session.changed();
    return;
  }
  const text = puzzleText(ctx);
  if (!text) return;
  const out = await work(ctx, "Solving", "solve", text);
  if (!out) return;
  const r = JSON.parse(out);
  if (!r.solution) {
    output(r.status === "multiple" ? "2 or more solutions: no one solution to show" : `no solution${brokenWords(r)}`);
    return;
  }
  session.solution = Object.fromEntries(CELLS.map((cell, i) => [cell, r.solution[i]]));
  output("The solution is shown in the empty cells (Solve again hides it).");
  session.changed();
}

async function rate(ctx) {
  const text = puzzleText(ctx);
  if (!text) return;
  const out = await work(ctx, "Rating", "rate", text, "se,tier");
  if (out) output(describeRating(JSON.parse(out)));
}

async function explain(ctx) {
  const text = puzzleText(ctx);
  if (!text) return;
  const out = await work(ctx, "Explaining", "explain", text);
  if (!out) return;
  const path = JSON.parse(out);
  const steps = path.steps ?? [];
  output(`${steps.length} ${steps.length === 1 ? "step" : "steps"}${path.solved ? ", solved" : ", not solved"}. Choose a step to see it on the board.`);
  $("steps").replaceChildren(
    ...steps.map((step, i) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.className = "step";
      b.textContent = step.text;
      b.addEventListener("click", () => {
        for (const other of document.querySelectorAll("#steps button[aria-pressed]")) other.removeAttribute("aria-pressed");
        b.setAttribute("aria-pressed", "true");
        output(`Step ${i + 1}: ${step.text}`);
        ctx.session.showRoles(stepMarks(step), step.houses ?? []);
      });
      li.append(b);
      return li;
    }),
  );
}

/** A StepRecord's cells with roles: its evidence (the hint's marks: conclusions, then
 *  the pattern), or, from bindings without explain_marked, its conclusions alone. */
function stepMarks(step) {
  if (step.evidence?.length) return step.evidence;
  return [
    ...(step.placements ?? []).map((c) => ({ ...c, role: "placed" })),
    ...(step.eliminations ?? []).map((c) => ({ ...c, role: "eliminated" })),
    ...(step.evidence ?? []),
  ];
}
