//! The progress bar of a batch, on stderr.
//!
//! Hidden until the batch has run for [`PROGRESS_AFTER`], and never drawn unless stderr
//! is a terminal (so never in a pipe, a file or a test's capture). Workers count each
//! puzzle as they finish it, so the bar moves within a piece of slow puzzles; and the
//! writer looks at the clock while it waits ([`Progress::tick`]), so the bar comes
//! after a second even when no puzzle has finished yet.
//!
//! A list known in advance (`generate`'s seeds) shows its total, a bar and the time
//! left. A stream of puzzles does too when its inputs are files (or puzzles on the
//! command line): their lines are counted once the bar is due, on a thread of its own
//! ([`count_lines`]), so a batch that ends within the second never pays for it, and
//! the bar measures the lines read for the puzzles done against them. Standard input,
//! a pipe or a device cannot be read twice: there the bar shows the puzzles done, their
//! rate and the time.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

use crate::input::count_lines;
use crate::output::{per_second, plural, thousands};

/// A batch shows its progress bar once it has run this long (and only on a terminal).
pub const PROGRESS_AFTER: Duration = Duration::from_secs(1);

/// What the bar measures.
enum Measure {
    /// Items of a list of this many.
    Items(u64),
    /// Lines of these inputs, counted when the bar is due, when they can be read twice
    /// (files, puzzles given as arguments); otherwise the puzzles done, with no total.
    Lines(Vec<String>),
}

pub struct Progress {
    bar: ProgressBar,
    measure: Measure,
    /// Items or puzzles done.
    done: Arc<AtomicU64>,
    start: Instant,
    enabled: bool,
    shown: AtomicBool,
}

impl Progress {
    /// The bar of a list of `total` items.
    pub fn list(total: u64) -> Progress {
        Progress::new(Measure::Items(total))
    }

    /// The bar of a stream of puzzles read from `inputs`.
    pub fn stream(inputs: &[String]) -> Progress {
        Progress::new(Measure::Lines(inputs.to_vec()))
    }

    fn new(measure: Measure) -> Progress {
        Progress {
            bar: ProgressBar::hidden(),
            measure,
            done: Arc::new(AtomicU64::new(0)),
            start: Instant::now(),
            enabled: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            shown: AtomicBool::new(false),
        }
    }

    /// Runs `f` with the bar cleared from the screen, for output and messages.
    pub fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        if self.shown.load(Ordering::Relaxed) {
            self.bar.suspend(f)
        } else {
            f()
        }
    }

    /// Called by a worker when it finishes an item or a puzzle.
    pub fn item_done(&self) {
        self.done.fetch_add(1, Ordering::Relaxed);
        if !matches!(self.measure, Measure::Lines(_)) {
            self.bar.inc(1);
        }
        self.tick();
    }

    /// Called by a worker when it finishes a piece that covered `lines` lines.
    pub fn lines_done(&self, lines: usize) {
        if matches!(self.measure, Measure::Lines(_)) {
            self.bar.inc(lines as u64);
        }
    }

    /// Shows the bar once it is due: called as work is done, and by the writer while
    /// it waits.
    pub fn tick(&self) {
        if self.enabled
            && !self.shown.load(Ordering::Relaxed)
            && self.start.elapsed() >= PROGRESS_AFTER
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.show();
        }
    }

    fn show(&self) {
        match &self.measure {
            Measure::Items(total) => {
                self.bar.set_length(*total);
                self.bar.set_style(style(&self.done, Some("puzzles")));
            }
            Measure::Lines(inputs) => {
                self.bar.set_style(style(&self.done, None));
                let (bar, done, inputs) =
                    (self.bar.clone(), Arc::clone(&self.done), inputs.clone());
                // Not joined: it ends with its count, or with the process.
                let _ = std::thread::Builder::new()
                    .name("nonet-line-count".to_string())
                    .spawn(move || {
                        if let Some(lines) = count_lines(&inputs) {
                            bar.set_length(lines);
                            bar.set_style(style(&done, Some("lines")));
                        }
                    });
            }
        }
        self.bar.set_draw_target(ProgressDrawTarget::stderr());
        self.bar.enable_steady_tick(Duration::from_millis(200));
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The bar's look: with a total, `12 puzzles [=====>    ] 40% of 30 lines, 3.50/s, ETA 4s`
/// (a list: `12/30 puzzles ...`); without, `12 puzzles, 3.50/s, 5s`.
fn style(done: &Arc<AtomicU64>, total_of: Option<&'static str>) -> ProgressStyle {
    let template = match total_of {
        Some("puzzles") => "{spinner} {done}/{total} puzzles {wide_bar} {rate} ETA {eta}",
        Some(_) => "{spinner} {puzzles} {wide_bar} {percent}% of {total} lines, {rate}, ETA {eta}",
        None => "{spinner} {puzzles}, {rate}, {elapsed}",
    };
    let (for_rate, for_words) = (Arc::clone(done), Arc::clone(done));
    ProgressStyle::with_template(template)
        .expect("the templates are valid")
        .with_key("done", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = w.write_str(&thousands(s.pos()));
        })
        .with_key(
            "puzzles",
            move |_: &ProgressState, w: &mut dyn std::fmt::Write| {
                let n = for_words.load(Ordering::Relaxed);
                let _ = w.write_str(&plural(usize::try_from(n).unwrap_or(usize::MAX), "puzzle"));
            },
        )
        .with_key("total", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = w.write_str(&thousands(s.len().unwrap_or(0)));
        })
        .with_key(
            "rate",
            move |s: &ProgressState, w: &mut dyn std::fmt::Write| {
                let n = for_rate.load(Ordering::Relaxed);
                let _ = w.write_str(&per_second(n, s.elapsed()));
            },
        )
}
