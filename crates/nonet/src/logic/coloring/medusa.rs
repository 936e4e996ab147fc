//! 3D Medusa: two-colouring the strong links between candidates.
//!
//! **Pattern.** A cluster: the candidates joined by strong links — the two digits of a
//! bivalue cell, the two places of a digit in a house — coloured alternately, so that
//! one colour is all true and the other all false.
//! **Conclusions.** A colour is false when, were it true: a cell would hold two of its
//! digits (rule 1: twice in a cell); two peers would hold its digit (rule 2: twice
//! in a unit); or a cell with none of its candidates in that colour would lose every
//! candidate, each one seeing the colour's same digit or lying in the other colour
//! (rule 6: cell emptied by colour). Then its candidates go and the other colour's are
//! placed. Otherwise: a cell holding both colours loses its uncoloured candidates
//! (rule 3); an uncoloured candidate that sees its digit in both colours goes (rule 4);
//! an uncoloured candidate that sees its digit in one colour, in a cell holding the
//! other colour, goes (rule 5). Each cluster's conclusions make one step.
//! **Order.** Clusters by their lowest candidate (cell, then digit), which takes the
//! first colour.
//! **Links.** Strong links' groups and peers come from [`Links`]: the classic houses
//! and tables here, a topology's full groups and peers on a variant board
//! (`groups::medusa`).
//! **Rating.** 5.0, Master (the eight-tier ladder; Sudoku Explainer 1.2.1 has no colouring).
//!
//! **Example.** SudokuWiki's 3D Medusa page: when one colour would put two candidates
//! of a cell (or two 7s of a row) in the solution, every candidate of that colour goes
//! and the other colour's are the answers.

use std::ops::ControlFlow;

use crate::grid::{Cell, CellSet, Digit};
use crate::logic::groups::links::{Classic, Links};
use crate::logic::registry::Sink;
use crate::logic::step::Candidate;
use crate::logic::{Board, Pattern, Step, Technique};

const UNCOLORED: u16 = u16::MAX;

/// Sends the conclusions of every cluster that has some, clusters in order.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    find_with(board, &Classic, sink)
}

