// Where puzzles come from: New game (a scheme and level, or rule kinds and a level,
// and an optional seed, generated in the worker), Import (pasted text in any format the
// library reads; its errors shown as the library words them) and share links
// (`#p=<code>`: Share writes one and copies it, opening one starts that puzzle, or
// resumes it when it is already kept). Each new puzzle becomes a new kept game; a
// puzzle that cannot be opened leaves the current game as it was. SudokuPad copies the
// current puzzle as a SudokuPad link (the library writes it) and shows it as a link.

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
  $("sudokupad").addEventListener("click", () => sudokupad(ctx));
  window.addEventListener("hashchange", async () => {
    clearProblems();
    await openHash(ctx);
    forgetOtherLink(ctx);
  });
}

/** Fills the New game panel from the library's SchemesRecord (the generator's own
 *  lists): the scheme and level selects, a checkbox per rule kind (named as the library
 *  names it) and the negative rule's checkbox. The levels follow the chosen scheme;
 *  with any kind ticked, they are the levels a variant takes, on the variants' scheme
 *  (the scheme select then shows that one, and is back to the player's choice when no
 *  kind is ticked). A level chosen stays chosen when the new list has it. The negative
 *  rule shows only while a kind it shapes is ticked. Without the binding (an older
 *  build), the panel stays empty and New game asks for the library's defaults. */
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
  const variants = record.variants;
  let chosenScheme = record.default_scheme;
  const fillLevels = () => {
    const kinds = chosenRules();
    if (kinds.length && variants) {
      if (!scheme.disabled) chosenScheme = scheme.value;
      scheme.value = variants.scheme;
      scheme.disabled = true;
    } else if (scheme.disabled) {
      scheme.disabled = false;
      scheme.value = chosenScheme;
    }
    const chosen = level.value || record.default_level;
    const levels = kinds.length && variants
      ? variants.levels
      : record.schemes.find((s) => s.scheme === scheme.value)?.levels ?? [];
    const keep = levels.includes(chosen) ? chosen : record.default_level;
    level.replaceChildren(...levels.map((l) => option(l, l === keep)));
    $("rules-chosen").textContent = kinds.length ? kinds.join(", ") : "Classic";
    const negative = record.negative_rules ?? [];
    $("negative-choice").hidden = !kinds.some((k) => negative.includes(k));
  };
  scheme.replaceChildren(...record.schemes.map((s) => option(s.scheme, s.scheme === record.default_scheme)));
  scheme.addEventListener("change", fillLevels);
  $("rules-list").replaceChildren(...(record.rules ?? []).map((kind) => {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.name = "rule";
    box.value = kind;
    box.addEventListener("change", fillLevels);
    const label = document.createElement("label");
    label.append(box, ` ${kind}`);
    return label;
  }));
  $("rules").hidden = !(record.rules ?? []).length;
  fillLevels();
}

/** The rule kinds ticked, by the library's names, in its order. */
function chosenRules() {
  return [...document.querySelectorAll('#rules-list input[name="rule"]:checked')].map((b) => b.value);
}

/** Generates a game at the chosen scheme and level (or the chosen rule kinds and
 *  level), and seed, in the worker and starts it; the library's message when it cannot
 *  (a level the rules cannot reach). */
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
  const rules = chosenRules();
  const negative = rules.length > 0 && !$("negative-choice").hidden && $("negative").checked;
  const fields = [
    ...(scheme ? [`"scheme":${JSON.stringify(scheme)}`] : []),
    ...(level ? [`"level":${JSON.stringify(level)}`] : []),
    ...(seed ? [`"seed":${seed}`] : []),
    ...(rules.length ? [`"rules":${JSON.stringify(rules.join(","))}`] : []),
    ...(negative ? ['"negative":true'] : []),
  ];
  const options = `{${fields.join(",")}}`;
  const asked = [
    ...(rules.length ? [rules.join("+")] : []),
    ...(level && !(rules.length && level === "any") ? [level.replaceAll("-", " ")] : []),
  ].join(" ");
  const answer = await work(ctx, `Generating a puzzle${asked ? ` (${asked})` : ""}`, "generate", options);
  if (!answer) return false;
  let save, generated;
  try {
    ({ save, generated } = JSON.parse(answer));
  } catch (e) {
    say(`The generator's answer could not be read: ${String(e?.message ?? e)}`);
    return false;
  }
  // The title names the rules as the library does and the level ("Killer+thermo
  // medium puzzle"), unless the generator fell back to the closest puzzle it made:
  // then the title and a message say so.
  const title = generated.fell_back
    ? `${capital(rules.length ? rules.join("+") : "New")} puzzle (closest to ${level.replaceAll("-", " ")})`
    : asked ? `${capital(asked)} puzzle` : "New puzzle";
  if (!startFromSave(ctx, JSON.stringify(save), title)) return false;
  if (generated.fell_back) {
    const tier = generated.rated?.tier;
    say(`No ${level.replaceAll("-", " ")} puzzle came out of the generator's attempts: this is the closest one${tier ? ` (on the tier ladder it rates ${tier})` : ""}.`);
  }
  return true;
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

/** Copies the current puzzle as a SudokuPad link (the library's `write`) and shows it
 *  as a link that opens SudokuPad in a new tab; the library's message when it cannot
 *  write the puzzle. */
function sudokupad(ctx) {
  const text = ctx.session.view?.text;
  const link = $("sudokupad-link");
  if (!text) {
    say(ctx.session.view ? "This puzzle cannot be written as text, so not as a SudokuPad link either." : "No puzzle yet.");
    return;
  }
  if (!ctx.nonet.write) {
    say("This build of the bindings has no write: rebuild the page with bash web/build.sh.");
    return;
  }
  let url;
  try {
    url = ctx.nonet.write(text, "sudokupad");
  } catch (e) {
    say(String(e?.message ?? e));
    return;
  }
  link.href = url;
  link.dataset.text = text;
  link.hidden = false;
  navigator.clipboard.writeText(url).then(
    () => say("SudokuPad link copied: open it below, or paste it anywhere."),
    () => say("SudokuPad link ready: open it below, or copy it from there."),
  );
}

/** Hides the SudokuPad link once another puzzle is shown (it was that puzzle's). */
export function forgetSudokupadLink(ctx) {
  const link = $("sudokupad-link");
  if (!link.hidden && link.dataset.text !== ctx.session.view?.text) {
    link.hidden = true;
    link.removeAttribute("href");
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
