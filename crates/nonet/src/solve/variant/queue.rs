//! The propagators waiting to run, as a bit set over their indices. Propagators are
//! numbered cheapest first (see `Prop::rank`), so taking the lowest waiting index runs
//! every cheap propagator before an expensive one: an expensive one then runs once on
//! the changes of many cheap ones. Waking the watchers of a cell is one OR per word
//! with the cell's precomputed watcher set.

/// A set of waiting propagators.
pub(super) struct Queue {
    waiting: Vec<u64>,
}

impl Queue {
    /// An empty queue for `words` words of propagators (64 per word).
    pub(super) fn new(words: usize) -> Queue {
        Queue {
            waiting: vec![0; words],
        }
    }

    /// Adds the propagators of the set `bits` (one word per 64 propagators).
    #[inline(always)]
    pub(super) fn wake(&mut self, bits: &[u64]) {
        for (w, b) in self.waiting.iter_mut().zip(bits) {
            *w |= b;
        }
    }

    /// Adds propagator `p`.
    #[inline(always)]
    pub(super) fn push(&mut self, p: u32) {
        self.waiting[(p >> 6) as usize] |= 1 << (p & 63);
    }

    /// Takes back propagator `p` if it is waiting.
    #[inline(always)]
    pub(super) fn unwake(&mut self, p: u32) {
        self.waiting[(p >> 6) as usize] &= !(1 << (p & 63));
    }

    /// Whether propagator `p` is waiting.
    #[inline(always)]
    pub(super) fn contains(&self, p: u32) -> bool {
        self.waiting[(p >> 6) as usize] >> (p & 63) & 1 == 1
    }

    /// Takes the lowest waiting propagator.
    #[inline(always)]
    pub(super) fn pop(&mut self) -> Option<u32> {
        for (i, w) in self.waiting.iter_mut().enumerate() {
            if *w != 0 {
                let b = w.trailing_zeros();
                *w &= *w - 1;
                return Some((i as u32) << 6 | b);
            }
        }
        None
    }

    /// Empties the queue (after a contradiction).
    pub(super) fn clear(&mut self) {
        self.waiting.fill(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowest_first_without_repeats() {
        let mut q = Queue::new(2);
        for p in [65, 3, 3, 1] {
            q.push(p);
        }
        assert_eq!(q.pop(), Some(1));
        q.wake(&[1 << 7, 0]);
        q.unwake(3);
        assert_eq!((q.pop(), q.pop(), q.pop()), (Some(7), Some(65), None));
        q.push(69);
        q.clear();
        assert_eq!(q.pop(), None);
    }
}
