//! AIC, the ALS techniques, finned and sashimi fish and aligned exclusion over a
//! variant's topology: every step the generic finders send is sound, on boards of the
//! group-and-peer fixtures (their start, positions after the basic techniques, and
//! random clue subsets of their solutions, with wrong candidates thinned out at
//! random), and on hand-checked examples they find steps the classic finders, which
//! see only rows, columns and boxes, cannot.

mod variant_fixtures;

use nonet::Grid;
use nonet::logic::{Board, Ladder, Scope, Step, Technique, info, start};
use nonet::rules::Topology;
use variant_fixtures::{Fixture, group_and_peer_fixtures, random_clues, steps, thinned};

/// Every step the generic finder of `technique` sends on `board`.
fn generic_steps(board: &Board, technique: Technique) -> Vec<Step> {
    let Scope::Any(finder) = info(technique).scope else {
        panic!("{technique:?} has no generic finder");
    };
    steps(board, finder)
}

/// A xorshift generator: the hand-checked examples below were found on boards it
/// thinned, from their seeds.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The boards of fixture `f`: its start, every position the basic techniques reach
/// from it, and `random` boards of random clue subsets of its solution (a third to a
/// half of the cells), thinned. A board of clues taken from the solution has that
/// solution among its own, unique or not, so a sound step never contradicts it.
fn boards(f: &Fixture, topology: &Topology, random: usize, rng: &mut Rng) -> Vec<Board> {
    let (mut board, _) = start(&f.puzzle).unwrap();
    let basics = Ladder::only([
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::BoxLine,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
    ]);
    let mut out = vec![board.clone()];
    while let Some(step) = basics.next_step(&board) {
        board.apply(&step);
        out.push(board.clone());
    }
    for _ in 0..random {
        let keep = 27 + rng.below(14);
        let clues = random_clues(&f.solution, || rng.below(81) < keep);
        let board = Board::for_variant(&clues, topology.clone(), f.solution);
        out.push(thinned(&board, &f.solution, || rng.below(3) == 0));
    }
    out
}

/// Runs the generic finder of each of `techniques` on every board of every
/// group-and-peer fixture, checking each step it sends against the solution, and
/// returns how many steps each sent.
fn assert_sound_on_fixtures(techniques: &[Technique], random: usize) -> Vec<usize> {
    let mut sent = vec![0; techniques.len()];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for f in group_and_peer_fixtures() {
        let topology = f.puzzle.rules.topology();
        for board in boards(&f, &topology, random, &mut rng) {
            for (k, &t) in techniques.iter().enumerate() {
                for step in generic_steps(&board, t) {
                    let text = step.explanation_in(&topology);
                    assert!(!step.eliminations.is_empty() || !step.placements.is_empty());
                    for p in &step.placements {
                        assert_eq!(f.solution.get(p.cell), Some(p.digit), "{}: {text}", f.name);
                    }
                    for e in &step.eliminations {
                        assert!(board.has(e.cell, e.digit), "{}: {text}", f.name);
                        assert_ne!(f.solution.get(e.cell), Some(e.digit), "{}: {text}", f.name);
                    }
                    sent[k] += 1;
                }
            }
        }
    }
    sent
}

#[test]
fn aic_steps_are_sound_on_variants() {
    let sent = assert_sound_on_fixtures(&[Technique::Aic], 6);
    eprintln!("AIC: {} steps", sent[0]);
    assert!(sent[0] > 100, "{sent:?}");
}

#[test]
fn als_steps_are_sound_on_variants() {
    let techniques = [
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::DeathBlossom,
    ];
    let sent = assert_sound_on_fixtures(&techniques, 1);
    eprintln!("ALS-XZ, ALS-XY-Wing, ALS Chain, Death Blossom: {sent:?} steps");
    assert!(sent.iter().all(|&n| n > 20), "{sent:?}");
}

#[test]
fn finned_fish_steps_are_sound_on_variants() {
    let techniques = [
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
    ];
    let sent = assert_sound_on_fixtures(&techniques, 3);
    eprintln!("finned and sashimi X-Wing, Swordfish, Jellyfish: {sent:?} steps");
    assert!(sent.iter().all(|&n| n > 20), "{sent:?}");
}

#[test]
fn aligned_exclusion_steps_are_sound_on_variants() {
    let techniques = [
        Technique::AlignedPairExclusion,
        Technique::AlignedTripletExclusion,
    ];
    let sent = assert_sound_on_fixtures(&techniques, 3);
    eprintln!("Aligned Pair and Triplet Exclusion: {sent:?} steps");
    assert!(sent.iter().all(|&n| n > 20), "{sent:?}");
}

