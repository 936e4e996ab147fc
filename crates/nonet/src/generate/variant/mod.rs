//! Variant puzzles: a solution under the rules' fixed part (extra houses, peers,
//! jigsaw regions), constraints drawn on it (cages, thermometers, dots, lines), then
//! givens carved while the puzzle stays proper, and the tier read off the variant
//! logic's path.
//!
//! Each attempt draws everything anew from the seed's random stream: the layout, the
//! solution, the constraints, the carving order. Carving keeps a snapshot after each
//! removal and, toward a tier, stops at the first snapshot it finds too hard (tried
//! every [`PROBE_STRIDE`] removals); the snapshots are then searched (by halves,
//! difficulty growing as givens go) for the sparsest one that is no harder (see
//! [`pick`]). An attempt that matches is taken; otherwise the closest candidate of all
//! attempts stands in, and says so ([`Generated::fell_back`]).
//!
//! A pure killer (no givens) has no carving: its cages are reshaped until they alone
//! leave one solution (see [`killer`]), then cut while it is harder than asked
//! ([`ease_to`]).

mod adjacency;
mod jigsaw;
mod killer;
mod place;
mod plan;
mod spec;
#[cfg(test)]
mod tests;

pub use spec::{BadCageSizes, CageSizes, UnknownVariantKind, Variant, VariantKind, VariantKinds};

pub(crate) use plan::VariantPlan;

use std::ops::ControlFlow;

use super::generated::Rated;
use super::minimal::minimize_with;
use super::unique::removable_under;
use super::{GenerateError, Generated};
use crate::grid::{CellSet, Grid};
use crate::logic::{Board, Ladder, info};
use crate::rate::{Tier, TierRating, rate_tier_board};
use crate::rng::Rng;
use crate::rules::{Layout, Puzzle, Rules};
use killer::Cages;

use plan::fixed_rules;

/// Search nodes allowed for a random solution: an empty grid under rules that have
/// solutions fills in a few hundred; a jigsaw drawn without any is given up on.
const SOLUTION_NODES: u64 = 20_000;

/// While carving toward a tier, the ladder cut at the tier is tried on every this
/// many snapshots; the first it cannot solve ends the carving, since every sparser
/// snapshot is harder still (see [`pick`]). The uniqueness searches of the sparsest
/// puzzles cost the most (a non-consecutive puzzle's tests at 5 to 7 givens took 40
/// ms each where those at 17, its medium, took 0.05 ms), so carving past the tier
/// asked for is mostly wasted. Probing every snapshot would cost a ladder run per
/// removal (15 to 200 µs); every fourth carves at most three snapshots too far.
const PROBE_STRIDE: usize = 4;

/// Reshapes of a pure killer's cages before the attempt is given up.
const RESHAPES: usize = 60;

/// The puzzle of one seed for a variant target.
pub(crate) fn generate(plan: &VariantPlan, seed: u64) -> Result<Generated, GenerateError> {
    let mut rng = Rng::new(seed);
    let mut best: Option<Candidate> = None;
    for attempt in 1..=plan.attempts {
        let Some(c) = attempt_once(plan, &mut rng) else {
            continue;
        };
        if c.distance == 0 {
            return Ok(finish(plan, seed, c, false, attempt));
        }
        if best.as_ref().is_none_or(|b| c.distance < b.distance) {
            best = Some(c);
        }
    }
    best.map(|c| finish(plan, seed, c, true, plan.attempts))
        .ok_or_else(|| plan.exhausted())
}

/// One attempt's puzzle.
#[derive(Clone, Debug)]
struct Candidate {
    puzzle: Puzzle,
    solution: Grid,
    tier: Option<TierRating>,
    minimal: bool,
    /// How many tiers away from the one asked for.
    distance: u32,
}

