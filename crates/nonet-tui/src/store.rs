//! The saved games: one file per game, in the platform's data directory, each written so
//! that a crash mid-write never leaves a broken save in place of a good one.
//!
//! The directory is `$NONET_DATA_DIR` when set (tests use it), else the platform's data
//! directory for nonet (`~/.local/share/nonet` on Linux, `~/Library/Application
//! Support/nonet` on macOS, `%APPDATA%\nonet\data` on Windows). A game is the model's
//! versioned JSON ([`Game::to_json`]) in a file of its own, `game-<milliseconds since
//! 1970>.json`, named when the game is first saved and saved over after that, so saving
//! one game never replaces another; `game.json`, the one save of earlier versions, is
//! listed with the others. A save is written to a temporary file in the same directory,
//! flushed to disk, then renamed over the old one, which is atomic. The newest save is the
//! one written last (by modification time).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use nonet::play::{Game, SaveError};

/// The environment variable that overrides the data directory.
pub const DATA_DIR_VAR: &str = "NONET_DATA_DIR";

/// The one save file of earlier versions, still listed and resumed.
pub const LEGACY_SAVE_FILE: &str = "game.json";

/// How many saved games a list holds: the newest ones. The in-game list numbers them
/// 1 to 9; older saves stay on disk.
pub const LIST_LEN: usize = 9;

/// Why a game could not be saved or loaded. Messages name the file.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("no data directory: set {DATA_DIR_VAR} to a folder for saved games")]
    NoDataDir,
    #[error("no saved game in {0}")]
    NoSave(PathBuf),
    #[error("the saved game {0} is gone")]
    Gone(PathBuf),
    // The causes are fields of the message, not `source`s: the message says each once,
    // where a source would be said again by every caller that prints the error chain.
    #[error("cannot read the saved game {path}: {reason}")]
    Read {
        path: PathBuf,
        reason: std::io::Error,
    },
    #[error("cannot list the saved games in {path}: {reason}")]
    List {
        path: PathBuf,
        reason: std::io::Error,
    },
    #[error("cannot write the saved game {path}: {reason}")]
    Write {
        path: PathBuf,
        reason: std::io::Error,
    },
    #[error("the saved game {path} cannot be restored (the file is left as it is): {reason}")]
    Corrupt { path: PathBuf, reason: SaveError },
}

/// Where games are saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// The store in `dir`.
    pub fn new(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    /// The store in `$NONET_DATA_DIR`, or else the platform's data directory.
    pub fn from_env() -> Result<Store, StoreError> {
        if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
            return Ok(Store::new(dir));
        }
        directories::ProjectDirs::from("", "", "nonet")
            .map(|p| Store::new(p.data_dir()))
            .ok_or(StoreError::NoDataDir)
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The saved games, newest first: at most [`LIST_LEN`] of them. A directory that
    /// does not exist yet holds none.
    pub fn list(&self) -> Result<Vec<PathBuf>, StoreError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(reason) => {
                return Err(StoreError::List {
                    path: self.dir.clone(),
                    reason,
                });
            }
        };
        let mut saves: Vec<(SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter(|e| is_save_name(&e.file_name().to_string_lossy()))
            .filter_map(|e| {
                let meta = e.metadata().ok().filter(|m| m.is_file())?;
                Some((meta.modified().unwrap_or(UNIX_EPOCH), e.path()))
            })
            .collect();
        // Newest first; a tie (a coarse clock) goes to the later name.
        saves.sort_by(|a, b| b.cmp(a));
        Ok(saves.into_iter().take(LIST_LEN).map(|(_, p)| p).collect())
    }

    /// The newest saved game's file.
    pub fn newest(&self) -> Result<PathBuf, StoreError> {
        self.list()?
            .into_iter()
            .next()
            .ok_or_else(|| StoreError::NoSave(self.dir.clone()))
    }

    /// A file name for a game saved for the first time: the time, made unique.
    pub fn new_slot(&self) -> PathBuf {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        (0..)
            .map(|n| self.dir.join(format!("game-{}.json", ms + n)))
            .find(|p| !p.exists())
            .expect("some millisecond is free")
    }

    /// Saves `game` to `path`, replacing what is there only once the new save is whole
    /// on disk. Returns the JSON written, so the caller can tell later whether the file
    /// changed under it.
    pub fn save(&self, game: &Game, path: &Path) -> Result<String, StoreError> {
        let write_err = |reason| StoreError::Write {
            path: path.to_path_buf(),
            reason,
        };
        fs::create_dir_all(&self.dir).map_err(write_err)?;
        let name = path
            .file_name()
            .map_or("game".into(), |n| n.to_string_lossy());
        let tmp = self.dir.join(format!(".{name}.{}.tmp", std::process::id()));
        let json = game.to_json();
        let result = write_synced(&tmp, json.as_bytes()).and_then(|()| fs::rename(&tmp, path));
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result.map_err(write_err)?;
        Ok(json)
    }

    /// The text of the save at `path`, `None` when there is no file.
    pub fn read(&self, path: &Path) -> Result<Option<String>, StoreError> {
        match fs::read_to_string(path) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(reason) => Err(StoreError::Read {
                path: path.to_path_buf(),
                reason,
            }),
        }
    }

    /// The game saved at `path`, and the JSON it was read from.
    pub fn load(&self, path: &Path) -> Result<(Game, String), StoreError> {
        let text = self
            .read(path)?
            .ok_or_else(|| StoreError::Gone(path.to_path_buf()))?;
        let game = Game::from_json(&text).map_err(|reason| StoreError::Corrupt {
            path: path.to_path_buf(),
            reason,
        })?;
        Ok((game, text))
    }
}

