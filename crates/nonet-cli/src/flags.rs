//! The flag registry: every subcommand and flag of `nonet`, defined once.
//!
//! Flags shared by several commands live in the `*Args` groups at the bottom and are
//! flattened into each command, so `--threads` or `--format` mean the same everywhere
//! and their help is written once (ripgrep's `flags/defs.rs` habit, through clap derive).

use std::num::NonZeroUsize;
use std::time::Duration;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use nonet::logic::Technique;
use nonet::rate::Scale;
use nonet::solve::Algorithm;

/// Printed under the top-level help.
const EXAMPLES: &str = "\
Examples:
  nonet solve puzzles.txt                 solve every puzzle of a file, one per line
  cat puzzles.txt | nonet solve           the same, from standard input
  nonet solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  nonet solve --format grid Matrices/1.matrix
  nonet count --limit 10 --format json puzzles.txt
  nonet solve --stats --threads 1 hard.txt
  nonet solve --algo dlx --stats puzzles.txt
  nonet brute Matrices/1.matrix Matrices/2.matrix
  nonet hint 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  nonet explain --format json --no-backtracking puzzles.txt
  nonet explain --techniques naked-single,hidden-single,pointing,box-line puzzles.txt
  nonet techniques
  nonet generate --level expert --count 10000 --symmetry rot180 --format json
  nonet generate --id 1330000001AA    regenerate a shared puzzle
  nonet id decode 1330000001AA        what a puzzle id holds
  nonet rate --time-limit 10s --format json puzzles.txt
  nonet play --level hard             play a new hard puzzle in the terminal
  nonet play --resume                 pick the saved game up again

Input: files of puzzles, one per line (81 cells, '.', '0', '_', '-' or '*' for an empty
cell; text after the 81st cell is ignored) or 9-row grids (space-separated digits or
boxed with '|' '-' '+' borders); '#' lines are comments; the form is detected per file.
'-' or no file reads standard input; an argument of 81 cells is read as a puzzle.

Exit status: 0 when all went well, 1 when a puzzle had no solution or several where
the command needs exactly one, 2 when some input could not be read or was malformed.";

/// nonet, a Sudoku engine: solve puzzles and count their solutions, from files or
/// standard input, on every core.
#[derive(Debug, Parser)]
#[command(
    name = "nonet",
    version,
    arg_required_else_help = true,
    after_help = EXAMPLES,
    max_term_width = 100
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands, one file each under `commands/`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve puzzles: print each solution, or `none`, `multiple` or `invalid`.
    #[command(after_help = SOLVE_NOTES)]
    Solve(SolveArgs),
    /// Count the solutions of puzzles, up to a limit.
    #[command(after_help = COUNT_NOTES)]
    Count(CountArgs),
    /// Seed 002's brute force, printing its reference output byte for byte.
    #[command(after_help = BRUTE_NOTES)]
    Brute(BruteArgs),
    /// The next logical step of each puzzle: technique, explanation, placements and
    /// eliminations.
    #[command(after_help = HINT_NOTES)]
    Hint(LogicArgs),
    /// The whole logical path of each puzzle, step by step.
    #[command(after_help = EXPLAIN_NOTES)]
    Explain(LogicArgs),
    /// List the techniques of the logic engine, in ladder order (slug, name, tier, SE value).
    #[command(after_help = TECHNIQUES_NOTES)]
    Techniques(TechniquesArgs),
    /// Generate puzzles: unique, rated, reproducible from a seed.
    #[command(after_help = GENERATE_NOTES)]
    Generate(GenerateArgs),
    /// Puzzle ids: decode one to see what it holds.
    Id(IdArgs),
    /// Rate puzzles: Sudoku Explainer's ER/EP/ED, seed 003's tier, seed 000's logic
    /// score and seed 001's level.
    #[command(after_help = RATE_NOTES)]
    Rate(RateArgs),
    /// Play a puzzle in the terminal: a given one, one from a file, a shared id, or a
    /// new one of a level.
    #[command(after_help = PLAY_NOTES)]
    Play(PlayArgs),
}