/// One attempt: the rules drawn on a new solution, carved and rated; `None` when the
/// attempt found no proper puzzle within the plan's hard limits (givens, minimality).
fn attempt_once(plan: &VariantPlan, rng: &mut Rng) -> Option<Candidate> {
    let (rules, solution) = draw_rules(plan, rng)?;
    let mut order: Vec<usize> = (0..plan.orbits.len()).collect();
    rng.shuffle(&mut order);
    let full = Puzzle {
        givens: if plan.pure() { Grid::EMPTY } else { solution },
        rules,
    };
    let mut snapshots = vec![full.givens];
    let mut stopped = false;
    let cut = plan.tier.map(cut_ladder);
    let (sparsest, floored) = if plan.pure() {
        (Grid::EMPTY, false)
    } else {
        let (carved, floored) = minimize_with(
            &solution,
            &plan.orbits,
            &order,
            plan.givens.min,
            |givens, orbit| {
                if !removable_under(givens, &full.rules, &solution, orbit) {
                    return ControlFlow::Continue(false);
                }
                let carved = without(givens, orbit);
                snapshots.push(carved);
                let probe = snapshots.len() % PROBE_STRIDE == 0
                    && plan.givens.contains(carved.filled_count());
                match &cut {
                    Some(cut) if probe && !solves(cut, &carved, &full.rules, &solution) => {
                        stopped = true;
                        ControlFlow::Break(true)
                    }
                    _ => ControlFlow::Continue(true),
                }
            },
        );
        (carved, floored)
    };
    debug_assert_eq!(snapshots.last(), Some(&sparsest));
    let pick = pick(plan, cut.as_ref(), &full, &solution, &snapshots)?;
    let puzzle = with_givens(&full, snapshots[pick.index]);
    let minimal = if pick.index == snapshots.len() - 1 && !floored && !stopped {
        true
    } else {
        is_minimal_under(&puzzle, &solution, plan)
    };
    if plan.target.minimal && !minimal {
        return None;
    }
    Some(Candidate {
        puzzle,
        solution,
        tier: pick.tier,
        minimal,
        distance: pick.distance,
    })
}

/// The snapshot chosen, its rating, and its distance from the tier asked for.
struct Pick {
    index: usize,
    tier: Option<TierRating>,
    distance: u32,
}

/// The snapshot to keep: the sparsest one in the givens range that rates no harder
/// than asked, or the one closest to the tier when none matches. `None` when no
/// snapshot is in the range.
///
/// Only the snapshot kept gets a full rating. The search for it asks a cheaper
/// question of the others: does the ladder cut at the tier asked for (every technique
/// of a higher tier left out) solve it? Eliminations only ever help, so when that
/// ladder gets stuck, no order of its techniques solves the puzzle and the full ladder
/// needs a harder one: the snapshot is too hard. The cut ladder stops where the full
/// one would go on to its slowest techniques, which is most of a rating's time on
/// puzzles harder than asked. Difficulty grows as givens go, so the search halves.
/// `cut` is that ladder ([`cut_ladder`] of the plan's tier), built once per attempt.
fn pick(
    plan: &VariantPlan,
    cut: Option<&Ladder>,
    full: &Puzzle,
    solution: &Grid,
    snapshots: &[Grid],
) -> Option<Pick> {
    let in_range: Vec<usize> = (0..snapshots.len())
        .filter(|&i| plan.givens.contains(snapshots[i].filled_count()))
        .collect();
    let (&first, &last) = (in_range.first()?, in_range.last()?);
    let (Some(tier), Some(cut)) = (plan.tier, cut) else {
        return Some(Pick {
            index: last,
            tier: None,
            distance: 0,
        });
    };
    let board = |i: usize| Board::for_rules(&snapshots[i], &full.rules, *solution);
    let within = |i: usize| solves(cut, &snapshots[i], &full.rules, solution);
    // The snapshots in range are contiguous (givens only fall): halve [first, last]
    // for the last one the cut ladder solves, the sparsest when it solves that.
    let index = if within(last) {
        last
    } else {
        let (mut lo, mut hi) = (first, last);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if within(mid) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        // `lo` is the first snapshot the cut ladder does not solve; the one before it
        // is the sparsest it solves. When even the densest is too hard, the densest is
        // the closest.
        lo.saturating_sub(1).max(first)
    };
    let rated = rate_tier_board(board(index), 81 - snapshots[index].filled_count());
    Some(Pick {
        index,
        tier: Some(rated),
        distance: (rated.tier as i32 - tier as i32).unsigned_abs(),
    })
}

/// Whether `cut` (a [`cut_ladder`]) solves `givens` under `rules`.
fn solves(cut: &Ladder, givens: &Grid, rules: &Rules, solution: &Grid) -> bool {
    let mut board = Board::for_rules(givens, rules, *solution);
    cut.run(&mut board);
    board.is_solved()
}

/// The eight-tier ladder without the techniques above `tier` (singles always stay: the
/// two easiest tiers differ by the number of empty cells, not by technique).
fn cut_ladder(tier: Tier) -> Ladder {
    let top = tier.max(Tier::Easy);
    Ladder::only(
        Ladder::eight_tier()
            .techniques()
            .iter()
            .copied()
            .filter(|&t| info(t).tier <= top),
    )
}

