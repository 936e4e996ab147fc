// The page's Web Worker (a module worker): every call that can take long runs here, so
// the board never freezes: solve, count, rate, generate, explain, opening a puzzle
// (which searches its solution), and the game's hint and apply-hint, on a Game rebuilt
// from the page's save. A message `{id, op, args}` is answered by `{id, ok}`
// (the binding's JSON text) or `{id, error}` (the library's message, shown as it is).
// Cancelling terminates this worker; the page starts a new one.

import init, * as nonet from "./pkg/nonet_web.js";

const ready = init();

/** The operations, each a call of one binding. */
const OPS = {
  solve: (text) => nonet.solve(text),
  count: (text, limit) => nonet.count(text, limit),
  rate: (text, scales, timeLimitMs) => binding(nonet.rate, "rate")(text, scales, timeLimitMs),
  // With each step's evidence and houses when these bindings have them.
  explain: (text) => (nonet.explain_marked ?? nonet.explain)(text),
  // The game's save and the generator's record of its puzzle (the tier it rates at,
  // whether it fell back), as one JSON text.
  generate: (options) => binding(nonet.generate_game, "generate_game")(options),
  open: (text) => saved(nonet.Game.from_text(text)),
  openShare: (code) => saved(nonet.Game.from_share(code)),
  hint: (save) => withGame(save, (game) => game.hint()),
  applyHint: (save) =>
    withGame(save, (game) => {
      game.apply(JSON.stringify({ kind: "apply-hint" }));
      return game.save();
    }),
};

/** `f`, or a plain refusal when these bindings lack it (an older build of them). */
function binding(f, name) {
  if (typeof f !== "function") throw `this build of the bindings has no ${name}: rebuild the page with bash web/build.sh`;
  return f;
}

/** `f` on the game of `save`, the game's memory freed after. */
function withGame(save, f) {
  const game = nonet.Game.from_save(save);
  try {
    return f(game);
  } finally {
    game.free();
  }
}

/** The save of a new `game` (which the page rebuilds on its side), its memory freed. */
function saved(game) {
  try {
    return game.save();
  } finally {
    game.free();
  }
}

self.onmessage = async ({ data: { id, op, args } }) => {
  try {
    await ready;
    if (!Object.hasOwn(OPS, op)) throw `unknown operation ${op}`;
    self.postMessage({ id, ok: OPS[op](...args) });
  } catch (e) {
    self.postMessage({ id, error: String(e?.message ?? e) });
  }
};
