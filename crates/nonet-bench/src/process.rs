//! `nonet-bench process FILE`: the `nonet` command as a whole process beside a plain
//! program that does the same job with the `sudoku` crate, and `nonet` on a large input
//! on every core, with its peak memory.
//!
//! The question is what the command line costs on top of the solving: `nonet count
//! --threads 1 FILE` (start-up, reading, parsing, threads, output, exit) against
//! `nonet-bench sudoku-count FILE`, the reference: it reads the file whole, counts each
//! line's solutions up to 2 with the `sudoku` crate and prints the counts through a
//! buffered stdout, one thread, nothing else. Both run as child processes, taking
//! turns, and their outputs must be identical; the medians of their wall times are
//! compared, with their CPU times (user + system) and peak memory from the kernel
//! (`wait4`). Then `nonet count` (all cores) and the reference read a file of
//! `--big-lines` puzzles made by repeating FILE, to show throughput and that nonet's
//! memory does not grow with its input.

use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};

/// Arguments of `nonet-bench process`.
#[derive(clap::Args)]
pub struct Args {
    /// Puzzle file, one puzzle per line.
    file: PathBuf,
    /// Runs of each program; the median is reported.
    #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(1..=99))]
    runs: u32,
    /// Lines of the large input (FILE repeated); 0 skips that part.
    #[arg(long, default_value_t = 2_000_000)]
    big_lines: usize,
    /// The `nonet` binary [default: the one beside this program, from `cargo build
    /// --release -p nonet-cli`].
    #[arg(long)]
    nonet: Option<PathBuf>,
}

/// Arguments of `nonet-bench sudoku-count`.
#[derive(clap::Args)]
pub struct SudokuCountArgs {
    /// Puzzle file, one puzzle per line.
    file: PathBuf,
}

