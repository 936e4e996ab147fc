//! Pencil-mark grids (issue 20, item 4): HoDoKu's PM grid and Sudoku Explainer's
//! candidate grid read as ONE position mid-solve, which `hint`, `explain` and `rate`
//! take from its candidates as given; before, each line of such a grid was its own
//! `invalid` record.

mod common;
use common::nonet;
use serde_json::Value;

/// The HoDoKu PM grid of `fixtures/pencil_hodoku.txt`: its filled cells as a line.
const HODOKU_GIVENS: &str =
    ".127.346..76.413.29342687516413.25.73.7..61242.5174.3645.63721.16.425.73723819645";

/// The Enjoy Sudoku Players Forum's "BUG type 3 with SE 6.1" position, in Sudoku
/// Explainer's candidate form (puzzle `..8...3.....5.4...4....1..2.19...85..........53...
/// 62.1..4.8..7...9.6.....7...9..`).
const SE_FORUM: &str = "\
5     2 8 | (6,7)   (6,9)   (7,9) | 3 4 1
9     3 1 | 5       2       4     | 7 8 6
4     7 6 | 3       8       1     | 5 9 2
(2,7) 1 9 | (2,6,7) (4,6)   (2,3) | 8 5 (3,4)
(2,8) 6 4 | (2,8)   (5,9)   (3,5) | 1 7 (3,9)
(7,8) 5 3 | (1,7,8) (1,4,9) (7,9) | 6 2 (4,9)
1     9 5 | 4       3       8     | 2 6 7
3     8 2 | 9       7       6     | 4 1 5
6     4 7 | (1,2)   (1,5)   (2,5) | 9 3 8
";

/// The fixture's text.
fn hodoku() -> String {
    std::fs::read_to_string(common::fixtures().join("pencil_hodoku.txt")).unwrap()
}

/// The solution `nonet solve` finds for a position (its filled cells under its
/// candidates as given-candidates rules).
fn solution(stdin: &str) -> String {
    let run = nonet(&["solve"], stdin);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout.trim().to_string()
}

#[test]
fn a_hodoku_pm_grid_file_is_one_position_for_hint() {
    let run = nonet(&["hint", "pencil_hodoku.txt"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    let lines = run.lines();
    assert_eq!(lines[0], HODOKU_GIVENS);
    assert!(lines[1].starts_with("position:"), "{}", run.stdout);
    assert!(lines[2].starts_with("technique:"), "{}", run.stdout);
    assert_eq!(lines.len(), 6, "one record: {}", run.stdout);
}

#[test]
fn explain_on_a_position_solves_it_and_every_step_is_sound() {
    let run = nonet(&["explain", "--format", "json", "pencil_hodoku.txt"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let records = run.json();
    assert_eq!(records.len(), 1);
    let record = &records[0];
    assert_eq!(record["puzzle"], HODOKU_GIVENS);
    assert_eq!(record["solved"], true);
    let solution: Vec<u8> = solution(&hodoku()).bytes().collect();
    let at = |c: &Value| {
        let name = c["cell"].as_str().unwrap().as_bytes();
        let (r, col) = (name[1] - b'1', name[3] - b'1');
        solution[usize::from(r) * 9 + usize::from(col)]
    };
    let digit = |c: &Value| b'0' + c["digit"].as_u64().unwrap() as u8;
    let steps = record["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    for step in steps {
        for p in step["placements"].as_array().unwrap() {
            assert_eq!(at(p), digit(p), "{step}");
        }
        for e in step["eliminations"].as_array().unwrap() {
            assert_ne!(at(e), digit(e), "{step}");
        }
    }
    // The record reads back as the position: the same path from it.
    let again = nonet(&["explain", "--format", "json"], &run.stdout);
    assert_eq!(again.json()[0]["steps"], record["steps"]);
}

/// SE of a position is Sudoku Explainer's rating from its candidates, as
/// SukakuExplainer gives it: the BUG+1 rates 5.6 (the 17-clue puzzle's own ER), the
/// forum's BUG type 3 rates the 6.1 its title gives. The logic score and dig-hole levels
/// are defined on givens only and are said to be unrated.
#[test]
fn rate_gives_se_and_tier_from_the_candidates_and_not_the_givens_only_scales() {
    let run = nonet(&["rate", "pencil_hodoku.txt"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.lines(),
        [format!("{HODOKU_GIVENS} 5.6/5.6/5.6 expert logic:unrated dig-hole:unrated").as_str()]
    );
    let run = nonet(&["rate", "--format", "json", "-"], SE_FORUM);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let record = &run.json()[0];
    assert_eq!(record["se"]["er"], 6.1);
    assert_eq!(record["se"]["ed"], 6.1);
    assert!(record.get("logic").is_none() && record.get("dig_hole").is_none());
    for scale in ["logic", "dig_hole"] {
        let why = record["unrated"][scale].as_str().unwrap();
        assert!(why.contains("givens"), "{why}");
    }
    assert!(record["rules"]["constraints"].as_array().unwrap().len() > 10);
}

#[test]
fn an_se_candidate_grid_on_stdin_is_one_position() {
    for command in ["hint", "explain"] {
        let run = nonet(&[command, "--format", "json"], SE_FORUM);
        assert_eq!(run.code, 0, "{command}: {}", run.stderr);
        let records = run.json();
        assert_eq!(records.len(), 1, "{command}: {}", run.stdout);
        assert!(!records[0]["steps"].as_array().unwrap().is_empty());
    }
    // Given on the command line, it reads the same.
    let arg = nonet(&["hint", SE_FORUM], "");
    let stdin = nonet(&["hint"], SE_FORUM);
    assert_eq!((arg.code, &arg.stdout), (0, &stdin.stdout));
}

/// A wrong elimination (r5c5 keeps only 5: the BUG's 9 is gone) leaves no solution;
/// too few (rows 4 to 9 with every digit open) leave several. Each is an error that
/// says so, exit status 1, once.
#[test]
fn wrong_or_too_few_marks_are_errors_that_say_so() {
    let wrong = hodoku().replacen(" 589", " 5  ", 1);
    for command in ["hint", "explain", "rate"] {
        let run = nonet(&[command, "-"], &wrong);
        assert_eq!(run.code, 1, "{command}: {}", run.stdout);
        assert_eq!(
            run.stdout
                .matches("the position has no solution: no completion of its filled cells keeps to its candidates")
                .count(),
            1,
            "{command}: {}",
            run.stdout
        );
    }
    let open = "| 123456789 ".repeat(9);
    let top: Vec<&str> = SE_FORUM.lines().take(3).collect();
    let loose = format!("{}\n{}\n", top.join("\n"), [open.as_str(); 6].join("\n"));
    let run = nonet(&["hint", "--format", "json"], &loose);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert_eq!(
        run.json()[0]["error"],
        "the position has more than one solution that keeps to its candidates"
    );
}

/// A grid that cannot be read is one error naming its line, not one per line.
#[test]
fn a_broken_grid_is_one_error_naming_the_line() {
    let bad = hodoku().replacen(" 589", " 5x9", 1);
    let run = nonet(&["hint", "-"], &bad);
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert_eq!(run.stdout, "invalid\n");
    assert_eq!(
        run.stderr.trim(),
        "<stdin>:4: pencil marks: bad character 'x' at line 10, column 25"
    );
    let short: String = hodoku().lines().take(9).map(|l| format!("{l}\n")).collect();
    let run = nonet(&["rate", "-"], &short);
    assert_eq!(
        run.stderr.trim(),
        "<stdin>:4: pencil marks: 36 cells, expected 81"
    );
}
