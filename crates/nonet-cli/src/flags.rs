//! The flag registry: every subcommand and flag of `nonet`, defined once.
//!
//! Flags shared by several commands live in the `*Args` groups at the bottom and are
//! flattened into each command, so `--threads` or `--format` mean the same everywhere
//! and their help is written once (ripgrep's `flags/defs.rs` habit, through clap derive).

use std::num::{NonZeroU64, NonZeroUsize};
use std::time::Duration;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use nonet::logic::Technique;
use nonet::rate::Scale;
use nonet::solve::Algorithm;

use crate::positive::{at_least_one, at_least_one_u64};

mod notes;
use notes::{
    BRUTE_NOTES, COUNT_NOTES, DRAW_NOTES, EXAMPLES, EXPLAIN_NOTES, HINT_NOTES, PLAY_NOTES,
    PLAY_USAGE, RATE_NOTES, SOLVE_NOTES, TECHNIQUES_NOTES, generate_notes,
};

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
    /// The cross-language benchmark's algorithms (brute force, dancing links, constraint
    /// propagation), printing their C references' output byte for byte.
    #[command(after_help = BRUTE_NOTES)]
    Brute(BruteArgs),
    /// The next logical step of each puzzle: technique, explanation, placements and
    /// eliminations.
    #[command(after_help = HINT_NOTES)]
    Hint(LogicArgs),
    /// The whole logical path of each puzzle, step by step.
    #[command(after_help = EXPLAIN_NOTES)]
    Explain(LogicArgs),
    /// List the techniques of the logic engine in the order `hint` and `explain` try them
    /// (slug, name, tier, SE value).
    #[command(after_help = TECHNIQUES_NOTES)]
    Techniques(TechniquesArgs),
    /// Generate puzzles: unique, rated, reproducible from a seed.
    #[command(after_help = generate_notes())]
    Generate(GenerateArgs),
    /// Puzzle ids: decode one to see what it holds.
    Id(IdArgs),
    /// Rate puzzles: Sudoku Explainer's ER/EP/ED, the eight-tier ladder's tier, the
    /// logic score and the dig-hole level.
    #[command(after_help = RATE_NOTES)]
    Rate(RateArgs),
    /// Play a puzzle in the terminal: a given one, one from a file, a shared id, or a
    /// new one of a level.
    #[command(after_help = PLAY_NOTES, override_usage = PLAY_USAGE)]
    Play(PlayArgs),
    /// Draw a puzzle with its rules: as text, as a standalone SVG picture, as the JSON
    /// the web page reads (its vector figure included), or as a SudokuPad link.
    #[command(after_help = DRAW_NOTES)]
    Draw(DrawArgs),
}

/// `draw`: one puzzle, and the form of its drawing.
#[derive(Debug, Args)]
pub struct DrawArgs {
    /// A puzzle, or a file of puzzles (its first, or the one --number names); `-` or
    /// nothing reads standard input.
    #[arg(value_name = "PUZZLE|FILE")]
    pub input: Option<String>,
    /// Which puzzle of the input to draw (1 is the first).
    #[arg(long, short = 'n', value_name = "N", default_value = "1", value_parser = at_least_one)]
    pub number: NonZeroUsize,
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = DrawFormat::Text)]
    pub format: DrawFormat,
    /// Rules added to a classic puzzle, as for the other commands (see `nonet solve
    /// --help`).
    #[arg(long, value_name = "LIST", value_parser = crate::rules::parse_rules_flag)]
    pub rules: Option<nonet::rules::Rules>,
}

/// The forms of a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DrawFormat {
    /// The text drawing of `--format grid`, with the givens in their cells.
    Text,
    /// A standalone SVG picture: the grid, every constraint, the givens and the legend.
    Svg,
    /// The puzzle as the web page's `read` describes it: givens, rules, kinds, whether
    /// hints work for it, its share text and its vector figure.
    Json,
    /// A link that opens the puzzle in SudokuPad
    /// (`https://sudokupad.app/?puzzleid=fpuzzles...`).
    Sudokupad,
}

