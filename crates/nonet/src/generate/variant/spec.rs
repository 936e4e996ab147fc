//! What a variant puzzle is to be made of: the kinds of rules ([`VariantKind`]), as a
//! set ([`VariantKinds`]), with the options that shape them ([`Variant`]).
//!
//! A [`Variant`] is small and `Copy`, like the [`Target`](super::super::Target) that
//! carries it: the constraints themselves (which cages, which thermometers) are drawn
//! by the generator from the seed, so the request names kinds, not constraints.

use std::fmt;
use std::str::FromStr;

use crate::generate::target::{Level, Scheme};

/// A kind of rule the generator makes puzzles of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum VariantKind {
    /// Both long diagonals are houses (X-Sudoku).
    X,
    /// The main diagonal (r1c1 to r9c9) is a house.
    MainDiagonal,
    /// The anti-diagonal (r1c9 to r9c1) is a house.
    AntiDiagonal,
    /// Cells a knight's move apart differ.
    AntiKnight,
    /// Cells a king's move apart differ.
    AntiKing,
    /// Orthogonal neighbours are not consecutive.
    NonConsecutive,
    /// Four extra 3x3 windows are houses.
    Windoku,
    /// The cells at each box position form a house.
    Disjoint,
    /// Cells marked even or odd.
    EvenOdd,
    /// Nine irregular regions instead of the boxes.
    Jigsaw,
    /// Cages with totals tile the grid; digits do not repeat in a cage.
    Killer,
    /// Thermometers: digits rise from the bulb.
    Thermo,
    /// Arrows: the circle is the sum of the shaft.
    Arrow,
    /// Kropki dots: white between consecutive digits, black between a digit and its double.
    Kropki,
    /// XV signs: X between digits summing to 10, V to 5.
    Xv,
    /// Little killer clues: the sum along a diagonal.
    LittleKiller,
    /// Sandwich clues: the sum between the 1 and the 9 of a row or column.
    Sandwich,
    /// Renban lines: a set of consecutive digits in any order.
    Renban,
    /// German whispers: neighbours on the line differ by at least 5.
    Whispers,
    /// Palindromes: the line reads the same both ways.
    Palindrome,
}

impl VariantKind {
    /// Every kind, in the order help and messages list them.
    pub const ALL: [VariantKind; 20] = [
        VariantKind::X,
        VariantKind::MainDiagonal,
        VariantKind::AntiDiagonal,
        VariantKind::AntiKnight,
        VariantKind::AntiKing,
        VariantKind::NonConsecutive,
        VariantKind::Windoku,
        VariantKind::Disjoint,
        VariantKind::EvenOdd,
        VariantKind::Jigsaw,
        VariantKind::Killer,
        VariantKind::Thermo,
        VariantKind::Arrow,
        VariantKind::Kropki,
        VariantKind::Xv,
        VariantKind::LittleKiller,
        VariantKind::Sandwich,
        VariantKind::Renban,
        VariantKind::Whispers,
        VariantKind::Palindrome,
    ];

