//! The README's library example, compiled and run: the text between the markers below
//! must be the README's `rust` block, word for word (a test checks it).

mod example {
    // README example begins
    use nonet::format::{GridStyle, parse_puzzles, write_grid};
    use nonet::{Grid, SolveStatus, Solver};

    fn main() -> Result<(), nonet::format::ParseError> {
        let puzzle: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()?;

        // The default solver stops at a second solution: a uniqueness check.
        let result = Solver::new().solve(&puzzle);
        assert_eq!(result.status, SolveStatus::Unique);
        let solution = result.solution.expect("a unique puzzle has its solution");
        assert!(solution.solves(&puzzle));
        print!("{}", write_grid(&solution, GridStyle::Boxed));

        // A text of puzzles: the form is detected, and a bad puzzle does not stop the rest.
        let text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
                    53..7....6..195....98...\n";
        for puzzle in parse_puzzles(text) {
            match puzzle {
                Ok(grid) => println!("{} givens", grid.filled_count()),
                Err(e) => println!("{e}"), // line 2: too few cells: found 24, expected 81
            }
        }
        Ok(())
    }
    // README example ends

    #[test]
    fn runs() {
        main().unwrap();
    }
}

/// The README shows exactly the code above.
#[test]
fn readme_shows_the_tested_example() {
    let source = include_str!("readme.rs");
    let begin = source.find("// README example begins\n").unwrap();
    let end = source.find("    // README example ends").unwrap();
    let code: String = source[begin..end]
        .lines()
        .skip(1)
        .map(|l| l.strip_prefix("    ").unwrap_or(l))
        .map(|l| format!("{l}\n"))
        .collect();

    let readme = include_str!("../../../README.md");
    let block = readme
        .split("```rust\n")
        .nth(1)
        .and_then(|rest| rest.split("```\n").next())
        .expect("the README has a rust block");
    assert_eq!(
        block, code,
        "README.md's example differs from tests/readme.rs"
    );
}
