//! `brute-vs-c`: `nonet brute --algo brute|dlx|cp` against the cross-language
//! benchmark's C programs, on every `.matrix` file of a folder.
//!
//! The C programs are the benchmark's own references (Cars-10/SudokuSolver,
//! `Algorithms/{BruteForce,DLX,CP}/C`), built by the user as their `runMe.sh` builds
//! them (`gcc -O3`) and passed by path; nothing of them is part of this project. For
//! brute force there is a fallback: a plain C translation of the benchmark's pseudocode
//! (`c/brute.c`, this project's own), embedded in this binary and compiled at run time
//! with `--cc`, so that the comparison runs without the benchmark's sources.
//!
//! Both sides run as separate processes on the same path and are timed whole, start-up
//! included, the way the benchmark's runner times its solvers. Runs alternate (C, nonet,
//! C, nonet, ...) so that a drift in machine speed hits both; medians are compared, for
//! wall time and for CPU time (user + system, from the kernel's accounting of each
//! finished child). Before any timing counts, the outputs must agree: the same iteration
//! count, and the same bytes but for the closing `Seconds to process` line, or, where
//! the C program printed a grid that is not a solution of the puzzle (the DLX
//! reference on some matrices), the same bytes but for that grid, nonet's being a
//! solution.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use clap::Args;
use nonet::Grid;
use nonet::format::{PuzzleReader, ReadPuzzle};

/// The plain C translation of the benchmark's brute-force pseudocode.
const C_SOURCE: &str = include_str!("../c/brute.c");

/// The default folder: the benchmark's matrices 1, 2 and 5 and the puzzle hard for
/// brute force (the benchmark's matrix 6).
const DEFAULT_MATRICES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../nonet/tests/fixtures/matrices"
);

#[derive(Args)]
pub struct BruteVsCArgs {
    /// The folder whose `.matrix` files are solved, in the order of their names' numbers
    /// (default: the test fixtures' matrices).
    #[arg(long, value_name = "DIR")]
    matrices: Option<PathBuf>,
    /// The benchmark's C brute force (`Algorithms/BruteForce/C/Sudoku`). Without it, the
    /// embedded C translation of its pseudocode is compiled with --cc and used.
    #[arg(long, value_name = "PATH")]
    c_brute: Option<PathBuf>,
    /// The benchmark's C DLX (`Algorithms/DLX/C/dlx_solver`); DLX runs only with it.
    #[arg(long, value_name = "PATH")]
    c_dlx: Option<PathBuf>,
    /// The benchmark's C CP (`Algorithms/CP/C/cp_solver`); CP runs only with it.
    #[arg(long, value_name = "PATH")]
    c_cp: Option<PathBuf>,
    /// The `nonet` binary (default: the one beside this program, as `cargo build
    /// --release` leaves it).
    #[arg(long, value_name = "PATH")]
    nonet: Option<PathBuf>,
    /// Timed runs of each side per matrix; the median is reported.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=100))]
    runs: u32,
    /// Pass each matrix this many times to one process, so that start-up weighs less
    /// than the puzzles (brute force and DLX only: the CP reference reads one file).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    repeat: u32,
    /// Only these algorithms (of those that have a C program), e.g. `--algos dlx,cp`.
    #[arg(long, value_delimiter = ',', value_parser = ["brute", "dlx", "cp"])]
    algos: Vec<String>,
    /// The C compiler for the embedded translation, called as `CC -O3 -o brute brute.c`.
    #[arg(long, default_value = "gcc")]
    cc: String,
}

/// One of the three algorithms, as `nonet brute --algo` names it.
#[derive(Clone, Copy)]
enum Algo {
    Brute,
    Dlx,
    Cp,
}

impl Algo {
    fn name(self) -> &'static str {
        match self {
            Algo::Brute => "brute",
            Algo::Dlx => "dlx",
            Algo::Cp => "cp",
        }
    }
}

