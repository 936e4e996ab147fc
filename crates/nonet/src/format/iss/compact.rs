//! The Interactive Sudoku Solver's compact one-line forms, read and written as its
//! `js/sudoku_parser.js` defines them:
//!
//! - the *short killer layout* (after the enjoysudoku forum's "snarfable killer cages"):
//!   81 characters, each cell either a cage's head, holding its total (`0`-`9`, `A`-`Z` for
//!   10-35, `a`-`j` for 36-45), or an arrow to a neighbour of the same cage (`<` `>` `^` `v`,
//!   and `` ` `` `'` `,` `.` for up-left, up-right, down-left, down-right);
//! - the *long killer layout* (after SudoCue): `3x3:d:k:` then 81 `:`-separated numbers,
//!   each `total * 256 + cage id` (0 for a cell in no cage), `d` adding both diagonals;
//! - *jigsaw layouts*: 81 region labels (nine characters, nine of each), alone or after 81
//!   givens.

use crate::format::write_error::WriteError;
use crate::grid::{Cell, Digit, Grid};
use crate::rules::kinds::{Diagonal, Jigsaw, KillerCage};
use crate::rules::{Constraint, Layout, Puzzle, Rules};

use super::{IssError, IssErrorKind};

/// Which compact form a line is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CompactForm {
    /// 81 characters of cage totals and arrows.
    ShortKiller,
    /// `3x3:d:k:` and 81 numbers.
    LongKiller,
    /// Region labels, after givens or alone.
    Jigsaw,
}

/// Reads a line in one of ISS's compact forms. `None` when the line has the shape of
/// none of them (ISS's own tests, in its order: short killer, long killer, givens and
/// jigsaw layout, jigsaw layout alone); otherwise the form and the puzzle or why it is
/// not valid.
///
/// ```
/// use nonet::format::iss::{CompactForm, parse_compact};
/// let layout = "A<<".to_string() + &"0".repeat(78);
/// let (form, puzzle) = parse_compact(&layout).unwrap();
/// assert_eq!(form, CompactForm::ShortKiller);
/// assert_eq!(puzzle.unwrap().rules.constraints().len(), 79);
/// assert!(parse_compact("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79").is_none());
/// ```
pub fn parse_compact(text: &str) -> Option<(CompactForm, Result<Puzzle, IssError>)> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let error = |kind| IssError {
        piece: 0,
        text: chars.iter().take(60).collect(),
        kind,
    };
    if looks_like_short_killer(&chars) {
        return Some((
            CompactForm::ShortKiller,
            short_killer(&chars).map_err(error),
        ));
    }
    let joined: String = chars.iter().collect();
    if joined.starts_with("3x3:") {
        return Some((CompactForm::LongKiller, long_killer(&joined).map_err(error)));
    }
    if chars.len() == 162 && is_layout(&chars[81..]) && is_plain_givens(&chars[..81]) {
        return Some((
            CompactForm::Jigsaw,
            jigsaw(&chars[81..], &chars[..81]).map_err(error),
        ));
    }
    if chars.len() == 81 && is_layout(&chars) {
        return Some((CompactForm::Jigsaw, jigsaw(&chars, &[]).map_err(error)));
    }
    None
}

/// A cell's arrow in the short killer layout: (rows, columns) to the next cell.
fn arrow(ch: char) -> Option<(i8, i8)> {
    match ch {
        'v' => Some((1, 0)),
        '^' => Some((-1, 0)),
        '<' => Some((0, -1)),
        '>' => Some((0, 1)),
        '`' => Some((-1, -1)),
        '\'' => Some((-1, 1)),
        ',' => Some((1, -1)),
        '.' => Some((1, 1)),
        _ => None,
    }
}

/// The total a cage head's character gives.
fn head_total(ch: char) -> Option<u16> {
    match ch {
        '0'..='9' => Some(ch as u16 - u16::from(b'0')),
        'A'..='Z' => Some(ch as u16 - u16::from(b'A') + 10),
        'a'..='j' => Some(ch as u16 - u16::from(b'a') + 36),
        _ => None,
    }
}

/// The character for a cage head with this total (0 for a cage without one).
fn total_char(total: u16) -> Option<char> {
    let t = u8::try_from(total).ok()?;
    match t {
        0..=9 => Some(char::from(b'0' + t)),
        10..=35 => Some(char::from(b'A' + t - 10)),
        36..=45 => Some(char::from(b'a' + t - 36)),
        _ => None,
    }
}

