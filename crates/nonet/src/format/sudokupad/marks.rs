//! The drawn marks of a SudokuPad puzzle (its `lines`, `arrows`, `underlays` and
//! `overlays`) recognised as constraints, compound drawings first so that each consumes
//! its parts: thermometers (a bulb and a line), arrows (a circle or pill and an arrow),
//! little killers (a short diagonal arrow and a number outside the grid), between lines
//! (two circles and a line), the diagonals; then single marks: kropki dots, X and V,
//! quadruples, even and odd cells, windoku's windows, outside clues, and lines whose
//! kind the rules text names by colour.
//!
//! Sizes and colours are those SudokuPad's f-puzzles converter draws (in cell units,
//! thicknesses in pixels at 50 a cell), read with a tolerance; the table of them is in
//! the note `sudokupad-format.md` of issue 25 and in each recogniser's doc.

use serde_json::json;

use super::drawing::{Out, names};
use super::error::SudokuPadError;
use super::geometry::{
    Element, Point, Rc, beside, cell_containing, centre_cell, corner, covered, edge, fp_name,
    inside, same,
};
use super::rules_text::RulesText;

/// The marks of a puzzle.
pub(super) struct Drawn<'a> {
    pub(super) lines: Vec<Element<'a>>,
    pub(super) arrows: Vec<Element<'a>>,
    /// Underlays, then overlays.
    pub(super) shapes: Vec<Element<'a>>,
}

/// Which marks a drawing has used.
struct Used {
    lines: Vec<bool>,
    arrows: Vec<bool>,
    shapes: Vec<bool>,
}

const GREY: &str = "#CFCFCF";
const WHITE: &str = "#FFFFFF";
const BLACK: &str = "#000000";

/// Line colours of the kinds SudokuPad does not draw, as f-puzzles stores them beside
/// the constraint (and nonet writes them): the f-puzzles key, its colour, the names a
/// rules text calls the kind by, and what a sentence about lines says of it when the
/// text does not name it ("the numbers on each pink line must be a set of consecutive
/// numbers").
const COLOURED_LINES: &[(&str, &str, &[&str], &[&str])] = &[
    ("renban", "#F067F0", &["renban"], &["consecutive"]),
    (
        "whispers",
        "#67F067",
        &["whisper"],
        &["difference of at least", "differ by at least"],
    ),
    (
        "whispers",
        "#FF9A00",
        &["whisper"],
        &["difference of at least", "differ by at least"],
    ),
    (
        "regionsumline",
        "#2ECBFF",
        &["region sum", "region-sum", "regionsum"],
        &["same sum", "equal sum", "sum to the same"],
    ),
    (
        "entropicline",
        "#FFCCAA",
        &["entropic"],
        &["1-3", "4-6", "7-9"],
    ),
    (
        "zipperline",
        "#CDB1EC",
        &["zipper"],
        &["same distance from the cent", "equidistant from the cent"],
    ),
];

/// Reads every mark into `out`, or refuses the first it cannot place.
pub(super) fn read(
    d: Drawn<'_>,
    text: &RulesText,
    title: &str,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    let mut used = Used {
        lines: vec![false; d.lines.len()],
        arrows: vec![false; d.arrows.len()],
        shapes: vec![false; d.shapes.len()],
    };
    thermometers(&d, text, &mut used, out)?;
    arrows(&d, &mut used, out)?;
    between_lines(&d, text, &mut used, out)?;
    plain_lines(&d, text, &mut used, out)?;
    windoku(&d, &mut used, out);
    outside_clues(&d, text, &mut used, out)?;
    single_shapes(&d, text, title, &mut used, out)?;
    let left = unplaced(&d.lines, &used.lines)
        .or_else(|| unplaced(&d.arrows, &used.arrows))
        .or_else(|| unplaced(&d.shapes, &used.shapes));
    match left {
        Some(e) => Err(SudokuPadError::element(
            e.describe(),
            "nonet cannot tell what rule this mark stands for from the drawing and the rules text",
        )),
        None => Ok(()),
    }
}

/// The first element of `list` no drawing has used.
fn unplaced<'a>(list: &[Element<'a>], used: &[bool]) -> Option<Element<'a>> {
    list.iter().zip(used).find(|(_, u)| !**u).map(|(e, _)| *e)
}

/// The grid cells at the centres of `points`, or the first point that is not one.
fn centres(points: &[Point]) -> Result<Vec<Rc>, Point> {
    points
        .iter()
        .map(|&p| centre_cell(p).filter(|&rc| inside(rc)).ok_or(p))
        .collect()
}