/// `nonet-bench brute-vs-c [--matrices DIR] [--c-brute P] [--c-dlx P] [--c-cp P]`.
pub fn compare(args: &BruteVsCArgs) -> Result<ExitCode> {
    let dir = match &args.matrices {
        Some(dir) => dir.clone(),
        None => std::fs::canonicalize(DEFAULT_MATRICES)
            .unwrap_or_else(|_| PathBuf::from(DEFAULT_MATRICES)),
    };
    let matrices = matrix_files(&dir)?;
    let nonet = match &args.nonet {
        Some(path) => path.clone(),
        None => std::env::current_exe()
            .context("cannot find this program's path")?
            .with_file_name("nonet"),
    };
    ensure!(
        nonet.is_file(),
        "no nonet binary at {} (build it with `cargo build --release`, or pass --nonet)",
        nonet.display()
    );

    let temp = TempDir::new()?;
    let wanted = |algo: Algo| args.algos.is_empty() || args.algos.iter().any(|a| a == algo.name());
    let mut pairs = Vec::new();
    if wanted(Algo::Brute) {
        pairs.push(match &args.c_brute {
            Some(path) => (Algo::Brute, path.clone(), "the C reference"),
            None => (
                Algo::Brute,
                compile(&args.cc, temp.path())?,
                "a C translation of the pseudocode",
            ),
        });
    }
    if let Some(path) = args.c_dlx.as_ref().filter(|_| wanted(Algo::Dlx)) {
        pairs.push((Algo::Dlx, path.clone(), "the C reference"));
    }
    if let Some(path) = args.c_cp.as_ref().filter(|_| wanted(Algo::Cp)) {
        ensure!(
            args.repeat == 1,
            "the CP reference reads one file a run: --repeat works with brute force and DLX"
        );
        pairs.push((Algo::Cp, path.clone(), "the C reference"));
    }

    ensure!(
        !pairs.is_empty(),
        "nothing to compare: pass the C program of an algorithm --algos names"
    );
    println!(
        "Whole processes, median of {} runs each, C and nonet taking turns; \
         ratio = C time / nonet time.",
        args.runs
    );
    if args.repeat > 1 {
        println!(
            "Each run solves its matrix {} times (the file passed {} times).",
            args.repeat, args.repeat
        );
    }
    for (algo, c, label) in &pairs {
        println!("{}: C = {label} ({})", algo.name(), c.display());
    }
    println!();
    println!(
        "| algorithm | matrix | iterations | C wall | nonet wall | wall ratio | C cpu | nonet cpu | cpu ratio |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    let mut notes = Vec::new();
    for (algo, c, _) in &pairs {
        for matrix in &matrices {
            let row = measure(*algo, c, &nonet, matrix, args.runs, args.repeat)?;
            let name = matrix.file_name().map_or_else(
                || matrix.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            println!(
                "| {} | {name} | {} | {} | {} | {:.2}x | {} | {} | {:.2}x |",
                algo.name(),
                thousands(row.iterations),
                seconds(row.c.wall),
                seconds(row.nonet.wall),
                ratio(row.c.wall, row.nonet.wall),
                seconds(row.c.cpu),
                seconds(row.nonet.cpu),
                ratio(row.c.cpu, row.nonet.cpu),
            );
            if let Some(note) = row.note {
                notes.push(format!("{} on {name}: {note}", algo.name()));
            }
        }
    }
    if !notes.is_empty() {
        println!();
        for note in notes {
            println!("- {note}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The `.matrix` files of `dir`, ordered by the number their name starts with, then by
/// name.
fn matrix_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the folder {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "matrix"))
        .collect();
    files.sort_by_key(|p| {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
        (digits.parse::<u64>().unwrap_or(u64::MAX), name)
    });
    ensure!(!files.is_empty(), "no .matrix file in {}", dir.display());
    Ok(files)
}

/// The medians of one side.
struct Side {
    wall: Duration,
    cpu: Duration,
}

/// One row of the table.
struct Row {
    iterations: u64,
    c: Side,
    nonet: Side,
    note: Option<String>,
}

/// Runs both sides on `matrix` `runs` times each, taking turns, after checking that
/// their outputs agree.
fn measure(
    algo: Algo,
    c: &Path,
    nonet: &Path,
    matrix: &Path,
    runs: u32,
    repeat: u32,
) -> Result<Row> {
    let files = vec![matrix; repeat as usize];
    let mut c_command = Command::new(c);
    c_command.args(&files);
    let mut nonet_command = Command::new(nonet);
    nonet_command
        .args(["brute", "--algo", algo.name()])
        .args(&files);
    let mut c_times = Vec::new();
    let mut nonet_times = Vec::new();
    let mut outputs = None;
    for _ in 0..runs {
        let (c_time, c_out) = run(&mut c_command)?;
        let (n_time, n_out) = run(&mut nonet_command)?;
        c_times.push(c_time);
        nonet_times.push(n_time);
        outputs.get_or_insert((c_out, n_out));
    }
    let (c_out, n_out) = outputs.context("no run")?;
    let text = std::fs::read_to_string(matrix)
        .with_context(|| format!("cannot read {}", matrix.display()))?;
    let puzzle = first_puzzle(&text).with_context(|| format!("{}", matrix.display()))?;
    let (c_one, n_one) = (
        one_report(&c_out, repeat).context("C")?,
        one_report(&n_out, repeat).context("nonet")?,
    );
    let (iterations, note) = agree(&puzzle, &c_one, &n_one)
        .with_context(|| format!("{} on {}", algo.name(), matrix.display()))?;
    Ok(Row {
        iterations,
        c: medians(&mut c_times),
        nonet: medians(&mut nonet_times),
        note,
    })
}

/// The output of one file out of the output of `repeat` copies of it: the reports
/// must be `repeat` times the same, followed by the closing line.
fn one_report(output: &str, repeat: u32) -> Result<String> {
    let body = without_seconds(output);
    let closing = &output[body.len()..];
    let n = repeat as usize;
    let one = &body[..body.len() / n];
    ensure!(
        body.len() % n == 0 && one.repeat(n) == body,
        "the {repeat} reports of the same file differ"
    );
    Ok(format!("{one}{closing}"))
}

/// Checks that the two outputs agree (see the module docs); the shared iteration
/// count, and a note when the C program's grid is not a solution.
fn agree(puzzle: &Grid, c_out: &str, n_out: &str) -> Result<(u64, Option<String>)> {
    let c_body = without_seconds(c_out);
    let n_body = without_seconds(n_out);
    let c_iterations = iterations(c_body).context("the C program printed no iteration count")?;
    let n_iterations = iterations(n_body).context("nonet printed no iteration count")?;
    ensure!(
        c_iterations == n_iterations,
        "iteration counts differ: C {c_iterations}, nonet {n_iterations}"
    );
    if c_body == n_body {
        return Ok((c_iterations, None));
    }
    let (c_grid, n_grid) = (solved_grid(c_body), solved_grid(n_body));
    let outside_grid = |body: &str, grid: &Option<(usize, usize, Grid)>| {
        grid.map(|(from, to, _)| format!("{}{}", &body[..from], &body[to..]))
    };
    match (c_grid, n_grid) {
        (Some((_, _, c_solution)), Some((_, _, n_solution)))
            if outside_grid(c_body, &c_grid) == outside_grid(n_body, &n_grid)
                && !c_solution.solves(puzzle)
                && n_solution.solves(puzzle) =>
        {
            let wrong: Vec<String> = nonet::Cell::all()
                .filter(|&cell| c_solution.get(cell) != n_solution.get(cell))
                .map(|cell| format!("{cell}={}", digit(c_solution, cell)))
                .collect();
            Ok((
                c_iterations,
                Some(format!(
                    "the C program printed a grid that is not a solution ({}); nonet printed \
                     the solution, and otherwise the same bytes",
                    wrong.join(", ")
                )),
            ))
        }
        _ => bail!("outputs differ:\n--- C\n{c_body}--- nonet\n{n_body}"),
    }
}

fn digit(grid: Grid, cell: nonet::Cell) -> String {
    grid.get(cell).map_or_else(|| "0".into(), |d| d.to_string())
}

/// The last `Puzzle:` block of an output (the solved grid): its byte range (the 9 rows)
/// and the grid, if it reads as a full grid.
fn solved_grid(body: &str) -> Option<(usize, usize, Grid)> {
    let from = body.rfind("Puzzle:\n")? + "Puzzle:\n".len();
    let rows: Vec<&str> = body[from..].split_inclusive('\n').take(9).collect();
    let to = from + rows.iter().map(|r| r.len()).sum::<usize>();
    let mut values = [0u8; 81];
    let mut n = 0;
    for token in rows.iter().flat_map(|r| r.split_whitespace()) {
        *values.get_mut(n)? = token.parse().ok()?;
        n += 1;
    }
    let grid = Grid::from_values(values)?;
    (n == 81 && grid.is_complete()).then_some((from, to, grid))
}

/// The first puzzle of a file, or why there is none.
fn first_puzzle(text: &str) -> Result<Grid> {
    let Some(entry) = PuzzleReader::read_text(text).into_iter().next() else {
        bail!("no puzzle in the file");
    };
    match entry.puzzle? {
        ReadPuzzle::Classic(grid) => Ok(grid),
        ReadPuzzle::Variant(_) => bail!("line {}: not a classic puzzle", entry.line),
    }
}

/// Writes the C source into `dir` and compiles it with `cc -O3`.
fn compile(cc: &str, dir: &Path) -> Result<PathBuf> {
    let source = dir.join("brute.c");
    let binary = dir.join("brute");
    std::fs::write(&source, C_SOURCE).context("cannot write the C source")?;
    let status = Command::new(cc)
        .arg("-O3")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .status()
        .with_context(|| format!("cannot run the C compiler `{cc}` (install gcc or pass --cc)"))?;
    ensure!(
        status.success(),
        "`{cc} -O3` failed on the C source ({status})"
    );
    Ok(binary)
}

/// One run's wall time and CPU time (user + system).
#[derive(Clone, Copy)]
struct Times {
    wall: Duration,
    cpu: Duration,
}

/// Runs a command to its end; its times and its output.
fn run(command: &mut Command) -> Result<(Times, String)> {
    let cpu_before = children_cpu();
    let start = Instant::now();
    let output = command
        .output()
        .with_context(|| format!("cannot run {command:?}"))?;
    let wall = start.elapsed();
    let cpu = children_cpu().saturating_sub(cpu_before);
    ensure!(
        output.status.success(),
        "{command:?} failed ({}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).context("output is not UTF-8")?;
    Ok((Times { wall, cpu }, stdout))
}

/// User + system time of this process's finished children so far.
fn children_cpu() -> Duration {
    // SAFETY: getrusage writes one `rusage` into the zeroed struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    if rc != 0 {
        return Duration::ZERO;
    }
    let tv = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// The output without its closing `Seconds to process` line, which differs from run to
/// run.
fn without_seconds(output: &str) -> &str {
    match output.rfind("Seconds to process ") {
        Some(at) => &output[..at],
        None => output,
    }
}

/// The number in the output's `Solved in Iterations=N` line.
fn iterations(output: &str) -> Option<u64> {
    output
        .lines()
        .find_map(|l| l.strip_prefix("Solved in Iterations="))
        .and_then(|n| n.trim().parse().ok())
}

fn medians(times: &mut [Times]) -> Side {
    let mut wall: Vec<Duration> = times.iter().map(|t| t.wall).collect();
    let mut cpu: Vec<Duration> = times.iter().map(|t| t.cpu).collect();
    wall.sort();
    cpu.sort();
    Side {
        wall: wall[wall.len() / 2],
        cpu: cpu[cpu.len() / 2],
    }
}

fn ratio(c: Duration, nonet: Duration) -> f64 {
    c.as_secs_f64() / nonet.as_secs_f64().max(1e-9)
}

/// A time in seconds, to the millisecond above 1 s and to the 10 µs below.
fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.3} s")
    } else {
        format!("{:.2} ms", s * 1e3)
    }
}

/// `622577597` as `622,577,597`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A directory under the system's temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<TempDir> {
        let path = std::env::temp_dir().join(format!("nonet-brute-vs-c-{}", std::process::id()));
        std::fs::create_dir_all(&path)
            .with_context(|| format!("cannot create {}", path.display()))?;
        Ok(TempDir(path))
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        // Best effort: a leftover directory in the temporary folder harms nothing.
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MATRIX_1: &str =
        "92....584...5....3.83.92...26.854..1..5361.9.1....9...85.2.3.1.41298..3.39...68..";
    const SOLUTION_1: &str =
        "921637584674518923583492167269854371745361298138729645856273419412985736397146852";

    /// An output in the references' format, solved with `grid` in `n` iterations.
    fn output(grid: &str, n: u64) -> String {
        let rows = |g: &str| {
            g.as_bytes()
                .chunks(9)
                .map(|r| {
                    r.iter()
                        .map(|&b| format!("{} ", if b == b'.' { '0' } else { b as char }))
                        .collect::<String>()
                        + "\n"
                })
                .collect::<String>()
        };
        let puzzle = rows(MATRIX_1);
        format!(
            "x.matrix\n{puzzle}\nPuzzle:\n{puzzle}\nPuzzle:\n{}\nSolved in Iterations={n}\n\n\
             Seconds to process 0.001\n",
            rows(grid)
        )
    }

    #[test]
    fn output_parsing() {
        let out = output(SOLUTION_1, 656);
        assert_eq!(iterations(&out), Some(656));
        assert!(without_seconds(&out).ends_with("Iterations=656\n\n"));
        assert_eq!(iterations("x\n"), None);
        let (_, _, grid) = solved_grid(&out).unwrap();
        assert_eq!(grid.to_string(), SOLUTION_1);
    }

    #[test]
    fn outputs_must_agree() {
        let puzzle: Grid = MATRIX_1.parse().unwrap();
        let good = output(SOLUTION_1, 43);
        assert_eq!(agree(&puzzle, &good, &good).unwrap(), (43, None));
        // Another count is an error.
        assert!(agree(&puzzle, &output(SOLUTION_1, 44), &good).is_err());
        // A C grid that is not a solution is noted, not an error.
        let mut wrong = SOLUTION_1.to_string();
        wrong.replace_range(2..3, "9");
        let (n, note) = agree(&puzzle, &output(&wrong, 43), &good).unwrap();
        assert_eq!(n, 43);
        assert!(note.unwrap().contains("r1c3=9"));
        // ... but nonet's must be one.
        assert!(agree(&puzzle, &good, &output(&wrong, 43)).is_err());
    }

    #[test]
    fn repeated_reports() {
        let one = output(SOLUTION_1, 43);
        let body = without_seconds(&one);
        let three = format!("{body}{body}{body}Seconds to process 0.002\n");
        assert_eq!(
            one_report(&three, 3).unwrap(),
            format!("{body}Seconds to process 0.002\n")
        );
        assert_eq!(one_report(&one, 1).unwrap(), one);
        let other = output(SOLUTION_1, 44);
        let mixed = format!("{body}{}", other);
        assert!(one_report(&mixed, 2).is_err());
    }

    #[test]
    fn numbers() {
        assert_eq!(thousands(622_577_597), "622,577,597");
        assert_eq!(thousands(656), "656");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(seconds(Duration::from_micros(1_234)), "1.23 ms");
        assert_eq!(seconds(Duration::from_millis(2_500)), "2.500 s");
    }

    #[test]
    fn default_matrices_are_there() {
        let files = matrix_files(Path::new(DEFAULT_MATRICES)).unwrap();
        let names: Vec<_> = files
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            [
                "1.matrix",
                "2.matrix",
                "5.matrix",
                "hard_for_brute_force.matrix"
            ]
        );
    }
}
