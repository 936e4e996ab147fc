//! Killer cages: the combinations of distinct digits that fill a cage to its total, and
//! what they force (the cage's own exclusions, and a digit every combination holds
//! removed from the cells that see all its places in the cage).
//!
//! Exact: each combination of the total (n distinct digits summing to it, from a fixed
//! table) is matched to the cells by a walk over the sets of digits the first cells use
//! (a combination of n digits has at most 2^n such sets, however many candidates the
//! cells have; [`super::fill`]), so the step keeps exactly the candidates some filling
//! of the cage gives its cell. Most cages have a dozen combinations or fewer, each a
//! small walk: cheaper than one walk over every set of digits, which this was before.

use std::ops::ControlFlow;
use std::rc::Rc;

use super::super::board::Board;
use super::super::pattern::Reasoning;
use super::super::registry::Sink;
use super::super::technique::Technique;
use super::fill::{exact, layered};
use super::memo::{Memo, remembered};
use super::support::{Support, options};
use super::{Pair, Reasoned, indexed, sums};
use crate::digit_sets::combos;
use crate::grid::Candidates;
use crate::rules::Constraint;
use crate::rules::kinds::KillerCage;

impl Reasoned for KillerCage {
    const TECHNIQUES: &'static [Technique] = &[
        Technique::KillerCage,
        Technique::InniesOuties,
        Technique::HouseCombinations,
    ];

    /// A cage of two cells with a total ties them: each digit leaves the other one
    /// digit, the total less it.
    fn pairs(&self, out: &mut Vec<Pair>) {
        if let ([a, b], Some(total)) = (self.cells.as_slice(), self.total) {
            out.push(Pair::new(*a, *b, |da, db| {
                u16::from(da.get()) + u16::from(db.get()) == total && da != db
            }));
        }
    }
}

