//! `draw_rules` leaves nothing out: every constraint of every variant fixture is either
//! drawn where it is (read back from the drawing's characters, by the drawing's own
//! geometry: cells 5 wide and 2 high inside one-character borders) or named in the
//! legend. Then the same on the fixtures' constraints put together two by two, so that
//! they overlap as no single published puzzle does.

mod variant_fixtures;

use nonet::Cell;
use nonet::format::draw_rules;
use nonet::rules::kinds::{KropkiColor, Parity, XvLetter};
use nonet::rules::{Constraint, Layout, Rules};
use variant_fixtures::fixtures;

/// A drawing split into its grid of characters and its legend lines.
struct Drawing {
    grid: Vec<Vec<char>>,
    legend: Vec<String>,
}

impl Drawing {
    fn new(rules: &Rules) -> Drawing {
        let text = draw_rules(rules, &nonet::Grid::EMPTY);
        let (grid, legend): (Vec<&str>, Vec<&str>) =
            text.lines().partition(|l| !l.starts_with('#'));
        Drawing {
            grid: grid.iter().map(|l| l.chars().collect()).collect(),
            legend: legend.iter().map(|l| l.to_string()).collect(),
        }
    }

    fn char_at(&self, y: usize, x: usize) -> char {
        self.grid[y].get(x).copied().unwrap_or(' ')
    }

    /// The ten characters inside a cell, top line then bottom line.
    fn inside(&self, cell: Cell) -> String {
        let (r, c) = (usize::from(cell.row()), usize::from(cell.col()));
        (1..=2)
            .flat_map(|line| (1..=5).map(move |col| (r * 3 + line, c * 6 + col)))
            .map(|(y, x)| self.char_at(y, x))
            .collect()
    }

    /// The characters of the border between two orthogonal neighbours.
    fn border(&self, a: Cell, b: Cell) -> String {
        let (a, b) = (a.min(b), a.max(b));
        let (r, c) = (usize::from(b.row()), usize::from(b.col()));
        if a.row() == b.row() {
            (1..=2)
                .map(|line| self.char_at(r * 3 + line, c * 6))
                .collect()
        } else {
            (1..=5)
                .map(|col| self.char_at(r * 3, c * 6 + col))
                .collect()
        }
    }

    /// The legend line that names `c`: by its kind and place, and by what tells it from
    /// another constraint of that kind and place (its colour, letter or parity; the
    /// cells of a cage or a line).
    fn named(&self, c: &Constraint) -> Option<&str> {
        let what = c.describe();
        let needles: Vec<String> = match c {
            Constraint::Killer(k) => k.cells.iter().map(Cell::to_string).collect(),
            Constraint::Kropki(dot) => vec![format!("{:?}", dot.color).to_lowercase()],
            Constraint::Xv(xv) => vec![format!(": {:?},", xv.letter)],
            Constraint::EvenOdd(e) => vec![format!("{:?}", e.parity).to_lowercase()],
            _ if is_line(c) => c.cells().iter().map(|cell| cell.to_string()).collect(),
            _ => Vec::new(),
        };
        self.legend
            .iter()
            .filter(|l| l.starts_with(&format!("# {what}")) || l.contains(&format!(": {what}")))
            .find(|l| needles.iter().all(|n| l.contains(n.as_str())))
            .map(String::as_str)
    }

    /// The cells reached from `start` without crossing a border line: one killer cage.
    fn region_without_borders(&self, start: Cell) -> Vec<Cell> {
        let mut seen = vec![start];
        let mut i = 0;
        while i < seen.len() {
            let cell = seen[i];
            for other in Cell::all() {
                let next = cell.row().abs_diff(other.row()) + cell.col().abs_diff(other.col()) == 1;
                // A mark on a border does not close it: a line shows in its other places.
                let open = next && !self.border(cell, other).contains(['│', '┃', '─', '━']);
                if open && !seen.contains(&other) {
                    seen.push(other);
                }
            }
            i += 1;
        }
        seen.sort();
        seen
    }
}

