//! ALS Chain: almost locked sets A1 … An (4 ≤ n ≤ 6) joined one to the next by
//! restricted common digits.
//!
//! **Pattern.** Consecutive sets share a restricted common digit x(i), and two
//! consecutive links use different digits. A1 and An share no cell and hold a digit z
//! with z ≠ x(1) and z ≠ x(n−1). If A1 lacks z it holds x(1), so A2 lacks x(1) and
//! holds x(2), and so on, until An lacks x(n−1) and holds z: z is in A1 or in An.
//! (Two and three sets are [ALS-XZ](super::als_xz) and
//! [ALS-XY-Wing](super::als_xy_wing).)
//!
//! **Eliminations.** z, from every cell that sees all the z-cells of A1 and An.
//!
//! **Search.** For each first set A1 and digit z that has a possible victim, a
//! breadth-first search over states "set A lacks digit u" (one visit per state, so the
//! cost is bounded by sets × digits × links whatever the length) finds the shortest
//! chain to every reachable last set. Each implication uses only two consecutive sets,
//! so the chain is sound even where sets further apart overlap.
//!
//! **Order.** Chains of fewest sets first, then of fewest cells; then first sets in the
//! order of the ALS list (`sets::almost_locked_sets`, smallest first), digits z upward,
//! and discovery order. A chain is reported from its lower-listed end only.
//!
//! **Example** (an XY-Chain of Sadman Software's, bivalue cells being the smallest
//! sets): r1c1 {1,3} -3- r1c5 {3,7} -7- r2c6,r2c8 {6,7,8} -8- r3c9 {1,8}: 1 is in r1c1
//! or r3c9, so the cells that see both lose 1.

use std::ops::ControlFlow;

use super::sets::{AlsSet, RcGraph, almost_locked_sets};
use crate::grid::{Candidates, CellSet, Digit};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The fewest sets a chain reported here has (fewer are ALS-XZ and ALS-XY-Wing).
const MIN_SETS: usize = 4;
/// The most sets a chain may have.
const MAX_SETS: usize = 6;

/// No parent yet: the state is unvisited.
const UNSEEN: u32 = u32::MAX;

/// Sends every ALS chain of 4 to 6 sets that eliminates something, shortest first.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_in(board, &almost_locked_sets(board), sink)
}

/// Sends every ALS chain of `sets` (the board's sets, in the order of the ALS list)
/// that eliminates something: the search any topology's sets share.
pub(crate) fn find_in(board: &Board, sets: &[AlsSet], sink: &mut Sink<'_>) -> ControlFlow<()> {
    let graph = RcGraph::new(sets);
    let mut search = Search::new(sets.len());
    let mut found: Vec<Found> = Vec::new();
    for (first, a) in sets.iter().enumerate() {
        if graph.neighbours(first).is_empty() {
            continue;
        }
        for z in a.digits {
            let victims = a.zone(z) & board.cells_with(z);
            // Search only if some later set could end the chain: it holds z, shares no
            // cell with the first, and sees some victim with all its z-cells.
            let ends = !victims.is_empty()
                && sets[first + 1..].iter().any(|b| {
                    b.digits.contains(z)
                        && b.zone(z).intersects(victims)
                        && !b.cells.intersects(a.cells)
                });
            if ends {
                search.run(sets, &graph, first, z, victims, &mut found);
            }
        }
    }
    found.sort_by_key(|f| {
        let cells: u32 = f.chain.iter().map(|&(i, _)| sets[i].cells.len()).sum();
        (f.chain.len(), cells)
    });
    for f in found {
        sink(step(board, sets, &f))?;
    }
    ControlFlow::Continue(())
}

/// A chain with eliminations: the sets and, for each set after the first, the digit
/// that links it to the one before.
struct Found {
    chain: Vec<(usize, Digit)>,
    z: Digit,
    victims: CellSet,
}

/// Breadth-first search buffers, reused from one start to the next.
struct Search {
    /// Per state (set * 9 + digit index): the state it was reached from.
    parent: Vec<u32>,
    touched: Vec<u32>,
    frontier: Vec<u32>,
    next: Vec<u32>,
    /// Last sets already reported for the current start.
    ended: Vec<bool>,
}

impl Search {
    fn new(sets: usize) -> Search {
        Search {
            parent: vec![UNSEEN; sets * 9],
            touched: Vec::new(),
            frontier: Vec::new(),
            next: Vec::new(),
            ended: vec![false; sets],
        }
    }

