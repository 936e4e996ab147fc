//! The vector figure of a puzzle (`nonet::format::figure`): every constraint of every
//! variant fixture (public puzzles, `tests/fixtures/variants/`, each file's header
//! cites its sources) is drawn as items of its kind and index, or named in the legend;
//! cage outlines are closed loops inside their cage that separate it from its
//! neighbours; the grid's thick lines lie exactly between regions; a classic puzzle's
//! figure is the grid alone; and the JSON has the shape the web page reads.

mod variant_fixtures;

use nonet::Cell;
use nonet::format::figure::{Figure, Item, Point, Shape, Weight};
use nonet::format::iss;
use nonet::rules::{Constraint, Layout, Rules};
use serde_json::{Value, json};
use variant_fixtures::{KINDS, fixtures, kind_row};

/// Rules with no mark in the grid: the legend says them.
fn in_legend(c: &Constraint) -> bool {
    matches!(
        c,
        Constraint::DisjointGroups(_)
            | Constraint::AntiKnight(_)
            | Constraint::AntiKing(_)
            | Constraint::NonConsecutive(_)
            | Constraint::KropkiNegative(_)
            | Constraint::XvNegative(_)
    )
}

fn items_of(figure: &Figure, index: usize) -> Vec<&Item> {
    figure
        .items
        .iter()
        .filter(|i| i.index == Some(index))
        .collect()
}

#[test]
fn every_constraint_of_every_fixture_is_drawn_or_in_the_legend() {
    let mut seen = [false; KINDS];
    for f in fixtures() {
        let figure = Figure::new(&f.puzzle.rules);
        for (i, c) in f.puzzle.rules.constraints().iter().enumerate() {
            seen[kind_row(c)] = true;
            let what = c.describe();
            if in_legend(c) {
                assert!(
                    figure.legend.iter().any(|l| l.starts_with(&what)),
                    "{}: {what} is not in the legend {:?}",
                    f.name,
                    figure.legend
                );
                assert!(items_of(&figure, i).is_empty(), "{}: {what}", f.name);
                continue;
            }
            let items = items_of(&figure, i);
            assert!(!items.is_empty(), "{}: {what} is not drawn", f.name);
            for item in items {
                assert_eq!(item.kind, c.tag(), "{}: {what}", f.name);
            }
        }
        let grid = figure.items.iter().filter(|i| i.kind == "grid").count();
        assert_eq!(grid, 2, "{}: the grid's thin and thick lines", f.name);
    }
    let missing: Vec<usize> = (0..KINDS).filter(|&k| !seen[k]).collect();
    assert!(missing.is_empty(), "rows without a fixture: {missing:?}");
}

/// Whether `p` is inside `loops` by the even-odd rule (a hole's loop takes its inside
/// out again).
fn inside(loops: &[Vec<Point>], p: (f64, f64)) -> bool {
    let mut crossings = 0;
    for l in loops {
        for (k, a) in l.iter().enumerate() {
            let b = l[(k + 1) % l.len()];
            if (a.y > p.1) != (b.y > p.1) {
                let x = a.x + (p.1 - a.y) * (b.x - a.x) / (b.y - a.y);
                if x > p.0 {
                    crossings += 1;
                }
            }
        }
    }
    crossings % 2 == 1
}

/// The points 0.15 in from each of a cell's corners: inside an outline inset less than
/// that when the cell is in the cage, outside it when it is not.
fn near_corners(cell: Cell) -> [(f64, f64); 4] {
    let (x, y) = (f64::from(cell.col()), f64::from(cell.row()));
    [(0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85)].map(|(dx, dy)| (x + dx, y + dy))
}