/// The kinds drawn as lines, with a letter in each cell.
fn is_line(c: &Constraint) -> bool {
    matches!(
        c,
        Constraint::Thermo(_)
            | Constraint::Arrow(_)
            | Constraint::Between(_)
            | Constraint::Palindrome(_)
            | Constraint::Renban(_)
            | Constraint::Whispers(_)
            | Constraint::Entropic(_)
            | Constraint::Zipper(_)
            | Constraint::RegionSum(_)
    )
}

/// Whether `c` shows in `d`: drawn at its place, or named in the legend.
fn shown(d: &Drawing, c: &Constraint) -> Result<(), String> {
    let named = d.named(c);
    let drawn = match c {
        Constraint::Killer(k) => {
            let mut cells = k.cells.clone();
            cells.sort();
            let first = cells[0];
            let total_shown = k
                .total
                .is_none_or(|t| d.inside(first).starts_with(&t.to_string()));
            let one_cell_seen = cells.len() > 1 || k.total.is_some();
            d.region_without_borders(first) == cells && total_shown && one_cell_seen
        }
        Constraint::Kropki(dot) => {
            let mark = match dot.color {
                KropkiColor::White => '○',
                KropkiColor::Black => '●',
            };
            d.border(dot.cells[0], dot.cells[1]).contains(mark)
        }
        Constraint::Xv(xv) => {
            let mark = match xv.letter {
                XvLetter::X => 'X',
                XvLetter::V => 'V',
            };
            d.border(xv.cells[0], xv.cells[1]).contains(mark)
        }
        Constraint::EvenOdd(e) => {
            let mark = match e.parity {
                Parity::Even => '□',
                Parity::Odd => '○',
            };
            d.inside(e.cell).contains(mark)
        }
        _ if is_line(c) => {
            // Its legend line gives its letter; each of its cells shows the letter unless
            // that line says where it is not drawn.
            let Some(item) = named else {
                return Err(format!("{} is neither drawn nor named", c.describe()));
            };
            let letter = item[2..].chars().next().unwrap();
            if item[2..].chars().nth(1) != Some(':') {
                return Ok(()); // named without a letter: not drawn at all
            }
            let missed = item.split("not drawn at ").nth(1).unwrap_or("");
            let upper = letter.to_uppercase().next().unwrap();
            c.cells()
                .iter()
                .filter(|cell| !missed.contains(&cell.to_string()))
                .all(|cell| d.inside(cell).contains([letter, upper]))
        }
        _ => false,
    };
    if drawn || named.is_some() {
        Ok(())
    } else {
        Err(format!("{} is neither drawn nor named", c.describe()))
    }
}

fn check(rules: &Rules, name: &str) {
    let d = Drawing::new(rules);
    for c in rules.constraints() {
        if let Err(e) = shown(&d, c) {
            let text = draw_rules(rules, &nonet::Grid::EMPTY);
            panic!("{name}: {e}\n{text}");
        }
    }
}

#[test]
fn every_constraint_of_every_fixture_is_drawn_or_named() {
    let all = fixtures();
    assert!(all.len() > 100, "{} fixtures", all.len());
    for f in &all {
        check(&f.puzzle.rules, &f.name);
    }
}

/// Each fixture's constraints together with the next fixture's, on the first one's
/// layout: cages over cages, lines through lines, marks on marks.
#[test]
fn every_constraint_of_two_fixtures_overlaid_is_drawn_or_named() {
    let all = fixtures();
    for pair in all.windows(2) {
        let mut constraints = pair[0].puzzle.rules.constraints().to_vec();
        for c in pair[1].puzzle.rules.constraints() {
            if !constraints.contains(c) {
                constraints.push(c.clone());
            }
        }
        let layout: Layout = pair[0].puzzle.rules.layout().clone();
        let Ok(rules) = Rules::new(layout, constraints) else {
            continue; // a rule that may appear once, twice
        };
        check(&rules, &format!("{} + {}", pair[0].name, pair[1].name));
    }
}