fn not_centred(e: &Element<'_>, p: Point) -> SudokuPadError {
    SudokuPadError::element(
        e.describe(),
        format!(
            "its point {} is not the centre of a grid cell",
            super::geometry::place(p)
        ),
    )
}

/// Thermometers: a line at least 4 pixels thick whose first (or last) point is the
/// centre of a round bulb 0.6 to 0.9 wide of the line's colour (the converter: a
/// `#CFCFCF` line 21 thick and a 0.85 bulb). A rules text that speaks of slow
/// thermometers leaves nonet unable to tell which are which: refused.
fn thermometers(
    d: &Drawn<'_>,
    text: &RulesText,
    used: &mut Used,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    for (i, line) in d.lines.iter().enumerate() {
        let points = line.way_points();
        let colour = line.colour("color");
        if points.len() < 2 || line.num("thickness").unwrap_or(0.0) < 4.0 {
            continue;
        }
        let bulb_at = |p: Point| {
            d.shapes.iter().position(|s| {
                s.is_circle(0.6..=0.9)
                    && s.centre().is_some_and(|c| same(c.0, p.0) && same(c.1, p.1))
                    && s.colour("backgroundColor") == colour
            })
        };
        let (bulb, ordered) = match (bulb_at(points[0]), bulb_at(points[points.len() - 1])) {
            (Some(b), _) => (b, points.clone()),
            (None, Some(b)) => (b, points.iter().rev().copied().collect()),
            (None, None) => continue,
        };
        if text.mentions(&["slow thermo", "slow-thermo", "stay the same"]) {
            return Err(SudokuPadError::element(
                line.describe(),
                "a thermometer, and the rules text speaks of slow thermometers: the drawing does not say which kind this one is",
            ));
        }
        let cells = centres(&ordered).map_err(|p| not_centred(line, p))?;
        out.add("thermometer", json!({ "lines": [names(&cells)] }));
        used.lines[i] = true;
        // Thermometers sharing a bulb come with one identical bulb each.
        let at = d.shapes[bulb].centre();
        for (k, s) in d.shapes.iter().enumerate() {
            if s.centre() == at && s.size() == d.shapes[bulb].size() && s.rounded() {
                used.shapes[k] = true;
            }
        }
    }
    Ok(())
}

/// Arrows: an arrow whose first point lies in a round circle or pill with a white (or
/// no) fill and no text (the converter: `#a1a1a1`, 0.83 wide, a pill 0.83 + k - 1 long);
/// the circle's cells are those it covers, the shaft the cells at the other points.
/// Several arrows from one circle come with one identical circle each, all used. A
/// short diagonal arrow starting outside the grid is a little killer (below).
fn arrows(d: &Drawn<'_>, used: &mut Used, out: &mut Out) -> Result<(), SudokuPadError> {
    for (i, arrow) in d.arrows.iter().enumerate() {
        let points = arrow.way_points();
        let Some(&first) = points.first() else {
            continue;
        };
        if !inside(cell_containing(first)) {
            little_killer(d, i, &points, used, out)?;
            continue;
        }
        let start = cell_containing(first);
        let is_bulb = |s: &Element<'_>| {
            let (w, h) = s.size();
            s.rounded()
                && w >= 0.6
                && h >= 0.6
                && s.text().is_empty()
                && matches!(s.colour("backgroundColor").as_deref(), None | Some(WHITE))
                && s.centre()
                    .is_some_and(|c| covered(c, (w, h)).contains(&start))
        };
        let bulbs: Vec<usize> = (0..d.shapes.len())
            .filter(|&k| is_bulb(&d.shapes[k]))
            .collect();
        let Some(&b) = bulbs.first() else {
            return Err(SudokuPadError::element(
                arrow.describe(),
                "an arrow that starts in no circle: nonet cannot tell what it stands for",
            ));
        };
        let shape = &d.shapes[b];
        let circle = covered(shape.centre().unwrap_or_default(), shape.size());
        let shaft = centres(&points[1..]).map_err(|p| not_centred(arrow, p))?;
        let line: Vec<Rc> = std::iter::once(start)
            .chain(shaft.into_iter().filter(|rc| !circle.contains(rc)))
            .collect();
        out.add(
            "arrow",
            json!({ "cells": names(&circle), "lines": [names(&line)] }),
        );
        used.arrows[i] = true;
        // Every identical circle drawn for the same arrows is this circle.
        for k in bulbs {
            let s = &d.shapes[k];
            if covered(s.centre().unwrap_or_default(), s.size()) == circle {
                used.shapes[k] = true;
            }
        }
    }
    Ok(())
}

