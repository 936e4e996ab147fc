//! X-Chain: an alternating chain of strong and weak links on one digit, shortest first.
//!
//! **Pattern.** For a digit, cells `c0 = c1 - c2 = c3 - … = cn`: each `=` a strong link
//! (the only two places of the digit in a house), each `-` a weak link (two places that
//! see each other). If `c0` is not the digit, `c1` is, `c2` is not, …, `cn` is: one end
//! holds it. **Eliminations.** The digit from every cell that sees both ends (other than
//! chain cells). **Loops.** When the ends see each other the chain closes into a
//! continuous nice loop: every link then holds the digit exactly once, so the digit also
//! goes from every cell that sees both cells of any link. When a chain leads from `c0`
//! back to `c0` through a strong link (`c0 = … = c0`), `c0` not being the digit would
//! force it to be: the digit is placed in `c0`.
//! **Order.** Shortest first: chains with 2 strong links (the turbot fish: Skyscraper,
//! 2-String Kite and their box forms), then 3, … up to [`MAX_STRONG_LINKS`]; at each
//! length, digits 1 to 9, start cells ascending, end cells ascending. A chain and its
//! reverse are sent once (from the lower start; a loop from its lowest cell).
//! **Search.** One breadth-first search per digit and start cell (`Layers`), all
//! advanced a layer at a time so the first step sent is a shortest one.
//! **Links.** Strong links' groups and peers come from [`Links`]: the classic houses
//! and tables here, a topology's full groups and peers on a variant board
//! (`groups::chains`).
//! **Rating.** 4.5, Master (the eight-tier ladder; Sudoku Explainer 1.2.1 rates X-chains as forcing
//! chains and cycles at 6.5+, not with this finder).
//!
//! **Example.** HoDoKu's Skyscraper is the shortest X-Chain of its grid:
//! `(1)r1c6=(1)r5c6-(1)r5c9=(1)r3c9`; r1c6 or r3c9 is 1, so r1c7, r1c8, r3c4 and r3c5,
//! which see both, are not.

use std::ops::ControlFlow;

use super::x_chain as pattern;
use crate::grid::{Cell, CellSet, Digit};
use crate::logic::chains::layers::Layers;
use crate::logic::groups::links::{Classic, Links};
use crate::logic::registry::Sink;
use crate::logic::{Board, Step, Technique};

/// The longest chain searched, in strong links.
pub(crate) const MAX_STRONG_LINKS: usize = 10;

const OFF: usize = 0;
const ON: usize = 1;

/// Sends every X-Chain (and X-loop) that eliminates or places something, shortest first.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_with(board, &Classic, sink)
}

/// Sends every X-Chain whose strong links are a digit's two places in a full group and
/// whose weak links join peers, both through `links`: the classic search on
/// [`Classic`], its form over any topology on a topology's links.
pub(crate) fn find_with(board: &Board, links: &impl Links, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let mut searches: Vec<Search> = Vec::new();
    for digit in Digit::ALL {
        for start in board.cells_with(digit) {
            if partners(board, links, digit, start).next().is_some() {
                searches.push(Search::new(digit, start));
            }
        }
    }
    for strong in 1..=MAX_STRONG_LINKS {
        let mut alive = false;
        for s in &mut searches {
            s.strong_layer(board, links, strong);
        }
        if strong >= 2 {
            for s in &searches {
                s.send(board, links, sink)?;
            }
        }
        for s in &mut searches {
            s.weak_layer(board, links);
            alive |= !s.layers.is_exhausted();
        }
        if !alive {
            break;
        }
    }
    ControlFlow::Continue(())
}

/// The other place of `digit` in each full group of `cell` where it has exactly two.
fn partners<'a>(
    board: &'a Board,
    links: &'a impl Links,
    digit: Digit,
    cell: Cell,
) -> impl Iterator<Item = Cell> + 'a {
    links.full_groups_of(cell).filter_map(move |group| {
        let places = board.cells_with(digit) & group;
        if places.len() == 2 {
            (places - CellSet::single(cell)).first()
        } else {
            None
        }
    })
}

