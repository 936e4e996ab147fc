//! Generation: every puzzle made here is checked by the reference solver (exactly one
//! solution, the one claimed), for its givens range and symmetry, and for the
//! ratings `Generated` claims, recomputed from the puzzle alone.

mod common;

use nonet::generate::{
    self, GenerateError, Generated, Generator, Level, PuzzleId, Scheme, Symmetry, Target,
    is_minimal,
};
use nonet::rate::{DigHoleLevel, LogicLevel, Tier, logic_score, rate_dig_hole, rate_tier};
use nonet::solve::reference;

/// Checks everything a generated puzzle promises.
fn check(g: &Generated, target: &Target) {
    let (count, solution) = reference::count_solutions(&g.puzzle, 2);
    assert_eq!(count, 1, "{}: not proper", g.puzzle);
    assert_eq!(solution, Some(g.solution), "{}: wrong solution", g.puzzle);
    assert_eq!(usize::from(g.givens), g.puzzle.filled_count());
    assert!(
        g.symmetry.holds_for(&g.puzzle),
        "{} not {}",
        g.puzzle,
        g.symmetry
    );
    if let Some(sym) = target.symmetry {
        assert_eq!(g.symmetry, sym);
    }
    if let Some(range) = target.givens {
        assert!(
            range.contains(g.puzzle.filled_count()),
            "{} givens",
            g.givens
        );
    }
    if target.minimal {
        assert!(g.minimal);
    }
    assert_eq!(
        g.minimal,
        is_minimal(&g.puzzle, &g.solution, &g.symmetry.orbits()),
        "{}: minimal flag",
        g.puzzle
    );
    if let Some(t) = g.rated.tier {
        assert_eq!(rate_tier(&g.puzzle.into()).unwrap(), t, "{}", g.puzzle);
    }
    if let Some(l) = g.rated.logic {
        assert_eq!(logic_score(&g.puzzle.into()), Ok(l), "{}", g.puzzle);
    }
    let mut again = g.clone();
    again.rated = Default::default();
    again.rate_all();
    if g.rated.se.is_some() {
        assert_eq!(g.rated.se, again.rated.se, "{}", g.puzzle);
    }
    if g.rated.dig_hole.is_some() {
        assert_eq!(g.rated.dig_hole, again.rated.dig_hole, "{}", g.puzzle);
    }
    if let (Some(min), Some(se)) = (target.min_se, g.rated.se)
        && !g.fell_back
    {
        assert!(se.er >= min, "{}: SE {se}", g.puzzle);
    }
    // The same seed and target give the same puzzle.
    assert_eq!(&generate::generate_seeded(target, g.seed).unwrap(), g);
}

fn run(target: Target, seeds: std::ops::Range<u64>) -> Vec<Generated> {
    let mut generator = Generator::with_seed(seeds.start);
    seeds
        .map(|seed| {
            assert_eq!(generator.next_seed(), seed);
            let g = generator.generate(&target).unwrap();
            assert_eq!(g.seed, seed);
            check(&g, &target);
            g
        })
        .collect()
}

#[test]
fn tiers_hit_the_requested_tier() {
    for tier in Tier::ALL {
        let seeds = if tier >= Tier::Master { 0..2 } else { 0..5 };
        let target = Target::tier(tier);
        for g in run(target, seeds) {
            assert!(!g.fell_back, "{tier} seed {}", g.seed);
            assert_eq!(g.rated.tier.unwrap().tier, tier, "seed {}", g.seed);
            let preset = generate::internals::preset_of(tier);
            assert!(preset.givens.contains(g.puzzle.filled_count()));
            assert_eq!(g.symmetry, preset.symmetry);
            if let Some(min) = preset.min_se {
                assert!(g.rated.se.unwrap().er >= min);
            }
        }
    }
}

