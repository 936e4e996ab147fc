//! The key table: every key of the game, defined once.
//!
//! [`KEYS`] is read by the event loop (which key means what, [`action_for`]), by the help
//! overlay (what it lists) and by the README's key list ([`markdown_table`]), so the three
//! cannot disagree.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Which way the cursor moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// What a key asks the game to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Move(Direction),
    /// A digit key, 1 to 9: a digit, a centre mark or a corner mark, by the entry mode.
    Digit(u8),
    Clear,
    /// Digit, then centre marks, then corner marks, then digit again.
    NextMode,
    PreviousMode,
    Undo,
    Redo,
    Hint,
    /// Scroll a long hint's explanation down / up a line.
    HintDown,
    HintUp,
    ApplyHint,
    Why,
    Check,
    AutoNotes,
    Pause,
    ToggleTimer,
    NewGame,
    Save,
    Load,
    Help,
    /// Close what is open (help, a hint, a question).
    Back,
    Quit,
}

/// A key or a set of keys of one row of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeySpec {
    /// A character as typed (so `U` is Shift-u).
    Char(char),
    /// Ctrl and a letter.
    Ctrl(char),
    /// A named key.
    Code(KeyCode),
    /// Any of 1 to 9.
    Digits,
}

/// One row of the key table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The keys, in the order the help shows them.
    pub keys: &'static [KeySpec],
    /// The keys as the help and the README write them.
    pub label: &'static str,
    /// The action; for [`KeySpec::Digits`] the digit comes from the key.
    pub action: Action,
    pub help: &'static str,
}

use Action as A;
use Direction as D;
use KeySpec::{Char, Code, Ctrl, Digits};

/// Every key of the game, in the order the help lists them.
pub const KEYS: &[Binding] = &[
    Binding {
        keys: &[Code(KeyCode::Up), Char('k')],
        label: "↑ k",
        action: A::Move(D::Up),
        help: "move up",
    },
    Binding {
        keys: &[Code(KeyCode::Down), Char('j')],
        label: "↓ j",
        action: A::Move(D::Down),
        help: "move down",
    },
    Binding {
        keys: &[Code(KeyCode::Left), Char('h')],
        label: "← h",
        action: A::Move(D::Left),
        help: "move left",
    },
    Binding {
        keys: &[Code(KeyCode::Right), Char('l')],
        label: "→ l",
        action: A::Move(D::Right),
        help: "move right",
    },
    Binding {
        keys: &[Digits],
        label: "1-9",
        action: A::Digit(0),
        help: "digit or mark (by mode)",
    },
    Binding {
        keys: &[Char('0'), Code(KeyCode::Delete), Code(KeyCode::Backspace)],
        label: "0 Del Bksp",
        action: A::Clear,
        help: "clear the cell",
    },
    Binding {
        keys: &[Char('n'), Code(KeyCode::Tab)],
        label: "n Tab",
        action: A::NextMode,
        help: "mode: digit/centre/corner",
    },
    Binding {
        keys: &[Char('N'), Code(KeyCode::BackTab)],
        label: "N Shift-Tab",
        action: A::PreviousMode,
        help: "mode, backwards",
    },
    Binding {
        keys: &[Char('u')],
        label: "u",
        action: A::Undo,
        help: "undo",
    },
    Binding {
        keys: &[Ctrl('r'), Char('U')],
        label: "Ctrl-r U",
        action: A::Redo,
        help: "redo",
    },
    Binding {
        keys: &[Char('i')],
        label: "i",
        action: A::Hint,
        help: "hint: the next step",
    },
    Binding {
        keys: &[Code(KeyCode::PageDown), Char(']')],
        label: "PgDn ]",
        action: A::HintDown,
        help: "hint: scroll down",
    },
    Binding {
        keys: &[Code(KeyCode::PageUp), Char('[')],
        label: "PgUp [",
        action: A::HintUp,
        help: "hint: scroll up",
    },
    Binding {
        keys: &[Code(KeyCode::Enter), Char('I')],
        label: "Enter I",
        action: A::ApplyHint,
        help: "apply the hint",
    },
    Binding {
        keys: &[Char('w')],
        label: "w",
        action: A::Why,
        help: "why is this digit wrong?",
    },
    Binding {
        keys: &[Char('c')],
        label: "c",
        action: A::Check,
        help: "check: mark wrong digits",
    },
    Binding {
        keys: &[Char('a')],
        label: "a",
        action: A::AutoNotes,
        help: "auto-notes: candidates",
    },
    Binding {
        keys: &[Char('p'), Char(' ')],
        label: "p Space",
        action: A::Pause,
        help: "pause / resume",
    },
    Binding {
        keys: &[Char('t')],
        label: "t",
        action: A::ToggleTimer,
        help: "show / hide the timer",
    },
    Binding {
        keys: &[Char('g')],
        label: "g",
        action: A::NewGame,
        help: "new game of a level",
    },
    Binding {
        keys: &[Char('s')],
        label: "s",
        action: A::Save,
        help: "save the game",
    },
    Binding {
        keys: &[Char('o')],
        label: "o",
        action: A::Load,
        help: "load a saved game",
    },
    Binding {
        keys: &[Char('?'), Code(KeyCode::F(1))],
        label: "? F1",
        action: A::Help,
        help: "this help",
    },
    Binding {
        keys: &[Code(KeyCode::Esc)],
        label: "Esc",
        action: A::Back,
        help: "close help, hint, menu",
    },
    Binding {
        keys: &[Char('q'), Ctrl('c')],
        label: "q Ctrl-c",
        action: A::Quit,
        help: "quit (asks if unsaved)",
    },
];

