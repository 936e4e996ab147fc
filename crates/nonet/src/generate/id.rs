//! `PuzzleId`: a short, shareable code that regenerates a puzzle.
//!
//! Twelve characters of Crockford's base 32 (digits and letters without I, L, O, U;
//! read case-insensitively, with I and L read as 1, O as 0, and hyphens and spaces
//! ignored):
//!
//! - one character of format version (this is version 2; version 1, the same layout,
//!   is still read, but not regenerated: see [`PuzzleId::VERSION`]);
//! - ten characters, 50 bits, most significant first: the scheme (2 bits), the
//!   level (4 bits: 0 for `any`, else its place on the scheme's scale from 1), the
//!   symmetry (4 bits: 0 for the scheme's default, else its place in
//!   [`Symmetry::ALL`] from 1), the minimal flag (1 bit) and the seed (39 bits);
//! - one check character over the eleven before it.
//!
//! A variant puzzle's code is longer, nineteen characters: `V`, one character of the
//! variant generator's format version ([`PuzzleId::VARIANT_VERSION`]), sixteen
//! characters (80 bits) holding the level (4 bits), the symmetry (4), the minimal flag
//! (1), whether the puzzle has no givens (1: a pure killer), the negative rule of dots
//! and signs (1), the smallest and largest killer cage (4 + 4), the kinds (20 bits, one
//! per [`VariantKind::ALL`](super::VariantKind::ALL) entry) and the seed (39), then
//! the check character. Classic codes are unchanged.
//!
//! The check character is the sum of the characters' values weighted by powers of a
//! generator of GF(32): any single mistyped character and any swap of two adjacent
//! different characters changes it, so such a code is rejected rather than read as
//! another puzzle.
//!
//! A code holds the seed and the target, not the puzzle: the puzzle is regenerated,
//! so a code is tied to the generator of its format version. A change to any
//! pipeline, to the random generator or to the solver's search order bumps
//! [`PuzzleId::VERSION`].

use std::fmt;
use std::str::FromStr;

use super::{CageSizes, GivensRange, Level, Scheme, Symmetry, Target, Variant, VariantKinds};

/// Crockford's base-32 digits.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Characters in a code.
pub const ID_LEN: usize = 12;

/// Characters in a variant puzzle's code.
pub const VARIANT_ID_LEN: usize = 19;

/// The first character of a variant puzzle's code: `V`.
const VARIANT_MARK: u8 = 27;

/// A puzzle's code: target and seed, and the format version it was written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PuzzleId {
    target: Target,
    seed: u64,
    version: u8,
}

/// Why a code or a target cannot be a [`PuzzleId`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IdError {
    #[error(
        "a puzzle id has {ID_LEN} characters ({VARIANT_ID_LEN} for a variant, starting with V), `{code}` has {len}"
    )]
    Length { code: String, len: usize },
    #[error(
        "`{ch}` at position {pos} of `{code}` is not a puzzle-id character (0-9 and A-Z without U)"
    )]
    Character { code: String, ch: char, pos: usize },
    #[error(
        "`{0}` is not a valid puzzle id: its check character does not match (a mistyped character?)"
    )]
    Check(String),
    #[error(
        "`{code}` has format version {version}; this nonet reads versions {} to {}",
        PuzzleId::OLDEST_VERSION,
        PuzzleId::VERSION
    )]
    Version { code: String, version: u8 },
    #[error(
        "`{code}` was written by an earlier nonet (id format {version}), whose generators gave other puzzles for some seeds; this nonet regenerates only format-{current} ids, so it cannot promise the same puzzle"
    )]
    Outdated {
        code: String,
        version: u8,
        /// The format this build regenerates (of classic or of variant codes).
        current: u8,
    },
    #[error(
        "`{code}` is a variant puzzle's id of format version {version}; this nonet reads variant formats {} to {}",
        PuzzleId::OLDEST_VARIANT_VERSION,
        PuzzleId::VARIANT_VERSION
    )]
    VariantVersion { code: String, version: u8 },
    #[error("`{0}` passes its check but names no scheme, level or symmetry nonet knows")]
    Field(String),
    #[error("seed {0} does not fit in a puzzle id (at most 2^39 - 1)")]
    SeedTooLarge(u64),
    #[error(
        "a puzzle id holds scheme, level, symmetry, minimal and seed only (and a variant's rules, cage sizes, negative rule and whether it has no givens), not a givens range, SE bounds or an attempt budget"
    )]
    TargetTooDetailed,
    /// The level is on another scheme's scale: a code has room for a level of its own
    /// scheme only, so it would come back as another target.
    #[error("level `{level}` is not on the {scheme} scale, so no puzzle id holds it")]
    LevelNotInScheme { level: Level, scheme: Scheme },
}