/// The classic board with the candidates of the variant `board`: what a finder that
/// sees only rows, columns and boxes is given.
fn classic_twin(board: &Board) -> Board {
    let mut classic = Board::new(&board.to_grid());
    for cell in classic.empty_cells() {
        for d in classic.candidates(cell) - board.candidates(cell) {
            classic.eliminate(cell, d);
        }
    }
    classic
}

/// Every step the classic finder of `technique` sends on `board`.
fn classic_steps(board: &Board, technique: Technique) -> Vec<Step> {
    steps(board, info(technique).find)
}

/// The fixture `kind` of `file`, its start board thinned with `seed`, the board's
/// twin for the classic finders, and the topology.
fn example_board(file_kind: &str, seed: u64) -> (Board, Board, Topology, Grid) {
    let f = group_and_peer_fixtures()
        .into_iter()
        .find(|f| f.name == file_kind)
        .unwrap();
    let topology = f.puzzle.rules.topology();
    let (board, _) = start(&f.puzzle).unwrap();
    let mut rng = Rng(seed * 7919 + 1);
    let board = thinned(&board, &f.solution, || rng.below(3) == 0);
    (classic_twin(&board), board, topology, f.solution)
}

/// The group of `topology` where `digit`'s places on `board` are exactly `cells`.
fn group_of_places(board: &Board, topology: &Topology, digit: u8, cells: &[&str]) -> String {
    let d = nonet::Digit::new(digit).unwrap();
    let places: nonet::CellSet = cells
        .iter()
        .map(|c| c.parse::<nonet::Cell>().unwrap())
        .collect();
    let g = topology
        .full_groups()
        .find(|&g| board.cells_with(d) & topology.cells(g) == places)
        .expect("a full group holding the digit there only");
    topology.name(g).to_string()
}

/// Hand-checked: on the X-Sudoku of iss.tsv line 72, thinned, the anti-diagonal holds
/// 2 only in r4c6 and r9c1, a strong link the classic graph lacks. Row 3 holds 2 only
/// in r3c5 and r3c6, and r3c6 sees r4c6 in column 6: (2)r3c5=(2)r3c6-(2)r4c6=
/// (2)r9c1, so r3c5 or r9c1 is 2, and r9c5, in column 5 with one and row 9 with the
/// other, is not. The classic AIC on the same candidates does not find r9c5<>2.
#[test]
fn aic_links_through_a_diagonal() {
    let (classic, board, topology, solution) = example_board("iss.tsv:72 x", 10);
    let steps = generic_steps(&board, Technique::Aic);
    let step = steps
        .iter()
        .find(|s| {
            s.explanation_in(&topology)
                .starts_with("AIC (2)r3c5=(2)r3c6-(2)r4c6=(2)r9c1")
        })
        .expect("the chain through the anti-diagonal");
    assert_eq!(
        step.explanation_in(&topology),
        "AIC (2)r3c5=(2)r3c6-(2)r4c6=(2)r9c1: r9c5<>2"
    );
    assert_eq!(
        group_of_places(&board, &topology, 2, &["r4c6", "r9c1"]),
        "the anti-diagonal"
    );
    assert_eq!(
        group_of_places(&board, &topology, 2, &["r3c5", "r3c6"]),
        "row 3"
    );
    assert_ne!(solution.get("r9c5".parse().unwrap()), nonet::Digit::new(2));
    let classic_found = classic_steps(&classic, Technique::Aic)
        .iter()
        .any(|s| s.eliminations.contains(&step.eliminations[0]));
    assert!(!classic_found, "the classic AIC finds it too");
}

