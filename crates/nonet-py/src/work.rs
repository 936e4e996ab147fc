//! What each function does to one puzzle, in plain Rust (no Python objects, so a
//! worker thread runs it with the GIL released): the library's entry point, the
//! record it answers, serialized as the CLI prints it.
//!
//! Each is the CLI's (or the web bindings') call of the same command: a `Search` for
//! `solve` and `count`, `rate_any_with` for `rate`, the standard ladder for `hint` and
//! `explain`.

use std::cell::RefCell;
use std::ops::ControlFlow;
use std::time::Duration;

use nonet::logic::{self, Ladder, Reach, SearchContext};
use nonet::rate::{RateOptions, Scale, rate_any_with};
use nonet::record::{
    CountRecord, PathRecord, RatedRecord, Search, SearchOutcome, SolutionsRecord, SolveRecord,
    UnratedRecord,
};
use nonet::rules::Puzzle;
use nonet::solve::Algorithm;

use crate::record::to_json;

thread_local! {
    /// Each thread's chaining buffers for the SE rating, kept from puzzle to puzzle, as
    /// the CLI's workers keep theirs (setting them up per puzzle costs ~5% of a batch).
    static SEARCH: RefCell<SearchContext> = RefCell::new(SearchContext::new());
}

/// Which record class a result is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Solve,
    Count,
    Solutions,
    Path,
    Rated,
    Unrated,
    Generated,
    Info,
    InputError,
    FailedSeed,
}

/// One result: its record class and the record.
pub struct Done {
    pub kind: Kind,
    pub body: Body,
}

/// A record as a result holds it: serialized already (the CLI's JSON line), or the
/// library's record itself, serialized when Python first asks for it.
pub enum Body {
    Json(String),
    Held(Box<dyn Serialized>),
}

impl From<String> for Body {
    fn from(json: String) -> Body {
        Body::Json(json)
    }
}

/// A library record that serializes as the CLI prints it, held by a Python record.
pub trait Serialized: Send + Sync {
    fn json(&self) -> String;
}

impl<T: serde::Serialize + Send + Sync> Serialized for T {
    fn json(&self) -> String {
        to_json(self)
    }
}

impl Done {
    /// A record serialized now, by the worker thread: for the slow commands (rate,
    /// hint, explain, every solution), whose records are large and whose work dwarfs
    /// their serialization, so that reading a field later costs the thread holding the
    /// GIL only `json.loads`.
    fn new(kind: Kind, record: &impl serde::Serialize) -> Done {
        Done {
            kind,
            body: Body::Json(to_json(record)),
        }
    }

    /// A record kept as the library's value and serialized only when Python reads it:
    /// for `solve` and `count`, whose search takes about 2 µs on an easy puzzle, so
    /// that serializing every record (a third of a µs more, and a String) was a good
    /// part of a batch's time; a batch whose records are only counted or filtered by
    /// length never serializes them.
    fn held(kind: Kind, record: impl serde::Serialize + Send + Sync + 'static) -> Done {
        Done {
            kind,
            body: Body::Held(Box::new(record)),
        }
    }
}

/// The engine's refusal of a puzzle it cannot take (the library's message): a
/// `ValueError` from a one-puzzle call, an `InputError` record in a batch.
pub type Refused = String;

/// The search of `solve`: the fast solver, to a second solution (so that a solution
/// shown is *the* solution).
pub fn solve(puzzle: &Puzzle) -> Result<Done, Refused> {
    let outcome = search(&Search::new(Algorithm::Fast, 2, false), puzzle)?;
    Ok(Done::held(Kind::Solve, SolveRecord::new(puzzle, &outcome)))
}

/// The search of `count`, up to `limit` solutions (at least 1).
pub fn count(puzzle: &Puzzle, limit: usize) -> Result<Done, Refused> {
    let limit = limit.max(1);
    let outcome = search(
        &Search::new(Algorithm::Fast, limit, false).counting_only(),
        puzzle,
    )?;
    Ok(Done::held(
        Kind::Count,
        CountRecord::new(puzzle, &outcome, limit),
    ))
}

/// Every solution up to `max` (at least 1), as `nonet solve --all --max` lists them:
/// the search goes one past `max`, so the record knows whether the list is complete.
/// The list is kept, so memory grows with `max`: the caller bounds it.
pub fn solutions(puzzle: &Puzzle, max: usize) -> Done {
    let max = max.max(1);
    let mut kept = Vec::new();
    let outcome = Search::all(max).each_solution(puzzle, |s| {
        if kept.len() < max {
            kept.push(s);
        }
        ControlFlow::Continue(())
    });
    Done::new(
        Kind::Solutions,
        &SolutionsRecord::new(puzzle, &outcome, max, kept),
    )
}

/// The next step with the standard ladder: from the givens, or from a position's
/// candidates as given.
pub fn hint(puzzle: &Puzzle) -> Result<Done, Refused> {
    walked(puzzle, Reach::NextStep)
}

/// The whole logical path with the standard ladder (which ends in backtracking).
pub fn explain(puzzle: &Puzzle) -> Result<Done, Refused> {
    walked(puzzle, Reach::WholePath)
}

/// The library's walk of `hint` and `explain`, as far as `reach` goes.
fn walked(puzzle: &Puzzle, reach: Reach) -> Result<Done, Refused> {
    let walk = logic::walk(puzzle, &Ladder::standard(), reach).map_err(|e| e.to_string())?;
    Ok(Done::new(Kind::Path, &PathRecord::walked(puzzle, &walk)))
}

/// What `rate` was asked: the scales and the SE time limit.
#[derive(Clone, Debug)]
pub struct RateAsk {
    pub scales: Vec<Scale>,
    pub time_limit: Option<Duration>,
}

/// The ratings of `puzzle`, or the record of why it has none (no or several
/// solutions, rules the ratings do not cover), as `nonet rate --format json` prints.
pub fn rate(puzzle: &Puzzle, ask: &RateAsk) -> Done {
    let options = RateOptions {
        scales: ask.scales.clone(),
        time_limit: ask.time_limit,
    };
    match SEARCH.with_borrow_mut(|ctx| rate_any_with(puzzle, &options, ctx)) {
        Ok(rated) => Done::new(Kind::Rated, &RatedRecord::new(puzzle, &rated, &ask.scales)),
        Err(why) => Done::new(
            Kind::Unrated,
            &UnratedRecord::new(puzzle, &why.reason(&puzzle.rules)),
        ),
    }
}

/// Runs `search` on `puzzle`: the classic-only algorithms refuse variant rules.
fn search(search: &Search, puzzle: &Puzzle) -> Result<SearchOutcome, Refused> {
    search.run(puzzle).map_err(|e| e.to_string())
}