impl PuzzleId {
    /// The format version this build writes, and the only one it regenerates.
    ///
    /// Version 2: the dig-hole scheme accepts a puzzle only when it rates at the level
    /// asked for, Extremely Easy keeps an empty cell, and a minimal request on the
    /// tiers scheme no longer takes a puzzle of the clue-reducing walk that was not
    /// minimal; so a version-1 id of those requests would regenerate another puzzle.
    pub const VERSION: u8 = 2;
    /// The oldest format version this build still reads (and decodes).
    pub const OLDEST_VERSION: u8 = 1;
    /// The variant codes' format version this build writes, and the only one it
    /// regenerates.
    ///
    /// Version 2: the variant search spreads non-consecutive neighbours (and the
    /// negative rules of dots and XV) with singles and sees them from the houses, so it
    /// meets another first solution when it draws one: those rules' seeds give other
    /// puzzles than version 1's.
    pub const VARIANT_VERSION: u8 = 2;
    /// The oldest variant format this build still reads (and decodes).
    pub const OLDEST_VARIANT_VERSION: u8 = 1;
    /// Bits of seed a code holds.
    pub const SEED_BITS: u32 = 39;
    /// The largest seed a code holds.
    pub const MAX_SEED: u64 = (1 << Self::SEED_BITS) - 1;

    /// The code of `target` with `seed`.
    pub fn new(target: &Target, seed: u64) -> Result<PuzzleId, IdError> {
        if !target.fits_an_id() {
            return Err(IdError::TargetTooDetailed);
        }
        if target.level.scheme().is_some_and(|s| s != target.scheme) {
            return Err(IdError::LevelNotInScheme {
                level: target.level,
                scheme: target.scheme,
            });
        }
        if seed > Self::MAX_SEED {
            return Err(IdError::SeedTooLarge(seed));
        }
        let mut t = Target::new(target.scheme, target.level).minimal(target.minimal);
        t.symmetry = target.symmetry;
        t.variant = target.variant;
        t.givens = target.givens;
        let version = if t.variant.is_classic() {
            Self::VERSION
        } else {
            Self::VARIANT_VERSION
        };
        Ok(PuzzleId {
            target: t,
            seed,
            version,
        })
    }

    /// A seed from the wall clock that fits in an id, for a request that names none
    /// (the CLI, the web page and the Python package draw theirs here). Read through
    /// `web-time`, since std's clock panics on wasm32.
    pub fn clock_seed() -> u64 {
        let nanos = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        (nanos ^ nanos >> 39) & Self::MAX_SEED
    }

    /// The format version the code was written in.
    pub const fn version(&self) -> u8 {
        self.version
    }

    /// Whether this build regenerates the code's puzzle: only codes of its own format
    /// version, since an earlier version's generators may have given another puzzle.
    pub fn regenerable(&self) -> Result<(), IdError> {
        let current = if self.target.variant.is_classic() {
            Self::VERSION
        } else {
            Self::VARIANT_VERSION
        };
        if self.version == current {
            Ok(())
        } else {
            Err(IdError::Outdated {
                code: self.to_string(),
                version: self.version,
                current,
            })
        }
    }

    /// The target (scheme, level, symmetry, minimal; every other option default).
    pub const fn target(&self) -> Target {
        self.target
    }