/// ISS's test: 81 characters of the layout's alphabet, at least one of them an arrow
/// other than `.` (which also marks an empty cell in a plain puzzle).
fn looks_like_short_killer(chars: &[char]) -> bool {
    chars.len() == 81
        && chars.iter().any(|&c| c != '.' && arrow(c).is_some())
        && chars
            .iter()
            .all(|&c| arrow(c).is_some() || head_total(c).is_some())
}

fn short_killer(chars: &[char]) -> Result<Puzzle, IssErrorKind> {
    let bad = |cell: usize, why| IssErrorKind::Layout {
        cell: Some(Cell::from_index(cell)),
        why,
    };
    // Each cell's successor, or itself for a head.
    let mut next = [0usize; 81];
    for (i, &ch) in chars.iter().enumerate() {
        next[i] = match arrow(ch) {
            None => i,
            Some((dr, dc)) => {
                let (r, c) = ((i / 9) as i8 + dr, (i % 9) as i8 + dc);
                if !(0..9).contains(&r) || !(0..9).contains(&c) {
                    return Err(bad(i, "its arrow points off the grid"));
                }
                r as usize * 9 + c as usize
            }
        };
    }
    let mut heads: Vec<usize> = Vec::new();
    let mut cages: Vec<KillerCage> = Vec::new();
    for i in 0..81 {
        // A chain that has not reached its head after 81 steps has come back to a cell
        // it passed: a loop. A long chain that does end at a head is a cage of too many
        // cells, which the rules refuse with its size.
        let mut head = i;
        let mut steps = 0;
        while next[head] != head {
            head = next[head];
            steps += 1;
            if steps > 81 {
                return Err(bad(i, "its arrows go round in a loop"));
            }
        }
        let k = match heads.iter().position(|&h| h == head) {
            Some(k) => k,
            None => {
                let total = head_total(chars[head]).expect("a head holds a total");
                heads.push(head);
                cages.push(KillerCage {
                    cells: Vec::new(),
                    total: (total > 0).then_some(total),
                });
                heads.len() - 1
            }
        };
        cages[k].cells.push(Cell::from_index(i));
    }
    let constraints = cages.into_iter().map(Constraint::Killer).collect();
    rules_puzzle(Grid::EMPTY, Layout::Boxes, constraints)
}

fn long_killer(text: &str) -> Result<Puzzle, IssErrorKind> {
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() != 85 || parts[2] != "k" {
        return Err(IssErrorKind::BadArguments(
            "a long killer layout is `3x3::k:` (or `3x3:d:k:` with diagonals) and 81 `:`-ended cells",
        ));
    }
    let mut constraints = Vec::new();
    if parts[1] == "d" {
        constraints.push(Constraint::Diagonal(Diagonal::Anti));
        constraints.push(Constraint::Diagonal(Diagonal::Main));
    }
    let mut ids: Vec<u32> = Vec::new();
    let mut cages: Vec<KillerCage> = Vec::new();
    for (i, part) in parts[3..84].iter().enumerate() {
        let value: u32 = part
            .parse()
            .map_err(|_| IssErrorKind::BadNumber(part.to_string()))?;
        let (total, id) = (value / 256, value % 256);
        if total == 0 {
            continue;
        }
        let total = u16::try_from(total).map_err(|_| IssErrorKind::BadNumber(part.to_string()))?;
        let cell = Cell::from_index(i);
        match ids.iter().position(|&x| x == id) {
            Some(k) if cages[k].total != Some(total) => {
                return Err(IssErrorKind::Layout {
                    cell: Some(cell),
                    why: "its total differs from the rest of its cage",
                });
            }
            Some(k) => cages[k].cells.push(cell),
            None => {
                ids.push(id);
                cages.push(KillerCage {
                    cells: vec![cell],
                    total: Some(total),
                });
            }
        }
    }
    constraints.extend(cages.into_iter().map(Constraint::Killer));
    rules_puzzle(Grid::EMPTY, Layout::Boxes, constraints)
}

/// ISS's test for a layout: nine distinct characters, each on nine cells.
fn is_layout(chars: &[char]) -> bool {
    let mut seen: Vec<(char, usize)> = Vec::new();
    for &c in chars {
        match seen.iter().position(|&(x, _)| x == c) {
            Some(k) => seen[k].1 += 1,
            None if seen.len() == 9 => return false,
            None => seen.push((c, 1)),
        }
    }
    seen.len() == 9 && seen.iter().all(|&(_, n)| n == 9)
}

