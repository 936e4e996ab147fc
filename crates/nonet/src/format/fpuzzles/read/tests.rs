//! The f-puzzles reader on small puzzles: each key, and the errors that name it.

use super::*;
use crate::rules::{Outside, Side};

fn empty_grid() -> String {
    let row = format!("[{}]", ["{}"; 9].join(","));
    format!("[{}]", vec![row; 9].join(","))
}

fn with(extra: &str) -> String {
    format!(r#"{{"size":9,"grid":{}{extra}}}"#, empty_grid())
}

fn err(extra: &str) -> String {
    parse(&with(extra)).unwrap_err().to_string()
}

#[test]
fn reads_every_key_shape() {
    let p = parse(&with(
        r#","diagonal+":true,"antiknight":true,"negative":["ratio","xv"],
        "killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R9C9"]}],
        "littlekillersum":[{"cell":"R0C1","direction":"DR","value":"45"},{"cell":"R0C3","direction":"DL","value":""}],
        "arrow":[{"lines":[["R5C5","R5C6","R5C7"],["R5C5","R6C5"]],"cells":["R5C5"]}],
        "whispers":[{"lines":[["R2C1","R2C2"]],"value":"4"}],
        "ratio":[{"cells":["R3C1","R3C2"]}],"xv":[{"cells":["R4C1","R4C2"],"value":"V"}],
        "odd":[{"cell":"R7C7"}],"quadruple":[{"cells":["R8C1","R8C2","R9C1","R9C2"],"values":[1,1]}],
        "sandwichsum":[{"cell":"R4C10","value":"0"}],"skyscraper":[{"cell":"R10C2","value":"3"}]"#,
    ))
    .unwrap();
    let names: Vec<&str> = p.rules.constraints().iter().map(|c| c.name()).collect();
    assert_eq!(
        names,
        [
            "diagonal",
            "anti-knight",
            "kropki negative rule",
            "XV negative rule",
            "killer cage",
            "killer cage",
            "little killer",
            "arrow",
            "arrow",
            "whisper line",
            "kropki dot",
            "XV sign",
            "even/odd cell",
            "quadruple",
            "sandwich clue",
            "skyscraper clue"
        ]
    );
    assert_eq!(
        p.rules.constraints()[6],
        Constraint::LittleKiller(LittleKiller {
            start: Cell::from_index(1),
            step: DiagonalStep::DownRight,
            total: 45
        })
    );
    assert_eq!(
        p.rules.constraints()[14],
        Constraint::Sandwich(Sandwich {
            clue: Outside {
                side: Side::Right,
                index: 3
            },
            total: 0
        })
    );
}

#[test]
fn unknown_and_unsupported_keys_are_named() {
    assert_eq!(
        err(r#","teleport":[{"cells":["R1C1","R9C9"]}]"#),
        r#""teleport" [{"cells":["R1C1","R9C9"]}]: unknown f-puzzles constraint: nonet does not read it"#
    );
    assert_eq!(
        err(r#","clone":[{"cells":["R1C1"],"cloneCells":["R9C9"]}]"#),
        r#""clone" [{"cells":["R1C1"],"cloneCells":["R9C9"]}]: not supported: clones"#
    );
    // Empty and cosmetic keys carry nothing.
    assert!(
        parse(&with(
            r#","clone":[],"minimum":null,"text":[{"cells":["R1C1"],"value":"hi"}]"#
        ))
        .is_ok()
    );
}

#[test]
fn bad_input_says_where() {
    assert_eq!(
        err(r#","killercage":[{"cells":["R1C1"],"value":"3"},{"cells":["R1C2","R10C2"]}]"#),
        r#""killercage" entry 2 {"cells":["R1C2","R10C2"]}: `R10C2` is not a cell of the grid (R1C1 .. R9C9)"#
    );
    assert_eq!(
        err(r#","thermometer":[{"lines":[["R1C1","R1C2","R1C1"]]}]"#),
        r#""thermometer" entry 1 {"lines":[["R1C1","R1C2","R1C1"]]}: thermometer from r1c1: visits r1c1 twice: digits rise along a thermometer, so it cannot come back to a cell"#
    );
    assert_eq!(
        err(r#","renban":[{"lines":[]}]"#),
        r#""renban" entry 1 {"lines":[]}: renban line: needs at least 2 cells, found 0"#
    );
    let six = with("").replacen(r#""size":9"#, r#""size":6"#, 1);
    assert_eq!(
        parse(&six).unwrap_err().to_string().split(": ").last(),
        Some("grids other than 9x9")
    );
    // A key given twice: serde_json would keep the second and drop the first.
    let twice = err(r#","killercage":[{"cells":["R1C1","R1C2"],"value":"3"}],"killercage":[]"#);
    assert!(
        twice.starts_with("key \"killercage\" is given twice at line 1 column "),
        "{twice}"
    );
    assert!(
        parse("{\"size\":9")
            .unwrap_err()
            .to_string()
            .starts_with("not valid JSON")
    );
}

#[test]
fn pencil_marks_that_restrict_candidates() {
    let mut grid: Vec<Vec<String>> = vec![vec!["{}".to_string(); 9]; 9];
    grid[0][0] = r#"{"givenPencilMarks":[2,4,6,8]}"#.to_string();
    grid[0][1] = r#"{"value":3,"given":true,"givenPencilMarks":[1,2,3]}"#.to_string();
    grid[0][2] = r#"{"givenPencilMarks":[7]}"#.to_string();
    let text = |g: &Vec<Vec<String>>| {
        let rows: Vec<String> = g.iter().map(|r| format!("[{}]", r.join(","))).collect();
        format!(r#"{{"size":9,"grid":[{}]}}"#, rows.join(","))
    };
    let p = parse(&text(&grid)).unwrap();
    assert_eq!(
        p.rules.constraints(),
        &[Constraint::EvenOdd(EvenOdd {
            cell: Cell::from_index(0),
            parity: Parity::Even
        })]
    );
    assert_eq!(p.givens.get(Cell::from_index(2)).map(Digit::get), Some(7));
    // Any other set is a cell's given candidates, after every key's constraints.
    grid[4][4] = r#"{"givenPencilMarks":[4,1,2]}"#.to_string();
    let p = parse(&text(&grid)).unwrap();
    assert_eq!(
        p.rules.constraints()[1],
        Constraint::Candidates(GivenCandidates {
            cell: Cell::from_index(40),
            digits: [1, 2, 4]
                .into_iter()
                .filter_map(Digit::new)
                .collect::<Candidates>(),
        })
    );
}
