//! Constraint Contradiction: a candidate assumed and followed with the basic steps of
//! the rules (singles, intersections and each constraint's own steps) to a position no
//! solution has.
//!
//! **Pattern.** A digit assumed in a cell; then, round by round, every step of the first
//! technique of the basic ladder ([`trial_ladder`]) that has one on the board the
//! assumption and the rounds before it leave, until a cell has no digit left, a group
//! that holds every digit has no place left for one it lacks, or filled cells break a
//! constraint (the rules' own checker). **Elimination.** The assumed candidate: each
//! step taken holds in every solution that has the assumption, and no solution has the
//! position they end on. **Whole step.** Every candidate whose trial ends in a
//! contradiction, each with its trial, the shortest trials first (in cell order and
//! digits from 1 within a length). Every candidate is followed one round at a time side
//! by side. An assumption that solves the puzzle, gets stuck, or runs past
//! [`MAX_ROUNDS`] rounds proves nothing, and the search stops after [`WORK`] rounds in
//! all. A first search leaves out the two techniques that add up many constraints at
//! once ([`HEAVY`]); only where it refutes nothing (and the path would end in a guess)
//! is the search run again with them.
//!
//! A round takes every step of its technique, not the first one found: which step a
//! finder meets first depends on how the puzzle is drawn (it scans in cell order), so
//! a trial of single steps was longer in one image of a puzzle than in its mirror
//! image, and the cut at [`MAX_ROUNDS`] kept a contradiction in one and not the other,
//! which rated them apart. The rounds are the same in every image.
//!
//! One step holds the trials of every length, not only the shortest: the trials that
//! end later would be followed again from the start at the next stuck point (the board
//! then differs by the eliminations of the shortest ones and what follows from them),
//! which is most of a killer's path. Sending them together took the training file's
//! odd lines from 65 to 37 s and their median path from 655 to 245 ms (2026-12-01).
//!
//! Example (the zipper-line puzzle of the tests): `Constraint Contradiction if r7c3=2 ->
//! Zipper Line 9 at r7c2: cells the same distance from the middle sum to 9: r7c1<>7, ...
//! -> no place for 7 in box 7; ...: r3c7<>8, r7c3<>2, ...`: with 2 in r7c3, the line's
//! pairs summing to 9 leave 7 no place in box 7.
//!
//! Why: the generic forcing chains follow an assumption through singles and the
//! constraints' pair relations only, while a cage's sum, a line's run or an outside
//! clue says more than its pairs. A solver of variants reasons "if this were 1, the cage
//! would need a 9 that its row already has": the contradiction a constraint technique
//! reaches on the assumed board. Each step of the trial is one a reader already knows,
//! so the hint lists them.

use std::ops::ControlFlow;
use std::sync::LazyLock;

use crate::grid::{CellSet, Digit, House};
use crate::logic::pattern::{Contradiction, Pattern, Trial};
use crate::logic::registry::{REGISTRY, Sink};
use crate::logic::{Board, Candidate, Family, Ladder, SearchContext, Step, Technique};

/// The most rounds a trial follows: a contradiction further away is no hint a reader
/// follows, and the search's cost grows with it. On the training file's odd lines
/// (2026-12-01), 15 rounds solved 25 puzzles by logic, 30 rounds 27 and 60 rounds 28
/// (100 rounds no more), in the same time within the noise: [`WORK`] bounds the cost.
const MAX_ROUNDS: usize = 60;

/// The most rounds all trials of one search take together: every candidate followed
/// [`MAX_ROUNDS`] rounds on a board of 300 candidates would be 9,000 rounds, each a run
/// of the basic ladder. Past it the search sends no more, so a stuck point costs a
/// bounded time whatever the puzzle (about a second on a killer with the light ladder,
/// several with the whole one: with half this work, the second search solved two
/// puzzles fewer of the training file's odd lines, 30 of 56 instead of 32).
const WORK: usize = 6_000;

