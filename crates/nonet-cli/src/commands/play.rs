//! `nonet play`: find the puzzle (text, file, id, generator or the save), check that it
//! can be played, then hand it to the terminal game (`nonet-tui`).
//!
//! Everything that can go wrong with the input is found before the terminal is taken
//! over, so the message lands on a normal screen with a non-zero exit status.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use nonet::format::{PuzzleReader, read_puzzle};
use nonet::generate::PuzzleId;
use nonet::generate::{GenerateRequest, Level, Scheme, Target, generate_seeded};
use nonet::play::{Game, GameError, SaveError};
use nonet::rules::Puzzle;
use nonet_tui::{Options, Store, StoreError};

use crate::flags::PlayArgs;
use crate::output::note;
use crate::status::Status;

pub fn run(args: &PlayArgs) -> anyhow::Result<Status> {
    let store = Store::from_env()?;
    let (game, title, resumed) = match load(args, &store) {
        Ok(loaded) => loaded,
        Err(Failure::Unplayable(e)) => {
            note(&format!("nonet: cannot play this puzzle: {e}"));
            return Ok(Status::Unsolved);
        }
        Err(Failure::Other(e)) => return Err(e),
    };
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        bail!("nonet play needs a terminal: standard input and output must not be redirected");
    }
    let outcome = nonet_tui::run(
        game,
        Options {
            theme: args.theme,
            store: store.clone(),
            title,
            resumed,
        },
    )
    .context("terminal")?;
    if let Some(path) = outcome.saved {
        note(&format!(
            "nonet: game saved to {}; `nonet play --resume` picks it up again",
            path.display()
        ));
    }
    Ok(Status::Ok)
}

/// Why there is no game to play.
enum Failure {
    /// The puzzle was read but has no or several solutions, or its givens clash.
    Unplayable(GameError),
    Other(anyhow::Error),
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Failure {
        Failure::Other(e)
    }
}

/// The game and its save file with the text read (when resumed).
type Loaded = (Game, String, Option<(PathBuf, String)>);

/// The game the flags ask for, what the header calls it, and the save it came from.
fn load(args: &PlayArgs, store: &Store) -> Result<Loaded, Failure> {
    if args.resume {
        let path = store.newest().map_err(anyhow::Error::from)?;
        let (game, text) = store.load(&path).map_err(|e| match e {
            StoreError::Corrupt {
                reason: SaveError::Puzzle(g),
                ..
            } => Failure::Unplayable(g),
            e => Failure::Other(e.into()),
        })?;
        let title = nonet_tui::run::title_of(&game, "saved game");
        return Ok((game, title, Some((path, text))));
    }
    if let Some(input) = &args.input {
        let number = args.number.map_or(1, |n| n.get());
        let (puzzle, title) = read_input(input, number)?;
        let game = Game::new(puzzle).map_err(Failure::Unplayable)?;
        return Ok((game, title, None));
    }
    let (target, seed) = match &args.id {
        Some(code) => {
            let id: PuzzleId = code.parse().map_err(anyhow::Error::from)?;
            (id.target(), id.seed())
        }
        None => {
            let scheme = args.scheme.unwrap_or(Scheme::Tiers);
            let level = Level::parse(
                scheme,
                args.level
                    .as_deref()
                    .unwrap_or(GenerateRequest::DEFAULT_LEVEL),
            )
            .map_err(anyhow::Error::from)?;
            (
                Target::new(scheme, level),
                args.seed
                    .unwrap_or_else(nonet::generate::PuzzleId::clock_seed),
            )
        }
    };
    nonet::generate::check(&target)
        .context("impossible request")
        .map_err(Failure::Other)?;
    let generated = generate_seeded(&target, seed)
        .with_context(|| format!("cannot generate a puzzle with seed {seed}"))?;
    let game = Game::from_generated(&generated).map_err(Failure::Unplayable)?;
    let title = nonet_tui::run::title_of(
        &game,
        &format!("{} {} seed {seed}", target.scheme, target.level),
    );
    Ok((game, title, None))
}

/// The puzzle of a command-line argument: puzzle `number` of the file it names, or the
/// puzzle it is. The title says which.
fn read_input(input: &str, number: usize) -> anyhow::Result<(Puzzle, String)> {
    if input == "-" {
        anyhow::bail!(
            "nonet play reads its puzzle from an argument or a file, not from standard input, which the game needs for the keyboard"
        );
    }
    let path = Path::new(input);
    if !path.exists() {
        let (puzzle, _, _) = read_puzzle(input)
            .map_err(|e| anyhow::anyhow!("`{input}` is neither a file nor a puzzle: {e}"))?;
        return Ok((puzzle, "from the command line".into()));
    }
    let bytes = std::fs::read(path).with_context(|| format!("{input}: cannot read"))?;
    let text = String::from_utf8_lossy(&bytes);
    let entries = PuzzleReader::read_text(&text);
    let count = entries.len();
    let entry = entries.into_iter().nth(number - 1).ok_or_else(|| {
        anyhow::anyhow!(
            "{input} holds {count} puzzle{}; there is no puzzle {number}",
            if count == 1 { "" } else { "s" }
        )
    })?;
    let puzzle = entry
        .puzzle
        .map_err(|e| anyhow::anyhow!("{input}:{}: {}", e.line, e.kind))?
        .into_puzzle();
    let name = path
        .file_name()
        .map_or(input.into(), |n| n.to_string_lossy());
    Ok((puzzle, format!("{name} #{number}")))
}
