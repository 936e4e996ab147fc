//! The rule sets Sudoku Explainer's scale rates beyond classic Sudoku: those
//! SukakuExplainer (the Sudoku Explainer fork that keeps SE 1.2.1's ratings) rates with
//! its variant switches, `--isX` (both diagonals), `--isWindows`, `--isDG` (disjoint
//! groups), `--isAntiKnight`, `--isAntiKing` and `--isNC`, alone or together.
//!
//! The first five only add cells that must differ: the diagonals, the windows and the
//! disjoint groups are extra houses of nine, anti-knight and anti-king extra peers.
//! SukakuExplainer runs its producers over those houses and peers, so nonet's producers
//! do the same on the rules' topology (`logic::se_order`). Non-consecutive also has its
//! own producers and its own cancellation on placing a digit (`non_consecutive.rs`).

use super::non_consecutive::NonConsecutive;
use crate::rules::kinds::Diagonal;
use crate::rules::{Constraint, Layout, Rules};

/// Whether Sudoku Explainer's scale rates `rules`: classic Sudoku, or the classic boxes
/// with any of both diagonals, windows, disjoint groups, anti-knight, anti-king and
/// non-consecutive. One diagonal alone is not a rule set SukakuExplainer knows.
pub(crate) fn rates(rules: &Rules) -> bool {
    if rules.layout() != &Layout::Boxes {
        return false;
    }
    let mut diagonals = (false, false);
    for c in rules.constraints() {
        match c {
            Constraint::Diagonal(Diagonal::Main) => diagonals.0 = true,
            Constraint::Diagonal(Diagonal::Anti) => diagonals.1 = true,
            Constraint::Windoku(_)
            | Constraint::DisjointGroups(_)
            | Constraint::AntiKnight(_)
            | Constraint::AntiKing(_)
            | Constraint::NonConsecutive(_) => {}
            _ => return false,
        }
    }
    diagonals.0 == diagonals.1
}

/// Whether the scale's extension rates `rules` (`se::extended`): rules that are not
/// classic and that SukakuExplainer does not rate, whose numbers are its own.
pub(crate) fn extends(rules: &Rules) -> bool {
    !rules.is_classic() && !rates(rules)
}

/// The non-consecutive rule of `rules` as SukakuExplainer rates it, if they have it.
pub(super) fn non_consecutive(rules: &Rules) -> Option<NonConsecutive> {
    let index = rules
        .constraints()
        .iter()
        .position(|c| matches!(c, Constraint::NonConsecutive(_)))?;
    let windows = rules
        .constraints()
        .iter()
        .any(|c| matches!(c, Constraint::Windoku(_)));
    Some(NonConsecutive { index, windows })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::iss;

    fn rules(text: &str) -> Rules {
        iss::parse(text).unwrap().rules
    }

    #[test]
    fn the_six_switches_alone_and_together_are_rated() {
        for text in [
            ".AntiConsecutive",
            ".AntiConsecutive.Diagonal~1.Diagonal~-1",
            ".Diagonal~1.Diagonal~-1",
            ".Windoku",
            ".DisjointSets",
            ".AntiKnight",
            ".AntiKing",
            ".Diagonal~1.Diagonal~-1.Windoku.AntiKnight.AntiKing.DisjointSets",
        ] {
            assert!(rates(&rules(text)), "{text}");
        }
        assert!(rates(&Rules::classic()));
    }

    #[test]
    fn the_extension_takes_every_other_variant() {
        for text in [
            ".Diagonal~1",
            ".Windoku.Cage~10~R1C1~R1C2",
            ".Thermo~R1C1~R1C2",
            ".AntiConsecutive.Cage~10~R1C1~R1C2",
        ] {
            assert!(extends(&rules(text)), "{text}");
        }
        for text in [
            ".AntiConsecutive",
            ".AntiConsecutive.Diagonal~1.Diagonal~-1",
            ".Windoku",
        ] {
            assert!(!extends(&rules(text)), "{text}");
        }
        assert!(!extends(&Rules::classic()));
    }

    #[test]
    fn one_diagonal_and_other_kinds_are_not() {
        for text in [
            ".Diagonal~1",
            ".Diagonal~-1.Windoku",
            ".AntiConsecutive.Cage~10~R1C1~R1C2",
            ".Windoku.Cage~10~R1C1~R1C2",
            ".Thermo~R1C1~R1C2",
        ] {
            assert!(!rates(&rules(text)), "{text}");
        }
    }
}
