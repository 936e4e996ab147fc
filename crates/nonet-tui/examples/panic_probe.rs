//! Takes the terminal over as `nonet play` does, draws a screen, then panics: the
//! terminal must come back in working order with the panic's message readable.
//! `tests/panic_restores.rs` runs it in tmux.

use ratatui::widgets::Paragraph;

fn main() -> std::io::Result<()> {
    let mut guard = nonet_tui::terminal::TerminalGuard::enter()?;
    guard
        .terminal
        .draw(|f| f.render_widget(Paragraph::new("probe screen"), f.area()))?;
    std::thread::sleep(std::time::Duration::from_millis(300));
    panic!("probe panic inside the game");
}
