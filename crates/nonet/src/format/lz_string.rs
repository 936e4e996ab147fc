//! lz-string's base64 form, as f-puzzles links carry their puzzle: `compressToBase64` and
//! `decompressFromBase64` of Pieroxy's lz-string, written from its description.
//!
//! The scheme is LZW over the text's UTF-16 code units. Codes 0, 1 and 2 are reserved:
//! 0 and 1 introduce a literal of 8 or 16 bits (a code unit met for the first time, which
//! then gets the next free code), 2 ends the stream. Every other code names a dictionary
//! phrase. Codes are written with as many bits as the dictionary needs, growing by one
//! bit each time it doubles, least significant bit first, packed six bits to a base64
//! character, most significant first; the output is padded with `=` to a multiple of four
//! characters.
//!
//! A hand-written codec rather than a crate: the Rust ports on crates.io report a broken
//! input as `None`, where a reader of pasted links needs to say what is wrong and where,
//! and the whole scheme is the two short functions below. `compress_to_base64`
//! reproduces f-puzzles' own payloads byte for byte (tested on the fixtures).
//!
//! ```
//! use nonet::format::lz_string::{compress_to_base64, decompress_from_base64};
//! let packed = compress_to_base64(r#"{"size":9}"#);
//! assert_eq!(decompress_from_base64(&packed).unwrap(), r#"{"size":9}"#);
//! let err = decompress_from_base64("N4Ig#").unwrap_err();
//! assert_eq!(err.to_string(), "broken lz-string at character 5: `#` is not a base64 character");
//! ```

use std::collections::{HashMap, HashSet};
use std::fmt;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The reserved codes.
const LITERAL_8: u32 = 0;
const LITERAL_16: u32 = 1;
const END: u32 = 2;

/// The longest text a payload may decode to, in UTF-16 code units. A few hundred
/// characters of LZW codes can name phrases that grow quadratically; f-puzzles' largest
/// puzzles are far below this.
pub const MAX_DECODED: usize = 1 << 23;

/// Why a payload does not decode.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("broken lz-string at character {position}: {reason}")]
pub struct LzError {
    /// 1-based position of the base64 character where the problem shows.
    pub position: usize,
    /// What is wrong.
    pub reason: LzReason,
}

/// What is wrong with an lz-string payload.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum LzReason {
    /// No payload at all.
    Empty,
    /// A character outside the base64 alphabet (or `=` before the padding).
    BadCharacter(char),
    /// The bits ran out before the end-of-stream code: a cut payload.
    Truncated,
    /// A code that names no phrase yet.
    BadCode { code: u32, next: u32 },
    /// The text would exceed [`MAX_DECODED`] code units.
    TooLong,
    /// The code units are not valid UTF-16 (a lone surrogate).
    NotUtf16,
}

impl fmt::Display for LzReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LzReason::Empty => f.write_str("the payload is empty"),
            LzReason::BadCharacter(c) => write!(f, "`{c}` is not a base64 character"),
            LzReason::Truncated => f.write_str("the payload ends before its end mark (cut short?)"),
            LzReason::BadCode { code, next } => {
                write!(f, "code {code} names no phrase (the next phrase is {next})")
            }
            LzReason::TooLong => write!(f, "it decodes to more than {MAX_DECODED} characters"),
            LzReason::NotUtf16 => f.write_str("it decodes to invalid UTF-16"),
        }
    }
}

/// Compresses `text` as lz-string's `compressToBase64` does.
pub fn compress_to_base64(text: &str) -> String {
    let mut out = BitWriter::default();
    let mut codes = Codes::default();
    // The phrase being extended: its code, and its code unit when it is a single one.
    let mut phrase: Option<(u32, Option<u16>)> = None;
    for unit in text.encode_utf16() {
        let unit_code = codes.unit(unit);
        match phrase {
            None => phrase = Some((unit_code, Some(unit))),
            Some((code, _)) => {
                if let Some(&longer) = codes.phrases.get(&(code, unit)) {
                    phrase = Some((longer, None));
                } else {
                    codes.emit(phrase, &mut out);
                    let next = codes.take_next();
                    codes.phrases.insert((code, unit), next);
                    phrase = Some((unit_code, Some(unit)));
                }
            }
        }
    }
    if phrase.is_some() {
        codes.emit(phrase, &mut out);
    }
    out.write(END, codes.bits);
    let mut packed = out.finish();
    while packed.len() % 4 != 0 {
        packed.push('=');
    }
    packed
}

/// The compressor's dictionary and code width.
struct Codes {
    /// Codes of single code units, assigned when a unit is first met.
    units: HashMap<u16, u32>,
    /// Units met whose literal has not been written yet.
    pending: HashSet<u16>,
    /// Longer phrases: (code of the prefix, next unit) -> code.
    phrases: HashMap<(u32, u16), u32>,
    next: u32,
    bits: u32,
    /// Codes left before the width grows.
    room: u32,
}

