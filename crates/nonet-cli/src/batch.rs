//! Running a batch: every puzzle through a function on a local thread pool, results
//! handed back in input order, with a progress bar for long runs on a terminal.
//!
//! The batch goes in chunks: a chunk is computed in parallel, then its results are
//! written in order before the next chunk starts. Output thus streams (a reader of a
//! pipe sees results early, and a closed pipe stops the run), order is kept whatever the
//! thread count, and memory stays bounded by one chunk of results.

use std::io::{IsTerminal, Write};
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

/// Puzzles per chunk and thread: large enough that the pool's start-up per chunk is
/// noise next to the work, small enough that the progress bar moves.
const CHUNK_PER_THREAD: usize = 256;

/// A batch shows its progress bar once it has run this long (and only on a terminal).
const PROGRESS_AFTER: Duration = Duration::from_secs(1);

/// A thread pool of its own (the library has no threads of its own) and the clock of
/// the batch.
pub struct Runner {
    pool: rayon::ThreadPool,
    threads: usize,
    start: Instant,
}

impl Runner {
    /// A runner with `threads` workers, or one per core.
    pub fn new(threads: Option<NonZeroUsize>) -> anyhow::Result<Runner> {
        let threads = threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
            NonZeroUsize::get,
        );
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("nonet-worker-{i}"))
            .build()
            .context("cannot start the worker threads")?;
        Ok(Runner {
            pool,
            threads,
            start: Instant::now(),
        })
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Time since the runner was made.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Runs `work` on every item in parallel and calls `emit` on each item with its
    /// result, in item order. Stops at the first error `emit` returns.
    pub fn run<I, T, W, E>(&self, items: &[I], work: W, mut emit: E) -> anyhow::Result<()>
    where
        I: Sync,
        T: Send,
        W: Fn(&I) -> T + Sync,
        E: FnMut(&I, T) -> anyhow::Result<()>,
    {
        let progress = Progress::new(items.len());
        let chunk = self.threads * CHUNK_PER_THREAD;
        let work = |item: &I| {
            let result = work(item);
            progress.item_done();
            result
        };
        for items in items.chunks(chunk) {
            let results: Vec<T> = self.pool.install(|| items.par_iter().map(work).collect());
            progress.suspend(|| {
                for (item, result) in items.iter().zip(results) {
                    emit(item, result)?;
                }
                Ok::<_, anyhow::Error>(())
            })?;
        }
        progress.finish();
        Ok(())
    }
}

/// The progress bar: hidden until the batch has run for [`PROGRESS_AFTER`], and never
/// drawn unless stderr is a terminal (so never in a pipe, a file or a test). Workers
/// count each item as they finish it, so the bar moves within a chunk of slow puzzles.
struct Progress {
    bar: ProgressBar,
    start: Instant,
    enabled: bool,
    shown: AtomicBool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        let bar = ProgressBar::hidden();
        bar.set_length(total as u64);
        Progress {
            bar,
            start: Instant::now(),
            enabled: std::io::stderr().is_terminal(),
            shown: AtomicBool::new(false),
        }
    }

    /// Runs `f` with the bar cleared from the screen, for output and messages.
    fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        let r = self.bar.suspend(f);
        // Results reach a terminal reader before the bar is drawn again.
        let _ = std::io::stdout().flush();
        r
    }

    /// Called by a worker when it finishes an item.
    fn item_done(&self) {
        self.bar.inc(1);
        if self.enabled
            && !self.shown.load(Ordering::Relaxed)
            && self.start.elapsed() >= PROGRESS_AFTER
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_style(
                ProgressStyle::with_template(
                    "{spinner} {pos}/{len} puzzles {wide_bar} {per_sec} ETA {eta}",
                )
                .expect("the template is valid"),
            );
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            self.bar.enable_steady_tick(Duration::from_millis(200));
        }
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_kept() {
        let runner = Runner::new(NonZeroUsize::new(3)).unwrap();
        let items: Vec<u64> = (0..5000).collect();
        let mut seen = Vec::new();
        runner
            .run(
                &items,
                |&i| i * 2,
                |&i, r| {
                    assert_eq!(r, i * 2);
                    seen.push(i);
                    Ok(())
                },
            )
            .unwrap();
        assert_eq!(seen, items);
    }

    #[test]
    fn emit_error_stops_the_batch() {
        let runner = Runner::new(NonZeroUsize::new(1)).unwrap();
        let items: Vec<u32> = (0..10).collect();
        let mut n = 0;
        let r = runner.run(
            &items,
            |&i| i,
            |_, i| {
                n += 1;
                anyhow::ensure!(i < 3, "stop");
                Ok(())
            },
        );
        assert!(r.is_err());
        assert_eq!(n, 4);
    }
}