/// Hand-checked: on the jigsaw fixture of iss.tsv line 15 (boxes, and nine jigsaw
/// regions given as extra regions), thinned, A = r1c3 {2,9} and B = r2c3,r5c2 {2,7,9}
/// in the extra region at r1c1 (no classic house holds B). B's only 9 is r2c3, which
/// sees A's r1c3 in column 3: 9 is restricted common, so one set lacks it and the
/// other holds 2. r3c3 sees every 2 of both sets: r1c3 and r2c3 in column 3, r5c2 in
/// the region; so r3c3<>2. The classic ALS-XZ on the same candidates cannot find it.
#[test]
fn als_xz_in_a_jigsaw_region() {
    let (classic, board, topology, solution) = example_board("iss.tsv:15 jigsaw", 15);
    let text = "ALS-XZ r1c3 {2,9} / r2c3,r5c2 {2,7,9} restricted 9, z = 2: r3c3<>2";
    let steps = generic_steps(&board, Technique::AlsXz);
    let step = steps
        .iter()
        .find(|s| s.explanation_in(&topology) == text)
        .expect("the ALS-XZ over the jigsaw region");
    let cell = |name: &str| name.parse::<nonet::Cell>().unwrap();
    let region = topology
        .ids()
        .find(|&g| {
            topology.cells(g).contains(cell("r2c3")) && topology.cells(g).contains(cell("r5c2"))
        })
        .expect("a group holding B");
    assert_eq!(topology.name(region), "the extra region at r1c1");
    assert!(topology.cells(region).contains(cell("r3c3")));
    assert_ne!(solution.get(cell("r3c3")), nonet::Digit::new(2));
    let classic_found = classic_steps(&classic, Technique::AlsXz)
        .iter()
        .any(|s| s.eliminations.contains(&step.eliminations[0]));
    assert!(!classic_found, "the classic ALS-XZ finds it too");
}

/// Hand-checked: on the jigsaw fixture of iss.tsv line 15, thinned, 1 is in row 2
/// only at r2c5, r2c6, r2c7 and in row 4 only at r4c8, r4c9. Two jigsaw regions, the
/// extra regions at r1c5 (r1c5-r1c9, r2c9-r5c9) and at r2c6 (r2c6-r2c8, r3c6-r3c8,
/// r4c6-r4c8), hold all of them but the fin r2c5. Either r2c5 is 1, or rows 2 and 4
/// put their 1s in those two regions, one in each, and the regions' other cells have
/// none. r1c6 is in the region at r1c5, outside rows 2 and 4, and sees r2c5 in box 2:
/// r1c6<>1. The classic finned fish see no region and cannot find it.
#[test]
fn finned_x_wing_over_jigsaw_regions() {
    let (classic, board, topology, solution) = example_board("iss.tsv:15 jigsaw", 1);
    let text = "Finned X-Wing on 1 in rows 2 and 4, the extra region at r1c5 and the extra \
                region at r2c6 with fin r2c5: r1c6<>1";
    let steps = generic_steps(&board, Technique::FinnedXWing);
    let step = steps
        .iter()
        .find(|s| s.explanation_in(&topology) == text)
        .expect("the finned X-Wing over two jigsaw regions");
    assert_ne!(solution.get("r1c6".parse().unwrap()), nonet::Digit::new(1));
    let classic_found = classic_steps(&classic, Technique::FinnedXWing)
        .iter()
        .any(|s| s.eliminations.contains(&step.eliminations[0]));
    assert!(!classic_found, "the classic finned X-Wing finds it too");
}

/// Hand-checked: on the X-Sudoku of iss.tsv line 72, thinned, the base cells r2c6
/// {6,9} and r6c6 {2,4,5,7,9} (column 6) share the excluder r2c2 {6,9}, which sees
/// r2c6 in row 2 and r6c6 on the main diagonal. With 9 in r6c6, r2c6 takes 6 and
/// r2c2 is left with nothing: r6c6<>9. The classic finder, blind to the diagonal,
/// has no common excluder there.
#[test]
fn aligned_pair_exclusion_through_a_diagonal() {
    let (classic, board, topology, solution) = example_board("iss.tsv:72 x", 11);
    let text = "Aligned Pair Exclusion on r2c6, r6c6 with excluders r2c2, r4c6: r6c6<>9";
    let steps = generic_steps(&board, Technique::AlignedPairExclusion);
    let step = steps
        .iter()
        .find(|s| s.explanation_in(&topology) == text)
        .expect("the exclusion through the main diagonal");
    let cell = |name: &str| name.parse::<nonet::Cell>().unwrap();
    let diagonal = topology
        .ids()
        .find(|&g| {
            topology.cells(g).contains(cell("r2c2")) && topology.cells(g).contains(cell("r6c6"))
        })
        .expect("a group holding r2c2 and r6c6");
    assert_eq!(topology.name(diagonal), "the main diagonal");
    assert_ne!(solution.get(cell("r6c6")), nonet::Digit::new(9));
    let classic_found = classic_steps(&classic, Technique::AlignedPairExclusion)
        .iter()
        .any(|s| s.eliminations.contains(&step.eliminations[0]));
    assert!(!classic_found, "the classic aligned exclusion finds it too");
}
