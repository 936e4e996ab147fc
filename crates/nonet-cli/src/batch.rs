//! Running a batch as a stream: puzzles are read as they come, worked on all cores, and
//! each result is written as soon as it and every result before it are done.
//!
//! ```text
//!  reader thread                      worker pool (--threads)       this thread
//!  lines -> puzzles -> piece --spawn--> work on each puzzle ---> reorder -> write in order
//!                        ^                                                   |
//!                        +--------- a slot back per piece written -----------+
//! ```
//!
//! The reader hands out pieces of puzzles, sized to a few milliseconds of work each
//! (thousands of quick counts, or a single hard rating); each piece takes one of a fixed
//! number of slots, given back when its results are written. So at most that many
//! pieces are in flight whatever the input's size, and a slow puzzle holds the ones after
//! it only that far ahead: memory stays bounded. Output is flushed whenever the writer
//! would wait for results, so a reader of a pipe sees each result at once, and a closed
//! pipe stops the run.

use std::collections::BTreeMap;
use std::io;
use std::num::NonZeroUsize;
use std::ops::ControlFlow;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use anyhow::Context;
use nonet::format::ReadPuzzle;
use rayon::prelude::*;

use crate::input::{Piece, Puzzle, read_inputs};
use crate::output::{Output, Summary};
use crate::progress::Progress;
use crate::status::Status;

/// Items per chunk and thread of a list run ([`Runner::run`]), at most: the first chunk
/// holds one item per thread, so that the first results come at once (`generate
/// --count 100000000 | head -1`), and each next one twice as many, up to this.
const LIST_CHUNK_PER_THREAD: usize = 256;

/// Pieces in flight per worker thread (read, being worked on, or waiting for an
/// earlier one to be written), beyond a few for the reader and the writer.
const PIECES_PER_THREAD: usize = 4;

/// What a command makes of one puzzle's result: its exit status, and its outcome as
/// the `--stats` summary tallies it.
pub struct Verdict {
    pub status: Status,
    pub outcome: &'static str,
}

/// What a whole batch came to.
pub struct Report {
    /// The worst status of any puzzle or input.
    pub status: Status,
    /// The tallies by outcome, for `--stats`.
    pub summary: Summary,
}