/// The action of a key press, if the table has one. Key releases and repeats of
/// terminals that report them are ignored.
pub fn action_for(key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    KEYS.iter().find_map(|b| {
        b.keys
            .iter()
            .find_map(|spec| matches(*spec, key))
            .map(|digit| match b.action {
                A::Digit(_) => A::Digit(digit),
                other => other,
            })
    })
}

/// Whether `key` is `spec`; `Some(d)` with the digit for [`KeySpec::Digits`], `Some(0)`
/// for the others.
fn matches(spec: KeySpec, key: KeyEvent) -> Option<u8> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let alt = key.modifiers.contains(KeyModifiers::ALT);
    if alt {
        return None;
    }
    match (spec, key.code) {
        (Ctrl(c), KeyCode::Char(k)) if ctrl && k.eq_ignore_ascii_case(&c) => Some(0),
        (_, _) if ctrl => None,
        (Char(c), KeyCode::Char(k)) if k == c => Some(0),
        (Digits, KeyCode::Char(k @ '1'..='9')) => Some(k as u8 - b'0'),
        (Code(code), k) if k == code => Some(0),
        _ => None,
    }
}

/// The key list as a Markdown table, for the README.
pub fn markdown_table() -> String {
    let mut out = String::from("| Keys | Action |\n|---|---|\n");
    for b in KEYS {
        let label = b
            .label
            .split(' ')
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(" ");
        out.push_str(&format!("| {label} | {} |\n", b.help));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ch(c: char) -> KeyEvent {
        let m = if c.is_ascii_uppercase() {
            KeyModifiers::SHIFT
        } else {
            KeyModifiers::NONE
        };
        KeyEvent::new(KeyCode::Char(c), m)
    }

    #[test]
    fn moves_by_arrows_and_vi_keys() {
        assert_eq!(action_for(press(KeyCode::Up)), Some(A::Move(D::Up)));
        assert_eq!(action_for(ch('k')), Some(A::Move(D::Up)));
        assert_eq!(action_for(ch('j')), Some(A::Move(D::Down)));
        assert_eq!(action_for(ch('h')), Some(A::Move(D::Left)));
        assert_eq!(action_for(press(KeyCode::Right)), Some(A::Move(D::Right)));
        assert_eq!(action_for(ch('l')), Some(A::Move(D::Right)));
    }

    #[test]
    fn digits_and_clearing() {
        for d in 1..=9u8 {
            assert_eq!(action_for(ch((b'0' + d) as char)), Some(A::Digit(d)));
        }
        assert_eq!(action_for(ch('0')), Some(A::Clear));
        assert_eq!(action_for(press(KeyCode::Delete)), Some(A::Clear));
        assert_eq!(action_for(press(KeyCode::Backspace)), Some(A::Clear));
    }

    #[test]
    fn ctrl_keys_are_their_own() {
        let ctrl_r = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
        assert_eq!(action_for(ctrl_r), Some(A::Redo));
        assert_eq!(action_for(ch('u')), Some(A::Undo));
        assert_eq!(action_for(ch('r')), None);
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(action_for(ctrl_u), None, "Ctrl-u is not u");
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(action_for(ctrl_c), Some(A::Quit), "Ctrl-c is not check");
        let alt_1 = KeyEvent::new(KeyCode::Char('1'), KeyModifiers::ALT);
        assert_eq!(action_for(alt_1), None);
    }

    #[test]
    fn releases_are_ignored() {
        let mut key = ch('u');
        key.kind = KeyEventKind::Release;
        assert_eq!(action_for(key), None);
    }

    #[test]
    fn no_key_means_two_things() {
        let mut seen = Vec::new();
        for b in KEYS {
            for k in b.keys {
                assert!(!seen.contains(k), "{k:?} is bound twice");
                seen.push(*k);
            }
        }
    }

    #[test]
    fn every_action_has_a_key() {
        use A::*;
        let all = [
            Move(D::Up),
            Move(D::Down),
            Move(D::Left),
            Move(D::Right),
            Digit(0),
            Clear,
            NextMode,
            PreviousMode,
            Undo,
            Redo,
            Hint,
            HintDown,
            HintUp,
            ApplyHint,
            Why,
            Check,
            AutoNotes,
            Pause,
            ToggleTimer,
            NewGame,
            Save,
            Load,
            Help,
            Back,
            Quit,
        ];
        for a in all {
            assert!(KEYS.iter().any(|b| b.action == a), "{a:?} has no key");
        }
    }

    #[test]
    fn labels_name_the_keys() {
        // Every label has one word per key, so the README and help never list a key the
        // table does not bind, or miss one it does.
        for b in KEYS {
            let words = b.label.split(' ').count();
            let expected = if b.keys == [Digits] { 1 } else { b.keys.len() };
            assert_eq!(words, expected, "{}", b.label);
        }
        assert!(markdown_table().contains("| `Ctrl-r` `U` | redo |"));
    }
}
