//! f-puzzles links: `https://www.f-puzzles.com/?load=` and the puzzle's JSON compressed
//! with lz-string's base64 form, or that payload alone.

use super::Metadata;
use super::error::{FpuzzlesError, FpuzzlesErrorKind as Kind};
use super::read::parse_with_metadata;
use super::write::write;
use crate::format::lz_string::{compress_to_base64, decompress_from_base64};
use crate::format::write_error::WriteError;
use crate::rules::Puzzle;

const PREFIX: &str = "https://www.f-puzzles.com/?load=";

/// Reads a puzzle from an f-puzzles link (`https://www.f-puzzles.com/?load=...`, any URL
/// with a `load=` parameter) or from a bare `load=` payload.
pub fn parse_link(text: &str) -> Result<(Puzzle, Metadata), FpuzzlesError> {
    let payload = payload(text.trim())?;
    let json = decompress_from_base64(&payload).map_err(|e| FpuzzlesError::whole(Kind::Lz(e)))?;
    parse_with_metadata(&json)
}

/// Writes `puzzle` as an f-puzzles link.
pub fn write_link(puzzle: &Puzzle, metadata: &Metadata) -> Result<String, WriteError> {
    Ok(format!(
        "{PREFIX}{}",
        compress_to_base64(&write(puzzle, metadata)?)
    ))
}

/// Whether a line is a link: it has a `load=` parameter, or names f-puzzles or a web
/// address.
pub(crate) fn is_link(text: &str) -> bool {
    text.contains("load=")
        || text.starts_with("http://")
        || text.starts_with("https://")
        || text.contains("f-puzzles.com")
}

/// Whether a line has the shape of a bare payload: base64 characters only, long enough
/// that a plain word is not taken for one.
pub(crate) fn looks_like_payload(text: &str) -> bool {
    let body = text.trim_end_matches('=');
    body.len() >= 16
        && body
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// The payload of a link, percent-escapes decoded; the text itself when it is not a link.
fn payload(text: &str) -> Result<String, FpuzzlesError> {
    let raw = match text.find("load=") {
        Some(at) => {
            let rest = &text[at + "load=".len()..];
            let end = rest
                .find(|c: char| c == '&' || c == '#' || c.is_whitespace())
                .unwrap_or(rest.len());
            &rest[..end]
        }
        None if is_link(text) => return Err(FpuzzlesError::whole(Kind::NoPayload)),
        None => text,
    };
    Ok(percent_decode(raw))
}

/// `%2B` to `+` and so on; a `%` not followed by two hex digits stays as it is.
pub(crate) fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_from_links() {
        assert_eq!(
            payload("https://www.f-puzzles.com/?load=N4Ig&x=1").unwrap(),
            "N4Ig"
        );
        assert_eq!(
            payload("f-puzzles.com/?load=N4Ig%2Bab%3D").unwrap(),
            "N4Ig+ab="
        );
        assert_eq!(payload("N4IgzglgXg").unwrap(), "N4IgzglgXg");
        assert_eq!(
            payload("https://f-puzzles.com/?id=abc").unwrap_err().kind,
            Kind::NoPayload
        );
        assert!(looks_like_payload("N4IgzglgXgpiBcBOANCA5gJwg"));
        assert!(!looks_like_payload("N4Ig"));
        assert!(!looks_like_payload("not a payload at all"));
    }

    #[test]
    fn a_broken_payload_says_where() {
        let err = parse_link("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBO!").unwrap_err();
        assert_eq!(
            err.to_string(),
            "broken lz-string at character 17: `!` is not a base64 character"
        );
    }
}
