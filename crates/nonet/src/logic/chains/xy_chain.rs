//! XY-Chain: a chain of bivalue cells, shortest first.
//!
//! **Pattern.** Bivalue cells `c0, c1, …, cn`, each seeing the next, where consecutive
//! cells share the digit that links them: `c0 = {a, x1}`, `c1 = {x1, x2}`, …,
//! `cn = {xn, a}`. If `c0` is not `a` it is `x1`, so `c1` is not `x1` but `x2`, …, so
//! `cn` is `a`: one end is `a`. In Eureka notation
//! `(a)c0=(x1)c0-(x1)c1=(x2)c1-…-(xn)cn=(a)cn`. **Eliminations.** `a` from every cell
//! that sees both ends (other than chain cells). **Loops.** When the ends see each other
//! the chain closes: every link then holds its digit exactly once, so each link's digit
//! also goes from every cell that sees both of its cells.
//! **Order.** Shortest first: 3 cells (the XY-Wing shape), then 4, … up to
//! [`MAX_CELLS`]; at each length, start cells ascending, the end digit `a` ascending,
//! end cells ascending. A chain and its reverse are sent once (from the lower end; a
//! loop from its lowest cell, in the direction of its lower neighbour).
//! **Search.** One breadth-first search per start cell and digit
//! (`Layers`), advanced together a cell at a time.
//! **Links.** Peers come from [`Links`]: the classic tables here, a topology's peers
//! on a variant board (`groups::chains`).
//! **Rating.** 5.0, Master: the eight-tier ladder lists no XY-Chain value and Sudoku
//! Explainer 1.2.1
//! has no XY-Chain (it rates such chains as forcing XY chains at 7.0+, not
//! this finder); 5.0 keeps it after X-Chain (4.5) and the wings, below BUG+1 (5.6) and
//! AIC (6.0).
//!
//! **Example.** r1c1 `{1,3}`, r1c5 `{3,7}`, r2c6 `{6,7}`, r2c8 `{6,8}`, r3c9 `{1,8}`:
//! if r1c1 is not 1 then r3c9 is, so cells seeing both are not 1 (the example of Sudoku
//! Solver's XY-Chain page, sadmansoftware.com).

use std::ops::ControlFlow;

use super::layers::Layers;
use crate::grid::{Candidates, Cell, CellSet, Digit};
use crate::logic::groups::links::{Classic, Links};
use crate::logic::pattern::{Chain, LinkKind, Node};
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The longest chain searched, in cells.
pub(crate) const MAX_CELLS: usize = 12;

/// Sends every XY-Chain (and XY-loop) that eliminates something, shortest first.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_with(board, &Classic, sink)
}

/// Sends every XY-Chain whose cells are joined by peers through `links` (victims seeing
/// both ends through them too): the classic search on [`Classic`], its form over any
/// topology on a topology's links.
pub(crate) fn find_with(board: &Board, links: &impl Links, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let bivalue: CellSet = board
        .empty_cells()
        .iter()
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    if bivalue.len() < 3 {
        return ControlFlow::Continue(());
    }
    let mut searches: Vec<Search> = Vec::new();
    for start in bivalue {
        for end_digit in board.candidates(start) {
            searches.push(Search::new(board, start, end_digit));
        }
    }
    for cells in 2..=MAX_CELLS {
        let mut alive = false;
        for s in &mut searches {
            s.extend(board, links, bivalue);
            alive |= !s.layers.is_exhausted();
        }
        if cells >= 3 {
            for s in &searches {
                s.send(board, links, sink)?;
            }
        }
        if !alive {
            break;
        }
    }
    ControlFlow::Continue(())
}

/// A state's bit: which of its cell's two digits is on (0 the lower, 1 the higher).
fn state(board: &Board, cell: Cell, on: Digit) -> usize {
    let lower = board.candidates(cell).first() == Some(on);
    cell.index() * 2 + usize::from(!lower)
}

/// The digit a state has on.
fn on_digit(board: &Board, state: usize) -> Option<Digit> {
    let cands = board.candidates(Layers::cell(state));
    if state % 2 == 0 {
        cands.first()
    } else {
        (cands - Candidates::single(cands.first()?)).first()
    }
}

/// The chains from one start cell, assumed not to hold `end_digit`.
struct Search {
    start: Cell,
    end_digit: Digit,
    layers: Layers,
}

impl Search {
    fn new(board: &Board, start: Cell, end_digit: Digit) -> Search {
        let other = (board.candidates(start) - Candidates::single(end_digit))
            .first()
            .unwrap_or(end_digit);
        Search {
            start,
            end_digit,
            layers: Layers::new(state(board, start, other)),
        }
    }