/// The constraint techniques a first search's trials leave out: those that reason over
/// many constraints at once (the 45 rule over ~300 unions of houses, every cage of a
/// house chosen together) cost a hundred times a cage's own step at each round of each
/// trial. A search whose trials refute nothing without them is run again with them
/// (where the path would otherwise end in a guess): on the training file's odd lines
/// that solved 32 of 56 puzzles by logic instead of 29, on its even lines (held out) 42
/// instead of 35, and took 2.7 times as long in all, mostly on killers left to a guess
/// either way (2026-12-01).
const HEAVY: [Technique; 2] = [Technique::InniesOuties, Technique::HouseCombinations];

/// The basic ladder Constraint Contradiction's trials follow: the singles, the
/// intersections and every constraint technique, in the registry's order. A first
/// search leaves out the two that add up many constraints at once (Innies and Outies,
/// House Combinations).
pub fn trial_ladder() -> &'static Ladder {
    static BASIC: LazyLock<Ladder> = LazyLock::new(|| {
        Ladder::only(
            REGISTRY
                .iter()
                .filter(|row| {
                    matches!(
                        row.family,
                        Family::Singles | Family::Intersections | Family::Constraint
                    )
                })
                .map(|row| row.technique),
        )
    });
    &BASIC
}

/// [`trial_ladder`] without the [`HEAVY`] techniques: the first search's.
fn light_ladder() -> &'static Ladder {
    static LIGHT: LazyLock<Ladder> = LazyLock::new(|| {
        Ladder::only(
            trial_ladder()
                .techniques()
                .iter()
                .copied()
                .filter(|t| !HEAVY.contains(t)),
        )
    });
    &LIGHT
}

/// One assumption being followed.
struct Probe {
    assumption: Candidate,
    board: Board,
    rounds: Vec<Vec<Step>>,
}

/// Sends the Constraint Contradiction on `board`: one whole step with every trial that
/// ends in a contradiction, shortest first, from the first search that refutes
/// anything (the light ladder's, then the whole trial ladder's); stops at `ctx`'s
/// deadline (the step then holds the trials ended until then).
pub(crate) fn find(board: &Board, ctx: &mut SearchContext, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let checks = Checks::of(board);
    let mut refuted = search(board, &checks, light_ladder(), ctx);
    if refuted.is_empty() {
        refuted = search(board, &checks, trial_ladder(), ctx);
    }
    send(refuted, sink)
}

/// Every candidate of `board` followed round by round with `ladder`'s steps: the
/// trials that end in a contradiction, shortest first.
fn search(board: &Board, checks: &Checks, ladder: &Ladder, ctx: &SearchContext) -> Vec<Trial> {
    let mut probes = Vec::new();
    let mut refuted = Vec::new();
    for cell in board.empty_cells() {
        for digit in board.candidates(cell) {
            let assumption = Candidate::new(cell, digit);
            let mut board = board.clone();
            board.place(cell, digit);
            match checks.after(&board, CellSet::single(cell)) {
                Some(contradiction) => refuted.push(Trial {
                    assumption,
                    rounds: Vec::new(),
                    contradiction,
                }),
                None => probes.push(Probe {
                    assumption,
                    board,
                    rounds: Vec::new(),
                }),
            }
        }
    }
    let mut work = 0;
    for _ in 0..MAX_ROUNDS {
        work += probes.len();
        if probes.is_empty() || work > WORK || ctx.expired() {
            break;
        }
        probes.retain_mut(|probe| {
            if probe.board.is_solved() {
                return false;
            }
            let round = ladder.next_round_with(&probe.board, &mut SearchContext::new());
            if round.is_empty() {
                return false;
            }
            let found = apply(&mut probe.board, &round).or_else(|| {
                let placed = round.iter().flat_map(|s| &s.placements).map(|p| p.cell);
                checks.after(&probe.board, placed.collect())
            });
            probe.rounds.push(round);
            let Some(contradiction) = found else {
                return true;
            };
            refuted.push(Trial {
                assumption: probe.assumption,
                rounds: std::mem::take(&mut probe.rounds),
                contradiction,
            });
            false
        });
    }
    refuted
}