#[test]
fn logic_levels_follow_the_v41_pseudocode() {
    for level in LogicLevel::ALL {
        for g in run(Target::logic(level), 0..2) {
            let score = g.rated.logic.unwrap();
            let floor = generate::internals::min_clues(level);
            if g.fell_back {
                // Best-so-far: the snapshot closest to the level.
                assert_ne!(score.level, level);
            } else {
                assert!(generate::internals::accepts(level, score.level));
                assert!(g.givens >= floor);
            }
        }
    }
}

/// Every dig-hole puzzle rates at the level it is printed with, by the dig-hole
/// rating recomputed from the puzzle alone (the dig-hole specification's digging alone
/// missed it on two Evil seeds in three), and keeps an empty cell (Extremely Easy once
/// returned full grids).
#[test]
fn dig_hole_levels_are_the_rated_levels() {
    for level in DigHoleLevel::ALL {
        let target = Target::dig_hole(level);
        for g in run(target, 0..12) {
            let c = generate::internals::LevelConfig::of(level);
            assert!(c.givens_in_range(g.puzzle.filled_count()), "{level}");
            assert!(
                g.puzzle.filled_count() <= 80,
                "{level} seed {}: no empty cell",
                g.seed
            );
            assert_eq!(g.symmetry, Symmetry::None);
            assert!(!g.fell_back, "{level} seed {}", g.seed);
            let rating = rate_dig_hole(&g.puzzle.into()).unwrap();
            assert_eq!(rating.level, level, "seed {}: {}", g.seed, g.puzzle);
            assert_eq!(g.rated.dig_hole, Some(rating));
        }
    }
    // The seeds that gave full grids: Extremely Easy's range reaches 81 givens.
    let ee = Target::dig_hole(DigHoleLevel::ExtremelyEasy);
    for seed in [80, 85] {
        let g = generate::generate_seeded(&ee, seed).unwrap();
        assert!(g.puzzle.filled_count() < 81, "seed {seed}");
    }
}

/// The logic scheme's measured rates, which the help text and the warning quote,
/// agree with a sample measured again: Easy is always met, and of seeds 150 to 159
/// only 156 meets Medium (one of the five seeds of 1,000 that do).
#[test]
fn logic_rates_agree_with_a_sample() {
    use generate::measured_rate;
    assert!(!measured_rate(LogicLevel::Easy).is_rare());
    for level in [LogicLevel::Medium, LogicLevel::Hard, LogicLevel::Samurai] {
        assert!(measured_rate(level).is_rare(), "{level}");
    }
    for seed in 0..10 {
        let g = generate::generate_seeded(&Target::logic(LogicLevel::Easy), seed).unwrap();
        assert!(!g.fell_back, "easy seed {seed}");
    }
    let medium = Target::logic(LogicLevel::Medium);
    let met: Vec<u64> = (150..160)
        .filter(|&seed| !generate::generate_seeded(&medium, seed).unwrap().fell_back)
        .collect();
    assert_eq!(met, [156]);
}

#[test]
fn every_symmetry_any_level_minimal() {
    for sym in Symmetry::ALL {
        let target = Target::any(Scheme::Tiers).symmetry(sym).minimal(true);
        for g in run(target, 0..2) {
            assert!(g.minimal && !g.fell_back, "{sym}");
        }
    }
}

/// Whether no orbit of givens can go with the puzzle keeping one solution, checked
/// by counting the solutions of each smaller puzzle with the fast solver (not by the
/// generator's own exclusion searches).
fn minimal_by_counting(g: &Generated) -> bool {
    let filled = g.puzzle.filled_cells();
    g.symmetry
        .orbits()
        .sets()
        .iter()
        .filter(|o| o.intersects(filled))
        .all(|&orbit| {
            let mut smaller = g.puzzle;
            for cell in orbit {
                smaller.set(cell, None);
            }
            nonet::solve::count_solutions(&smaller.into(), 2) != 1
        })
}

