//! `sudoku-core`'s generator (scheme `tiers`): generate and rate, with the tier presets
//! and a best-candidate fallback.
//!
//! Each attempt fills a solved grid, removes orbits of the symmetry in a shuffled
//! order while the puzzle stays proper, stopping at the givens floor, and rates what
//! is left. `sudoku-core` accepts a tier one easier than asked for speed; nonet asks for
//! the tier itself, and pays for it by rating more than one puzzle per attempt: the
//! carving passes through every givens count of the range, and when the sparsest
//! puzzle rates too hard, the denser ones on the way (kept as snapshots) are rated
//! in turn, sparsest first, until one is no harder than asked. A tier that does not
//! match is remembered as a candidate; when no attempt matches, the closest one
//! (tier distance first, then distance from the SE bounds) stands in and
//! [`Generated::fell_back`](super::Generated::fell_back) says so.

use super::generated::se_rating;
use super::minimal::{is_minimal, minimize_to};
use super::plan::Plan;
use super::symmetry::Orbits;
use super::target::Level;
use super::unique::removable as removable_orbit;
use super::{Found, GenerateError, Rated};
use crate::grid::Grid;
use crate::logic::{Ladder, explain, info};
use crate::rate::{Tier, TierRating, rate_tier_grid};
use crate::rng::Rng;

/// A rated puzzle of one attempt.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    puzzle: Grid,
    solution: Grid,
    rated: Rated,
    minimal: bool,
    /// Tier distance times a thousand plus SE distance in tenths.
    distance: u32,
}

/// `sudoku-core`'s generator for a plan whose level is a [`Tier`].
pub(crate) fn generate(plan: &Plan, seed: u64) -> Result<Found, GenerateError> {
    let Level::Tier(tier) = plan.target.level else {
        return Err(plan.exhausted());
    };
    let mut rng = Rng::new(seed);
    let mut best: Option<Candidate> = None;
    for attempt in 1..=plan.attempts {
        let solution = crate::solve::random_solved_grid(rng.next_u64());
        let Some(c) = attempt_once(plan, tier, &solution, &mut rng) else {
            continue;
        };
        if c.distance == 0 {
            return Ok(found(c, false, attempt));
        }
        if best.as_ref().is_none_or(|b| c.distance < b.distance) {
            best = Some(c);
        }
    }
    best.map(|c| found(c, true, plan.attempts))
        .ok_or_else(|| plan.exhausted())
}

fn found(c: Candidate, fell_back: bool, attempts: u32) -> Found {
    Found {
        puzzle: c.puzzle,
        solution: c.solution,
        rated: c.rated,
        minimal: c.minimal,
        fell_back,
        attempts,
    }
}

/// One attempt: carve, rate the snapshots in range (sparsest first, until one is no
/// harder than `tier`), and when the attempt is still too easy or above the givens
/// range, walk (see [`WALK_MOVES`]). Returns the candidate closest to the target, or
/// `None` when no puzzle of the attempt was in the givens range (or, for a minimal
/// request, minimal).
fn attempt_once(plan: &Plan, tier: Tier, solution: &Grid, rng: &mut Rng) -> Option<Candidate> {
    let mut order: Vec<usize> = (0..plan.orbits.len()).collect();
    rng.shuffle(&mut order);
    let (last, snapshots) = carve_snapshots(plan, solution, &order);
    let mut closest: Option<Candidate> = None;
    let offer = |closest: &mut Option<Candidate>, c: Candidate| {
        if closest.as_ref().is_none_or(|b| c.distance < b.distance) {
            *closest = Some(c);
        }
    };
    let minimal_last = is_minimal(&last, solution, &plan.orbits);
    // A minimal request can only use the last snapshot: the others still have a
    // removable orbit.
    let tries: Vec<(Grid, bool)> = match snapshots.len() {
        0 => Vec::new(),
        _ if plan.target.minimal => vec![(last, true)]
            .into_iter()
            .filter(|_| minimal_last)
            .collect(),
        n => (0..n)
            .rev()
            .map(|i| (snapshots[i], i + 1 == n && minimal_last))
            .collect(),
    };
    for (puzzle, minimal) in tries {
        let Ok(rating) = rate_tier_grid(&puzzle) else {
            continue;
        };
        let c = candidate(plan, tier, puzzle, *solution, rating, minimal);
        let stop = c.distance == 0 || rating.tier <= tier;
        offer(&mut closest, c);
        if stop {
            break;
        }
    }
    let too_easy = closest
        .as_ref()
        .is_none_or(|c| c.rated.tier.is_some_and(|t| t.tier < tier));
    if too_easy {
        walk(plan, tier, solution, last, rng, &mut closest, offer);
    }
    closest
}

/// Moves of the walk in one attempt.
///
/// Random carving ends where it ends: with no symmetry, at 22 givens or fewer on one
/// grid in twenty-five, and rarely at a hard tier. The walk goes on from the carved
/// puzzle: put one empty orbit back, carve again in a fresh random order, and keep
/// the result when it has no more givens than before. Every new puzzle in range is
/// rated. This is the classic clue-reducing walk; on the hardest tiers it is what
/// makes the tier itself reachable rather than one easier (`sudoku-core`'s compromise).
pub(super) const WALK_MOVES: u32 = 60;