/// A thread pool of its own (the library has no threads of its own) and the clock of
/// the batch.
pub struct Runner {
    pool: Arc<rayon::ThreadPool>,
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
            pool: Arc::new(pool),
            threads,
            start: Instant::now(),
        })
    }

    /// Time since the runner was made.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The summary line of a batch: "3 puzzles in 0.500 s (6.00/s, 1 thread): ...".
    pub fn summary_line(&self, summary: &Summary) -> String {
        summary.line(self.elapsed(), self.threads)
    }

    /// Runs `work` on every item of a list known in advance (generation's seeds), `total`
    /// of them, in parallel and calls `emit` on each item with its result, in item
    /// order, a chunk at a time. The items are taken from the iterator a chunk at a
    /// time, so memory does not grow with `total`. Stops at the first error `emit`
    /// returns.
    pub fn run<I, T, W, E>(
        &self,
        items: impl IntoIterator<Item = I>,
        total: u64,
        work: W,
        mut emit: E,
    ) -> anyhow::Result<()>
    where
        I: Sync,
        T: Send,
        W: Fn(&I) -> T + Sync,
        E: FnMut(&I, T) -> anyhow::Result<()>,
    {
        let progress = Progress::list(total);
        let most = self.threads * LIST_CHUNK_PER_THREAD;
        let mut chunk_size = self.threads;
        let work = |item: &I| {
            let result = work(item);
            progress.item_done();
            result
        };
        let mut items = items.into_iter();
        let mut chunk = Vec::new();
        loop {
            chunk.clear();
            chunk.extend(items.by_ref().take(chunk_size));
            chunk_size = (2 * chunk_size).min(most);
            if chunk.is_empty() {
                break;
            }
            let results: Vec<T> = self.pool.install(|| chunk.par_iter().map(work).collect());
            progress.suspend(|| {
                for (item, result) in chunk.iter().zip(results) {
                    emit(item, result)?;
                }
                Ok::<_, anyhow::Error>(())
            })?;
        }
        progress.finish();
        Ok(())
    }

    /// Reads the puzzles of `inputs`, runs `work` on every well-formed one on the pool,
    /// and calls `emit` on each with its result, in input order. Inputs that cannot be
    /// read and malformed puzzles are reported here, in their place: a message on
    /// stderr, and for a puzzle its slot in the output. Stops at the first error of
    /// `emit` or of the output (a closed pipe among them).
    pub fn stream<T, W, E>(
        &self,
        inputs: &[String],
        out: &mut Output,
        work: W,
        mut emit: E,
    ) -> anyhow::Result<Report>
    where
        T: Send + 'static,
        W: Fn(&ReadPuzzle) -> T + Send + Sync + 'static,
        E: FnMut(&mut Output, &Puzzle, &ReadPuzzle, T) -> io::Result<Verdict>,
    {
        let slots = PIECES_PER_THREAD * self.threads + 2;
        let (events_tx, events) = mpsc::channel::<Event<T>>();
        let (slots_tx, slots_rx) = mpsc::sync_channel::<()>(slots);
        for _ in 0..slots {
            slots_tx
                .send(())
                .expect("the channel has room for every slot");
        }
        let shared = Arc::new(Shared {
            work,
            stop: AtomicBool::new(false),
            piece_size: AtomicUsize::new(FIRST_PIECE),
            progress: Progress::stream(inputs),
        });
        spawn_reader(
            inputs.to_vec(),
            Arc::clone(&self.pool),
            Arc::clone(&shared),
            slots_rx,
            events_tx,
        )?;

        let mut writer = Writer {
            out,
            next: 0,
            done: BTreeMap::new(),
            report: Report {
                status: Status::Ok,
                summary: Summary::default(),
            },
        };
        let progress = &shared.progress;
        let result = (|| {
            let mut end = None;
            while end != Some(writer.next) {
                let event = match events.try_recv() {
                    Ok(event) => event,
                    Err(TryRecvError::Empty) => {
                        // Nothing more is ready: what is written goes out now.
                        progress.suspend(|| writer.out.flush())?;
                        next_event(&events, progress)?
                    }
                    Err(TryRecvError::Disconnected) => anyhow::bail!("the input reader stopped"),
                };
                match event {
                    Event::Done(seq, done) => {
                        writer.done.insert(seq, done);
                    }
                    Event::End { pieces, complete } => {
                        anyhow::ensure!(complete, "reading the input failed");
                        end = Some(pieces);
                    }
                }
                while let Some(done) = writer.done.remove(&writer.next) {
                    progress.suspend(|| writer.write(done, &mut emit))?;
                    writer.next += 1;
                    let _ = slots_tx.send(());
                }
            }
            progress.suspend(|| writer.out.flush())?;
            Ok(())
        })();
        if result.is_err() {
            // Workers skip what is left, and the reader stops at its next piece.
            shared.stop.store(true, Ordering::Relaxed);
        }
        progress.finish();
        result.map(|()| writer.report)
    }
}

/// Waits for the next event, showing the progress bar when it is due meanwhile (every
/// puzzle in flight may take longer than the bar waits for).
fn next_event<T>(events: &Receiver<Event<T>>, progress: &Progress) -> anyhow::Result<Event<T>> {
    loop {
        match events.recv_timeout(TICK) {
            Ok(event) => return Ok(event),
            Err(RecvTimeoutError::Timeout) => progress.tick(),
            Err(RecvTimeoutError::Disconnected) => anyhow::bail!("the input reader stopped"),
        }
    }
}

/// How often the writer looks at the clock while it waits.
const TICK: Duration = Duration::from_millis(100);