/// Sends the conclusions of every cluster whose strong links (bivalue cells, a digit's
/// two places in a full group) and sightings are those of `links`: the classic search
/// on [`Classic`], its form over any topology on a topology's links.
pub(crate) fn find_with(board: &Board, links: &impl Links, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let mut cluster_of = [UNCOLORED; 729];
    let mut queue = [0u16; 729];
    let mut clusters = 0u16;
    for cell in board.empty_cells() {
        for d in board.candidates(cell) {
            let id = index(cell, d);
            if cluster_of[id] != UNCOLORED {
                continue;
            }
            let n = colour(board, links, id, clusters, &mut cluster_of, &mut queue);
            clusters += 1;
            if n < 2 {
                continue;
            }
            let colors = Colors::of(&queue[..n]);
            if let Some(step) = colors.step(board, links) {
                sink(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn index(cell: Cell, d: Digit) -> usize {
    cell.index() * 9 + d.index()
}

fn candidate(id: u16) -> (Cell, Digit) {
    let id = usize::from(id);
    (Cell::from_index(id / 9), Digit::from_index(id % 9))
}

/// Calls `f` for each candidate strongly linked to `d` in `cell`.
fn strong_links(
    board: &Board,
    links: &impl Links,
    cell: Cell,
    d: Digit,
    mut f: impl FnMut(Cell, Digit),
) {
    let cands = board.candidates(cell);
    if cands.len() == 2 {
        if let Some(other) = cands.without(d).first() {
            f(cell, other);
        }
    }
    for group in links.full_groups_of(cell) {
        let places = board.cells_with(d) & group;
        if places.len() == 2 {
            if let Some(other) = places.without(cell).first() {
                f(other, d);
            }
        }
    }
}

/// Colours the cluster of candidate `start` breadth first; its members go to
/// `queue[..n]`, each tagged with its colour in bit 15. Returns `n`.
fn colour(
    board: &Board,
    links: &impl Links,
    start: usize,
    cluster: u16,
    cluster_of: &mut [u16; 729],
    queue: &mut [u16; 729],
) -> usize {
    const COLOR: u16 = 0x8000;
    cluster_of[start] = cluster;
    queue[0] = start as u16;
    let (mut head, mut n) = (0, 1);
    while head < n {
        let item = queue[head];
        head += 1;
        let (cell, d) = candidate(item & !COLOR);
        let next_color = (item & COLOR) ^ COLOR;
        strong_links(board, links, cell, d, |c, e| {
            let id = index(c, e);
            if cluster_of[id] == UNCOLORED {
                cluster_of[id] = cluster;
                queue[n] = id as u16 | next_color;
                n += 1;
            }
        });
    }
    n
}

/// A cluster's two colours: the cells of each digit in each colour.
struct Colors {
    sets: [[CellSet; 9]; 2],
}

impl Colors {
    fn of(members: &[u16]) -> Colors {
        let mut sets = [[CellSet::EMPTY; 9]; 2];
        for &m in members {
            let (cell, d) = candidate(m & 0x7fff);
            sets[usize::from(m >> 15)][d.index()].insert(cell);
        }
        Colors { sets }
    }

    /// The cells holding a candidate of colour `k`.
    fn cells(&self, k: usize) -> CellSet {
        self.sets[k].iter().fold(CellSet::EMPTY, |s, &c| s | c)
    }

    /// The cells seeing digit `d` of colour `k`.
    fn seeing(&self, links: &impl Links, k: usize, d: usize) -> CellSet {
        self.sets[k][d]
            .iter()
            .fold(CellSet::EMPTY, |s, c| s | links.peers(c))
    }

    /// Whether colour `k` being true breaks a rule (1, 2 or 6).
    fn is_false(&self, board: &Board, links: &impl Links, k: usize) -> bool {
        let col = &self.sets[k];
        let (mut once, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
        for &cells in col {
            twice |= once & cells;
            once |= cells;
        }
        if !twice.is_empty() {
            return true;
        }
        for &cells in col {
            if cells.iter().any(|c| links.peers(c).intersects(cells)) {
                return true;
            }
        }
        let mut emptied = board.empty_cells() - once;
        for d in Digit::ALL {
            let killed = self.seeing(links, k, d.index()) | self.sets[1 - k][d.index()];
            emptied &= killed | !board.cells_with(d);
        }
        !emptied.is_empty()
    }

    /// The step of this cluster, if it concludes anything.
    fn step(&self, board: &Board, links: &impl Links) -> Option<Step> {
        let mut step = Step::new(Technique::Medusa, self.pattern());
        let false_color = match (
            self.is_false(board, links, 0),
            self.is_false(board, links, 1),
        ) {
            (true, false) => Some(0),
            (false, true) => Some(1),
            _ => None,
        };
        if let Some(k) = false_color {
            for d in Digit::ALL {
                for cell in self.sets[k][d.index()] {
                    step.push_elimination(cell, d);
                }
                for cell in self.sets[1 - k][d.index()] {
                    step.push_placement(cell, d);
                }
            }
            return Some(step);
        }
        let both = self.cells(0) & self.cells(1);
        for d in Digit::ALL {
            let i = d.index();
            let colored = self.sets[0][i] | self.sets[1][i];
            let (see0, see1) = (self.seeing(links, 0, i), self.seeing(links, 1, i));
            let other0 = self.sets[0]
                .iter()
                .enumerate()
                .filter(|&(e, _)| e != i)
                .fold(CellSet::EMPTY, |s, (_, &c)| s | c);
            let other1 = self.sets[1]
                .iter()
                .enumerate()
                .filter(|&(e, _)| e != i)
                .fold(CellSet::EMPTY, |s, (_, &c)| s | c);
            let victims = (both | (see0 & see1) | (other0 & see1) | (other1 & see0))
                & (board.cells_with(d) - colored);
            for cell in victims {
                step.push_elimination(cell, d);
            }
        }
        step.is_productive().then_some(step)
    }

    fn pattern(&self) -> Pattern {
        let list = |k: usize| -> Vec<Candidate> {
            let mut v: Vec<Candidate> = Digit::ALL
                .iter()
                .flat_map(|&d| {
                    self.sets[k][d.index()]
                        .iter()
                        .map(move |c| Candidate::new(c, d))
                })
                .collect();
            v.sort();
            v
        };
        Pattern::Coloring {
            colors: [list(0), list(1)],
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{example, first_step_on, pencil};

    // SudokuWiki's 3D Medusa examples (sudokuwiki.org/3D_Medusa), as pencil marks:
    // the board states transcribed in joeseibel/sudoku-solver's MedusaTest.

    /// Rule 1, twice in a cell: the 4s of row 2 start the colouring, r8c2 ends up with
    /// two candidates of one colour; that colour goes, the other is placed.
    const WIKI_RULE_1: &str = "
        17 9 3 | 8 2 4 | 5 6 17
        147 8 5 | 6 39 13 | 49 137 2
        2 14 6 | 139 7 5 | 49 13 8
        3 2 1 | 7 6 9 | 8 4 5
        469 46 49 | 2 5 8 | 3 17 17
        5 7 8 | 13 4 13 | 2 9 6
        8 5 49 | 49 1 6 | 7 2 3
        149 134 7 | 349 8 2 | 6 5 49
        69 346 2 | 5 39 7 | 1 8 49";

    /// Rule 3, two colours in a cell: r3c2 loses its uncoloured 8.
    const WIKI_RULE_3: &str = "
        2 9 1467 | 56 57 46 | 8 3 156
        145 18 1468 | 3568 2 3468 | 9 7 156
        357 378 678 | 1 578 9 | 4 56 2
        8 4 5 | 7 6 1 | 2 9 3
        6 123 12 | 2389 89 238 | 5 4 7
        37 237 9 | 23 4 5 | 16 16 8
        9 128 3 | 4 158 7 | 16 1256 56
        14 6 1248 | 258 3 28 | 7 125 9
        17 5 127 | 269 19 26 | 3 8 4";

    /// Rule 4, two colours elsewhere: 6 goes from r2c1 and r3c8.
    const WIKI_RULE_4: &str = "
        1 79 29 | 278 5 6 | 478 489 3
        256 4 3 | 1278 9 78 | 1578 568 68
        8 679 569 | 17 4 3 | 157 569 2
        47 3 48 | 5 6 789 | 2 1 49
        9 5 68 | 4 2 1 | 68 3 7
        467 2 1 | 78 3 789 | 4568 4568 469
        3 1 7 | 9 8 24 | 46 246 5
        2456 68 245 | 3 1 245 | 9 7 48
        245 89 2459 | 6 7 245 | 3 248 1";

    /// Rule 5, two colours unit + cell: r3c5<>8, r3c7<>6, r5c4<>6, r5c5<>1.
    const WIKI_RULE_5: &str = "
        9 2 3 | 4 68 7 | 68 1 5
        8 7 6 | 13 5 13 | 9 2 4
        5 14 14 | 2 689 69 | 678 3 78
        7 6 9 | 358 2 35 | 1 4 38
        4 3 2 | 168 167 16 | 78 5 9
        1 8 5 | 39 79 4 | 2 6 37
        36 9 8 | 56 4 2 | 35 7 1
        2 15 7 | 159 3 159 | 4 8 6
        36 145 14 | 7 16 8 | 35 9 2";

    #[test]
    fn rule_1_twice_in_a_cell() {
        let step = example(
            &pencil(WIKI_RULE_1),
            Technique::Medusa,
            &[
                "r2c1=4", "r2c5=3", "r2c7=9", "r3c2=1", "r3c4=9", "r3c7=4", "r8c1=1", "r8c4=3",
                "r9c2=3", "r9c5=9", "r2c5<>9", "r2c7<>4", "r3c2<>4", "r3c7<>9", "r8c2<>1",
                "r8c2<>3", "r9c5<>3",
            ],
        );
        assert_eq!(step.placements.len(), 10, "{step}");
    }

    #[test]
    fn rule_3_two_colours_in_a_cell() {
        let step = example(&pencil(WIKI_RULE_3), Technique::Medusa, &["r3c2<>8"]);
        assert_eq!(
            step.explanation(),
            "3D Medusa with colors 3r3c1 7r3c2 7r6c1 / 3r3c2 3r6c1 7r6c2: r3c2<>8"
        );
    }

    #[test]
    fn rule_4_two_colours_elsewhere() {
        example(
            &pencil(WIKI_RULE_4),
            Technique::Medusa,
            &["r2c1<>6", "r3c8<>6"],
        );
    }

    #[test]
    fn rule_5_two_colours_unit_and_cell() {
        example(
            &pencil(WIKI_RULE_5),
            Technique::Medusa,
            &["r3c5<>8", "r3c7<>6", "r5c4<>6", "r5c5<>1"],
        );
    }

    #[test]
    fn no_cluster_on_an_empty_grid() {
        let board = crate::logic::Board::new(&crate::Grid::EMPTY);
        assert!(first_step_on(&board, Technique::Medusa).is_none());
    }
}
