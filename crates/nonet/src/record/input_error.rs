//! `InputError`: a puzzle that could not be read, or that a command cannot take.

use crate::rules::Rules;

/// A puzzle a command could not work on, where it was read and why: the text as it
/// was written (or the givens, for a puzzle read but not taken), its rules when they
/// are not classic, the file and line, and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct InputError {
    /// The text as it was written, or the givens of a puzzle read but not taken.
    pub puzzle: String,
    /// The rules of a puzzle the command cannot take, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    /// The file, as the user named it (`-` or `<argument>` for the other sources).
    pub file: String,
    /// The line the puzzle starts on, from 1.
    pub line: usize,
    /// What is wrong, in words.
    pub error: String,
}
