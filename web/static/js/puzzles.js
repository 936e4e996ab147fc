// Where puzzles come from: New game (a level and an optional seed, generated in the
// worker), Import (pasted text in any format the library reads; its errors shown as
// the library words them) and share links (`#p=<code>`: Share writes one and copies it,
// opening one starts that puzzle, or resumes it when it is already kept). Each new
// puzzle becomes a new kept game; a puzzle that cannot be opened leaves the current
// game as it was.

import { clearProblems, say, warn, work } from "./ui.js";

const $ = (id) => document.getElementById(id);

export function setupPuzzles(ctx) {
  setupSchemes(ctx);
  $("new-game").addEventListener("click", () => newGame(ctx));
  $("import").addEventListener("click", () => {
    const panel = $("import-panel");
    panel.hidden = !panel.hidden;
    if (!panel.hidden) $("import-text").focus();
  });
  $("load").addEventListener("click", () => importText(ctx));
  $("share").addEventListener("click", () => share(ctx));
  window.addEventListener("hashchange", async () => {
    clearProblems();
    await openHash(ctx);
    forgetOtherLink(ctx);
  });
}

/** Fills the scheme and level selects from the library's SchemesRecord (the generator's
 *  own lists): the levels follow the chosen scheme, keeping the level chosen when the
 *  new scheme has one of that name. Without the binding (an older build), the selects
 *  stay empty and New game asks for the library's defaults. */
function setupSchemes(ctx) {
  if (!ctx.nonet.schemes) return;
  let record;
  try {
    record = JSON.parse(ctx.nonet.schemes());
  } catch (e) {
    warn(`The generator's levels could not be read: ${String(e?.message ?? e)}`);
    return;
  }
  const option = (value, selected) => {
    const o = document.createElement("option");
    o.value = value;
    o.textContent = capital(value.replaceAll("-", " "));
    o.selected = selected;
    return o;
  };
  const scheme = $("scheme");
  const level = $("level");
  const fillLevels = () => {
    const chosen = level.value || record.default_level;
    const levels = record.schemes.find((s) => s.scheme === scheme.value)?.levels ?? [];
    const keep = levels.includes(chosen) ? chosen : record.default_level;
    level.replaceChildren(...levels.map((l) => option(l, l === keep)));
  };
  scheme.replaceChildren(...record.schemes.map((s) => option(s.scheme, s.scheme === record.default_scheme)));
  scheme.addEventListener("change", fillLevels);
  fillLevels();
}

/** Generates a game at the chosen scheme and level (and seed) in the worker and starts
 *  it. */
export async function newGame(ctx, level = $("level").value) {
  const seed = $("seed").value.trim();
  if (seed && !(/^\d{1,20}$/.test(seed) && BigInt(seed) <= 0xffffffffffffffffn)) {
    say(`Seed "${seed}" is not a whole number (0 to 18446744073709551615).`);
    return false;
  }
  // Written by hand so a seed past 2^53 reaches the library whole (a JSON number
  // parsed into a JavaScript number would be rounded). Without one, the bindings draw
  // a seed that fits in a puzzle id, so the game's share code is its short id.
  const scheme = $("scheme").value;
  const fields = [
    ...(scheme ? [`"scheme":${JSON.stringify(scheme)}`] : []),
    ...(level ? [`"level":${JSON.stringify(level)}`] : []),
    ...(seed ? [`"seed":${seed}`] : []),
  ];
  const options = `{${fields.join(",")}}`;
  const save = await work(ctx, `Generating a puzzle${level ? ` (${level})` : ""}`, "generate", options);
  if (!save) return false;
  return startFromSave(ctx, save, `${level ? capital(level.replaceAll("-", " ")) : "New"} puzzle`);
}

async function importText(ctx) {
  const text = $("import-text").value;
  if (!text.trim()) {
    say("Paste a puzzle first: a classic line or grid, an f-puzzles link or JSON, or an ISS string.");
    return;
  }
  const save = await work(ctx, "Reading the puzzle", "open", text);
  if (save && startFromSave(ctx, save, `${kindsOf(ctx, text)} puzzle`)) {
    $("import-panel").hidden = true;
    say("Puzzle loaded.");
  }
}

/** Starts a game from the worker's save of it (the worker did the slow checks). */
function startFromSave(ctx, save, title) {
  try {
    const game = ctx.nonet.Game.from_save(save);
    ctx.games.start(game, title);
    return true;
  } catch (e) {
    say(String(e?.message ?? e));
    return false;
  }
}

async function share(ctx) {
  const view = ctx.session.view;
  const code = view?.share;
  if (!code) {
    say(view ? "This puzzle's rules cannot be written as a link (neither the ISS notation nor f-puzzles can say them)." : "No puzzle to share yet.");
    return;
  }
  const hash = `#p=${encodeURIComponent(code)}`;
  history.replaceState(null, "", hash);
  const link = location.href;
  try {
    await navigator.clipboard.writeText(link);
    say(`Link copied: ${link}`);
  } catch {
    say(`Share this link: ${link}`);
  }
}

/** Opens the puzzle of a `#p=` link, if the address has one; the current game stays
 *  when the link cannot be read. */
export async function openHash(ctx) {
  const m = /^#p=(.*)$/s.exec(location.hash);
  if (!m) return;
  let code;
  try {
    code = decodeURIComponent(m[1]);
  } catch {
    warn("This share link is damaged (was it cut short?): its puzzle code is not valid URL text. Your current game is kept.");
    return;
  }
  if (code === ctx.session.view?.share) return;
  const kept = ctx.games.withShare(code);
  if (kept) {
    ctx.games.open(kept);
    return;
  }
  let save;
  try {
    save = await ctx.jobs.run("openShare", code);
  } catch (e) {
    warn(`This share link could not be opened (was it cut short?): ${e.message}. Your current game is kept.`);
    return;
  }
  if (startFromSave(ctx, save, "Shared puzzle")) say("Shared puzzle opened.");
}

/** The puzzle's kinds as the library names them (`killer+thermo`), or `Classic`; for
 *  a game's title. */
function kindsOf(ctx, text) {
  try {
    const info = JSON.parse(ctx.nonet.read(text));
    const kinds = [...(info.jigsaw ? ["jigsaw"] : []), ...(info.kinds ?? [])].map((k) => String(k).replaceAll("_", "-"));
    return kinds.length ? capital(kinds.join("+")) : "Classic";
  } catch {
    return "Imported";
  }
}

/** Drops a `#p=` link from the address once another game is played, so that a reload
 *  resumes that game instead of reopening the link's. */
export function forgetOtherLink(ctx) {
  const m = /^#p=(.*)$/s.exec(location.hash);
  if (!m) return;
  let code = null;
  try {
    code = decodeURIComponent(m[1]);
  } catch {
    code = null;
  }
  if (code !== ctx.session.view?.share) history.replaceState(null, "", location.pathname + location.search);
}

function capital(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
