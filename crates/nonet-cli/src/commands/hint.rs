//! `nonet hint`: the next logical step of each puzzle — the step the standard ladder (or
//! the techniques asked for) takes first, with its explanation and conclusions.

use super::logic::{self, Reach};
use crate::flags::LogicArgs;
use crate::status::Status;

pub fn run(args: &LogicArgs) -> anyhow::Result<Status> {
    logic::run(args, Reach::NextStep)
}