/// What the reader, the workers and the writer share.
struct Shared<W> {
    work: W,
    /// Set when the run ends early: work left is skipped.
    stop: AtomicBool,
    /// Puzzles per piece, adapted to the time a puzzle takes ([`adapt`]).
    piece_size: AtomicUsize,
    progress: Progress,
}

/// The first piece's size: one puzzle, so that the first result comes as soon as it
/// is done however slow the puzzles are (a piece's results are written when all of it
/// is done). The size adapts as soon as a piece is done: quick puzzles are in pieces of
/// hundreds from the second or third piece on.
const FIRST_PIECE: usize = 1;

/// The most puzzles in a piece.
const MAX_PIECE: usize = 1024;

/// The work a piece should hold: enough that handing it over (a few wake-ups of
/// threads) costs nothing beside it, little enough that results flow.
const PIECE_WORK: Duration = Duration::from_millis(5);

/// The piece size for puzzles that took `elapsed` for `n`: [`PIECE_WORK`] of them,
/// within 1..=[`MAX_PIECE`]. Counting takes microseconds a puzzle (pieces of a
/// thousand); rating hard puzzles, a second or more (pieces of one).
fn adapt(elapsed: Duration, n: usize) -> usize {
    let per_puzzle = elapsed.as_nanos() / n.max(1) as u128;
    let fit = PIECE_WORK.as_nanos() / per_puzzle.max(1);
    usize::try_from(fit)
        .unwrap_or(MAX_PIECE)
        .clamp(1, MAX_PIECE)
}

/// What reaches the writer: a piece done (in the reader's numbering), or the end of the
/// input.
enum Event<T> {
    Done(usize, Done<T>),
    End { pieces: usize, complete: bool },
}

/// A piece ready to be written.
enum Done<T> {
    /// Puzzles and their results (`None` for malformed ones, and for all once stopped).
    Puzzles(Vec<Puzzle>, Vec<Option<T>>),
    Unreadable(anyhow::Error),
    /// The work panicked (a bug, reported by the panic hook).
    Panicked,
}

/// Starts the reader: it reads the inputs into pieces, each waiting for a free slot,
/// and hands each to the pool numbered in order (an unreadable input goes straight to
/// the writer, in its place); then it sends the end. The thread is not joined: a run
/// that stops early (a closed pipe) must not wait for input that may never come, and
/// the process ends without it.
fn spawn_reader<T, W>(
    inputs: Vec<String>,
    pool: Arc<rayon::ThreadPool>,
    shared: Arc<Shared<W>>,
    slots: Receiver<()>,
    events: Sender<Event<T>>,
) -> anyhow::Result<()>
where
    T: Send + 'static,
    W: Fn(&ReadPuzzle) -> T + Send + Sync + 'static,
{
    std::thread::Builder::new()
        .name("nonet-reader".to_string())
        .spawn(move || {
            let mut ending = Ending {
                events,
                pieces: 0,
                complete: false,
            };
            let _ = read_inputs(&inputs, &shared.piece_size, |piece| {
                if slots.recv().is_err() || shared.stop.load(Ordering::Relaxed) {
                    return ControlFlow::Break(());
                }
                let seq = ending.pieces;
                ending.pieces += 1;
                match piece {
                    Piece::Unreadable(e) => {
                        let _ = ending.events.send(Event::Done(seq, Done::Unreadable(e)));
                    }
                    Piece::Puzzles(puzzles, lines) => {
                        let (events, shared) = (ending.events.clone(), Arc::clone(&shared));
                        pool.spawn(move || {
                            let done = work_on(&shared, puzzles, lines);
                            let _ = events.send(Event::Done(seq, done));
                        });
                    }
                }
                ControlFlow::Continue(())
            });
            ending.complete = true;
        })
        .context("cannot start the input reader")?;
    Ok(())
}

