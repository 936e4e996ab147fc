//! The name of a rule set in messages, and the message for a puzzle whose rules a
//! command cannot take yet: one wording for the CLI and the bindings (moved here from
//! the CLI, so that the Python package's records say what the CLI's say).

use super::layout::Layout;
use super::rule_set::Rules;

impl Rules {
    /// The name of the rules in messages: the kinds of their constraints, in order and
    /// once each (`killer cage`, `thermometer and kropki dot`), or `jigsaw`; `classic`
    /// for none.
    pub fn name(&self) -> String {
        let mut names: Vec<&str> = Vec::new();
        if matches!(self.layout(), Layout::Jigsaw(_)) {
            names.push("jigsaw");
        }
        for c in self.constraints() {
            if !names.contains(&c.name()) {
                names.push(c.name());
            }
        }
        match names.as_slice() {
            [] => "classic".to_string(),
            [one] => (*one).to_string(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
    }
}

/// What a command lacks for a puzzle's rules (`what`: "human-style logic", "rating"),
/// said with the rules' [name](Rules::name) and what does take them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{what} for {rules} rules is not available yet; `nonet solve` and `nonet count` take it")]
pub struct Unavailable {
    pub what: &'static str,
    pub rules: String,
}

impl Unavailable {
    /// `what` is not available for `rules`.
    pub fn new(what: &'static str, rules: &Rules) -> Unavailable {
        Unavailable {
            what,
            rules: rules.name(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_puzzle;

    #[test]
    fn names_list_each_kind_once() {
        let (cage, ..) = read_puzzle(".Cage~3~R1C1~R1C2.Cage~4~R2C1~R2C2").unwrap();
        assert_eq!(cage.rules.name(), "killer cage");
        assert_eq!(Rules::default().name(), "classic");
        assert_eq!(
            Unavailable::new("rating", &cage.rules).to_string(),
            "rating for killer cage rules is not available yet; `nonet solve` and `nonet count` take it"
        );
    }
}