    /// One more cell: from each state (a cell with digit `e` on), to each bivalue peer
    /// holding `e`, which then has its other digit on.
    fn extend(&mut self, board: &Board, links: &impl Links, bivalue: CellSet) {
        self.layers.advance(|s, path, reach| {
            let Some(e) = on_digit(board, s) else {
                return;
            };
            let next = links.peers(Layers::cell(s)) & bivalue & (board.cells_with(e) - path);
            for cell in next {
                if let Some(other) = (board.candidates(cell) - Candidates::single(e)).first() {
                    reach(state(board, cell, other));
                }
            }
        });
    }

    /// Sends the chains of the current layer that end with `end_digit` on.
    fn send(&self, board: &Board, links: &impl Links, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let a = self.end_digit;
        let mut states = [0usize; MAX_CELLS];
        for &end in self.layers.frontier() {
            let end = usize::from(end);
            if on_digit(board, end) != Some(a) {
                continue;
            }
            let last = Layers::cell(end);
            let loop_ = links.sees(last, self.start);
            if !loop_ && self.start > last {
                continue;
            }
            let ends = links.peers(self.start) & links.peers(last);
            if !loop_ && (ends & board.cells_with(a)).is_empty() {
                continue;
            }
            let n = self.layers.path(end, &mut states);
            let path = &states[..n];
            let on_path = self.layers.path_cells(end);
            if loop_ && (on_path.first() != Some(self.start) || Layers::cell(path[1]) > last) {
                continue;
            }
            let mut step = Step::new(Technique::XyChain, self.chain(board, path, loop_));
            for cell in ends & (board.cells_with(a) - on_path) {
                step.push_elimination(cell, a);
            }
            if loop_ {
                for w in path.windows(2) {
                    let (x, y) = (Layers::cell(w[0]), Layers::cell(w[1]));
                    let Some(link) = on_digit(board, w[0]) else {
                        continue;
                    };
                    let seeing = links.peers(x) & links.peers(y);
                    for cell in seeing & (board.cells_with(link) - on_path) {
                        step.push_elimination(cell, link);
                    }
                }
            }
            if step.is_productive() {
                sink(step)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// `(a)c0=(x1)c0-(x1)c1=…=(a)cn`, closed by `-(a)c0` for a loop.
    fn chain(&self, board: &Board, path: &[usize], loop_: bool) -> Pattern {
        let mut nodes = Vec::with_capacity(2 * path.len() + 1);
        let mut links = Vec::with_capacity(2 * path.len());
        let mut off = self.end_digit;
        for (i, &s) in path.iter().enumerate() {
            let cell = Layers::cell(s);
            let on = on_digit(board, s).unwrap_or(off);
            if i > 0 {
                links.push(LinkKind::Weak);
            }
            nodes.push(Node::cell(cell, off));
            nodes.push(Node::cell(cell, on));
            links.push(LinkKind::Strong);
            off = on;
        }
        if loop_ {
            links.push(LinkKind::Weak);
            nodes.push(Node::cell(self.start, self.end_digit));
        }
        Pattern::Chain(Chain { nodes, links })
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{first_step_on, pencil};

    /// The Enjoy Sudoku Players Forum thread "help with xy wing" (forum.enjoysudoku.com,
    /// t4304): the XY-Wing 6-(r4c3)-1-(r7c3)-5-(r7c9)-6 eliminates nothing, but the
    /// four-cell chain 3-(r4c5)-6-(r5c4)-9-(r5c8)-6-(r6c8)-3 takes 3 from r4c8 and r6c5.
    const FORUM_T4304: &str = "
        6 5 4 | 7 9 3 | 2 8 1
        3 2 8 | 4 1 6 | 7 5 9
        1 9 7 | 2 5 8 | 6 4 3
        8 7 16 | 169 36 2 | 5 369 4
        5 4 3 | 69 8 7 | 1 69 2
        9 16 2 | 156 346 145 | 8 36 7
        2 3 15 | 8 46 14 | 9 7 56
        7 8 56 | 3 2 9 | 4 1 56
        4 16 9 | 156 7 15 | 3 2 8";

    #[test]
    fn forum_four_cell_chain() {
        let step = first_step_on(&pencil(FORUM_T4304), Technique::XyChain).expect("xy-chain");
        assert_eq!(
            step.explanation(),
            "XY-Chain (3)r4c5=(6)r4c5-(6)r5c4=(9)r5c4-(9)r5c8=(6)r5c8-(6)r6c8=(3)r6c8: \
             r4c8<>3, r6c5<>3"
        );
    }

    /// Bivalue cells {1,2}, {2,3}, {3,1} that do not see one another make no chain.
    #[test]
    fn unlinked_cells_make_no_chain() {
        let mut board = crate::logic::Board::new(&crate::Grid::EMPTY);
        for (name, keep) in [("r1c1", [1, 2]), ("r5c5", [2, 3]), ("r9c9", [3, 1])] {
            let cell: crate::grid::Cell = name.parse().unwrap();
            for d in crate::grid::Digit::ALL {
                if !keep.contains(&d.get()) {
                    board.eliminate(cell, d);
                }
            }
        }
        assert!(first_step_on(&board, Technique::XyChain).is_none());
    }
}