    /// The seed.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    fn payload(&self) -> u64 {
        let t = &self.target;
        let scheme = Scheme::ALL.iter().position(|&s| s == t.scheme).unwrap_or(0) as u64;
        let (level, symmetry) = level_and_symmetry(t);
        scheme << 48 | level << 44 | symmetry << 40 | u64::from(t.minimal) << 39 | self.seed
    }

    /// A variant code's 80 bits (see the module doc).
    fn variant_payload(&self) -> u128 {
        let t = &self.target;
        let v = &t.variant;
        let (level, symmetry) = level_and_symmetry(t);
        let pure = t.givens.is_some_and(|g| g.max == 0);
        let fields = [
            (level, 4),
            (symmetry, 4),
            (u64::from(t.minimal), 1),
            (u64::from(pure), 1),
            (u64::from(v.negative), 1),
            (u64::from(v.cages.min), 4),
            (u64::from(v.cages.max), 4),
            (u64::from(v.kinds.bits()), 20),
        ];
        let head = fields
            .iter()
            .fold(0u128, |acc, &(x, bits)| acc << bits | u128::from(x));
        head << Self::SEED_BITS | u128::from(self.seed)
    }

    fn from_variant_payload(payload: u128, version: u8) -> Option<PuzzleId> {
        let field = |shift: u32, bits: u32| (payload >> shift) as u64 & ((1 << bits) - 1);
        let seed = field(0, Self::SEED_BITS);
        let kinds = VariantKinds::from_bits(field(39, 20) as u32)?;
        let cages = CageSizes {
            min: field(63, 4) as u8,
            max: field(59, 4) as u8,
        };
        if kinds.is_empty() || !(1..=cages.max).contains(&cages.min) || cages.max > 9 {
            return None;
        }
        let variant = Variant {
            kinds,
            cages,
            negative: field(67, 1) == 1,
        };
        let level = match field(74, 4) as usize {
            0 => Level::Any,
            n => *Scheme::Tiers.levels().get(n - 1)?,
        };
        let mut target = Target::new(Scheme::Tiers, level)
            .minimal(field(69, 1) == 1)
            .variant(variant);
        target.symmetry = match field(70, 4) as usize {
            0 => None,
            n => Some(*Symmetry::ALL.get(n - 1)?),
        };
        if field(68, 1) == 1 {
            target.givens = Some(GivensRange::new(0, 0));
        }
        (payload >> 78 == 0).then_some(PuzzleId {
            target,
            seed,
            version,
        })
    }

    fn from_payload(payload: u64, version: u8) -> Option<PuzzleId> {
        let scheme = *Scheme::ALL.get((payload >> 48) as usize)?;
        let level = match (payload >> 44 & 0xF) as usize {
            0 => Level::Any,
            n => *scheme.levels().get(n - 1)?,
        };
        let symmetry = match (payload >> 40 & 0xF) as usize {
            0 => None,
            n => Some(*Symmetry::ALL.get(n - 1)?),
        };
        let mut target = Target::new(scheme, level).minimal(payload >> 39 & 1 == 1);
        target.symmetry = symmetry;
        Some(PuzzleId {
            target,
            seed: payload & Self::MAX_SEED,
            version,
        })
    }
}

/// The level's number (0 for `any`, else its place on the scheme's scale from 1) and
/// the symmetry's (0 for the default, else its place in [`Symmetry::ALL`] from 1).
fn level_and_symmetry(t: &Target) -> (u64, u64) {
    let level = match t.level {
        Level::Any => 0,
        l => t
            .scheme
            .levels()
            .iter()
            .position(|&x| x == l)
            .map_or(0, |i| i + 1),
    } as u64;
    let symmetry = t
        .symmetry
        .and_then(|s| Symmetry::ALL.iter().position(|&x| x == s))
        .map_or(0, |i| i + 1) as u64;
    (level, symmetry)
}

