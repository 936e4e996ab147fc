//! The prose of the help: the notes printed under each command's `--help` (output forms,
//! exit statuses, examples), kept apart from the flags they explain.

/// Printed under the top-level help.
pub(super) const EXAMPLES: &str = "\
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
  nonet draw --format svg killer.iss > killer.svg   a puzzle and its rules as a picture
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
every classic line or grid. solve, count, hint and explain take every variant (hint and
explain through the constraint techniques, which reason about each kind's rule); rate
rates a variant on the tier ladder and says which scales do not rate it.
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
  Every command: 3 when a puzzle's rules are ones the command cannot take (brute beyond
  classic rules, or variant rules for an --algo other than fast); 2 when an
  input could not be read or a puzzle was malformed (the rest of the batch still runs),
  for a wrong flag or value, an id that does not decode, or a generate request that
  cannot succeed (refused before any work); 2 outranks 3, which outranks 1. A closed
  output pipe (`nonet solve big.txt | head`) is no error: the run stops there and exits 0;
  a standard output or input closed before the start (`>&-`, `<&-`) is, as for `cat`: 2.";

/// `play`'s usage, written out: clap's own, after a `--resume` conflict, would show
/// the conflicting form as the way to call it.
pub(super) const PLAY_USAGE: &str = "nonet play [OPTIONS] [PUZZLE|FILE]
       nonet play --resume [--theme <THEME>]";

pub(super) const PLAY_NOTES: &str = "\
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

/// The notes under `nonet generate --help`, with the measured rates at which the
/// logic scheme meets each level (read from the library, which keeps them).
pub(super) fn generate_notes() -> String {
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

pub(super) const SOLVE_NOTES: &str = "\
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

pub(super) const COUNT_NOTES: &str = "\
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

pub(super) const BRUTE_NOTES: &str = "\
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
error in its output slot (there only, so it is printed once), and the batch goes on. Rules
of a variant get the same ladder over their groups and peers (uniqueness techniques and
Sudoku Explainer's own chaining are left out), sentences naming their groups (`Hidden
Single on 6 in window 2`), and the constraint techniques, which reason about each kind of
constraint (a cage's combinations, a thermometer's bounds, a dot's relation), right after
the singles (`Killer Cage 7 at r2c2: 1+2+4, so the cage holds 1, 2 and 4: ...`).

"
    };
}

pub(super) const HINT_NOTES: &str = concat!(
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
several, or no technique of the ladder applied, 2 if some input was malformed or
unreadable."
);

pub(super) const EXPLAIN_NOTES: &str = concat!(
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

pub(super) const TECHNIQUES_NOTES: &str = "\
The ladder holds 75 human techniques, from Full House to nested forcing chains, 29
constraint techniques that reason about the rules of variant puzzles (on variant puzzles
only: each kind's own steps, tried right after the singles, and Constraint Contradiction,
which follows an assumption with the singles, the intersections and most of them, after
the forcing chains), plus a backtracking step
last (it places the solution's digit where no technique applies).

Output: a header, then one line per technique, in the order `hint` and `explain` try them
(the eight-tier technique ladder's order, not sorted by tier or rating): slug (as --techniques
takes it), display name, its tier on the eight-tier technique ladder, and Sudoku
Explainer's base rating (a step may add a size or length bonus). JSON (--format json): one
{\"slug\", \"name\", \"tier\", \"se\", \"variants_only\"} object per line (variants_only: a
constraint technique).";

pub(super) const RATE_NOTES: &str = "\
Output (one line per puzzle, in input order): the puzzle, then each scale asked for
with --scales, in this order:
  se        ER/EP/ED, e.g. 7.2/2.0/2.0, or `timeout` when --time-limit ran out first
  tier      beginner .. extreme (the eight-tier technique ladder)
  logic     logic:<level>:<score>, e.g. logic:medium:812 (the logic score)
  dig-hole  dig-hole:<level>:<score>, e.g. dig-hole:evil:4.6 (the dig-hole levels)
so `--scales se,tier` prints `<puzzle> ER/EP/ED <tier>`. A puzzle without exactly one
solution prints `<puzzle> error: <why>` and no rating. A variant is rated on the tier, and
on SE's ER/EP/ED when its rules are those SukakuExplainer rates (X, windoku, disjoint groups,
anti-knight, anti-king, non-consecutive, alone or together), else on SE's scale extended to
the constraint techniques, printed `se-ext:ER/EP/ED` (JSON: \"extended\": true); and
`logic:unrated` and `dig-hole:unrated` (they read classic searches; JSON's \"unrated\" says
why); malformed input prints
`invalid`
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

/// Printed under `nonet draw --help`.
pub(super) const DRAW_NOTES: &str = "\
Output:
  text  the puzzle drawn in box-drawing characters, as `nonet solve --format grid` draws a
        variant: region lines, cages, marks on borders, a letter per line, a # legend
  svg   one standalone SVG picture (cell units, the viewBox -1 -1 11 11 plus the legend's
        lines below): the grid's thin and thick lines, every constraint drawn as SudokuPad
        draws it (cages, thermometers, arrows, dots, lines, outside clues, shading), the
        givens, and a legend for the rules that have no mark (anti-knight, ...)
  json  one object: givens, classic, rules, jigsaw, kinds, logic (whether hints work for
        these rules), share (text that reads back as the puzzle) and figure (the vector
        drawing the svg form is made from: items of shade, path, circle, square, text,
        outline and border, each with its constraint's kind and index)
  sudokupad  one line: a link that opens the puzzle in SudokuPad
        (https://sudokupad.app/?puzzleid=fpuzzles...: the puzzle's f-puzzles JSON, with
        f-puzzles' drawings of the lines and clues SudokuPad does not draw itself, and a
        rules text naming every kind when the puzzle has none); nonet reads it back

Exit status: 0 drawn, 2 the input cannot be read or holds no puzzle N, or the puzzle has a
rule the form cannot say (a SudokuPad link cannot carry given pencil marks).";