/// `play`: where the game comes from, and how it looks.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// A puzzle, or a file of puzzles (its first, or the one --number names).
    #[arg(value_name = "PUZZLE|FILE", conflicts_with_all = ["id", "level", "scheme", "seed", "resume"])]
    pub input: Option<String>,
    /// Which puzzle of FILE to play (1 is the first).
    #[arg(long, short = 'n', value_name = "N", requires = "input", value_parser = at_least_one)]
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

/// `nonet id`: what puzzle ids hold.
#[derive(Debug, Args)]
pub struct IdArgs {
    #[command(subcommand)]
    pub command: IdCommand,
}

#[derive(Debug, Subcommand)]
pub enum IdCommand {
    /// Show what a puzzle id holds: scheme, level, symmetry, whether minimal puzzles
    /// were required, and seed.
    Decode {
        /// The code (12 characters, any case; hyphens and spaces ignored).
        #[arg(value_name = "CODE")]
        code: String,
        /// Output form: text, one `name: value` line per field (id, version, scheme,
        /// level, symmetry, minimal required, seed, then the command that regenerates
        /// the puzzle or why this nonet cannot), or json, one object with those fields
        /// ("regenerable": true or false for the last).
        #[arg(long, short = 'f', value_enum, default_value_t = TextFormat::Text)]
        format: TextFormat,
    },
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The pipeline: tiers (the eight-tier ladder), logic (the logic score) or
    /// dig-hole (the dig-hole levels).
    #[arg(long, value_name = "SCHEME", default_value = "tiers")]
    pub scheme: nonet::generate::Scheme,
    /// The level on the scheme's scale, or `any`.
    #[arg(long, short = 'l', value_name = "LEVEL", default_value = nonet::generate::GenerateRequest::DEFAULT_LEVEL)]
    pub level: String,
    /// How many puzzles.
    #[arg(long, short = 'n', value_name = "N", default_value = "1", value_parser = at_least_one_u64)]
    pub count: NonZeroU64,
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
    /// Variant rules, a comma-separated list of kinds: x, main-diagonal,
    /// anti-diagonal, anti-knight, anti-king, non-consecutive, windoku, disjoint,
    /// even-odd, jigsaw, killer, thermo, arrow, kropki, xv, little-killer, sandwich,
    /// renban, whispers, palindrome [default: classic]. Variant puzzles are made at a
    /// tier or at `--level any`; `--givens 0` with killer makes a killer without givens.
    #[arg(long, value_name = "KINDS")]
    pub rules: Option<nonet::generate::VariantKinds>,
    /// Killer cage sizes, MIN-MAX or one size [default: 2-5].
    #[arg(long, value_name = "MIN-MAX", requires = "rules")]
    pub cages: Option<nonet::generate::CageSizes>,
    /// Kropki dots and XV signs with their negative rule: every pair the solution could
    /// mark is marked, so a pair without a dot (or sign) is neither.
    #[arg(long, requires = "rules")]
    pub negative: bool,
    /// Regenerate the puzzle of this id (scheme, level, symmetry, seed all come from
    /// it).
    #[arg(long, value_name = "CODE", conflicts_with_all = [
        "scheme", "level", "count", "seed", "symmetry", "givens", "min_se", "max_se", "minimal",
        "rules", "cages", "negative"
    ])]
    pub id: Option<String>,
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = GenerateFormat::Line)]
    pub format: GenerateFormat,
    #[command(flatten)]
    pub batch: BatchArgs,
}

/// The forms of `nonet generate`'s output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GenerateFormat {
    /// One line per puzzle: the puzzle (81 characters, or a variant's ISS string), a
    /// tab, its id (`-` when it has none).
    Line,
    /// The puzzle drawn (a variant with its rules), with `# name: value` lines: id,
    /// seed, scheme, level, ratings, givens, symmetry, minimal, fell back.
    Grid,
    /// One JSON object per puzzle: puzzle, rules and ISS string of a variant, solution,
    /// seed, id, level, every rating, givens, symmetry, minimal, fell back.
    Json,
    /// The Interactive Sudoku Solver's string, one per line.
    Iss,
    /// f-puzzles' JSON, one per line.
    Fpuzzles,
    /// A link that opens the puzzle in f-puzzles, one per line.
    Link,
    /// A link that opens the puzzle in SudokuPad, one per line.
    Sudokupad,
}

