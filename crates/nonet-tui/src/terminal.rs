//! Taking the terminal over and giving it back on every way out: normal exit, error
//! (the guard's `Drop`) and panic (a hook that restores before the message is printed,
//! so the message is readable and the shell is usable).

use std::io::{self, Stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

/// The terminal in raw mode on the alternate screen with mouse capture; restored when
/// dropped.
pub struct TerminalGuard {
    pub terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl TerminalGuard {
    /// Takes the terminal over and installs the panic hook (once per process).
    pub fn enter() -> io::Result<TerminalGuard> {
        install_panic_hook();
        enable_raw_mode()?;
        TAKEN.store(true, Ordering::SeqCst);
        // From here on, a failure must undo what was done.
        let guard = || -> io::Result<Terminal<CrosstermBackend<Stdout>>> {
            execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
            let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
            terminal.hide_cursor()?;
            terminal.clear()?;
            Ok(terminal)
        };
        match guard() {
            Ok(terminal) => Ok(TerminalGuard { terminal }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        let _ = self.terminal.show_cursor();
        restore();
    }
}

/// Whether the terminal is taken over now.
static TAKEN: AtomicBool = AtomicBool::new(false);

/// Leaves raw mode, the alternate screen and mouse capture, once: a panic restores in
/// its hook and then again in the guard's `Drop` while unwinding, and a second "leave
/// the alternate screen" would move the cursor back over the panic's message.
pub fn restore() {
    if !TAKEN.swap(false, Ordering::SeqCst) {
        return;
    }
    let _ = execute!(io::stdout(), DisableMouseCapture, LeaveAlternateScreen);
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), ratatui::crossterm::cursor::Show);
}

/// Restores the terminal before the default hook prints a panic's message.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}