const PLAY_NOTES: &str = "\
The puzzle: PUZZLE (81 cells, or any form the other commands read), the first puzzle of
FILE (or the one --number names), the puzzle of a shared id (--id), a new puzzle of a
level (--level, --scheme, --seed), the saved game (--resume), or with none of these a new
medium puzzle. A puzzle must have exactly one solution; variant rules are not shown on
the terminal board yet, so only classic puzzles are played.

Keys: ? in the game lists them all. Arrows or h j k l move, 1-9 enter, n switches between
digits, centre marks and corner marks, u undoes, i shows a hint and Enter applies it, q
quits (asking to save first when the game changed).

Saved games: s saves, and quitting offers to; --resume picks the game up again. The save
is game.json in the data directory: $NONET_DATA_DIR, or the platform's (on Linux
~/.local/share/nonet). NO_COLOR (set and not empty) turns colour off; the board then
marks givens with brackets.

Exit status: 0 after a game, 1 when the puzzle has no solution or several, 2 when the
input or the save file cannot be read, or there is no terminal.";

/// `play`: where the game comes from, and how it looks.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// A puzzle, or a file of puzzles (its first, or the one --number names).
    #[arg(value_name = "PUZZLE|FILE", conflicts_with_all = ["id", "level", "scheme", "seed", "resume"])]
    pub input: Option<String>,
    /// Which puzzle of FILE to play (1 is the first).
    #[arg(long, short = 'n', value_name = "N", requires = "input")]
    pub number: Option<NonZeroUsize>,
    /// Play the puzzle of this id (as `nonet generate` prints it).
    #[arg(long, value_name = "CODE", conflicts_with_all = ["level", "scheme", "seed", "resume"])]
    pub id: Option<String>,
    /// Generate a puzzle of this level on the scheme's scale (or `any`) [default:
    /// medium].
    #[arg(long, short = 'l', value_name = "LEVEL", conflicts_with = "resume")]
    pub level: Option<String>,
    /// The generator's pipeline for --level: tiers, logic or dig-hole [default: tiers].
    #[arg(long, value_name = "SCHEME", conflicts_with = "resume")]
    pub scheme: Option<nonet::generate::Scheme>,
    /// The generated puzzle's seed [default: drawn from the clock].
    #[arg(long, short = 's', value_name = "S", conflicts_with = "resume")]
    pub seed: Option<u64>,
    /// Resume the saved game.
    #[arg(long)]
    pub resume: bool,
    /// Colours: dark, light or contrast (high contrast).
    #[arg(long, value_name = "THEME", default_value = "dark")]
    pub theme: nonet_tui::ThemeName,
}

const GENERATE_NOTES: &str = "\
Schemes and levels (--level any: no difficulty target, just a proper puzzle):
  tiers     beginner easy medium intermediate hard expert master extreme   (seed 003)
  logic     easy medium hard samurai                                        (seed 000)
  dig-hole  extremely-easy easy medium difficult evil                       (seed 001)

Symmetries: none rot180 rot90 diagonal anti-diagonal horizontal vertical mirrors
diagonals dihedral. Unset options take the scheme's defaults (the tier presets of seed
003: rot180, 22..26 givens and SE >= 3.0 for expert, and so on).

