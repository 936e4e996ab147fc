//! Puzzle ids on arbitrary input. Decoding never panics, and a code that decodes
//! writes back as itself in canonical form (upper case, 1 for I and L, 0 for O, no
//! hyphens or spaces). Encoding: a target and seed that get a code decode from it as
//! the same target and seed.

#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::generate::{ID_LEN, Level, PuzzleId, Scheme, Symmetry, Target};

/// Every level of every scheme, and `any`.
fn levels() -> Vec<Level> {
    let mut all = vec![Level::Any];
    for scheme in Scheme::ALL {
        all.extend(scheme.levels());
    }
    all
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(id) = text.parse::<PuzzleId>() {
        let code = id.to_string();
        assert_eq!(code.len(), ID_LEN);
        let canonical: String = text
            .trim()
            .chars()
            .filter(|&c| c != '-' && c != ' ')
            .map(|c| match c.to_ascii_uppercase() {
                'I' | 'L' => '1',
                'O' => '0',
                c => c,
            })
            .collect();
        assert_eq!(code, canonical);
        assert_eq!(code.parse::<PuzzleId>(), Ok(id));
    }

    // A target and a seed from the bytes: the first five pick scheme, level,
    // symmetry and the minimal flag, the next eight the seed.
    if data.len() >= 13 {
        let levels = levels();
        let scheme = Scheme::ALL[usize::from(data[0]) % Scheme::ALL.len()];
        let level = levels[usize::from(data[1]) % levels.len()];
        let mut target = Target::new(scheme, level).minimal(data[2] & 1 == 1);
        let symmetries = Symmetry::ALL;
        target.symmetry = match usize::from(data[3]) % (symmetries.len() + 1) {
            0 => None,
            n => Some(symmetries[n - 1]),
        };
        let seed =
            u64::from_le_bytes(data[5..13].try_into().expect("eight bytes")) >> (data[4] % 64);
        if let Ok(id) = PuzzleId::new(&target, seed) {
            let back: PuzzleId = id.to_string().parse().expect("a code this build wrote");
            assert_eq!(back, id);
            assert_eq!((back.target(), back.seed()), (target, seed));
            assert_eq!(back.regenerable(), Ok(()));
        }
    }
});