fn walk(
    plan: &Plan,
    tier: Tier,
    solution: &Grid,
    mut puzzle: Grid,
    rng: &mut Rng,
    closest: &mut Option<Candidate>,
    offer: impl Fn(&mut Option<Candidate>, Candidate),
) {
    let orbits = &plan.orbits;
    let ceiling = usize::from(plan.ceiling());
    let mut empty: Vec<usize> = Vec::with_capacity(orbits.len());
    let mut order: Vec<usize> = Vec::with_capacity(orbits.len());
    let screen = Screen::below(tier);
    for _ in 0..WALK_MOVES {
        let filled = puzzle.filled_cells();
        empty.clear();
        empty.extend((0..orbits.len()).filter(|&o| !orbits.get(o).intersects(filled)));
        if empty.is_empty() {
            return;
        }
        let back = empty[rng.index(empty.len())];
        let mut next = puzzle;
        for c in orbits.get(back) {
            next.set(c, solution.get(c));
        }
        order.clear();
        order.extend((0..orbits.len()).filter(|&o| o != back && orbits.get(o).intersects(filled)));
        rng.shuffle(&mut order);
        let (next, floored) = minimize_to(&next, solution, orbits, &order, plan.floor());
        let count = next.filled_count();
        if count > puzzle.filled_count() || next == puzzle {
            continue;
        }
        puzzle = next;
        if count > ceiling {
            continue;
        }
        let minimal = walked_minimal(&puzzle, solution, orbits, back, floored);
        if plan.target.minimal && !minimal {
            continue;
        }
        if closest.is_some() && screen.as_ref().is_some_and(|s| s.too_easy(&puzzle)) {
            continue;
        }
        let Ok(rating) = rate_tier_grid(&puzzle) else {
            continue;
        };
        let c = candidate(plan, tier, puzzle, *solution, rating, minimal);
        let done = c.distance == 0;
        offer(closest, c);
        if done {
            return;
        }
    }
}

/// Whether a puzzle of the walk is minimal. Its re-carving tested every orbit given
/// in it except `back`, the orbit just put back (testing that one early would take it
/// straight out again): so when the floor skipped none of them, the puzzle is minimal
/// exactly when `back` cannot go either. (Taking the re-carving's completeness alone
/// for minimality, as this walk once did, let it call puzzles minimal from which `back`
/// could still be removed.)
fn walked_minimal(
    puzzle: &Grid,
    solution: &Grid,
    orbits: &Orbits,
    back: usize,
    floored: bool,
) -> bool {
    if floored {
        return is_minimal(puzzle, solution, orbits);
    }
    let back = orbits.get(back);
    !back.intersects(puzzle.filled_cells()) || !removable_orbit(puzzle, solution, back)
}

/// A cheap first look for the walk towards the top tiers: a ladder of `sudoku-core`'s
/// techniques up to two tiers below the target. A puzzle it solves is no candidate
/// (its tier is at least two away), and the full rating, which tries every technique
/// up to forcing chains at each step, is skipped. On the walk to Extreme most puzzles
/// are solved this way.
struct Screen {
    ladder: Ladder,
}

impl Screen {
    /// The screen for `tier`, if there is a tier two below it worth screening with.
    fn below(tier: Tier) -> Option<Screen> {
        let top = Tier::ALL.get((tier as usize).checked_sub(2)?)?;
        (*top >= Tier::Intermediate).then(|| Screen {
            ladder: Ladder::only(
                Ladder::eight_tier()
                    .techniques()
                    .iter()
                    .copied()
                    .filter(|&t| info(t).tier <= *top),
            ),
        })
    }

    fn too_easy(&self, puzzle: &Grid) -> bool {
        explain(&crate::rules::Puzzle::classic(*puzzle), &self.ladder).is_ok_and(|p| p.solved)
    }
}

/// Rates a puzzle against the target; SE only when the tier matches and the target
/// bounds it (SE costs far more than a tier).
fn candidate(
    plan: &Plan,
    tier: Tier,
    puzzle: Grid,
    solution: Grid,
    rating: TierRating,
    minimal: bool,
) -> Candidate {
    let mut rated = Rated {
        tier: Some(rating),
        ..Rated::default()
    };
    let mut distance = (rating.tier as u32).abs_diff(tier as u32) * 1000;
    if distance == 0 && plan.bounds_se() {
        rated.se = se_rating(&puzzle);
        distance += rated.se.map_or(1000, |se| plan.se_distance(se.er));
    }
    Candidate {
        puzzle,
        solution,
        rated,
        minimal,
        distance,
    }
}

/// Carves `solution` in `order` down to the plan's floor and returns the puzzles
/// passed on the way whose givens are in range, densest first (the last of them,
/// if any, is the carved puzzle, which is returned first).
fn carve_snapshots(plan: &Plan, solution: &Grid, order: &[usize]) -> (Grid, Vec<Grid>) {
    let floor = usize::from(plan.floor());
    let mut puzzle = *solution;
    let mut count = 81;
    let mut snapshots = Vec::new();
    for &oid in order {
        let orbit = plan.orbits.get(oid);
        let k = orbit.len() as usize;
        if count < floor + k || !removable_orbit(&puzzle, solution, orbit) {
            continue;
        }
        for c in orbit {
            puzzle.set(c, None);
        }
        count -= k;
        if plan.givens_ok(count) {
            snapshots.push(puzzle);
        }
    }
    (puzzle, snapshots)
}
