//! `compiled`: the model of a puzzle's rules, compiled once per thread for a run of
//! searches under the same rules.
//!
//! A model is a function of the rules alone but for its starting candidates, which the
//! givens narrow ([`Model::start_for`]). A generator asks dozens of searches of one set of
//! rules as it carves givens away, and a batch often holds many puzzles of one set of
//! rules; compiling them each time (the sums derived from the houses, the propagators
//! sorted, the pair tables) was a tenth of a killer's generation and more of a pure
//! killer's. So each thread keeps the last rules it compiled and their model, and a
//! search under equal rules takes that model; a search under other rules replaces it.
//! One model per thread: the memory stays bounded whatever the input.

use std::cell::RefCell;
use std::rc::Rc;

use super::model::Model;
use crate::rules::Rules;

thread_local! {
    /// The last rules compiled on this thread, and their model (without givens).
    static LAST: RefCell<Option<(Rules, Rc<Model>)>> = const { RefCell::new(None) };
}

/// The model of `rules`, compiled without givens: this thread's last one when its rules
/// are equal, else compiled now and kept.
pub(super) fn model_of(rules: &Rules) -> Rc<Model> {
    if let Some(model) = LAST.with(|last| {
        last.borrow()
            .as_ref()
            .filter(|(kept, _)| kept == rules)
            .map(|(_, model)| Rc::clone(model))
    }) {
        return model;
    }
    let model = Rc::new(Model::new(rules, &rules.topology()));
    LAST.with(|last| *last.borrow_mut() = Some((rules.clone(), Rc::clone(&model))));
    model
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_puzzle;
    use crate::solve::count_solutions;
    use crate::solve::testing::{first_givens, non_consecutive};

    /// Puzzles of the same rules share one model and still get their own answers (the
    /// givens are applied per search); other rules replace it, and coming back compiles
    /// again, with the same answers.
    #[test]
    fn equal_rules_share_a_model_and_keep_their_answers() {
        let proper = non_consecutive();
        let loose = first_givens(&proper, 5);
        let (killer, _, _) = read_puzzle(".Cage~3~R1C1~R1C2").unwrap();
        let first = model_of(&proper.rules);
        assert!(Rc::ptr_eq(&first, &model_of(&loose.rules)));
        assert_eq!(count_solutions(&proper, 2), 1);
        assert_eq!(count_solutions(&loose, 2), 2);
        assert_eq!(count_solutions(&killer, 2), 2);
        assert!(!Rc::ptr_eq(&first, &model_of(&proper.rules)));
        assert_eq!(count_solutions(&proper, 2), 1);
        // A 4 beside the given 3 of r1c8: no solution, whatever the model kept before.
        let mut clash = proper.clone();
        clash.givens.set(
            "r1c9".parse().unwrap(),
            Some(crate::grid::Digit::new(4).unwrap()),
        );
        assert_eq!(count_solutions(&clash, 2), 0);
    }
}
