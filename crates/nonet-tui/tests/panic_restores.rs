//! A panic while the game holds the terminal gives the terminal back: raw mode off
//! (the line discipline's `icanon` and `echo` on again), the alternate screen left, and
//! the panic's message on the normal screen above what the shell prints next.
//!
//! Runs `examples/panic_probe.rs` (which `cargo test` builds with the tests) in tmux. It
//! fails when tmux is missing unless `NONET_SKIP_TMUX` is set, as the game's end-to-end
//! test does.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

fn probe() -> PathBuf {
    // The test runs from target/<profile>/deps; examples sit in target/<profile>/examples.
    let exe = std::env::current_exe().unwrap();
    let path = exe
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("examples/panic_probe");
    assert!(
        path.is_file(),
        "{} is missing: `cargo test -p nonet-tui` builds it (or `cargo build -p nonet-tui --example panic_probe`)",
        path.display()
    );
    path
}

#[test]
fn a_panic_gives_the_terminal_back() {
    let present = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !present {
        if std::env::var_os("NONET_SKIP_TMUX").is_some() {
            eprintln!("NONET_SKIP_TMUX is set and tmux is missing: skipped");
            return;
        }
        panic!("tmux is needed by this test: install it, or set NONET_SKIP_TMUX=1 to skip it");
    }
    let socket = std::env::temp_dir().join(format!("nonet-panic-{}.sock", std::process::id()));
    let tmux = |args: &[&str]| {
        Command::new("tmux")
            .arg("-S")
            .arg(&socket)
            .args(args)
            .output()
            .unwrap()
    };
    let command = format!(
        "RUST_BACKTRACE=0 '{}'; echo \"exit=$?\"; echo \"tty: $(stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo)' | tr '\\n' ' ')\"; sleep 30",
        probe().display()
    );
    let started = tmux(&["new-session", "-d", "-x", "80", "-y", "24", &command]);
    assert!(started.status.success(), "{started:?}");
    let start = Instant::now();
    let pane = loop {
        let pane = String::from_utf8_lossy(&tmux(&["capture-pane", "-p"]).stdout).into_owned();
        if pane.contains("tty:") || start.elapsed() > Duration::from_secs(20) {
            break pane;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let _ = tmux(&["kill-server"]);
    let _ = std::fs::remove_file(&socket);

    let lines: Vec<&str> = pane.lines().collect();
    let line_of = |needle: &str| {
        lines
            .iter()
            .position(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("no `{needle}` in the pane:\n{pane}"))
    };
    assert_eq!(
        lines[line_of("tty:")].trim_end(),
        "tty: icanon echo",
        "{pane}"
    );
    assert!(pane.contains("exit=101"), "{pane}");
    // The message is whole and above the shell's next lines: the cursor was not sent
    // back to where the game started by a second restore.
    assert!(line_of("panicked at") < line_of("exit=101"), "{pane}");
    assert!(
        line_of("probe panic inside the game") < line_of("exit=101"),
        "{pane}"
    );
    assert!(pane.contains("thread 'main'"), "{pane}");
    assert!(
        !pane.contains("probe screen"),
        "the alternate screen is gone:\n{pane}"
    );
}
