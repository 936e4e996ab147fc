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

/// Printed under the top-level help.
const EXAMPLES: &str = "\
Examples:
  nonet solve puzzles.txt                 solve every puzzle of a file, one per line
  cat puzzles.txt | nonet solve           the same, from standard input
  nonet solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  nonet solve --format grid Matrices/1.matrix
  nonet solve --all --max 10 puzzles.txt  every solution (up to 10) of each puzzle
  nonet count --limit 10 --format json puzzles.txt
  nonet solve --stats --threads 1 hard.txt
  nonet solve --algo dlx --stats puzzles.txt
  nonet brute --algo dlx Matrices/1.matrix Matrices/2.matrix
  nonet hint 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  nonet explain --format json --no-backtracking puzzles.txt
  nonet explain --techniques naked-single,hidden-single,pointing,box-line puzzles.txt
  nonet techniques
  nonet generate --level expert --count 10000 --symmetry rot180 --format json
  nonet generate --id 2330000001A3    regenerate a shared puzzle
  nonet id decode 2330000001A3        what a puzzle id holds
  nonet rate --time-limit 10s --format json puzzles.txt
  nonet play --level hard             play a new hard puzzle in the terminal
  nonet play --resume                 pick the newest saved game up again
  nonet solve '.AntiKnight.Cage~10~R1C1~R1C2~R1C3.~R5C5_7'   a variant puzzle (ISS notation)
  nonet count 'https://www.f-puzzles.com/?load=N4Ig...'      an f-puzzles link
  nonet solve --rules x,anti-knight puzzles.txt              classic lines under variant rules

Input: files of puzzles, one per line (81 cells, '.', '0', '_', '-' or '*' for an empty
cell; text after the 81st cell is ignored when a separator comes first: whitespace, ';',
',', '|', '#' or ':', while an 82nd cell there is an error) or 9-row grids (space-separated
digits or boxed with '|' '-' '+' borders); '#' lines are comments, and the header line of a
tab-separated list (`puzzle<TAB>ER...`) is skipped; the form is detected per file from its
first lines. Lines end in LF, CRLF or CR; a UTF-8 byte order mark is skipped; a line of
more than 1,000,000 characters is refused as too long. '-' or no file reads standard
input; an argument of 81 cells is read as a puzzle (also one that starts with '-').
Variant puzzles are read too, their format detected per line: Interactive Sudoku Solver
strings (`.Cage~10~R1C1~R1C2.Thermo~R5C5~R5C6`) and its compact killer and jigsaw lines,
f-puzzles JSON (on one line or over several), f-puzzles links and their bare `load=`
payload; each may be given as an argument too. `--rules x,anti-knight,...` adds rules to
every classic line or grid. solve and count take every variant; hint, explain and rate
answer for classic rules and say, per puzzle, that variant rules are not available yet.
Batches stream: results come in input order, each as soon as it and those before it are
done, in bounded memory (`yes <puzzle> | nonet count | head -1` answers at once).

Exit status:
  solve       0 every puzzle had exactly one solution (with --first: any); 1 one had none
              or several
  count       0 whatever the counts
  brute       0 every puzzle was solved; 1 one had no solution
  hint        0 every puzzle got a step or was full; 1 one had no solution, several, or no
              technique of the ladder applied
  explain     0 every path ended solved; 1 a puzzle had no solution, several, or got stuck
  rate        0 every puzzle was rated; 1 one had no solution or several, or its Sudoku
              Explainer rating ran out of --time-limit
  generate    0 every puzzle met its target; 1 one fell back to the closest candidate
  play        0 the game ended; 1 the puzzle had no solution or several, or its givens
              clash; 2 also for a variant puzzle, a corrupt save or no terminal
  techniques  0
  id decode   0
  Every command: 3 when a puzzle's rules are ones the command cannot take yet (variant
  rules for hint, explain, rate and brute, or for an --algo other than fast); 2 when an
  input could not be read or a puzzle was malformed (the rest of the batch still runs),
  for a wrong flag or value, an id that does not decode, or a generate request that
  cannot succeed (refused before any work); 2 outranks 3, which outranks 1. A closed
  output pipe (`nonet solve big.txt | head`) is no error: the run stops there and exits 0;
  a standard output or input closed before the start (`>&-`, `<&-`) is, as for `cat`: 2.";

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
}

/// `play`'s usage, written out: clap's own, after a `--resume` conflict, would show
/// the conflicting form as the way to call it.
const PLAY_USAGE: &str = "nonet play [OPTIONS] [PUZZLE|FILE]
       nonet play --resume [--theme <THEME>]";

