//! Kraken Fish: a finned fish whose every fin, through a chain, removes the victim.
//!
//! **Pattern.** For a digit, n base lines (2 to 4: X-Wing to Jellyfish) and n cover
//! lines of the other kind, each cover line holding a base place and each base line a
//! place in the covers; the base places outside the covers are the fins (1 to
//! [`MAX_FINS`], anywhere). Either no fin holds the digit, and the fish puts it in the
//! base lines' cover cells, or some fin does.
//! **Eliminations.** The digit, from each cover-line cell outside the base lines that
//! every fin turns off: directly (the fin sees it) or through a chain of the
//! [link graph](crate::logic::chains) — the fin true, its weak partners false, their
//! strong partners true, … up to the victim false. A fish whose fins all see every
//! victim is a plain finned fish and is left to that technique.
//! **Order.** Sizes 2 to 4; columns as base (rows as cover), then rows as base; base
//! lines in colex order; digits 1 to 9; cover lines in colex order.
//! **Rating.** 8.0, Extreme (the eight-tier ladder; Sudoku Explainer 1.2.1 has no Kraken Fish).
//!
//! **Example.** Sudopedia's Kraken X-Wing: 5 in columns 2 and 5 only in rows 2 and 5,
//! plus a fin r8c2 that sees neither r2c8 nor r5c8; row 9 holds 5 only in r9c3 and
//! r9c8. If the fin is not 5 the X-Wing clears rows 2 and 5; if it is,
//! `(5)r8c2-(5)r9c3=(5)r9c8` puts 5 in r9c8, which sees both. r2c8, r5c8 <> 5.

use std::ops::ControlFlow;

use crate::bits::indices;
use crate::grid::{Cell, CellSet, Digit, House, HouseKind};
use crate::logic::chains::graph::Graph;
use crate::logic::chains::implications::Implications;
use crate::logic::order::colex;
use crate::logic::registry::Sink;
use crate::logic::{Board, Pattern, Step, Technique};

/// The most fins a Kraken Fish may have.
pub(crate) const MAX_FINS: u32 = 3;

