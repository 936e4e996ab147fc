//! The web page's functions on bad or open input, natively: each answers with the
//! library's message (the CLI's test `web_records` checks their records).

use nonet_web::{count, hint, solve};
use serde_json::Value;

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

/// A puzzle that cannot be read, or that has several solutions, gets the library's
/// message, naming what is wrong.
#[test]
fn errors_are_the_librarys_messages() {
    let short = solve("53..7....6..195").unwrap_err();
    assert!(short.contains("too few cells"), "{short}");
    let iss = solve(".Thermo~R9C9~R10C1.").unwrap_err();
    assert!(iss.contains("ISS"), "{iss}");
    assert_eq!(solve("").unwrap_err(), "no puzzle in the text");
    let several = hint(&".".repeat(81)).unwrap_err();
    assert!(several.contains("more than one solution"), "{several}");
    let empty = parse(&count(&".".repeat(81), 3).unwrap());
    assert_eq!(empty["count"], 3);
}
