//! Generation: every puzzle made here is checked by the reference solver (exactly one
//! solution, the one claimed), for its givens range and symmetry, and for the
//! ratings `Generated` claims, recomputed from the puzzle alone.

mod common;

use nonet::generate::{
    self, GenerateError, Generated, Generator, Level, Scheme, Symmetry, Target, is_minimal,
};
use nonet::id::PuzzleId;
use nonet::rate::{DigHoleLevel, LogicLevel, Tier, logic_score, rate_tier};
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
        assert_eq!(rate_tier(&g.puzzle).unwrap(), t, "{}", g.puzzle);
    }
    if let Some(l) = g.rated.logic {
        assert_eq!(logic_score(&g.puzzle), Some(l), "{}", g.puzzle);
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
            let preset = generate::preset_of(tier);
            assert!(preset.givens.contains(g.puzzle.filled_count()));
            assert_eq!(g.symmetry, preset.symmetry);
            if let Some(min) = preset.min_se {
                assert!(g.rated.se.unwrap().er >= min);
            }
        }
    }
}

#[test]
fn logic_levels_follow_seed_000() {
    for level in LogicLevel::ALL {
        for g in run(Target::logic(level), 0..2) {
            let score = g.rated.logic.unwrap();
            let floor = generate::carve::min_clues(level);
            if g.fell_back {
                // Best-so-far: the snapshot closest to the level.
                assert_ne!(score.level, level);
            } else {
                assert!(generate::carve::accepts(level, score.level));
                assert!(g.givens >= floor);
            }
        }
    }
}

#[test]
fn dig_hole_levels() {
    for level in DigHoleLevel::ALL {
        let target = Target::dig_hole(level);
        for g in run(target, 0..2) {
            let c = generate::dig_hole::config::LevelConfig::of(level);
            assert!(c.givens_in_range(g.puzzle.filled_count()), "{level}");
            assert_eq!(g.symmetry, Symmetry::None);
        }
    }
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
    let cases: [(Target, &str); 6] = [
        (
            Target::tier(Tier::Beginner)
                .symmetry(Symmetry::Rot90)
                .givens(18, 18),
            "beginner puzzles have 46..81 givens",
        ),
        (
            Target::any(Scheme::Tiers)
                .symmetry(Symmetry::Rot90)
                .givens(18, 19),
            "the nearest possible counts are 17 and 20",
        ),
        (
            Target::any(Scheme::Tiers).givens(10, 16),
            "a proper puzzle has 17 to 81 givens",
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
    // Options an id cannot hold: no id.
    let g = Generator::with_seed(1)
        .generate(&Target::tier(Tier::Easy).givens(40, 42))
        .unwrap();
    assert_eq!(g.id, None);
}

/// Golden pairs: the same seed gives these puzzles, byte for byte, on every
/// platform. A change here breaks every shared puzzle id: bump
/// `PuzzleId::VERSION` with it.
#[test]
fn golden_seeds() {
    let golden = [
        (
            Target::default(),
            1,
            "9....5.......1.92.13.72.5.84.3.5.7...1.....3...2.4.1.56.9.82.14.58.6.......3....6",
            "11G000000018",
        ),
        (
            Target::logic(LogicLevel::Easy),
            2,
            "785...419921...536436...278...............1.2.12...763248.67351179.25684653418927",
            "18G000000023",
        ),
        (
            Target::dig_hole(DigHoleLevel::Evil),
            3,
            "...............985......26...9..5.7..2......4...468....4..765...53..9....67.5.129",
            "1JG000000037",
        ),
        (
            Target::any(Scheme::Tiers)
                .symmetry(Symmetry::Dihedral)
                .minimal(true),
            4,
            "..2.8.7....8...6..57.6.3.81..35124..9..3.8..2..19648..83.2.5.64..5...2....9.4.3..",
            "10AG0000004Y",
        ),
        (
            Target::tier(Tier::Expert),
            5,
            "5....1......4....113...8.2...9.4283...........5893.1...2.6...757....4......2....4",
            "13000000005V",
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
        assert!(nonet::solve::is_unique(&g.puzzle) && g.solution.solves(&g.puzzle));
        assert!(Symmetry::Rot90.holds_for(&g.puzzle));
        // The id regenerates the puzzle.
        let id = g.id.expect("scheme, level, symmetry and seed fit in an id");
        assert_eq!(id.to_string(), "1330000001AA");
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
