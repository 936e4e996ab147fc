//! A cooperative deadline for chaining searches, so that a rating with a time limit
//! stops promptly inside a nested search that would otherwise run for seconds.
//!
//! The deadline is per thread (the chaining engine is too) and set for a scope with
//! [`Deadline::set`]. Searches call [`expired`] once per source cell, at every nesting
//! depth: with no deadline that is one thread-local load; with one, a clock read. Once
//! the deadline has passed every search returns at its next check, its hints are
//! incomplete, and the engine drops them; the caller asks [`expired`] and reports a
//! timeout instead of a hint.

use std::cell::Cell;
use std::time::Instant;

thread_local! {
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
    static EXPIRED: Cell<bool> = const { Cell::new(false) };
}

/// The deadline of a scope; dropping it restores the previous one.
pub struct Deadline {
    previous: Option<Instant>,
    previous_expired: bool,
}

impl Deadline {
    /// Chaining searches on this thread give up after `at` until the guard is dropped.
    pub fn set(at: Option<Instant>) -> Deadline {
        Deadline {
            previous: DEADLINE.with(|d| d.replace(at)),
            previous_expired: EXPIRED.with(|e| e.replace(false)),
        }
    }
}

impl Drop for Deadline {
    fn drop(&mut self) {
        DEADLINE.with(|d| d.set(self.previous));
        EXPIRED.with(|e| e.set(self.previous_expired));
    }
}

/// Whether this thread's deadline has passed (remembered once seen, so that every
/// depth of a nested search unwinds without reading the clock again).
#[inline]
pub fn expired() -> bool {
    if EXPIRED.with(Cell::get) {
        return true;
    }
    let Some(at) = DEADLINE.with(Cell::get) else {
        return false;
    };
    if Instant::now() >= at {
        EXPIRED.with(|e| e.set(true));
        return true;
    }
    false
}