/// Works on one piece that covered `lines` lines (on a pool thread, spreading over the
/// others if they are idle), and sizes the pieces to come by the time it took.
fn work_on<T, W>(shared: &Shared<W>, puzzles: Vec<Puzzle>, lines: usize) -> Done<T>
where
    T: Send,
    W: Fn(&ReadPuzzle) -> T + Sync,
{
    let start = Instant::now();
    let work = |p: &Puzzle| {
        if shared.stop.load(Ordering::Relaxed) {
            return None;
        }
        let result = p.puzzle.as_ref().ok().map(&shared.work);
        shared.progress.item_done();
        result
    };
    // A panic (a bug) is printed by the panic hook; the writer is told, rather than
    // left waiting for the piece.
    let results = panic::catch_unwind(AssertUnwindSafe(|| {
        puzzles.par_iter().map(work).collect::<Vec<_>>()
    }));
    let Ok(results) = results else {
        return Done::Panicked;
    };
    shared
        .piece_size
        .store(adapt(start.elapsed(), puzzles.len()), Ordering::Relaxed);
    shared.progress.lines_done(lines);
    Done::Puzzles(puzzles, results)
}

/// Sends the end of the input when the reader finishes, and also if it panics (then
/// as incomplete), so the writer never waits for pieces that will not come.
struct Ending<T> {
    events: Sender<Event<T>>,
    pieces: usize,
    complete: bool,
}

impl<T> Drop for Ending<T> {
    fn drop(&mut self) {
        let _ = self.events.send(Event::End {
            pieces: self.pieces,
            complete: self.complete,
        });
    }
}

/// The writing end: results in order, their statuses and tallies.
struct Writer<'o, T> {
    out: &'o mut Output,
    /// The number of the next piece to write.
    next: usize,
    /// Pieces done ahead of their turn.
    done: BTreeMap<usize, Done<T>>,
    report: Report,
}

