//! `nonet play`, run as a player runs it: in a real terminal (tmux), keys in, screens
//! captured and read back; and its refusals of bad input, which need no terminal.
//!
//! The terminal test needs tmux. It fails when tmux is missing, so CI cannot pass
//! without running it (`.ci/run` installs tmux); set `NONET_SKIP_TMUX=1` to skip it on
//! a machine without tmux.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

mod common;
use common::fixtures;

/// Royle's first 17-clue puzzle (fixtures/puzzles.txt, line 2) and its solution.
const PUZZLE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const MANY: &str =
    "8.........95.......76.........426798...931245...578136....5.917...7.2483......562";
const NONE: &str =
    ".................14....243......3.2...1.4......5....6..3......4.7..8...962...7...";

/// A folder of its own under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("nonet-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `nonet play args...` without a terminal, with its own data directory.
fn play(args: &[&str], data: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nonet"))
        .arg("play")
        .args(args)
        .current_dir(fixtures())
        .env("NONET_DATA_DIR", data)
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn bad_input_is_refused_before_the_terminal() {
    let data = TempDir::new("play-bad");
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["12345"],
            2,
            "`12345` is neither a file nor a puzzle: line 1: too few cells",
        ),
        (
            &["nosuchfile.txt"],
            2,
            "`nosuchfile.txt` is neither a file nor a puzzle",
        ),
        (
            &[MANY],
            1,
            "cannot play this puzzle: the puzzle has more than one solution",
        ),
        // Worded as every other command words clashing givens (issue 20, item 10).
        (
            &[NONE],
            1,
            "cannot play this puzzle: givens clash: digit 4 repeated in row 3 at r3c1 and r3c7",
        ),
        (
            &["bad.txt", "--number", "2"],
            2,
            "bad.txt:3: too few cells: found 80, expected 81",
        ),
        (
            &["puzzles.txt", "--number", "9"],
            2,
            "puzzles.txt holds 3 puzzles; there is no puzzle 9",
        ),
        (
            &["puzzles.txt", "--number", "3"],
            1,
            "more than one solution",
        ),
        (&["--id", "NOTANID"], 2, "a puzzle id has 12 characters"),
        (&["--level", "impossible"], 2, "unknown level `impossible`"),
        (&["--resume"], 2, "no saved game in "),
        (&["--theme", "pink", PUZZLE], 2, "unknown theme `pink`"),
        // A variant puzzle is played like any other: it reaches the terminal check.
        (&["killer.iss"], 2, "nonet play needs a terminal"),
        // A good puzzle, but no terminal: a message, not a broken screen.
        (&[PUZZLE], 2, "nonet play needs a terminal"),
    ];
    for (args, code, message) in cases {
        let out = play(args, &data.0);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(*code), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// Each cause is said once (issue 20, items 10 and 22), and a version that is a number
/// but not a format version is not called "not a number".
#[test]
fn a_corrupt_save_is_named_and_kept() {
    let data = TempDir::new("play-corrupt");
    let save = data.0.join("game.json");
    for (text, problem) in [
        (
            "{\"version\": 1, \"puzz",
            "not a saved game: EOF while parsing",
        ),
        ("[]", "not a saved game"),
        (
            "{1",
            "not a saved game: key must be a string at line 1 column 2",
        ),
        ("{\"version\": 99}", "format version 99"),
        (
            "{\"version\": -1}",
            "`version` is -1, not a format version (a whole number from 1)",
        ),
    ] {
        std::fs::write(&save, text).unwrap();
        let out = play(&["--resume"], &data.0);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(&save.display().to_string()), "{err}");
        assert!(err.contains(problem), "{text}: {err}");
        assert_eq!(err.matches(problem).count(), 1, "said once: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!err.contains("not a number"), "{err}");
        assert_eq!(
            std::fs::read_to_string(&save).unwrap(),
            text,
            "left as it was"
        );
    }
}

/// A saved game whose puzzle has variant rules is resumed like any other (issue 25,
/// item 4; it was refused while the board drew classic puzzles only): here it reaches
/// the terminal check, and the file is left as it is.
#[test]
fn a_saved_variant_game_is_resumed() {
    let data = TempDir::new("play-variant-save");
    let text = std::fs::read_to_string(fixtures().join("killer.iss")).unwrap();
    let mut game = nonet::play::Game::from_share_code(&text).unwrap();
    assert!(!game.rules().is_classic());
    game.add_elapsed(5000);
    let save = data.0.join("game-1.json");
    std::fs::write(&save, game.to_json()).unwrap();
    let before = std::fs::read(&save).unwrap();
    let out = play(&["--resume"], &data.0);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("nonet play needs a terminal"), "{err}");
    assert!(!err.contains("variant"), "{err}");
    assert_eq!(std::fs::read(&save).unwrap(), before, "left as it was");
}

