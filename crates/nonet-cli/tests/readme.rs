//! The README's examples run as written: every `nonet` command of its `console` blocks
//! is run from the repository root (with `nonet` on the PATH, as the README's install
//! note sets it up) and must print what the README shows under it, stderr interleaved as
//! the README shows it, and exit as `echo $?` says where it says so. Only the figures
//! that are times (`elapsed_us=`, a batch summary's time and rate, `Seconds to process`)
//! are not compared.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One `$ command` of a console block, with the lines the README shows under it.
#[derive(Debug)]
struct Example {
    /// Line of the README where the command stands (1-based), for messages.
    line: usize,
    command: String,
    output: Vec<String>,
}

fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `$ ` line of the README's `console` blocks, with its output lines.
fn examples(readme: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for (i, line) in readme.lines().enumerate() {
        if !in_console {
            in_console = line.trim_end() == "```console";
            continue;
        }
        if line.starts_with("```") {
            in_console = false;
        } else if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example {
                line: i + 1,
                command: command.to_string(),
                output: Vec::new(),
            });
        } else if let Some(last) = examples.last_mut() {
            last.output.push(line.to_string());
        }
    }
    examples
}

/// Whether the example runs `nonet` on shipped files or on its own arguments (and not
/// cargo, git or a compiler, which this test does not run).
fn runs_nonet(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    let nonet = words.first() == Some(&"nonet") || command.contains("| nonet ");
    let other = ["cargo", "git", "gcc", "cd", "for"]
        .iter()
        .any(|tool| words.contains(tool) || command.contains(&format!("({tool} ")));
    nonet && !other
}

/// The text with the figures that are times replaced by `T`.
fn without_times(line: &str) -> String {
    let mut line = line.to_string();
    if let Some(at) = line.find("elapsed_us=") {
        let start = at + "elapsed_us=".len();
        let end = line[start..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(line.len(), |n| start + n);
        line.replace_range(start..end, "T");
    }
    if line.starts_with("Seconds to process ") {
        line = "Seconds to process T".to_string();
    }
    // A batch summary: `nonet: 1 puzzle in 0.000 s (3,548/s, 2 threads): 1 unique`. Its
    // rate is masked only when written as the program writes rates, so a README
    // figure in another style (`6624/s`) does not pass for the program's.
    if line.starts_with("nonet: ")
        && let (Some(from), Some(to)) = (line.find(" in "), line.find("): "))
        && from < to
        && line[from..to]
            .split_once('(')
            .and_then(|(_, rest)| rest.split_once("/s"))
            .is_some_and(|(rate, _)| written_as_the_program_writes(rate))
    {
        line.replace_range(from + 4..to + 1, "T");
    }
    line
}

/// Whether a rate is in the program's style: `6,624` (thousands separated from 10
/// up) or `6.25` (two decimals below 10).
fn written_as_the_program_writes(rate: &str) -> bool {
    if let Some((units, hundredths)) = rate.split_once('.') {
        return units.len() == 1
            && hundredths.len() == 2
            && rate.bytes().filter(u8::is_ascii_digit).count() == 3;
    }
    let groups: Vec<&str> = rate.split(',').collect();
    let all_digits = |g: &str| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit());
    groups.iter().all(|g| all_digits(g))
        && groups[0].len() <= 3
        && groups[1..].iter().all(|g| g.len() == 3)
        && !(groups.len() == 1 && groups[0].len() == 1)
}

/// A folder holding `nonet`, a link to the binary under test.
fn nonet_on_path() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("readme-path");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("nonet");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_nonet"), &link).unwrap();
    dir
}

#[test]
fn the_readme_examples_run_as_written() {
    let readme = std::fs::read_to_string(repository_root().join("README.md")).unwrap();
    let examples = examples(&readme);
    let path = format!(
        "{}:{}",
        nonet_on_path().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    let mut wrong = Vec::new();
    let mut last_status: Option<(usize, i32)> = None;
    for example in &examples {
        if example.command == "echo $?" {
            let (line, status) = last_status
                .unwrap_or_else(|| panic!("README:{}: `echo $?` after no command", example.line));
            if example.output != [status.to_string()] {
                wrong.push(format!(
                    "README:{}: the command on line {line} exits {status}",
                    example.line
                ));
            }
            continue;
        }
        if !runs_nonet(&example.command) {
            last_status = None;
            continue;
        }
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!("{{ {}\n}} 2>&1", example.command))
            .current_dir(repository_root())
            .env("PATH", &path)
            .output()
            .unwrap();
        let printed = String::from_utf8(out.stdout).unwrap();
        let printed: Vec<String> = printed.lines().map(without_times).collect();
        let shown: Vec<String> = example.output.iter().map(|l| without_times(l)).collect();
        if printed != shown {
            wrong.push(format!(
                "README:{}: `{}` prints\n{}\nwhere the README shows\n{}",
                example.line,
                example.command,
                printed.join("\n"),
                shown.join("\n")
            ));
        }
        last_status = Some((example.line, out.status.code().expect("exited")));
        ran += 1;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
    assert!(ran >= 30, "only {ran} of the README's commands ran");
}

#[test]
fn the_parts_of_this_test_do_what_they_say() {
    let readme = "text\n```console\n$ nonet count x\n1\n$ echo $?\n0\n```\n$ nonet no\n\
                  ```console\n$ cargo run -p nonet-bench -- paths x\n```\n";
    let found = examples(readme);
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(found[0].command, "nonet count x");
    assert_eq!(found[0].output, ["1"]);
    assert_eq!(found[1].output, ["0"]);
    assert!(runs_nonet("nonet count x"));
    assert!(runs_nonet("yes P | nonet count | head -1"));
    assert!(!runs_nonet(&found[2].command));
    assert!(!runs_nonet("(cd ../SudokuSolver && gcc -O3 -o x x.c)"));
    assert_eq!(
        without_times("1\tnodes=1 elapsed_us=93 x"),
        without_times("1\tnodes=1 elapsed_us=9 x")
    );
    assert_ne!(
        without_times("1\tnodes=2 elapsed_us=93"),
        without_times("1\tnodes=1 elapsed_us=93")
    );
    assert_eq!(
        without_times("nonet: 1 puzzle in 0.000 s (3,548/s, 2 threads): 1 unique"),
        "nonet: 1 puzzle in T: 1 unique"
    );
    assert_ne!(
        without_times("nonet: 1 puzzle in 0.000 s (6624/s, 2 threads): 1 unique"),
        "nonet: 1 puzzle in T: 1 unique",
        "the program writes 6,624/s"
    );
    assert_eq!(
        without_times("nonet: 3 puzzles in 0.500 s (6.00/s, 1 thread): 3 unique"),
        "nonet: 3 puzzles in T: 3 unique"
    );
    assert_eq!(
        without_times("Seconds to process 0.012"),
        "Seconds to process T"
    );
}
