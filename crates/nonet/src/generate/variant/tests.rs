//! Every claim of a generated variant puzzle, checked from scratch: the solution obeys
//! the rules, the puzzle has it as its only solution (the variant search, counting to
//! two), the givens are the solution's and symmetric, `minimal` and the tier are what
//! an independent check finds, and the same seed gives the same puzzle.

use super::*;
use crate::generate::{Generator, Level, Symmetry, Target};
use crate::rate::{RateOptions, Tier, rate_variant_with};
use crate::solve::Solver;

fn check(g: &Generated, target: &Target) {
    let puzzle = g.variant_puzzle();
    let what = format!("{} seed {}", target.variant.kinds, g.seed);
    assert!(
        g.rules.is_solution(&g.solution),
        "{what}: solution breaks the rules"
    );
    assert!(
        g.rules.solves(&g.solution, &g.puzzle),
        "{what}: givens not the solution's"
    );
    assert_eq!(
        Solver::new().stop_at(2).count(&puzzle),
        1,
        "{what}: not unique"
    );
    assert!(
        g.symmetry.holds_for(&g.puzzle),
        "{what}: not {}",
        g.symmetry
    );
    let plan = VariantPlan::new(target).unwrap();
    assert_eq!(
        g.minimal,
        is_minimal_under(&puzzle, &g.solution, &plan),
        "{what}: minimal flag"
    );
    if let Some(tier) = g.rated.tier {
        let rated = rate_variant_with(&puzzle, &RateOptions::default()).unwrap();
        assert_eq!(rated.tier, Some(tier), "{what}: tier");
        if let (Level::Tier(asked), false) = (target.level, g.fell_back) {
            assert_eq!(tier.tier, asked, "{what}: not the tier asked for");
        }
    }
    let again = Generator::with_seed(g.seed).generate(target).unwrap();
    assert_eq!(&again, g, "{what}: not reproducible");
}

#[test]
fn every_kind_makes_proper_puzzles_at_any_level() {
    for kind in VariantKind::ALL {
        let target = Target::new(crate::generate::Scheme::Tiers, Level::Any)
            .variant(Variant::of(VariantKinds::CLASSIC.with(kind)));
        for seed in 0..3 {
            let g = Generator::with_seed(seed).generate(&target).unwrap();
            assert!(!g.fell_back);
            check(&g, &target);
        }
    }
}

#[test]
fn tiers_are_met_or_the_fallback_says_so() {
    for kind in [
        VariantKind::X,
        VariantKind::Killer,
        VariantKind::Jigsaw,
        VariantKind::EvenOdd,
    ] {
        for tier in [Tier::Easy, Tier::Medium, Tier::Hard] {
            let target = Target::tier(tier).variant(Variant::of(VariantKinds::CLASSIC.with(kind)));
            let g = Generator::with_seed(5).generate(&target).unwrap();
            check(&g, &target);
        }
    }
}

#[test]
fn every_kind_at_medium_and_under_a_symmetry() {
    for kind in VariantKind::ALL {
        if kind == VariantKind::NonConsecutive {
            continue; // the slowest kind's search: covered at any level above
        }
        let variant = Variant::of(VariantKinds::CLASSIC.with(kind));
        let medium = Target::tier(Tier::Medium).variant(variant);
        check(
            &Generator::with_seed(11).generate(&medium).unwrap(),
            &medium,
        );
        let rot = Target::new(crate::generate::Scheme::Tiers, Level::Any)
            .variant(variant)
            .symmetry(Symmetry::Rot180)
            .minimal(true);
        let g = Generator::with_seed(11).generate(&rot).unwrap();
        assert!(g.minimal, "{kind}");
        check(&g, &rot);
    }
}

#[test]
fn pure_killers_have_no_givens() {
    let killer = Variant::of(VariantKinds::CLASSIC.with(VariantKind::Killer));
    let any = Target::new(crate::generate::Scheme::Tiers, Level::Any).variant(killer);
    let medium = Target::tier(Tier::Medium).variant(killer);
    for mut target in [any, medium] {
        target.givens = Some(crate::generate::GivensRange::new(0, 0));
        for seed in 0..3 {
            let g = Generator::with_seed(seed).generate(&target).unwrap();
            assert_eq!(g.givens, 0);
            assert!(g.id.is_some(), "a pure killer has an id");
            check(&g, &target);
        }
    }
}

#[test]
fn requests_that_cannot_succeed_are_refused_up_front() {
    let killer = Variant::of(VariantKinds::CLASSIC.with(VariantKind::Killer));
    let mut sevens = killer;
    sevens.cages = CageSizes { min: 7, max: 7 };
    let any = Target::new(crate::generate::Scheme::Tiers, Level::Any);
    assert!(matches!(
        crate::generate::check(&any.variant(sevens)),
        Err(GenerateError::CagesCannotTile(_))
    ));
    let mut bare = any.variant(Variant::of(VariantKinds::CLASSIC.with(VariantKind::Thermo)));
    bare.givens = Some(crate::generate::GivensRange::new(0, 0));
    assert_eq!(
        crate::generate::check(&bare),
        Err(GenerateError::NoGivensWithoutCages)
    );
    let twice: VariantKinds = "x,main-diagonal".parse().unwrap();
    assert!(matches!(
        crate::generate::check(&any.variant(Variant::of(twice))),
        Err(GenerateError::VariantRules(_))
    ));
    let logic = Target::new(
        crate::generate::Scheme::Logic,
        Level::Logic(crate::rate::LogicLevel::Easy),
    );
    assert!(matches!(
        crate::generate::check(&logic.variant(killer)),
        Err(GenerateError::VariantLevel(_))
    ));
}
