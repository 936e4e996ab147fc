//! Writing grids: the `line`, `grid` (boxed) and `matrix` (the cross-language benchmark's) forms.

use crate::grid::Grid;

/// The output forms of a grid. JSON is built by callers from serde values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridStyle {
    /// 81 characters, `.` for empty cells.
    Line,
    /// A boxed 9x9 grid with `|` and `------+-------+------` borders.
    Boxed,
    /// The cross-language benchmark's matrix: 9 rows of digits each followed by a space,
    /// `0` for empty.
    Matrix,
}

/// Writes `grid` in `style`. Multi-line forms end with a newline; `Line` does not.
///
/// ```
/// use nonet::format::{write_grid, GridStyle};
/// let g: nonet::Grid = "1".repeat(1).chars().chain(std::iter::repeat('.').take(80))
///     .collect::<String>().parse().unwrap();
/// assert!(write_grid(&g, GridStyle::Boxed).starts_with("1 . . | . . . | . . .\n"));
/// assert!(write_grid(&g, GridStyle::Matrix).starts_with("1 0 0 0 0 0 0 0 0 \n"));
/// ```
pub fn write_grid(grid: &Grid, style: GridStyle) -> String {
    match style {
        GridStyle::Line => grid.to_string(),
        GridStyle::Boxed => boxed(grid),
        GridStyle::Matrix => matrix(grid),
    }
}

fn boxed(grid: &Grid) -> String {
    let mut out = String::with_capacity(11 * 22);
    for (r, row) in grid.values().chunks(9).enumerate() {
        if r == 3 || r == 6 {
            out.push_str("------+-------+------\n");
        }
        for (c, &v) in row.iter().enumerate() {
            if c == 3 || c == 6 {
                out.push_str("| ");
            }
            out.push(if v == 0 { '.' } else { char::from(b'0' + v) });
            if c < 8 {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}

fn matrix(grid: &Grid) -> String {
    let mut out = String::with_capacity(9 * 19);
    for row in grid.values().chunks(9) {
        for &v in row {
            out.push(char::from(b'0' + v));
            out.push(' ');
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzles;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn every_style_round_trips() {
        let g: Grid = LINE.parse().unwrap();
        for style in [GridStyle::Line, GridStyle::Boxed, GridStyle::Matrix] {
            let text = write_grid(&g, style);
            let back = parse_puzzles(&text);
            assert_eq!(back.len(), 1, "{style:?}");
            assert_eq!(back[0].as_ref().unwrap(), &g, "{style:?}");
        }
    }

    #[test]
    fn boxed_layout() {
        let g: Grid = LINE.parse().unwrap();
        let text = write_grid(&g, GridStyle::Boxed);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], "5 3 . | . 7 . | . . .");
        assert_eq!(lines[3], "------+-------+------");
    }
}
