//! The words match the program: the help of every command, and the README, say what the
//! program does, in words that need nothing but themselves.

mod common;
use common::nonet;

/// Every command line that has a help page: the top level and each (sub)command.
const PAGES: &[&[&str]] = &[
    &[],
    &["solve"],
    &["count"],
    &["brute"],
    &["hint"],
    &["explain"],
    &["techniques"],
    &["generate"],
    &["id"],
    &["id", "decode"],
    &["rate"],
    &["draw"],
];

fn help(page: &[&str]) -> String {
    let mut args = page.to_vec();
    args.push("--help");
    let r = nonet(&args, "");
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    r.stdout
}

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap()
}

/// The project's specification documents go by numbers ("seed 003") that nobody outside
/// it knows: help says what a thing is instead.
#[test]
fn no_help_page_names_a_document_by_its_number() {
    for page in PAGES {
        let text = help(page).to_lowercase();
        for number in ["seed 00", "seed00", "seed_00"] {
            assert!(!text.contains(number), "{page:?} --help: {text}");
        }
    }
    assert!(
        !readme().to_lowercase().contains("seed 00"),
        "the README names no document by its number"
    );
}

/// The registry holds 75 human techniques, 29 constraint techniques for variants and the
/// backtracking step: the README and the help count them so, never as one number.
#[test]
fn the_technique_count_is_75_and_a_backtracking_step() {
    let listed = nonet(&["techniques", "--format", "json"], "").json();
    let constraint = listed.iter().filter(|t| t["variants_only"] == true).count();
    let human = listed
        .iter()
        .filter(|t| t["slug"] != "backtracking" && t["variants_only"] == false)
        .count();
    assert_eq!(
        human + constraint + 1,
        listed.len(),
        "backtracking is listed once"
    );
    assert_eq!(constraint, 29, "the README and help below say 29");
    assert!(readme().contains("29 more for the constraints of variant puzzles"));
    assert!(help(&["techniques"]).contains("29\nconstraint techniques"));
    assert_eq!(listed.last().unwrap()["slug"], "backtracking");
    let words = format!("{human} human techniques");
    assert_eq!(human, 75, "the README and help below say 75");
    let readme = readme();
    assert!(readme.contains(&words), "README: {words}");
    assert!(
        readme.contains("plus a\nbacktracking step") || readme.contains("plus a backtracking step")
    );
    let techniques = help(&["techniques"]);
    assert!(techniques.contains(&words), "{techniques}");
    for text in [readme.as_str(), techniques.as_str()] {
        assert!(!text.contains(&format!("{} techniques", listed.len())));
        assert!(!text.contains(&format!("{} human techniques", listed.len())));
    }
}

/// The `--format` values of `generate` and `id decode`, and `rate --stats`, are
/// described as what those commands print (they once borrowed `solve`'s words: "81
/// cells, a count, or a word"; `id decode` offered a grid form that printed lines; `rate
/// --stats` promised counters after each result that it never printed).
#[test]
fn each_help_describes_its_own_command() {
    for page in [&["generate"][..], &["rate"], &["solve"], &["count"]] {
        let text = help(page);
        assert!(!text.contains("a count, or a word"), "{page:?}: {text}");
    }
    let decode = help(&["id", "decode"]);
    assert!(
        decode.contains("- text: ") && decode.contains("- json: "),
        "{decode}"
    );
    assert!(
        !decode.contains("- grid: ") && !decode.contains("- line: "),
        "{decode}"
    );
    let text = nonet(&["id", "decode", "2330000001A3"], "");
    assert_eq!(text.code, 0);
    assert!(
        text.stdout.starts_with("id: 2330000001A3\n"),
        "{}",
        text.stdout
    );
    assert_eq!(
        nonet(&["id", "decode", "2330000001A3", "--format", "text"], "").stdout,
        text.stdout
    );
    assert_eq!(
        nonet(&["id", "decode", "2330000001A3", "--format", "grid"], "").code,
        2,
        "there is no grid form of an id"
    );

    let rate = help(&["rate"]);
    let stats = &rate[rate.find("--stats").unwrap()..rate.find("-j, --threads").unwrap()];
    assert!(stats.contains("summary of the batch on stderr"), "{stats}");
    assert!(!stats.contains("after each result"), "{stats}");
    // What it says is what it does: the records are the same, and stderr has a summary.
    let puzzle =
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
    let plain = nonet(&["rate", "--scales", "tier", puzzle], "");
    let with = nonet(&["rate", "--scales", "tier", "--stats", puzzle], "");
    assert_eq!(plain.stdout, with.stdout);
    assert!(
        with.stderr.starts_with("nonet: 1 puzzle in "),
        "{}",
        with.stderr
    );
    assert!(
        with.stderr.trim_end().ends_with(": 1 rated"),
        "{}",
        with.stderr
    );
}

/// The README's "Exit status" block is `nonet --help`'s, word for word: a change to the
/// codes or their wording shows in both or fails here.
#[test]
fn the_readmes_exit_status_is_the_helps() {
    let help = help(&[]);
    let from_help = &help[help.find("Exit status:").expect("help has exit statuses")..];
    let readme = readme();
    let start = readme
        .find("```text\nExit status:")
        .expect("the README shows the exit statuses")
        + "```text\n".len();
    let end = start + readme[start..].find("```").expect("the block ends");
    assert_eq!(readme[start..end].trim_end(), from_help.trim_end());
}