/// ISS's test for plain givens: digits `1`-`9` and at most one other character.
fn is_plain_givens(chars: &[char]) -> bool {
    let mut other = None;
    chars
        .iter()
        .all(|&c| ('1'..='9').contains(&c) || *other.get_or_insert(c) == c)
}

fn jigsaw(layout: &[char], givens: &[char]) -> Result<Puzzle, IssErrorKind> {
    let labels: String = layout.iter().collect();
    let j = Jigsaw::from_labels(&labels).map_err(IssErrorKind::Invalid)?;
    let mut grid = Grid::EMPTY;
    for (i, &c) in givens.iter().enumerate() {
        if let Some(d) = c.to_digit(10).and_then(|d| Digit::new(d as u8)) {
            grid.set(Cell::from_index(i), Some(d));
        }
    }
    rules_puzzle(grid, Layout::Jigsaw(j), Vec::new())
}

fn rules_puzzle(
    givens: Grid,
    layout: Layout,
    constraints: Vec<Constraint>,
) -> Result<Puzzle, IssErrorKind> {
    let rules = Rules::new(layout, constraints).map_err(IssErrorKind::Invalid)?;
    Ok(Puzzle { givens, rules })
}

const SHORT: &str = "ISS short killer layout";
const LONG: &str = "ISS long killer layout";
const JIGSAW: &str = "ISS jigsaw line";

/// The killer cages of a puzzle that has only cages (and, for the long layout, both
/// diagonals), or why it does not fit a killer layout.
fn only_cages<'a>(
    puzzle: &'a Puzzle,
    format: &'static str,
    diagonals_allowed: bool,
) -> Result<(Vec<&'a KillerCage>, bool), WriteError> {
    if puzzle.rules.layout() != &Layout::Boxes {
        return Err(WriteError::puzzle(
            format,
            "a killer layout has boxes, not a jigsaw",
        ));
    }
    if puzzle.givens.filled_count() > 0 {
        return Err(WriteError::puzzle(format, "a killer layout has no givens"));
    }
    let mut cages = Vec::new();
    let mut diagonals = 0;
    for (i, c) in puzzle.rules.constraints().iter().enumerate() {
        match c {
            Constraint::Killer(cage) => cages.push(cage),
            Constraint::Diagonal(_) if diagonals_allowed => diagonals += 1,
            _ => {
                return Err(WriteError::constraint(
                    format,
                    i,
                    c,
                    "a killer layout holds only cages",
                ));
            }
        }
    }
    if diagonals == 1 {
        return Err(WriteError::puzzle(
            format,
            "its `d` flag means both diagonals, not one",
        ));
    }
    let mut owner = [false; 81];
    for (i, cage) in puzzle.rules.constraints().iter().enumerate() {
        for cell in cage.cells() {
            if matches!(cage, Constraint::Killer(_)) {
                if owner[cell.index()] {
                    return Err(WriteError::constraint(
                        format,
                        i,
                        cage,
                        "it overlaps another cage",
                    ));
                }
                owner[cell.index()] = true;
            }
        }
    }
    Ok((cages, diagonals == 2))
}

/// Writes a killer puzzle (cages covering every cell, each cage connected by king moves,
/// no givens) in ISS's short killer layout. Each cage's head is its first cell in
/// row-major order; every other cell points one step towards it.
pub fn write_short_killer(puzzle: &Puzzle) -> Result<String, WriteError> {
    let (cages, _) = only_cages(puzzle, SHORT, false)?;
    let mut out = ['\0'; 81];
    for (k, cage) in cages.iter().enumerate() {
        let index = cage_index(puzzle, k);
        let fail =
            |why| WriteError::constraint(SHORT, index, &puzzle.rules.constraints()[index], why);
        let mut cells = cage.cells.clone();
        cells.sort();
        let head = cells[0];
        out[head.index()] =
            total_char(cage.total.unwrap_or(0)).ok_or_else(|| fail("its total is above 45"))?;
        // Breadth-first from the head: each cell reached points back to the cell it was
        // reached from.
        let mut reached = vec![head];
        let mut k = 0;
        while k < reached.len() {
            let from = reached[k];
            for &cell in &cells {
                let (dr, dc) = (
                    from.row() as i8 - cell.row() as i8,
                    from.col() as i8 - cell.col() as i8,
                );
                if !reached.contains(&cell) && dr.abs() <= 1 && dc.abs() <= 1 {
                    out[cell.index()] = arrow_char(dr, dc);
                    reached.push(cell);
                }
            }
            k += 1;
        }
        if reached.len() != cells.len() {
            return Err(fail("its cells are not connected by king moves"));
        }
    }
    if out.contains(&'\0') {
        return Err(WriteError::puzzle(SHORT, "every cell must be in a cage"));
    }
    if cages.iter().all(|c| c.cells.len() == 1) {
        return Err(WriteError::puzzle(
            SHORT,
            "without a cage of two cells or more it reads as a plain puzzle",
        ));
    }
    Ok(out.iter().collect())
}

