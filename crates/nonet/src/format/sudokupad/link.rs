//! A SudokuPad link's puzzle id: where it is in the link, which form its prefix names,
//! and its payload decoded (lz-string base64, with the damage links suffer repaired).
//!
//! SudokuPad takes the id from `?puzzleid=` when the query has one, else from the path
//! after the host, without one leading `sudoku/` (or `puzzle/`, Sven's site) segment;
//! other query parameters (`?setting-nogrid=1`) are view settings. The id is
//! percent-decoded; a space in it was a `+` (chat clients and form decoders turn one
//! into the other, and lz-string base64 has no spaces).

use serde_json::Value;

use super::error::SudokuPadError;
use super::zipped::unzip;
use crate::format::fpuzzles::percent_decode;
use crate::format::lz_string::{LzError, decompress_from_base64};

/// The hosts SudokuPad links live on (a subdomain of one of them too).
const HOSTS: &[&str] = &[
    "sudokupad.app",
    "crackingthecryptic.com",
    "cracking-the-cryptic.web.app",
    "sudokupad.svencodes.com",
];

/// The longest short id, as SudokuPad's tools bound it (`MaxRemoteIdLength`).
const MAX_SHORT_ID: usize = 60;

/// An f-puzzles id this long or shorter, prefix included, is a "tiny id" SudokuPad
/// fetches from its server (`fpuzzlesTinyIdLength`).
const MAX_TINY_ID: usize = 20;

/// How many `/` of a payload are tried doubled when it does not decode (SudokuPad stops
/// at 400 tries too).
const SLASH_TRIES: usize = 400;

/// The longest payload whose `/` are tried: real links run to tens of thousands of
/// characters, and trying a line of a million would take minutes.
const SLASH_REPAIR_MAX: usize = 50_000;

/// What a puzzle id holds.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum PuzzleId {
    /// SudokuPad's own puzzle JSON (`scl`, `ctc`), decoded and unzipped.
    Scl(Value),
    /// f-puzzles JSON (`fpuzzles`, `fpuz`, or a long id without prefix that decodes to
    /// one), decoded and unzipped.
    Fpuzzles(Value),
}

/// Whether `text` is a SudokuPad or Cracking the Cryptic link (by its host or its
/// `sudokupad:` scheme).
pub(crate) fn is_sudokupad_link(text: &str) -> bool {
    let t = text.trim().to_ascii_lowercase();
    if t.starts_with("sudokupad://") {
        return true;
    }
    let rest = t
        .strip_prefix("https://")
        .or_else(|| t.strip_prefix("http://"))
        .unwrap_or(&t);
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    HOSTS
        .iter()
        .any(|h| host == *h || host.ends_with(&format!(".{h}")))
}

/// Whether a bare text (not a link) is a SudokuPad puzzle id with a payload prefix:
/// `scl`, `ctc` or `fpuzzles` followed by lz-string base64 (`sclN4Ig...`), so that a
/// pasted id reads.
pub(crate) fn is_bare_id(text: &str) -> bool {
    let t = text.trim();
    ["scl", "ctc", "fpuzzles"].iter().any(|p| {
        t.strip_prefix(p).is_some_and(|rest| {
            rest.len() >= 16
                && rest
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=' | b'%'))
        })
    })
}

/// The puzzle id of a link (or the text itself, for a bare id), percent-decoded and with
/// spaces read as `+`.
pub(super) fn puzzle_id(text: &str) -> String {
    let t = text.trim();
    let raw = if let Some(at) = t.find("puzzleid=") {
        let rest = &t[at + "puzzleid=".len()..];
        &rest[..rest.find(['&', '#']).unwrap_or(rest.len())]
    } else if let Some(after_scheme) = t.find("://").map(|at| &t[at + 3..]) {
        let path = after_scheme
            .find('/')
            .map_or("", |at| &after_scheme[at + 1..]);
        let path = &path[..path.find(['?', '#']).unwrap_or(path.len())];
        // The app's scheme names no host: `sudokupad://puzzle/<id>`.
        let path = if t.starts_with("sudokupad://") {
            after_scheme.strip_prefix("puzzle/").unwrap_or(after_scheme)
        } else {
            path
        };
        path.strip_prefix("sudoku/")
            .or_else(|| path.strip_prefix("puzzle/"))
            .unwrap_or(path)
    } else {
        t
    };
    percent_decode(raw).replace(' ', "+")
}

