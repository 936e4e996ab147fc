//! Every constraint kind has its five pieces: one puzzle per kind (a row of the table of
//! kinds in `rules/constraint.rs`) is written and read back by both formats, drawn, and
//! solved by the propagators with a solution the checker accepts.
//!
//! The writer, drawing, checker and propagator are traits each layer implements for
//! every kind, so a kind lacking one of them fails to compile; the readers are keyed by
//! the formats' own names, so a kind no reader reads back fails here.

mod variant_fixtures;

use nonet::format::{draw_rules, fpuzzles, iss};
use nonet::grid::{Candidates, Cell, Digit, Grid};
use nonet::rules::kinds::*;
use nonet::rules::{Constraint, Layout, Outside, Puzzle, Rules, Side};
use nonet::{SolveStatus, Solver};
use variant_fixtures::{KINDS, kind_row};

fn c(s: &str) -> Cell {
    s.parse().unwrap()
}

fn cells(list: &str) -> Vec<Cell> {
    list.split(' ').map(c).collect()
}

/// One constraint of each kind, each a puzzle with solutions on its own.
fn samples() -> Vec<Constraint> {
    let digits = |ds: &[u8]| -> Vec<Digit> { ds.iter().map(|&d| Digit::new(d).unwrap()).collect() };
    let left = Outside {
        side: Side::Left,
        index: 0,
    };
    vec![
        Constraint::Diagonal(Diagonal::Main),
        Constraint::Windoku(Windoku),
        Constraint::DisjointGroups(DisjointGroups),
        Constraint::ExtraRegion(ExtraRegion {
            cells: cells("r1c1 r2c4 r3c7"),
        }),
        Constraint::AntiKnight(AntiKnight),
        Constraint::AntiKing(AntiKing),
        Constraint::NonConsecutive(NonConsecutive),
        Constraint::Kropki(KropkiDot {
            cells: [c("r1c1"), c("r1c2")],
            color: KropkiColor::White,
        }),
        Constraint::KropkiNegative(KropkiNegative {
            white: true,
            black: true,
        }),
        Constraint::Xv(Xv {
            cells: [c("r1c1"), c("r1c2")],
            letter: XvLetter::X,
        }),
        Constraint::XvNegative(XvNegative),
        Constraint::EvenOdd(EvenOdd {
            cell: c("r1c1"),
            parity: Parity::Even,
        }),
        Constraint::Candidates(GivenCandidates {
            cell: c("r1c1"),
            digits: digits(&[1, 2]).into_iter().collect::<Candidates>(),
        }),
        Constraint::Quadruple(Quadruple {
            top_left: c("r1c1"),
            digits: digits(&[1, 2]),
        }),
        Constraint::Killer(KillerCage {
            cells: cells("r1c1 r1c2"),
            total: Some(3),
        }),
        Constraint::LittleKiller(LittleKiller {
            start: c("r1c2"),
            step: DiagonalStep::DownLeft,
            total: 3,
        }),
        Constraint::Arrow(Arrow {
            circle: cells("r1c1"),
            shaft: cells("r1c2 r1c3"),
        }),
        Constraint::Sandwich(Sandwich {
            clue: left,
            total: 10,
        }),
        Constraint::XSum(XSum {
            clue: Outside {
                side: Side::Top,
                index: 0,
            },
            total: 10,
        }),
        Constraint::Skyscraper(Skyscraper {
            clue: left,
            count: 3,
        }),
        Constraint::RegionSum(RegionSumLine {
            cells: cells("r3c3 r4c4"),
        }),
        Constraint::Thermo(Thermo::new(cells("r1c1 r1c2 r1c3"))),
        Constraint::Palindrome(Palindrome {
            cells: cells("r1c3 r1c4 r2c4"),
        }),
        Constraint::Renban(Renban {
            cells: cells("r1c1 r1c2 r1c3"),
        }),
        Constraint::Whispers(Whispers {
            cells: cells("r1c1 r1c2"),
            difference: 5,
        }),
        Constraint::Between(BetweenLine {
            cells: cells("r1c1 r1c2 r1c3"),
        }),
        Constraint::Entropic(EntropicLine {
            cells: cells("r1c1 r1c2 r1c3"),
        }),
        Constraint::Zipper(ZipperLine {
            cells: cells("r1c1 r1c2 r1c3"),
        }),
    ]
}

fn puzzle(constraint: &Constraint) -> Puzzle {
    Puzzle {
        givens: Grid::EMPTY,
        rules: Rules::new(Layout::Boxes, vec![constraint.clone()])
            .unwrap_or_else(|e| panic!("{}: {e}", constraint.describe())),
    }
}

#[test]
fn the_samples_cover_every_kind_once() {
    let mut seen = [0; KINDS];
    for s in samples() {
        seen[kind_row(&s)] += 1;
    }
    assert_eq!(seen, [1; KINDS]);
}

#[test]
fn every_kind_reads_back_from_iss() {
    for s in samples() {
        let p = puzzle(&s);
        let text = iss::write(&p).unwrap_or_else(|e| panic!("{}: {e}", s.describe()));
        let back = iss::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", s.describe()));
        assert_eq!(back, p, "{}: {text}", s.describe());
    }
}

#[test]
fn every_kind_reads_back_from_fpuzzles() {
    for s in samples() {
        let p = puzzle(&s);
        let json = fpuzzles::write(&p, &Default::default())
            .unwrap_or_else(|e| panic!("{}: {e}", s.describe()));
        let back = fpuzzles::parse(&json).unwrap_or_else(|e| panic!("{}: {e}", s.describe()));
        if matches!(s, Constraint::Windoku(_)) {
            // f-puzzles has no windoku key: its four windows come back as extra regions.
            let houses = |p: &Puzzle| {
                let mut h: Vec<_> = p.rules.topology().houses().map(|g| g.cells).collect();
                h.sort_by_key(|set| set.iter().map(Cell::index).collect::<Vec<_>>());
                h
            };
            assert_eq!(houses(&back), houses(&p), "{json}");
        } else {
            assert_eq!(back, p, "{}: {json}", s.describe());
        }
    }
}

#[test]
fn every_kind_shows_in_the_drawing() {
    let classic = draw_rules(&Rules::default(), &Grid::EMPTY);
    for s in samples() {
        let drawn = draw_rules(&puzzle(&s).rules, &Grid::EMPTY);
        assert_ne!(drawn, classic, "{} is not drawn", s.describe());
    }
}

#[test]
fn every_kind_solves_to_a_grid_its_checker_accepts() {
    for s in samples() {
        let p = puzzle(&s);
        let result = Solver::new().stop_at(1).node_limit(100_000).solve(&p);
        assert_eq!(result.status, SolveStatus::Solved, "{}", s.describe());
        let solution = result.solution.expect("a solved puzzle has a solution");
        assert!(p.rules.is_solution(&solution), "{}", s.describe());
    }
}