impl Default for Codes {
    fn default() -> Codes {
        Codes {
            units: HashMap::new(),
            pending: HashSet::new(),
            phrases: HashMap::new(),
            next: 3,
            bits: 2,
            room: 2,
        }
    }
}

impl Codes {
    /// The code of `unit`, given one if it is new.
    fn unit(&mut self, unit: u16) -> u32 {
        if let Some(&c) = self.units.get(&unit) {
            return c;
        }
        let c = self.take_next();
        self.units.insert(unit, c);
        self.pending.insert(unit);
        c
    }

    fn take_next(&mut self) -> u32 {
        self.next += 1;
        self.next - 1
    }

    /// One code spent: the width grows when the current one is used up.
    fn spend(&mut self) {
        self.room -= 1;
        if self.room == 0 {
            self.room = 1 << self.bits;
            self.bits += 1;
        }
    }

    /// Writes the phrase: a literal the first time a single unit is written, its code
    /// otherwise.
    fn emit(&mut self, phrase: Option<(u32, Option<u16>)>, out: &mut BitWriter) {
        let Some((code, single)) = phrase else {
            return;
        };
        match single {
            Some(unit) if self.pending.remove(&unit) => {
                if unit < 256 {
                    out.write(LITERAL_8, self.bits);
                    out.write(u32::from(unit), 8);
                } else {
                    out.write(LITERAL_16, self.bits);
                    out.write(u32::from(unit), 16);
                }
                self.spend();
            }
            _ => out.write(code, self.bits),
        }
        self.spend();
    }
}

/// Packs values, least significant bit first, into six-bit characters.
#[derive(Default)]
struct BitWriter {
    out: String,
    value: u8,
    filled: u32,
}

impl BitWriter {
    fn write(&mut self, mut value: u32, bits: u32) {
        for _ in 0..bits {
            self.push_bit(value & 1 == 1);
            value >>= 1;
        }
    }

    fn push_bit(&mut self, bit: bool) {
        self.value = (self.value << 1) | u8::from(bit);
        self.filled += 1;
        if self.filled == 6 {
            self.out.push(char::from(ALPHABET[usize::from(self.value)]));
            self.value = 0;
            self.filled = 0;
        }
    }

    /// The characters, the last one completed with zero bits. As lz-string does, a
    /// stream that ends on a character boundary still gets one more (all-zero)
    /// character.
    fn finish(mut self) -> String {
        loop {
            self.value <<= 1;
            if self.filled == 5 {
                self.out.push(char::from(ALPHABET[usize::from(self.value)]));
                return self.out;
            }
            self.filled += 1;
        }
    }
}

/// Decompresses an lz-string base64 payload, as lz-string's `decompressFromBase64` does,
/// but strictly: a character outside the alphabet, a cut payload or a code that names
/// no phrase is an error saying where, never a guess.
pub fn decompress_from_base64(payload: &str) -> Result<String, LzError> {
    let values = sextets(payload)?;
    let mut bits = BitReader {
        values: &values,
        next: 0,
    };
    // A cut payload is reported at its end; other problems at the character where the
    // code that shows them starts.
    let error = |at: usize, reason| LzError {
        position: match reason {
            LzReason::Truncated => values.len(),
            _ => at.min(values.len() - 1) + 1,
        },
        reason,
    };

    // The dictionary: phrases by code; codes 0..3 are reserved.
    let mut phrases: Vec<Vec<u16>> = vec![Vec::new(); 3];
    let mut width = 3u32;
    let mut room = 4u32;
    let first = match bits
        .read(2)
        .ok_or_else(|| error(bits.at(), LzReason::Truncated))?
    {
        LITERAL_8 => bits.read(8),
        LITERAL_16 => bits.read(16),
        END => return Ok(String::new()),
        code => return Err(error(0, LzReason::BadCode { code, next: 3 })),
    }
    .ok_or_else(|| error(bits.at(), LzReason::Truncated))?;
    let first = vec![first as u16];
    phrases.push(first.clone());
    let mut text: Vec<u16> = first.clone();
    let mut previous = first;

    loop {
        let at = bits.at();
        let mut code = bits
            .read(width)
            .ok_or_else(|| error(at, LzReason::Truncated))?;
        match code {
            LITERAL_8 | LITERAL_16 => {
                let size = if code == LITERAL_8 { 8 } else { 16 };
                let unit = bits
                    .read(size)
                    .ok_or_else(|| error(bits.at(), LzReason::Truncated))?;
                phrases.push(vec![unit as u16]);
                code = (phrases.len() - 1) as u32;
                room -= 1;
            }
            END => {
                return String::from_utf16(&text).map_err(|_| error(at, LzReason::NotUtf16));
            }
            _ => {}
        }
        if room == 0 {
            room = 1 << width;
            width += 1;
        }
        let next = phrases.len() as u32;
        let entry = if code < next {
            phrases[code as usize].clone()
        } else if code == next {
            let mut e = previous.clone();
            e.push(previous[0]);
            e
        } else {
            return Err(error(at, LzReason::BadCode { code, next }));
        };
        if text.len() + entry.len() > MAX_DECODED {
            return Err(error(at, LzReason::TooLong));
        }
        text.extend_from_slice(&entry);
        let mut grown = previous;
        grown.push(entry[0]);
        phrases.push(grown);
        room -= 1;
        if room == 0 {
            room = 1 << width;
            width += 1;
        }
        previous = entry;
    }
}