/// The arrow character for a step of (rows, columns).
fn arrow_char(dr: i8, dc: i8) -> char {
    match (dr, dc) {
        (1, 0) => 'v',
        (-1, 0) => '^',
        (0, -1) => '<',
        (0, 1) => '>',
        (-1, -1) => '`',
        (-1, 1) => '\'',
        (1, -1) => ',',
        _ => '.',
    }
}

/// The index in the rules of the `k`-th killer cage.
fn cage_index(puzzle: &Puzzle, k: usize) -> usize {
    puzzle
        .rules
        .constraints()
        .iter()
        .enumerate()
        .filter(|(_, c)| matches!(c, Constraint::Killer(_)))
        .nth(k)
        .map_or(0, |(i, _)| i)
}

/// Writes a killer puzzle (cages with totals, optionally both diagonals, no givens) in
/// ISS's long killer layout.
pub fn write_long_killer(puzzle: &Puzzle) -> Result<String, WriteError> {
    let (cages, diagonals) = only_cages(puzzle, LONG, true)?;
    let mut values = [0u32; 81];
    for (k, cage) in cages.iter().enumerate() {
        let Some(total) = cage.total else {
            let index = cage_index(puzzle, k);
            return Err(WriteError::constraint(
                LONG,
                index,
                &puzzle.rules.constraints()[index],
                "a cage without a total reads as no cage",
            ));
        };
        for c in &cage.cells {
            values[c.index()] = u32::from(total) * 256 + k as u32 + 1;
        }
    }
    let mut out = format!("3x3:{}:k:", if diagonals { "d" } else { "" });
    for v in values {
        out.push_str(&v.to_string());
        out.push(':');
    }
    Ok(out)
}