/// `nonet play --help` lists the exit status of a variant puzzle, as `nonet --help` does
/// (issue 20, item 10).
#[test]
fn play_help_lists_the_variant_exit_status() {
    let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
        .args(["play", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    let status = help
        .split("Exit status:")
        .nth(1)
        .expect("an exit status note");
    let status = status.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(status.contains("2 for a variant puzzle"), "{status}");
    assert!(status.contains("givens clash"), "{status}");
}

/// After a `--resume` conflict clap's usage line shows the two ways to call `play`,
/// never the conflicting form (issue 20, item 10).
#[test]
fn a_resume_conflict_does_not_suggest_itself() {
    let data = TempDir::new("play-usage");
    for args in [&["--resume", "--level", "hard"][..], &["--resume", PUZZLE]] {
        let out = play(args, &data.0);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("cannot be used with"), "{err}");
        let usage: Vec<&str> = err
            .lines()
            .skip_while(|l| !l.starts_with("Usage:"))
            .take_while(|l| !l.is_empty())
            .collect();
        assert!(!usage.is_empty(), "{err}");
        for line in &usage {
            assert!(
                !(line.contains("--resume") && line.contains("PUZZLE")),
                "{args:?}: {err}"
            );
            assert!(!line.contains("--level"), "{args:?}: {err}");
        }
        assert!(
            usage
                .iter()
                .any(|l| l.contains("nonet play --resume [--theme")),
            "{err}"
        );
    }
}

/// A tmux server of the test's own (its own socket), killed when dropped.
struct Tmux {
    socket: PathBuf,
}

impl Tmux {
    /// A new server on the socket `name` in `dir` (one per session: a killed server
    /// may still hold its socket for a moment).
    fn start(dir: &Path, name: &str, width: u16, height: u16, command: &str) -> Tmux {
        let tmux = Tmux {
            socket: dir.join(format!("{name}.sock")),
        };
        tmux.run(&[
            "new-session",
            "-d",
            "-x",
            &width.to_string(),
            "-y",
            &height.to_string(),
            command,
        ]);
        tmux
    }

    /// `nonet play args` in a terminal of `size`, saving in `data`; when it ends, the
    /// pane shows `exit status N` under what it left on the screen.
    fn play(dir: &Path, name: &str, size: (u16, u16), data: &Path, args: &str) -> Tmux {
        let command = format!(
            "env NONET_DATA_DIR='{}' '{}' play {args}; echo \"exit status $?\"; sleep 60",
            data.display(),
            env!("CARGO_BIN_EXE_nonet")
        );
        Tmux::start(dir, name, size.0, size.1, &command)
    }

    fn run(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs");
        assert!(out.status.success(), "tmux {args:?}: {}", stderr(&out));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", k]);
        }
    }

    fn pane(&self) -> String {
        self.run(&["capture-pane", "-p"])
    }

    /// Waits until the pane satisfies `ok`, and returns it; fails after 20 s with the
    /// last pane.
    fn wait(&self, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let pane = self.pane();
            if ok(&pane) {
                return pane;
            }
            if start.elapsed() > Duration::from_secs(20) {
                panic!("waited for {what}; the pane:\n{pane}");
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .arg("kill-server")
            .output();
    }
}

/// The digit shown in cell (row, col), 1-based, on the compact (80x24) board, or ' '.
fn digit_at(pane: &str, row: usize, col: usize) -> char {
    let lines: Vec<&str> = pane.lines().collect();
    // The compact board: row r's digit line is 2 + 2(r-1) + (r-1)/3 lines from the
    // top (under the header and the top border); column c's digit is 3 + 6(c-1)
    // characters from the left.
    let y = 2 + 2 * (row - 1) + (row - 1) / 3;
    let x = 3 + 6 * (col - 1);
    lines
        .get(y)
        .and_then(|l| l.chars().nth(x))
        .unwrap_or_else(|| panic!("no r{row}c{col} in:\n{pane}"))
}

/// The 81 cells of the compact board, `.` for a cell without a digit.
fn board_of(pane: &str) -> String {
    (1..=9)
        .flat_map(|r| (1..=9).map(move |c| (r, c)))
        .map(|(r, c)| match digit_at(pane, r, c) {
            ' ' => '.',
            d => d,
        })
        .collect()
}

fn tmux_available() -> bool {
    let present = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !present && std::env::var_os("NONET_SKIP_TMUX").is_none() {
        panic!(
            "tmux is needed by this end-to-end test: install it (apt-get install tmux), or set NONET_SKIP_TMUX=1 to skip the test"
        );
    }
    present
}

/// The whole game in a real terminal of 80x24: start a known puzzle, enter a digit,
/// undo it, ask for a hint, apply it, click a cell, quit (saving), then resume the saved
/// game.
#[test]
fn plays_in_a_terminal() {
    if !tmux_available() {
        eprintln!("NONET_SKIP_TMUX is set and tmux is missing: skipped");
        return;
    }
    let dir = TempDir::new("play-e2e");
    let nonet = env!("CARGO_BIN_EXE_nonet");
    let data = dir.0.join("data");
    let tmux = Tmux::play(&dir.0, "play", (80, 24), &data, PUZZLE);
    let pane = tmux.wait("the board", |p| {
        p.contains("nonet play") && p.contains("┗━━")
    });
    assert!(
        pane.contains("Cell   r1c1"),
        "the cursor starts at r1c1:\n{pane}"
    );
    assert_eq!(digit_at(&pane, 2, 9), '1', "a given:\n{pane}");
    assert_eq!(digit_at(&pane, 1, 1), ' ');

    tmux.keys(&["9"]);
    let pane = tmux.wait("the digit", |p| digit_at(p, 1, 1) == '9');
    assert!(pane.contains("Save   changed"), "{pane}");
    tmux.keys(&["u"]);
    tmux.wait("the undo", |p| digit_at(p, 1, 1) == ' ');

    // The hint is the logic engine's first step, as `nonet hint` gives it.
    let hint = Command::new(nonet).args(["hint", PUZZLE]).output().unwrap();
    let hint = String::from_utf8(hint.stdout).unwrap();
    let explanation = hint
        .lines()
        .find_map(|l| l.strip_prefix("explanation:"))
        .unwrap()
        .trim()
        .to_string();
    assert_eq!(explanation, "Naked Single: r8c3=4");
    tmux.keys(&["i"]);
    let pane = tmux.wait("the hint", |p| p.contains(&explanation));
    assert!(pane.contains("Enter applies"), "{pane}");
    assert_eq!(digit_at(&pane, 8, 3), ' ');
    tmux.keys(&["Enter"]);
    let pane = tmux.wait("the hint applied", |p| digit_at(p, 8, 3) == '4');
    assert!(pane.contains("applied: Naked Single:"), "{pane}");

    // A left click (as the terminal reports it: SGR mouse press and release at
    // column 10, line 5, 1-based) selects the cell drawn there, r2c2.
    tmux.run(&["send-keys", "-l", "\x1b[<0;10;5M\x1b[<0;10;5m"]);
    tmux.wait("the click", |p| p.contains("Cell   r2c2"));

    // Quit: the game changed since it was saved (never), so it asks.
    tmux.keys(&["q"]);
    tmux.wait("the question", |p| {
        p.contains("Quit?") && p.contains("save and quit")
    });
    tmux.keys(&["y"]);
    let pane = tmux.wait("the exit", |p| p.contains("exit status"));
    assert!(pane.contains("exit status 0"), "{pane}");
    assert!(pane.contains("game saved to"), "{pane}");
    assert!(!pane.contains('┏'), "the alternate screen is gone:\n{pane}");
    assert_eq!(saves_in(&data).len(), 1);
    drop(tmux);

    // Resume: the applied hint is there, the undone digit is not, the cursor is where
    // it was (issue 20, item 20); nothing changed, so q quits at once.
    let tmux = Tmux::play(&dir.0, "resume", (80, 24), &data, "--resume --theme light");
    let pane = tmux.wait("the saved board", |p| p.contains("┗━━"));
    assert_eq!(digit_at(&pane, 8, 3), '4', "{pane}");
    assert_eq!(digit_at(&pane, 1, 1), ' ', "{pane}");
    assert!(pane.contains("Save   saved"), "{pane}");
    assert!(
        pane.contains("Cell   r2c2"),
        "the cursor is restored:\n{pane}"
    );
    tmux.keys(&["q"]);
    let pane = tmux.wait("the exit", |p| p.contains("exit status"));
    assert!(pane.contains("exit status 0"), "{pane}");
}

/// The save files in `data`, by name.
/// A variant id in a real terminal: the killer `nonet generate --rules killer -s 3`
/// makes, drawn with its cages and legend; a hint from the variant logic; quit.
#[test]
fn plays_a_variant_in_a_terminal() {
    if !tmux_available() {
        eprintln!("NONET_SKIP_TMUX is set and tmux is missing: skipped");
        return;
    }
    let dir = TempDir::new("play-variant");
    let data = dir.0.join("data");
    let tmux = Tmux::play(
        &dir.0,
        "variant",
        (80, 24),
        &data,
        "--id V21G0JG0G000000003R",
    );
    let pane = tmux.wait("the board", |p| p.contains("┗━━"));
    assert!(pane.contains("┏14━━━━━━━━━┯5━━━━┳"), "{pane}");
    assert!(pane.contains("killer cage: no line"), "{pane}");
    tmux.keys(&["i"]);
    let pane = tmux.wait("the hint", |p| p.contains("Enter applies"));
    assert!(pane.contains("Concludes:"), "{pane}");
    tmux.keys(&["Escape", "q"]);
    tmux.wait("the question", |p| {
        p.contains("Quit?") || p.contains("exit status")
    });
    tmux.keys(&["n"]);
    tmux.wait("the exit", |p| p.contains("exit status 0"));
}

fn saves_in(data: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("game") && n.ends_with(".json"))
        .collect();
    names.sort();
    names
}

