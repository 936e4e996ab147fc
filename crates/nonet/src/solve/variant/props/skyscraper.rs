//! A skyscraper clue: seen from the clue, `count` digits are taller than every digit
//! before them. A walk along the line in states (number seen, tallest so far), with the
//! tallest heights of each count held as one bit set, so a step over a cell is a few
//! mask operations per count rather than a loop over heights and digits:
//!
//! ```text
//!  heights  bit h = the tallest so far can be h (bit 0: nothing seen yet)
//!  hidden   the count stays, a tallest t stays when the cell can be below t:
//!           t > the cell's smallest digit
//!  visible  the count goes up, the cell's digit w becomes the tallest when w is
//!           above some tallest t: w > the smallest t
//! ```
//!
//! The forward walk gives the states reachable before each cell; the backward walk,
//! from the one end state a full line allows (count seen, tallest 9), the states that
//! can still finish. A cell keeps a digit when a reachable state leads through it to a
//! state that can finish. The walk stops at a placed 9: nothing after it is seen.
//! (The line's digits are distinct by its house, which this does not use; this is the
//! exact rule on each cell's candidates otherwise. The loop over heights and digits it
//! replaces kept the same digits at about five times the cost per run.)

use crate::solve::variant::masks::bit;
use crate::solve::variant::state::{Cells, Contradiction, Flow};

/// A skyscraper clue over the nine cells of a row or column, nearest first.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Skyscraper {
    pub(in crate::solve::variant) cells: [u8; 9],
    pub(in crate::solve::variant) count: u32,
}

/// The bits strictly above the lowest bit of `m` (none for an empty `m`).
#[inline(always)]
fn above_lowest(m: u16) -> u16 {
    let low = m & m.wrapping_neg();
    !(low | low.wrapping_sub(1))
}

/// The bits strictly below the highest bit of `m` (none for an empty `m`).
#[inline(always)]
fn below_highest(m: u16) -> u16 {
    if m == 0 {
        0
    } else {
        (1u16 << (15 - m.leading_zeros())) - 1
    }
}

/// The height of nothing seen, and of the tallest digit.
const NOTHING: u16 = 1;
const TALLEST: u16 = 1 << 9;

