//! The clock of the time limits (SE rating, forcing chains, solve limits and stats).
//!
//! `std::time::Instant::now()` panics on wasm32-unknown-unknown, where the web page runs
//! the engine, so the library reads the time through `web-time`: on that target its
//! `Instant` calls the browser's (or node's) `performance.now()`; on every other target
//! it is `std::time::Instant` itself, re-exported, so native code pays nothing and
//! callers pass std's `Instant` where the library takes one.

pub use web_time::Instant;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    /// Natively the library's `Instant` is std's own type, not a wrapper: this only
    /// compiles if the two are one type, so the hot paths' clock reads are unchanged.
    #[test]
    fn native_instant_is_std_instant() {
        let std_now: std::time::Instant = std::time::Instant::now();
        let ours: super::Instant = std_now;
        assert!(ours.elapsed() >= std::time::Duration::ZERO);
    }
}