/// Multiplication in GF(32) modulo x^5 + x^2 + 1.
const fn gf32_mul(mut a: u8, mut b: u8) -> u8 {
    let mut p = 0;
    while b != 0 {
        if b & 1 != 0 {
            p ^= a;
        }
        b >>= 1;
        a <<= 1;
        if a & 0x20 != 0 {
            a ^= 0b10_0101;
        }
    }
    p
}

/// The check value of `values`: the character that makes the whole code's sum of
/// v_i * x^(n-i) in GF(32), with x = 2, come to zero. The check character thus has
/// weight 1 and the one before it weight x, so swapping those two is caught too; the
/// weights repeat only after 31 characters, longer than any code.
fn check_value(values: &[u8]) -> u8 {
    gf32_mul(values.iter().fold(0, |c, &v| gf32_mul(c, 2) ^ v), 2)
}

fn digit_value(ch: char) -> Option<u8> {
    let up = match ch.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| char::from(a) == up)
        .map(|p| p as u8)
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.target.variant.is_classic() {
            let mut values = [0u8; VARIANT_ID_LEN];
            values[0] = VARIANT_MARK;
            values[1] = self.version;
            let payload = self.variant_payload();
            for (i, v) in values[2..18].iter_mut().enumerate() {
                *v = (payload >> (5 * (15 - i)) & 31) as u8;
            }
            values[18] = check_value(&values[..18]);
            for v in values {
                write!(f, "{}", char::from(ALPHABET[usize::from(v)]))?;
            }
            return Ok(());
        }
        let mut values = [0u8; ID_LEN];
        values[0] = self.version;
        let payload = self.payload();
        for (i, v) in values[1..11].iter_mut().enumerate() {
            *v = (payload >> (5 * (9 - i)) & 31) as u8;
        }
        values[11] = check_value(&values[..11]);
        for v in values {
            write!(f, "{}", char::from(ALPHABET[usize::from(v)]))?;
        }
        Ok(())
    }
}

impl FromStr for PuzzleId {
    type Err = IdError;

    fn from_str(s: &str) -> Result<PuzzleId, IdError> {
        let code = s.trim().to_string();
        let mut values = Vec::with_capacity(ID_LEN);
        for (pos, ch) in code.chars().enumerate() {
            if ch == '-' || ch == ' ' {
                continue;
            }
            let v = digit_value(ch).ok_or_else(|| IdError::Character {
                code: code.clone(),
                ch,
                pos: pos + 1,
            })?;
            values.push(v);
        }
        if values.len() == VARIANT_ID_LEN && values[0] == VARIANT_MARK {
            if check_value(&values[..18]) != values[18] {
                return Err(IdError::Check(code));
            }
            if !(Self::OLDEST_VARIANT_VERSION..=Self::VARIANT_VERSION).contains(&values[1]) {
                return Err(IdError::VariantVersion {
                    version: values[1],
                    code,
                });
            }
            let payload = values[2..18]
                .iter()
                .fold(0u128, |acc, &v| acc << 5 | u128::from(v));
            return PuzzleId::from_variant_payload(payload, values[1]).ok_or(IdError::Field(code));
        }
        if values.len() != ID_LEN {
            return Err(IdError::Length {
                len: values.len(),
                code,
            });
        }
        if check_value(&values[..11]) != values[11] {
            return Err(IdError::Check(code));
        }
        if !(Self::OLDEST_VERSION..=Self::VERSION).contains(&values[0]) {
            return Err(IdError::Version {
                version: values[0],
                code,
            });
        }
        let payload = values[1..11]
            .iter()
            .fold(0u64, |acc, &v| acc << 5 | u64::from(v));
        PuzzleId::from_payload(payload, values[0]).ok_or(IdError::Field(code))
    }
}