/// Sends each cage's whole step, cage by cage in the rules' order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    for (index, constraint) in indexed(board) {
        let Constraint::Killer(cage) = constraint else {
            continue;
        };
        if cage.cells.iter().all(|&c| board.value(c).is_some()) {
            continue;
        }
        if let Some(step) = cage_step(board, index, cage) {
            sink(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// What the cage's fillings say, as a step if it concludes anything.
fn cage_step(board: &Board, index: usize, cage: &KillerCage) -> Option<crate::logic::Step> {
    let options: Vec<Candidates> = cage.cells.iter().map(|&c| options(board, c)).collect();
    let total = cage.total.map(u32::from);
    let filled = fillings(&options, total);
    let (per_cell, sets) = &*filled;
    let required = sets.iter().fold(Candidates::ALL, |all, &s| all & s);
    let mut support = Support::new(&cage.cells);
    support.add_all(per_cell, required);
    // A cage without a total has every set of distinct digits for a combination:
    // listing them says nothing.
    let combinations = if total.is_some() {
        sets.clone()
    } else {
        Vec::new()
    };
    support.step(
        board,
        Technique::KillerCage,
        index,
        cage.total,
        combinations,
    )
}

/// The sentence's part after the cage: its combinations, and the digits it must hold
/// when that removed a candidate outside it.
pub(crate) fn found(reasoning: &Reasoning) -> String {
    let mut out = sums(&reasoning.combinations);
    if !reasoning.required.is_empty() {
        if !out.is_empty() {
            out.push_str(", so ");
        }
        out.push_str(&format!(
            "the cage holds {}",
            super::digits(reasoning.required)
        ));
    }
    out
}

/// The fillings of cells taking distinct digits from their `options`, summing to
/// `total` if there is one: the digits some filling gives each cell, and the digit sets
/// of the fillings (a cage's combinations), in increasing order of their bits. Exact,
/// as a cage's own step reads them; shared with the steps that combine several cages.
/// The answer is shared with the memo ([`Rc`]): a cage asked again, as on every step of
/// every trial, costs a lookup of a key on the stack and no copy.
pub(super) fn fillings(options: &[Candidates], total: Option<u32>) -> Rc<Filled> {
    let Some(key) = Cage::of(options, total) else {
        return Rc::new(fill(options, total));
    };
    remembered(&FILLINGS, key, |key| {
        Rc::new(fill(&key.options[..usize::from(key.len)], key.total))
    })
}

/// A cage's options and total, the key of its fillings: up to nine cells (a cage of
/// distinct digits has no more), held inline so that a lookup allocates nothing.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Cage {
    options: [Candidates; 9],
    len: u8,
    total: Option<u32>,
}

impl Cage {
    /// The key of `options` and `total`; `None` past nine cells.
    fn of(options: &[Candidates], total: Option<u32>) -> Option<Cage> {
        let mut key = Cage {
            options: [Candidates::EMPTY; 9],
            len: u8::try_from(options.len()).ok().filter(|&n| n <= 9)?,
            total,
        };
        key.options[..options.len()].copy_from_slice(options);
        Some(key)
    }
}

/// The digits some filling gives each cell, and the combinations.
type Filled = (Vec<Candidates>, Vec<Candidates>);

thread_local! {
    /// The fillings of the last cages asked, by their options and total
    /// ([`remembered`]).
    static FILLINGS: Memo<Cage, Rc<Filled>> = Memo::default();
}

/// The fillings of a cage: with a total, its combinations one by one, each a set of
/// digits the cells must take one each ([`exact`]); without, any distinct digits.
fn fill(options: &[Candidates], total: Option<u32>) -> Filled {
    let Some(total) = total else {
        let (per_cell, sets) = layered(options, Candidates::ALL.bits(), |_| true);
        return (
            per_cell,
            sets.members().map(Candidates::from_bits).collect(),
        );
    };
    let mut per_cell = vec![Candidates::EMPTY; options.len()];
    let mut sets = Vec::new();
    let within = options
        .iter()
        .fold(Candidates::EMPTY, |all, &o| all | o)
        .bits();
    for &set in combos(options.len(), i32::try_from(total).unwrap_or(-1)) {
        if set & !within != 0 {
            continue;
        }
        if let Some(gives) = exact(options, Candidates::from_bits(set)) {
            for (cell, more) in per_cell.iter_mut().zip(gives) {
                *cell |= more;
            }
            sets.push(Candidates::from_bits(set));
        }
    }
    (per_cell, sets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::Board;
    use crate::logic::constraints::probe::first_step;
    use crate::rules::{Puzzle, Rules};

    fn board(text: &str) -> (Board, Rules) {
        let (puzzle, ..): (Puzzle, _, _) = crate::format::read_puzzle(text).unwrap();
        let board = Board::for_rules(&puzzle.givens, &puzzle.rules, Grid::EMPTY);
        (board, puzzle.rules)
    }

    #[test]
    fn a_two_cell_cage_of_3_holds_1_and_2() {
        let (board, _) = board(".Cage~3~R1C1~R1C2");
        let step = first_step(&board, find).expect("a step");
        let text = step.explanation();
        assert!(
            text.starts_with("Killer Cage 3 at r1c1: 1+2, so the cage holds 1 and 2"),
            "{text}"
        );
        // r1c1 and r1c2 keep 1 and 2 only; the rest of row 1 and of box 1 lose 1 and 2.
        assert!(
            step.eliminations
                .iter()
                .any(|e| e.cell.to_string() == "r1c5" && e.digit.get() == 1)
        );
        assert!(
            step.eliminations
                .iter()
                .any(|e| e.cell.to_string() == "r2c2" && e.digit.get() == 2)
        );
        assert!(
            step.eliminations
                .iter()
                .any(|e| e.cell.to_string() == "r1c1" && e.digit.get() == 9)
        );
        assert!(
            !step
                .eliminations
                .iter()
                .any(|e| e.cell.to_string() == "r2c1" && e.digit.get() == 5)
        );
    }

    #[test]
    fn combinations_respect_the_candidates() {
        // 15 in three cells: with 9 given in r1c1, the other two make 6 with digits
        // other than 9: 1+5 or 2+4 (3+3 repeats).
        let (board, _) = board(".~R1C1_9.Cage~15~R1C1~R1C2~R1C3");
        let step = first_step(&board, find).expect("a step");
        let r = match &step.pattern {
            crate::logic::Pattern::Constraint(r) => r.clone(),
            p => panic!("{p:?}"),
        };
        let sets: Vec<String> = r.combinations.iter().map(|s| s.to_string()).collect();
        assert_eq!(sets.len(), 2, "{sets:?}");
        for e in &step.eliminations {
            if e.cell.row() == 0 && e.cell.col() < 3 {
                assert!(![1, 2, 4, 5].contains(&e.digit.get()), "{e}");
            }
        }
    }

    #[test]
    fn a_cage_already_narrowed_says_nothing() {
        let (mut board, _) = board(".Cage~3~R1C1~R1C2");
        let step = first_step(&board, find).unwrap();
        board.apply(&step);
        assert_eq!(first_step(&board, find), None);
    }

    /// Every filling listed one by one: the digits each cell takes in some filling, and
    /// the digit sets of the fillings, ascending.
    fn brute(options: &[Candidates], total: Option<u32>) -> Filled {
        fn walk(
            options: &[Candidates],
            total: Option<u32>,
            chosen: &mut Vec<u16>,
            out: &mut Filled,
        ) {
            let i = chosen.len();
            if i == options.len() {
                let set = chosen.iter().fold(0, |m, &b| m | b);
                let sum: u32 = chosen.iter().map(|b| b.trailing_zeros() + 1).sum();
                if total.is_none_or(|t| t == sum) {
                    for (cell, &b) in out.0.iter_mut().zip(chosen.iter()) {
                        *cell |= Candidates::from_bits(b);
                    }
                    let set = Candidates::from_bits(set);
                    if !out.1.contains(&set) {
                        out.1.push(set);
                    }
                }
                return;
            }
            for d in 0..9 {
                let b = 1u16 << d;
                if options[i].bits() & b != 0 && chosen.iter().all(|&c| c != b) {
                    chosen.push(b);
                    walk(options, total, chosen, out);
                    chosen.pop();
                }
            }
        }
        let mut out = (vec![Candidates::EMPTY; options.len()], Vec::new());
        walk(options, total, &mut Vec::new(), &mut out);
        out.1.sort_by_key(|s| s.bits());
        out
    }

    /// Random cages of one to seven cells with random candidates, with and without a
    /// total: the fillings equal a listing of every filling.
    #[test]
    fn fillings_equal_a_listing_of_every_filling() {
        let mut rng = crate::rng::Rng::new(26);
        let mut with_a_filling = 0;
        for _ in 0..1500 {
            let n = 1 + rng.below(7) as usize;
            let options: Vec<Candidates> = (0..n)
                .map(|_| Candidates::from_bits(rng.below(512) as u16 | rng.below(512) as u16))
                .collect();
            let total = (rng.below(6) != 0).then(|| 1 + rng.below(45));
            let expected = brute(&options, total);
            assert_eq!(fill(&options, total), expected, "{options:?} {total:?}");
            with_a_filling += usize::from(!expected.1.is_empty());
        }
        assert!(with_a_filling > 300, "{with_a_filling}");
    }

    /// Random cages of 1 to 5 cells grown from a random cell, each with its solution's
    /// total (some without), on random boards: every step sound.
    #[test]
    fn cage_steps_are_sound_on_random_boards() {
        use crate::grid::{Cell, CellSet};
        use crate::rules::kinds::KillerCage;
        let found = crate::logic::constraints::testing::assert_sound_on_random_boards(
            120,
            7,
            |solution, rng| {
                let mut used = CellSet::EMPTY;
                let mut cages = Vec::new();
                for _ in 0..12 {
                    let mut cells = vec![Cell::from_index(rng.index(81))];
                    if used.contains(cells[0]) {
                        continue;
                    }
                    let size = 1 + rng.index(5);
                    while cells.len() < size {
                        let from = cells[rng.index(cells.len())];
                        let next: Vec<Cell> = CellSet::peers_of(from)
                            .iter()
                            .filter(|c| {
                                c.row().abs_diff(from.row()) + c.col().abs_diff(from.col()) == 1
                                    && !used.contains(*c)
                                    && !cells.contains(c)
                                    && cells.iter().all(|&o| solution.get(o) != solution.get(*c))
                            })
                            .collect();
                        if next.is_empty() {
                            break;
                        }
                        cells.push(next[rng.index(next.len())]);
                    }
                    used |= cells.iter().copied().collect();
                    let total: u16 = cells
                        .iter()
                        .map(|&c| u16::from(solution.get(c).unwrap().get()))
                        .sum();
                    let total = (rng.below(5) != 0).then_some(total);
                    cages.push(Constraint::Killer(KillerCage { cells, total }));
                }
                cages
            },
            find,
        );
        assert!(found > 100, "{found} steps");
    }
}
