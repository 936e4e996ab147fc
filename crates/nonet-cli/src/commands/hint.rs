//! `nonet hint`: the next logical step of each puzzle — the step the standard ladder (or
//! the techniques asked for) takes first, with its explanation and conclusions.

use super::logic;
use crate::flags::LogicArgs;
use crate::status::Status;
use nonet::logic::Reach;

pub fn run(args: &LogicArgs) -> anyhow::Result<Status> {
    logic::run(args, Reach::NextStep)
}