/// A little killer: an arrow of two points starting in a cell beside the grid and
/// pointing along a diagonal, and a number in that cell.
fn little_killer(
    d: &Drawn<'_>,
    i: usize,
    points: &[Point],
    used: &mut Used,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    let arrow = &d.arrows[i];
    let refuse = |why: &str| Err(SudokuPadError::element(arrow.describe(), why));
    let clue = cell_containing(points[0]);
    let [a, b] = points else {
        return refuse("an arrow outside the grid that is not a little killer's two-point arrow");
    };
    let (dr, dc) = (b.0 - a.0, b.1 - a.1);
    if !beside(clue) && !is_corner_clue(clue) || dr.abs() < 1e-3 || !same(dr.abs(), dc.abs()) {
        return refuse("an arrow outside the grid that does not point along a diagonal");
    }
    let direction = match (dr > 0.0, dc > 0.0) {
        (true, true) => "DR",
        (true, false) => "DL",
        (false, true) => "UR",
        (false, false) => "UL",
    };
    let number = d.shapes.iter().enumerate().find(|(k, s)| {
        !used.shapes[*k]
            && s.centre().map(cell_containing) == Some(clue)
            && s.text().bytes().all(|b| b.is_ascii_digit())
            && !s.text().is_empty()
    });
    let Some((k, s)) = number else {
        return refuse("a little killer's arrow without a number beside it");
    };
    out.add(
        "littlekillersum",
        json!({ "cell": fp_name(clue), "direction": direction, "value": s.text() }),
    );
    used.arrows[i] = true;
    used.shapes[k] = true;
    Ok(())
}

/// A cell diagonally off a corner of the grid (`R0C0`), where a little killer may sit.
fn is_corner_clue((r, c): Rc) -> bool {
    matches!(r, -1 | 9) && matches!(c, -1 | 9)
}

/// Between lines: a line whose two ends lie in cells each holding a round white circle
/// 0.7 to 0.9 wide (the converter: 0.8, `#CFCFCF` border), when the rules text speaks of
/// it ("between").
fn between_lines(
    d: &Drawn<'_>,
    text: &RulesText,
    used: &mut Used,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    if !text.mentions(&["between"]) {
        return Ok(());
    }
    for (i, line) in d.lines.iter().enumerate() {
        if used.lines[i] {
            continue;
        }
        let points = line.way_points();
        if points.len() < 2 {
            continue;
        }
        let circle_in = |rc: Rc| {
            d.shapes.iter().position(|s| {
                s.is_circle(0.7..=0.9)
                    && s.text().is_empty()
                    && s.colour("backgroundColor").as_deref() == Some(WHITE)
                    && s.centre().and_then(centre_cell) == Some(rc)
            })
        };
        let (first, last) = (
            cell_containing(points[0]),
            cell_containing(points[points.len() - 1]),
        );
        let (Some(a), Some(b)) = (circle_in(first), circle_in(last)) else {
            continue;
        };
        let middle = centres(&points[1..points.len() - 1]).map_err(|p| not_centred(line, p))?;
        let cells: Vec<Rc> = std::iter::once(first)
            .chain(middle.into_iter().filter(|&rc| rc != first && rc != last))
            .chain(std::iter::once(last))
            .collect();
        out.add("betweenline", json!({ "lines": [names(&cells)] }));
        used.lines[i] = true;
        used.shapes[a] = true;
        used.shapes[b] = true;
    }
    Ok(())
}

