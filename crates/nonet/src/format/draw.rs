//! Drawing a variant puzzle as text: a grid of box-drawing lines whose borders follow
//! the puzzle's regions and killer cages, with marks for what sits in cells or between
//! them, and a legend below for the rest.
//!
//! ```text
//! ┏━━━━━━━━━━━━━━━━━┯━━━━━┳━━━━━┯━━━━━┯━━━━━┓   heavy lines: the regions (boxes or a
//! ┃10               │     ┃     │     │     ┃   jigsaw); no line: cells of one killer
//! ┃  3     4     3  │  .  ┃  .  │  .  │  .  ┃   cage, its total in its first cell
//! ┃                 │     ┃                       (dashed ╍ ╏ where a cage crosses a region);
//! ┠─────┬─────┬─────┼─────╂─────┼─────┼─────┨   light lines: any other cells
//! ┃   A→│   a→│   a ○  .  ┃...                  A→ a line's letter (capital at its start)
//! ```
//!
//! Each cell is five characters wide and two lines high: the top line holds a cage's
//! total (left) and the letter of a line that passes through (right: thermometers,
//! arrows and the other lines, a capital at the line's start: a thermometer's bulb, an
//! arrow's circle) with an arrow to the line's next cell; the bottom line holds the
//! digit in the middle, an even/odd mark (`□` even, `○` odd) on the left and, when a
//! second line passes through (or the same line again), its letter and arrow on the
//! right. Kropki dots (`○` white, `●` black) and XV signs (`X`, `V`) sit on the border
//! between their two cells, two to a border. Everything else (diagonals, windoku,
//! anti-knight, little killers, sandwiches, quadruples, ...) is listed in the legend,
//! one `#` line each, with a key to the marks drawn.
//!
//! Nothing is dropped where constraints overlap: what finds no room in the drawing is
//! named in the legend with its cells and why it is not drawn (a third line through a
//! cell, a third mark on a border, a killer cage that overlaps another, a one-cell cage
//! without a total, a line past the last letter); a cage whose cells do not touch is
//! drawn in pieces and named too, since its pieces would look like separate cages.

mod canvas;
mod kinds;

use std::fmt::Write as _;

use crate::grid::{Cell, CellSet, Grid};
use crate::rules::{Constraint, Layout, Rules, each_kind};
use canvas::{Canvas, arrow};
pub use canvas::{box_junction, heading_arrow};
use kinds::Drawn;
pub(super) use kinds::detail;

/// The letters that label lines, in order: the Latin alphabet, then the Greek one
/// (each with a capital for a line's start); a line past the last has none.
const LINE_LETTERS: &str = "abcdefghijklmnopqrstuvwxyzαβγδεζηθικλμνξοπρστυφχψω";

/// Draws `rules` with `digits` in the cells (0 = empty, drawn `.`): the grid, then the
/// legend, one line each starting with `# `. Every line ends with `\n`.
///
/// ```
/// use nonet::format::{draw_rules, iss};
/// let puzzle = iss::parse(".Cage~3~R1C1~R1C2.Thermo~R5C5~R5C6~R5C7")?;
/// let text = draw_rules(&puzzle.rules, &puzzle.givens);
/// assert!(text.starts_with("┏━━━━━━━━━━━┯━━━━━┳"), "{text}");
/// assert!(text.lines().nth(1).unwrap().starts_with("┃3          │"), "{text}");
/// assert!(text.contains("# a: thermometer from r5c5: r5c5 r5c6 r5c7"), "{text}");
/// # Ok::<(), nonet::format::iss::IssError>(())
/// ```
pub fn draw_rules(rules: &Rules, digits: &Grid) -> String {
    let (cages, undrawn_cages) = drawn_cages(rules);
    let mut d = Drawing {
        canvas: Canvas::new(),
        legend: Legend::default(),
        letters: LINE_LETTERS.chars(),
        undrawn_cages,
    };
    d.canvas.borders(rules.layout(), &cages);
    if matches!(rules.layout(), Layout::Jigsaw(_)) {
        d.legend
            .key("jigsaw: the heavy lines follow the nine irregular regions");
    }
    for (i, c) in rules.constraints().iter().enumerate() {
        each_kind!(c, k => k.draw(c, i, &mut d));
    }
    for (r, row) in (0..9u8).zip(digits.values().chunks(9)) {
        for (col, &v) in (0..9u8).zip(row) {
            let cell = Cell::at(r, col).expect("in the grid");
            let ch = if v == 0 { '.' } else { char::from(b'0' + v) };
            d.canvas.put(cell, 1, 2, ch);
        }
    }
    let mut out = d.canvas.render();
    for line in d.legend.lines() {
        let _ = writeln!(out, "# {line}");
    }
    out
}