/// The rules of one attempt and their solution: the layout, the solution under the
/// fixed rules, then the constraints drawn on it. For a pure killer, the cages are
/// reshaped until the puzzle is proper; `None` when that or the solution failed.
fn draw_rules(plan: &VariantPlan, rng: &mut Rng) -> Option<(Rules, Grid)> {
    let variant = &plan.variant;
    let layout = if variant.kinds.contains(VariantKind::Jigsaw) {
        Layout::Jigsaw(jigsaw::random_jigsaw(rng))
    } else {
        Layout::Boxes
    };
    let fixed = fixed_rules(variant, layout).ok()?;
    let empty = Puzzle {
        givens: Grid::EMPTY,
        rules: fixed.clone(),
    };
    let solution = crate::solve::random_solution(&empty, rng.next_u64(), SOLUTION_NODES)?;
    let mut placed = Vec::new();
    for kind in variant.kinds.iter().filter(|k| place::is_placed(*k)) {
        placed.extend(place::place(kind, &solution, variant, rng));
    }
    let with_placed = fixed.with_all(placed).ok()?;
    if !variant.kinds.contains(VariantKind::Killer) {
        return Some((with_placed, solution));
    }
    let mut cages = Cages::grow(&solution, variant.cages, rng)?;
    let caged = |cages: &Cages| {
        with_placed
            .clone()
            .with_all(cages.constraints(&solution))
            .ok()
    };
    if !plan.pure() {
        return Some((caged(&cages)?, solution));
    }
    for _ in 0..RESHAPES {
        let puzzle = Puzzle {
            givens: Grid::EMPTY,
            rules: caged(&cages)?,
        };
        let Some(other) = crate::solve::other_solution(&puzzle, &solution) else {
            let Some(tier) = plan.tier else {
                return Some((puzzle.rules, solution));
            };
            return ease_to(tier, cages, &solution, variant.cages, rng, &caged);
        };
        let differs: Vec<_> = crate::grid::Cell::all()
            .filter(|&c| other.get(c) != solution.get(c))
            .collect();
        let cell = differs[rng.index(differs.len())];
        cages.reshape_at(cell, &solution, variant.cages, rng);
    }
    None
}

/// A proper pure killer eased toward `tier`: while the ladder cut at the tier gets
/// stuck, a random cage that can be cut is cut in two. Cutting only adds information,
/// so the puzzle stays proper; smaller cages say more, so it gets easier. Without
/// this, a pure killer at a low tier is found only by drawing new cages until one is
/// easy enough.
fn ease_to(
    tier: Tier,
    mut cages: Cages,
    solution: &Grid,
    sizes: CageSizes,
    rng: &mut Rng,
    caged: &dyn Fn(&Cages) -> Option<Rules>,
) -> Option<(Rules, Grid)> {
    let cut = cut_ladder(tier);
    loop {
        let rules = caged(&cages)?;
        if solves(&cut, &Grid::EMPTY, &rules, solution) || !cages.cut_one(solution, sizes, rng) {
            return Some((rules, *solution));
        }
    }
}

/// `puzzle`'s rules with `givens`.
fn with_givens(puzzle: &Puzzle, givens: Grid) -> Puzzle {
    Puzzle {
        givens,
        rules: puzzle.rules.clone(),
    }
}

/// `givens` with the cells of `orbit` emptied.
fn without(givens: &Grid, orbit: CellSet) -> Grid {
    let mut g = *givens;
    for c in orbit {
        g.set(c, None);
    }
    g
}

/// Whether no orbit of `puzzle`'s givens can go without losing uniqueness.
fn is_minimal_under(puzzle: &Puzzle, solution: &Grid, plan: &VariantPlan) -> bool {
    let filled = puzzle.givens.filled_cells();
    plan.orbits
        .sets()
        .iter()
        .filter(|o| o.intersects(filled))
        .all(|&o| !removable_under(&puzzle.givens, &puzzle.rules, solution, o))
}

/// The generated puzzle of a candidate.
fn finish(
    plan: &VariantPlan,
    seed: u64,
    c: Candidate,
    fell_back: bool,
    attempts: u32,
) -> Generated {
    Generated {
        givens: c.puzzle.givens.filled_count() as u8,
        puzzle: c.puzzle.givens,
        rules: c.puzzle.rules,
        solution: c.solution,
        seed,
        id: plan
            .target
            .fits_an_id()
            .then(|| super::PuzzleId::new(&plan.target, seed).ok())
            .flatten(),
        scheme: plan.target.scheme,
        level: plan.target.level,
        rated: Rated {
            tier: c.tier,
            ..Rated::default()
        },
        symmetry: plan.symmetry,
        minimal: c.minimal,
        fell_back,
        attempts,
    }
}

/// The tier the variant logic gives `puzzle` (proper, with `solution`): for
/// [`Rated::complete`] on a variant.
pub(crate) fn variant_tier(puzzle: &Puzzle, solution: &Grid) -> TierRating {
    let board = Board::for_rules(&puzzle.givens, &puzzle.rules, *solution);
    rate_tier_board(board, 81 - puzzle.givens.filled_count())
}
