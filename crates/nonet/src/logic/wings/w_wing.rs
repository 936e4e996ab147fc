//! W-Wing: two bivalue cells with the same pair, joined by a strong link on one digit.
//!
//! **Pattern.** Cells A and B (that do not see each other) both hold exactly `{x,y}`; in
//! some house `x` has only two places P and Q, P seeing A and Q seeing B. If A were not
//! `y` it would be `x`, so P would not be, so Q would be, so B would not be `x` but `y`:
//! one of A and B is `y`. **Eliminations.** `y` from every cell that sees both A and B.
//! As a chain: `(y)A=(x)A-(x)P=(x)Q-(x)B=(y)B`.
//! **Order.** A then B in increasing cell order; the linking digit `x` ascending; the
//! first strong link found (houses box, column, row, each 1 to 9) gives the step: any
//! link gives the same eliminations.
//! **Links.** Peers and the strong link's groups are parameters ([`Links`]): the
//! classic tables and houses here, a topology's peers and full groups on a variant
//! board (`groups::wings`).
//! **Rating.** 4.4 (the eight-tier ladder's value; Sudoku Explainer 1.2.1 has no W-Wing).
//!
//! **Example.** HoDoKu's W-Wing: r1c9 and r8c7 hold `{1,4}`; 1 in column 3 is only in
//! r1c3 (which sees r1c9) and r8c3 (which sees r8c7); so r1c7, r2c7, r3c7, r8c9 and
//! r9c9 are not 4.

use std::ops::ControlFlow;

use crate::grid::{Cell, CellSet, Digit};
use crate::logic::groups::links::{Classic, Links};
use crate::logic::order::BOX_COLUMN_ROW;
use crate::logic::pattern::{Chain, LinkKind, Node};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// Sends every W-Wing that eliminates something.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_with(
        board,
        &Classic,
        BOX_COLUMN_ROW.iter().map(|h| h.cell_set()),
        sink,
    )
}

/// Sends every W-Wing whose cells and link ends see each other through `links`, with
/// its strong link in one of `groups` (groups holding all nine digits, tried in that
/// order): the classic search on [`Classic`] and the houses, its form over any
/// topology on a topology's links and full groups.
pub(crate) fn find_with(
    board: &Board,
    links: &impl Links,
    groups: impl Iterator<Item = CellSet> + Clone,
    sink: &mut Sink<'_>,
) -> ControlFlow<()> {
    let bivalue: CellSet = board
        .empty_cells()
        .iter()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    for a in bivalue {
        let pair = board.candidates(a);
        let later = CellSet::from_bits(bivalue.bits() & !((2u128 << a.index()) - 1));
        for b in later {
            if board.candidates(b) != pair || links.sees(a, b) {
                continue;
            }
            let seeing = links.peers(a) & links.peers(b);
            for x in pair {
                let Some(y) = (pair.without(x)).first() else {
                    continue;
                };
                let victims = seeing & board.cells_with(y);
                if victims.is_empty() {
                    continue;
                }
                let Some((p, q)) = strong_link(board, links, groups.clone(), x, [a, b]) else {
                    continue;
                };
                let mut step = Step::new(Technique::WWing, chain(a, b, p, q, x, y));
                for cell in victims {
                    step.push_elimination(cell, y);
                }
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The first strong link on `x` (one of `groups` where `x` has two places), other
/// than through `a` or `b`, with one end seeing `a` and the other seeing `b`: (end
/// seeing a, end seeing b).
fn strong_link(
    board: &Board,
    links: &impl Links,
    mut groups: impl Iterator<Item = CellSet>,
    x: Digit,
    [a, b]: [Cell; 2],
) -> Option<(Cell, Cell)> {
    let ends = CellSet::single(a).with(b);
    groups.find_map(|group| {
        let places = board.cells_with(x) & group;
        if places.len() != 2 || places.intersects(ends) {
            return None;
        }
        let mut it = places.iter();
        let (p, q) = (it.next()?, it.next()?);
        if links.sees(p, a) && links.sees(q, b) {
            Some((p, q))
        } else if links.sees(q, a) && links.sees(p, b) {
            Some((q, p))
        } else {
            None
        }
    })
}

fn chain(a: Cell, b: Cell, p: Cell, q: Cell, x: Digit, y: Digit) -> Pattern {
    use LinkKind::{Strong, Weak};
    Pattern::Chain(Chain {
        nodes: vec![
            Node::cell(a, y),
            Node::cell(a, x),
            Node::cell(p, x),
            Node::cell(q, x),
            Node::cell(b, x),
            Node::cell(b, y),
        ],
        links: vec![Strong, Weak, Strong, Weak, Strong],
    })
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step_on, pencil};

    /// HoDoKu's W-Wing example w02 (hodoku.sourceforge.net, show_example.php?file=w02
    /// &tech=W-Wing): "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 =>
    /// r123c7,r89c9<>4".
    const HODOKU_W02: &str = "
        6 134 123 | 9 5 48 | 12348 7 14
        347 1347 9 | 67 2 48 | 13458 136 145
        247 5 8 | 67 3 1 | 24 269 49
        1 6 4 | 3 8 9 | 7 5 2
        238 38 23 | 1 7 5 | 9 4 6
        5 9 7 | 2 4 6 | 13 13 8
        9 2 5 | 4 1 7 | 6 8 3
        3478 13478 13 | 5 6 2 | 14 19 1479
        47 147 6 | 8 9 3 | 1245 12 1457";

    #[test]
    fn hodoku_w_wing() {
        let step = first_step_on(&pencil(HODOKU_W02), Technique::WWing).expect("w-wing");
        assert_eq!(
            step.explanation(),
            "W-Wing on 1 and 4: (4)r1c9=(1)r1c9-(1)r1c3=(1)r8c3-(1)r8c7=(4)r8c7: \
             r1c7<>4, r2c7<>4, r3c7<>4, r8c9<>4, r9c9<>4"
        );
    }

    #[test]
    fn silent_without_bivalue_cells() {
        let board = crate::logic::Board::new(&crate::Grid::EMPTY);
        assert!(first_step_on(&board, Technique::WWing).is_none());
    }
}