/// The chains from one start cell, assumed not to hold the digit.
struct Search {
    digit: Digit,
    start: Cell,
    layers: Layers,
    /// An off state whose strong link leads back to the start: the start holds the
    /// digit (found at the current layer).
    closing: Option<usize>,
}

impl Search {
    fn new(digit: Digit, start: Cell) -> Search {
        Search {
            digit,
            start,
            layers: Layers::new(start.index() * 2 + OFF),
            closing: None,
        }
    }

    /// From the off states of the current layer, along strong links, to on states.
    fn strong_layer(&mut self, board: &Board, links: &impl Links, strong: usize) {
        let (digit, start) = (self.digit, self.start);
        let mut closing = None;
        self.layers.advance(|state, path, reach| {
            for partner in partners(board, links, digit, Layers::cell(state)) {
                if partner == start {
                    if strong >= 2 && closing.is_none() {
                        closing = Some(state);
                    }
                } else if !path.contains(partner) {
                    reach(partner.index() * 2 + ON);
                }
            }
        });
        self.closing = closing;
    }

    /// From the on states of the current layer, along weak links, to off states.
    fn weak_layer(&mut self, board: &Board, links: &impl Links) {
        let digit = self.digit;
        self.layers.advance(|state, path, reach| {
            let cell = Layers::cell(state);
            for other in links.peers(cell) & (board.cells_with(digit) - path) {
                reach(other.index() * 2 + OFF);
            }
        });
    }

    /// Sends the steps of the current layer: a placement if the chain closed on its
    /// start, then the chains ending at each on state.
    fn send(&self, board: &Board, links: &impl Links, sink: &mut Sink<'_>) -> ControlFlow<()> {
        let mut states = [0usize; 2 * MAX_STRONG_LINKS + 2];
        if let Some(last) = self.closing {
            let n = self.layers.path(last, &mut states);
            let mut nodes = self.nodes(&states[..n]);
            nodes.push(CellSet::single(self.start));
            let step = Step::new(Technique::XChain, pattern(self.digit, &nodes))
                .place(self.start, self.digit);
            sink(step)?;
        }
        for &end in self.layers.frontier() {
            let end = usize::from(end);
            let last = Layers::cell(end);
            let loop_ = links.sees(last, self.start);
            if !loop_ && self.start > last {
                continue;
            }
            let ends = links.peers(self.start) & links.peers(last);
            if !loop_ && (ends & board.cells_with(self.digit)).is_empty() {
                continue;
            }
            let n = self.layers.path(end, &mut states);
            let cells = &states[..n];
            let on_path = self.layers.path_cells(end);
            if loop_ && on_path.first() != Some(self.start) {
                continue;
            }
            let mut victims = ends & (board.cells_with(self.digit) - on_path);
            if loop_ {
                for w in cells.windows(2) {
                    let (a, b) = (Layers::cell(w[0]), Layers::cell(w[1]));
                    victims |=
                        links.peers(a) & links.peers(b) & (board.cells_with(self.digit) - on_path);
                }
            }
            if victims.is_empty() {
                continue;
            }
            let mut nodes = self.nodes(cells);
            if loop_ {
                nodes.push(CellSet::single(self.start));
            }
            let mut step = Step::new(Technique::XChain, pattern(self.digit, &nodes));
            for cell in victims {
                step.push_elimination(cell, self.digit);
            }
            sink(step)?;
        }
        ControlFlow::Continue(())
    }

