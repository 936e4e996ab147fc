//! SVG: a puzzle's [`Figure`] (the library's vector drawing of its rules) and its givens
//! as one standalone picture, for `nonet draw --format svg`.
//!
//! The library gives geometry only, each item tagged with its constraint kind; the
//! colours are chosen here, by kind, close to SudokuPad's (the web page chooses its own
//! in CSS). Every element carries `class="k-<kind>"`, as on the page, and its colours as
//! attributes, so the picture looks the same in any viewer, with or without CSS.

use std::fmt::Write as _;

use nonet::Grid;
use nonet::format::figure::{Anchor, Figure, Fill, Item, Point, Shape, Weight};
use nonet::grid::Cell;

/// Pixels per cell of the picture's default size (it scales without loss).
const CELL_PX: f64 = 50.0;
/// The height of a legend line, and of its text, in cell units.
const LEGEND_LINE: f64 = 0.45;
const LEGEND_TEXT: f64 = 0.3;

/// The picture: a white background, the figure's items in order, the givens, and the
/// legend's lines under the grid.
pub fn document(figure: &Figure, givens: &Grid) -> String {
    let height = 11.0
        + if figure.legend.is_empty() {
            0.0
        } else {
            0.2 + LEGEND_LINE * figure.legend.len() as f64
        };
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 11 {height}" width="{}" height="{}" font-family="sans-serif">"#,
        num(11.0 * CELL_PX),
        num(height * CELL_PX)
    );
    let _ = writeln!(
        out,
        r##"<rect x="-1" y="-1" width="11" height="{height}" fill="#fff"/>"##
    );
    for item in &figure.items {
        element(&mut out, item);
    }
    for cell in Cell::all() {
        if let Some(digit) = givens.get(cell) {
            let at = Point::centre(cell);
            let _ = writeln!(
                out,
                r##"<text class="given" x="{}" y="{}" font-size="0.6" text-anchor="middle" dominant-baseline="central" fill="#000">{digit}</text>"##,
                num(at.x),
                num(at.y)
            );
        }
    }
    for (k, line) in figure.legend.iter().enumerate() {
        let y = 10.2 + LEGEND_LINE * (k as f64 + 0.5);
        let _ = writeln!(
            out,
            r##"<text class="legend" x="-0.8" y="{}" font-size="{LEGEND_TEXT}" dominant-baseline="central" fill="#000">{}</text>"##,
            num(y),
            escape(line)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// One item as an SVG element.
fn element(out: &mut String, item: &Item) {
    let class = format!("k-{}", item.kind);
    let colour = colour(&item.kind);
    let _ = match &item.shape {
        Shape::Shade { cells, tone } => {
            for &cell in cells {
                let at = Point::corner(cell);
                let _ = writeln!(
                    out,
                    r#"<rect class="{class}" x="{}" y="{}" width="1" height="1" fill="{}"/>"#,
                    num(at.x),
                    num(at.y),
                    shade(*tone)
                );
            }
            Ok(())
        }
        Shape::Path {
            points,
            width,
            closed,
            fill,
            arrow,
        } => {
            let tag = if *closed { "polygon" } else { "polyline" };
            let (fill, stroke) = if *fill {
                (colour, "none")
            } else {
                ("none", colour)
            };
            let _ = writeln!(
                out,
                r#"<{tag} class="{class}" points="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
                point_list(points),
                num(*width)
            );
            match (arrow, points.as_slice()) {
                (true, [.., from, tip]) => writeln!(
                    out,
                    r#"<polyline class="{class}" points="{}" fill="none" stroke="{colour}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
                    point_list(&head(*from, *tip)),
                    num(*width)
                ),
                _ => Ok(()),
            }
        }
        Shape::Circle { at, r, fill } => writeln!(
            out,
            r#"<circle class="{class}" cx="{}" cy="{}" r="{}" fill="{}" stroke="{colour}" stroke-width="0.03"/>"#,
            num(at.x),
            num(at.y),
            num(*r),
            paint(*fill, colour)
        ),
        Shape::Square { at, size, fill } => writeln!(
            out,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            num(at.x - size / 2.0),
            num(at.y - size / 2.0),
            num(*size),
            num(*size),
            paint(*fill, colour)
        ),
        Shape::Text {
            at,
            text,
            size,
            anchor,
        } => writeln!(
            out,
            r##"<text class="{class}" x="{}" y="{}" font-size="{}" text-anchor="{}" dominant-baseline="central" fill="{colour}" stroke="#fff" stroke-width="{}" paint-order="stroke">{}</text>"##,
            num(at.x),
            num(at.y),
            num(*size),
            match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            },
            num(size / 6.0),
            escape(text)
        ),
        Shape::Outline { loops, dashed } => {
            let mut d = String::new();
            for l in loops {
                for (k, p) in l.iter().enumerate() {
                    let _ = write!(
                        d,
                        "{}{},{} ",
                        if k == 0 { 'M' } else { 'L' },
                        num(p.x),
                        num(p.y)
                    );
                }
                d.push_str("Z ");
            }
            let dash = if *dashed {
                r#" stroke-dasharray="0.1 0.06""#
            } else {
                ""
            };
            writeln!(
                out,
                r#"<path class="{class}" d="{}" fill="none" stroke="{colour}" stroke-width="0.025"{dash}/>"#,
                d.trim_end()
            )
        }
        Shape::Border { segments, weight } => {
            let mut d = String::new();
            for [a, b] in segments {
                let _ = write!(d, "M{},{} L{},{} ", num(a.x), num(a.y), num(b.x), num(b.y));
            }
            let width = match weight {
                Weight::Thin => 0.02,
                Weight::Thick => 0.06,
            };
            writeln!(
                out,
                r#"<path class="{class}" d="{}" fill="none" stroke="{colour}" stroke-width="{width}" stroke-linecap="square"/>"#,
                d.trim_end()
            )
        }
    };
}

/// An arrowhead at `tip`, coming from `from`: two short strokes back from the tip, a
/// fifth of a cell long (shorter on a short last step).
fn head(from: Point, tip: Point) -> [Point; 3] {
    let (dx, dy) = (tip.x - from.x, tip.y - from.y);
    let length = dx.hypot(dy).max(f64::EPSILON);
    let size = (length / 2.0).min(0.2);
    let (ux, uy) = (dx / length * size, dy / length * size);
    let back = Point::new(tip.x - ux, tip.y - uy);
    [
        back.shift(-uy * 0.7, ux * 0.7),
        tip,
        back.shift(uy * 0.7, -ux * 0.7),
    ]
}

/// The colour of a kind's strokes, text and marks, close to SudokuPad's.
fn colour(kind: &str) -> &'static str {
    match kind {
        "thermo" | "even_odd" => "#c8c8c8",
        "arrow" => "#909090",
        "renban" => "#d080f0",
        "whispers" => "#50c050",
        "palindrome" => "#a8a8a8",
        "between" => "#90a8d0",
        "entropic" => "#f0a040",
        "zipper" => "#b898f0",
        "region_sum" => "#4080f0",
        "diagonal" => "#6080c0",
        "candidates" => "#505050",
        _ => "#000",
    }
}

/// The light colours of shaded cells, by tone.
fn shade(tone: u8) -> &'static str {
    match tone {
        1 => "#dcdcdc",
        2 => "#d4e2f4",
        3 => "#f4e2cc",
        _ => "#dcefd4",
    }
}

/// A fill as SVG paints it: grey is the kind's own colour (a bulb, an even square).
fn paint(fill: Fill, colour: &'static str) -> &'static str {
    match fill {
        Fill::White => "#fff",
        Fill::Black => "#000",
        Fill::Grey => colour,
        Fill::None => "none",
    }
}

fn point_list(points: &[Point]) -> String {
    let pairs: Vec<String> = points
        .iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect();
    pairs.join(" ")
}

/// A coordinate as SVG text: thousandths at most, no trailing zeros.
fn num(v: f64) -> String {
    let rounded = (v * 1000.0).round() / 1000.0;
    format!("{}", rounded + 0.0)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
