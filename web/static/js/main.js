// The page's start: loads the WebAssembly bindings, builds the board, wires every module
// to one context, resumes the current game (or opens a share link, or generates a first
// puzzle), registers the service worker, and sets `window.nonetReady` and
// <body data-ready="true"> once the board takes input.

import init, * as nonet from "../pkg/nonet_web.js";
import { createBoard } from "./board.js";
import { Games } from "./games.js";
import { Session } from "./game.js";
import { dismissHint, setupHints } from "./hints.js";
import { setupInput } from "./input.js";
import { Jobs } from "./jobs.js";
import { forgetOtherLink, forgetSudokupadLink, newGame, openHash, setupPuzzles } from "./puzzles.js";
import { clearSolver, setupSolver } from "./solver.js";
import { setupTheme } from "./theme.js";
import { startClock } from "./timer.js";
import { render, renderGames, say, setupControls, showComplete, showTime, warn } from "./ui.js";

const $ = (id) => document.getElementById(id);

async function start() {
  setupTheme($("theme"));
  const svg = $("board");
  const board = createBoard(svg);
  const ctx = { nonet, board };
  ctx.session = new Session(() => render(ctx), say);
  ctx.jobs = new Jobs((busy) => {
    $("cancel").disabled = !busy;
  });
  await init();
  if (!nonet.Game) {
    warn("These bindings (crates/nonet-web) have no Game class: the board cannot be played.");
  }
  ctx.games = new Games(nonet, ctx.session, warn);
  ctx.games.onList = () => renderGames(ctx);
  setupFigure(ctx);
  ctx.session.onMove = () => {
    ctx.games.persist();
    dismissHint(ctx);
  };
  ctx.session.onComplete = () => {
    ctx.games.persist();
    showComplete(ctx);
  };
  setupControls(ctx);
  setupInput(svg, ctx.session, { onEscape: () => dismissHint(ctx) });
  setupHints(ctx);
  setupSolver(ctx);
  setupPuzzles(ctx);
  startClock(ctx.session, showTime, () => ctx.games.persist());
  window.addEventListener("pagehide", () => ctx.games.persist());

  if (nonet.Game) ctx.games.restore();
  render(ctx);
  if (location.hash.startsWith("#p=")) await openHash(ctx);
  // A first visit (or a share link that could not be opened, with no game to resume)
  // starts with an easy puzzle.
  if (!ctx.session.game && nonet.Game) await newGame(ctx, "easy");
  // From here on, a link in the address that is not the current game's (one that
  // could not be opened, or one left behind by another game) is dropped.
  ctx.started = true;
  forgetOtherLink(ctx);
  ready();
  registerServiceWorker();
}

/** Redraws the Figure and the rules' legend whenever another puzzle is opened, and
 *  clears what belonged to the previous game. */
function setupFigure(ctx) {
  let drawn = null;
  ctx.session.onLoad = (previous) => {
    const text = ctx.session.view?.text;
    if (text !== drawn) {
      drawn = text;
      drawFigure(ctx, text);
      forgetSudokupadLink(ctx);
    }
    if (ctx.session.key !== previous) {
      clearSolver();
      dismissHint(ctx);
      ctx.games.onList();
      if (ctx.started) forgetOtherLink(ctx);
    }
  };
}

function drawFigure(ctx, text) {
  const legend = $("legend");
  legend.replaceChildren();
  ctx.session.regions = null;
  if (!ctx.nonet.figure) return;
  let figure;
  try {
    // The PuzzleInfo carries the figure and the cells' regions (for the cursor's
    // highlight); bindings without `read` give the figure alone.
    if (ctx.nonet.read) {
      const info = JSON.parse(ctx.nonet.read(text));
      figure = info.figure;
      ctx.session.regions = info.regions ?? null;
    } else {
      figure = JSON.parse(ctx.nonet.figure(text));
    }
  } catch (e) {
    warn(`The puzzle could not be drawn: ${String(e?.message ?? e)}`);
    return;
  }
  const skipped = ctx.board.figure(figure);
  if (skipped) warn(`${skipped} shapes of this puzzle's drawing are unknown to this page and were left out.`);
  for (const line of figure.legend ?? []) {
    const li = document.createElement("li");
    li.textContent = line;
    legend.append(li);
  }
}

function ready() {
  window.nonetReady = true;
  document.body.dataset.ready = "true";
}

function registerServiceWorker() {
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("sw.js").catch(() => {
      // Without it the page works, only not offline.
    });
  }
}

start().catch((e) => {
  say(`The page could not start: ${String(e?.message ?? e)}`);
  console.error(e);
});