/// The diagonals (a two-point line from a grid corner to the opposite one, the
/// converter's `#34BBE6`, or any colour when the rules text speaks of diagonals),
/// palindromes (a grey line 11 to 16 thick, no bulb), and the lines whose kind the
/// rules text names ([`COLOURED_LINES`]).
fn plain_lines(
    d: &Drawn<'_>,
    text: &RulesText,
    used: &mut Used,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    for (i, line) in d.lines.iter().enumerate() {
        if used.lines[i] {
            continue;
        }
        let points = line.way_points();
        let colour = line.colour("color").unwrap_or_default();
        if let Some(key) = diagonal(&points)
            && (colour == "#34BBE6" || text.mentions(&["diagonal"]))
        {
            out.flag(key);
            used.lines[i] = true;
            continue;
        }
        let thickness = line.num("thickness").unwrap_or(0.0);
        if colour == GREY && (11.0..=16.0).contains(&thickness) {
            let cells = centres(&points).map_err(|p| not_centred(line, p))?;
            out.add("palindrome", json!({ "lines": [names(&cells)] }));
            used.lines[i] = true;
            continue;
        }
        let Some(&(key, _, words, phrases)) = COLOURED_LINES.iter().find(|(_, c, ..)| *c == colour)
        else {
            continue;
        };
        if !text.mentions(words) && !text.says_of_lines(phrases) {
            return Err(SudokuPadError::element(
                line.describe(),
                format!(
                    "a line of the colour f-puzzles gives {key}, and the rules text does not speak of {}: nonet cannot tell its rule",
                    words[0]
                ),
            ));
        }
        let cells = centres(&points).map_err(|p| not_centred(line, p))?;
        let mut entry = json!({ "lines": [names(&cells)] });
        if key == "whispers" {
            let usual = if colour == "#67F067" { 5 } else { 4 };
            entry["value"] = json!(
                whisper_difference(text, usual)
                    .map_err(|why| SudokuPadError::element(line.describe(), why))?
            );
        }
        out.add(key, entry);
        used.lines[i] = true;
    }
    Ok(())
}

/// The difference of whisper lines: the one the rules text names ("at least 4"), else
/// the usual one of the line's colour (green: German whispers, 5; orange: any other, 4
/// when the text names none). A text naming several: green lines take 5 when it is
/// among them, orange lines the one other than 5; anything else cannot be told.
fn whisper_difference(text: &RulesText, usual: u8) -> Result<u8, String> {
    let found: Vec<u8> = (1..=8)
        .filter(|n| text.mentions(&[&format!("at least {n}")]))
        .collect();
    let others: Vec<u8> = found.iter().copied().filter(|&n| n != 5).collect();
    match (found.as_slice(), usual) {
        ([], _) => Ok(usual),
        ([n], _) => Ok(*n),
        (_, 5) if found.contains(&5) => Ok(5),
        (_, 4) if others.len() == 1 => Ok(others[0]),
        _ => Err("the rules text names several whisper differences, and the line's colour does not say which is its own".into()),
    }
}

/// `diagonal-` (top-left to bottom-right) or `diagonal+` for a corner-to-corner line.
fn diagonal(points: &[Point]) -> Option<&'static str> {
    let n = f64::from(super::geometry::N);
    let [a, b] = points else { return None };
    let is = |p: &Point, r: f64, c: f64| same(p.0, r) && same(p.1, c);
    if (is(a, 0.0, 0.0) && is(b, n, n)) || (is(b, 0.0, 0.0) && is(a, n, n)) {
        Some("diagonal-")
    } else if (is(a, 0.0, n) && is(b, n, 0.0)) || (is(b, 0.0, n) && is(a, n, 0.0)) {
        Some("diagonal+")
    } else {
        None
    }
}

/// Windoku: four grey 3x3 squares at the windows (as SudokuPad's own compact form draws
/// them), written as f-puzzles writes windoku, four extra regions.
fn windoku(d: &Drawn<'_>, used: &mut Used, out: &mut Out) {
    let windows: Vec<usize> = (0..d.shapes.len())
        .filter(|&k| {
            let s = &d.shapes[k];
            let (w, h) = s.size();
            !s.rounded()
                && same(w, 3.0)
                && same(h, 3.0)
                && s.colour("backgroundColor").as_deref() == Some(GREY)
                && s.centre().is_some_and(|c| {
                    [2.5, 6.5].iter().any(|&r| same(c.0, r))
                        && [2.5, 6.5].iter().any(|&x| same(c.1, x))
                })
        })
        .collect();
    if windows.len() != 4 {
        return;
    }
    for &k in &windows {
        let s = &d.shapes[k];
        out.add(
            "extraregion",
            json!({ "cells": names(&covered(s.centre().unwrap_or_default(), (3.0, 3.0))) }),
        );
        used.shapes[k] = true;
    }
}

