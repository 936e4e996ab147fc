// The player's games: starting one (kept under a new key, never over another), switching
// between them, resuming the current one on reload, and saving the current one. Saves
// are the library's (Game.save / Game.from_save); a save the library refuses is set
// aside with its message shown, and the page goes on with the others.

import { currentKey, keepGame, loadGames, newKey, removeGame, setAside, setCurrent } from "./storage.js";

export class Games {
  /** `nonet`: the bindings module; `report(text)`: shows a message on the page. */
  constructor(nonet, session, report) {
    this.nonet = nonet;
    this.session = session;
    this.report = report;
    this.games = {};
    this.onList = () => {};
  }

  /** Reads the kept games and opens the current one; false when none could be opened. */
  restore() {
    const { games, problem } = loadGames();
    this.games = games;
    const problems = problem ? [problem] : [];
    const order = [currentKey(), ...this.keys()].filter((k, i, all) => k && this.games[k] && all.indexOf(k) === i);
    let opened = false;
    for (const key of order) {
      const refused = this.tryOpen(key);
      if (!refused) {
        opened = true;
        break;
      }
      problems.push(refused);
    }
    if (problems.length) this.report(problems.join(" "));
    this.onList();
    return opened;
  }

  /** The keys of the kept games, most recently played first. */
  keys() {
    return Object.keys(this.games).sort((a, b) => String(this.games[b].updated).localeCompare(String(this.games[a].updated)));
  }

  /** Starts `game` (a bindings Game) as a new kept game titled `title`. */
  start(game, title) {
    this.persist();
    const key = newKey();
    this.session.load(game, key);
    const when = new Date().toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" });
    this.games[key] = { title: `${title}, ${when}` };
    this.persist();
    setCurrent(key);
    this.onList();
  }

  /** Switches to kept game `key` (the current one saved first). */
  open(key) {
    if (key === this.session.key) return;
    this.persist();
    const refused = this.tryOpen(key);
    if (refused) this.report(refused);
    this.onList();
  }

  /** Opens `key`; on the library's refusal sets it aside and says so. */
  tryOpen(key) {
    const entry = this.games[key];
    try {
      const game = this.nonet.Game.from_save(entry.save);
      this.session.load(game, key);
      setCurrent(key);
      return null;
    } catch (e) {
      this.games = setAside(key, entry);
      return `Saved game "${entry.title ?? key}" could not be restored: ${String(e?.message ?? e)}. It is kept aside under localStorage key nonet.corrupt.`;
    }
  }

  /** Deletes kept game `key`, which is not the one being played. */
  remove(key) {
    if (key === this.session.key) return;
    const { games, problem } = removeGame(key);
    this.games = games;
    if (problem) this.report(problem);
    this.onList();
  }

  /** The kept game whose share code is `code`, if any. */
  withShare(code) {
    return this.keys().find((k) => this.games[k].share === code) ?? null;
  }

  /** Saves the current game. */
  persist() {
    const { game, key, view } = this.session;
    if (!game || !key) return;
    let save;
    try {
      save = game.save();
    } catch (e) {
      this.report(`The game could not be saved: ${String(e?.message ?? e)}`);
      return;
    }
    const entry = this.games[key] ?? {};
    const { games, problem } = keepGame(key, { ...entry, save, share: view?.share ?? entry.share, done: Boolean(view?.complete) });
    this.games = games;
    if (problem) this.report(problem);
  }
}
