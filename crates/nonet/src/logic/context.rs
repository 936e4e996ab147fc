//! `SearchContext`: what finders keep from one call to the next, owned by their caller.
//!
//! Most finders are pure functions of the board ([`Finder::Board`]). The chaining finders
//! ([`Finder::Chains`]) are functions of the board too, but they are costly to start and
//! may run for seconds, so they keep three things between calls: working buffers (one
//! per nesting depth), the hints of their last search (the registry rows of one Sudoku
//! Explainer producer ask for the same search one after the other, and the second is
//! answered from it), and a deadline, checked once per source cell at every nesting
//! depth. All three live here, in a value the caller makes and passes to every finder:
//! a ladder run or a rating makes one and keeps it for all its steps, and two threads
//! never share one.
//!
//! [`Finder::Board`]: super::Finder::Board
//! [`Finder::Chains`]: super::Finder::Chains

use crate::clock::Instant;

use super::forcing::{ChainEngine, Deadline};
use super::groups::forcing_memo::OnMemo;

/// The state the chaining finders keep between calls, and the deadline they honour.
#[derive(Default)]
pub struct SearchContext {
    chains: ChainEngine,
    /// The generic forcing chains' propagations of the last board they ran on.
    on_memo: OnMemo,
    deadline: Deadline,
}

impl SearchContext {
    /// A context with no deadline. It allocates nothing until a chaining finder runs.
    pub fn new() -> SearchContext {
        SearchContext::default()
    }

    /// A context whose chaining searches give up after `at` (never if `None`).
    pub fn with_deadline(at: Option<Instant>) -> SearchContext {
        SearchContext {
            chains: ChainEngine::new(),
            on_memo: OnMemo::default(),
            deadline: Deadline::at(at),
        }
    }

    /// From now on, chaining searches give up after `at` (never if `None`).
    pub fn set_deadline(&mut self, at: Option<Instant>) {
        self.deadline = Deadline::at(at);
    }

    /// Whether the deadline has passed: a chaining finder that ran past it sent no hint
    /// (its search was incomplete), which says nothing about the board.
    #[inline]
    pub fn expired(&self) -> bool {
        self.deadline.expired()
    }

    /// The generic forcing chains' memo of propagations and the deadline they honour.
    pub(crate) fn on_memo(&mut self) -> (&mut OnMemo, Deadline) {
        (&mut self.on_memo, self.deadline)
    }

    /// The chaining engine and the deadline its searches honour.
    pub(crate) fn chains(&mut self) -> (&mut ChainEngine, Deadline) {
        (&mut self.chains, self.deadline)
    }
}

#[cfg(test)]
mod tests {
    use crate::clock::Instant;
    use std::ops::ControlFlow;

    use super::SearchContext;
    use crate::logic::{Board, Technique, info};

    /// The hints a context's dynamic forcing chain finder sends on `board`.
    fn dynamic_hints(board: &Board, ctx: &mut SearchContext) -> usize {
        let mut sent = 0;
        let _ = info(Technique::DynamicForcingChain)
            .find
            .run(board, ctx, &mut |_| {
                sent += 1;
                ControlFlow::Continue(())
            });
        sent
    }

    /// A deadline that has passed stops a chaining finder before it sends anything, and
    /// only the context that carries it: a second context, and the cache of the first,
    /// still give every hint.
    #[test]
    fn a_passed_deadline_stops_only_its_own_context() {
        let board = Board::new(
            &"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap(),
        );
        let mut free = SearchContext::new();
        let all = dynamic_hints(&board, &mut free);
        assert!(all > 0);
        let mut late = SearchContext::with_deadline(Some(Instant::now()));
        assert!(late.expired());
        assert_eq!(dynamic_hints(&board, &mut late), 0);
        assert!(!free.expired());
        assert_eq!(dynamic_hints(&board, &mut free), all);
    }
}
