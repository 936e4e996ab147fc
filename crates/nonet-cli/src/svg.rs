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

/// One item as SVG elements (a shade is one square per cell; a path with an arrow, the
/// path and its head).
fn element(out: &mut String, item: &Item) {
    let style = Style {
        class: format!("k-{}", item.kind),
        colour: colour(&item.kind),
    };
    let _ = match &item.shape {
        Shape::Shade { cells, tone } => shade_cells(out, &style, cells, *tone),
        Shape::Path {
            points,
            width,
            closed,
            fill,
            arrow,
        } => path(out, &style, points, *width, *closed, *fill, *arrow),
        Shape::Circle { at, r, fill } => writeln!(
            out,
            r#"<circle class="{}" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="0.03"/>"#,
            style.class,
            num(at.x),
            num(at.y),
            num(*r),
            paint(*fill, style.colour),
            style.colour
        ),
        Shape::Square { at, size, fill } => writeln!(
            out,
            r#"<rect class="{}" x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            style.class,
            num(at.x - size / 2.0),
            num(at.y - size / 2.0),
            num(*size),
            num(*size),
            paint(*fill, style.colour)
        ),
        Shape::Text {
            at,
            text,
            size,
            anchor,
        } => text_element(out, &style, *at, text, *size, *anchor),
        Shape::Outline { loops, dashed } => outline(out, &style, loops, *dashed),
        Shape::Border { segments, weight } => border(out, &style, segments, *weight),
    };
}

/// What every element of an item carries: its kind's class and colour.
struct Style {
    class: String,
    colour: &'static str,
}

fn shade_cells(out: &mut String, style: &Style, cells: &[Cell], tone: u8) -> std::fmt::Result {
    for &cell in cells {
        let at = Point::corner(cell);
        writeln!(
            out,
            r#"<rect class="{}" x="{}" y="{}" width="1" height="1" fill="{}"/>"#,
            style.class,
            num(at.x),
            num(at.y),
            shade(tone)
        )?;
    }
    Ok(())
}

/// A polyline or polygon, stroked in the kind's colour or filled with it, and its
/// arrowhead when it has one.
fn path(
    out: &mut String,
    style: &Style,
    points: &[Point],
    width: f64,
    closed: bool,
    fill: bool,
    arrow: bool,
) -> std::fmt::Result {
    let tag = if closed { "polygon" } else { "polyline" };
    let (fill, stroke) = if fill {
        (style.colour, "none")
    } else {
        ("none", style.colour)
    };
    let line = |out: &mut String, tag: &str, points: &[Point], fill: &str, stroke: &str| {
        writeln!(
            out,
            r#"<{tag} class="{}" points="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
            style.class,
            point_list(points),
            num(width)
        )
    };
    line(out, tag, points, fill, stroke)?;
    match (arrow, points) {
        (true, [.., from, tip]) => line(out, "polyline", &head(*from, *tip), "none", style.colour),
        _ => Ok(()),
    }
}

/// Text on a halo of the background, so a total or a letter on a line stays legible.
fn text_element(
    out: &mut String,
    style: &Style,
    at: Point,
    text: &str,
    size: f64,
    anchor: Anchor,
) -> std::fmt::Result {
    let anchor = match anchor {
        Anchor::Start => "start",
        Anchor::Middle => "middle",
        Anchor::End => "end",
    };
    writeln!(
        out,
        r##"<text class="{}" x="{}" y="{}" font-size="{}" text-anchor="{anchor}" dominant-baseline="central" fill="{}" stroke="#fff" stroke-width="{}" paint-order="stroke">{}</text>"##,
        style.class,
        num(at.x),
        num(at.y),
        num(size),
        style.colour,
        num(size / 6.0),
        escape(text)
    )
}

/// A cage's loops as one path (so a hole's loop stays a hole).
fn outline(
    out: &mut String,
    style: &Style,
    loops: &[Vec<Point>],
    dashed: bool,
) -> std::fmt::Result {
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
    let dash = if dashed {
        r#" stroke-dasharray="0.1 0.06""#
    } else {
        ""
    };
    writeln!(
        out,
        r#"<path class="{}" d="{}" fill="none" stroke="{}" stroke-width="0.025"{dash}/>"#,
        style.class,
        d.trim_end(),
        style.colour
    )
}

fn border(
    out: &mut String,
    style: &Style,
    segments: &[[Point; 2]],
    weight: Weight,
) -> std::fmt::Result {
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
        r#"<path class="{}" d="{}" fill="none" stroke="{}" stroke-width="{width}" stroke-linecap="square"/>"#,
        style.class,
        d.trim_end(),
        style.colour
    )
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