Output (one record per puzzle, in seed order):
  line   <81 cells> <TAB> <puzzle id> (the id is `-` when the options cannot be held in one)
  grid   the boxed grid and `# name: value` lines
  json   {\"puzzle\", \"solution\", \"seed\", \"id\", \"scheme\", \"level\", \"rated\": {\"tier\",
         \"se\": {\"er\", \"ep\", \"ed\"}, \"logic\", \"dig_hole\"}, \"givens\", \"symmetry\", \"minimal\",
         \"fell_back\"}

Puzzle n of a batch has seed S + n - 1 (S from --seed, or drawn from the clock and shown
on stderr): the same seed and options give the same puzzles on every run and for every
--threads. When no attempt meets the whole target, the scheme's best candidate is
printed and stderr says so (\"fell_back\": true in JSON).

Exit status: 0 when every puzzle met its target, 1 when one fell back to a best
candidate, 2 for an impossible request (refused before any work) or a failed seed.";

/// `nonet id`: what puzzle ids hold.
#[derive(Debug, Args)]
pub struct IdArgs {
    #[command(subcommand)]
    pub command: IdCommand,
}

#[derive(Debug, Subcommand)]
pub enum IdCommand {
    /// Show the scheme, level, symmetry and seed a puzzle id holds.
    Decode {
        /// The code (12 characters, any case; hyphens and spaces ignored).
        #[arg(value_name = "CODE")]
        code: String,
        /// Output form (line or json).
        #[arg(long, short = 'f', value_enum, default_value_t = Format::Line)]
        format: Format,
    },
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The pipeline: tiers (seed 003), logic (seed 000) or dig-hole (seed 001).
    #[arg(long, value_name = "SCHEME", default_value = "tiers")]
    pub scheme: nonet::generate::Scheme,
    /// The level on the scheme's scale, or `any`.
    #[arg(long, short = 'l', value_name = "LEVEL", default_value = "medium")]
    pub level: String,
    /// How many puzzles.
    #[arg(long, short = 'n', value_name = "N", default_value = "1")]
    pub count: u64,
    /// The first puzzle's seed (0 to 2^39 - 1 for the puzzle to have an id) [default:
    /// drawn from the clock].
    #[arg(long, short = 's', value_name = "S")]
    pub seed: Option<u64>,
    /// Symmetry of the givens [default: the scheme's].
    #[arg(long, value_name = "K")]
    pub symmetry: Option<nonet::generate::Symmetry>,
    /// Number of givens, A..B (both included) or a single number [default: the
    /// scheme's].
    #[arg(long, value_name = "A..B")]
    pub givens: Option<nonet::generate::GivensRange>,
    /// Lowest Sudoku Explainer rating (ER), e.g. 4.5.
    #[arg(long, value_name = "X", value_parser = se_parser)]
    pub min_se: Option<u16>,
    /// Highest Sudoku Explainer rating (ER).
    #[arg(long, value_name = "Y", value_parser = se_parser)]
    pub max_se: Option<u16>,
    /// Only puzzles from which no given (with its symmetric partners) can be removed
    /// without losing uniqueness.
    #[arg(long)]
    pub minimal: bool,
    /// Regenerate the puzzle of this id (scheme, level, symmetry, seed all come from
    /// it).
    #[arg(long, value_name = "CODE", conflicts_with_all = [
        "scheme", "level", "count", "seed", "symmetry", "givens", "min_se", "max_se", "minimal"
    ])]
    pub id: Option<String>,
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = Format::Line)]
    pub format: Format,
    #[command(flatten)]
    pub batch: BatchArgs,
}

/// An SE rating as tenths: `4.5` is 45.
fn se_parser(s: &str) -> Result<u16, String> {
    let x: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a rating: expected a number such as 4.5"))?;
    if !(0.0..=20.0).contains(&x) {
        return Err(format!("`{s}` is outside the SE scale, 0 to 20"));
    }
    Ok((x * 10.0).round() as u16)
}

const SOLVE_NOTES: &str = "\
Output (one line per puzzle, in input order):
  <81 digits>  the solution; it is the only one (unless --first)
  none         no solution (givens that repeat a digit in a house are named on stderr)
  multiple     two or more solutions: there is no single answer to print
  invalid      malformed input; stderr names the file, line and problem