/// Reads a puzzle id: its form by prefix, its payload decoded.
pub(super) fn read_id(id: &str) -> Result<PuzzleId, SudokuPadError> {
    if id.is_empty() {
        return Err(SudokuPadError::NoId);
    }
    // Longest alias first: `fpuzzles` before `fpuz`.
    for (prefix, form) in [
        ("fpuzzles", "fpuzzles"),
        ("fpuz", "fpuzzles"),
        ("scl", "scl"),
        ("ctc", "ctc"),
    ] {
        let Some(payload) = id.strip_prefix(prefix) else {
            continue;
        };
        if form == "fpuzzles" && id.len() <= MAX_TINY_ID {
            return Err(SudokuPadError::ShortLink { id: id.to_string() });
        }
        let value = decode(payload, form)?;
        return Ok(if form == "fpuzzles" {
            PuzzleId::Fpuzzles(value)
        } else {
            PuzzleId::Scl(value)
        });
    }
    for form in ["scf", "classic"] {
        if id.starts_with(form) {
            return Err(SudokuPadError::Unsupported { form });
        }
    }
    let short = id.len() <= MAX_SHORT_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'/' | b'.' | b'-'));
    if short {
        return Err(SudokuPadError::ShortLink { id: id.to_string() });
    }
    // A long id without prefix: SudokuPad would fetch it; it may still be an f-puzzles
    // payload pasted without its prefix.
    match decode(id, "fpuzzles") {
        Ok(v) if v.get("size").is_some() && v.get("grid").is_some() => Ok(PuzzleId::Fpuzzles(v)),
        _ => Err(SudokuPadError::UnknownId {
            cut: id.chars().take(40).collect(),
        }),
    }
}

/// A payload decoded to JSON: lz-string base64 (an uncompressed JSON text after the
/// prefix too, as SudokuPad accepts one), then plain or zipped JSON. A payload that does
/// not decode is tried with one of its `/` doubled, in turn (a `//` shortened on the
/// way), as SudokuPad repairs one.
fn decode(payload: &str, form: &'static str) -> Result<Value, SudokuPadError> {
    if payload.trim_start().starts_with('{') {
        return unzip(payload).map_err(|e| SudokuPadError::Zip {
            form,
            position: e.position,
            reason: e.reason,
        });
    }
    let first = match decode_lz(payload) {
        Ok(Ok(v)) => return Ok(v),
        Ok(Err(zip)) => Err(zip),
        Err(lz) => Ok(lz),
    };
    let slashes: Vec<usize> = payload.match_indices('/').map(|(i, _)| i).collect();
    let tries = if payload.len() <= SLASH_REPAIR_MAX {
        SLASH_TRIES
    } else {
        0
    };
    for &at in slashes.iter().take(tries) {
        let repaired = format!("{}/{}", &payload[..at], &payload[at..]);
        if let Ok(Ok(v)) = decode_lz(&repaired) {
            return Ok(v);
        }
    }
    Err(match first {
        Ok(error) => SudokuPadError::Lz {
            form,
            error,
            slashes: !slashes.is_empty(),
        },
        Err(e) => SudokuPadError::Zip {
            form,
            position: e.position,
            reason: e.reason,
        },
    })
}

