//! `remembered`: the answers of a pure search kept per thread, by their whole input.
//!
//! The ladder asks a constraint's ways again after every step that left its cells alone,
//! and a trial (Constraint Contradiction) asks them on hundreds of boards that differ
//! elsewhere: the same cage's fillings, the same sum's ways, over and over. An answer
//! is a function of its key alone, so a memo changes no result, only the time. Each
//! memo is per thread (no lock, and WebAssembly's one thread), and emptied when it
//! reaches [`ENTRIES`], so its memory stays bounded whatever the puzzle.
//!
//! Why per thread rather than in a context the caller owns: the constraint finders are
//! plain functions of the board (`Finder::Board`), called by every ladder, rating and
//! trial; threading a context through thirty of them for a cache that never changes an
//! answer would widen every signature. Measured on a killer of the training file (its
//! line 40, `nonet explain`, 2026-11-29): 8.0 s without the memos, 2.8 s with them.
//! Only answers are kept, never anything a finder's result depends on.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::thread::LocalKey;

/// The most answers one memo keeps (a few megabytes at most).
const ENTRIES: usize = 4096;

/// A per-thread memo: declare it with `thread_local!` as
/// `static M: Memo<K, V> = Memo::default();`.
pub(crate) type Memo<K, V> = RefCell<HashMap<K, V, BuildHasherDefault<KeyHasher>>>;

/// The memos' hasher: a multiply and a rotate per word, as FxHash does. The standard
/// SipHash resists keys chosen to collide, which cost 6% of a killer's path here (perf
/// on the training file's line 56: a lookup per cage per step of every trial); a memo's
/// keys collide only to its cost in time, bounded by [`ENTRIES`].
#[derive(Clone, Copy, Default)]
pub(crate) struct KeyHasher(u64);

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The answer `memo` keeps for `key`, or `compute`'s, which it then keeps.
pub(crate) fn remembered<K: Hash + Eq, V: Clone>(
    memo: &'static LocalKey<Memo<K, V>>,
    key: K,
    compute: impl FnOnce(&K) -> V,
) -> V {
    if let Some(known) = memo.with(|m| m.borrow().get(&key).cloned()) {
        return known;
    }
    let answer = compute(&key);
    memo.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= ENTRIES {
            m.clear();
        }
        m.insert(key, answer.clone());
    });
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        static SQUARES: Memo<u32, u64> = Memo::default();
    }

    /// A known key is answered without computing; past [`ENTRIES`] keys the memo
    /// starts again, and answers stay right.
    #[test]
    fn answers_once_and_stays_bounded() {
        let mut computed = 0;
        for round in 0..2 {
            for k in 0..10u32 {
                let v = remembered(&SQUARES, k, |&k| {
                    computed += 1;
                    u64::from(k) * u64::from(k)
                });
                assert_eq!(v, u64::from(k) * u64::from(k), "round {round}");
            }
        }
        assert_eq!(computed, 10);
        for k in 0..(ENTRIES as u32 + 5) {
            assert_eq!(remembered(&SQUARES, k, |&k| u64::from(k) * 2), {
                // Keys 0..10 keep their squares until the memo is emptied.
                if k < 10 {
                    u64::from(k) * u64::from(k)
                } else {
                    u64::from(k) * 2
                }
            });
        }
        SQUARES.with(|m| assert!(m.borrow().len() <= ENTRIES));
    }
}
