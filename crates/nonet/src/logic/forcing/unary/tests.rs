//! Tests of the cycle and forcing X/XY chain search: the passes skip only searches that
//! find nothing, and their reachability tests answer as the whole graph does.

use super::{CycleScope, Depth, Scope, Search, cycle_eliminations};
use crate::logic::Board;
use crate::logic::forcing::links::tests::WholeGraphReach;
use crate::logic::forcing::links::{Links, XReach, XyReach, YCycles};
use crate::logic::forcing::potential::{Pot, conj, pot};
use crate::logic::testing::{agreement_boards, se_path_boards};

/// The unscoped cycle search: every live potential of the view.
#[derive(Clone, Copy)]
struct Live;

impl CycleScope for Live {
    fn admits(self, q: Pot, links: &Links, _: &XyReach, _: &XReach, _: &YCycles) -> bool {
        links.live(q)
    }
}

/// A search ready for the X and Y passes on `board`: its links table and the two
/// passes' reachability tests built.
fn x_and_y_search<'a>(depth: &'a mut Depth, board: &Board) -> Search<'a> {
    let mut s = Search::new(depth);
    s.links.build(board, None, false, true);
    s.xreach.build(board);
    s.ycycles.build(board);
    s
}

/// The XY pass skips only searches that find nothing, and [`XyReach`] answers the
/// forcing questions exactly: on every agreement board (SE's paths, and the same
/// boards with candidates removed at random, as nested searches see them), from
/// every source of the XY pass, its answers equal those of [`WholeGraphReach`] on the whole
/// XY graph, and the cycle search (unpruned) finds no cycle where
/// [`XyReach::cyclic`] says none can exist (a test that must also skip searches
/// [`WholeGraphReach::cyclic`] lets through, and let through ones that find something), and
/// where it runs, kept to the source's component, it closes the same cycles.
///
/// [`XyReach`]: super::XyReach
/// [`XyReach::cyclic`]: super::XyReach::cyclic
/// [`WholeGraphReach::cyclic`]: crate::logic::forcing::links::tests::WholeGraphReach::cyclic
#[test]
fn xy_reach_matches_the_whole_graph_and_skips_only_empty_cycle_searches() {
    let mut depth = Depth::default();
    let mut reach = WholeGraphReach::default();
    // Forcing answers: on to off true, off to on true; cycle searches: skipped
    // where the whole graph lets them through, let through and finding a cycle.
    let mut counts = [0usize; 4];
    for board in agreement_boards() {
        let mut s = Search::new(&mut depth);
        s.links.build(board, None, true, true);
        s.xyreach.build(board);
        reach.build(&mut s.links);
        for cell in board.empty_cells() {
            let cands = board.candidates(cell);
            if cands.len() < 2 {
                continue;
            }
            for v in cands {
                let on = pot(cell.index(), v.index(), true);
                let forward = s.xyreach.on_reaches_off(on);
                let back = s.xyreach.off_reaches_on(conj(on));
                assert_eq!(forward, reach.reaches(on, conj(on)));
                assert_eq!(back, reach.reaches(conj(on), on));
                counts[0] += usize::from(forward);
                counts[1] += usize::from(back);
                let cyclic = s.xyreach.cyclic(on);
                s.depth.arena.clear();
                s.cycles.clear();
                s.do_cycles(on, 7.0, 4, Live);
                assert!(
                    cyclic || s.cycles.is_empty(),
                    "XY cycle from {on} missed on {:?}",
                    board.to_grid()
                );
                counts[2] += usize::from(!cyclic && reach.cyclic(&s.links, on));
                counts[3] += usize::from(cyclic && !s.cycles.is_empty());
                if cyclic {
                    // Kept to the source's component, the search closes the same
                    // cycles, in the same order.
                    let whole = cycle_chains(&s, board);
                    s.depth.arena.clear();
                    s.cycles.clear();
                    s.do_cycles(on, 7.0, 4, Scope::Xy(s.xyreach.component(on)));
                    assert_eq!(
                        cycle_chains(&s, board),
                        whole,
                        "{on} on {:?}",
                        board.to_grid()
                    );
                }
            }
        }
        s.finish();
    }
    assert!(counts.iter().all(|&n| n > 1000), "{counts:?}");
}

