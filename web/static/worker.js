// The page's Web Worker (a module worker): every call that can take long runs here, so
// the board never freezes: solve, count, rate, generate, explain, opening a puzzle
// (which searches its solution), and the game's hint, apply-hint and check, on a Game
// rebuilt from the page's save. A message `{id, op, args}` is answered by `{id, ok}` (the binding's JSON text) or `{id, error}`
// (the library's message, shown as it is). Cancelling terminates this worker; the page
// starts a new one.

import init, * as nonet from "./pkg/nonet_web.js";

const ready = init();

/** The operations, each a call of one binding. */
const OPS = {
  solve: (text) => nonet.solve(text),
  count: (text, limit) => nonet.count(text, limit),
  rate: (text, scales) => nonet.rate(text, scales),
  explain: (text) => nonet.explain(text),
  generate: (options) => nonet.Game.from_generated(options).save(),
  open: (text) => nonet.Game.from_text(text).save(),
  openShare: (code) => nonet.Game.from_share(code).save(),
  hint: (save) => nonet.Game.from_save(save).hint(),
  applyHint: (save) => {
    const game = nonet.Game.from_save(save);
    game.apply(JSON.stringify({ kind: "apply-hint" }));
    return game.save();
  },
  // The cells whose digit the library calls wrong, each with its reason.
  check: (save) => {
    const game = nonet.Game.from_save(save);
    const view = JSON.parse(game.view());
    const wrong = [];
    for (const c of view.cells) {
      if (c.digit == null) continue;
      const why = game.why_wrong(c.cell);
      if (why != null && why !== "null") wrong.push(JSON.parse(why));
    }
    return JSON.stringify(wrong);
  },
};

self.onmessage = async ({ data: { id, op, args } }) => {
  try {
    await ready;
    if (!Object.hasOwn(OPS, op)) throw `unknown operation ${op}`;
    self.postMessage({ id, ok: OPS[op](...args) });
  } catch (e) {
    self.postMessage({ id, error: String(e?.message ?? e) });
  }
};