/// Issue 20, item 15: saving a second game keeps the first; a new session says that
/// saved games exist; `o` lists them newest first and loads the one picked; saving a
/// game loaded from its file replaces that file only.
#[test]
fn keeps_several_saved_games() {
    if !tmux_available() {
        eprintln!("NONET_SKIP_TMUX is set and tmux is missing: skipped");
        return;
    }
    let dir = TempDir::new("play-saves");
    let data = dir.0.join("data");
    // The first game: 9 in r1c1, saved with s, then q leaves at once.
    let tmux = Tmux::play(&dir.0, "first", (80, 24), &data, PUZZLE);
    tmux.wait("the board", |p| p.contains("┗━━"));
    tmux.keys(&["9", "s"]);
    tmux.wait("the save", |p| p.contains("Save   saved"));
    tmux.keys(&["q"]);
    tmux.wait("the exit", |p| p.contains("exit status 0"));
    drop(tmux);
    let first = saves_in(&data);
    assert_eq!(first.len(), 1, "{first:?}");
    let first_text = std::fs::read_to_string(data.join(&first[0])).unwrap();

    // Another game, of another puzzle: it says a save exists; s saves it beside the
    // first, which is left as it was.
    let tmux = Tmux::play(&dir.0, "second", (80, 24), &data, "--id 21000000007H");
    let pane = tmux.wait("the board", |p| p.contains("┗━━"));
    assert!(pane.contains("a saved game exists"), "{pane}");
    tmux.keys(&["a", "s"]);
    tmux.wait("the save", |p| p.contains("Save   saved"));
    let both = saves_in(&data);
    assert_eq!(both.len(), 2, "{both:?}");
    assert_eq!(
        std::fs::read_to_string(data.join(&first[0])).unwrap(),
        first_text,
        "the first save is kept"
    );
    // o lists both, newest first; 2 loads the older one: the first game, 9 in r1c1.
    tmux.keys(&["o"]);
    let pane = tmux.wait("the list", |p| p.contains("Saved games, newest first"));
    assert!(
        pane.contains(" 1 21000000007H"),
        "the newest first:\n{pane}"
    );
    assert!(pane.contains(" 2 puzzle"), "{pane}");
    tmux.keys(&["2"]);
    let pane = tmux.wait("the first game", |p| digit_at(p, 1, 1) == '9');
    assert!(pane.contains("loaded"), "{pane}");
    assert!(pane.contains("Save   saved"), "{pane}");
    // A change and s: the first game's own file is replaced, no third file appears;
    // but as something else wrote that file since it was loaded, s asks first.
    std::fs::write(data.join(&first[0]), format!("{first_text}\n")).unwrap();
    tmux.keys(&["l", "8", "s"]);
    let pane = tmux.wait("the question", |p| p.contains("Replace the save?"));
    assert!(pane.contains("changed since this game"), "{pane}");
    tmux.keys(&["y"]);
    tmux.wait("the save", |p| {
        p.contains("saved to") && p.contains("Save   saved") && digit_at(p, 1, 2) == '8'
    });
    assert_eq!(saves_in(&data), both);
    assert_ne!(
        std::fs::read_to_string(data.join(&first[0])).unwrap(),
        first_text
    );
    tmux.keys(&["q"]);
    tmux.wait("the exit", |p| p.contains("exit status 0"));
}