/// Checks the outline `loops` of the cage over `cells`: closed loops of horizontal and
/// vertical sides, every corner inside one of the cage's cells, every cage cell's
/// near-corner points inside and every other cell's outside.
fn check_outline(name: &str, cells: &[Cell], loops: &[Vec<Point>]) {
    for l in loops {
        assert!(l.len() >= 4, "{name}: {l:?}");
        for (k, a) in l.iter().enumerate() {
            let b = l[(k + 1) % l.len()];
            assert!(
                a.x == b.x || a.y == b.y,
                "{name}: a slanted side {a:?} {b:?}"
            );
            assert!(
                cells.iter().any(|c| {
                    let (x, y) = (f64::from(c.col()), f64::from(c.row()));
                    (x..=x + 1.0).contains(&a.x) && (y..=y + 1.0).contains(&a.y)
                }),
                "{name}: corner {a:?} is outside the cage's cells"
            );
        }
    }
    for cell in Cell::all() {
        let want = cells.contains(&cell);
        for p in near_corners(cell) {
            assert_eq!(inside(loops, p), want, "{name}: {cell} at {p:?}");
        }
    }
}

fn outline_of(figure: &Figure, index: usize) -> Vec<Vec<Point>> {
    let outlines: Vec<&Vec<Vec<Point>>> = items_of(figure, index)
        .into_iter()
        .filter_map(|i| match &i.shape {
            Shape::Outline { loops, dashed } => {
                assert!(dashed);
                Some(loops)
            }
            _ => None,
        })
        .collect();
    assert_eq!(outlines.len(), 1, "one outline per cage");
    outlines[0].clone()
}

#[test]
fn cage_outlines_separate_their_cells_from_the_others() {
    let mut cages = 0;
    for f in fixtures() {
        let figure = Figure::new(&f.puzzle.rules);
        for (i, c) in f.puzzle.rules.constraints().iter().enumerate() {
            if let Constraint::Killer(k) = c {
                check_outline(&f.name, &k.cells, &outline_of(&figure, i));
                cages += 1;
            }
        }
    }
    assert!(cages > 100, "{cages} cages");
}

/// Shapes no fixture has: a ring around a hole, a cage in two pieces, cells that touch
/// only at a corner, a U whose arms close on one cell.
#[test]
fn cages_of_any_shape_are_outlined() {
    let shapes = [
        "R1C1~R1C2~R1C3~R2C1~R2C3~R3C1~R3C2~R3C3",
        "R5C5~R9C9",
        "R4C4~R5C5~R4C6",
        "R7C1~R8C1~R9C1~R9C2~R9C3~R8C3~R7C3",
    ];
    for cells in shapes {
        let puzzle = iss::parse(&format!(".Cage~~{cells}")).unwrap();
        let Constraint::Killer(k) = &puzzle.rules.constraints()[0] else {
            panic!("a cage");
        };
        let figure = Figure::new(&puzzle.rules);
        let loops = outline_of(&figure, 0);
        check_outline(cells, &k.cells, &loops);
    }
}

/// The unit edges a border shape covers, each as the two cells it lies between (`None`
/// for the grid's frame).
fn unit_edges(segments: &[[Point; 2]]) -> Vec<(Option<Cell>, Option<Cell>)> {
    let cell = |r: f64, c: f64| {
        ((0.0..9.0).contains(&r) && (0.0..9.0).contains(&c))
            .then(|| Cell::at(r as u8, c as u8).unwrap())
    };
    let mut out = Vec::new();
    for [a, b] in segments {
        assert!(a.x == b.x || a.y == b.y, "{a:?} {b:?}");
        let (lo, hi) = if a.x == b.x {
            (a.y.min(b.y), a.y.max(b.y))
        } else {
            (a.x.min(b.x), a.x.max(b.x))
        };
        assert_eq!(lo.fract(), 0.0);
        assert_eq!(hi.fract(), 0.0);
        let mut t = lo;
        while t < hi {
            out.push(if a.x == b.x {
                (cell(t, a.x - 1.0), cell(t, a.x))
            } else {
                (cell(a.y - 1.0, t), cell(a.y, t))
            });
            t += 1.0;
        }
    }
    out
}

