//! The exit status of a run: the worst thing that happened to any puzzle or input.

use std::process::ExitCode;

/// Ordered from best to worst, so a batch's status is the maximum over its puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Everything went as asked.
    #[default]
    Ok,
    /// A puzzle had no solution, or several where the command needs exactly one.
    Unsolved,
    /// A puzzle's rules are ones the command cannot take yet (variant rules for the
    /// logic and rating commands, or for an algorithm that is classic only).
    Unsupported,
    /// Some input could not be read or was malformed, or something else failed.
    Error,
}

impl Status {
    /// Records `other`, keeping the worse of the two.
    pub fn note(&mut self, other: Status) {
        *self = (*self).max(other);
    }

    pub fn code(self) -> u8 {
        match self {
            Status::Ok => 0,
            Status::Unsolved => 1,
            Status::Error => 2,
            Status::Unsupported => 3,
        }
    }
}

impl From<Status> for ExitCode {
    fn from(s: Status) -> ExitCode {
        ExitCode::from(s.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worst_wins() {
        let mut s = Status::Ok;
        s.note(Status::Error);
        s.note(Status::Unsolved);
        assert_eq!(s, Status::Error);
        assert_eq!(s.code(), 2);
        let mut s = Status::Unsolved;
        s.note(Status::Unsupported);
        assert_eq!(
            s.code(),
            3,
            "rules not taken yet outrank a puzzle without a solution"
        );
        s.note(Status::Error);
        assert_eq!(s.code(), 2, "malformed input outranks both");
    }
}
