//! `nonet draw`: one puzzle as text, as an SVG picture of the library's figure, or as
//! the JSON the web page's `read` answers; the puzzle picked by `--number`, and a clear
//! message when the input has no such puzzle or cannot be read.

mod common;

use common::nonet;
use nonet::format::figure::{Figure, Shape};
use nonet::format::{draw_rules, read_puzzle};
use serde_json::Value;

/// The killer fixture ("White Room", the Interactive Sudoku Solver's collections).
const KILLER: &str = "killer.iss";

fn killer_text() -> String {
    std::fs::read_to_string(common::fixtures().join(KILLER)).unwrap()
}

#[test]
fn svg_is_a_standalone_picture_of_the_figure_and_the_givens() {
    let r = nonet(&["draw", "--format", "svg", KILLER], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let svg = &r.stdout;
    assert!(
        svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 11 11""#),
        "{svg}"
    );
    assert!(svg.ends_with("</svg>\n"));
    let (puzzle, _, _) = read_puzzle(&killer_text()).unwrap();
    let figure = Figure::new(&puzzle.rules);
    let outlines = figure
        .items
        .iter()
        .filter(|i| matches!(i.shape, Shape::Outline { .. }))
        .count();
    assert!(outlines >= 8, "{outlines} cages");
    assert_eq!(svg.matches(r#"<path class="k-killer""#).count(), outlines);
    assert_eq!(svg.matches("stroke-dasharray").count(), outlines);
    let totals = figure
        .items
        .iter()
        .filter(|i| matches!(i.shape, Shape::Text { .. }))
        .count();
    assert_eq!(svg.matches(r#"<text class="k-killer""#).count(), totals);
    let givens = puzzle.givens.values().iter().filter(|&&v| v != 0).count();
    assert_eq!(svg.matches(r#"<text class="given""#).count(), givens);
    assert_eq!(svg.matches(r#"<path class="k-grid""#).count(), 2);
}

/// Rules with no mark go in a legend under the grid, which makes the picture taller.
#[test]
fn svg_writes_the_legend_under_the_grid() {
    let r = nonet(&["draw", "--format", "svg", ".AntiKnight.~R1C1_5"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(r#"viewBox="-1 -1 11 11.65""#),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains(">anti-knight: cells a knight's move apart differ</text>"),
        "{}",
        r.stdout
    );
    assert_eq!(r.stdout.matches(r#"<text class="given""#).count(), 1);
}

#[test]
fn json_is_the_web_pages_read() {
    let r = nonet(&["draw", "--format", "json", KILLER], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let read = nonet_web::figure::read(&killer_text()).unwrap();
    assert_eq!(r.stdout, format!("{read}\n"));
    let info: Value = serde_json::from_str(&read).unwrap();
    assert_eq!(info["kinds"], serde_json::json!(["killer"]));
}

#[test]
fn text_is_the_grid_drawing_with_the_givens() {
    let r = nonet(&["draw", KILLER], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let (puzzle, _, _) = read_puzzle(&killer_text()).unwrap();
    assert_eq!(r.stdout, draw_rules(&puzzle.rules, &puzzle.givens));
    let r = nonet(&["draw", "--rules", "anti-knight", "puzzles.txt"], "");
    assert!(r.stdout.contains("# anti-knight: "), "{}", r.stdout);
}

#[test]
fn number_picks_a_puzzle_and_a_missing_one_is_named() {
    let r = nonet(
        &["draw", "--format", "json", "--number", "3", "puzzles.txt"],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let info: Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(info["givens"].as_str().unwrap().starts_with("8........."));
    let r = nonet(&["draw", "-n", "9", "puzzles.txt"], "");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "nonet: puzzles.txt holds 3 puzzles; there is no puzzle 9\n"
    );
    let r = nonet(&["draw"], ".......\n");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "nonet: <stdin>:1: too few cells: found 7, expected 81\n"
    );
}