/// Sends every Kraken Fish that eliminates something a plain finned fish does not.
pub(crate) fn find(board: &Board, sink: &mut Sink<'_>) -> ControlFlow<()> {
    let mut found: Option<(Graph, Kills)> = None;
    for size in 2..=4 {
        for (base_kind, cover_kind) in [
            (HouseKind::Column, HouseKind::Row),
            (HouseKind::Row, HouseKind::Column),
        ] {
            for lines in colex(9, size) {
                for digit in Digit::ALL {
                    let mut places = [0u16; 4];
                    for (p, n) in places.iter_mut().zip(indices(lines)) {
                        *p = board.positions(House::new(base_kind, n as u8), digit);
                    }
                    let places = &places[..size as usize];
                    let union = places.iter().fold(0u16, |u, &p| u | p);
                    if places.contains(&0) || union.count_ones() <= size {
                        continue;
                    }
                    for covers in colex(9, size) {
                        let covers = covers as u16;
                        if covers & !union != 0 || places.iter().any(|&p| p & covers == 0) {
                            continue;
                        }
                        let fin_count: u32 =
                            places.iter().map(|&p| (p & !covers).count_ones()).sum();
                        if fin_count > MAX_FINS {
                            continue;
                        }
                        let fish = Fish {
                            digit,
                            base: (base_kind, lines as u16),
                            cover: (cover_kind, covers),
                        };
                        let (fins, targets) = fish.cells(board);
                        if targets.is_empty() {
                            continue;
                        }
                        let (graph, kills) =
                            found.get_or_insert_with(|| (Graph::new(board), Kills::new()));
                        if let Some(step) = fish.step(board, graph, kills, fins, targets) {
                            sink(step)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// A fish: its digit, and its base and cover lines (a kind and a mask of numbers).
struct Fish {
    digit: Digit,
    base: (HouseKind, u16),
    cover: (HouseKind, u16),
}

/// The lines of `kind` in `mask`.
fn lines((kind, mask): (HouseKind, u16)) -> Vec<House> {
    indices(u32::from(mask))
        .map(|n| House::new(kind, n as u8))
        .collect()
}

/// The cells of the lines of `kind` in `mask`.
fn line_cells((kind, mask): (HouseKind, u16)) -> CellSet {
    indices(u32::from(mask)).fold(CellSet::EMPTY, |s, n| {
        s | House::new(kind, n as u8).cell_set()
    })
}

impl Fish {
    /// The fins (base places outside the covers) and the targets (cover places
    /// outside the base lines).
    fn cells(&self, board: &Board) -> (CellSet, CellSet) {
        let (base, cover) = (line_cells(self.base), line_cells(self.cover));
        let places = board.cells_with(self.digit);
        (places & (base - cover), places & (cover - base))
    }

    /// The step, if every fin kills some target and one of them needs a chain.
    fn step(
        &self,
        board: &Board,
        graph: &Graph,
        kills: &mut Kills,
        fins: CellSet,
        targets: CellSet,
    ) -> Option<Step> {
        let d = self.digit;
        let mut victims = targets;
        let mut seen_by_all = targets;
        for fin in fins {
            victims &= kills.of(board, graph, fin, d);
            seen_by_all &= CellSet::peers_of(fin);
            if victims.is_empty() {
                return None;
            }
        }
        if (victims - seen_by_all).is_empty() {
            return None;
        }
        let mut chains = Vec::new();
        for victim in victims {
            for fin in fins {
                chains.extend(kills.implications.chain_to(board, graph, fin, d, d, victim));
            }
        }
        let mut step = Step::new(
            Technique::KrakenFish,
            Pattern::Kraken {
                digit: d,
                base: lines(self.base),
                cover: lines(self.cover),
                fins,
                chains,
            },
        );
        for victim in victims {
            step.push_elimination(victim, d);
        }
        Some(step)
    }
}

/// What each candidate, true, kills of its own digit: computed when first asked.
struct Kills {
    implications: Implications,
    done: Vec<bool>,
    cells: Vec<CellSet>,
}

impl Kills {
    fn new() -> Kills {
        Kills {
            implications: Implications::new(),
            done: vec![false; 729],
            cells: vec![CellSet::EMPTY; 729],
        }
    }

    fn of(&mut self, board: &Board, graph: &Graph, cell: Cell, d: Digit) -> CellSet {
        let i = cell.index() * 9 + d.index();
        if !self.done[i] {
            self.done[i] = true;
            self.cells[i] = self.implications.kills(board, graph, cell, d, d);
        }
        self.cells[i]
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::testing::{all_steps_on, first_step_on, without};

    /// Sudopedia's Kraken X-Wing (sudopedia.org/wiki/Kraken_Fish), on 5: columns 2 and
    /// 5 hold it only in rows 2 and 5, plus the fin r8c2; row 9 only in r9c3 and r9c8.
    /// The fin, true, turns r9c3 off and r9c8 on, so r2c8 and r5c8 lose 5 either way.
    #[test]
    fn sudopedia_kraken_x_wing() {
        let mut gone: Vec<String> = Vec::new();
        for r in [1, 3, 4, 6, 7, 9] {
            gone.push(format!("r{r}c2"));
        }
        for r in [1, 3, 4, 6, 7, 8, 9] {
            gone.push(format!("r{r}c5"));
        }
        for c in [1, 4, 6, 7, 9] {
            gone.push(format!("r9c{c}"));
        }
        let names: Vec<&str> = gone.iter().map(String::as_str).collect();
        let steps = all_steps_on(&without(5, &names), Technique::KrakenFish);
        let texts: Vec<String> = steps.iter().map(|s| s.explanation()).collect();
        let wanted = "Kraken Fish on 5 in columns 2 and 5, rows 2 and 5 with fin r8c2: ";
        let text = texts
            .iter()
            .find(|t| t.starts_with(wanted))
            .unwrap_or_else(|| panic!("{texts:#?}"));
        assert_eq!(
            &text[wanted.len()..],
            "(5)r8c2-(5)r9c3=(5)r9c8-(5)r2c8; (5)r8c2-(5)r9c3=(5)r9c8-(5)r5c8: \
             r2c8<>5, r5c8<>5"
        );
    }

    #[test]
    fn no_fish_on_an_empty_grid() {
        let board = crate::logic::Board::new(&crate::Grid::EMPTY);
        assert!(first_step_on(&board, Technique::KrakenFish).is_none());
    }
}
