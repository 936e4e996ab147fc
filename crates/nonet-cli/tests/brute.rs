//! `nonet brute`, the cross-language benchmark's command: each algorithm prints its C
//! reference's output byte for byte, its iteration counts, its endings without a
//! solution, and the paths it was given.

use std::path::PathBuf;
use std::process::Command;

mod common;
use common::{MANY, MATRIX_1, fixtures, nonet};

/// Runs `nonet brute --algo ALGO ../Matrices/N.matrix` for each `N` as the benchmark's
/// reference outputs were made: from a folder beside `Matrices/`. Returns each stdout
/// with its closing time set to 0.000, after checking that it had three decimals.
fn brute_as_the_benchmark_runs_it(algo: &str, matrices: &[u32]) -> Vec<String> {
    // Tests run in parallel: each call gets its own folder.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let root =
        std::env::temp_dir().join(format!("nonet-brute-{algo}-{}-{call}", std::process::id()));
    let (dir, run) = (root.join("Matrices"), root.join("run"));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::create_dir_all(&run).unwrap();
    let library_matrices =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../nonet/tests/fixtures/matrices");
    let mut outputs = Vec::new();
    for n in matrices {
        let name = format!("{n}.matrix");
        std::fs::copy(library_matrices.join(&name), dir.join(&name)).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_nonet"))
            .args(["brute", "--algo", algo, &format!("../Matrices/{name}")])
            .current_dir(&run)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{algo} {name}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        let (body, seconds) = stdout.rsplit_once("Seconds to process ").unwrap();
        let seconds = seconds.strip_suffix('\n').unwrap();
        assert!(
            seconds.len() == 5 && seconds.parse::<f64>().is_ok(),
            "{seconds}"
        );
        outputs.push(format!("{body}Seconds to process 0.000\n"));
    }
    std::fs::remove_dir_all(&root).unwrap();
    outputs
}

/// Each algorithm prints its C reference's output byte for byte (up to the timing) on
/// the benchmark's matrices 1, 2 and 5: `fixtures/reference_output/` says where each
/// golden file comes from.
#[test]
fn brute_prints_the_reference_output_of_each_algorithm() {
    let golden = |algo: &str, n: u32| {
        std::fs::read_to_string(fixtures().join(format!("reference_output/{algo}/{n}.matrix.out")))
            .unwrap()
    };
    for algo in ["brute", "dlx", "cp"] {
        let outputs = brute_as_the_benchmark_runs_it(algo, &[1, 2, 5]);
        for (out, n) in outputs.iter().zip([1, 2, 5]) {
            assert_eq!(*out, golden(algo, n), "{algo} on matrix {n}");
        }
    }
}

/// The iteration counts of the three algorithms on the committed matrices are the C
/// references' fingerprints; the rest of the output is the same for all three.
#[test]
fn brute_iteration_counts_of_each_algorithm() {
    let expected = [
        ("brute", [656, 439_269, 445_778]),
        ("dlx", [43, 111, 1_472]),
        ("cp", [67, 87_180, 31_430]),
    ];
    let mut bodies = Vec::new();
    for (algo, counts) in expected {
        let outputs = brute_as_the_benchmark_runs_it(algo, &[1, 2, 5]);
        for (out, n) in outputs.iter().zip(counts) {
            let line = format!("\nSolved in Iterations={n}\n\n");
            assert_eq!(out.matches("Solved in Iterations=").count(), 1, "{algo}");
            assert!(out.contains(&line), "{algo}: {out}");
            bodies.push(out.replace(&line, "\nSolved in Iterations=N\n\n"));
        }
    }
    assert!(bodies.chunks(3).all(|c| c == &bodies[..3]));
}

/// The path rule: the suite's `/app/Matrices/N.matrix` is printed as
/// `../Matrices/N.matrix` (tested on the report itself, since `/app` is not ours to
/// write); every other path is printed as given, relative or absolute.
#[test]
fn brute_prints_other_paths_as_given() {
    let absolute = fixtures().join(MATRIX_1);
    let dotted = format!("./{MATRIX_1}");
    let absolute = absolute.to_str().unwrap();
    for algo in ["brute", "dlx", "cp"] {
        for path in [MATRIX_1, &dotted, absolute] {
            let r = nonet(&["brute", "--algo", algo, path], "");
            assert_eq!(r.code, 0);
            assert!(
                r.stdout
                    .starts_with(&format!("{path}\n9 2 0 0 0 0 5 8 4 \n")),
                "{algo} {path}: {}",
                r.stdout
            );
        }
    }
}

/// How each algorithm ends a puzzle without a solution, as its reference does: r1c9
/// can only be 9, which r2c9 holds.
#[test]
fn brute_unsolvable_endings() {
    let puzzle =
        "12345678.........9...............................................................";
    let frame_end = "\nPuzzle:\n1 2 3 4 5 6 7 8 0 \n0 0 0 0 0 0 0 0 9 \n";
    let cases = [
        ("brute", ""),
        ("dlx", "\nNo solution found\n"),
        (
            "cp",
            "\nNo solution found (contradiction during initial propagation)\n",
        ),
    ];
    for (algo, ending) in cases {
        let r = nonet(&["brute", "--algo", algo, "-"], puzzle);
        assert_eq!(r.code, 1, "{algo}");
        let body = r.stdout.rsplit_once("Seconds to process ").unwrap().0;
        assert!(!body.contains("Iterations"), "{algo}");
        assert!(
            body.ends_with(&format!("0 0 0 0 0 0 0 0 0 \n{ending}")),
            "{algo}: {body}"
        );
        assert!(body.contains(frame_end), "{algo}");
    }
    // A search that runs out of options: DLX and CP both say `No solution found`.
    let exhausted =
        "2.......1.......23..4.56.........2....7..4....1....6......3.......2...7.5.6.....8";
    for algo in ["dlx", "cp"] {
        let r = nonet(&["brute", "--algo", algo, exhausted], "");
        assert_eq!(r.code, 1, "{algo}");
        assert!(
            r.stdout
                .contains("5 0 6 0 0 0 0 0 8 \n\nNo solution found\nSeconds to process "),
            "{algo}: {}",
            r.stdout
        );
    }
    let r = nonet(&["brute", "--algo", "norvig", MATRIX_1], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("[possible values: brute, dlx, cp]"),
        "{}",
        r.stderr
    );
}

#[test]
fn brute_over_several_files() {
    let matrix1 =
        "92....584...5....3.83.92...26.854..1..5361.9.1....9...85.2.3.1.41298..3.39...68..";
    let stdin = format!("{matrix1}\n{}\n{MANY}\n", &MANY[..70]);
    let r = nonet(&["brute", MATRIX_1, "-"], &stdin);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout.matches("Solved in Iterations=656\n").count(), 2);
    assert_eq!(r.stdout.matches("Solved in Iterations=").count(), 3);
    assert_eq!(r.stdout.matches("\nSeconds to process ").count(), 1);
    assert!(
        r.stdout
            .starts_with(&format!("{MATRIX_1}\n9 2 0 0 0 0 5 8 4 \n"))
    );
    assert!(r.stdout.contains("\n<stdin>\n9 2 0 0 0 0 5 8 4 \n"));
    assert_eq!(
        r.stderr,
        "<stdin>:2: too few cells: found 70, expected 81\n"
    );
    let r = nonet(&["brute"], "");
    assert_eq!(r.code, 2, "a file is required");
}
