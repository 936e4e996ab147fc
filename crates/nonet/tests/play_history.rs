//! Undo and redo restore exact positions: random sessions of actions, undos and redos
//! checked against a model of the two lists of snapshots.

mod play_common;

use play_common::{Op, op, snapshot, wikipedia};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn undo_and_redo_follow_the_model(ops in proptest::collection::vec(op(), 1..40)) {
        let mut game = wikipedia();
        let mut past = Vec::new();
        let mut future = Vec::new();
        let mut now = snapshot(&game);
        for op in ops {
            match op {
                Op::Act(action) => match game.apply(action) {
                    Ok(()) => {
                        past.push(std::mem::replace(&mut now, snapshot(&game)));
                        prop_assert_ne!(&past[past.len() - 1], &now, "{:?} changed nothing", action);
                        future.clear();
                    }
                    // A refused action changes nothing, history included.
                    Err(_) => prop_assert_eq!(&snapshot(&game), &now),
                },
                Op::Undo => {
                    prop_assert_eq!(game.undo(), !past.is_empty());
                    if let Some(before) = past.pop() {
                        future.push(std::mem::replace(&mut now, before));
                    }
                    prop_assert_eq!(&snapshot(&game), &now);
                }
                Op::Redo => {
                    prop_assert_eq!(game.redo(), !future.is_empty());
                    if let Some(after) = future.pop() {
                        past.push(std::mem::replace(&mut now, after));
                    }
                    prop_assert_eq!(&snapshot(&game), &now);
                }
            }
            prop_assert_eq!(game.can_undo(), !past.is_empty());
            prop_assert_eq!(game.can_redo(), !future.is_empty());
            prop_assert_eq!(game.actions().len(), past.len());
        }
        // Undo everything: the game is as it started; redo everything: as after the
        // last action not undone for good (the bottom of the redo list, if any).
        let end = future.first().cloned().unwrap_or_else(|| snapshot(&game));
        while game.undo() {}
        prop_assert_eq!(snapshot(&game), snapshot(&wikipedia()));
        while game.redo() {}
        prop_assert_eq!(snapshot(&game), end);
    }
}