/// The drawing under way: the canvas, the legend, the letters left for lines, and the
/// cages the borders cannot show (see [`drawn_cages`]).
struct Drawing {
    canvas: Canvas,
    legend: Legend,
    letters: std::str::Chars<'static>,
    undrawn_cages: Vec<(usize, &'static str)>,
}

impl Drawing {
    /// Draws the line-like constraint `c` with the next letter: capitals on `starts`,
    /// arrows along `path`; in the legend with its letter, or without one when the
    /// letters have run out.
    fn line(&mut self, c: &Constraint, starts: &[Cell], path: &[Cell]) {
        let mut cells: Vec<Cell> = starts.to_vec();
        cells.extend(path.iter().filter(|c| !starts.contains(c)));
        let Some(letter) = self.letters.next() else {
            self.legend.item(format!(
                "{}: {}, not drawn: more lines than letters to label them",
                detail(c),
                cell_list(&cells)
            ));
            return;
        };
        self.legend.key(
            "lines: each cell shows its line's letter (a capital at its start: a \
             thermometer's bulb, an arrow's circle, a between line's circles) and \
             an arrow to the line's next cell; a second line through a cell (or \
             the same line again) below the first",
        );
        let missed = draw_line(&mut self.canvas, starts, path, letter);
        let mut item = format!("{letter}: {}: {}", detail(c), cell_list(&cells));
        if !missed.is_empty() {
            let _ = write!(
                item,
                "; not drawn at {}: two other lines pass there",
                cell_list(&missed)
            );
        }
        self.legend.item(item);
    }
}

/// Why a mark between two cells is listed rather than drawn.
const FULL_BORDER: &str = "its border already holds two other marks";

/// Why a cage whose cells do not touch is listed as well as drawn: its pieces would
/// look like separate cages.
const PIECES: &str = "its cells do not touch, so it is drawn in pieces";

/// The cage of each cell (an index into the rules' constraints) for the cages drawn
/// with borders, and the cages the borders cannot show, with why: one that overlaps a
/// cage drawn before it (borders show one cage per cell: not drawn), a single cell
/// without a total (nothing would show it), one whose cells do not touch (drawn in
/// pieces, and listed to say the pieces are one cage).
fn drawn_cages(rules: &Rules) -> ([Option<usize>; 81], Vec<(usize, &'static str)>) {
    let mut cages = [None; 81];
    let mut undrawn = Vec::new();
    for (i, c) in rules.constraints().iter().enumerate() {
        let Constraint::Killer(k) = c else {
            continue;
        };
        if k.cells.iter().any(|c| cages[c.index()].is_some()) {
            undrawn.push((i, "it overlaps another cage"));
            continue;
        }
        if k.cells.len() == 1 && k.total.is_none() {
            undrawn.push((i, "a single cell without a total"));
            continue;
        }
        if !touching(&k.cells) {
            undrawn.push((i, PIECES));
        }
        for cell in &k.cells {
            cages[cell.index()] = Some(i);
        }
    }
    (cages, undrawn)
}

/// Whether `cells` are one piece, each reached from the first through orthogonal
/// neighbours among them.
fn touching(cells: &[Cell]) -> bool {
    let all: CellSet = cells.iter().copied().collect();
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut reached = CellSet::single(first);
    let mut frontier = vec![first];
    while let Some(cell) = frontier.pop() {
        for other in cells {
            let next = cell.row().abs_diff(other.row()) + cell.col().abs_diff(other.col()) == 1;
            if next && !reached.contains(*other) {
                reached.insert(*other);
                frontier.push(*other);
            }
        }
    }
    reached == all
}

/// Draws a line with `letter`: each visit of a cell along `path` shows the letter (a
/// capital on the first visit of a cell in `starts`) and an arrow to the next cell,
/// and a start off the path (an arrow's other circle cells) shows the capital. Returns
/// the cells where there was no room.
fn draw_line(canvas: &mut Canvas, starts: &[Cell], path: &[Cell], letter: char) -> Vec<Cell> {
    let capital = letter.to_uppercase().next().unwrap_or(letter);
    let mut marks: Vec<(Cell, char, Option<Cell>)> = starts
        .iter()
        .filter(|s| !path.contains(s))
        .map(|&s| (s, capital, None))
        .collect();
    for (i, &cell) in path.iter().enumerate() {
        let start = starts.contains(&cell) && !path[..i].contains(&cell);
        let shown = if start { capital } else { letter };
        marks.push((cell, shown, path.get(i + 1).copied()));
    }
    let mut missed = Vec::new();
    for (cell, shown, next) in marks {
        if !canvas.letter(cell, shown, next.map(|n| arrow(cell, n))) && !missed.contains(&cell) {
            missed.push(cell);
        }
    }
    missed
}

/// Whether two cells are a king's move apart.
fn touches(a: Cell, b: Cell) -> bool {
    a != b && a.row().abs_diff(b.row()) <= 1 && a.col().abs_diff(b.col()) <= 1
}

fn cell_list(cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(Cell::to_string).collect();
    names.join(" ")
}

/// The legend: keys to the marks drawn (each once) and one line per constraint listed.
#[derive(Default)]
struct Legend {
    keys: Vec<&'static str>,
    items: Vec<String>,
}

impl Legend {
    fn key(&mut self, key: &'static str) {
        if !self.keys.contains(&key) {
            self.keys.push(key);
        }
    }

    fn item(&mut self, item: String) {
        self.items.push(item);
    }

    fn lines(&self) -> impl Iterator<Item = &str> {
        self.keys
            .iter()
            .copied()
            .chain(self.items.iter().map(String::as_str))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;
    use crate::rules::kinds::{KillerCage, KropkiColor, Parity, XvLetter};

    #[test]
    fn a_classic_grid_is_boxed() {
        let text = draw_rules(&Rules::default(), &Grid::EMPTY);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 28);
        assert_eq!(
            lines[0],
            format!("┏{0}┯{0}┯{0}┳{0}┯{0}┯{0}┳{0}┯{0}┯{0}┓", "━━━━━")
        );
        assert_eq!(
            lines[1],
            format!("┃{0}│{0}│{0}┃{0}│{0}│{0}┃{0}│{0}│{0}┃", "     ")
        );
        assert_eq!(
            lines[2],
            format!("┃{0}│{0}│{0}┃{0}│{0}│{0}┃{0}│{0}│{0}┃", "  .  ")
        );
        assert_eq!(
            lines[3],
            format!("┠{0}┼{0}┼{0}╂{0}┼{0}┼{0}╂{0}┼{0}┼{0}┨", "─────")
        );
        assert_eq!(
            lines[9],
            format!("┣{0}┿{0}┿{0}╋{0}┿{0}┿{0}╋{0}┿{0}┿{0}┫", "━━━━━")
        );
        assert_eq!(
            lines[27],
            format!("┗{0}┷{0}┷{0}┻{0}┷{0}┷{0}┻{0}┷{0}┷{0}┛", "━━━━━")
        );
    }

    #[test]
    fn a_cage_has_no_lines_inside_and_its_total_in_its_first_cell() {
        let p = iss::parse(".Cage~10~R1C1~R1C2~R2C1~R2C2").unwrap();
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "┏━━━━━━━━━━━┯━━━━━┳━━━━━┯━━━━━┯━━━━━┳━━━━━┯━━━━━┯━━━━━┓"
        );
        assert!(lines[1].starts_with("┃10         │     ┃"), "{}", lines[1]);
        assert!(lines[2].starts_with("┃  .     .  │  .  ┃"), "{}", lines[2]);
        assert!(lines[3].starts_with("┃           ├─────╂"), "{}", lines[3]);
        assert!(lines[6].starts_with("┠─────┬─────┼─────╂"), "{}", lines[6]);
        assert!(text.contains("# killer cages:"));
    }

    #[test]
    fn a_cage_across_a_region_border_is_dashed_there() {
        let p = iss::parse(".Cage~5~R1C3~R1C4.Cage~9~R3C1~R4C1").unwrap();
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[1].starts_with("┃     │     │5    ╏     │"),
            "{}",
            lines[1]
        );
        assert!(lines[9].starts_with("┣╍╍╍╍╍┿━━━━━┿"), "{}", lines[9]);
    }