/// The flag `minimal` says what the puzzle is, under its symmetry, whatever the path
/// that made it: the three reported cases (the tier walk's puzzles claimed minimal
/// while one orbit could still go), then every scheme over seeds and symmetries.
#[test]
fn minimal_claims_are_true() {
    let reported = [
        (
            Target::tier(Tier::Intermediate).minimal(true),
            387_895_886_468,
        ),
        (Target::tier(Tier::Intermediate), 553_865_160_565),
        (
            Target::tier(Tier::Easy)
                .symmetry(Symmetry::Mirrors)
                .minimal(true),
            950_835_471_325,
        ),
    ];
    for (target, seed) in reported {
        let g = generate::generate_seeded(&target, seed).unwrap();
        assert_eq!(
            g.minimal,
            minimal_by_counting(&g),
            "seed {seed}: {}",
            g.puzzle
        );
        if target.minimal {
            assert!(g.minimal, "seed {seed}: --minimal delivers minimal puzzles");
        }
    }
    let targets = [
        Target::tier(Tier::Easy),
        Target::tier(Tier::Intermediate),
        Target::tier(Tier::Hard),
        Target::logic(LogicLevel::Easy),
        Target::dig_hole(DigHoleLevel::Medium),
        Target::any(Scheme::Tiers).givens(24, 30),
    ];
    let mut claimed = 0;
    for target in targets {
        let symmetries: &[Symmetry] = if target.scheme == Scheme::DigHole {
            &[Symmetry::None]
        } else {
            &[
                Symmetry::None,
                Symmetry::Rot180,
                Symmetry::Mirrors,
                Symmetry::Rot90,
            ]
        };
        for &sym in symmetries {
            let target = target.symmetry(sym);
            for seed in 0..6 {
                for t in [target, target.minimal(true)] {
                    let Ok(g) = generate::generate_seeded(&t, seed) else {
                        continue;
                    };
                    let minimal = minimal_by_counting(&g);
                    assert_eq!(g.minimal, minimal, "{t:?} seed {seed}: {}", g.puzzle);
                    assert!(!t.minimal || minimal, "{t:?} seed {seed}: {}", g.puzzle);
                    claimed += usize::from(g.minimal);
                }
            }
        }
    }
    assert!(claimed > 100, "{claimed} minimal puzzles checked");
}

#[test]
fn options_are_honoured() {
    run(Target::tier(Tier::Hard).symmetry(Symmetry::Rot90), 0..2);
    run(
        Target::tier(Tier::Intermediate)
            .givens(30, 31)
            .minimal(false),
        0..2,
    );
    run(Target::tier(Tier::Expert).minimal(true), 0..2);
    run(Target::any(Scheme::Logic).givens(30, 32), 0..2);
    run(
        Target::logic(LogicLevel::Easy).symmetry(Symmetry::Diagonal),
        0..2,
    );
    for g in run(Target::any(Scheme::Tiers).min_se(40).max_se(60), 0..2) {
        let er = g.rated.se.unwrap().er.0;
        assert!((40..=60).contains(&er), "{er}");
    }
}