JSON (--format json), one object per puzzle:
  {\"puzzle\", \"status\": \"unique\"|\"solved\"|\"multiple\"|\"no_solution\", \"solution\": <81>|null,
   \"count\", [\"conflicts\"], [\"stats\"]}, or {\"puzzle\": <raw text>, \"file\", \"line\", \"error\"}.
  \"solution\" is exactly what the text output would print: null for none and multiple.

Exit status: 0 if every puzzle had exactly one solution (or, with --first, any),
1 if one had none or several, 2 if some input was malformed or unreadable.";

const COUNT_NOTES: &str = "\
Output (one line per puzzle, in input order): the number of solutions found, at most
--limit (so a count equal to the limit means \"at least that many\"), or `invalid`.

JSON (--format json), one object per puzzle:
  {\"puzzle\", \"status\", \"count\", \"limit\", [\"conflicts\"], [\"stats\"]}, or an error object.

Exit status: 0 whatever the counts, 2 if some input was malformed or unreadable.";

const BRUTE_NOTES: &str = "\
Output: for each puzzle, the cross-language benchmark's reference format (the path as
given, the puzzle's rows, the two `Puzzle:` blocks, `Solved in Iterations=N`), then once at
the end `Seconds to process S.SSS`, the time of the whole run. The iteration count is the
seed's fingerprint: 656 for its matrix 1. Puzzles are solved one after the other, as the
benchmark does; messages about malformed input go to stderr only.

Exit status: 0 if every puzzle was solved, 1 if one had no solution, 2 if some input was
malformed or unreadable.";

/// The ladder and the choice of techniques: the notes `hint` and `explain` share, a
/// macro so that `concat!` can join it to each command's own notes.
macro_rules! ladder_notes {
    () => {
        "\
Ladder: techniques are tried easiest first, in the order `nonet techniques` lists them; the
first that finds something gives the next step. The default ladder is the standard one: every
technique, and last of all a backtracking step that places the solution's digit in a cell
when no technique applies. It proves nothing a human could follow, but it means every proper
puzzle gets a hint and a path to the end, and it shows (as technique `backtracking`) exactly
where logic got stuck. --no-backtracking leaves it out: a path that logic alone cannot finish
then ends with `solved: false`. --techniques keeps only the techniques it lists (backtracking
only if listed).

A puzzle must have exactly one solution: one with none, several, or clashing givens gets an
error in its output slot (and on stderr), and the batch goes on.

"
    };
}

const HINT_NOTES: &str = concat!(
    ladder_notes!(),
    "\
Output (one record per puzzle, in input order, separated by blank lines):
  <puzzle>
  technique:    <Name> (<slug>)
  explanation:  <one sentence, r1c1 notation>
  placements:   r1c2=5, ... | none
  eliminations: r3c4<>7, ... | none
or, in place of the four step lines, `solved: the grid is full`, `stuck: none of the
techniques applies`, or `error: <why>` (no solution, several solutions, clashing givens);
a malformed puzzle prints `invalid`.

JSON (--format json), one object per puzzle, the object of `explain` with only the next
step: {\"puzzle\", \"solved\", \"steps\": [{\"technique\": <slug>, \"placements\": [{\"cell\":
\"r1c2\", \"digit\": 5}], \"eliminations\": [...], \"text\"}]}. \"solved\" says whether the grid
is full once the steps listed are applied (so here: the hint was the last step). Errors:
{\"puzzle\", \"file\", \"line\", \"error\"}.

Exit status: 0 if every puzzle got a step (or was already full), 1 if one had no solution,
several, or no technique of the ladder applied, 2 if some input was malformed or unreadable."
);

const EXPLAIN_NOTES: &str = concat!(
    ladder_notes!(),
    "\
Output (one record per puzzle, in input order, separated by blank lines): the puzzle, one
numbered line per step (its explanation, r1c1 notation: r1c2=5 places, r3c4<>7 eliminates),
then `solved in N steps (hardest: <technique>)` or `stuck after N steps at <81 cells>`, or
`error: <why>` (no solution, several solutions, clashing givens); a malformed puzzle prints
`invalid`.

JSON (--format json), one object per puzzle:
  {\"puzzle\", \"solved\", \"steps\": [{\"technique\": <slug>, \"placements\": [{\"cell\": \"r1c2\",
   \"digit\": 5}], \"eliminations\": [...], \"text\"}]}, or {\"puzzle\", \"file\", \"line\", \"error\"}.
  \"solved\" is false when the ladder got stuck before the grid was full.

Exit status: 0 if every puzzle was solved, 1 if one had no solution, several, or got stuck,
2 if some input was malformed or unreadable."
);

const TECHNIQUES_NOTES: &str = "\
Output: a header, then one line per technique, in ladder order: slug (as --techniques
takes it), display name, seed 003's tier, and Sudoku Explainer's base rating (a step may
add a size or length bonus). JSON (--format json): one {\"slug\", \"name\", \"tier\", \"se\"} object per line.";
const RATE_NOTES: &str = "\
Output (one line per puzzle, in input order): the puzzle, then each scale asked for
with --scales, in this order:
  se        ER/EP/ED, e.g. 7.2/2.0/2.0, or `timeout` when --time-limit ran out first
  tier      beginner .. extreme (seed 003)
  logic     logic:<level>:<score>, e.g. logic:medium:812 (seed 000)
  dig-hole  dig-hole:<level>:<score>, e.g. dig-hole:evil:4.6 (seed 001)
so `--scales se,tier` prints `<puzzle> ER/EP/ED <tier>`. A puzzle without exactly one
solution prints `<puzzle> error: <why>` and no rating; malformed input prints `invalid`
(stderr names the file, line and problem).

JSON (--format json), one object per puzzle:
  {\"puzzle\", \"se\": {\"er\": 7.2, \"ep\": 2.0, \"ed\": 2.0} | {\"timeout\": true}, \"tier\",
   \"logic\": {\"score\", \"level\"}, \"dig_hole\": {\"level\", \"score\"}, \"hardest\"},
  with only the scales asked for; \"hardest\" is the slug of the hardest technique of
  seed 003's ladder (the one that set the tier). Errors: {\"puzzle\", \"error\"} (and
  \"file\", \"line\" for malformed input).

The SE rating of the hardest puzzles needs nested forcing chains and can take minutes:
--time-limit bounds it per puzzle (checked between steps, so a single long step can
overrun it), and --scales tier,logic,dig-hole skips it.

Exit status: 0 if every puzzle was rated, 1 if one had no or several solutions or timed
out, 2 if some input was malformed or unreadable.";

#[derive(Debug, Args)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub batch: BatchArgs,
    /// The scales to compute, comma-separated: se, tier, logic, dig-hole.
    #[arg(
        long,
        value_name = "LIST",
        value_delimiter = ',',
        default_value = "se,tier,logic,dig-hole"
    )]
    pub scales: Vec<Scale>,
    /// Give up the SE rating of a puzzle after this long (e.g. 500ms, 10s, 2m; a bare
    /// number is seconds); it then prints `timeout`, never a number.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub time_limit: Option<Duration>,
}

/// A duration as `500ms`, `10s`, `2m` or a bare number of seconds (`2.5`).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, unit) = match t.find(|c: char| c.is_ascii_alphabetic()) {
        Some(i) => t.split_at(i),
        None => (t, "s"),
    };
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a duration: expected e.g. 500ms, 10s or 2m"))?;
    let seconds = match unit {
        "ms" => value / 1000.0,
        "s" => value,
        "m" | "min" => value * 60.0,
        _ => return Err(format!("`{text}`: unknown unit `{unit}` (use ms, s or m)")),
    };
    Duration::try_from_secs_f64(seconds).map_err(|e| format!("`{text}`: {e}"))
}

#[derive(Debug, Args)]
pub struct BruteArgs {
    /// Files of puzzles, usually seed 002's `.matrix` files; `-` is standard input.
    #[arg(value_name = "FILE", required = true)]
    pub inputs: Vec<String>,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub batch: BatchArgs,
    #[command(flatten)]
    pub algo: AlgoArgs,
    /// Stop at the first solution found, without checking that it is the only one
    /// (faster; a puzzle with several solutions then prints one of them).
    #[arg(long)]
    pub first: bool,
}

#[derive(Debug, Args)]
pub struct CountArgs {
    #[command(flatten)]
    pub input: InputArgs,
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub batch: BatchArgs,
    #[command(flatten)]
    pub algo: AlgoArgs,
    /// Stop counting at N solutions.
    #[arg(long, short = 'l', value_name = "N", default_value = "2")]
    pub limit: NonZeroUsize,
}

/// `hint` and `explain`: puzzles in, steps out.
#[derive(Debug, Args)]
pub struct LogicArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = TextFormat::Text)]
    pub format: TextFormat,
    #[command(flatten)]
    pub ladder: LadderArgs,
    #[command(flatten)]
    pub batch: BatchArgs,
}