    #[test]
    fn jigsaw_borders_follow_the_regions() {
        // Regions are the rows' thirds turned: region n is the cells of row n.
        let rows: String = (0..9)
            .flat_map(|r| std::iter::repeat_n(char::from(b'1' + r), 9))
            .collect();
        let p = crate::format::read_puzzle(&format!("{}{rows}", ".".repeat(81)))
            .unwrap()
            .0;
        assert!(matches!(p.rules.layout(), Layout::Jigsaw(_)));
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[1],
            format!("┃{0}│{0}│{0}│{0}│{0}│{0}│{0}│{0}│{0}┃", "     ")
        );
        assert_eq!(
            lines[3],
            format!("┣{0}┿{0}┿{0}┿{0}┿{0}┿{0}┿{0}┿{0}┿{0}┫", "━━━━━")
        );
        assert!(text.contains("# jigsaw:"));
    }

    #[test]
    fn marks_between_cells_and_along_lines() {
        let p = iss::parse(
            ".WhiteDot~R1C1~R1C2.BlackDot~R1C1~R2C1.X~R5C5~R5C6.Thermo~R3C3~R3C4~R4C5.~R9C9_1_3_5_7_9",
        )
        .unwrap();
        let text = draw_rules(&p.rules, &p.givens);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[2].starts_with("┃  .  ○  .  │"), "{}", lines[2]);
        assert!(lines[3].starts_with("┠──●──┼"), "{}", lines[3]);
        assert!(
            lines[7].starts_with("┃     │     │   A→┃   a↘│"),
            "{}",
            lines[7]
        );
        assert!(
            lines[10].starts_with("┃     │     │     ┃     │   a │"),
            "{}",
            lines[10]
        );
        assert!(lines[14].contains("│  .  X  .  ┃"), "{}", lines[14]);
        assert!(lines[26].ends_with("│○ .  ┃"), "{}", lines[26]);
        assert!(
            text.contains("# a: thermometer from r3c3: r3c3 r3c4 r4c5"),
            "{text}"
        );
    }

    fn c(s: &str) -> Cell {
        s.parse().unwrap()
    }

    fn drawn(constraints: Vec<Constraint>) -> (String, Vec<String>) {
        let rules = Rules::new(Layout::Boxes, constraints).unwrap();
        let text = draw_rules(&rules, &Grid::EMPTY);
        let lines = text.lines().map(str::to_string).collect();
        (text, lines)
    }

    fn thermo(cells: &[&str]) -> Constraint {
        Constraint::Thermo(crate::rules::kinds::Thermo::new(
            cells.iter().map(|s| c(s)).collect(),
        ))
    }

    /// Issue 20: two thermometers with their bulbs in one cell showed one bulb only.
    #[test]
    fn two_thermometers_from_one_cell_show_both_bulbs() {
        let (text, lines) = drawn(vec![
            thermo(&["r5c5", "r5c6", "r5c7"]),
            thermo(&["r5c5", "r6c5", "r7c5"]),
        ]);
        assert!(lines[13].contains("│   A→│   a→┃   a"), "{text}");
        assert!(lines[14].contains("│  .B↓│  .  ┃"), "{text}");
        assert!(lines[16].contains("│   b↓│"), "{text}");
        assert!(
            text.contains("# a: thermometer from r5c5: r5c5 r5c6 r5c7\n"),
            "{text}"
        );
        assert!(
            text.contains("# b: thermometer from r5c5: r5c5 r6c5 r7c5\n"),
            "{text}"
        );
        assert!(!text.contains("not drawn"), "{text}");
    }

    /// A third line through a cell finds no room there: its legend line says so.
    #[test]
    fn a_third_line_through_a_cell_is_named_where_it_is_not_drawn() {
        let (text, lines) = drawn(vec![
            thermo(&["r5c5", "r5c6"]),
            thermo(&["r5c5", "r6c5"]),
            thermo(&["r4c4", "r5c5"]),
        ]);
        assert!(lines[10].contains("┃   C↘│"), "{text}");
        assert!(
            text.contains(
                "# c: thermometer from r4c4: r4c4 r5c5; not drawn at r5c5: two other lines pass there\n"
            ),
            "{text}"
        );
    }

    /// A line that comes back to a cell (as the Interactive Sudoku Solver's whispers may)
    /// shows both visits, each with its own arrow.
    #[test]
    fn a_line_that_comes_back_shows_both_visits() {
        let mut canvas = Canvas::new();
        canvas.borders(&Layout::Boxes, &[None; 81]);
        let path = [
            c("r6c7"),
            c("r5c7"),
            c("r6c6"),
            c("r5c5"),
            c("r4c6"),
            c("r5c7"),
        ];
        let missed = draw_line(&mut canvas, &path[..1], &path, 'a');
        assert!(missed.is_empty());
        let text = canvas.render();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[13].contains("│   a↗│     ┃   a↙│"), "{text}");
        assert!(lines[14].contains("┃   a │"), "{text}");
        assert!(lines[16].contains("│   a↖┃   A↑│"), "{text}");
        assert!(lines[10].contains("│   a↘┃"), "{text}");
    }

    /// Two marks on one border are both drawn; a third is named in the legend.
    #[test]
    fn marks_sharing_a_border_are_all_shown() {
        use crate::rules::kinds::{KropkiDot, Xv};
        let dot = |color| {
            Constraint::Kropki(KropkiDot {
                cells: [c("r1c1"), c("r1c2")],
                color,
            })
        };
        let v = Constraint::Xv(Xv {
            cells: [c("r1c2"), c("r1c1")],
            letter: XvLetter::V,
        });
        let (text, lines) = drawn(vec![dot(KropkiColor::White), dot(KropkiColor::Black), v]);
        assert!(lines[1].starts_with("┃     ●     │"), "{text}");
        assert!(lines[2].starts_with("┃  .  ○  .  │"), "{text}");
        assert!(
            text.contains(
                "# XV sign between r1c2 and r1c1: V, the digits sum to 5, not drawn: its border already holds two other marks\n"
            ),
            "{text}"
        );
    }

    /// An even and an odd mark on one cell (a contradiction, but drawn as given): both
    /// shown, the second above the digit.
    #[test]
    fn two_marks_in_one_cell_are_both_shown() {
        use crate::rules::kinds::EvenOdd;
        let mark = |parity| {
            Constraint::EvenOdd(EvenOdd {
                cell: c("r9c9"),
                parity,
            })
        };
        let (text, lines) = drawn(vec![mark(Parity::Even), mark(Parity::Odd)]);
        assert!(lines[25].ends_with("│  ○  ┃"), "{text}");
        assert!(lines[26].ends_with("│□ .  ┃"), "{text}");
    }

    /// Cages that borders cannot show are named in the legend: one that overlaps a cage
    /// drawn before it, one in two pieces, one cell without a total.
    #[test]
    fn cages_borders_cannot_show_are_named() {
        let cage = |cells: &[&str], total| {
            Constraint::Killer(KillerCage {
                cells: cells.iter().map(|s| c(s)).collect(),
                total,
            })
        };
        let (text, lines) = drawn(vec![
            cage(&["r1c1", "r1c2"], Some(3)),
            cage(&["r1c2", "r1c3"], Some(5)),
            cage(&["r5c5", "r6c6"], Some(9)),
            cage(&["r9c1"], None),
            cage(&["r9c9"], Some(7)),
        ]);
        assert!(lines[1].starts_with("┃3          │     ┃"), "{text}");
        assert!(lines[25].ends_with("│7    ┃"), "{text}");
        assert!(lines[13].contains("│9    │"), "{text}");
        for item in [
            "# killer cage at r1c2: distinct digits summing to 5: r1c2 r1c3, not drawn: it overlaps another cage\n",
            "# killer cage at r5c5: distinct digits summing to 9: r5c5 r6c6, its cells do not touch, so it is drawn in pieces\n",
            "# killer cage at r9c1: distinct digits: r9c1, not drawn: a single cell without a total\n",
        ] {
            assert!(text.contains(item), "{item}{text}");
        }
        assert_eq!(text.matches("not drawn").count(), 2, "{text}");
    }

    /// Past 26 lines the labels go on in Greek; a line past the last letter is listed.
    #[test]
    fn every_line_gets_its_own_letter_or_a_legend_line() {
        let cells: Vec<Cell> = Cell::all().collect();
        let lines: Vec<Constraint> = cells
            .chunks(2)
            .take(40)
            .map(|pair| thermo(&[&pair[0].to_string(), &pair[1].to_string()]))
            .collect();
        let (text, _) = drawn(lines);
        assert!(
            text.contains("# z: thermometer from r6c6: r6c6 r6c7\n"),
            "{text}"
        );
        assert!(
            text.contains("# α: thermometer from r6c8: r6c8 r6c9\n"),
            "{text}"
        );
        assert!(
            text.contains("# ν: thermometer from r9c5: r9c5 r9c6\n"),
            "{text}"
        );
        let many: Vec<Constraint> = (0..51)
            .map(|i| {
                let a = cells[i];
                let b = cells[(i + 9) % 81];
                thermo(&[&a.to_string(), &b.to_string()])
            })
            .collect();
        let (text, _) = drawn(many);
        assert!(
            text.contains(
                "# thermometer from r6c6: r6c6 r7c6, not drawn: more lines than letters to label them\n"
            ),
            "{text}"
        );
    }
}
