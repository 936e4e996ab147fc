//! What the batch commands say about a batch: clashing givens in one wording whatever
//! the command, and summaries with plurals and rates as people write them.

mod common;
use common::nonet;

const UNIQUE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
/// UNIQUE with a 4 added at r3c7, where row 3 already has one at r3c1.
const CLASH: &str =
    ".................14....243......3.2...1.4......5....6..3......4.7..8...962...7...";

/// One wording for clashing givens, from one place, in every command (before, `solve`
/// and `count` said "no solution: digit 4 ..." and the others "givens clash: ...").
#[test]
fn clashing_givens_read_the_same_in_every_command() {
    const WORDS: &str = "givens clash: digit 4 repeated in row 3 at r3c1 and r3c7";
    for args in [
        &["solve"][..],
        &["count"],
        &["solve", "--all"],
        &["rate"],
        &["hint"],
        &["explain"],
    ] {
        let mut args = args.to_vec();
        args.push(CLASH);
        let r = nonet(&args, "");
        let all = format!("{}{}", r.stdout, r.stderr);
        assert_eq!(all.matches(WORDS).count(), 1, "{args:?}: {all}");
        assert!(!all.contains("no solution: digit"), "{args:?}: {all}");
    }
}

/// The `--stats` summary: "1 puzzle", not "1 puzzles"; a rate as a whole number with
/// thousands separators (or two decimals below 10), never `175964.6615/s`.
#[test]
fn summaries_count_and_rate_as_people_write() {
    let r = nonet(&["count", "--stats", UNIQUE], "");
    let summary = r.stderr.trim_end();
    assert!(summary.starts_with("nonet: 1 puzzle in "), "{summary}");
    assert!(summary.ends_with(": 1 unique"), "{summary}");
    let rate = summary
        .split_once('(')
        .and_then(|(_, r)| r.split_once("/s"))
        .map(|(r, _)| r)
        .unwrap();
    let plain = rate.replace(',', "");
    let readable = match plain.split_once('.') {
        Some((whole, decimals)) => whole.len() == 1 && decimals.len() == 2,
        None => {
            plain.parse::<u64>().is_ok_and(|n| n >= 10)
                && rate.split(',').skip(1).all(|group| group.len() == 3)
                && rate
                    .split(',')
                    .next()
                    .is_some_and(|g| (1..=3).contains(&g.len()))
        }
    };
    assert!(readable, "{summary}");

    let input = format!("{UNIQUE}\n").repeat(1200);
    let r = nonet(&["solve", "--stats", "-j", "1"], &input);
    assert!(
        r.stderr.starts_with("nonet: 1,200 puzzles in ") && r.stderr.ends_with(": 1,200 unique\n"),
        "{}",
        r.stderr
    );
}
