//! One file per subcommand. Each streams its inputs through the shared plumbing
//! (`input`, `batch`, `output`), writes its results, and returns the exit status.

pub mod brute;
pub mod count;
pub mod draw;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod id;
pub mod logic;
pub mod play;
pub mod rate;
pub mod search;
pub mod solutions;
pub mod solve;
pub mod techniques;

use crate::input::Batch;
use crate::output::note;
use crate::status::Status;

/// Reports the inputs that could not be read; `Error` if there was any.
pub fn report_unreadable(batch: &Batch) -> Status {
    for e in &batch.unreadable {
        note(&format!("nonet: {e:#}"));
    }
    if batch.unreadable.is_empty() {
        Status::Ok
    } else {
        Status::Error
    }
}