impl GenerateFormat {
    /// The output's framing: one line, a block or a JSON object per puzzle.
    pub const fn framing(self) -> Format {
        match self {
            GenerateFormat::Grid => Format::Grid,
            GenerateFormat::Json => Format::Json,
            _ => Format::Line,
        }
    }

    /// The library's writer of the form, for the forms other solvers open.
    pub const fn puzzle_form(self) -> Option<nonet::format::PuzzleForm> {
        use nonet::format::PuzzleForm;
        match self {
            GenerateFormat::Iss => Some(PuzzleForm::Iss),
            GenerateFormat::Fpuzzles => Some(PuzzleForm::Fpuzzles),
            GenerateFormat::Link => Some(PuzzleForm::Link),
            GenerateFormat::Sudokupad => Some(PuzzleForm::Sudokupad),
            _ => None,
        }
    }
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

#[derive(Debug, Args)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output form.
    #[arg(long, short = 'f', value_enum, default_value_t = Format::Line)]
    pub format: Format,
    /// Print a summary of the batch on stderr when it is done (`nonet: 3 puzzles in
    /// 0.012 s (250/s, 2 threads): 2 rated, 1 multiple`): how many puzzles, the time,
    /// puzzles per second and threads, and how many were rated, timed out, had several
    /// solutions or none, or were malformed. The records on stdout are the same as
    /// without it.
    #[arg(long)]
    pub stats: bool,
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

#[derive(Debug, PartialEq, Eq, Args)]
pub struct BruteArgs {
    /// Files of puzzles, usually the benchmark's `.matrix` files; `-` is standard input.
    #[arg(value_name = "FILE", required = true)]
    pub inputs: Vec<String>,
    /// Which of the benchmark's algorithms runs, with its reference's iteration count.
    #[arg(long, value_name = "ALGO", value_enum, default_value_t = BenchmarkAlgorithm::Brute)]
    pub algo: BenchmarkAlgorithm,
}

impl BruteArgs {
    /// The arguments of `nonet brute` read without the parser, when the command line is
    /// that plain: `brute`, then `--algo ALGO` (or `--algo=ALGO`) at most once and any
    /// number of inputs that are not flags. Anything else (help, `--`, a puzzle that starts
    /// with `-`, a misspelt flag or algorithm, no input) is `None` and goes to the parser,
    /// which reads every plain line to the same value. Building the parser's whole
    /// command tree (every command's flags and help) costs a `brute` run, timed as a whole
    /// process by the benchmark, more than the search does on its easy matrices.
    pub fn from_plain_args(args: &[std::ffi::OsString]) -> Option<BruteArgs> {
        let mut rest = args.get(1..)?.iter().map(|a| a.to_str());
        if rest.next()?? != "brute" {
            return None;
        }
        let mut algo = None;
        let mut inputs = Vec::new();
        while let Some(arg) = rest.next() {
            let arg = arg?;
            let value = match arg.strip_prefix("--algo") {
                Some("") => rest.next()??,
                Some(tail) => tail.strip_prefix('=')?,
                None if arg == "-" || !arg.starts_with('-') => {
                    inputs.push(arg.to_string());
                    continue;
                }
                None => return None,
            };
            if algo.is_some() {
                return None;
            }
            algo = Some(BenchmarkAlgorithm::from_str(value, false).ok()?);
        }
        if inputs.is_empty() {
            return None;
        }
        Some(BruteArgs {
            inputs,
            algo: algo.unwrap_or(BenchmarkAlgorithm::Brute),
        })
    }
}

/// The cross-language benchmark's algorithms, by the names of its folders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchmarkAlgorithm {
    /// Brute force (counter: every digit tried)
    Brute,
    /// Algorithm X with dancing links (counter: calls of the search)
    Dlx,
    /// Constraint propagation with the most constrained cell (counter: assignments)
    Cp,
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
    /// Print every solution (up to --max), one per line, and a `# N solutions` line
    /// after them: to see why a puzzle is not unique.
    #[arg(long, conflicts_with_all = ["first", "algo", "stats"])]
    pub all: bool,
    /// With --all, print at most N solutions [default: 100].
    #[arg(long, value_name = "N", requires = "all", value_parser = at_least_one)]
    pub max: Option<NonZeroUsize>,
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
    #[arg(long, short = 'l', value_name = "N", default_value = "2", value_parser = at_least_one)]
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
    /// that names no file and is made of cells (81 of them) is read as a puzzle itself,
    /// even when it starts with `-` (an empty cell).
    #[arg(value_name = "FILE|PUZZLE")]
    pub inputs: Vec<String>,
    /// Rules added to every classic puzzle (lines and grids), comma-separated: x,
    /// main-diagonal, anti-diagonal, anti-knight, anti-king, non-consecutive, windoku,
    /// disjoint. Puzzles in a variant format (ISS strings, f-puzzles JSON or links)
    /// carry their own rules.
    #[arg(long, value_name = "LIST", value_parser = crate::rules::parse_rules_flag)]
    pub rules: Option<nonet::rules::Rules>,
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
    #[arg(long, short = 'j', value_name = "N", value_parser = at_least_one)]
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
            Algorithm::Brute => "the cross-language benchmark's brute force (counter: iterations)",
            Algorithm::Propagate => {
                "Norvig's constraint propagation with MRV (nodes; not `nonet brute --algo cp`)"
            }
            Algorithm::Dlx => {
                "Algorithm X with dancing links (nodes: the benchmark's DLX iterations)"
            }
        })
    }))
    .try_map(|name| name.parse::<Algorithm>())
}