#[test]
fn impossible_requests_fail_fast_and_say_why() {
    let cases: [(Target, &str); 13] = [
        (
            Target::tier(Tier::Beginner)
                .symmetry(Symmetry::Rot90)
                .givens(18, 18),
            "puzzles at level beginner of the tiers scheme have 46..80 givens",
        ),
        // Below the logic scheme's clue floor: it would only ever fall back.
        (
            Target::logic(LogicLevel::Easy).givens(25, 28),
            "puzzles at level easy of the logic scheme have 32..80 givens (the logic scheme accepts no puzzle below its clue floor",
        ),
        // More givens than a level past naked singles can have, or any puzzle.
        (
            Target::tier(Tier::Medium).givens(80, 81),
            "have 17..77 givens (a puzzle that naked singles cannot finish has at least 4 empty cells)",
        ),
        (
            Target::any(Scheme::Tiers).givens(81, 81),
            "a puzzle with one solution has 17 to 80 givens",
        ),
        (
            Target::dig_hole(DigHoleLevel::Evil).givens(28, 40),
            "have 22..27 givens",
        ),
        // SE floors above what the level can rate, or above the scale.
        (
            Target::tier(Tier::Beginner).min_se(90),
            "an SE rating of at least 9.0 cannot be met: puzzles at level beginner of the tiers scheme rate at most 2.3",
        ),
        (Target::tier(Tier::Hard).min_se(41), "rate at most 4.0"),
        (
            Target::any(Scheme::Tiers).min_se(201),
            "rate at most 20.0 (that is the top of Sudoku Explainer's scale",
        ),
        (
            Target::any(Scheme::Tiers)
                .symmetry(Symmetry::Rot90)
                .givens(18, 19),
            "the nearest possible counts are 17 and 20",
        ),
        (
            Target::any(Scheme::Tiers).givens(10, 16),
            "a puzzle with one solution has 17 to 80 givens",
        ),
        (
            Target::any(Scheme::Tiers).givens(45, 50).minimal(true),
            "minimal puzzles with",
        ),
        (
            Target::new(Scheme::Logic, Level::Tier(Tier::Expert)),
            "not on the logic scale",
        ),
        (
            Target::dig_hole(DigHoleLevel::Evil).symmetry(Symmetry::Rot180),
            "keeps no symmetry",
        ),
    ];
    for (target, words) in cases {
        let err = generate::check(&target).unwrap_err();
        assert!(err.to_string().contains(words), "{err}");
        assert_eq!(Generator::with_seed(1).generate(&target), Err(err));
    }
    assert!(matches!(
        generate::check(&Target::any(Scheme::Tiers).min_se(50).max_se(40)),
        Err(GenerateError::EmptySeRange { .. })
    ));
    // At the bounds themselves the requests stand.
    for target in [
        Target::tier(Tier::Beginner).min_se(23),
        Target::tier(Tier::Medium).givens(70, 81),
        Target::logic(LogicLevel::Easy).givens(25, 32),
        Target::any(Scheme::Tiers).min_se(200),
    ] {
        assert_eq!(generate::check(&target), Ok(()), "{target:?}");
    }
}

/// The SE ceilings of the lower tiers hold for the puzzles the tiers scheme makes
/// and for Sudoku Explainer's own ratings of real puzzles.
#[test]
fn se_ceilings_hold() {
    for tier in [Tier::Beginner, Tier::Medium, Tier::Intermediate, Tier::Hard] {
        let (ceiling, _) = generate::internals::se_ceiling(Level::Tier(tier));
        for seed in 0..4 {
            let mut g = generate::generate_seeded(&Target::tier(tier), seed).unwrap();
            g.rate_all();
            let er = g.rated.se.unwrap().er;
            assert!(er <= ceiling, "{tier} seed {seed}: ER {er} above {ceiling}");
        }
    }
    // Sudoku Explainer's own ratings (serate) of the SE training set, against the
    // tier nonet gives each puzzle.
    let mut checked = 0;
    for rated in common::se_rated() {
        let puzzle: nonet::Grid = rated.puzzle.parse().unwrap();
        let er: f64 = rated.er.parse().unwrap();
        let tier = rate_tier(&puzzle.into()).unwrap().tier;
        let (ceiling, _) = generate::internals::se_ceiling(Level::Tier(tier));
        assert!((er * 10.0).round() as u16 <= ceiling.0, "{tier}: {rated:?}");
        checked += usize::from(tier <= Tier::Hard);
    }
    assert!(
        checked >= 100,
        "{checked} rated puzzles of the capped tiers"
    );
}

#[test]
fn ids_regenerate_their_puzzle() {
    let targets = [
        Target::tier(Tier::Hard),
        Target::logic(LogicLevel::Medium).symmetry(Symmetry::Rot180),
        Target::dig_hole(DigHoleLevel::Difficult),
        Target::any(Scheme::Tiers)
            .symmetry(Symmetry::Mirrors)
            .minimal(true),
    ];
    for target in targets {
        let g = Generator::with_seed(99).generate(&target).unwrap();
        let id = g.id.unwrap();
        let code = id.to_string();
        assert!(code.len() <= 12);
        let back: PuzzleId = code.to_lowercase().parse().unwrap();
        assert_eq!(Generator::regenerate(back).unwrap(), g);
    }
    // An id of the earlier format is read, but its puzzle is not regenerated: this
    // build's generators may give another one.
    let old: PuzzleId = "1330000001AA".parse().unwrap();
    assert!(matches!(
        Generator::regenerate(old),
        Err(GenerateError::Id(_))
    ));
    // Options an id cannot hold: no id.
    let g = Generator::with_seed(1)
        .generate(&Target::tier(Tier::Easy).givens(40, 42))
        .unwrap();
    assert_eq!(g.id, None);
}

