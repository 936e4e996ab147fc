//! The logic engine on variants: every fixture whose rules are only groups and peers
//! (jigsaw, X, windoku, disjoint groups, extra regions, anti-knight, anti-king and
//! their mixes) is explained to the end, and every step is sound against the published
//! solution: each placement is the solution's digit, no elimination removes it; and so
//! is every fixture beyond groups and peers (sums, lines, dots), whose constraints the
//! constraint techniques read.

mod variant_fixtures;

use nonet::logic::{Board, Ladder, Pattern, Technique, explain, hint};
use variant_fixtures::{Fixture, fixtures};

/// The fixture's path with the standard ladder, checked: it ends solved on the published
/// solution, each placement is the solution's digit, no elimination removes it, and its
/// first step is `hint`'s.
fn walk_soundly(f: &Fixture) -> nonet::logic::Path {
    let path =
        explain(&f.puzzle, &Ladder::standard()).unwrap_or_else(|e| panic!("{}: {e}", f.name));
    assert_eq!(path.solution, f.solution, "{}", f.name);
    assert!(
        path.solved,
        "{}: the standard ladder ends in backtracking",
        f.name
    );
    let topology = f.puzzle.rules.topology();
    for step in &path.steps {
        let text = step.explanation_in(&topology);
        for p in &step.placements {
            assert_eq!(f.solution.get(p.cell), Some(p.digit), "{}: {text}", f.name);
        }
        for e in &step.eliminations {
            assert_ne!(f.solution.get(e.cell), Some(e.digit), "{}: {text}", f.name);
        }
    }
    let first = hint(&f.puzzle)
        .unwrap()
        .expect("an unsolved puzzle has a step");
    assert_eq!(first, path.steps[0], "{}", f.name);
    path
}

#[test]
fn every_step_on_group_and_peer_fixtures_is_sound() {
    let mut taken = 0;
    let mut by_logic = 0;
    for f in fixtures() {
        if !f.puzzle.rules.topology().is_only_groups_and_peers() {
            continue;
        }
        taken += 1;
        let path = walk_soundly(&f);
        assert_eq!(path.end.to_grid(), f.solution, "{}", f.name);
        if path
            .steps
            .iter()
            .all(|s| s.technique != Technique::Backtracking)
        {
            by_logic += 1;
        }
    }
    assert!(taken >= 10, "{taken} group-and-peer fixtures");
    eprintln!("{by_logic} of {taken} group-and-peer fixtures solved without backtracking");
    // The README's figure: with forcing chains over the topology, all but two (an
    // X-Sudoku and an anti-knight, which need nested chains).
    assert!(by_logic >= 10, "{by_logic} of {taken} solved by logic");
}

/// A sentence names a variant's group as its topology does: the X fixtures' paths
/// name a diagonal, the extra-region fixtures' their regions by their first cell.
#[test]
fn sentences_name_the_variant_groups() {
    let mut texts = Vec::new();
    for f in fixtures() {
        let topology = f.puzzle.rules.topology();
        if !topology.is_only_groups_and_peers() {
            continue;
        }
        let path = explain(&f.puzzle, &Ladder::standard()).unwrap();
        texts.extend(path.steps.iter().map(|s| s.explanation_in(&topology)));
    }
    for name in ["diagonal", "the extra region at r"] {
        let named = texts.iter().filter(|t| t.contains(name)).count();
        assert!(named > 0, "no sentence names {name:?}");
    }
    // GroupId's own "group 30" is what a sentence says of a group it could not name.
    let unnamed = |t: &&String| t.contains("in group ") || t.contains(", group ");
    assert_eq!(texts.iter().find(unnamed), None);
}

/// Every variant fixture, whatever its rules, is walked to the end with the standard
/// ladder: each step sound against the published solution, the first step the same as
/// `hint`'s, and the constraint techniques at work on the kinds that have them.
#[test]
fn every_step_on_every_variant_fixture_is_sound() {
    let mut taken = 0;
    let mut by_logic = 0;
    let mut constraint_steps = 0;
    for f in fixtures() {
        if f.puzzle.rules.topology().is_only_groups_and_peers() {
            continue;
        }
        taken += 1;
        let path = walk_soundly(&f);
        constraint_steps += path
            .steps
            .iter()
            .filter(|s| matches!(s.pattern, Pattern::Constraint(_)))
            .count();
        if path
            .steps
            .iter()
            .all(|s| s.technique != Technique::Backtracking)
        {
            by_logic += 1;
        }
    }
    eprintln!(
        "{by_logic} of {taken} fixtures beyond groups and peers solved without backtracking, {constraint_steps} constraint steps"
    );
    assert!(taken > 50, "{taken} fixtures beyond groups and peers");
    assert!(constraint_steps > 0);
}

/// X-Wing, Swordfish and Jellyfish run over every family of groups that splits the
/// grid: on the jigsaw fixture (boxes, and nine jigsaw regions given as extra groups)
/// the regions as well as the rows and columns. Its own path needs none, so the
/// fish are sought on its givens' board with wrong candidates thinned out at random
/// (the solution's candidates kept, so every elimination must spare them), each
/// board taking fish until none is left: many fish must have a region among their
/// groups, and every fish is sound.
#[test]
fn jigsaw_fish_run_over_regions() {
    let f = fixtures().into_iter().find(|f| f.kind == "jigsaw").unwrap();
    let topology = f.puzzle.rules.topology();
    let fish = Ladder::only([Technique::XWing, Technique::Swordfish, Technique::Jellyfish]);
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let (mut found, mut over_regions) = (0, 0);
    for _ in 0..300 {
        let mut board = Board::for_variant(&f.puzzle.givens, topology.clone(), f.solution);
        for cell in board.empty_cells() {
            for d in board.candidates(cell) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                if f.solution.get(cell) != Some(d) && seed % 4 != 0 {
                    board.eliminate(cell, d);
                }
            }
        }
        // Fish after fish, so that those over regions come once the rows and columns
        // have none left.
        while let Some(step) = fish.next_step(&board) {
            let text = step.explanation_in(&topology);
            assert!(!step.eliminations.is_empty(), "{text}");
            for e in &step.eliminations {
                assert_ne!(f.solution.get(e.cell), Some(e.digit), "{text}");
            }
            found += 1;
            if let Pattern::Fish { base, cover, .. } = &step.pattern {
                // Boxes are no family of fish: a group beyond the lines is a region.
                over_regions += usize::from(base.iter().chain(cover).any(|g| g.index() >= 18));
            }
            board.apply(&step);
        }
    }
    eprintln!(
        "{found} fish, {over_regions} over regions, boxes {}",
        topology.has_boxes()
    );
    assert!(
        over_regions >= 10,
        "{over_regions} fish over regions in {found}"
    );
}