/// Whether a file name is a save's: `game.json` or `game-<digits>.json`.
fn is_save_name(name: &str) -> bool {
    name == LEGACY_SAVE_FILE
        || name
            .strip_prefix("game-")
            .and_then(|rest| rest.strip_suffix(".json"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Writes `bytes` to a new file at `path` and flushes it to the disk.
fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nonet::play::Action;
    use nonet::rules::Puzzle;

    /// Royle's first 17-clue puzzle (tests/fixtures/royle17.txt).
    const PUZZLE: &str =
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let dir =
                std::env::temp_dir().join(format!("nonet-store-{name}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn game() -> Game {
        let mut game = Game::new(Puzzle::classic(PUZZLE.parse().unwrap())).unwrap();
        let cell = "r1c1".parse().unwrap();
        let digit = nonet::Digit::new(9).unwrap();
        game.apply(Action::SetDigit { cell, digit }).unwrap();
        game.add_elapsed(4321);
        game
    }

    #[test]
    fn save_then_load_gives_the_game_back() {
        let dir = TempDir::new("round-trip");
        let store = Store::new(dir.0.join("nested"));
        assert_eq!(store.list().unwrap(), Vec::<PathBuf>::new());
        assert!(matches!(store.newest(), Err(StoreError::NoSave(_))));
        let slot = store.new_slot();
        let json = store.save(&game(), &slot).unwrap();
        assert_eq!(store.newest().unwrap(), slot);
        assert_eq!(store.load(&slot).unwrap(), (game(), json));
        // Nothing but the save is left in the folder.
        let names: Vec<_> = fs::read_dir(dir.0.join("nested"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(names, [slot]);
    }

    #[test]
    fn each_game_has_its_own_file_and_the_newest_comes_first() {
        let dir = TempDir::new("several");
        let store = Store::new(&dir.0);
        fs::create_dir_all(&dir.0).unwrap();
        // An earlier version's one save, and a file that is not a save.
        fs::write(dir.0.join(LEGACY_SAVE_FILE), game().to_json()).unwrap();
        fs::write(dir.0.join("notes.json"), "{}").unwrap();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
        fs::File::options()
            .write(true)
            .open(dir.0.join(LEGACY_SAVE_FILE))
            .unwrap()
            .set_modified(old)
            .unwrap();
        let first = store.new_slot();
        store.save(&game(), &first).unwrap();
        let second = store.new_slot();
        assert_ne!(first, second);
        let mut other = game();
        assert!(other.undo());
        store.save(&other, &second).unwrap();
        let list = store.list().unwrap();
        assert_eq!(list.len(), 3, "{list:?}");
        assert_eq!(list[2], dir.0.join(LEGACY_SAVE_FILE), "the oldest last");
        assert!(list[..2].contains(&first) && list[..2].contains(&second));
        assert_eq!(store.load(&first).unwrap().0, game(), "not overwritten");
        assert_eq!(store.load(&second).unwrap().0, other);
        assert_eq!(store.load(&list[2]).unwrap().0, game());
    }

    #[test]
    fn the_list_holds_the_newest_nine() {
        let dir = TempDir::new("nine");
        let store = Store::new(&dir.0);
        fs::create_dir_all(&dir.0).unwrap();
        for i in 0..12 {
            fs::write(dir.0.join(format!("game-{i}.json")), "{}").unwrap();
        }
        let list = store.list().unwrap();
        assert_eq!(list.len(), LIST_LEN);
    }

    #[test]
    fn a_failed_write_keeps_the_old_save() {
        let dir = TempDir::new("failed-write");
        let store = Store::new(&dir.0);
        let slot = store.new_slot();
        store.save(&game(), &slot).unwrap();
        let before = fs::read(&slot).unwrap();
        // A folder where the temporary file goes makes the write fail midway.
        let name = slot.file_name().unwrap().to_string_lossy().into_owned();
        let tmp = dir.0.join(format!(".{name}.{}.tmp", std::process::id()));
        fs::create_dir(&tmp).unwrap();
        let mut other = game();
        assert!(other.undo());
        let err = store.save(&other, &slot).unwrap_err();
        assert!(matches!(err, StoreError::Write { .. }), "{err}");
        assert!(
            err.to_string().contains("cannot write the saved game"),
            "{err}"
        );
        assert_eq!(fs::read(&slot).unwrap(), before);
        assert_eq!(store.load(&slot).unwrap().0, game());
    }

    #[test]
    fn a_corrupt_save_is_an_error_and_left_alone() {
        let dir = TempDir::new("corrupt");
        let store = Store::new(&dir.0);
        fs::create_dir_all(&dir.0).unwrap();
        let full = game().to_json();
        let truncated = &full[..full.len() / 2];
        let path = dir.0.join(LEGACY_SAVE_FILE);
        fs::write(&path, truncated).unwrap();
        let err = store.load(&path).unwrap_err();
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
        let msg = err.to_string();
        assert!(msg.contains(&path.display().to_string()), "{msg}");
        assert!(msg.contains("the file is left as it is"), "{msg}");
        assert_eq!(fs::read_to_string(&path).unwrap(), truncated);
    }
}