impl<T> Writer<'_, T> {
    fn write<E>(&mut self, done: Done<T>, emit: &mut E) -> anyhow::Result<()>
    where
        E: FnMut(&mut Output, &Puzzle, &ReadPuzzle, T) -> io::Result<Verdict>,
    {
        match done {
            Done::Panicked => anyhow::bail!("a worker thread failed"),
            Done::Unreadable(e) => {
                self.out.note(&format!("nonet: {e:#}"))?;
                self.report.status.note(Status::Error);
            }
            Done::Puzzles(puzzles, results) => {
                for (p, result) in puzzles.iter().zip(results) {
                    match (&p.puzzle, result) {
                        (Ok(puzzle), Some(result)) => {
                            let verdict = emit(self.out, p, puzzle, result)?;
                            self.report.status.note(verdict.status);
                            self.report.summary.add(verdict.outcome);
                        }
                        (Err(bad), _) => {
                            self.out.malformed(p, bad)?;
                            self.report.status.note(Status::Error);
                            self.report.summary.add("invalid");
                        }
                        // Stopped: the run is ending with an error of its own.
                        (Ok(_), None) => anyhow::bail!("the batch was stopped"),
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::io::Write as _;
    use std::path::PathBuf;

    use super::*;
    use crate::flags::Format;

    const UNIQUE: &str =
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
    const SOLUTION: &str =
        "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

    /// Puzzle `i` of a test batch: UNIQUE with the first `i % 40` of its empty cells
    /// filled from its solution, so that each differs from its neighbours.
    fn puzzle(i: usize) -> String {
        let mut filled = 0;
        UNIQUE
            .chars()
            .zip(SOLUTION.chars())
            .map(|(p, s)| {
                if p == '.' && filled < i % 40 {
                    filled += 1;
                    s
                } else {
                    p
                }
            })
            .collect()
    }

    /// A file of `n` test puzzles, removed when dropped.
    struct Batch(PathBuf);

    impl Batch {
        fn new(name: &str, n: usize) -> Batch {
            let path =
                std::env::temp_dir().join(format!("nonet-batch-{name}-{}.txt", std::process::id()));
            let mut file = std::fs::File::create(&path).unwrap();
            for i in 0..n {
                writeln!(file, "{}", puzzle(i)).unwrap();
            }
            Batch(path)
        }

        fn inputs(&self) -> Vec<String> {
            vec![self.0.to_string_lossy().into_owned()]
        }
    }

    impl Drop for Batch {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    /// Results come out in input order, whatever order the workers finish in (here the
    /// puzzles with fewer givens take longer).
    #[test]
    fn order_is_kept() {
        let batch = Batch::new("order", 600);
        let runner = Runner::new(NonZeroUsize::new(3)).unwrap();
        let mut out = Output::new(Format::Line);
        let mut seen = Vec::new();
        let report = runner
            .stream(
                &batch.inputs(),
                &mut out,
                |p: &ReadPuzzle| {
                    if p.givens().filled_count() % 3 == 0 {
                        std::thread::sleep(Duration::from_micros(300));
                    }
                    p.givens().to_line()
                },
                |_, p, g, line| {
                    assert_eq!(g.givens().to_line(), line);
                    seen.push((p.line, line));
                    Ok(Verdict {
                        status: Status::Ok,
                        outcome: "seen",
                    })
                },
            )
            .unwrap();
        let expected: Vec<(usize, String)> = (0..600).map(|i| (i + 1, puzzle(i))).collect();
        assert_eq!(seen, expected);
        assert_eq!(report.status, Status::Ok);
    }

    /// Puzzles are worked on by every worker of the pool at once (here work that
    /// waits, so that each worker holds its puzzle while the others take theirs).
    #[test]
    fn work_spreads_over_the_workers() {
        let batch = Batch::new("spread", 40);
        let runner = Runner::new(NonZeroUsize::new(2)).unwrap();
        let mut out = Output::new(Format::Line);
        let mut workers = HashSet::new();
        runner
            .stream(
                &batch.inputs(),
                &mut out,
                |_: &ReadPuzzle| {
                    std::thread::sleep(Duration::from_millis(10));
                    std::thread::current().name().map(str::to_string)
                },
                |_, _, _, name| {
                    workers.insert(name.unwrap_or_default());
                    Ok(Verdict {
                        status: Status::Ok,
                        outcome: "done",
                    })
                },
            )
            .unwrap();
        assert_eq!(
            workers,
            HashSet::from(["nonet-worker-0".to_string(), "nonet-worker-1".to_string()])
        );
    }

    #[test]
    fn an_emit_error_stops_the_batch() {
        let batch = Batch::new("stop", 5000);
        let runner = Runner::new(NonZeroUsize::new(2)).unwrap();
        let mut out = Output::new(Format::Line);
        let mut n = 0;
        let r = runner.stream(
            &batch.inputs(),
            &mut out,
            |_: &ReadPuzzle| (),
            |_, _, _, ()| {
                n += 1;
                if n == 4 {
                    return Err(io::Error::other("stop"));
                }
                Ok(Verdict {
                    status: Status::Ok,
                    outcome: "done",
                })
            },
        );
        assert!(r.is_err());
        assert_eq!(n, 4);
    }

    #[test]
    fn a_list_keeps_its_order() {
        let runner = Runner::new(NonZeroUsize::new(3)).unwrap();
        let items: Vec<u64> = (0..5000).collect();
        let mut seen = Vec::new();
        runner
            .run(
                items.clone(),
                5000,
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
    fn an_emit_error_stops_a_list() {
        let runner = Runner::new(NonZeroUsize::new(1)).unwrap();
        let mut n = 0;
        let r = runner.run(
            0..10u32,
            10,
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

    #[test]
    fn pieces_hold_a_few_milliseconds_of_work() {
        assert_eq!(adapt(Duration::from_micros(3 * 1000), 1000), MAX_PIECE);
        assert_eq!(adapt(Duration::from_millis(100), 100), 5);
        assert_eq!(adapt(Duration::from_secs(30), 2), 1);
        assert_eq!(adapt(Duration::ZERO, 10), MAX_PIECE);
    }
}
