//! Standard streams that were closed when nonet started (`nonet solve P >&-`,
//! `nonet count <&-`).
//!
//! The Rust runtime, before `main`, opens `/dev/null` on any of the three standard
//! streams that is closed (so that no file opened later lands on one), and from then
//! on a closed output reads as `/dev/null`: every result would be lost with exit
//! status 0. So the streams are looked at earlier than that, from a constructor the
//! loader runs before the runtime starts (an `.init_array` entry, on Linux), and
//! [`stdout_closed`] and [`stdin_closed`] say what it saw: nonet then says it cannot
//! write or read and exits non-zero, as `cat` does. A broken pipe (`| head -1`) is
//! another matter: the stream was open, and its reader left; that stays a success.
//!
//! Elsewhere than Linux nothing is recorded and both answer false (the runtime's
//! `/dev/null` then stands, as before).

use std::sync::atomic::{AtomicU8, Ordering};

/// Bit `fd` set: standard stream `fd` was closed at start.
static CLOSED: AtomicU8 = AtomicU8::new(0);

/// Whether standard output was closed when the process started.
pub fn stdout_closed() -> bool {
    CLOSED.load(Ordering::Relaxed) & 1 << 1 != 0
}

/// Whether standard input was closed when the process started.
pub fn stdin_closed() -> bool {
    CLOSED.load(Ordering::Relaxed) & 1 != 0
}

#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static RECORD_AT_START: extern "C" fn() = record;

/// Runs before the Rust runtime: records which of the three standard streams are not
/// open file descriptors.
#[cfg(target_os = "linux")]
extern "C" fn record() {
    let mut closed = 0;
    for fd in 0..3 {
        // SAFETY: F_GETFD reads the descriptor's flags and changes nothing; on a
        // descriptor that is not open it fails with EBADF.
        if unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1 {
            closed |= 1 << fd;
        }
    }
    CLOSED.store(closed, Ordering::Relaxed);
}
