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
  for (const key of bad) setAside(key, parsed[key], games);
  const problem = bad.length ? `Saved game ${bad.join(", ")} had no save; kept aside under localStorage key ${CORRUPT}.` : null;
  return { games, problem };
}

/** Stores `entry` under `key` in `games` and in localStorage; returns an error message
 *  when the browser refuses (storage full or disabled), else null. */
export function keepGame(games, key, entry) {
  games[key] = { ...entry, updated: new Date().toISOString() };
  return write(GAMES, JSON.stringify(games));
}

/** Moves entry `key` out of `games` into `nonet.corrupt` (with `entry` as it was). */
export function setAside(key, entry, games) {
  delete games[key];
  putAside(key, entry);
  write(GAMES, JSON.stringify(games));
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
