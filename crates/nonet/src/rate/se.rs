//! The Sudoku Explainer rating (ER / EP / ED), reproducing Sudoku Explainer 1.2.1.
//!
//! The rules are `se-rating.md`'s: producers run in SE's fixed order and the first hint
//! of the first producer that has one is applied (§1.5); ER is the highest rating of any
//! step, EP the highest up to the first placing step, ED the first step's rating (§1.2).
//! The producers are the shared technique finders, enumerating in SE's order.

use std::fmt;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use super::SeValue;
use crate::grid::{Cell, Digit, Grid, House, HouseKind};
use crate::logic::forcing::{self, Producer as Chaining};
use crate::logic::uniqueness::{bug, unique_loops};
use crate::logic::{Board, Sink, Step, exclusion, fish, intersections, singles, subsets, wings};

/// A rating in tenths: `72` is 7.2. SE prints ratings with one decimal, and nonet keeps
/// and compares them as integers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tenths(pub u16);

impl Tenths {
    /// SE's "beyond solver": no producer found a step on an unsolved grid.
    pub const BEYOND: Tenths = Tenths(200);
}

impl From<SeValue> for Tenths {
    fn from(v: SeValue) -> Tenths {
        Tenths(v.tenths())
    }
}

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl serde::Serialize for Tenths {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(f64::from(self.0) / 10.0)
    }
}

/// A puzzle's Sudoku Explainer rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct SeRating {
    /// The hardest step.
    pub er: Tenths,
    /// The hardest step up to and including the first placement.
    pub ep: Tenths,
    /// The first step.
    pub ed: Tenths,
}

impl fmt::Display for SeRating {
    /// `ER/EP/ED`, e.g. `7.2/2.0/2.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.er, self.ep, self.ed)
    }
}

/// How a rating run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeOutcome {
    /// Rated. `steps` is the number of hints applied.
    Rated { rating: SeRating, steps: usize },
    /// The time limit ran out first: no number is given, never a wrong one.
    Timeout,
}

/// Options of the rater.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeOptions {
    /// Give up after this much time: checked between steps and, inside the chaining
    /// producers, once per source cell at every nesting depth.
    pub time_limit: Option<Duration>,
}