/// Golden pairs: the same seed gives these puzzles, byte for byte, on every
/// platform. A change here breaks every shared puzzle id: bump
/// `PuzzleId::VERSION` with it (version 2 changed the dig-hole puzzles that did not
/// rate at their level, and the ids' first character).
#[test]
fn golden_seeds() {
    let golden = [
        (
            Target::default(),
            1,
            "9....5.......1.92.13.72.5.84.3.5.7...1.....3...2.4.1.56.9.82.14.58.6.......3....6",
            "21G000000011",
        ),
        (
            Target::logic(LogicLevel::Easy),
            2,
            "785...419921...536436...278...............1.2.12...763248.67351179.25684653418927",
            "28G00000002A",
        ),
        (
            Target::dig_hole(DigHoleLevel::Evil),
            3,
            "...............985......26...9..5.7..2......4...468....4..765...53..9....67.5.129",
            "2JG00000003E",
        ),
        // Changed with id version 2: the dig-hole specification's first round gave
        // "................16...6..7.4..3........2...95..9.1...67.4.92...1.1936..25.3.57....",
        // which rates Difficult; the pipeline now goes on to a puzzle that rates Evil.
        (
            Target::dig_hole(DigHoleLevel::Evil),
            0,
            "................17.....84..........5..6.72.4..8...617...86...2..791...63.629.3..1",
            "2JG000000008",
        ),
        (
            Target::any(Scheme::Tiers)
                .symmetry(Symmetry::Dihedral)
                .minimal(true),
            4,
            "..2.8.7....8...6..57.6.3.81..35124..9..3.8..2..19648..83.2.5.64..5...2....9.4.3..",
            "20AG0000004Q",
        ),
        (
            Target::tier(Tier::Expert),
            5,
            "5....1......4....113...8.2...9.4283...........5893.1...2.6...757....4......2....4",
            "23000000005J",
        ),
    ];
    for (target, seed, puzzle, id) in golden {
        let g = Generator::with_seed(seed).generate(&target).unwrap();
        assert_eq!(g.puzzle.to_line(), puzzle, "{target:?}");
        assert_eq!(g.id.unwrap().to_string(), id);
    }
}

/// The README's generation example, compiled and run; the text between the markers
/// must be the README's second `rust` block, word for word.
mod readme_example {
    // README example begins
    use nonet::generate::{Generator, Symmetry, Target};
    use nonet::rate::Tier;

    fn main() -> Result<(), nonet::generate::GenerateError> {
        let target = Target::tier(Tier::Expert).symmetry(Symmetry::Rot90);
        let mut generator = Generator::with_seed(42);
        let g = generator.generate(&target)?;
        assert_eq!(g.rated.tier.map(|t| t.tier), Some(Tier::Expert));
        assert!(nonet::solve::is_unique(&g.puzzle.into()) && g.solution.solves(&g.puzzle));
        assert!(Symmetry::Rot90.holds_for(&g.puzzle));
        // The id regenerates the puzzle.
        let id = g.id.expect("scheme, level, symmetry and seed fit in an id");
        assert_eq!(id.to_string(), "2330000001A3");
        assert_eq!(Generator::regenerate(id)?, g);
        Ok(())
    }
    // README example ends

    #[test]
    fn runs() {
        main().unwrap();
    }

    #[test]
    fn readme_shows_it() {
        let code = crate::common::example_code(include_str!("generate.rs"), "README example");
        assert!(
            crate::common::readme_shows(&code),
            "the README shows this example as a rust block:\n{code}"
        );
    }
}
