//! `SolutionsRecord`: one puzzle as `nonet solve --all` reports it.

use super::broken::Broken;
use super::outcome::SearchOutcome;
use super::rules_of;
use crate::grid::{Conflict, Grid};
use crate::rules::{Puzzle, Rules};
use crate::solve::SolveStatus;

/// Every solution of a puzzle up to a maximum: its givens, its rules when they are not
/// classic, the solutions listed, the status, how many are listed, whether that is all
/// of them, and why there is none.
///
/// A listing can be longer than anyone should hold in memory, so a front end may write
/// it as the search finds each solution: [`SolutionsRecord::json_parts`] gives the JSON
/// before and after the list, and each solution goes between them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SolutionsRecord {
    pub puzzle: Grid,
    /// The rules, when they are not classic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    pub solutions: Vec<Grid>,
    pub status: SolveStatus,
    /// Solutions listed (at most the maximum).
    pub count: usize,
    /// Whether the list holds every solution.
    pub complete: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicts: Vec<Conflict>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub broken: Vec<Broken>,
}

/// The key of the list, as the JSON writes it when the list is empty.
const EMPTY_LIST: &str = "\"solutions\":[]";

impl SolutionsRecord {
    /// The record of `outcome`, a listing of `puzzle` that asked for one solution more
    /// than `max` (so that a list of `max` is known to be complete or not), with the
    /// `solutions` it kept (none, when they were written as they were found).
    pub fn new(
        puzzle: &Puzzle,
        outcome: &SearchOutcome,
        max: usize,
        solutions: Vec<Grid>,
    ) -> SolutionsRecord {
        SolutionsRecord {
            puzzle: puzzle.givens,
            rules: rules_of(puzzle),
            solutions,
            status: outcome.status,
            count: outcome.count.min(max),
            complete: outcome.count <= max,
            conflicts: outcome.conflicts().to_vec(),
            broken: outcome.broken().to_vec(),
        }
    }

    /// The JSON of the record with its list left open: what comes before the first
    /// solution (`{"puzzle":…,"solutions":[`) and what comes after the last
    /// (`],"status":…}`), the solutions between them separated by commas. The list
    /// this record holds is left out.
    pub fn json_parts(&self) -> serde_json::Result<(String, String)> {
        let open = SolutionsRecord {
            puzzle: self.puzzle,
            rules: self.rules.clone(),
            solutions: Vec::new(),
            status: self.status,
            count: self.count,
            complete: self.complete,
            conflicts: self.conflicts.clone(),
            broken: self.broken.clone(),
        };
        let mut head = serde_json::to_string(&open)?;
        // The givens and rules come first and never spell the key, so the first match
        // is the list's.
        let at = head
            .find(EMPTY_LIST)
            .map_or(head.len(), |i| i + EMPTY_LIST.len() - 1);
        let tail = head.split_off(at);
        Ok((head, tail))
    }

    /// The JSON before the first solution of `puzzle`'s record, which does not depend on
    /// what the search finds: for a front end that writes the list before the search
    /// ends.
    pub fn json_head(puzzle: &Puzzle) -> serde_json::Result<String> {
        let open = SolutionsRecord {
            puzzle: puzzle.givens,
            rules: rules_of(puzzle),
            solutions: Vec::new(),
            status: SolveStatus::NoSolution,
            count: 0,
            complete: true,
            conflicts: Vec::new(),
            broken: Vec::new(),
        };
        Ok(open.json_parts()?.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts joined around the solutions are the whole record's JSON.
    #[test]
    fn the_parts_around_the_list_make_the_whole_record() {
        let puzzle: Puzzle =
            "8.........95.......76.........426798...931245...578136....5.917...7.2483......562"
                .parse::<Grid>()
                .unwrap()
                .into();
        let search = crate::record::Search::all(2);
        let mut kept = Vec::new();
        let outcome = search.each_solution(&puzzle, |s| {
            kept.push(s);
            std::ops::ControlFlow::Continue(())
        });
        kept.truncate(2);
        let record = SolutionsRecord::new(&puzzle, &outcome, 2, kept.clone());
        assert!(!record.complete);
        let (head, tail) = record.json_parts().unwrap();
        let list: Vec<String> = kept
            .iter()
            .map(|s| serde_json::to_string(s).unwrap())
            .collect();
        let joined = format!("{head}{}{tail}", list.join(","));
        assert_eq!(joined, serde_json::to_string(&record).unwrap());
        assert!(head.ends_with("\"solutions\":["), "{head}");
        assert_eq!(SolutionsRecord::json_head(&puzzle).unwrap(), head);
    }
}
