//! The records every front end prints or passes: plain serde types, so that the CLI,
//! the game, and later a web page or a language binding write the same JSON.

mod step;

pub use step::StepRecord;
