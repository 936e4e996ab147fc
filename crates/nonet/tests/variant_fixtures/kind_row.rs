//! Each constraint kind's row in the table of kinds, for tests that must see every kind.

use nonet::rules::Constraint;

/// How many kinds the table has.
pub const KINDS: usize = 28;

/// The kind's row in the table of kinds (`rules/constraint.rs`): an exhaustive `match`,
/// so a new kind fails to compile the tests that count kinds until they cover it.
pub fn kind_row(constraint: &Constraint) -> usize {
    match constraint {
        Constraint::Diagonal(_) => 0,
        Constraint::Windoku(_) => 1,
        Constraint::DisjointGroups(_) => 2,
        Constraint::ExtraRegion(_) => 3,
        Constraint::AntiKnight(_) => 4,
        Constraint::AntiKing(_) => 5,
        Constraint::NonConsecutive(_) => 6,
        Constraint::Kropki(_) => 7,
        Constraint::KropkiNegative(_) => 8,
        Constraint::Xv(_) => 9,
        Constraint::XvNegative(_) => 10,
        Constraint::EvenOdd(_) => 11,
        Constraint::Candidates(_) => 12,
        Constraint::Quadruple(_) => 13,
        Constraint::Killer(_) => 14,
        Constraint::LittleKiller(_) => 15,
        Constraint::Arrow(_) => 16,
        Constraint::Sandwich(_) => 17,
        Constraint::XSum(_) => 18,
        Constraint::Skyscraper(_) => 19,
        Constraint::RegionSum(_) => 20,
        Constraint::Thermo(_) => 21,
        Constraint::Palindrome(_) => 22,
        Constraint::Renban(_) => 23,
        Constraint::Whispers(_) => 24,
        Constraint::Between(_) => 25,
        Constraint::Entropic(_) => 26,
        Constraint::Zipper(_) => 27,
    }
}