    /// The kind's name on a command line (`--rules killer,thermo`).
    pub const fn name(self) -> &'static str {
        match self {
            VariantKind::X => "x",
            VariantKind::MainDiagonal => "main-diagonal",
            VariantKind::AntiDiagonal => "anti-diagonal",
            VariantKind::AntiKnight => "anti-knight",
            VariantKind::AntiKing => "anti-king",
            VariantKind::NonConsecutive => "non-consecutive",
            VariantKind::Windoku => "windoku",
            VariantKind::Disjoint => "disjoint",
            VariantKind::EvenOdd => "even-odd",
            VariantKind::Jigsaw => "jigsaw",
            VariantKind::Killer => "killer",
            VariantKind::Thermo => "thermo",
            VariantKind::Arrow => "arrow",
            VariantKind::Kropki => "kropki",
            VariantKind::Xv => "xv",
            VariantKind::LittleKiller => "little-killer",
            VariantKind::Sandwich => "sandwich",
            VariantKind::Renban => "renban",
            VariantKind::Whispers => "whispers",
            VariantKind::Palindrome => "palindrome",
        }
    }

    /// Other spellings a command line may use.
    const fn aliases(self) -> &'static [&'static str] {
        match self {
            VariantKind::X => &["diagonals", "x-sudoku"],
            VariantKind::MainDiagonal => &["diagonal-"],
            VariantKind::AntiDiagonal => &["diagonal+"],
            VariantKind::AntiKnight => &["antiknight"],
            VariantKind::AntiKing => &["antiking"],
            VariantKind::NonConsecutive => &["nonconsecutive"],
            VariantKind::Windoku => &["hyper"],
            VariantKind::Disjoint => &["disjoint-groups", "disjointgroups"],
            VariantKind::EvenOdd => &["evenodd", "parity"],
            VariantKind::Jigsaw => &["irregular"],
            VariantKind::Killer => &["cages"],
            VariantKind::Thermo => &["thermometer"],
            VariantKind::Arrow => &["arrows"],
            VariantKind::Kropki => &["dots"],
            VariantKind::Xv => &[],
            VariantKind::LittleKiller => &["littlekiller"],
            VariantKind::Sandwich => &[],
            VariantKind::Renban => &[],
            VariantKind::Whispers => &["german-whispers"],
            VariantKind::Palindrome => &[],
        }
    }

    /// Whether [`Variant::negative`] shapes this kind: Kropki dots and XV signs, whose
    /// negative rule says that a pair without a mark is neither.
    pub const fn has_negative_rule(self) -> bool {
        matches!(self, VariantKind::Kropki | VariantKind::Xv)
    }

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl serde::Serialize for VariantKind {
    /// By its [`VariantKind::name`], as a command line and a request spell it.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A name that is not a kind the generator makes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule `{name}` to generate; the kinds are {known}", name = .0, known = kind_names())]
pub struct UnknownVariantKind(pub String);

fn kind_names() -> String {
    VariantKind::ALL.map(VariantKind::name).join(", ")
}

impl FromStr for VariantKind {
    type Err = UnknownVariantKind;

    /// A kind by its name or an alias, case-insensitive, `_` read as `-`.
    fn from_str(s: &str) -> Result<VariantKind, UnknownVariantKind> {
        let name = s.trim().to_ascii_lowercase().replace('_', "-");
        VariantKind::ALL
            .into_iter()
            .find(|k| k.name() == name || k.aliases().contains(&name.as_str()))
            .ok_or_else(|| UnknownVariantKind(s.trim().to_string()))
    }
}

/// A set of kinds. Empty: classic Sudoku.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct VariantKinds(u32);

impl VariantKinds {
    /// No kind: classic Sudoku.
    pub const CLASSIC: VariantKinds = VariantKinds(0);

    /// Whether no kind is in the set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: VariantKind) -> bool {
        self.0 & kind.bit() != 0
    }

    /// The set with `kind` added.
    #[must_use]
    pub const fn with(self, kind: VariantKind) -> VariantKinds {
        VariantKinds(self.0 | kind.bit())
    }

    /// The kinds in the set, in [`VariantKind::ALL`]'s order.
    pub fn iter(self) -> impl Iterator<Item = VariantKind> {
        VariantKind::ALL
            .into_iter()
            .filter(move |k| self.contains(*k))
    }

    /// The set as bits, one per kind at its place in [`VariantKind::ALL`] (for ids).
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set of [`VariantKinds::bits`]; `None` when a bit names no kind.
    pub const fn from_bits(bits: u32) -> Option<VariantKinds> {
        if bits >> VariantKind::ALL.len() == 0 {
            Some(VariantKinds(bits))
        } else {
            None
        }
    }
}

impl FromIterator<VariantKind> for VariantKinds {
    fn from_iter<I: IntoIterator<Item = VariantKind>>(iter: I) -> VariantKinds {
        iter.into_iter()
            .fold(VariantKinds::CLASSIC, VariantKinds::with)
    }
}

impl serde::Serialize for VariantKinds {
    /// As it displays (`killer,thermo`), the form a request's `rules` takes.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for VariantKinds {
    /// The names joined by commas (`killer,thermo`), `classic` for the empty set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("classic");
        }
        let names: Vec<&str> = self.iter().map(VariantKind::name).collect();
        f.write_str(&names.join(","))
    }
}

impl FromStr for VariantKinds {
    type Err = UnknownVariantKind;

    /// A comma-separated list of kinds (`killer, thermo`); `classic` is the empty set.
    fn from_str(s: &str) -> Result<VariantKinds, UnknownVariantKind> {
        if s.trim().eq_ignore_ascii_case("classic") {
            return Ok(VariantKinds::CLASSIC);
        }
        s.split(',').map(str::parse).collect()
    }
}

/// The sizes a killer's cages may have, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CageSizes {
    pub min: u8,
    pub max: u8,
}