/// A terminal too small for the board gets a message, not a broken board; q still
/// quits.
#[test]
fn too_small_a_terminal() {
    if !tmux_available() {
        eprintln!("NONET_SKIP_TMUX is set and tmux is missing: skipped");
        return;
    }
    let dir = TempDir::new("play-small");
    let tmux = Tmux::play(&dir.0, "small", (60, 20), &dir.0.join("data"), PUZZLE);
    let pane = tmux.wait("the message", |p| p.contains("Terminal too small"));
    assert!(pane.contains("60x20 here;"), "{pane}");
    assert!(pane.contains("nonet play needs 80x24."), "{pane}");
    tmux.keys(&["q"]);
    let pane = tmux.wait("the exit", |p| p.contains("exit status"));
    assert!(pane.contains("exit status 0"), "{pane}");
}

/// A puzzle id and a file's second puzzle start the puzzles they name.
#[test]
fn starts_from_an_id_and_from_a_file() {
    if !tmux_available() {
        eprintln!("NONET_SKIP_TMUX is set and tmux is missing: skipped");
        return;
    }
    let dir = TempDir::new("play-sources");
    let nonet = env!("CARGO_BIN_EXE_nonet");
    let generated = Command::new(nonet)
        .args(["generate", "--id", "21000000007H"])
        .output()
        .unwrap();
    let generated = String::from_utf8(generated.stdout).unwrap();
    let (puzzle, id) = generated.trim_end().split_once('\t').unwrap();
    assert_eq!(id, "21000000007H");
    let fixtures = fixtures();
    let sources = [
        (
            "id",
            format!("--id {id}"),
            puzzle.to_string(),
            format!("puzzle {id}"),
        ),
        (
            "file",
            format!("'{}' --number 2", fixtures.join("logic.txt").display()),
            read_second_puzzle(&fixtures.join("logic.txt")),
            "logic.txt #2".to_string(),
        ),
    ];
    for (name, args, expected, title) in sources {
        let tmux = Tmux::play(&dir.0, name, (80, 24), &dir.0.join("data"), &args);
        let pane = tmux.wait("the board", |p| p.contains("┗━━"));
        assert!(pane.contains(&title), "{name}: {pane}");
        assert_eq!(board_of(&pane), expected, "{name}: {pane}");
        tmux.keys(&["q"]);
        let pane = tmux.wait("the exit", |p| p.contains("exit status"));
        assert!(pane.contains("exit status 0"), "{name}: {pane}");
    }
}

/// The second puzzle of a file, as `nonet solve`'s reader sees it (81 cells, `.` empty).
fn read_second_puzzle(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .nth(1)
        .unwrap();
    line.chars()
        .take(81)
        .map(|c| {
            if c.is_ascii_digit() && c != '0' {
                c
            } else {
                '.'
            }
        })
        .collect()
}