/// The whole step of the trials: every assumption they refute removed.
fn send(trials: Vec<Trial>, sink: &mut Sink<'_>) -> ControlFlow<()> {
    if trials.is_empty() {
        return ControlFlow::Continue(());
    }
    let refuted: Vec<Candidate> = trials.iter().map(|t| t.assumption).collect();
    let mut step = Step::new(Technique::ConstraintContradiction, Pattern::Trials(trials));
    for a in refuted {
        step.push_elimination(a.cell, a.digit);
    }
    sink(step)
}

/// Applies the steps of `round` to `board`, each in turn; a placement in a cell that can
/// no longer take its digit (another conclusion of the round removed it, or gave the
/// cell another digit) is the contradiction the round reaches.
fn apply(board: &mut Board, round: &[Step]) -> Option<Contradiction> {
    for step in round {
        for e in &step.eliminations {
            board.eliminate(e.cell, e.digit);
        }
        for p in &step.placements {
            match board.value(p.cell) {
                Some(d) if d == p.digit => {}
                Some(_) => return Some(Contradiction::NoDigit(p.cell)),
                None if !board.has(p.cell, p.digit) => return Some(Contradiction::NoDigit(p.cell)),
                None => board.place(p.cell, p.digit),
            }
        }
    }
    None
}

/// What a trial checks after each round, built once per search: the groups that hold
/// every digit, and which constraints cover each cell.
struct Checks {
    full: Vec<(House, CellSet)>,
    covering: Vec<Vec<usize>>,
}

impl Checks {
    fn of(board: &Board) -> Checks {
        let topology = board.topology();
        let mut full: Vec<(House, CellSet)> = Vec::new();
        for id in topology.full_groups() {
            let cells = topology.cells(id);
            if !full.iter().any(|&(_, c)| c == cells) {
                full.push((id, cells));
            }
        }
        let mut covering = vec![Vec::new(); 81];
        for (i, constraint) in board.constraints().iter().enumerate() {
            for cell in constraint.cells() {
                covering[cell.index()].push(i);
            }
        }
        Checks { full, covering }
    }

    /// The first contradiction on `board`, whose last step filled `placed`: a cell
    /// with no candidate, a full group with no place for a digit it lacks, or a
    /// constraint over a cell of `placed` that its filled cells break.
    ///
    /// A trial checks after every step of every assumption, so the checks are set
    /// operations: the cells open to each digit and the cells holding it, against each
    /// group's cells.
    fn after(&self, board: &Board, placed: CellSet) -> Option<Contradiction> {
        let open = Digit::ALL
            .iter()
            .fold(CellSet::EMPTY, |all, &d| all | board.cells_with(d));
        if let Some(cell) = (board.empty_cells() - open).iter().next() {
            return Some(Contradiction::NoDigit(cell));
        }
        let mut held = [CellSet::EMPTY; 9];
        for cell in CellSet::ALL - board.empty_cells() {
            if let Some(d) = board.value(cell) {
                held[d.index()].insert(cell);
            }
        }
        for &(group, cells) in &self.full {
            for digit in Digit::ALL {
                if !(board.cells_with(digit) | held[digit.index()]).intersects(cells) {
                    return Some(Contradiction::NoPlace { group, digit });
                }
            }
        }
        self.broken(board, placed)
    }