fn borders(figure: &Figure, weight: Weight) -> Vec<[Point; 2]> {
    let found: Vec<Vec<[Point; 2]>> = figure
        .items
        .iter()
        .filter(|i| i.kind == "grid" && i.index.is_none())
        .filter_map(|i| match &i.shape {
            Shape::Border {
                segments,
                weight: w,
            } if *w == weight => Some(segments.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(found.len(), 1, "one {weight:?} border item");
    found.into_iter().next().unwrap()
}

#[test]
fn thick_lines_lie_exactly_between_regions() {
    let mut jigsaws = 0;
    for f in fixtures() {
        let layout = f.puzzle.rules.layout();
        if !matches!(layout, Layout::Jigsaw(_)) {
            continue;
        }
        jigsaws += 1;
        let figure = Figure::new(&f.puzzle.rules);
        let thick = unit_edges(&borders(&figure, Weight::Thick));
        let thin = unit_edges(&borders(&figure, Weight::Thin));
        let mut between_regions = 0;
        for (a, b) in &thick {
            match (a, b) {
                (Some(a), Some(b)) => {
                    assert_ne!(
                        layout.region_of(*a),
                        layout.region_of(*b),
                        "{}: {a} {b}",
                        f.name
                    );
                    between_regions += 1;
                }
                _ => assert!(
                    a.is_some() != b.is_some(),
                    "{}: an edge off the grid",
                    f.name
                ),
            }
        }
        for (a, b) in &thin {
            let (Some(a), Some(b)) = (a, b) else {
                panic!("{}: a thin line on the frame", f.name);
            };
            assert_eq!(
                layout.region_of(*a),
                layout.region_of(*b),
                "{}: {a} {b}",
                f.name
            );
        }
        // Every inner edge once, thick or thin; the frame's 36 edges thick.
        assert_eq!(thick.len() - between_regions, 36, "{}", f.name);
        assert_eq!(thick.len() + thin.len(), 144 + 36, "{}", f.name);
    }
    assert!(jigsaws >= 5, "{jigsaws} jigsaw fixtures");
}

#[test]
fn a_classic_figure_is_the_grid_alone() {
    let figure = Figure::new(&Rules::default());
    assert!(figure.legend.is_empty());
    assert_eq!(figure.items.len(), 2);
    assert!(
        figure
            .items
            .iter()
            .all(|i| i.kind == "grid" && i.index.is_none())
    );
    let thick = unit_edges(&borders(&figure, Weight::Thick));
    assert_eq!(thick.len(), 36 + 2 * 2 * 9);
}

/// The JSON the web page reads, field by field, for a two-cell killer cage.
#[test]
fn the_json_has_the_pages_shape() {
    let puzzle = iss::parse(".Cage~3~R1C1~R1C2").unwrap();
    let json: Value = serde_json::to_value(Figure::new(&puzzle.rules)).unwrap();
    assert_eq!(json["legend"], json!([]));
    let items = json["items"].as_array().unwrap();
    assert_eq!(items.len(), 4, "{json}");
    assert_eq!(items[0]["shape"], "border");
    assert_eq!(items[0]["weight"], "thin");
    assert_eq!(items[0]["kind"], "grid");
    assert!(items[0].get("index").is_none());
    assert_eq!(items[0]["segments"][0], json!([[0.0, 1.0], [9.0, 1.0]]));
    assert_eq!(items[1]["weight"], "thick");
    let outline = &items[2];
    assert_eq!(outline["shape"], "outline");
    assert_eq!(outline["kind"], "killer");
    assert_eq!(outline["index"], 0);
    assert_eq!(outline["dashed"], true);
    assert_eq!(
        outline["loops"],
        json!([[[0.08, 0.08], [1.92, 0.08], [1.92, 0.92], [0.08, 0.92]]])
    );
    let total = &items[3];
    assert_eq!(total["shape"], "text");
    assert_eq!(total["kind"], "killer");
    assert_eq!(total["index"], 0);
    assert_eq!(total["text"], "3");
    assert_eq!(total["anchor"], "start");
    assert_eq!(total["size"], 0.22);
    assert_eq!(total["at"], json!([0.05, 0.16]));
    let back: Figure = serde_json::from_value(json).unwrap();
    assert_eq!(back, Figure::new(&puzzle.rules));
}

fn centre(cell: Cell) -> Point {
    Point::centre(cell)
}

fn centres(cells: &[Cell]) -> Vec<Point> {
    cells.iter().map(|&c| centre(c)).collect()
}

/// The middle of the border between two orthogonal neighbours.
fn border(a: Cell, b: Cell) -> Point {
    let (p, q) = (centre(a), centre(b));
    Point::new((p.x + q.x) / 2.0, (p.y + q.y) / 2.0)
}

fn off_grid(p: Point) -> bool {
    !((0.0..=9.0).contains(&p.x) && (0.0..=9.0).contains(&p.y))
}

/// Where each item of a constraint is drawn, against where the constraint is: dots
/// and letters on their border, marks in their cell, lines through their cells' centres
/// in order, circles on their cells, clues in the margin beside their row, column or
/// diagonal, shades over exactly their cells.
fn check_place(name: &str, c: &Constraint, items: &[&Item]) {
    let shapes: Vec<&Shape> = items.iter().map(|i| &i.shape).collect();
    let circles: Vec<Point> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Circle { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    let texts: Vec<Point> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    let paths: Vec<&Vec<Point>> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Path {
                points,
                closed: false,
                ..
            } => Some(points),
            _ => None,
        })
        .collect();
    let what = format!("{name}: {}", c.describe());
    match c {
        Constraint::Kropki(dot) => {
            assert_eq!(circles, [border(dot.cells[0], dot.cells[1])], "{what}")
        }
        Constraint::Xv(xv) => assert_eq!(texts, [border(xv.cells[0], xv.cells[1])], "{what}"),
        Constraint::EvenOdd(e) => {
            let at = match shapes[..] {
                [Shape::Circle { at, .. }] | [Shape::Square { at, .. }] => *at,
                _ => panic!("{what}: {shapes:?}"),
            };
            assert_eq!(at, centre(e.cell), "{what}");
        }
        Constraint::Thermo(t) => {
            assert_eq!(circles, [centre(t.cells[0])], "{what}");
            assert_eq!(paths, [&centres(&t.cells)], "{what}");
        }
        Constraint::Renban(nonet::rules::kinds::Renban { cells })
        | Constraint::Palindrome(nonet::rules::kinds::Palindrome { cells })
        | Constraint::Entropic(nonet::rules::kinds::EntropicLine { cells })
        | Constraint::Zipper(nonet::rules::kinds::ZipperLine { cells })
        | Constraint::RegionSum(nonet::rules::kinds::RegionSumLine { cells })
        | Constraint::Whispers(nonet::rules::kinds::Whispers { cells, .. }) => {
            assert_eq!(paths, [&centres(cells)], "{what}")
        }
        Constraint::Between(b) => {
            assert_eq!(paths, [&centres(&b.cells)], "{what}");
            let ends = [b.cells[0], b.cells[b.cells.len() - 1]];
            assert_eq!(circles, centres(&ends), "{what}");
        }
        Constraint::Arrow(a) => {
            let shaft = shapes
                .iter()
                .find_map(|s| match s {
                    Shape::Path {
                        points,
                        arrow: true,
                        ..
                    } => Some(points),
                    _ => None,
                })
                .unwrap_or_else(|| panic!("{what}: no shaft"));
            assert_eq!(shaft[1..], centres(&a.shaft), "{what}");
            let pill = shapes.iter().find_map(|s| match s {
                Shape::Path {
                    points,
                    closed: true,
                    ..
                } => Some(points),
                _ => None,
            });
            match pill {
                Some(outline) => {
                    for cell in &a.circle {
                        let p = centre(*cell);
                        assert!(
                            inside(std::slice::from_ref(outline), (p.x, p.y)),
                            "{what}: {cell}"
                        );
                    }
                }
                None => assert_eq!(circles, centres(&a.circle), "{what}"),
            }
        }
        Constraint::LittleKiller(lk) => {
            let (dr, dc) = lk.step.delta();
            let clue = centre(lk.start);
            let clue = Point::new(clue.x - f64::from(dc), clue.y - f64::from(dr));
            assert_eq!(texts.len(), 1, "{what}");
            assert!(off_grid(texts[0]), "{what}: {:?}", texts[0]);
            let near = |p: Point| (p.x - clue.x).abs() < 0.5 && (p.y - clue.y).abs() < 0.5;
            assert!(
                near(texts[0]),
                "{what}: {:?} is not in {clue:?}'s cell",
                texts[0]
            );
            let arrow = paths.first().unwrap_or_else(|| panic!("{what}: no arrow"));
            assert!(arrow.iter().all(|&p| near(p)), "{what}: {arrow:?}");
        }
        Constraint::Sandwich(nonet::rules::kinds::Sandwich { clue, .. })
        | Constraint::XSum(nonet::rules::kinds::XSum { clue, .. })
        | Constraint::Skyscraper(nonet::rules::kinds::Skyscraper { clue, .. }) => {
            assert_eq!(texts.len(), 1, "{what}");
            let at = texts[0];
            assert!(off_grid(at), "{what}: {at:?}");
            let cells = clue.cells().unwrap();
            let (first, last) = (centre(cells[0]), centre(cells[8]));
            // In line with its row or column, before its first cell.
            let d = (first.x - last.x, first.y - last.y);
            let t = Point::new(first.x + d.0 / 8.0, first.y + d.1 / 8.0);
            assert_eq!(at, t, "{what}");
        }
        Constraint::Quadruple(q) => {
            let corner = centre(q.top_left);
            assert_eq!(
                circles,
                [Point::new(corner.x + 0.5, corner.y + 0.5)],
                "{what}"
            );
            assert_eq!(texts.len(), q.digits.len(), "{what}");
        }
        Constraint::Candidates(gc) => {
            assert_eq!(texts.len(), gc.digits.iter().count(), "{what}");
            let (x, y) = (f64::from(gc.cell.col()), f64::from(gc.cell.row()));
            for p in &texts {
                assert!(
                    p.x > x && p.x < x + 1.0 && p.y > y && p.y < y + 1.0,
                    "{what}"
                );
            }
        }
        Constraint::Diagonal(_) => {
            assert_eq!(paths.len(), 1, "{what}");
            let ends = [paths[0][0], paths[0][paths[0].len() - 1]];
            assert!(
                ends.iter()
                    .all(|p| [0.0, 9.0].contains(&p.x) && [0.0, 9.0].contains(&p.y))
            );
        }
        Constraint::Windoku(_) | Constraint::ExtraRegion(_) => {
            let mut shaded: Vec<Cell> = shapes
                .iter()
                .flat_map(|s| match s {
                    Shape::Shade { cells, .. } => cells.clone(),
                    _ => Vec::new(),
                })
                .collect();
            shaded.sort();
            let want: Vec<Cell> = c.cells().iter().collect();
            assert_eq!(shaded, want, "{what}");
        }
        // Cages: `cage_outlines_separate_their_cells_from_the_others`; the rules
        // without a mark: the legend.
        _ => {}
    }
}

#[test]
fn every_mark_is_where_its_constraint_is() {
    for f in fixtures() {
        let figure = Figure::new(&f.puzzle.rules);
        for (i, c) in f.puzzle.rules.constraints().iter().enumerate() {
            check_place(&f.name, c, &items_of(&figure, i));
        }
    }
}