    /// Explores every chain from "`first` lacks `z`" and records those whose last set
    /// holds z and sees some of `victims` (cells seeing all of first's z-cells).
    fn run(
        &mut self,
        sets: &[AlsSet],
        graph: &RcGraph,
        first: usize,
        z: Digit,
        victims: CellSet,
        found: &mut Vec<Found>,
    ) {
        for &s in &self.touched {
            self.parent[s as usize] = UNSEEN;
            self.ended[s as usize / 9] = false;
        }
        self.touched.clear();
        let start = (first * 9 + z.index()) as u32;
        self.parent[start as usize] = start;
        self.touched.push(start);
        self.frontier.clear();
        self.frontier.push(start);
        for length in 2..=MAX_SETS {
            self.next.clear();
            for k in 0..self.frontier.len() {
                let state = self.frontier[k];
                let (set, lacked) = (state as usize / 9, Digit::from_index(state as usize % 9));
                for &(to, rc) in graph.neighbours(set) {
                    for x in rc.without(lacked) {
                        let reached = (to * 9 + x.index()) as u32;
                        if self.parent[reached as usize] != UNSEEN {
                            continue;
                        }
                        self.parent[reached as usize] = state;
                        self.touched.push(reached);
                        self.next.push(reached);
                        if length < MIN_SETS || to <= first || self.ended[to] {
                            continue;
                        }
                        let last = &sets[to];
                        if x == z
                            || !last.digits.contains(z)
                            || last.cells.intersects(sets[first].cells)
                        {
                            continue;
                        }
                        let hit = victims & last.zone(z);
                        if !hit.is_empty() {
                            self.ended[to] = true;
                            found.push(Found {
                                chain: self.path(reached),
                                z,
                                victims: hit,
                            });
                        }
                    }
                }
            }
            if self.next.is_empty() {
                break;
            }
            std::mem::swap(&mut self.frontier, &mut self.next);
        }
    }

    /// The chain of states ending at `state`, first set first; each entry is a set and
    /// the digit it lacks (for the first set, z itself).
    fn path(&self, state: u32) -> Vec<(usize, Digit)> {
        let mut chain = Vec::new();
        let mut s = state;
        loop {
            chain.push((s as usize / 9, Digit::from_index(s as usize % 9)));
            let p = self.parent[s as usize];
            if p == s {
                break;
            }
            s = p;
        }
        chain.reverse();
        chain
    }
}

fn step(board: &Board, sets: &[AlsSet], found: &Found) -> Step {
    let links: Vec<Candidates> = found.chain[1..]
        .iter()
        .map(|&(_, x)| Candidates::single(x))
        .collect();
    let restricted = links.iter().fold(Candidates::EMPTY, |acc, &x| acc | x);
    let mut step = Step::new(
        Technique::AlsChain,
        Pattern::Als {
            sets: found
                .chain
                .iter()
                .map(|&(i, _)| sets[i].evidence())
                .collect(),
            restricted,
            z: Candidates::single(found.z),
            pivot: None,
            links,
        },
    );
    for cell in found.victims {
        debug_assert!(board.has(cell, found.z));
        step.push_elimination(cell, found.z);
    }
    step
}

#[cfg(test)]
mod tests {
    use crate::logic::testing::{all_steps_on, first_on_basic_path, narrowed};
    use crate::logic::{Board, Technique};

    /// Sadman Software's XY-Chain example, rebuilt on an open board: r1c1 {13},
    /// r1c5 {37}, r2c6 {67}, r2c8 {68}, r3c9 {18}. Single cells are almost locked sets,
    /// so this is an ALS chain too: if r1c1 is not 1, r3c9 is; 1 leaves the cells that
    /// see both. The finder reports it with four sets first (r2c6 and r2c8 together
    /// form the set {6,7,8} of row 2), then longer forms.
    #[test]
    fn xy_chain_as_als_chain() {
        let board = narrowed(&[
            ("r1c1", "13"),
            ("r1c5", "37"),
            ("r2c6", "67"),
            ("r2c8", "68"),
            ("r3c9", "18"),
        ]);
        let steps = all_steps_on(&board, Technique::AlsChain);
        assert_eq!(
            steps[0].explanation(),
            "ALS Chain r1c1 {1,3} -3- r1c5 {3,7} -7- r2c6,r2c8 {6,7,8} -8- r3c9 {1,8}, \
             z = 1: r1c7<>1, r1c8<>1, r1c9<>1, r3c1<>1, r3c2<>1, r3c3<>1"
        );
        assert_eq!(steps[0].rating.to_string(), "7.5");
        assert!(
            steps
                .windows(2)
                .all(|w| match (&w[0].pattern, &w[1].pattern) {
                    (
                        crate::logic::Pattern::Als { sets: a, .. },
                        crate::logic::Pattern::Als { sets: b, .. },
                    ) => a.len() <= b.len(),
                    _ => false,
                })
        );
    }

    /// A 17-clue puzzle of Gordon Royle's collection: after the basic techniques, four
    /// bivalue cells {6,7} chain from r1c1 to r9c7.
    #[test]
    fn chain_on_a_17_clue_puzzle() {
        let step = first_on_basic_path(
            "................12....34..5.............673..128.................3...8..9..125...",
            Technique::AlsChain,
        )
        .expect("an ALS chain");
        assert_eq!(
            step.explanation(),
            "ALS Chain r1c1 {6,7} -7- r7c1 {6,7} -6- r9c3 {6,7} -7- r9c7 {6,7}, z = 6: r1c7<>6"
        );
    }

    #[test]
    fn silent_on_an_empty_grid() {
        assert!(all_steps_on(&Board::new(&crate::Grid::EMPTY), Technique::AlsChain).is_empty());
    }
}
