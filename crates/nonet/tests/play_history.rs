//! Undo and redo restore exact positions: random sessions of actions, moves of several
//! actions, undos and redos checked against a model of the two lists of snapshots.

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
        // The actions of the moves in `past`, one count per move.
        let mut counts: Vec<usize> = Vec::new();
        let mut undone: Vec<usize> = Vec::new();
        for op in ops {
            match op {
                Op::Act(action) => match game.apply(action) {
                    Ok(()) => {
                        past.push(std::mem::replace(&mut now, snapshot(&game)));
                        prop_assert_ne!(&past[past.len() - 1], &now, "{:?} changed nothing", action);
                        future.clear();
                        undone.clear();
                        counts.push(1);
                    }
                    // A refused action changes nothing, history included.
                    Err(_) => prop_assert_eq!(&snapshot(&game), &now),
                },
                // Several actions are one step of the history, whatever their number.
                Op::ActAll(actions) => match game.apply_all(&actions) {
                    Ok(()) => {
                        past.push(std::mem::replace(&mut now, snapshot(&game)));
                        prop_assert_ne!(&past[past.len() - 1], &now, "{:?} changed nothing", actions);
                        future.clear();
                        undone.clear();
                        // The parts refused on their own are skipped, not recorded.
                        let parts = game.actions().len() - counts.iter().sum::<usize>();
                        prop_assert!((1..=actions.len()).contains(&parts));
                        counts.push(parts);
                    }
                    Err(_) => prop_assert_eq!(&snapshot(&game), &now),
                },
                Op::Undo => {
                    prop_assert_eq!(game.undo(), !past.is_empty());
                    if let Some(before) = past.pop() {
                        future.push(std::mem::replace(&mut now, before));
                        undone.push(counts.pop().unwrap());
                    }
                    prop_assert_eq!(&snapshot(&game), &now);
                }
                Op::Redo => {
                    prop_assert_eq!(game.redo(), !future.is_empty());
                    if let Some(after) = future.pop() {
                        past.push(std::mem::replace(&mut now, after));
                        counts.push(undone.pop().unwrap());
                    }
                    prop_assert_eq!(&snapshot(&game), &now);
                }
            }
            prop_assert_eq!(game.can_undo(), !past.is_empty());
            prop_assert_eq!(game.can_redo(), !future.is_empty());
            prop_assert_eq!(game.actions().len(), counts.iter().sum::<usize>());
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
