//! Sums derived from the houses (innies and outies, the "law of 45"): every house sums
//! to 45, so killer cages that cover most of a set of houses say something about the
//! few cells where cages and houses differ; and sums derived from two known sums. Three
//! families, after the Interactive Sudoku Solver's optimizer:
//!
//! - *Innies and outies of growing regions.* Rows are added one by one from the top
//!   (and from the bottom, and columns from either side, and regions in order); a cage
//!   more than half inside the region so far joins it for good. Where the region and
//!   its cages differ by few cells: Σ innies − Σ outies = 45k − Σ totals.
//! - *Per house.* The cages inside a house leave a hidden cage of the other cells
//!   (propagated by combinations, with the cages' cells as its complement); a cage that
//!   sticks out of the house by one cell ties that cell to the house's remaining cells;
//!   and all the cages meeting a house give the sum of their cells outside it, kept
//!   when its total leaves little room.
//! - *Combined sums.* Two known sums whose cells see each other a lot (little killer
//!   diagonals side by side) sum together; the union is kept when its groups of peers
//!   leave less room than either alone (on the little killer of twelve 37s this cut
//!   the guesses fivefold).
//!
//! When a derived sum has no outies and lies in one house, it is a hidden cage and
//! propagates like a cage; otherwise as a linear sum with distinct groups.

use super::model::{cliques, seen_outside, term};
use super::props::{self, Prop};
use crate::grid::{Cell, CellSet, House};
use crate::rules::{Constraint, Rules, Topology};

/// The most cells of an innie/outie sum with cells in both sets.
const MAX_CELLS: u32 = 9;

/// A derived sum: Σ innies − Σ outies = total.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Derivation {
    innies: CellSet,
    outies: CellSet,
    total: i32,
}

/// The derived sum propagators of `rules`.
pub(super) fn derive(rules: &Rules, derived: &Topology) -> Vec<Prop> {
    let pieces = pieces(rules);
    if pieces.is_empty() {
        return Vec::new();
    }
    let houses: Vec<CellSet> = derived.houses().map(|h| h.cells).collect();
    let cages = disjoint(&pieces, &pieces, &houses);
    let mut found: Vec<Derivation> = Vec::new();
    let mut add = |d: Derivation| {
        let known = cages
            .iter()
            .any(|&(c, t)| d.outies.is_empty() && d.innies == c && d.total == t);
        if (!d.innies.is_empty() || !d.outies.is_empty()) && !known && !found.contains(&d) {
            found.push(d);
        }
    };
    for family in families(rules) {
        growing(&family, &cages, &mut add);
    }
    for house in derived.houses() {
        let meeting: Vec<(CellSet, i32)> = pieces
            .iter()
            .copied()
            .filter(|&(c, _)| c.intersects(house.cells))
            .collect();
        per_house(
            derived,
            house.cells,
            &disjoint(&meeting, &pieces, &houses),
            &pieces,
            &houses,
            &mut add,
        );
    }
    combined(derived, &pieces, &mut add);
    found.into_iter().map(|d| sum_prop(derived, d)).collect()
}

/// How much a sum over `cells` with `total` says: for each group of mutual peers of
/// `k` cells, the room `k · (9 − k)` its digits have, less the sum's slack from the
/// nearer end of its range. (The Interactive Sudoku Solver scores its combined sums
/// so.) `None` when the total is out of reach.
fn score(derived: &Topology, cells: CellSet, total: i32) -> Option<i32> {
    let list: Vec<Cell> = cells.iter().collect();
    let groups = cliques(derived, &list);
    let (mut lo, mut hi) = (0i32, 0i32);
    for g in &groups {
        let k = g.len() as i32;
        lo += k * (k + 1) / 2;
        hi += k * (19 - k) / 2;
    }
    let slack = (total - lo).min(hi - total);
    (slack >= 0).then(|| {
        groups
            .iter()
            .map(|g| g.len() as i32 * (9 - g.len() as i32) - slack)
            .sum()
    })
}

