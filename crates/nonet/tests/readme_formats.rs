//! The README's variant formats example, compiled and run: the text between the markers
//! below must be one of the README's `rust` blocks, word for word (a test checks it).

mod common;

mod example {
    // README formats example begins
    use nonet::format::{PuzzleReader, apply_rules_list, fpuzzles, iss, read_puzzle};
    use nonet::rules::Puzzle;

    fn main() -> Result<(), Box<dyn std::error::Error>> {
        // An ISS constraint string, written back as an f-puzzles link.
        let thermo = iss::parse(".AntiKnight.Thermo~R1C1~R1C2~R1C3.~R5C5_7")?;
        let link = fpuzzles::write_link(&thermo, &fpuzzles::Metadata::default())?;
        println!("{link}");

        // One text, any formats: each line's is detected, and a bad puzzle gets an error
        // naming its line and constraint while the rest are read.
        let text = format!(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
             {link}\n\
             .Cage~50~R1C1~R1C2\n"
        );
        for entry in PuzzleReader::read_text(&text) {
            match entry.puzzle {
                Ok(read) => println!(
                    "line {}: {:?}, {} constraints",
                    entry.line,
                    entry.format,
                    read.to_puzzle().rules.constraints().len()
                ),
                Err(e) => println!("{e}"),
            }
        }

        // Classic givens with simple kinds added, as `--rules x,anti-knight` will.
        let (classic, _, _) = read_puzzle(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        )?;
        let x: Puzzle = apply_rules_list(classic, "x,anti-knight")?;
        println!("{}", iss::write(&x)?);
        Ok(())
    }
    // README formats example ends

    #[test]
    fn runs() {
        main().unwrap();
    }
}

/// The README shows exactly the code above.
#[test]
fn readme_shows_the_tested_example() {
    let code = common::example_code(include_str!("readme_formats.rs"), "README formats example");
    assert!(
        common::readme_shows(&code),
        "README.md does not show tests/readme_formats.rs's example"
    );
}