/// One of SE's hint producers: a name and a function sending its hints, first the one
/// SE would pick.
#[derive(Clone, Copy)]
pub struct Producer {
    pub name: &'static str,
    pub run: fn(&Board, &mut Sink<'_>) -> ControlFlow<()>,
}

/// SE 1.2.1's producers in order (`se-rating.md` §1.5). Producers whose techniques are
/// not implemented yet are absent; a puzzle that needs them rates "beyond" (20.0).
pub static PRODUCERS: &[Producer] = &[
    Producer {
        name: "hidden single",
        run: |b, s| {
            singles::full_house::find(b, s)?;
            singles::hidden_single::find(b, s)
        },
    },
    Producer {
        name: "direct pointing / claiming",
        run: |b, s| {
            intersections::direct::find_pointing(b, s)?;
            intersections::direct::find_claiming(b, s)
        },
    },
    Producer {
        name: "direct hidden pair",
        run: |b, s| subsets::hidden::find_direct(b, 2, s),
    },
    Producer {
        name: "naked single",
        run: singles::naked_single::find,
    },
    Producer {
        name: "direct hidden triplet",
        run: |b, s| subsets::hidden::find_direct(b, 3, s),
    },
    Producer {
        name: "pointing / claiming",
        run: |b, s| {
            intersections::locked::find_pointing(b, s)?;
            intersections::locked::find_claiming(b, s)
        },
    },
    Producer {
        name: "naked pair",
        run: |b, s| subsets::naked::find(b, 2, s),
    },
    Producer {
        name: "x-wing",
        run: |b, s| fish::basic_fish::find(b, 2, s),
    },
    Producer {
        name: "hidden pair",
        run: |b, s| subsets::hidden::find(b, 2, s),
    },
    Producer {
        name: "naked triplet",
        run: |b, s| subsets::naked::find(b, 3, s),
    },
    Producer {
        name: "swordfish",
        run: |b, s| fish::basic_fish::find(b, 3, s),
    },
    Producer {
        name: "hidden triplet",
        run: |b, s| subsets::hidden::find(b, 3, s),
    },
    Producer {
        name: "xy-wing",
        run: wings::xy_wing::find_xy,
    },
    Producer {
        name: "xyz-wing",
        run: wings::xy_wing::find_xyz,
    },
    Producer {
        name: "unique rectangles / loops",
        run: |b, s| unique_loops::find(b, &unique_loops::UniqueLoopOptions::default(), s),
    },
    Producer {
        name: "naked quad",
        run: |b, s| subsets::naked::find(b, 4, s),
    },
    Producer {
        name: "jellyfish",
        run: |b, s| fish::basic_fish::find(b, 4, s),
    },
    Producer {
        name: "hidden quad",
        run: |b, s| subsets::hidden::find(b, 4, s),
    },
    Producer {
        name: "bivalue universal grave",
        run: |b, s| bug::find(b, &bug::BugOptions::default(), s),
    },
    Producer {
        name: "aligned pair exclusion",
        run: |b, s| exclusion::aligned::find(b, 2, s),
    },
    // 21: cycles and static forcing X/XY chains.
    Producer {
        name: "forcing chains & cycles",
        run: |b, s| forcing::find_first(Chaining::CyclesAndChains, b, s),
    },
    // 22: aligned triplet exclusion, after the static chains.
    Producer {
        name: "aligned triplet exclusion",
        run: |b, s| exclusion::aligned::find(b, 3, s),
    },
    // 23-32: Nishio, multiple, dynamic and nested forcing chains.
    Producer {
        name: "nishio forcing chains",
        run: |b, s| forcing::find_first(Chaining::Nishio, b, s),
    },
    Producer {
        name: "multiple forcing chains",
        run: |b, s| forcing::find_first(Chaining::Multiple, b, s),
    },
    Producer {
        name: "dynamic forcing chains",
        run: |b, s| forcing::find_first(Chaining::Dynamic, b, s),
    },
    Producer {
        name: "dynamic forcing chains (+)",
        run: |b, s| forcing::find_first(Chaining::Nested(1), b, s),
    },
    Producer {
        name: "nested forcing chains",
        run: |b, s| forcing::find_first(Chaining::Nested(2), b, s),
    },
    Producer {
        name: "nested multiple forcing chains",
        run: |b, s| forcing::find_first(Chaining::Nested(3), b, s),
    },
    Producer {
        name: "nested dynamic forcing chains (0)",
        run: |b, s| forcing::find_first(Chaining::NestedDynamic(0), b, s),
    },
    Producer {
        name: "nested dynamic forcing chains (1)",
        run: |b, s| forcing::find_first(Chaining::NestedDynamic(1), b, s),
    },
    Producer {
        name: "nested dynamic forcing chains (2)",
        run: |b, s| forcing::find_first(Chaining::NestedDynamic(2), b, s),
    },
    Producer {
        name: "nested dynamic forcing chains (3)",
        run: |b, s| forcing::find_first(Chaining::NestedDynamic(3), b, s),
    },
];

/// The hint SE would apply next on `board`: the first hint of the first producer that
/// has one.
pub fn next_hint(board: &Board) -> Option<Step> {
    first_hint(board, PRODUCERS)
}

/// The first hint of the first of `producers` that has one.
fn first_hint(board: &Board, producers: &[Producer]) -> Option<Step> {
    let mut found = None;
    for producer in producers {
        let _ = (producer.run)(board, &mut |step| {
            found = Some(step);
            ControlFlow::Break(())
        });
        if found.is_some() || forcing::expired() {
            break;
        }
    }
    found
}

/// Houses in SE's single-scanning order: boxes, columns, rows.
static BOX_COLUMN_ROW: [House; 27] = {
    let mut t = [House::row(0); 27];
    let mut n = 0;
    while n < 9 {
        t[n] = House::box_(n as u8);
        t[9 + n] = House::column(n as u8);
        t[18 + n] = House::row(n as u8);
        n += 1;
    }
    t
};

/// The number of empty cells of each house in [`BOX_COLUMN_ROW`] order, kept by the
/// rating loop as it places values.
struct EmptyCounts([u8; 27]);

impl EmptyCounts {
    fn of(board: &Board) -> EmptyCounts {
        let mut counts = [0u8; 27];
        for (i, &house) in BOX_COLUMN_ROW.iter().enumerate() {
            counts[i] = board.empty_count(house) as u8;
        }
        EmptyCounts(counts)
    }

