//! The README's library example, compiled and run: the text between the markers below
//! must be the README's `rust` block, word for word (a test checks it).

mod common;

mod example {
    // README example begins
    use nonet::format::{GridStyle, PuzzleReader, write_grid};
    use nonet::{Grid, SolveStatus, Solver};

    fn main() -> Result<(), nonet::format::ParseError> {
        let puzzle: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()?;

        // The default solver stops at a second solution: a uniqueness check. Every solver
        // entry point takes a `Puzzle` (givens plus rules); a `Grid` converts into a classic one.
        let result = Solver::new().solve(&puzzle.into());
        assert_eq!(result.status, SolveStatus::Unique);
        let solution = result.solution.expect("a unique puzzle has its solution");
        assert!(solution.solves(&puzzle));
        print!("{}", write_grid(&solution, GridStyle::Boxed));

        // A text of puzzles: each one's format is detected, and a bad puzzle does not stop
        // the rest.
        let text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
                    53..7....6..195....98...\n";
        for entry in PuzzleReader::read_text(text) {
            match entry.puzzle {
                Ok(read) => println!("{} givens", read.givens().filled_count()),
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
    let code = common::example_code(include_str!("readme.rs"), "README example");
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

/// The README's human-logic example, compiled and run.
mod logic_example {
    // README logic example begins
    use nonet::logic::{Ladder, Technique, explain, hint};
    use nonet::rules::Puzzle;

    fn main() -> Result<(), Box<dyn std::error::Error>> {
        let puzzle = Puzzle::classic(
            "........1.....2.....3....45......2...1..5....6..7..8......13...7.......38.....6.."
                .parse()?,
        );

        // The next step of the standard ladder: the whole deduction and its sentence.
        let step = hint(&puzzle)?.expect("a proper puzzle that is not full has a next step");
        assert_eq!(step.technique, Technique::HiddenSingle);
        println!("{}", step.explanation()); // Hidden Single on 2 in box 3: r1c8=2
        for p in &step.placements {
            println!("place {} in {}", p.digit, p.cell); // place 2 in r1c8
        }

        // The whole path, by logic alone (no backtracking step).
        let path = explain(&puzzle, &Ladder::logic_only())?;
        assert!(path.solved);
        assert_eq!(path.end.to_grid(), path.solution);
        let hardest = path.hardest().expect("an unsolved puzzle takes steps");
        println!("{} steps, hardest: {hardest}", path.steps.len());

        // Singles alone get stuck on this one: the path ends unsolved.
        let singles = [
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
        ];
        let stuck = explain(&puzzle, &Ladder::only(singles))?;
        assert!(!stuck.solved);

        // A variant goes through the same calls, and its steps name the groups of its own
        // topology: here an X-Sudoku, whose two long diagonals hold every digit once.
        let x = nonet::format::iss::parse(
            ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3\
             ~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
        )?;
        let path = explain(&x, &Ladder::standard())?;
        for step in &path.steps {
            println!("{}", step.explanation_in(&x.rules.topology()));
        }
        Ok(())
    }
    // README logic example ends

    #[test]
    fn runs() {
        main().unwrap();
    }
}

/// The README shows the human-logic example exactly as above, in a `rust` block.
#[test]
fn readme_shows_the_tested_logic_example() {
    let code = common::example_code(include_str!("readme.rs"), "README logic example");
    assert!(
        common::readme_shows(&code),
        "README.md has no rust block equal to tests/readme.rs's logic example"
    );
}
