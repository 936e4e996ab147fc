//! The calls answer the library's records, byte for byte the JSON of the library's own
//! types for the same puzzle, and refuse bad input with a status and the library's
//! message.

mod common;

use common::{PUZZLE, c, call, ok, take};
use nonet::logic::{self, Ladder};
use nonet::record::{CountRecord, PathRecord, SchemesRecord, Search, SolveRecord, TechniqueRecord};
use nonet::solve::Algorithm;
use nonet::{Grid, Puzzle};
use nonet_ffi::*;
use std::ptr;

fn puzzle() -> Puzzle {
    PUZZLE.parse::<Grid>().unwrap().into()
}

#[test]
fn solve_count_explain_are_the_librarys_records() {
    let text = c(PUZZLE);
    let p = puzzle();
    let outcome = Search::new(Algorithm::Fast, 2, false).run(&p).unwrap();
    let solve = ok(|out| unsafe { nonet_solve(text.as_ptr(), out) });
    assert_eq!(
        solve,
        serde_json::to_string(&SolveRecord::new(&p, &outcome)).unwrap()
    );

    let empty = c(&".".repeat(81));
    let count = ok(|out| unsafe { nonet_count(empty.as_ptr(), 7, out) });
    let outcome = Search::new(Algorithm::Fast, 7, false)
        .counting_only()
        .run(&".".repeat(81).parse::<Grid>().unwrap().into())
        .unwrap();
    assert_eq!(
        count,
        serde_json::to_string(&CountRecord::new(
            &".".repeat(81).parse::<Grid>().unwrap().into(),
            &outcome,
            7
        ))
        .unwrap()
    );
    assert!(count.contains(r#""count":7"#), "{count}");

    let path = logic::explain(&p, &Ladder::standard()).unwrap();
    let explain = ok(|out| unsafe { nonet_explain(text.as_ptr(), out) });
    assert_eq!(
        explain,
        serde_json::to_string(&PathRecord::new(&p, &path.steps, path.solved)).unwrap()
    );

    let hint = ok(|out| unsafe { nonet_hint(text.as_ptr(), out) });
    let hint: serde_json::Value = serde_json::from_str(&hint).unwrap();
    let explain: serde_json::Value = serde_json::from_str(&explain).unwrap();
    assert_eq!(hint["steps"][0], explain["steps"][0]);
    assert_eq!(hint["steps"].as_array().unwrap().len(), 1);

    let techniques = ok(|out| unsafe { nonet_techniques(out) });
    assert_eq!(
        techniques,
        serde_json::to_string(&TechniqueRecord::all().collect::<Vec<_>>()).unwrap()
    );
    let schemes = ok(|out| unsafe { nonet_schemes(out) });
    assert_eq!(
        schemes,
        serde_json::to_string(&SchemesRecord::new()).unwrap()
    );
}

/// The 81-byte form writes the unique solution and nothing past it; a puzzle without
/// exactly one solution, or a short buffer, is a status with the reason.
#[test]
fn solve_grid_fills_81_bytes_or_says_why_not() {
    let text = c(PUZZLE);
    let mut buf = [b'#'; 90];
    let mut error = ptr::null_mut();
    let status = unsafe {
        nonet_solve_grid(
            text.as_ptr(),
            buf.as_mut_ptr().cast(),
            buf.len(),
            &mut error,
        )
    };
    assert_eq!(status, NonetStatus::Ok);
    assert!(error.is_null());
    let solution = nonet::Solver::new()
        .solve(&puzzle())
        .solution
        .unwrap()
        .to_line();
    assert_eq!(&buf[..81], solution.as_bytes());
    assert!(buf[81..].iter().all(|&b| b == b'#'));

    let mut short = [0u8; 80];
    let status =
        unsafe { nonet_solve_grid(text.as_ptr(), short.as_mut_ptr().cast(), 80, &mut error) };
    assert_eq!(status, NonetStatus::BufferTooSmall);
    assert_eq!(take(error), "`solution` holds 80 bytes; a grid needs 81");

    let mut clash = ".".repeat(81);
    clash.replace_range(0..1, "4");
    clash.replace_range(6..7, "4");
    let clash = c(&clash);
    let status =
        unsafe { nonet_solve_grid(clash.as_ptr(), buf.as_mut_ptr().cast(), 81, &mut error) };
    assert_eq!(status, NonetStatus::NoSolution);
    assert_eq!(
        take(error),
        "givens clash: digit 4 repeated in row 1 at r1c1 and r1c7"
    );

    let thermo = c(".Thermo~R1C1~R1C2~R1C3.~R1C1_5.~R1C3_2");
    let status =
        unsafe { nonet_solve_grid(thermo.as_ptr(), buf.as_mut_ptr().cast(), 81, &mut error) };
    assert_eq!(status, NonetStatus::NoSolution);
    assert_eq!(
        take(error),
        "givens break a rule: thermometer from r1c1 (r1c1 r1c2 r1c3)"
    );

    let empty = c(&".".repeat(81));
    let status =
        unsafe { nonet_solve_grid(empty.as_ptr(), buf.as_mut_ptr().cast(), 81, ptr::null_mut()) };
    assert_eq!(status, NonetStatus::MultipleSolutions);
}

/// Null pointers, bytes that are not UTF-8, a malformed puzzle, JSON of the wrong
/// shape or type, an unknown scale, rules a call does not take: each a status and a
/// message that names what is wrong, once.
#[test]
fn bad_input_is_a_status_and_a_message() {
    let (status, message) = call(|out| unsafe { nonet_solve(ptr::null(), out) });
    assert_eq!(
        (status, message.as_str()),
        (NonetStatus::NullArgument, "`text` is null")
    );
    assert_eq!(
        unsafe { nonet_solve(c(PUZZLE).as_ptr(), ptr::null_mut()) },
        NonetStatus::NullArgument
    );

    let latin1 = c"53..7\xe9...";
    let (status, message) = call(|out| unsafe { nonet_hint(latin1.as_ptr(), out) });
    assert_eq!(status, NonetStatus::InvalidUtf8);
    assert!(
        message.contains("`text`") && message.contains("offset 5"),
        "{message}"
    );

    let short = c("53..7....6..195");
    let (status, message) = call(|out| unsafe { nonet_count(short.as_ptr(), 2, out) });
    assert_eq!(status, NonetStatus::BadPuzzle);
    assert!(message.contains("too few cells"), "{message}");
    assert_eq!(message.matches("too few cells").count(), 1, "{message}");
    let (status, message) = call(|out| unsafe { nonet_read(c("").as_ptr(), out) });
    assert_eq!(
        (status, message.as_str()),
        (NonetStatus::BadPuzzle, "no puzzle in the text")
    );

    let wrong_type = c(r#"{"level":"easy","seed":"seven"}"#);
    let (status, message) = call(|out| unsafe { nonet_generate(wrong_type.as_ptr(), out) });
    assert_eq!(status, NonetStatus::BadArgument);
    assert!(
        message.starts_with("not generate options:") && message.contains("seven"),
        "{message}"
    );
    let (status, message) =
        call(|out| unsafe { nonet_generate(c(r#"{"level":"impossible"}"#).as_ptr(), out) });
    assert_eq!(status, NonetStatus::BadArgument);
    assert!(message.contains("impossible"), "{message}");

    let text = c(PUZZLE);
    let (status, message) =
        call(|out| unsafe { nonet_rate(text.as_ptr(), c("tier,speed").as_ptr(), -1, out) });
    assert_eq!(status, NonetStatus::BadArgument);
    assert!(message.contains("speed"), "{message}");
    let several = c(&".".repeat(81));
    let (status, _) = call(|out| unsafe { nonet_hint(several.as_ptr(), out) });
    assert_eq!(status, NonetStatus::MultipleSolutions);
    let killer = c(".Cage~3~R1C1~R1C2");
    let (status, message) =
        call(|out| unsafe { nonet_rate(killer.as_ptr(), c("").as_ptr(), -1, out) });
    assert_eq!(status, NonetStatus::MultipleSolutions, "{message}");
}

#[test]
fn rate_answers_the_scales_asked_for() {
    let text = c(PUZZLE);
    let rated = ok(|out| unsafe { nonet_rate(text.as_ptr(), c("tier,logic").as_ptr(), 1000, out) });
    let rated: serde_json::Value = serde_json::from_str(&rated).unwrap();
    assert!(
        rated.get("tier").is_some() && rated.get("logic").is_some(),
        "{rated}"
    );
    assert!(
        rated.get("se").is_none() && rated.get("dig_hole").is_none(),
        "{rated}"
    );
}

#[test]
fn version_is_the_crates() {
    let v = unsafe { std::ffi::CStr::from_ptr(nonet_version()) };
    assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

/// The largest limit a caller can type is taken as it is: counting keeps no solution,
/// so nothing is sized by the limit (a buffer of that many grids could not be made).
#[test]
fn count_takes_any_limit() {
    let text = c(PUZZLE);
    let count = ok(|out| unsafe { nonet_count(text.as_ptr(), u64::MAX, out) });
    let count: serde_json::Value = serde_json::from_str(&count).unwrap();
    assert_eq!(count["count"], 1);
    assert_eq!(count["status"], "unique");
    assert_eq!(count["limit"], u64::MAX);
}