    /// `cell` was just filled.
    fn filled(&mut self, cell: Cell) {
        let (r, c) = (usize::from(cell.row()), usize::from(cell.col()));
        self.0[3 * (r / 3) + c / 3] -= 1;
        self.0[9 + c] -= 1;
        self.0[18 + r] -= 1;
    }
}

/// Producer 1's hint without building a step: the first full house in box, column,
/// row order, else the first hidden single (houses in that order, digits ascending),
/// with its rating. Most steps of most puzzles are these, and the rating loop takes
/// this path before asking the producers.
///
/// `empty[i]` is the number of empty cells of `BOX_COLUMN_ROW[i]` (see [`EmptyCounts`]).
fn first_single(board: &Board, empty: &EmptyCounts) -> Option<(Cell, Digit, SeValue)> {
    let mut hidden = None;
    for (i, &house) in BOX_COLUMN_ROW.iter().enumerate() {
        match empty.0[i] {
            0 => {}
            1 => {
                let open = board.empty_cells() & house.cell_set();
                let cell = open.first().expect("one empty cell");
                if let Some(d) = board.candidates(cell).single_digit() {
                    return Some((cell, d, SeValue::new(1.0)));
                }
            }
            _ if hidden.is_none() => {
                for d in Digit::ALL {
                    let places = board.positions(house, d);
                    if places.is_power_of_two() {
                        let cell = house.cells()[places.trailing_zeros() as usize];
                        let rating = if house.kind() == HouseKind::Box {
                            SeValue::new(1.2)
                        } else {
                            SeValue::new(1.5)
                        };
                        hidden = Some((cell, d, rating));
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    hidden
}

/// Rates `grid` as Sudoku Explainer 1.2.1 does (§1.2).
///
/// Like SE, it never checks uniqueness: give it proper puzzles (the `rate` command
/// does). A grid no producer can finish rates ER 20.0.
///
/// ```
/// use nonet::rate::se::{rate, SeOptions, SeOutcome};
/// let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse().unwrap();
/// let SeOutcome::Rated { rating, .. } = rate(&puzzle, &SeOptions::default()) else { panic!() };
/// assert_eq!(rating.to_string(), "1.2/1.2/1.2");
/// ```
pub fn rate(grid: &Grid, options: &SeOptions) -> SeOutcome {
    let start = options.time_limit.map(|limit| (Instant::now(), limit));
    let _deadline = forcing::Deadline::set(start.map(|(t0, limit)| t0 + limit));
    let mut board = Board::new(grid);
    let mut counts = EmptyCounts::of(&board);
    let (mut er, mut ep, mut ed) = (SeValue::ZERO, SeValue::ZERO, SeValue::ZERO);
    let mut steps = 0;
    while !board.is_solved() {
        if let Some((t0, limit)) = start
            && t0.elapsed() > limit
        {
            return SeOutcome::Timeout;
        }
        // Producer 1 (singles) without building a step, else the producers after it.
        let (rating, places) = if let Some((cell, d, rating)) = first_single(&board, &counts) {
            board.place(cell, d);
            counts.filled(cell);
            (rating, true)
        } else {
            let hint = first_hint(&board, &PRODUCERS[1..]);
            if start.is_some() && forcing::expired() {
                return SeOutcome::Timeout;
            }
            let Some(step) = hint else {
                er = SeValue::new(20.0);
                break;
            };
            board.apply(&step);
            if !step.placements.is_empty() {
                counts = EmptyCounts::of(&board);
            }
            (step.rating, !step.placements.is_empty())
        };
        if rating > er {
            er = rating;
        }
        steps += 1;
        if ep == SeValue::ZERO {
            if ed == SeValue::ZERO {
                ed = er;
            }
            if places {
                ep = er;
            }
        }
    }
    SeOutcome::Rated {
        rating: SeRating {
            er: er.into(),
            ep: ep.into(),
            ed: ed.into(),
        },
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rating loop's shortcut gives producer 1's own hint on every board of the
    /// rating paths of puzzles with and without singles at each step.
    #[test]
    fn first_single_is_producer_one() {
        let puzzles = [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            ".................1..2..3.4.......2.5.1....6..3.4..7.......6.......15......7...82.",
            "..21698..16...34.2.834.29...3.....87.......94.................6.4..3......69.41..",
        ];
        let mut checked = 0;
        for p in puzzles {
            let mut board = Board::new(&p.parse().unwrap());
            let mut counts = EmptyCounts::of(&board);
            while !board.is_solved() {
                let mut from_producer = None;
                let _ = (PRODUCERS[0].run)(&board, &mut |step| {
                    from_producer = Some(step);
                    ControlFlow::Break(())
                });
                assert_eq!(counts.0, EmptyCounts::of(&board).0);
                let fast = first_single(&board, &counts);
                match (&from_producer, fast) {
                    (Some(step), Some((cell, d, rating))) => {
                        assert_eq!(step.placements.len(), 1);
                        assert_eq!(
                            (step.placements[0].cell, step.placements[0].digit),
                            (cell, d)
                        );
                        assert_eq!(step.rating, rating);
                        checked += 1;
                    }
                    (None, None) => {}
                    _ => panic!("{p}: producer {from_producer:?}, shortcut {fast:?}"),
                }
                let Some(step) = next_hint(&board) else { break };
                board.apply(&step);
                match fast {
                    Some((cell, _, _)) => counts.filled(cell),
                    None => counts = EmptyCounts::of(&board),
                }
            }
        }
        assert!(checked > 100);
    }
}
