//! The reader of `fixtures/se_rated_train.tsv`: public puzzles (QQwing levels, 17-clue,
//! most-difficult and hardest sets) with Sudoku Explainer's own ratings, as serate
//! (SukakuExplainer with the SE 1.2.1 technique set) gives them. The library's unit tests
//! include this file too (from `src/logic/testing.rs`).

/// One rated puzzle: a line of the file.
#[derive(Clone, Copy, Debug)]
pub struct SeRated {
    /// The puzzle, 81 characters.
    pub puzzle: &'static str,
    /// serate's ER, EP and ED, as it prints them (`7.2`).
    pub er: &'static str,
    pub ep: &'static str,
    pub ed: &'static str,
    /// The set the puzzle comes from (`qqwing_expert`, `hardest_to_solve`, ...).
    pub group: &'static str,
}

impl SeRated {
    /// Whether the puzzle is of the hardest set, whose ratings take seconds to minutes
    /// of nested chains: the tests that walk SE's path leave them out.
    pub fn is_hardest(&self) -> bool {
        self.group == "hardest_to_solve"
    }
}

/// Every rated puzzle of the file, in its order.
pub fn se_rated() -> impl Iterator<Item = SeRated> {
    include_str!("../fixtures/se_rated_train.tsv")
        .lines()
        .skip(1)
        .map(|line| {
            let f: Vec<&'static str> = line.split('\t').collect();
            let [puzzle, er, ep, ed, group] = f[..] else {
                panic!("a rated puzzle has five columns: {line}");
            };
            SeRated {
                puzzle,
                er,
                ep,
                ed,
                group,
            }
        })
}
