//! Where a SudokuPad element is drawn, in nonet's terms: points `[row, column]` in cell
//! units from the grid's top-left corner, read as a cell's centre, an edge between two
//! cells, a corner of four, or a cell outside the grid; colours normalised; and each
//! element named for messages (`overlays[12] (a rounded #FFFFFF shape 0.3 wide between
//! r3c3 and r3c4)`).

use serde_json::{Map, Value};

/// How far a coordinate may be from the grid point it stands for. SudokuPad's converter
/// writes points such as `2.7800000000000002`; a thousandth of a cell is far below any
/// drawing's own offsets (0.1 and more).
const EPS: f64 = 1e-3;

/// The grid's size in cells.
pub(super) const N: i32 = 9;

/// A point `[row, column]`.
pub(super) type Point = (f64, f64);

/// A cell `(row, column)`, 0-based; outside the grid for an outside clue (`-1` or `9`).
pub(super) type Rc = (i32, i32);

/// An element of one of the puzzle's drawn lists: `lines[3]`.
#[derive(Clone, Copy)]
pub(super) struct Element<'a> {
    pub(super) list: &'static str,
    pub(super) index: usize,
    pub(super) obj: &'a Map<String, Value>,
}

impl Element<'_> {
    pub(super) fn num(&self, key: &str) -> Option<f64> {
        self.obj.get(key).and_then(Value::as_f64)
    }

    pub(super) fn colour(&self, key: &str) -> Option<String> {
        self.obj.get(key).and_then(Value::as_str).and_then(colour)
    }

    pub(super) fn rounded(&self) -> bool {
        self.obj.get("rounded").and_then(Value::as_bool) == Some(true)
    }

    /// Its text, numbers written as text (zipping turned `"12"` into `12`); `""` when
    /// it has none.
    pub(super) fn text(&self) -> String {
        match self.obj.get("text") {
            Some(Value::String(s)) => s.trim().to_string(),
            Some(Value::Number(n)) => n.to_string(),
            _ => String::new(),
        }
    }

    /// Whether it is a circle (rounded, as wide as high) whose width is in `widths`, in
    /// cells: a thermometer's bulb, a between line's circle, a quadruple's.
    pub(super) fn is_circle(&self, widths: std::ops::RangeInclusive<f64>) -> bool {
        let (w, h) = self.size();
        self.rounded() && same(w, h) && widths.contains(&w)
    }

    pub(super) fn centre(&self) -> Option<Point> {
        self.obj.get("center").and_then(point)
    }

    /// Width and height (1 when absent, as SudokuPad draws them).
    pub(super) fn size(&self) -> (f64, f64) {
        (
            self.num("width").unwrap_or(1.0),
            self.num("height").unwrap_or(1.0),
        )
    }

    pub(super) fn way_points(&self) -> Vec<Point> {
        self.obj
            .get("wayPoints")
            .and_then(Value::as_array)
            .map(|ps| ps.iter().filter_map(point).collect())
            .unwrap_or_default()
    }

    /// The element's name and what it looks like, for a message.
    pub(super) fn describe(&self) -> String {
        let mut parts = Vec::new();
        let colour = self
            .colour("color")
            .or_else(|| self.colour("backgroundColor"))
            .or_else(|| self.colour("borderColor"));
        match self.list {
            "lines" | "arrows" => {
                let what = if self.list == "lines" {
                    "line"
                } else {
                    "arrow"
                };
                let mut s = match colour {
                    Some(c) => format!("a {c} {what}"),
                    None => format!("a {what}"),
                };
                if let Some(t) = self.num("thickness") {
                    s.push_str(&format!(" {t} thick"));
                }
                let points = self.way_points();
                let places: Vec<String> = points.iter().take(4).map(|&p| place(p)).collect();
                s.push_str(&format!(" through {}", places.join(", ")));
                if points.len() > 4 {
                    s.push_str(", ...");
                }
                parts.push(s);
            }
            _ => {
                let (w, h) = self.size();
                let shape = if self.rounded() { "rounded " } else { "" };
                let size = if (w - h).abs() < EPS {
                    format!("{w} wide")
                } else {
                    format!("{w} by {h}")
                };
                let mut s = match colour {
                    Some(c) => format!("a {shape}{c} shape {size}"),
                    None => format!("a {shape}shape {size}"),
                };
                if let Some(p) = self.centre() {
                    s.push_str(&format!(" {}", place(p)));
                }
                let text = self.text();
                if !text.is_empty() {
                    s.push_str(&format!(", text {text:?}"));
                }
                parts.push(s);
            }
        }
        format!("{}[{}] ({})", self.list, self.index, parts.join(", "))
    }
}

/// `[row, column]`.
pub(super) fn point(v: &Value) -> Option<Point> {
    let a = v.as_array()?;
    match a.as_slice() {
        [r, c] => Some((r.as_f64()?, c.as_f64()?)),
        _ => None,
    }
}

/// A colour as `#RRGGBB` (from `#rgb`, `#rrggbb` or `#rrggbbaa`, alpha ignored); `None`
/// for anything else (`transparent`, a name).
pub(super) fn colour(text: &str) -> Option<String> {
    let hex = text.trim().strip_prefix('#')?;
    if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let full: String = match hex.len() {
        3 | 4 => hex.chars().take(3).flat_map(|c| [c, c]).collect(),
        6 | 8 => hex[..6].to_string(),
        _ => return None,
    };
    Some(format!("#{}", full.to_ascii_uppercase()))
}

fn near(x: f64, y: f64) -> bool {
    (x - y).abs() < EPS
}

