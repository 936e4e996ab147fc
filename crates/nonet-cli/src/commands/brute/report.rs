//! The text the cross-language benchmark's C references print, byte for byte: a
//! report per puzzle, and the run's closing line.
//!
//! All three references (brute force, DLX, CP) print the same frame:
//!
//! ```text
//! <path, see shown_path>
//! <the 9 puzzle rows, each digit followed by a space>
//!
//! Puzzle:
//! <the 9 puzzle rows>
//! <the ending, below>
//! ```
//!
//! then once after all files `Seconds to process S.SSS`. The ending of a solved puzzle
//! is the same for all three:
//!
//! ```text
//!
//! Puzzle:
//! <the 9 solved rows>
//!
//! Solved in Iterations=<N>
//! <blank line>
//! ```
//!
//! and an unsolved one differs: brute force prints nothing, DLX `\nNo solution found\n`,
//! CP the same or, when its propagation before the search already failed,
//! `\nNo solution found (contradiction during initial propagation)\n`.
//!
//! The solved rows are the solution the search found. (The DLX reference fills its
//! printed grid from all 81 slots of its solution array, of which only as many as the
//! puzzle has empty cells were written: when the rest happens to hold a row number of
//! its matrix, as on its matrices 2, 3, 4 and 6 built with gcc on Linux, it overwrites
//! a cell and prints a grid that is not a solution. nonet prints the true one.)

use nonet::Grid;
use nonet::format::{GridStyle, write_grid};

/// How one puzzle's run ended, as the report words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Solved in this many iterations (the algorithm's own counter).
    Solved { solution: Grid, iterations: u64 },
    /// No solution, and the algorithm prints nothing about it (brute force).
    Silent,
    /// `No solution found` (DLX, CP).
    NoSolution,
    /// CP's propagation before any search met a contradiction.
    ContradictionBeforeSearch,
}

/// The report of one puzzle: the frame, then its ending.
pub fn report(path: &str, puzzle: &Grid, ending: &Ending) -> String {
    let rows = write_grid(puzzle, GridStyle::Matrix);
    let mut out = format!("{}\n{rows}\nPuzzle:\n{rows}", shown_path(path));
    match ending {
        Ending::Solved {
            solution,
            iterations,
        } => {
            out.push_str("\nPuzzle:\n");
            out.push_str(&write_grid(solution, GridStyle::Matrix));
            out.push_str(&format!("\nSolved in Iterations={iterations}\n\n"));
        }
        Ending::Silent => {}
        Ending::NoSolution => out.push_str("\nNo solution found\n"),
        Ending::ContradictionBeforeSearch => {
            out.push_str("\nNo solution found (contradiction during initial propagation)\n")
        }
    }
    out
}

/// The run's closing line: `Seconds to process S.SSS`, three decimals as C's `%.3f`.
pub fn seconds_line(seconds: f64) -> String {
    format!("Seconds to process {seconds:.3}\n")
}

/// Where the references' runner keeps the matrices in its container.
const SUITE_MATRICES: &str = "/app/Matrices/";

/// The path as the references print it. The benchmark's runner calls each solver on
/// `/app/Matrices/N.matrix`, and every reference prints a path under that folder as
/// `../Matrices/...` (the path of the same file seen from a solver's own folder, the
/// form of the benchmark's reference output); any other path, relative or absolute,
/// is printed as given.
pub fn shown_path(path: &str) -> String {
    match path.strip_prefix(SUITE_MATRICES) {
        Some(rest) => format!("../Matrices/{rest}"),
        None => path.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix_1() -> Grid {
        "92....584...5....3.83.92...26.854..1..5361.9.1....9...85.2.3.1.41298..3.39...68.."
            .parse()
            .unwrap()
    }

    #[test]
    fn the_suite_path_is_shown_relative() {
        assert_eq!(shown_path("/app/Matrices/1.matrix"), "../Matrices/1.matrix");
        assert_eq!(
            shown_path("/app/Matrices/sub/6.matrix"),
            "../Matrices/sub/6.matrix"
        );
        // Anything else as given: relative paths, other absolute paths, near misses.
        for path in [
            "../Matrices/1.matrix",
            "Matrices/1.matrix",
            "1.matrix",
            "/home/me/Matrices/1.matrix",
            "/app/matrices/1.matrix",
            "/app/Matrices",
            "app/Matrices/1.matrix",
            "<stdin>",
        ] {
            assert_eq!(shown_path(path), path);
        }
    }

    #[test]
    fn endings() {
        let g = matrix_1();
        let frame = report("x.matrix", &g, &Ending::Silent);
        assert!(frame.starts_with("x.matrix\n9 2 0 0 0 0 5 8 4 \n"));
        assert!(frame.ends_with("\nPuzzle:\n9 2 0 0 0 0 5 8 4 \n0 0 0 5 0 0 0 0 3 \n0 8 3 0 9 2 0 0 0 \n2 6 0 8 5 4 0 0 1 \n0 0 5 3 6 1 0 9 0 \n1 0 0 0 0 9 0 0 0 \n8 5 0 2 0 3 0 1 0 \n4 1 2 9 8 0 0 3 0 \n3 9 0 0 0 6 8 0 0 \n"));
        assert_eq!(frame.matches("Puzzle:").count(), 1);
        assert_eq!(
            report("x.matrix", &g, &Ending::NoSolution),
            format!("{frame}\nNo solution found\n")
        );
        assert_eq!(
            report("x.matrix", &g, &Ending::ContradictionBeforeSearch),
            format!("{frame}\nNo solution found (contradiction during initial propagation)\n")
        );
        let solved = report(
            "x.matrix",
            &g,
            &Ending::Solved {
                solution: g,
                iterations: 12,
            },
        );
        assert!(solved.starts_with(&frame));
        assert!(solved.ends_with("\nSolved in Iterations=12\n\n"));
    }

    #[test]
    fn seconds_line_has_three_decimals() {
        assert_eq!(seconds_line(0.0), "Seconds to process 0.000\n");
        assert_eq!(seconds_line(0.0104), "Seconds to process 0.010\n");
        assert_eq!(seconds_line(12.34567), "Seconds to process 12.346\n");
    }
}
