//! Constraint Contradiction: a candidate assumed and followed with the basic steps of
//! the rules (singles, intersections and each constraint's own steps) to a position no
//! solution has.
//!
//! **Pattern.** A digit assumed in a cell; then, one at a time, the first step the basic
//! ladder ([`basic`]) finds on the board the assumption and the steps before it leave,
//! until a cell has no digit left, a group that holds every digit has no place left for
//! one it lacks, or filled cells break a constraint (the rules' own checker).
//! **Elimination.** The assumed candidate: each step taken holds in every solution that
//! has the assumption, and no solution has the position they end on. **Whole step.**
//! Every candidate whose trial ends in a contradiction in the fewest steps, each with its
//! trial, in cell order and digits from 1; the next step sent holds those of the next
//! length. Every candidate is followed one step at a time side by side, so the search
//! stops at the shortest refutations without following the others further. An
//! assumption that solves the puzzle, gets stuck, or runs past [`MAX_STEPS`] steps
//! proves nothing, and the search stops after [`WORK`] steps in all.
//!
//! Why: the generic forcing chains follow an assumption through singles and the
//! constraints' pair relations only, while a cage's sum, a line's run or an outside
//! clue says more than its pairs. A solver of variants reasons "if this were 1, the cage
//! would need a 9 that its row already has": the contradiction a constraint technique
//! reaches on the assumed board. Each step of the trial is one a reader already knows,
//! so the hint lists them.

use std::ops::ControlFlow;
use std::sync::LazyLock;

use crate::grid::{Candidates, CellSet, House};
use crate::logic::pattern::{Contradiction, Pattern, Trial};
use crate::logic::registry::{REGISTRY, Sink};
use crate::logic::{Board, Candidate, Family, Ladder, SearchContext, Step, Technique};

/// The most steps a trial follows: a contradiction further away is no hint a reader
/// follows, and the search's cost grows with it (the trials in the paths of four puzzles
/// of the training file's first half, measured while choosing it, end within 16).
const MAX_STEPS: usize = 30;

/// The most steps all trials of one search take together: every candidate followed
/// [`MAX_STEPS`] steps on a board of 300 candidates would be 9,000 steps, each a run of
/// the basic ladder. Past it the search sends no more, so a stuck point costs a bounded
/// time whatever the puzzle (about a second on a killer).
const WORK: usize = 6_000;

/// The constraint techniques a trial leaves out: those that reason over many
/// constraints at once (the 45 rule over ~300 unions of houses, every cage of a house
/// chosen together) cost a hundred times a cage's own step at each step of each trial,
/// and left out, the trials of the training file's first half solved one puzzle more in
/// a fifth of the time (measured 2026-11-29, 10 s a puzzle).
const HEAVY: [Technique; 2] = [Technique::InniesOuties, Technique::HouseCombinations];

/// The basic ladder a trial follows: the singles, the intersections and every
/// constraint technique but the [`HEAVY`] ones, in the registry's order.
fn basic() -> &'static Ladder {
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
                .filter(|row| !HEAVY.contains(&row.technique))
                .map(|row| row.technique),
        )
    });
    &BASIC
}

/// One assumption being followed.
struct Probe {
    assumption: Candidate,
    board: Board,
    steps: Vec<Step>,
}

/// Sends the Constraint Contradictions on `board`, one whole step per trial length,
/// shortest first; stops at `ctx`'s deadline (the steps sent until then are the
/// shortest there are).
pub(crate) fn find(board: &Board, ctx: &mut SearchContext, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let checks = Checks::of(board);
    let mut inner = SearchContext::new();
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
                    steps: Vec::new(),
                    contradiction,
                }),
                None => probes.push(Probe {
                    assumption,
                    board,
                    steps: Vec::new(),
                }),
            }
        }
    }
    send(refuted, sink)?;
    let mut work = 0;
    for _ in 0..MAX_STEPS {
        work += probes.len();
        if probes.is_empty() || work > WORK || ctx.expired() {
            break;
        }
        let mut refuted = Vec::new();
        probes.retain_mut(|probe| {
            if probe.board.is_solved() {
                return false;
            }
            let Some(step) = basic().next_step_with(&probe.board, &mut inner) else {
                return false;
            };
            let found = apply(&mut probe.board, &step).or_else(|| {
                let placed = step.placements.iter().map(|p| p.cell).collect();
                checks.after(&probe.board, placed)
            });
            probe.steps.push(step);
            let Some(contradiction) = found else {
                return true;
            };
            refuted.push(Trial {
                assumption: probe.assumption,
                steps: std::mem::take(&mut probe.steps),
                contradiction,
            });
            false
        });
        send(refuted, sink)?;
    }
    ControlFlow::Continue(())
}

/// The whole step of the trials of one length: every assumption they refute removed.
fn send(trials: Vec<Trial>, sink: &mut Sink<'_>) -> ControlFlow<()> {
    if trials.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut step = Step::new(
        Technique::ConstraintContradiction,
        Pattern::Trials(Vec::new()),
    );
    for trial in &trials {
        step.push_elimination(trial.assumption.cell, trial.assumption.digit);
    }
    step.pattern = Pattern::Trials(trials);
    sink(step)
}

/// Applies `step` to `board`; a placement in a cell that can no longer take its digit
/// (another conclusion of the same step removed it, or gave the cell another digit) is
/// the contradiction it reaches.
fn apply(board: &mut Board, step: &Step) -> Option<Contradiction> {
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
    None
}

/// What a trial checks after each step, built once per search: the groups that hold
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
    fn after(&self, board: &Board, placed: CellSet) -> Option<Contradiction> {
        if let Some(cell) = board
            .empty_cells()
            .iter()
            .find(|&c| board.candidates(c).is_empty())
        {
            return Some(Contradiction::NoDigit(cell));
        }
        for &(group, cells) in &self.full {
            let filled: Candidates = cells.iter().filter_map(|c| board.value(c)).collect();
            for digit in Candidates::ALL - filled {
                if (board.cells_with(digit) & cells).is_empty() {
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