/// Which techniques a logic command may use.
#[derive(Debug, Args)]
pub struct LadderArgs {
    /// Use only these techniques (comma-separated slugs, as `nonet techniques` lists
    /// them), tried in the standard order. A puzzle they cannot finish ends unsolved.
    #[arg(long, value_name = "SLUGS", value_delimiter = ',', value_parser = technique_parser)]
    pub techniques: Option<Vec<Technique>>,
    /// Leave out the backtracking step (the last resort of the default ladder, which
    /// places the solution's digit): logic alone, a stuck path ends unsolved.
    #[arg(long)]
    pub no_backtracking: bool,
}

/// A technique by its slug; the error says where to find the valid ones.
fn technique_parser(slug: &str) -> Result<Technique, String> {
    slug.parse::<Technique>().map_err(|e| e.to_string())
}

/// `techniques`: the registry.
#[derive(Debug, Args)]
pub struct TechniquesArgs {
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = TextFormat::Text)]
    pub format: TextFormat,
}

/// The output forms of commands whose records are prose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TextFormat {
    /// Text for people.
    Text,
    /// One JSON object per line.
    Json,
}

/// Where puzzles come from.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// Files of puzzles; `-` is standard input, and so is no file at all. An argument
    /// made only of cells (81 of them) is read as a puzzle itself.
    #[arg(value_name = "FILE|PUZZLE")]
    pub inputs: Vec<String>,
}