/// Numbers beside the grid: X-sums and skyscrapers (f-puzzles' glyphs `◯` and `▯` with
/// a number in the same cell), sandwiches (a number alone, when the rules text speaks
/// of sandwiches and of no other outside clue).
fn outside_clues(
    d: &Drawn<'_>,
    text: &RulesText,
    used: &mut Used,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    let outside_cell = |s: &Element<'_>| s.centre().and_then(centre_cell).filter(|&rc| beside(rc));
    let sandwich = text.mentions(&["sandwich", "between the 1 and the 9", "between 1 and 9"]);
    let others = text.mentions(&["x-sum", "xsum", "skyscraper", "little killer"]);
    for k in 0..d.shapes.len() {
        let s = &d.shapes[k];
        if used.shapes[k] {
            continue;
        }
        let Some(rc) = outside_cell(s) else { continue };
        let number = s.text();
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let glyph = (0..d.shapes.len()).find(|&g| {
            g != k
                && !used.shapes[g]
                && outside_cell(&d.shapes[g]) == Some(rc)
                && matches!(d.shapes[g].text().as_str(), "\u{25EF}" | "\u{25AF}")
        });
        let key = match glyph.map(|g| d.shapes[g].text()) {
            Some(g) if g == "\u{25EF}" => "xsum",
            Some(_) => "skyscraper",
            None if sandwich && !others => "sandwichsum",
            None => {
                return Err(SudokuPadError::element(
                    s.describe(),
                    "a number beside the grid, and the rules text does not say of which kind (sandwich, X-sum, skyscraper)",
                ));
            }
        };
        out.add(key, json!({ "cell": fp_name(rc), "value": number }));
        used.shapes[k] = true;
        if let Some(g) = glyph {
            used.shapes[g] = true;
        }
    }
    Ok(())
}

/// Single shapes: kropki dots, X and V, quadruples, even and odd cells; full-cell colour
/// squares and a text repeating the title are cosmetic.
fn single_shapes(
    d: &Drawn<'_>,
    text: &RulesText,
    title: &str,
    used: &mut Used,
    out: &mut Out,
) -> Result<(), SudokuPadError> {
    for (k, s) in d.shapes.iter().enumerate() {
        if used.shapes[k] {
            continue;
        }
        let Some(c) = s.centre() else { continue };
        let (w, h) = s.size();
        let label = s.text();
        let fill = s.colour("backgroundColor");
        let border = s.colour("borderColor");
        let small = same(w, h) && (0.2..=0.4).contains(&w);
        if let Some(pair) = edge(c).filter(|_| small) {
            let cells = names(&pair);
            match label.to_ascii_uppercase().as_str() {
                "X" | "V" => out.add(
                    "xv",
                    json!({ "cells": cells, "value": label.to_ascii_uppercase() }),
                ),
                _ if s.rounded() => {
                    let key = match (fill.as_deref(), border.as_deref()) {
                        (Some(WHITE), Some(BLACK)) => "difference",
                        (Some(BLACK), Some(BLACK) | None) => "ratio",
                        _ => continue,
                    };
                    let mut entry = json!({ "cells": cells });
                    if !label.is_empty() {
                        entry["value"] = json!(label);
                    }
                    out.add(key, entry);
                }
                _ => continue,
            }
            used.shapes[k] = true;
            continue;
        }
        if let Some(top_left) = corner(c).filter(|_| s.is_circle(0.5..=0.9)) {
            let digits: Vec<u8> = label
                .split(|ch: char| ch.is_whitespace() || ch == ',')
                .filter(|t| !t.is_empty())
                .map(|t| t.parse::<u8>().ok().filter(|d| (1..=9).contains(d)))
                .collect::<Option<_>>()
                .unwrap_or_default();
            if digits.is_empty()
                || label
                    .chars()
                    .any(|ch| !(ch.is_ascii_digit() || ch.is_whitespace() || ch == ','))
            {
                continue;
            }
            let (r, cc) = top_left;
            let square = [(r, cc), (r, cc + 1), (r + 1, cc), (r + 1, cc + 1)];
            out.add(
                "quadruple",
                json!({ "cells": names(&square), "values": digits }),
            );
            used.shapes[k] = true;
            continue;
        }
        if let Some(rc) = centre_cell(c).filter(|&rc| inside(rc)) {
            if fill.as_deref() == Some(GREY)
                && same(w, h)
                && (0.6..=0.8).contains(&w)
                && label.is_empty()
            {
                let key = if s.rounded() { "odd" } else { "even" };
                out.add(key, json!({ "cell": fp_name(rc) }));
                used.shapes[k] = true;
                continue;
            }
            let shading = text.mentions(&[
                "shade",
                "colour",
                "color",
                "grey cell",
                "gray cell",
                "clone",
            ]);
            if !s.rounded() && same(w, 1.0) && same(h, 1.0) && label.is_empty() && !shading {
                // A cell's colour (f-puzzles' cell colours): cosmetic.
                used.shapes[k] = true;
                continue;
            }
        }
        if !label.is_empty() && label == title.trim() {
            used.shapes[k] = true;
        }
    }
    Ok(())
}