/// The reference program: every line's solution count up to 2 with the `sudoku`
/// crate, or `invalid`, one per line, as plainly as it can be written.
pub fn sudoku_count(args: &SudokuCountArgs) -> Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in text.lines() {
        match sudoku::Sudoku::from_str_line(line) {
            Ok(s) => writeln!(out, "{}", s.solutions_count_up_to(2))?,
            Err(_) => writeln!(out, "invalid")?,
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One finished run of a child process.
struct Run {
    wall: Duration,
    /// User plus system time.
    cpu: Duration,
    peak_kib: u64,
    stdout: Vec<u8>,
}

/// Runs `command` to its end, its stdout captured.
fn run(command: &mut Command) -> Result<Run> {
    let start = Instant::now();
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .with_context(|| format!("cannot run {command:?}"))?;
    let mut stdout = Vec::new();
    child
        .stdout
        .take()
        .context("no stdout")?
        .read_to_end(&mut stdout)?;
    let (status, usage) = wait4(child.id())?;
    let wall = start.elapsed();
    ensure!(status == 0, "{command:?} exited with status {status}");
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    Ok(Run {
        wall,
        cpu: time(usage.ru_utime) + time(usage.ru_stime),
        peak_kib: u64::try_from(usage.ru_maxrss).unwrap_or(0),
        stdout,
    })
}

/// Waits for child `pid`: its exit code and its resource usage.
fn wait4(pid: u32) -> Result<(i32, libc::rusage)> {
    let pid = libc::pid_t::try_from(pid)?;
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct; wait4 writes
    // only through the two pointers, both valid for the call.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    ensure!(
        waited == pid,
        "wait4 failed: {}",
        std::io::Error::last_os_error()
    );
    ensure!(libc::WIFEXITED(status), "killed (status {status})");
    Ok((libc::WEXITSTATUS(status), usage))
}

/// Medians of several runs.
struct Summary {
    wall: Duration,
    cpu: Duration,
    peak_kib: u64,
    walls: Vec<Duration>,
}

fn summarize(runs: &[Run]) -> Summary {
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let mut walls: Vec<Duration> = runs.iter().map(|r| r.wall).collect();
    walls.sort();
    Summary {
        wall: median(walls.clone()),
        cpu: median(runs.iter().map(|r| r.cpu).collect()),
        peak_kib: runs.iter().map(|r| r.peak_kib).max().unwrap_or(0),
        walls,
    }
}

/// The `nonet` binary to time.
fn nonet_binary(args: &Args) -> Result<PathBuf> {
    let path = match &args.nonet {
        Some(p) => p.clone(),
        None => std::env::current_exe()
            .context("cannot find this program's path")?
            .with_file_name("nonet"),
    };
    if !path.exists() {
        bail!(
            "{} not found: build it with `cargo build --release -p nonet-cli`, or pass --nonet",
            path.display()
        );
    }
    Ok(path)
}

/// `nonet-bench process FILE`.
pub fn compare(args: &Args) -> Result<ExitCode> {
    let nonet = nonet_binary(args)?;
    let me = std::env::current_exe().context("cannot find this program's path")?;
    let lines = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?
        .lines()
        .count();

    let reference = |file: &Path| {
        let mut c = Command::new(&me);
        c.arg("sudoku-count").arg(file);
        c
    };
    let nonet_count = |file: &Path, threads: Option<usize>| {
        let mut c = Command::new(&nonet);
        c.arg("count");
        if let Some(n) = threads {
            c.arg("--threads").arg(n.to_string());
        }
        c.arg(file);
        c
    };

    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    for _ in 0..args.runs {
        theirs.push(run(&mut reference(&args.file))?);
        ours.push(run(&mut nonet_count(&args.file, Some(1)))?);
    }
    ensure!(
        ours[0].stdout == theirs[0].stdout,
        "the two programs' outputs differ"
    );
    let (o, t) = (summarize(&ours), summarize(&theirs));
    println!(
        "{}: {lines} puzzles, counting solutions up to 2; whole processes, median of {} runs each",
        args.file.display(),
        args.runs
    );
    print_row("nonet count --threads 1", lines, &o);
    print_row("reference (sudoku crate)", lines, &t);
    println!(
        "{:<26}{:>8.2}x wall, {:.2}x CPU (reference time / nonet time; outputs identical)",
        "ratio",
        t.wall.as_secs_f64() / o.wall.as_secs_f64(),
        t.cpu.as_secs_f64() / o.cpu.as_secs_f64()
    );

    if args.big_lines > 0 {
        let big = BigFile::new(&args.file, args.big_lines)?;
        println!();
        println!(
            "{} puzzles ({:.0} MB, {} repeated), one run each:",
            args.big_lines,
            big.bytes as f64 / 1e6,
            args.file.display()
        );
        let all = run(&mut nonet_count(&big.path, None))?;
        let one = run(&mut nonet_count(&big.path, Some(1)))?;
        let reference = run(&mut reference(&big.path))?;
        ensure!(
            all.stdout == reference.stdout && one.stdout == reference.stdout,
            "outputs differ on the large input"
        );
        print_row(
            "nonet count (all cores)",
            args.big_lines,
            &summarize(&[all]),
        );
        print_row(
            "nonet count --threads 1",
            args.big_lines,
            &summarize(&[one]),
        );
        print_row(
            "reference (sudoku crate)",
            args.big_lines,
            &summarize(&[reference]),
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn print_row(name: &str, puzzles: usize, s: &Summary) {
    let range = match (s.walls.first(), s.walls.last()) {
        (Some(lo), Some(hi)) if s.walls.len() > 1 => {
            format!(
                "  (wall {:.3}..{:.3} s)",
                lo.as_secs_f64(),
                hi.as_secs_f64()
            )
        }
        _ => String::new(),
    };
    println!(
        "{name:<26}{:>8.3} s wall {:>12.0} puzzles/s   {:>7.3} s CPU   peak {:>7.1} MB{range}",
        s.wall.as_secs_f64(),
        puzzles as f64 / s.wall.as_secs_f64(),
        s.cpu.as_secs_f64(),
        s.peak_kib as f64 / 1024.0,
    );
}

/// A file of `lines` puzzle lines made by repeating a file, removed when dropped.
struct BigFile {
    path: PathBuf,
    bytes: u64,
}

impl BigFile {
    fn new(source: &Path, lines: usize) -> Result<BigFile> {
        let text = std::fs::read_to_string(source)?;
        let source_lines: Vec<&str> = text.lines().collect();
        ensure!(!source_lines.is_empty(), "{} is empty", source.display());
        let path = std::env::temp_dir().join(format!("nonet-bench-big-{}.txt", std::process::id()));
        let mut out = BufWriter::new(std::fs::File::create(&path)?);
        for line in source_lines.iter().cycle().take(lines) {
            writeln!(out, "{line}")?;
        }
        out.flush()?;
        let bytes = std::fs::metadata(&path)?.len();
        Ok(BigFile { path, bytes })
    }
}

impl Drop for BigFile {
    fn drop(&mut self) {
        // Best effort: a leftover file in the temporary folder harms nothing.
        let _ = std::fs::remove_file(&self.path);
    }
}