/// lz-string base64 (a `-` read as `/`: the URI-safe alphabet's 63, which base64 output
/// never holds), then JSON.
fn decode_lz(payload: &str) -> Result<Result<Value, super::zipped::ZipError>, LzError> {
    let text = decompress_from_base64(&payload.replace('-', "/"))?;
    Ok(unzip(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_and_schemes() {
        for link in [
            "https://sudokupad.app/scl123",
            "https://beta.sudokupad.app/ctc",
            "http://app.crackingthecryptic.com/sudoku/abc",
            "https://crackingthecryptic.com",
            "https://cracking-the-cryptic.web.app/sudoku/dHFNqQLPjM",
            "https://sudokupad.svencodes.com/puzzle/fpuzzlesN4Ig",
            "sudokupad://puzzle/sclN4Ig",
        ] {
            assert!(is_sudokupad_link(link), "{link}");
        }
        for other in [
            "https://www.f-puzzles.com/?load=N4Ig",
            "https://example.com/sudokupad.app",
            "https://notsudokupad.app/x",
            "sclN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9l",
        ] {
            assert!(!is_sudokupad_link(other), "{other}");
        }
        assert!(is_bare_id("sclN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9l"));
        assert!(!is_bare_id("sclerosis"));
    }

    #[test]
    fn ids_from_every_link_shape() {
        let cases = [
            ("https://sudokupad.app/wsj7iunsg6", "wsj7iunsg6"),
            ("https://sudokupad.app/sudoku/abc?setting-nogrid=1", "abc"),
            ("https://sudokupad.app/gdc/flat-pack/gw", "gdc/flat-pack/gw"),
            ("https://sudokupad.svencodes.com/puzzle/sclAB", "sclAB"),
            (
                "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzlesN4%2Bg%3D&x=1",
                "fpuzzlesN4+g=",
            ),
            ("https://sudokupad.app/?puzzleid=sclA B", "sclA+B"),
            ("sudokupad://puzzle/sclN4Ig", "sclN4Ig"),
            ("  sclN4Ig  ", "sclN4Ig"),
            ("https://sudokupad.app/", ""),
        ];
        for (link, id) in cases {
            assert_eq!(puzzle_id(link), id, "{link}");
        }
    }

    #[test]
    fn short_and_unsupported_ids_say_so() {
        for id in ["wsj7iunsg6", "gdc/flat-pack/gw", "fpuzzlesyhkyz63b"] {
            assert_eq!(
                read_id(id),
                Err(SudokuPadError::ShortLink { id: id.to_string() }),
                "{id}"
            );
        }
        assert_eq!(
            read_id("scfoooooooooooook"),
            Err(SudokuPadError::Unsupported { form: "scf" })
        );
        assert_eq!(read_id(""), Err(SudokuPadError::NoId));
        assert!(matches!(
            read_id(&"Q".repeat(80)),
            Err(SudokuPadError::UnknownId { .. })
        ));
    }

    #[test]
    fn a_collapsed_double_slash_is_repaired() {
        use crate::format::lz_string::compress_to_base64;
        // Find a JSON text whose payload has a `//`, as a link with many one bits has.
        let mut seed = 1u64;
        let (json, payload) = (0..20_000)
            .map(|_| {
                let text: String = (0..24)
                    .map(|_| {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        // High code units: their 16-bit literals are runs of one bits.
                        char::from_u32(0xFF00 + (seed >> 56) as u32 % 0xF0).unwrap()
                    })
                    .collect();
                let j = format!(r#"{{"size":9,"t":"{text}","grid":[]}}"#);
                let p = compress_to_base64(&j);
                (j, p)
            })
            .find(|(_, p)| p.contains("//"))
            .expect("some payload holds a //");
        let collapsed = payload.replacen("//", "/", 1);
        let want: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(decode(&payload, "scl").unwrap(), want);
        assert_eq!(decode(&collapsed, "scl").unwrap(), want);
    }

    #[test]
    fn a_cut_payload_is_an_lz_error() {
        use crate::format::lz_string::compress_to_base64;
        let payload = compress_to_base64(r#"{"cells":[[{"value":1}]]}"#);
        let cut = &payload[..payload.len() / 2];
        match decode(cut, "scl") {
            Err(SudokuPadError::Lz { form: "scl", .. }) => {}
            other => panic!("{other:?}"),
        }
    }
}