/// The six-bit values of a base64 payload; `=` is allowed only as trailing padding.
fn sextets(payload: &str) -> Result<Vec<u8>, LzError> {
    let body = payload.trim_end_matches('=');
    let mut values = Vec::with_capacity(body.len());
    for (i, ch) in body.chars().enumerate() {
        let v = match ch {
            'A'..='Z' => ch as u8 - b'A',
            'a'..='z' => ch as u8 - b'a' + 26,
            '0'..='9' => ch as u8 - b'0' + 52,
            '+' => 62,
            '/' => 63,
            _ => {
                return Err(LzError {
                    position: i + 1,
                    reason: LzReason::BadCharacter(ch),
                });
            }
        };
        values.push(v);
    }
    if values.is_empty() {
        return Err(LzError {
            position: 1,
            reason: LzReason::Empty,
        });
    }
    Ok(values)
}

/// Reads bits from six-bit values, most significant first within each value, and
/// assembles them into numbers least significant bit first.
struct BitReader<'a> {
    values: &'a [u8],
    /// Index of the next bit, over all values.
    next: usize,
}

impl BitReader<'_> {
    /// A number of `bits` bits, or `None` when the payload ends first.
    fn read(&mut self, bits: u32) -> Option<u32> {
        let mut n = 0;
        for k in 0..bits {
            let value = *self.values.get(self.next / 6)?;
            let bit = (value >> (5 - self.next % 6)) & 1;
            n |= u32::from(bit) << k;
            self.next += 1;
        }
        Some(n)
    }

    /// Index of the value holding the next bit.
    fn at(&self) -> usize {
        self.next / 6
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for text in [
            "",
            "a",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "abababababababababababab",
            r#"{"size":9,"grid":[[{},{}]]}"#,
            "Ünïcödé ☃ and 𝄞 (a surrogate pair)",
        ] {
            let packed = compress_to_base64(text);
            assert_eq!(packed.len() % 4, 0, "{packed}");
            assert_eq!(
                decompress_from_base64(&packed).as_deref(),
                Ok(text),
                "{packed}"
            );
        }
    }

    #[test]
    fn known_outputs() {
        // The empty text is one end code: bits 0,1 then padding, "Q===".
        assert_eq!(compress_to_base64(""), "Q===");
        // 'a' as an 8-bit literal, then its code, then the end code.
        assert_eq!(
            decompress_from_base64(&compress_to_base64("aa")),
            Ok("aa".into())
        );
    }

    #[test]
    fn broken_payloads_say_where() {
        let good = compress_to_base64(r#"{"size":9,"title":"a puzzle"}"#);
        let cut = &good[..good.len() / 2];
        let err = decompress_from_base64(cut).unwrap_err();
        assert_eq!(
            err,
            LzError {
                position: cut.len(),
                reason: LzReason::Truncated
            }
        );

        let err = decompress_from_base64("abc!def").unwrap_err();
        assert_eq!(
            err,
            LzError {
                position: 4,
                reason: LzReason::BadCharacter('!')
            }
        );
        assert_eq!(
            decompress_from_base64("").unwrap_err().reason,
            LzReason::Empty
        );
        assert_eq!(
            decompress_from_base64("ab=cd").unwrap_err().reason,
            LzReason::BadCharacter('=')
        );
    }

    #[test]
    fn a_code_past_the_dictionary_is_an_error() {
        // Literal 'a' (code 3), then code 7 with three bits: no such phrase yet.
        let mut w = BitWriter::default();
        w.write(LITERAL_8, 2);
        w.write(u32::from(b'a'), 8);
        w.write(7, 3);
        let text = w.finish();
        let err = decompress_from_base64(&text).unwrap_err();
        assert_eq!(err.reason, LzReason::BadCode { code: 7, next: 4 });
    }
}