const PLAY_NOTES: &str = "\
The puzzle: PUZZLE (81 cells, or any form the other commands read), the first puzzle of
FILE (or the one --number names), the puzzle of a shared id (--id), a new puzzle of a
level (--level, --scheme, --seed), the saved game (--resume), or with none of these a new
medium puzzle. A puzzle must have exactly one solution; variant rules are not shown on
the terminal board yet, so only classic puzzles are played.

Keys: ? in the game lists them all. Arrows or h j k l move, 1-9 enter, n switches between
digits, centre marks and corner marks, u undoes, i shows a hint and Enter applies it, q
quits (asking to save first when the game changed).

Saved games: s saves, and quitting offers to; each game has a file of its own
(game-<time>.json) in the data directory: $NONET_DATA_DIR, or the platform's (on Linux
~/.local/share/nonet). --resume picks up the newest; o in the game lists the nine newest
to load one. NO_COLOR (set and not empty) turns colour off; the board then marks givens
with brackets.

Exit status: 0 after a game, 1 when the puzzle has no solution or several, or its givens
clash; 2 for a variant puzzle or a saved game with variant rules (the board does not draw
them yet), when the input or the save file cannot be read, or there is no terminal.";

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

/// The notes under `nonet generate --help`, with the measured rates at which the
/// logic scheme meets each level (read from the library, which keeps them).
fn generate_notes() -> String {
    use nonet::generate::measured_rate;
    use nonet::rate::LogicLevel;
    let logic: Vec<String> = LogicLevel::ALL
        .iter()
        .map(|&l| {
            let r = measured_rate(l);
            format!("{l} {}/{}", r.met, r.requests)
        })
        .collect();
    format!(
        "\
Schemes and levels (--level any: no difficulty target, just a proper puzzle):
  tiers     beginner easy medium intermediate hard expert master extreme
            (the eight-tier technique ladder; the default scheme)
  logic     easy medium hard samurai (the logic score of the fast solver's statistics)
  dig-hole  extremely-easy easy medium difficult evil (the dig-hole levels)

Symmetries: none rot180 rot90 diagonal anti-diagonal horizontal vertical mirrors
diagonals dihedral. Unset options take the scheme's defaults (the tier presets: rot180,
22..26 givens and SE >= 3.0 for expert, and so on).

How often the logic scheme meets its level (requests that met it, seeds 0 to 999,
default options):
  {}
Its score reads the fast solver's statistics, and carved puzzles nearly all score easy:
for a level met this rarely nonet warns on stderr before it starts, and each puzzle
usually spends its 100 attempts and falls back. Every dig-hole level is met on at least
99% of seeds (a dig-hole puzzle is accepted only when it rates at its level).

Output (one record per puzzle, in seed order):
  line   <81 cells> <TAB> <puzzle id> (the id is `-` when the options cannot be held in one)
  grid   the boxed grid and `# name: value` lines: id, seed, scheme, level, the ratings
         measured (as `nonet rate --format grid` prints them), givens, symmetry,
         minimal, fell back
  json   {{\"puzzle\", \"solution\", \"seed\", \"id\", \"scheme\", \"level\", \"rated\", \"givens\",
         \"symmetry\", \"minimal\", \"fell_back\"}}, where \"rated\" is the object of `nonet rate
         --format json` without its puzzle: {{\"se\", \"tier\", \"logic\", \"dig_hole\", \"hardest\",
         \"stuck\"}}

\"minimal\" says whether the puzzle is minimal: no given (with its symmetric partners)
can go without losing uniqueness. Puzzle n of a batch has seed S + n - 1 (S from
--seed, or drawn from the clock and shown on stderr): the same seed and options give the
same puzzles on every run and for every --threads; a batch that would pass the largest
seed is refused. When no attempt meets the whole target, the scheme's closest candidate
is printed and stderr says so (\"fell_back\": true in JSON).

Exit status: 0 when every puzzle met its target, 1 when one fell back to a candidate,
2 for an impossible request (refused before any work, with the reason: givens the level
cannot have, an SE floor above what it can rate, ...) or a failed seed.",
        logic.join(", ")
    )
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
    #[arg(long, short = 'l', value_name = "LEVEL", default_value = "medium")]
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
  unsupported  a variant puzzle with an --algo for classic rules only (stderr says so)

A variant puzzle prints its solution as a classic one does. --format grid draws it with its
rules: heavy lines along the regions (boxes or a jigsaw), no line between cells of one
killer cage (dashed where a cage crosses a region) with the total in its first cell, kropki
dots and XV signs on the borders, even/odd marks, a letter and an arrow in each cell of a
line (thermometer, arrow, renban, ...), and a `#` legend below for the rest.

JSON (--format json), one object per puzzle:
  {\"puzzle\", [\"rules\"], \"status\": \"unique\"|\"solved\"|\"multiple\"|\"no_solution\",
   \"solution\": <81>|null, \"count\", [\"conflicts\"], [\"broken\"], [\"stats\"]},
  or {\"puzzle\": <raw text>, \"file\", \"line\", \"error\"}; \"rules\" (a variant's rules, as
  data) is there unless they are classic (a text over 100 characters is cut: \"<its
  start>... (N characters)\"). A puzzle with no solution names why when its givens show
  it: \"conflicts\" lists digits repeated in a house of a classic puzzle, \"broken\" the
  rules a variant's givens break ({\"rule\": \"killer cage at r1c1\", \"cells\": [...]});
  the text forms say the same on standard error.
  \"solution\" is exactly what the text output would print: null for none and multiple.

--all prints every solution instead, up to --max (default 100), as the search finds them
(nothing is held, whatever --max): each on its own line, then `# N solutions` (`# 1
solution`, `# no solution`, or `# more than N solutions: the first N shown`), so each
puzzle's record ends with one `#` line. Grid form: each solution boxed, with `# solution:
1` under it, then the same `#` line. JSON: {\"puzzle\", \"solutions\": [...], \"status\",
\"count\", \"complete\", [\"conflicts\"], [\"broken\"]}; \"complete\" says whether that is all.

Exit status: 0 if every puzzle had exactly one solution (or, with --first, any),
1 if one had none or several, 3 if one was a variant given an --algo for classic rules only,
2 if some input was malformed or unreadable.";

const COUNT_NOTES: &str = "\
Output (one line per puzzle, in input order): the number of solutions found, at most
--limit (so a count equal to the limit means \"at least that many\"), or `invalid`.

JSON (--format json), one object per puzzle:
  {\"puzzle\", [\"rules\"], \"status\", \"count\", \"limit\", [\"conflicts\"], [\"broken\"],
  [\"stats\"]}, or an error object; \"rules\" is a variant's rules, as data; \"conflicts\" and
  \"broken\" say why a puzzle has no solution when its givens show it (as `nonet solve
  --help` describes). --format grid draws the puzzle (a variant with its rules, as `nonet
  solve --help` describes) with `# count: N` under it.

Exit status: 0 whatever the counts, 3 if a variant was given an --algo for classic rules
only, 2 if some input was malformed or unreadable.";

const BRUTE_NOTES: &str = "\
The cross-language Sudoku benchmark (github.com/Cars-10/SudokuSolver) runs three algorithms in
many languages and fingerprints each by the iteration count of its C reference. --algo picks:
  brute  its brute force: the first empty cell in row-major order, digits 1 to 9 in order,
         every attempt counted, valid or not (656 iterations on its matrix 1)
  dlx    Algorithm X with dancing links: the column with the fewest rows, its rows top to
         bottom; every call of the search counted (43 on matrix 1)
  cp     constraint propagation: naked and hidden singles to a fixpoint, then the cell with
         the fewest candidates, digits in order; every assignment counted, failed ones
         included (67 on matrix 1)

Output: for each puzzle, the reference's format: the path (one under /app/Matrices/, where
the benchmark's runner keeps the matrices, as ../Matrices/..., any other as given), the
puzzle's rows, the two `Puzzle:` blocks, `Solved in Iterations=N`; then once at the end
`Seconds to process S.SSS`, the time of the whole run. An unsolvable puzzle ends as the
reference ends it: brute force prints nothing more, dlx and cp `No solution found` (cp adds
`(contradiction during initial propagation)` when it failed before any search). The printed
solution is the one the search found (the DLX reference can print a grid that is not one). Puzzles are solved one after the other, as the benchmark does; messages about
malformed input go to stderr only.

Puzzles with variant rules are not taken (the references know classic rules only): stderr
says so, and the status is 3.

Exit status: 0 if every puzzle was solved, 1 if one had no solution, 3 if one had variant
rules, 2 if some input was malformed or unreadable.";

/// The ladder and the choice of techniques: the notes `hint` and `explain` share, a
/// macro so that `concat!` can join it to each command's own notes.
macro_rules! ladder_notes {
    () => {
        "\
Ladder: techniques are tried in the order `nonet techniques` lists them, and the first that
finds something gives the next step. That order is the eight-tier technique ladder's, with
the techniques that ladder lacks (Sudoku Explainer's direct forms, cycles and nested chains,
among others) beside their kin; it is not sorted by rating: ALS-XY-Wing (SE 7.0) comes before Unique Rectangle
Type 1 (SE 4.5), and Aligned Triplet Exclusion (SE 7.5) before BUG+1 (SE 5.6). The default
ladder is the standard one: every technique, and last of all a backtracking step that places the solution's digit in a cell
when no technique applies. It proves nothing a human could follow, but it means every proper
puzzle gets a hint and a path to the end, and it shows (as technique `backtracking`) exactly
where logic got stuck. --no-backtracking leaves it out: a path that logic alone cannot finish
then ends with `solved: false`. --techniques keeps only the techniques it lists (backtracking
only if listed).

A puzzle must have exactly one solution: one with none, several, or clashing givens gets an
error in its output slot (there only, so it is printed once), and the batch goes on. The
techniques are classic ones: a puzzle with variant rules (or with --rules) gets, in its slot,
`error: human-style logic for <its kinds> rules is not available yet; `nonet solve` and
`nonet count` take it`.

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
several, or no technique of the ladder applied, 3 if one had variant rules, 2 if some input
was malformed or unreadable."
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
3 if one had variant rules, 2 if some input was malformed or unreadable."
);

const TECHNIQUES_NOTES: &str = "\
The ladder holds 75 human techniques, from Full House to nested forcing chains, plus a
backtracking step last (it places the solution's digit where no technique applies).

Output: a header, then one line per technique, in the order `hint` and `explain` try them
(the eight-tier technique ladder's order, not sorted by tier or rating): slug (as --techniques
takes it), display name, its tier on the eight-tier technique ladder, and Sudoku
Explainer's base rating (a step may add a size or length bonus). JSON (--format json): one {\"slug\", \"name\", \"tier\", \"se\"} object per line.";
const RATE_NOTES: &str = "\
Output (one line per puzzle, in input order): the puzzle, then each scale asked for
with --scales, in this order:
  se        ER/EP/ED, e.g. 7.2/2.0/2.0, or `timeout` when --time-limit ran out first
  tier      beginner .. extreme (the eight-tier technique ladder)
  logic     logic:<level>:<score>, e.g. logic:medium:812 (the logic score)
  dig-hole  dig-hole:<level>:<score>, e.g. dig-hole:evil:4.6 (the dig-hole levels)
so `--scales se,tier` prints `<puzzle> ER/EP/ED <tier>`. A puzzle without exactly one
solution prints `<puzzle> error: <why>` and no rating, and so does a puzzle with variant
rules (`error: rating for <its kinds> rules is not available yet; ...`); malformed input prints `invalid`
(stderr names the file, line and problem).

JSON (--format json), one object per puzzle:
  {\"puzzle\", \"se\": {\"er\": 7.2, \"ep\": 2.0, \"ed\": 2.0} | {\"timeout\": true}, \"tier\",
   \"logic\": {\"score\", \"level\", \"node_limit\"}, \"dig_hole\": {\"level\", \"score\"},
   \"hardest\", \"stuck\"},
  with only the scales asked for (`nonet generate` prints the same object as \"rated\").
  \"hardest\" and \"stuck\" come with the tier ladder (scales tier and dig-hole run it):
  \"hardest\" is the slug of the technique that set the tier, `backtracking` when the
  ladder got stuck (\"stuck\": true, tier extreme), null only for a full grid;
  \"node_limit\": true says the logic probe stopped at its node limit (read as samurai).
  Errors: {\"puzzle\", \"error\"} (and \"file\", \"line\" for malformed input).

The SE rating of the hardest puzzles needs nested forcing chains and can take minutes:
--time-limit bounds it per puzzle (checked between steps, so a single long step can
overrun it), and --scales tier,logic,dig-hole skips it.

A pencil-mark grid (HoDoKu's PM grid, Sudoku Explainer's candidates) is a position: se and
tier rate it from its candidates as given; logic and dig-hole, defined on givens alone,
print `unrated` (JSON: \"unrated\": {\"logic\": <why>, \"dig_hole\": <why>}).

Exit status: 0 if every puzzle was rated, 1 if one had no or several solutions or timed
out, 3 if one had variant rules, 2 if some input was malformed or unreadable.";

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