/// Writes a jigsaw puzzle with no other constraint as ISS's 162-character line: the 81
/// givens (`.` empty), then the 81 region digits `1`-`9`.
pub fn write_jigsaw(puzzle: &Puzzle) -> Result<String, WriteError> {
    let Layout::Jigsaw(j) = puzzle.rules.layout() else {
        return Err(WriteError::puzzle(
            JIGSAW,
            "the puzzle has boxes, not a jigsaw",
        ));
    };
    if let Some(c) = puzzle.rules.constraints().first() {
        return Err(WriteError::constraint(
            JIGSAW,
            0,
            c,
            "a jigsaw line holds only givens and regions",
        ));
    }
    Ok(format!("{}{j}", puzzle.givens))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (CompactForm, Puzzle) {
        let (form, p) = parse_compact(text).expect("a compact form");
        (form, p.unwrap_or_else(|e| panic!("{text}: {e}")))
    }

    /// The 3-cell cage at r1c1-r1c3 (total 10) and every other cell its own cage of 5.
    fn small_layout() -> String {
        "A<<".to_string() + &"5".repeat(78)
    }

    #[test]
    fn short_killer_reads_and_writes_back() {
        let (form, p) = parse(&small_layout());
        assert_eq!(form, CompactForm::ShortKiller);
        let first = &p.rules.constraints()[0];
        assert_eq!(
            first,
            &Constraint::Killer(KillerCage {
                cells: vec![
                    Cell::from_index(0),
                    Cell::from_index(1),
                    Cell::from_index(2)
                ],
                total: Some(10),
            })
        );
        assert_eq!(write_short_killer(&p).unwrap(), small_layout());
    }

    #[test]
    fn short_killer_arrows_of_every_direction() {
        // A plus-shaped cage headed at r5c5, a diagonal pair and a diagonal trio, among
        // single cells of total 5 (valid rules; the puzzle need not be solvable here).
        let mut chars: Vec<char> = "5".repeat(81).chars().collect();
        chars[40] = 'F'; // r5c5: total 15, the head
        chars[31] = 'v'; // r4c5 down to it
        chars[49] = '^'; // r6c5 up
        chars[39] = '>'; // r5c4 right
        chars[41] = '<'; // r5c6 left
        chars[0] = '3'; // r1c1 head of a pair
        chars[10] = '`'; // r2c2 up-left to it
        chars[8] = '6'; // r1c9 head of a trio
        chars[16] = '\''; // r2c8 up-right to it
        chars[24] = '\''; // r3c7 up-right to r2c8
        chars[62] = '7'; // r7c9 head
        chars[52] = '.'; // r6c8 down-right to it
        let text: String = chars.iter().collect();
        let (_, p) = parse(&text);
        let cages: Vec<u32> = p
            .rules
            .constraints()
            .iter()
            .map(|c| c.cells().len())
            .filter(|&n| n > 1)
            .collect();
        assert_eq!(cages, vec![2, 3, 5, 2]);
        let again = write_short_killer(&p).unwrap();
        assert_eq!(parse(&again).1, p);
        for (dr, dc) in [
            (1, 0),
            (-1, 0),
            (0, -1),
            (0, 1),
            (-1, -1),
            (-1, 1),
            (1, -1),
            (1, 1),
        ] {
            assert_eq!(arrow(arrow_char(dr, dc)), Some((dr, dc)));
        }
    }

    #[test]
    fn short_killer_layout_errors_name_the_cell() {
        let mut off = small_layout().into_bytes();
        off[8] = b'>';
        let (_, r) = parse_compact(std::str::from_utf8(&off).unwrap()).unwrap();
        assert_eq!(
            r.unwrap_err().to_string(),
            "killer layout at r1c9: its arrow points off the grid"
        );
        let mut looped = small_layout().into_bytes();
        looped[9] = b'>';
        looped[10] = b'<';
        let (_, r) = parse_compact(std::str::from_utf8(&looped).unwrap()).unwrap();
        assert_eq!(
            r.unwrap_err().to_string(),
            "killer layout at r2c1: its arrows go round in a loop"
        );
    }

    #[test]
    fn a_long_chain_that_ends_is_a_big_cage_not_a_loop() {
        // r2c9 points up to r1c9, and r1c9..r1c2 point left to the head in r1c1: ten
        // cells in one chain, no loop.
        let layout = format!("0{}{}^{}", "<".repeat(8), "5".repeat(8), "5".repeat(63));
        let (_, r) = parse_compact(&layout).unwrap();
        let err = r.unwrap_err().to_string();
        assert!(!err.contains("loop"), "{err}");
        assert!(err.contains("killer cage at r1c1"), "{err}");
        assert!(err.contains("allows at most 9 cells, found 10"), "{err}");
    }

    #[test]
    fn long_killer_reads_and_writes_back() {
        let mut cells = vec!["0".to_string(); 81];
        cells[0] = (10 * 256 + 1).to_string();
        cells[1] = (10 * 256 + 1).to_string();
        cells[80] = (4 * 256 + 2).to_string();
        let text = format!("3x3:d:k:{}:", cells.join(":"));
        let (form, p) = parse(&text);
        assert_eq!(form, CompactForm::LongKiller);
        assert_eq!(p.rules.constraints().len(), 4);
        assert_eq!(
            p.rules.constraints()[3],
            Constraint::Killer(KillerCage {
                cells: vec![Cell::from_index(80)],
                total: Some(4)
            })
        );
        assert_eq!(write_long_killer(&p).unwrap(), text);
        let (_, r) = parse_compact("3x3::k:1:2:").unwrap();
        assert!(r.unwrap_err().to_string().contains("81"));
        cells[1] = (11 * 256 + 1).to_string();
        let (_, r) = parse_compact(&format!("3x3::k:{}:", cells.join(":"))).unwrap();
        assert_eq!(
            r.unwrap_err().to_string(),
            "killer layout at r1c2: its total differs from the rest of its cage"
        );
    }

    #[test]
    fn jigsaw_lines() {
        let layout =
            "AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII";
        let (form, p) = parse(layout);
        assert_eq!(form, CompactForm::Jigsaw);
        assert!(matches!(p.rules.layout(), Layout::Jigsaw(_)));
        let givens = "5".to_string() + &".".repeat(80);
        let (_, with) = parse(&format!("{givens}{layout}"));
        assert_eq!(with.givens.filled_count(), 1);
        let written = write_jigsaw(&with).unwrap();
        assert_eq!(written.len(), 162);
        assert_eq!(parse(&written).1, with);
        assert!(write_jigsaw(&Puzzle::default()).is_err());
    }
}