/// How results are printed.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = Format::Line)]
    pub format: Format,
    /// Report the search's counters: tab-separated `name=value` fields after each
    /// result (a `#` line under a grid, a "stats" object in JSON), and a summary of the
    /// batch on stderr.
    #[arg(long)]
    pub stats: bool,
}

/// How a batch runs.
#[derive(Debug, Args)]
pub struct BatchArgs {
    /// Worker threads [default: all cores]. Output order is the input order whatever N.
    #[arg(long, short = 'j', value_name = "N")]
    pub threads: Option<NonZeroUsize>,
}

/// Which search runs.
#[derive(Debug, Args)]
pub struct AlgoArgs {
    /// Search algorithm. Each has its own counter, reported by --stats.
    #[arg(long, value_name = "ALGO", default_value = "fast", value_parser = algorithm_parser())]
    pub algo: Algorithm,
}

/// The algorithms by the library's own names, with a line of help each.
fn algorithm_parser() -> impl TypedValueParser<Value = Algorithm> {
    PossibleValuesParser::new(Algorithm::ALL.map(|a| {
        PossibleValue::new(a.name()).help(match a {
            Algorithm::Fast => "the bitboard solver (counter: nodes, and more)",
            Algorithm::Brute => "seed 002's brute force (counter: iterations)",
            Algorithm::Propagate => "seed 004's constraint propagation with MRV (nodes)",
            Algorithm::Dlx => "Algorithm X with dancing links (nodes)",
        })
    }))
    .try_map(|name| name.parse::<Algorithm>())
}

/// The output forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One line per puzzle: 81 cells, a count, or a word.
    Line,
    /// Boxed 9x9 grids, separated by blank lines.
    Grid,
    /// One JSON object per line.
    Json,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn registry_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("2.5"), Ok(Duration::from_millis(2500)));
        assert!(parse_duration("ten").is_err());
        assert!(parse_duration("5h").is_err());
        assert!(parse_duration("-1s").is_err());
    }
}