/// The output forms. Each command says under its help what its records hold, so the
/// words here fit every command that prints them (solve, count, generate, rate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One line per puzzle (what it holds: "Output" below).
    Line,
    /// A boxed 9x9 grid per puzzle, with `#` lines under it; records separated by blank
    /// lines.
    Grid,
    /// One JSON object per puzzle, one per line.
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

    /// The parser-free reading of `nonet brute` agrees with the parser on every command
    /// line it accepts, and leaves to the parser every one it does not read plainly.
    #[test]
    fn plain_brute_command_lines_read_as_the_parser_reads_them() {
        let lines: &[&[&str]] = &[
            &["brute", "1.matrix"],
            &["brute", "--algo", "dlx", "1.matrix", "2.matrix"],
            &["brute", "1.matrix", "--algo", "cp"],
            &["brute", "--algo=brute", "-"],
            &[
                "brute",
                "--algo",
                "dlx",
                " -2....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            ],
            &[
                "brute",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            ],
        ];
        for line in lines {
            let argv: Vec<std::ffi::OsString> = std::iter::once("nonet")
                .chain(line.iter().copied())
                .map(Into::into)
                .collect();
            let plain = BruteArgs::from_plain_args(&argv)
                .unwrap_or_else(|| panic!("{line:?} is a plain brute command line"));
            let Command::Brute(parsed) = Cli::try_parse_from(&argv).unwrap().command else {
                panic!("{line:?} is a brute command line");
            };
            assert_eq!(plain, parsed, "{line:?}");
        }
        let to_the_parser: &[&[&str]] = &[
            &["brute"],
            &["brute", "--algo", "dlx"],
            &["brute", "--help"],
            &["brute", "-h", "1.matrix"],
            &["brute", "--algo", "dancing", "1.matrix"],
            &["brute", "--algo"],
            &["brute", "--algo", "dlx", "--algo", "cp", "1.matrix"],
            &["brute", "--algos", "dlx", "1.matrix"],
            &["brute", "--", "-1.matrix"],
            &["brute", "--version"],
            &["solve", "1.matrix"],
            &["--version"],
            &[],
        ];
        for line in to_the_parser {
            let argv: Vec<std::ffi::OsString> = std::iter::once("nonet")
                .chain(line.iter().copied())
                .map(Into::into)
                .collect();
            assert_eq!(BruteArgs::from_plain_args(&argv), None, "{line:?}");
        }
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStringExt;
            let argv = [
                "nonet".into(),
                "brute".into(),
                std::ffi::OsString::from_vec(vec![0xff]),
            ];
            assert_eq!(BruteArgs::from_plain_args(&argv), None, "not UTF-8");
        }
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