/// Pairs of known sums whose cells see each other a lot (six cells or more of the
/// smaller see some cell of the other): their union sums to the two totals, and when
/// its groups of peers leave less room than each alone, that combined sum is added.
fn combined(derived: &Topology, pieces: &[(CellSet, i32)], add: &mut impl FnMut(Derivation)) {
    let scores: Vec<Option<i32>> = pieces.iter().map(|&(c, t)| score(derived, c, t)).collect();
    for (i, &(a, ta)) in pieces.iter().enumerate() {
        for (j, &(b, tb)) in pieces.iter().enumerate().skip(i + 1) {
            if a.intersects(b) {
                continue;
            }
            let (small, big) = if a.len() <= b.len() { (a, b) } else { (b, a) };
            let related = small
                .iter()
                .filter(|&c| derived.peers(c).intersects(big))
                .count();
            if related < 6 {
                continue;
            }
            let (Some(sa), Some(sb)) = (scores[i], scores[j]) else {
                continue;
            };
            let Some(s) = score(derived, a | b, ta + tb) else {
                continue;
            };
            if s > sa.max(sb) || s > sa + sb {
                add(Derivation {
                    innies: a | b,
                    outies: CellSet::EMPTY,
                    total: ta + tb,
                });
            }
        }
    }
}

/// The sets of cells with a known sum: killer cages with totals, then little killer
/// diagonals.
fn pieces(rules: &Rules) -> Vec<(CellSet, i32)> {
    let mut out: Vec<(CellSet, i32)> = Vec::new();
    for c in rules.constraints() {
        if let Constraint::Killer(k) = c
            && let Some(total) = k.total
        {
            out.push((k.cells.iter().copied().collect(), i32::from(total)));
        }
    }
    for c in rules.constraints() {
        if let Constraint::LittleKiller(lk) = c {
            out.push((lk.line().into_iter().collect(), i32::from(lk.total)));
        }
    }
    out
}

/// A set of `pieces` that overlap one another nowhere, chosen greedily: the pieces that
/// meet the fewest of `all` the pieces and houses first (ties in order), each kept when
/// it overlaps no piece kept before. (The Interactive Sudoku Solver's greedy packing.)
/// A short piece meets few houses, so it wins over a long diagonal crossing it: on the
/// disjoint-groups little killer of the variants file, a box's two short diagonals
/// then leave a hidden cage of four cells, where in plain order the long diagonal
/// through the box came first and left one of seven.
fn disjoint(
    pieces: &[(CellSet, i32)],
    all: &[(CellSet, i32)],
    houses: &[CellSet],
) -> Vec<(CellSet, i32)> {
    let meets = |cells: CellSet| {
        let others = all.iter().filter(|p| p.0.intersects(cells)).count();
        others + houses.iter().filter(|h| h.intersects(cells)).count()
    };
    let mut order: Vec<usize> = (0..pieces.len()).collect();
    order.sort_by_key(|&i| meets(pieces[i].0));
    let mut keep = vec![false; pieces.len()];
    let mut covered = CellSet::EMPTY;
    for i in order {
        if !pieces[i].0.intersects(covered) {
            covered |= pieces[i].0;
            keep[i] = true;
        }
    }
    pieces
        .iter()
        .zip(keep)
        .filter_map(|(&p, k)| k.then_some(p))
        .collect()
}

/// The orders in which regions grow: rows from the top and from the bottom, columns
/// from the left and from the right, and the layout's regions in order.
fn families(rules: &Rules) -> Vec<Vec<CellSet>> {
    let rows: Vec<CellSet> = (0..9).map(|n| House::row(n).cell_set()).collect();
    let cols: Vec<CellSet> = (0..9).map(|n| House::column(n).cell_set()).collect();
    let regions: Vec<CellSet> = (0..9).map(|n| rules.layout().region(n)).collect();
    let rev = |v: &Vec<CellSet>| v.iter().rev().copied().collect::<Vec<_>>();
    vec![rows.clone(), rev(&rows), cols.clone(), rev(&cols), regions]
}