/// The whole number `x` is at, if any.
fn whole(x: f64) -> Option<i32> {
    let r = x.round();
    (near(x, r) && r.abs() < 1e6).then_some(r as i32)
}

/// The `k` such that `x` is `k + 0.5`, if any.
fn half(x: f64) -> Option<i32> {
    whole(x - 0.5)
}

/// Whether a cell is in the grid.
pub(super) fn inside((r, c): Rc) -> bool {
    (0..N).contains(&r) && (0..N).contains(&c)
}

/// The cell whose centre `p` is, in the grid or just outside it.
pub(super) fn centre_cell(p: Point) -> Option<Rc> {
    Some((half(p.0)?, half(p.1)?))
}

/// The cell `p` lies in (its top and left edges included).
pub(super) fn cell_containing(p: Point) -> Rc {
    ((p.0 + EPS).floor() as i32, (p.1 + EPS).floor() as i32)
}

/// The two grid cells whose shared edge has `p` at its middle.
pub(super) fn edge(p: Point) -> Option<[Rc; 2]> {
    let pair = match (half(p.0), whole(p.1), whole(p.0), half(p.1)) {
        (Some(r), Some(c), _, _) => [(r, c - 1), (r, c)],
        (_, _, Some(r), Some(c)) => [(r - 1, c), (r, c)],
        _ => return None,
    };
    pair.iter().all(|&rc| inside(rc)).then_some(pair)
}

/// The top-left cell of the 2x2 square whose middle corner is `p`.
pub(super) fn corner(p: Point) -> Option<Rc> {
    let (r, c) = (whole(p.0)?, whole(p.1)?);
    ((1..N).contains(&r) && (1..N).contains(&c)).then_some((r - 1, c - 1))
}

/// Whether a cell is beside the grid, in line with a row or a column (not a corner).
pub(super) fn beside((r, c): Rc) -> bool {
    let row_in = (0..N).contains(&r);
    let col_in = (0..N).contains(&c);
    (row_in && (c == -1 || c == N)) || (col_in && (r == -1 || r == N))
}

/// f-puzzles' name of a cell, in the grid or beside it: `R1C1`, `R0C3`, `R5C10`.
pub(super) fn fp_name((r, c): Rc) -> String {
    format!("R{}C{}", r + 1, c + 1)
}

/// nonet's name of a cell: `r1c1`; outside the grid, f-puzzles' `R0C3`.
pub(super) fn cell_name(rc: Rc) -> String {
    if inside(rc) {
        format!("r{}c{}", rc.0 + 1, rc.1 + 1)
    } else {
        fp_name(rc)
    }
}

/// Where a point is, in words: `r3c4`, `between r3c3 and r3c4`, `at the corner of
/// r2c2-r3c3`, `R0C3` (outside), or the coordinates.
pub(super) fn place(p: Point) -> String {
    if let Some(rc) = centre_cell(p) {
        return cell_name(rc);
    }
    if let Some([a, b]) = edge(p) {
        return format!("between {} and {}", cell_name(a), cell_name(b));
    }
    if let Some((r, c)) = corner(p) {
        return format!(
            "at the corner of {}-{}",
            cell_name((r, c)),
            cell_name((r + 1, c + 1))
        );
    }
    format!("at [{}, {}]", p.0, p.1)
}

/// Whether two sizes are equal within the tolerance.
pub(super) fn same(x: f64, y: f64) -> bool {
    near(x, y)
}

/// The grid cells a shape centred at `centre`, `w` wide and `h` high covers: those whose
/// centres lie inside it.
pub(super) fn covered(centre: Point, (w, h): (f64, f64)) -> Vec<Rc> {
    let mut out = Vec::new();
    for r in 0..N {
        for c in 0..N {
            let (y, x) = (f64::from(r) + 0.5, f64::from(c) + 0.5);
            if (y - centre.0).abs() < h / 2.0 && (x - centre.1).abs() < w / 2.0 {
                out.push((r, c));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_read_as_grid_places() {
        assert_eq!(centre_cell((2.5, 4.5)), Some((2, 4)));
        assert_eq!(centre_cell((2.4, 4.5)), None);
        assert_eq!(edge((2.5, 3.0)), Some([(2, 2), (2, 3)]));
        assert_eq!(edge((3.0, 1.5)), Some([(2, 1), (3, 1)]));
        assert_eq!(edge((0.5, 0.0)), None, "the grid's outer edge");
        assert_eq!(corner((2.0, 2.0)), Some((1, 1)));
        assert_eq!(corner((0.0, 2.0)), None);
        assert_eq!(
            centre_cell((-0.5, 2.5)).map(fp_name).as_deref(),
            Some("R0C3")
        );
        assert_eq!(fp_name((4, 9)), "R5C10");
        assert!(beside((-1, 2)) && beside((4, 9)) && !beside((-1, -1)) && !beside((0, 0)));
        assert_eq!(cell_containing((4.22, 2.7800000000000002)), (4, 2));
        assert_eq!(place((2.5, 3.0)), "between r3c3 and r3c4");
        assert_eq!(place((2.0, 2.0)), "at the corner of r2c2-r3c3");
        assert_eq!(covered((3.5, 4.0), (1.83, 0.83)), [(3, 3), (3, 4)]);
    }

    #[test]
    fn colours_normalise() {
        assert_eq!(colour("#cfcfcf").as_deref(), Some("#CFCFCF"));
        assert_eq!(colour("#fff").as_deref(), Some("#FFFFFF"));
        assert_eq!(colour("#a8a8a8a8").as_deref(), Some("#A8A8A8"));
        assert_eq!(colour("red"), None);
    }
}