/// The X and Y passes skip only cycle searches whose cycles eliminate nothing: on
/// every board of SE's paths through the training puzzles, from every source where
/// a cycle can exist, the cycle search (unpruned) finds no cycle with eliminations
/// where [`XReach::may_eliminate`] or [`YCycles::may_eliminate`] says none can
/// have any. The tests must also skip searches, and let through ones whose cycles
/// eliminate something.
///
/// [`XReach::may_eliminate`]: super::XReach::may_eliminate
/// [`YCycles::may_eliminate`]: super::YCycles::may_eliminate
#[test]
fn cycle_searches_skipped_eliminate_nothing() {
    let mut depth = Depth::default();
    // Per pass (X, Y): skipped, let through and eliminating.
    let (mut skipped, mut fruitful) = ([0usize; 2], [0usize; 2]);
    for board in se_path_boards() {
        let mut s = x_and_y_search(&mut depth, &board);
        for y in [false, true] {
            s.links.set_view(y, !y);
            for cell in board.empty_cells() {
                let n = board.candidates(cell).len();
                if n < 2 || (y && n > 2) {
                    continue;
                }
                for v in board.candidates(cell) {
                    let (c, d) = (cell.index(), v.index());
                    let (cyclic, may) = if y {
                        let cyclic = s.ycycles.cyclic(&board, c, d);
                        (cyclic, s.ycycles.may_eliminate(c, d))
                    } else {
                        (s.xreach.cyclic(c, d), s.xreach.may_eliminate(c, d))
                    };
                    if !cyclic {
                        continue;
                    }
                    s.depth.arena.clear();
                    s.cycles.clear();
                    s.do_cycles(pot(c, d, true), 6.5, 2, Live);
                    let eliminates = cycle_chains(&s, &board)
                        .iter()
                        .any(|(_, elims)| !elims.is_empty());
                    assert!(
                        may || !eliminates,
                        "cycle (Y {y}) from {c}/{d} eliminates on {:?}",
                        board.to_grid()
                    );
                    skipped[usize::from(y)] += usize::from(!may);
                    fruitful[usize::from(y)] += usize::from(eliminates);
                }
            }
        }
        s.finish();
    }
    assert!(
        skipped.iter().all(|&n| n > 1000) && fruitful.iter().all(|&n| n > 100),
        "skipped {skipped:?}, fruitful {fruitful:?}"
    );
}

/// A cycle's potentials along first parents, and its eliminations.
type CycleChain = (Vec<Pot>, Vec<(u8, u16)>);

/// Each cycle found by the last search.
fn cycle_chains(s: &Search, board: &Board) -> Vec<CycleChain> {
    s.cycles
        .iter()
        .map(|&d| {
            let arena = &s.depth.arena;
            let mut pots = vec![arena.pot(d)];
            let mut n = d;
            while let Some(p) = arena.first_parent(n) {
                pots.push(arena.pot(p));
                n = p;
            }
            (pots, cycle_eliminations(s.depth, board, d))
        })
        .collect()
}

/// The X and Y passes skip only searches that find nothing: on every board of
/// SE's paths through the training puzzles, from every source of each pass, the
/// cycle search (unpruned) finds no cycle where [`XReach::cyclic`] or
/// [`YCycles::cyclic`] says none can exist, and the forcing searches find no chain
/// where [`XReach::on_reaches_off`] or [`XReach::off_reaches_on`] say none can.
/// The tests must also skip searches, and let through ones that find something.
///
/// [`XReach::cyclic`]: super::XReach::cyclic
/// [`YCycles::cyclic`]: super::YCycles::cyclic
/// [`XReach::on_reaches_off`]: super::XReach::on_reaches_off
/// [`XReach::off_reaches_on`]: super::XReach::off_reaches_on
#[test]
fn pass_tests_skip_only_searches_that_find_nothing() {
    let mut depth = Depth::default();
    // Per test (X cycle, Y cycle, on to off, off to on): skipped, found.
    let mut skipped = [0usize; 4];
    let mut found = [0usize; 4];
    for board in se_path_boards() {
        let mut s = x_and_y_search(&mut depth, &board);
        for y in [false, true] {
            s.links.set_view(y, !y);
            for cell in board.empty_cells() {
                let cands = board.candidates(cell);
                if cands.len() < 2 || (y && cands.len() > 2) {
                    continue;
                }
                for v in cands {
                    let (c, d) = (cell.index(), v.index());
                    let src = pot(c, d, true);
                    let mut checks = vec![(usize::from(y), src, true)];
                    if !y {
                        checks.push((2, src, false));
                        checks.push((3, conj(src), false));
                    }
                    for (test, from, cycle) in checks {
                        let possible = match test {
                            0 => s.xreach.cyclic(c, d),
                            1 => s.ycycles.cyclic(&board, c, d),
                            2 => s.xreach.on_reaches_off(c, d),
                            _ => s.xreach.off_reaches_on(c, d),
                        };
                        s.depth.arena.clear();
                        s.cycles.clear();
                        s.chains.clear();
                        if cycle {
                            s.do_cycles(from, 6.5, 2, Live);
                        } else {
                            s.do_forcing(from, 6.6, 2);
                        }
                        let hits = s.cycles.len() + s.chains.len();
                        if cycle && possible {
                            // Kept to the source's component, the search closes
                            // the same cycles, in the same order.
                            let whole = cycle_chains(&s, &board);
                            let scope = if y {
                                Scope::Y(s.ycycles.component(from))
                            } else {
                                Scope::X(s.xreach.component(from))
                            };
                            s.depth.arena.clear();
                            s.cycles.clear();
                            s.do_cycles(from, 6.5, 2, scope);
                            assert_eq!(
                                cycle_chains(&s, &board),
                                whole,
                                "{from} on {:?}",
                                board.to_grid()
                            );
                        }
                        assert!(
                            possible || hits == 0,
                            "test {test} on {c}/{d} missed {hits} on {:?}",
                            board.to_grid()
                        );
                        if !possible {
                            skipped[test] += 1;
                        } else if hits > 0 {
                            found[test] += 1;
                        }
                    }
                }
            }
        }
        s.finish();
    }
    for test in 0..4 {
        assert!(
            skipped[test] > 1000 && found[test] > 1000,
            "test {test}: skipped {skipped:?}, found {found:?}"
        );
    }
}