impl serde::Serialize for PuzzleId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::{LogicLevel, Tier};

    fn targets() -> Vec<Target> {
        let mut v = Vec::new();
        for scheme in Scheme::ALL {
            let mut levels = scheme.levels();
            levels.push(Level::Any);
            for level in levels {
                v.push(Target::new(scheme, level));
                for sym in Symmetry::ALL {
                    v.push(Target::new(scheme, level).symmetry(sym).minimal(true));
                }
            }
        }
        v
    }

    #[test]
    fn codes_round_trip() {
        for (i, t) in targets().into_iter().enumerate() {
            for seed in [0, 1, 12345, PuzzleId::MAX_SEED - i as u64] {
                let id = PuzzleId::new(&t, seed).unwrap();
                let code = id.to_string();
                assert_eq!(code.len(), ID_LEN);
                assert!(code.starts_with('2'));
                assert_eq!(code.parse::<PuzzleId>(), Ok(id), "{code}");
                assert_eq!(code.to_lowercase().parse::<PuzzleId>(), Ok(id));
                assert_eq!((id.target(), id.seed()), (t, seed));
            }
        }
    }

    #[test]
    fn every_single_typo_and_adjacent_swap_is_caught() {
        let id = PuzzleId::new(&Target::logic(LogicLevel::Hard), 987_654_321).unwrap();
        let code: Vec<u8> = id.to_string().into_bytes();
        for i in 0..ID_LEN {
            for &a in ALPHABET {
                if a == code[i] {
                    continue;
                }
                let mut typo = code.clone();
                typo[i] = a;
                let typo = String::from_utf8(typo).unwrap();
                assert!(typo.parse::<PuzzleId>().is_err(), "{typo}");
            }
            if i + 1 < ID_LEN && code[i] != code[i + 1] {
                let mut swap = code.clone();
                swap.swap(i, i + 1);
                let swap = String::from_utf8(swap).unwrap();
                assert!(swap.parse::<PuzzleId>().is_err(), "{swap}");
            }
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let id = PuzzleId::new(&Target::tier(Tier::Expert), 42)
            .unwrap()
            .to_string();
        let short = &id[..11];
        assert!(matches!(
            short.parse::<PuzzleId>(),
            Err(IdError::Length { len: 11, .. })
        ));
        let bad = format!("{}U", &id[..11]);
        assert!(matches!(
            bad.parse::<PuzzleId>(),
            Err(IdError::Character {
                ch: 'U',
                pos: 12,
                ..
            })
        ));
        let dashed = format!("{}-{}", &id[..6], &id[6..]);
        assert_eq!(dashed.parse::<PuzzleId>().unwrap().seed(), 42);
        assert_eq!(
            PuzzleId::new(&Target::tier(Tier::Expert), 1 << 39),
            Err(IdError::SeedTooLarge(1 << 39))
        );
        assert_eq!(
            PuzzleId::new(&Target::tier(Tier::Expert).givens(20, 22), 1),
            Err(IdError::TargetTooDetailed)
        );
    }

    /// A level of another scheme's scale has no place in a code: it used to be written
    /// as `any` and come back as another target (found by the `ids` fuzz target).
    #[test]
    fn a_level_off_its_scheme_gets_no_code() {
        let target = Target::new(Scheme::Logic, Level::Tier(Tier::Medium));
        let err = PuzzleId::new(&target, 7).unwrap_err();
        assert_eq!(
            err,
            IdError::LevelNotInScheme {
                level: Level::Tier(Tier::Medium),
                scheme: Scheme::Logic
            }
        );
        assert_eq!(
            err.to_string(),
            "level `medium` is not on the logic scale, so no puzzle id holds it"
        );
        let any = Target::new(Scheme::Logic, Level::Any);
        assert_eq!(PuzzleId::new(&any, 7).unwrap().target(), any);
    }

    #[test]
    fn first_variant_format_decodes_but_does_not_regenerate() {
        // Non-consecutive, medium, seed 3, as the first variant format wrote it.
        let old: PuzzleId = "V11G0JG00G000000039".parse().unwrap();
        assert_eq!((old.version(), old.seed()), (1, 3));
        assert!(matches!(
            old.regenerable(),
            Err(IdError::Outdated {
                version: 1,
                current: PuzzleId::VARIANT_VERSION,
                ..
            })
        ));
        let new = PuzzleId::new(&old.target(), 3).unwrap();
        assert_eq!(new.to_string(), "V21G0JG00G00000003S");
        assert_eq!(new.regenerable(), Ok(()));
    }

    #[test]
    fn earlier_versions_decode_but_do_not_regenerate() {
        // The README's id before version 2: tiers, expert, rot90, seed 42.
        let old: PuzzleId = "1330000001AA".parse().unwrap();
        assert_eq!(old.version(), 1);
        assert_eq!(old.seed(), 42);
        assert_eq!(old.target().level, Level::Tier(Tier::Expert));
        assert_eq!(old.to_string(), "1330000001AA");
        assert!(matches!(
            old.regenerable(),
            Err(IdError::Outdated { version: 1, .. })
        ));
        let new = PuzzleId::new(&old.target(), 42).unwrap();
        assert_eq!(new.version(), PuzzleId::VERSION);
        assert!(new.to_string().starts_with('2'));
        assert_eq!(new.regenerable(), Ok(()));
        // A version this build does not know at all.
        let mut values: Vec<u8> = b"3330000001"
            .iter()
            .map(|&c| digit_value(char::from(c)).unwrap())
            .collect();
        values.push(0);
        values.push(check_value(&values[..11]));
        let code: String = values
            .iter()
            .map(|&v| char::from(ALPHABET[usize::from(v)]))
            .collect();
        assert!(matches!(
            code.parse::<PuzzleId>(),
            Err(IdError::Version { version: 3, .. })
        ));
    }

    fn variant_targets() -> Vec<Target> {
        let any = Target::new(Scheme::Tiers, Level::Any);
        let mut killer = Variant::of("killer".parse().unwrap());
        killer.cages = CageSizes { min: 1, max: 9 };
        let mut pure = any.variant(killer);
        pure.givens = Some(GivensRange::new(0, 0));
        let mut dots = Variant::of("kropki,xv,jigsaw,palindrome".parse().unwrap());
        dots.negative = true;
        let every = Variant::of(crate::generate::VariantKind::ALL.into_iter().collect());
        vec![
            Target::tier(Tier::Hard).variant(dots),
            Target::tier(Tier::Extreme)
                .variant(every)
                .symmetry(Symmetry::ALL[Symmetry::ALL.len() - 1])
                .minimal(true),
            pure,
            any.variant(Variant::of("x".parse().unwrap())),
        ]
    }

    /// A variant's code holds its rules and options with the level, symmetry, minimal
    /// flag and seed, and reads back to the same target; a typo is caught as in a
    /// classic code.
    #[test]
    fn variant_codes_round_trip_and_catch_typos() {
        for t in variant_targets() {
            for seed in [0, 7, PuzzleId::MAX_SEED] {
                let id = PuzzleId::new(&t, seed).unwrap();
                let code = id.to_string();
                assert_eq!(code.len(), VARIANT_ID_LEN);
                assert!(code.starts_with('V'), "{code}");
                let back: PuzzleId = code.to_lowercase().parse().unwrap();
                assert_eq!(back, id, "{code}");
                assert_eq!(back.target(), t, "{code}");
                assert!(back.regenerable().is_ok());
                let bytes = code.as_bytes();
                for i in 1..bytes.len() {
                    let mut typo = bytes.to_vec();
                    typo[i] = if typo[i] == b'7' { b'8' } else { b'7' };
                    let typo = String::from_utf8(typo).unwrap();
                    assert!(typo.parse::<PuzzleId>().is_err(), "{typo} read");
                }
            }
        }
        let mut ranged = variant_targets()[0];
        ranged.givens = Some(GivensRange::new(10, 20));
        assert_eq!(PuzzleId::new(&ranged, 1), Err(IdError::TargetTooDetailed));
    }

    #[test]
    fn gf32_has_no_zero_divisors() {
        for a in 1..32 {
            for b in 1..32 {
                assert_ne!(gf32_mul(a, b), 0);
            }
        }
    }
}