impl Skyscraper {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let goal = self.count as usize;
        if !(1..=9).contains(&goal) {
            return Err(Contradiction);
        }
        // Heights: a cell's digit d is bit d.
        let mut h = [0u16; 9];
        let mut n = 9;
        for (p, &c) in self.cells.iter().enumerate() {
            let m = cells.get(c);
            h[p] = m << 1;
            if m == bit(9) {
                n = p + 1;
                break;
            }
        }
        // fwd[p][k]: the tallest heights reachable before cell p with k seen.
        let mut fwd = [[0u16; 10]; 10];
        fwd[0][0] = NOTHING;
        for p in 0..n {
            let hidden = above_lowest(h[p]);
            let top = goal.min(p);
            for k in 0..=top {
                let f = fwd[p][k];
                fwd[p + 1][k] |= f & hidden;
                if k < goal {
                    fwd[p + 1][k + 1] |= h[p] & above_lowest(f);
                }
            }
        }
        // back[p][k]: the states of fwd[p][k] from which the end state can be reached.
        let mut back = [[0u16; 10]; 10];
        back[n][goal] = fwd[n][goal] & TALLEST;
        if back[n][goal] == 0 {
            return Err(Contradiction);
        }
        for p in (0..n).rev() {
            let hidden = above_lowest(h[p]);
            let mut keep = 0u16;
            for k in 0..=goal.min(p) {
                let f = fwd[p][k];
                if f == 0 {
                    continue;
                }
                // Hidden: the count stays and so does the tallest, above the digit.
                let stay = f & back[p + 1][k];
                keep |= below_highest(stay);
                let mut b = stay & hidden;
                // Seen: the digit becomes the tallest, above some earlier tallest.
                if k < goal {
                    let rise = h[p] & back[p + 1][k + 1] & above_lowest(f);
                    keep |= rise;
                    b |= f & below_highest(rise);
                }
                back[p][k] = b;
            }
            cells.restrict(self.cells[p], (keep & h[p]) >> 1)?;
        }
        if back[0][0] == 0 {
            return Err(Contradiction);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::solve::variant::masks::ALL;

    /// The number of digits of `line` taller than every digit before them, or `None`
    /// when a digit repeats the tallest before it (a row's digits are distinct).
    fn seen(line: &[u32]) -> Option<u32> {
        let mut tallest = 0;
        let mut n = 0;
        for &d in line {
            if d == tallest {
                return None;
            }
            if d > tallest {
                tallest = d;
                n += 1;
            }
        }
        Some(n)
    }

    /// The digits of each of the first `n` cells that some line of their candidates
    /// with a 9 and `count` seen uses (digits may repeat, but never the tallest before
    /// them).
    fn brute_force(masks: &[u16; 9], n: usize, count: u32) -> [u16; 9] {
        fn go(masks: &[u16], count: u32, line: &mut Vec<u32>, support: &mut [u16; 9]) {
            if line.len() == masks.len() {
                if line.contains(&9) && seen(line) == Some(count) {
                    for (s, &d) in support.iter_mut().zip(line.iter()) {
                        *s |= bit(d);
                    }
                }
                return;
            }
            for d in 1..=9 {
                if masks[line.len()] & bit(d) != 0 {
                    line.push(d);
                    go(masks, count, line, support);
                    line.pop();
                }
            }
        }
        let mut support = [0; 9];
        go(&masks[..n], count, &mut Vec::new(), &mut support);
        support
    }

    fn run(masks: &[u16; 9], count: u32) -> Option<[u16; 9]> {
        let mut cands = [ALL; 81];
        cands[..9].copy_from_slice(masks);
        let mut cells = Cells::new(&mut cands);
        let clue = Skyscraper {
            cells: std::array::from_fn(|i| i as u8),
            count,
        };
        clue.run(&mut cells).ok()?;
        Some(std::array::from_fn(|i| cells.get(i as u8)))
    }

    #[test]
    fn keeps_exactly_the_supported_digits() {
        let mut rng = Rng::new(14);
        let mut contradictions = 0;
        for _ in 0..1500 {
            let count = 1 + rng.below(9);
            let masks: [u16; 9] = std::array::from_fn(|_| {
                let mut m = 0u16;
                for _ in 0..1 + rng.index(3) {
                    m |= 1 << rng.below(9);
                }
                m
            });
            // A placed 9 ends the walk: the cells after it keep what they had.
            let end = masks.iter().position(|&m| m == bit(9)).map_or(9, |p| p + 1);
            let support = brute_force(&masks, end, count);
            match run(&masks, count) {
                None => {
                    contradictions += 1;
                    assert!(
                        support[..end].contains(&0),
                        "{masks:?} seen {count}: contradiction, but {support:?} works"
                    );
                }
                Some(kept) => {
                    for p in 0..9 {
                        let want = if p < end { support[p] } else { masks[p] };
                        assert_eq!(kept[p], want, "{masks:?} seen {count}: cell {p}");
                    }
                }
            }
        }
        assert!(
            contradictions > 100 && contradictions < 1400,
            "{contradictions}"
        );
    }

    #[test]
    fn a_full_wrong_line_fails() {
        // 1 2 3 ... 9 shows nine, not five.
        let line: [u16; 9] = std::array::from_fn(|i| bit(i as u32 + 1));
        assert!(run(&line, 5).is_none());
        assert!(run(&line, 9).is_some());
        // 9 first shows one whatever follows.
        let mut nine_first = [ALL; 9];
        nine_first[0] = bit(9);
        assert!(run(&nine_first, 1).is_some());
        assert!(run(&nine_first, 2).is_none());
    }

    #[test]
    fn a_clue_of_one_puts_the_nine_first() {
        let kept = run(&[ALL; 9], 1).unwrap();
        assert_eq!(kept[0], bit(9));
        assert!(kept[1..].iter().all(|&m| m == ALL & !bit(9)));
    }
}
