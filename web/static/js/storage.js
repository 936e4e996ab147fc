// The games kept in the browser: localStorage `nonet.games` holds an object of entries
// keyed by a local game key, each `{save, title, share, updated}` where `save` is the
// library's own versioned save (Game.save()), kept as the text it gave; `nonet.current`
// names the game to resume. Nothing here reads a save: restoring it is the library's
// job, and an entry it refuses is moved aside (`nonet.corrupt`) by `setAside`, never
// deleted, so a player's work is not lost to a bug or a newer format.

const GAMES = "nonet.games";
const CURRENT = "nonet.current";
const CORRUPT = "nonet.corrupt";

/** Reads the kept games: `{games, problem}`, where `problem` says what could not be
 *  read (the whole store when it is not JSON: its text is then moved aside). */
export function loadGames() {
  const raw = read(GAMES);
  if (raw == null) return { games: {}, problem: null };
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    putAside(`${GAMES} (unreadable)`, raw);
    write(GAMES, "{}");
    return { games: {}, problem: `The saved games could not be read (${e.message}); their text is kept aside under localStorage key ${CORRUPT}.` };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    putAside(`${GAMES} (not an object)`, raw);
    write(GAMES, "{}");
    return { games: {}, problem: `The saved games were not a list of games; their text is kept aside under localStorage key ${CORRUPT}.` };
  }
  const games = {};
  const bad = [];
  for (const [key, entry] of Object.entries(parsed)) {
    if (entry && typeof entry.save === "string") games[key] = entry;
    else bad.push(key);
  }
  for (const key of bad) putAside(key, parsed[key]);
  if (bad.length) write(GAMES, JSON.stringify(games));
  const problem = bad.length ? `Saved game ${bad.join(", ")} had no save; kept aside under localStorage key ${CORRUPT}.` : null;
  return { games, problem };
}

/** Stores `entry` under `key`: the store is read again first and only this entry
 *  changes, so games another tab kept meanwhile stay. Returns `{games, problem}`: the
 *  games now kept, and what went wrong (the store unreadable, the browser refusing to
 *  write), or null. */
export function keepGame(key, entry) {
  const { games, problem } = loadGames();
  games[key] = { ...entry, updated: new Date().toISOString() };
  const refused = write(GAMES, JSON.stringify(games));
  return { games, problem: [problem, refused].filter(Boolean).join(" ") || null };
}

/** Moves entry `key` out of the kept games into `nonet.corrupt` (with `entry` as it
 *  was); returns the games left. */
export function setAside(key, entry) {
  const { games } = loadGames();
  delete games[key];
  putAside(key, entry);
  write(GAMES, JSON.stringify(games));
  return games;
}

/** Deletes kept game `key` (the player asked to); returns the games left and what
 *  went wrong, as `keepGame`. */
export function removeGame(key) {
  const { games, problem } = loadGames();
  delete games[key];
  const refused = write(GAMES, JSON.stringify(games));
  return { games, problem: [problem, refused].filter(Boolean).join(" ") || null };
}

/** The key of the game to resume, or null. */
export function currentKey() {
  return read(CURRENT);
}

/** Remembers `key` as the game to resume. */
export function setCurrent(key) {
  return write(CURRENT, key);
}

/** A new key for a game: time-ordered and unique enough for one browser. */
export function newKey() {
  return `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function putAside(key, entry) {
  let aside;
  try {
    aside = JSON.parse(read(CORRUPT) ?? "{}");
  } catch {
    aside = null;
  }
  const stamp = new Date().toISOString();
  if (!aside || typeof aside !== "object" || Array.isArray(aside)) {
    // The aside store itself is unreadable: leave it as it is and start another.
    write(`${CORRUPT}.${stamp}`, JSON.stringify({ [key]: entry }));
    return;
  }
  aside[`${key} @ ${stamp}`] = entry;
  write(CORRUPT, JSON.stringify(aside));
}

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
    return null;
  } catch (e) {
    return `The browser did not keep the game (${e.message}).`;
  }
}
