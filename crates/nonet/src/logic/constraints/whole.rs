//! The kinds whose groups and peers say their whole rule: a diagonal or a window holds
//! each digit once, anti-knight and anti-king cells differ. The generic techniques read
//! those groups and peers (`logic/groups/`), so no technique of their own reasons about
//! them.

use super::Reasoned;
use crate::logic::Technique;
use crate::rules::kinds::{AntiKing, AntiKnight, Diagonal, DisjointGroups, ExtraRegion, Windoku};

macro_rules! whole {
    ($($kind:ty),*) => {
        $(impl Reasoned for $kind {
            const TECHNIQUES: &'static [Technique] = &[];
        })*
    };
}

whole!(
    AntiKing,
    AntiKnight,
    Diagonal,
    DisjointGroups,
    ExtraRegion,
    Windoku
);