    /// A constraint over a cell of `placed` that `board`'s filled cells break.
    fn broken(&self, board: &Board, placed: CellSet) -> Option<Contradiction> {
        let rules = board.rules()?;
        let mut seen = Vec::new();
        let grid = board.to_grid();
        for cell in placed {
            for &i in &self.covering[cell.index()] {
                if seen.contains(&i) {
                    continue;
                }
                seen.push(i);
                let constraint = &rules.constraints()[i];
                if let Some(&cells) = constraint.violations(&grid, rules).first() {
                    return Some(Contradiction::Broken {
                        constraint: i,
                        kind: constraint.name(),
                        cells,
                    });
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::{Pattern, info, start};
    use crate::rules::Topology;

    /// "Zipper lines - easy" (the Interactive Sudoku Solver's example collection,
    /// EXAMPLES[31], from logic-masters.de, puzzle 000FNA): its path's first trial step.
    const ZIPPER: &str = ".Zipper~R5C1~R5C2~R5C3.Zipper~R7C2~R7C1~R8C1~R9C1~R9C2~R9C3~R8C3.Zipper~R8C2~R7C3~R6C4~R7C5~R8C6.Zipper~R8C5~R9C5~R9C6~R9C7~R8C7~R7C7~R7C6.Zipper~R4C8~R4C7~R5C7~R6C7~R6C8~R6C9~R5C9.Zipper~R2C9~R3C9~R3C8~R3C7~R2C7~R1C7~R1C8.Zipper~R2C6~R1C6~R1C5~R1C4~R2C4~R3C4~R3C5.Zipper~R2C5~R3C6~R4C5";

    /// The first step of the trials on the first board of the zipper puzzle's path
    /// where the standard ladder asks for one.
    fn first_trial_step() -> (Step, crate::grid::Grid) {
        let (puzzle, ..) = crate::format::read_puzzle(ZIPPER).expect("a puzzle");
        let (mut board, solution) = start(&puzzle).expect("a proper puzzle");
        let ladder = Ladder::standard();
        loop {
            let step = ladder.next_step(&board).expect("a step");
            if step.technique == Technique::ConstraintContradiction {
                return (step, solution);
            }
            assert_ne!(step.technique, Technique::Backtracking);
            board.apply(&step);
        }
    }

    /// Each refuted candidate is wrong, each trial is a run of the trial ladder's rounds
    /// ending on a contradiction, and the sentence reads as one.
    #[test]
    fn the_zipper_puzzles_trials_refute_wrong_candidates() {
        let (step, solution) = first_trial_step();
        let Pattern::Trials(trials) = &step.pattern else {
            panic!("{step}");
        };
        assert!(!trials.is_empty());
        for trial in trials {
            let a = trial.assumption;
            assert_ne!(solution.get(a.cell), Some(a.digit), "{step}");
            assert!(
                trial
                    .rounds
                    .iter()
                    .flatten()
                    .all(|s| trial_ladder().techniques().contains(&s.technique)),
                "{step}"
            );
        }
        let text = step.explanation();
        assert!(text.starts_with("Constraint Contradiction if r"), "{text}");
        assert!(text.contains(" -> Zipper Line "), "{text}");
        assert_eq!(step.eliminations.len(), trials.len());
    }

    /// A position both of whose completions are solutions (Wikipedia's example puzzle's
    /// solution with the rectangle r4c6, r4c9, r5c6, r5c9 of 1 and 3 emptied), on a
    /// variant board: every candidate left is in a solution, so no trial may refute one.
    #[test]
    fn no_trial_refutes_a_candidate_of_some_solution() {
        let grid = crate::logic::testing::grid(
            "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179",
        );
        let board = Board::for_variant(&grid, Topology::classic().clone(), grid);
        let row = info(Technique::ConstraintContradiction);
        let find = row
            .scope
            .finder(row.find, &board)
            .expect("runs on a variant board");
        let mut sent = Vec::new();
        let _ = find.run(&board, &mut SearchContext::new(), &mut |s| {
            sent.push(s);
            ControlFlow::Continue(())
        });
        assert!(sent.is_empty(), "{sent:?}");
        assert!(row.scope.finder(row.find, &Board::new(&grid)).is_none());
    }
}