    fn nodes(&self, states: &[usize]) -> Vec<CellSet> {
        states
            .iter()
            .map(|&s| CellSet::single(Layers::cell(s)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{all_steps_on, first_step_on, pencil, without};

    /// HoDoKu's Skyscraper example (see `skyscraper.rs`) is the shortest X-Chain there.
    #[test]
    fn hodoku_skyscraper_is_a_short_x_chain() {
        let board = pencil(super::super::skyscraper::tests::HODOKU_SK01);
        let step = first_step_on(&board, Technique::XChain).expect("x-chain");
        assert_eq!(
            step.explanation(),
            "X-Chain on 1: (1)r1c6=(1)r5c6-(1)r5c9=(1)r3c9: r1c7<>1, r1c8<>1, r3c4<>1, r3c5<>1"
        );
    }

    /// Three strong links in rows 1, 5 and 9 (Sudopedia's X-Chain: a chain of strong
    /// links on one digit joined by weak ones): r1c1 or r9c2 is 7, so r2c2, r3c2 (box 1,
    /// column 2) and r7c1, r8c1 (column 1, box 7) are not. No shorter chain eliminates anything.
    #[test]
    fn three_strong_links() {
        let mut gone = vec![];
        for c in [2, 3, 4, 6, 7, 8, 9] {
            gone.push(format!("r1c{c}"));
        }
        for c in [1, 2, 3, 4, 6, 7, 9] {
            gone.push(format!("r5c{c}"));
        }
        for c in [1, 3, 4, 5, 6, 7, 9] {
            gone.push(format!("r9c{c}"));
        }
        let names: Vec<&str> = gone.iter().map(String::as_str).collect();
        let step = first_step_on(&without(7, &names), Technique::XChain).expect("x-chain");
        assert_eq!(
            step.explanation(),
            "X-Chain on 7: (7)r1c1=(7)r1c5-(7)r5c5=(7)r5c8-(7)r9c8=(7)r9c2: \
             r2c2<>7, r3c2<>7, r7c1<>7, r8c1<>7"
        );
    }

    /// A continuous nice loop r1c1=r1c5-r2c6=r8c6-r8c2=r2c2-r1c1: every weak link's
    /// house loses its other 7s.
    #[test]
    fn continuous_loop() {
        let mut gone = vec![];
        for c in [2, 3, 4, 6, 7, 8, 9] {
            gone.push(format!("r1c{c}"));
        }
        for r in [1, 3, 4, 5, 6, 7, 9] {
            gone.push(format!("r{r}c6"));
            gone.push(format!("r{r}c2"));
        }
        let names: Vec<&str> = gone.iter().map(String::as_str).collect();
        let steps = all_steps_on(&without(7, &names), Technique::XChain);
        let text = "X-Chain on 7: (7)r1c1=(7)r1c5-(7)r2c6=(7)r8c6-(7)r8c2=(7)r2c2-(7)r1c1: \
             r2c1<>7, r2c3<>7, r2c4<>7, r2c5<>7, r3c1<>7, r3c3<>7, r3c4<>7, r3c5<>7, \
             r8c1<>7, r8c3<>7, r8c4<>7, r8c5<>7, r8c7<>7, r8c8<>7, r8c9<>7";
        assert!(steps.iter().any(|s| s.explanation() == text), "{steps:#?}");
    }

    /// Row 1 and column 1 hold 7 only in r1c1 and one box-1 cell each, and those two
    /// see each other: if r1c1 were not 7, box 1 would need two 7s. It is placed.
    #[test]
    fn discontinuous_loop_places_the_digit() {
        let board = without(
            7,
            &[
                "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r3c1", "r4c1", "r5c1",
                "r6c1", "r7c1", "r8c1", "r9c1",
            ],
        );
        let step = first_step_on(&board, Technique::XChain).expect("x-chain");
        assert_eq!(
            step.explanation(),
            "X-Chain on 7: (7)r1c1=(7)r2c1-(7)r1c2=(7)r1c1: r1c1=7"
        );
    }

    #[test]
    fn no_chain_without_strong_links() {
        let board = crate::logic::Board::new(&crate::Grid::EMPTY);
        assert!(first_step_on(&board, Technique::XChain).is_none());
    }
}
