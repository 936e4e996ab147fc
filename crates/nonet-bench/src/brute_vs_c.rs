//! `brute-vs-c`: seed 002's brute force in nonet against a plain C translation of the
//! seed's pseudocode, the way the cross-language benchmark builds C (`gcc -O3`).
//!
//! The C source (`c/brute.c`) is embedded in this binary and compiled at run time into a
//! temporary directory, so building the workspace never needs a C compiler. Both sides
//! run as separate processes on the same `.matrix` file and are timed whole, start-up
//! included: the C binary, and this binary's own `brute` subcommand. Runs alternate
//! (C, nonet, C, nonet, ...) so that a drift in machine speed hits both; the medians
//! are compared. Both outputs must agree byte for byte, the iteration count included,
//! except the closing `Seconds to process` line.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use clap::Args;
use nonet::format::parse_puzzles;
use nonet::solve::brute;

/// The plain C translation of seed 002's pseudocode.
const C_SOURCE: &str = include_str!("../c/brute.c");

/// The default puzzle: built against brute force (its solution's first row is
/// 987654321), 622,577,597 iterations.
const DEFAULT_MATRIX: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../nonet/tests/fixtures/matrices/hard_for_brute_force.matrix"
);

#[derive(Args)]
pub struct BruteVsCArgs {
    /// The .matrix file to solve (default: the fixture puzzle hard for brute force).
    matrix: Option<PathBuf>,
    /// Timed runs of each side; the median is reported.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
    runs: u32,
    /// The C compiler, called as `CC -O3 -o brute brute.c`.
    #[arg(long, default_value = "gcc")]
    cc: String,
}

#[derive(Args)]
pub struct BruteArgs {
    /// The .matrix files, each printed as seed 002's reference prints it.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// `nonet-bench brute FILE...`: the nonet twin of the C program.
pub fn brute(args: &BruteArgs) -> Result<ExitCode> {
    let start = Instant::now();
    let mut out = String::new();
    for path in &args.files {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let puzzle = first_puzzle(&text).with_context(|| format!("{}", path.display()))?;
        let outcome = brute::solve(&puzzle);
        out.push_str(&brute::report(&path.to_string_lossy(), &puzzle, &outcome));
    }
    out.push_str(&brute::seconds_line(start.elapsed().as_secs_f64()));
    print!("{out}");
    Ok(ExitCode::SUCCESS)
}

/// `nonet-bench brute-vs-c [MATRIX]`.
pub fn compare(args: &BruteVsCArgs) -> Result<ExitCode> {
    let matrix = match &args.matrix {
        Some(path) => path.clone(),
        None => std::fs::canonicalize(DEFAULT_MATRIX).unwrap_or_else(|_| DEFAULT_MATRIX.into()),
    };
    let text = std::fs::read_to_string(&matrix)
        .with_context(|| format!("cannot read {}", matrix.display()))?;
    let puzzle = first_puzzle(&text).with_context(|| format!("{}", matrix.display()))?;

    let dir = TempDir::new()?;
    let c_binary = compile(&args.cc, dir.path())?;
    let nonet_binary = std::env::current_exe().context("cannot find this program's path")?;

    let mut c_times = Vec::new();
    let mut nonet_times = Vec::new();
    let mut outputs = None;
    for _ in 0..args.runs {
        let (c_time, c_out) = run(Command::new(&c_binary).arg(&matrix))?;
        let (n_time, n_out) = run(Command::new(&nonet_binary).arg("brute").arg(&matrix))?;
        c_times.push(c_time);
        nonet_times.push(n_time);
        outputs.get_or_insert((c_out, n_out));
    }
    let (c_out, n_out) = outputs.context("no run")?;
    let c_body = without_seconds(&c_out);
    let n_body = without_seconds(&n_out);
    let c_iterations = iterations(c_body).context("the C program printed no iteration count")?;
    let n_iterations = iterations(n_body).context("nonet printed no iteration count")?;
    ensure!(
        c_iterations == n_iterations,
        "iteration counts differ: C {c_iterations}, nonet {n_iterations}"
    );
    ensure!(
        c_body == n_body,
        "outputs differ:\n--- C\n{c_body}--- nonet\n{n_body}"
    );

    let c = median(&mut c_times);
    let n = median(&mut nonet_times);
    let c_label = format!("C ({} -O3)", args.cc);
    println!("{:<16}{}", "matrix", matrix.display());
    println!("{:<16}{puzzle}", "puzzle");
    println!(
        "{c_label:<16}{:>8.3} s   {c_iterations} iterations",
        c.as_secs_f64()
    );
    println!(
        "{:<16}{:>8.3} s   {n_iterations} iterations",
        "nonet",
        n.as_secs_f64()
    );
    println!(
        "{:<16}{:>8.2}x  C time / nonet time: whole processes, median of {} runs each; \
         outputs identical but for the seconds line",
        "ratio",
        c.as_secs_f64() / n.as_secs_f64(),
        args.runs
    );
    Ok(ExitCode::SUCCESS)
}

/// The first puzzle of a file, or why there is none.
fn first_puzzle(text: &str) -> Result<nonet::Grid> {
    match parse_puzzles(text).into_iter().next() {
        Some(Ok(grid)) => Ok(grid),
        Some(Err(err)) => Err(err.into()),
        None => bail!("no puzzle in the file"),
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

/// Runs a command to its end; its wall time from start to exit, and its output.
fn run(command: &mut Command) -> Result<(Duration, String)> {
    let start = Instant::now();
    let output = command
        .output()
        .with_context(|| format!("cannot run {command:?}"))?;
    let elapsed = start.elapsed();
    ensure!(
        output.status.success(),
        "{command:?} failed ({}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).context("output is not UTF-8")?;
    Ok((elapsed, stdout))
}

/// The output without its closing `Seconds to process` line, the only part that may
/// differ between the two programs.
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

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
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

    #[test]
    fn output_parsing() {
        let out = "x.matrix\n\nSolved in Iterations=656\n\nSeconds to process 0.001\n";
        assert_eq!(iterations(out), Some(656));
        assert_eq!(
            without_seconds(out),
            "x.matrix\n\nSolved in Iterations=656\n\n"
        );
        assert_eq!(iterations("x\n"), None);
    }

    #[test]
    fn default_matrix_is_there() {
        let text = std::fs::read_to_string(DEFAULT_MATRIX).unwrap();
        assert!(first_puzzle(&text).is_ok());
    }
}