/// Innies and outies of the regions grown from `family`, one house at a time.
fn growing(family: &[CellSet], cages: &[(CellSet, i32)], add: &mut impl FnMut(Derivation)) {
    let mut region = CellSet::EMPTY;
    let mut joined = vec![false; cages.len()];
    let (mut pieces, mut pieces_total) = (CellSet::EMPTY, 0i32);
    for (k, &house) in family.iter().enumerate().take(8) {
        region |= house;
        for (i, &(cells, t)) in cages.iter().enumerate() {
            if !joined[i] && 2 * (cells & region).len() > cells.len() {
                joined[i] = true;
                pieces |= cells;
                pieces_total += t;
            }
        }
        if k == 0 {
            // A single house is the per-house family's.
            continue;
        }
        let (innies, outies) = (region - pieces, pieces - region);
        let (a, b) = (innies.len(), outies.len());
        if a + b == 0 || a + b > MAX_CELLS || a.min(b) > 2 {
            continue;
        }
        add(Derivation {
            innies,
            outies,
            total: 45 * (k as i32 + 1) - pieces_total,
        });
    }
}

/// What one house says with the cages that meet it.
fn per_house(
    derived: &Topology,
    house: CellSet,
    meeting: &[(CellSet, i32)],
    others: &[(CellSet, i32)],
    houses: &[CellSet],
    add: &mut impl FnMut(Derivation),
) {
    if meeting.is_empty() {
        return;
    }
    // The cages inside: the rest of the house is a hidden cage.
    let (mut inside, mut inside_total) = (CellSet::EMPTY, 0i32);
    for &(c, t) in meeting {
        if house.is_superset(c) {
            inside |= c;
            inside_total += t;
        }
    }
    let rest = house - inside;
    if !inside.is_empty() && rest.len() >= 2 {
        add(Derivation {
            innies: rest,
            outies: CellSet::EMPTY,
            total: 45 - inside_total,
        });
    }
    // A cage sticking out by one cell: that cell and the rest of the house outside the
    // cage make up the difference.
    for &(c, t) in meeting {
        let out = c - house;
        if out.len() == 1 {
            let innies = rest - c;
            if innies.len() < 9 {
                add(Derivation {
                    innies,
                    outies: out,
                    total: 45 - inside_total - t,
                });
            }
        }
    }
    // Every piece meeting the house, and other houses to fill the gaps they leave:
    // their cells outside the house, less any house or piece wholly among them.
    let (mut all, mut total) = (CellSet::EMPTY, -45i32);
    for &(c, t) in meeting {
        all |= c;
        total += t;
    }
    let mut gap = house - all;
    for &g in houses {
        if gap.is_empty() {
            break;
        }
        let fills = g & gap;
        if g != house && !g.intersects(all) && fills.len() >= 2 && (g & house) == fills {
            all |= g;
            total += 45;
            gap -= g;
        }
    }
    if !gap.is_empty() {
        return;
    }
    let mut outside = all - house;
    for &g in houses {
        if !outside.is_empty() && outside.is_superset(g) {
            outside -= g;
            total -= 45;
        }
    }
    for &(c, t) in others {
        if !outside.is_empty() && outside.is_superset(c) {
            outside -= c;
            total -= t;
        }
    }
    let d = Derivation {
        innies: outside,
        outies: CellSet::EMPTY,
        total,
    };
    if !outside.is_empty() && tight(derived, d) {
        add(d);
    }
}

/// Whether a derived sum's total lies within a quarter of the span of sums its cells
/// can make from either end (a sum with more room prunes little).
fn tight(derived: &Topology, d: Derivation) -> bool {
    let (mut lo, mut hi) = (0i32, 0i32);
    for (set, sign) in [(d.innies, 1), (d.outies, -1)] {
        let cells: Vec<Cell> = set.iter().collect();
        for g in cliques(derived, &cells) {
            let k = g.len() as i32;
            let (a, b) = (k * (k + 1) / 2, k * (19 - k) / 2);
            if sign > 0 {
                lo += a;
                hi += b;
            } else {
                lo -= b;
                hi -= a;
            }
        }
    }
    let slack = (d.total - lo).min(hi - d.total);
    slack >= 0 && 4 * slack < hi - lo
}

