//! `nonet explain`: the whole logical path of each puzzle, step by step, to the solved
//! grid or to where the techniques allowed get stuck.

use super::logic;
use crate::flags::LogicArgs;
use crate::status::Status;
use nonet::logic::Reach;

pub fn run(args: &LogicArgs) -> anyhow::Result<Status> {
    logic::run(args, Reach::WholePath)
}
