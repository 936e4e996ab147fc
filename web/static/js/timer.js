// The game clock: every second the page adds the time that passed to the Game
// (`add_elapsed`), unless the game is paused, complete or the tab is hidden (a hidden
// tab does not count, and counting resumes when it shows again). The time itself is the
// library's (kept in the save); this module only feeds it and shows it.

/** Starts ticking for `session`; `show(ms)` displays the time, `persist()` saves. */
export function startClock(session, show, persist) {
  let last = performance.now();
  let sinceSave = 0;
  // `visible`: whether the time since the last tick was spent with the tab shown.
  const tick = (visible = !document.hidden) => {
    const now = performance.now();
    const delta = Math.round(now - last);
    last = now;
    const view = session.view;
    if (!session.game || !view || view.paused || view.complete || !visible) return;
    session.game.add_elapsed(delta);
    view.elapsed_ms += delta;
    show(view.elapsed_ms);
    sinceSave += delta;
    if (sinceSave >= 10000) {
      sinceSave = 0;
      persist();
    }
  };
  setInterval(() => tick(), 1000);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) {
      tick(true);
      persist();
    } else {
      last = performance.now();
    }
  });
}

/** `m:ss`, or `h:mm:ss` past an hour. */
export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}
