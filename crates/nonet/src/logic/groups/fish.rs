//! X-Wing, Swordfish and Jellyfish over families of groups that each cover every cell
//! once: rows, columns, a jigsaw's regions, and nine groups of a constraint that
//! split the grid (jigsaw regions given as extra regions, the disjoint groups).
//!
//! **Pattern.** For a digit, n base groups of one family whose places for it all fall
//! in n cover groups of another. **Eliminations.** The digit, from the cover groups'
//! cells outside the base groups. **Why it holds.** The groups of a family are
//! disjoint and each holds the digit once, so the base groups hold it n times, all in
//! the cover groups, which hold it only n times: the cover groups' other cells have
//! none. **Order.** Rows against columns as the classic finder has them (its steps,
//! byte for byte), then every other ordered pair of families (families by their first
//! group id); group tuples in colex order outside, digits 1 to 9 inside. A box
//! against a line is an intersection or a Franken fish, which other rows find, so
//! boxes are no family here.

use std::ops::ControlFlow;

use crate::bits::indices;
use crate::grid::{CellSet, Digit, House};
use crate::logic::fish::basic_fish;
use crate::logic::order::tight_subsets;
use crate::logic::registry::Sink;
use crate::logic::{Board, Technique};
use crate::rules::Topology;

/// A family of nine disjoint groups covering the grid, numbered from its first
/// group id.
pub(super) type Family = usize;
const ROWS: Family = 0;
const COLUMNS: Family = 9;

/// Sends every basic fish of `size` (2, 3, 4) that eliminates something.
pub(crate) fn find(board: &Board, size: u32, sink: &mut Sink<'_>) -> ControlFlow<()> {
    basic_fish::find(board, size, sink)?;
    let families = families(board.topology());
    if families.len() == 2 {
        return ControlFlow::Continue(());
    }
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let pairs = families
        .iter()
        .flat_map(|&a| families.iter().map(move |&b| (a, b)));
    for pair in pairs.filter(|&(a, b)| a != b && a.max(b) > COLUMNS) {
        let mut found = Vec::new();
        for digit in Digit::ALL {
            fish_of(board, digit, size, pair, |key, base, cover| {
                found.push((key, digit, base, cover));
            });
        }
        found.sort_by_key(|&(key, digit, ..)| (key, digit));
        for (_, digit, base, cover) in found {
            sink(basic_fish::fish_step(board, technique, digit, base, cover))?;
        }
    }
    ControlFlow::Continue(())
}

/// The families of `topology`: rows, columns, the regions when they are no boxes, and
/// each run of nine full groups of the constraints that splits the grid.
pub(super) fn families(topology: &Topology) -> Vec<Family> {
    let mut out = vec![ROWS, COLUMNS];
    if !topology.has_boxes() {
        out.push(18);
    }
    let groups = topology.groups();
    let mut first = 27;
    while first + 9 <= groups.len() {
        let run = &groups[first..first + 9];
        let cells = run.iter().fold(CellSet::EMPTY, |s, g| s | g.cells);
        let sizes: u32 = run.iter().map(|g| g.cells.len()).sum();
        if cells == CellSet::ALL && sizes == 81 {
            out.push(first);
            first += 9;
        } else {
            first += 1;
        }
    }
    out
}

/// The group `n` (0 to 8) of `family`.
pub(super) fn group(family: Family, n: usize) -> House {
    House::group(family + n)
}

/// Calls `f(key, base, cover)` (key: the base groups' numbers as bits, whose order is
/// colex) for every fish of `digit` with `size` base groups of the
/// first family (two to `size` places each) whose places lie in `size` groups of the
/// second that hold the digit elsewhere.
fn fish_of(
    board: &Board,
    digit: Digit,
    size: u32,
    (base_family, cover_family): (Family, Family),
    mut f: impl FnMut(u32, Vec<House>, Vec<House>),
) {
    let topology = board.topology();
    let open = board.cells_with(digit);
    // Each candidate base group's places as the cover groups they fall in.
    let mut numbers = [0usize; 9];
    let mut masks = [0u16; 9];
    let mut len = 0;
    for n in 0..9 {
        let places = open & topology.cells(group(base_family, n));
        if !(2..=size).contains(&places.len()) {
            continue;
        }
        numbers[len] = n;
        masks[len] = (0..9)
            .filter(|&c| !(places & topology.cells(group(cover_family, c))).is_empty())
            .fold(0, |m, c| m | 1 << c);
        len += 1;
    }
    let _ = tight_subsets(&masks[..len], size, |chosen, covers| {
        let base: Vec<House> = indices(chosen)
            .map(|i| group(base_family, numbers[i]))
            .collect();
        let cover: Vec<House> = indices(u32::from(covers))
            .map(|c| group(cover_family, c))
            .collect();
        if !basic_fish::victims(board, digit, &base, &cover).is_empty() {
            let key = indices(chosen).fold(0, |m, i| m | 1 << numbers[i]);
            f(key, base, cover);
        }
        ControlFlow::Continue(())
    });
}