/// The propagator for a derived sum.
fn sum_prop(derived: &Topology, d: Derivation) -> Prop {
    if d.outies.is_empty()
        && let Some(house) = derived.houses().find(|h| h.cells.is_superset(d.innies))
    {
        let cells: Vec<Cell> = d.innies.iter().collect();
        return Prop::Cage(props::Cage {
            cells: cells.iter().map(|c| c.index() as u8).collect(),
            total: d.total,
            rest: (house.cells - d.innies)
                .iter()
                .map(|c| c.index() as u8)
                .collect(),
            seen: seen_outside(derived, &cells),
        });
    }
    let mut terms = Vec::new();
    for (set, coeff) in [(d.innies, 1), (d.outies, -1)] {
        let cells: Vec<Cell> = set.iter().collect();
        for g in cliques(derived, &cells) {
            terms.push(term(derived, &g, coeff));
        }
    }
    Prop::Sum(props::Sum {
        terms,
        total: d.total,
        exact: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;

    /// How many derived sums of `text` hold exactly `n` cells.
    fn derived_of_size(text: &str, n: usize) -> usize {
        let puzzle = iss::parse(text).unwrap();
        let derived = puzzle.rules.topology();
        derive(&puzzle.rules, &derived)
            .iter()
            .filter(|p| match p {
                Prop::Sum(s) => s.terms.iter().map(|t| t.cells.len()).sum::<usize>() == n,
                Prop::Cage(c) => c.cells.len() == n,
                _ => false,
            })
            .count()
    }

    /// Twelve little killer sums of 37 (ISS's collections, LITTLE_KILLER_SNIPES[10],
    /// https://sudokutheory.com/wiki/index.php?title=Snipes#Little_Killer).
    const SNIPE: &str = ".LittleKiller~37~R2C1.LittleKiller~37~R4C1.LittleKiller~37~R5C1\
         .LittleKiller~37~R9C2.LittleKiller~37~R9C3.LittleKiller~37~R9C4\
         .LittleKiller~37~R9C5.LittleKiller~37~R1C6.LittleKiller~37~R1C7\
         .LittleKiller~37~R1C8.LittleKiller~37~R1C9.LittleKiller~37~R8C9";

    #[test]
    fn short_diagonals_take_the_box_before_a_long_one() {
        // The long diagonal r1c1-r9c9 crosses the box's diagonal r1c3-r3c1 at r2c2;
        // the box's two short diagonals (12 and 9) meet fewer houses, so they are the
        // ones kept: the rest of the box is a hidden cage of four cells summing to 24.
        // (Kept in plain order, the long one would leave seven cells summing to 36.)
        let text = ".LittleKiller~33~R1C1.LittleKiller~12~R1C3.LittleKiller~9~R1C2";
        let puzzle = iss::parse(text).unwrap();
        let derived = puzzle.rules.topology();
        let cages: Vec<(Vec<u8>, i32)> = derive(&puzzle.rules, &derived)
            .into_iter()
            .filter_map(|p| match p {
                Prop::Cage(c) => Some((c.cells, c.total)),
                _ => None,
            })
            .collect();
        assert!(cages.contains(&(vec![0, 11, 19, 20], 24)), "{cages:?}");
        assert_eq!(derived_of_size(text, 7), 0);
    }

    #[test]
    fn neighbouring_little_killers_combine() {
        // Two pairs of its diagonals see each other enough: 15 cells summing to 74, twice.
        assert_eq!(derived_of_size(SNIPE, 15), 2);
        // Two of them alone, whose union leaves as much room as each: nothing.
        assert_eq!(
            derived_of_size(".LittleKiller~37~R2C1.LittleKiller~37~R4C1", 14),
            0
        );
        // Small cages never combine.
        assert_eq!(
            derived_of_size(".Cage~10~R1C1~R1C2.Cage~10~R2C1~R2C2", 4),
            0
        );
    }
}