impl CageSizes {
    /// 2 to 5 cells: what killer puzzles in print mostly use.
    pub const DEFAULT: CageSizes = CageSizes { min: 2, max: 5 };
}

impl Default for CageSizes {
    fn default() -> CageSizes {
        CageSizes::DEFAULT
    }
}

/// A cage size range that is not `MIN-MAX` with 1 <= MIN <= MAX <= 9.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad cage sizes `{0}`: expected MIN-MAX (or one size) with 1 <= MIN <= MAX <= 9")]
pub struct BadCageSizes(pub String);

impl FromStr for CageSizes {
    type Err = BadCageSizes;

    /// `2-5`, or `3` for one size.
    fn from_str(s: &str) -> Result<CageSizes, BadCageSizes> {
        let bad = || BadCageSizes(s.to_string());
        let (lo, hi) = s.split_once('-').unwrap_or((s, s));
        let min: u8 = lo.trim().parse().map_err(|_| bad())?;
        let max: u8 = hi.trim().parse().map_err(|_| bad())?;
        if (1..=max).contains(&min) && max <= 9 {
            Ok(CageSizes { min, max })
        } else {
            Err(bad())
        }
    }
}

impl CageSizes {
    /// The sizes in words, for messages: "2 to 5", or "3" for one size.
    pub fn words(self) -> String {
        if self.min == self.max {
            self.min.to_string()
        } else {
            format!("{} to {}", self.min, self.max)
        }
    }
}

impl serde::Serialize for CageSizes {
    /// As it displays (`2-5`), the form a request's `cages` takes.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for CageSizes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.min, self.max)
    }
}

/// The rules a generated puzzle is to have: the kinds, with their options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// The kinds of rules (empty: classic).
    pub kinds: VariantKinds,
    /// The sizes of killer cages.
    pub cages: CageSizes,
    /// Kropki dots and XV signs with their negative rule: every pair that could carry a
    /// dot or a sign carries it, so a pair without one is neither.
    pub negative: bool,
}

impl Variant {
    /// Classic Sudoku: no kind.
    pub const CLASSIC: Variant = Variant {
        kinds: VariantKinds::CLASSIC,
        cages: CageSizes::DEFAULT,
        negative: false,
    };

    /// The kinds, with every option at its default.
    pub const fn of(kinds: VariantKinds) -> Variant {
        Variant {
            kinds,
            cages: CageSizes::DEFAULT,
            negative: false,
        }
    }

    /// Whether this is classic Sudoku.
    pub const fn is_classic(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The scheme variant puzzles are generated on: they are rated on the tier ladder
    /// (the classic-only scales, the logic score and the dig-hole levels, do not rate
    /// them), so a target with a tier level on another scheme is refused
    /// ([`GenerateError::VariantScheme`](crate::generate::GenerateError::VariantScheme)).
    pub const SCHEME: Scheme = Scheme::Tiers;

    /// The levels a variant request takes: [`Level::Any`], then [`Variant::SCHEME`]'s,
    /// easiest first; any other is refused
    /// ([`GenerateError::VariantLevel`](crate::generate::GenerateError::VariantLevel)).
    pub fn levels() -> Vec<Level> {
        std::iter::once(Level::Any)
            .chain(Variant::SCHEME.levels())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_by_its_name_and_aliases() {
        for kind in VariantKind::ALL {
            assert_eq!(kind.name().parse::<VariantKind>(), Ok(kind));
            for alias in kind.aliases() {
                assert_eq!(alias.parse::<VariantKind>(), Ok(kind), "{alias}");
            }
        }
        let set: VariantKinds = "Killer, THERMO,little_killer".parse().unwrap();
        assert_eq!(set.to_string(), "killer,thermo,little-killer");
        assert_eq!("classic".parse::<VariantKinds>(), Ok(VariantKinds::CLASSIC));
        let err = "killer,teleport".parse::<VariantKinds>().unwrap_err();
        assert!(
            err.to_string().starts_with("unknown rule `teleport`"),
            "{err}"
        );
    }

    #[test]
    fn cage_sizes_read_a_range_or_one_size() {
        assert_eq!("2-5".parse(), Ok(CageSizes { min: 2, max: 5 }));
        assert_eq!("3".parse(), Ok(CageSizes { min: 3, max: 3 }));
        for bad in ["0-3", "5-2", "2-10", "x", ""] {
            assert!(bad.parse::<CageSizes>().is_err(), "{bad}");
        }
    }
}
