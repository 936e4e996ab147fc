//! The save file: one game, in the platform's data directory, written so that a crash
//! mid-write never leaves a broken save in place of a good one.
//!
//! The directory is `$NONET_DATA_DIR` when set (tests use it), else the platform's data
//! directory for nonet (`~/.local/share/nonet` on Linux, `~/Library/Application
//! Support/nonet` on macOS, `%APPDATA%\nonet\data` on Windows). The game is the model's
//! versioned JSON ([`Game::to_json`]); it is written to a temporary file in the same
//! directory, flushed to disk, then renamed over the save, which is atomic.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use nonet::play::{Game, SaveError};

/// The environment variable that overrides the data directory.
pub const DATA_DIR_VAR: &str = "NONET_DATA_DIR";

/// The save file's name inside the data directory.
pub const SAVE_FILE: &str = "game.json";

/// Why a game could not be saved or loaded. Messages name the file.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    #[error("no data directory: set {DATA_DIR_VAR} to a folder for saved games")]
    NoDataDir,
    #[error("no saved game at {0}")]
    NoSave(PathBuf),
    #[error("cannot read the saved game {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write the saved game {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the saved game {path} cannot be restored (the file is left as it is): {source}")]
    Corrupt { path: PathBuf, source: SaveError },
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

    /// The save file's path.
    pub fn path(&self) -> PathBuf {
        self.dir.join(SAVE_FILE)
    }

    /// Whether a save file exists.
    pub fn has_save(&self) -> bool {
        self.path().is_file()
    }

    /// Saves `game`, replacing the previous save only once the new one is whole on disk.
    pub fn save(&self, game: &Game) -> Result<(), StoreError> {
        let path = self.path();
        let write_err = |source| StoreError::Write {
            path: path.clone(),
            source,
        };
        fs::create_dir_all(&self.dir).map_err(write_err)?;
        let tmp = self
            .dir
            .join(format!(".{SAVE_FILE}.{}.tmp", std::process::id()));
        let result =
            write_synced(&tmp, game.to_json().as_bytes()).and_then(|()| fs::rename(&tmp, &path));
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result.map_err(write_err)
    }

    /// The saved game.
    pub fn load(&self) -> Result<Game, StoreError> {
        let path = self.path();
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(StoreError::NoSave(path));
            }
            Err(source) => return Err(StoreError::Read { path, source }),
        };
        Game::from_json(&text).map_err(|source| StoreError::Corrupt { path, source })
    }
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
        assert!(!store.has_save());
        assert!(matches!(store.load(), Err(StoreError::NoSave(_))));
        store.save(&game()).unwrap();
        assert!(store.has_save());
        assert_eq!(store.load().unwrap(), game());
        // Nothing but the save is left in the folder.
        let names: Vec<_> = fs::read_dir(dir.0.join("nested"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [SAVE_FILE]);
    }

    #[test]
    fn a_failed_write_keeps_the_old_save() {
        let dir = TempDir::new("failed-write");
        let store = Store::new(&dir.0);
        store.save(&game()).unwrap();
        let before = fs::read(store.path()).unwrap();
        // A folder where the temporary file goes makes the write fail midway.
        let tmp = dir
            .0
            .join(format!(".{SAVE_FILE}.{}.tmp", std::process::id()));
        fs::create_dir(&tmp).unwrap();
        let mut other = game();
        assert!(other.undo());
        let err = store.save(&other).unwrap_err();
        assert!(matches!(err, StoreError::Write { .. }), "{err}");
        assert!(
            err.to_string().contains("cannot write the saved game"),
            "{err}"
        );
        assert_eq!(fs::read(store.path()).unwrap(), before);
        assert_eq!(store.load().unwrap(), game());
    }

    #[test]
    fn a_corrupt_save_is_an_error_and_left_alone() {
        let dir = TempDir::new("corrupt");
        let store = Store::new(&dir.0);
        fs::create_dir_all(&dir.0).unwrap();
        let full = game().to_json();
        let truncated = &full[..full.len() / 2];
        fs::write(store.path(), truncated).unwrap();
        let err = store.load().unwrap_err();
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
        let msg = err.to_string();
        assert!(msg.contains(&store.path().display().to_string()), "{msg}");
        assert!(msg.contains("the file is left as it is"), "{msg}");
        assert_eq!(fs::read_to_string(store.path()).unwrap(), truncated);
    }
}
