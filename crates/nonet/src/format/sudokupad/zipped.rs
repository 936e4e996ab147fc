//! SudokuPad's "zipped" puzzle JSON, read back into plain JSON.
//!
//! SudokuPad shortens its puzzle JSON before compressing it (its `PuzzleZipper`): keys
//! lose their quotes and are renamed (`cells` → `ce`, `wayPoints` → `wp`, ...), strings
//! are quoted with `'` instead of `"`, empty objects inside arrays leave empty slots
//! (`[{},{},{}]` → `[,,]`), and after a `:` the values `true`, `false`, `"#000000"`,
//! `"#FFFFFF"` and any other `"#rrggbb"` are written `t`, `f`, `#0`, `#F` and the bare six
//! hex digits. SudokuPad undoes this with regular expressions over the text; this module
//! does it with a small parser of that relaxed grammar, so text inside strings is never
//! rewritten, and then expands the keys ([`KEYS`]).
//!
//! What zipping loses cannot come back and does not matter to a reader: integer-like
//! strings became numbers (`"7"` → `7`), `"` inside strings became `'`, empty arrays
//! vanished.
//!
//! ```text
//! {ce:[[{v:1},,,],[,,,]],l:[{c:CFCFCF,th:21,wp:[[1.5,0.5],[2.5,0.5]]}],o:[{c1:#0,r:t}]}
//! {"cells":[[{"value":1},{},{},{}],...],"lines":[{"color":"#CFCFCF","thickness":21,
//!  "wayPoints":[[1.5,0.5],[2.5,0.5]]}],"overlays":[{"borderColor":"#000000","rounded":true}]}
//! ```

use serde_json::{Map, Number, Value};

use crate::format::json_value::parse_unique_keys;

/// Short key → full key, as SudokuPad's zipper renames them. `d` is `duration` and `d2`
/// is `d` (an SVG path), as its newer versions write them.
pub(super) const KEYS: &[(&str, &str)] = &[
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("l", "lines"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("te", "text"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("d", "duration"),
    ("d2", "d"),
];

/// Deepest nesting accepted: SudokuPad's puzzles nest five levels; a payload nesting
/// far deeper is not a puzzle, and a bound keeps the parser's recursion small.
const MAX_DEPTH: usize = 64;

/// Why zipped text does not read: the byte where it fails, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ZipError {
    /// 1-based character position in the decompressed text.
    pub(super) position: usize,
    /// What is wrong there.
    pub(super) reason: String,
}

/// Reads SudokuPad's puzzle text: plain JSON, or zipped JSON whose keys are then
/// expanded. Two keys of one object that expand to the same name are an error (as
/// SudokuPad's "Prop mapping collission").
pub(super) fn unzip(text: &str) -> Result<Value, ZipError> {
    match parse_unique_keys(text) {
        Ok(v) => return Ok(v),
        Err(e) if e.is_data() => {
            return Err(ZipError {
                position: e.column(),
                reason: e.to_string(),
            });
        }
        Err(_) => {}
    }
    let mut p = Parser {
        chars: text.chars().collect(),
        at: 0,
    };
    p.skip_space();
    let value = p.value(0, true)?;
    p.skip_space();
    if p.at < p.chars.len() {
        return Err(p.fail("the end of the text"));
    }
    expand(value)
}

/// Renames the short keys at every depth and gives bare six-hex-digit strings their `#`
/// (SudokuPad does this to every such string after expanding).
fn expand(value: Value) -> Result<Value, ZipError> {
    Ok(match value {
        Value::Object(map) => {
            let mut out = Map::new();
            for (k, v) in map {
                let full = KEYS
                    .iter()
                    .find(|(short, _)| *short == k)
                    .map_or(k.as_str(), |(_, full)| full)
                    .to_string();
                if out.contains_key(&full) {
                    return Err(ZipError {
                        position: 1,
                        reason: format!("an object gives the key `{full}` twice (once as `{k}`)"),
                    });
                }
                out.insert(full, expand(v)?);
            }
            Value::Object(out)
        }
        Value::Array(items) => {
            Value::Array(items.into_iter().map(expand).collect::<Result<_, _>>()?)
        }
        Value::String(s) if is_hex6(&s) => Value::String(format!("#{s}")),
        v => v,
    })
}

fn is_hex6(s: &str) -> bool {
    s.len() == 6 && s.bytes().all(|b| b.is_ascii_hexdigit())
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn fail(&self, expected: &str) -> ZipError {
        let found = match self.peek() {
            Some(c) => format!("`{c}`"),
            None => "the end of the text".to_string(),
        };
        ZipError {
            position: self.at + 1,
            reason: format!("expected {expected}, found {found}"),
        }
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// A value; `after_colon` allows the bare shorthands zipping writes only after `:`.
    fn value(&mut self, depth: usize, after_colon: bool) -> Result<Value, ZipError> {
        if depth > MAX_DEPTH {
            return Err(ZipError {
                position: self.at + 1,
                reason: format!("nested deeper than {MAX_DEPTH} levels"),
            });
        }
        self.skip_space();
        match self.peek() {
            Some('{') => self.object(depth),
            Some('[') => self.array(depth),
            Some(q @ ('\'' | '"')) => self.string(q).map(Value::String),
            Some(_) => self.bare(after_colon),
            None => Err(self.fail("a value")),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, ZipError> {
        self.at += 1;
        let mut map = Map::new();
        if self.eat('}') {
            return Ok(Value::Object(map));
        }
        loop {
            self.skip_space();
            let key = match self.peek() {
                Some(q @ ('\'' | '"')) => self.string(q)?,
                _ => self.word(),
            };
            if key.is_empty() {
                return Err(self.fail("a key"));
            }
            if !self.eat(':') {
                return Err(self.fail("`:`"));
            }
            let value = self.value(depth + 1, true)?;
            if map.insert(key.clone(), value).is_some() {
                return Err(ZipError {
                    position: self.at,
                    reason: format!("an object gives the key `{key}` twice"),
                });
            }
            if self.eat(',') {
                continue;
            }
            if self.eat('}') {
                return Ok(Value::Object(map));
            }
            return Err(self.fail("`,` or `}`"));
        }
    }

    /// An array: `k` commas make `k + 1` elements, an empty slot being `{}`.
    fn array(&mut self, depth: usize) -> Result<Value, ZipError> {
        self.at += 1;
        let mut items = Vec::new();
        if self.eat(']') {
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_space();
            let item = match self.peek() {
                Some(',' | ']') => Value::Object(Map::new()),
                _ => self.value(depth + 1, false)?,
            };
            items.push(item);
            if self.eat(',') {
                continue;
            }
            if self.eat(']') {
                return Ok(Value::Array(items));
            }
            return Err(self.fail("`,` or `]`"));
        }
    }

    /// A run of letters, digits, `#`, `.`, `+` and `-`: a bare key or a bare value.
    fn word(&mut self) -> String {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '#' | '.' | '+' | '-'))
        {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    /// A bare value: a number, `null`/`true`/`false`, and after a `:` the shorthands
    /// `t`, `f`, `#0`, `#F` and six hex digits. Six decimal digits after a `:` read as a
    /// colour too, as SudokuPad reads them (the zipped text cannot tell them apart).
    fn bare(&mut self, after_colon: bool) -> Result<Value, ZipError> {
        let start = self.at;
        let word = self.word();
        let colour = |hex: &str| Ok(Value::String(format!("#{hex}")));
        match word.as_str() {
            "null" => return Ok(Value::Null),
            "true" => return Ok(Value::Bool(true)),
            "false" => return Ok(Value::Bool(false)),
            "t" if after_colon => return Ok(Value::Bool(true)),
            "f" if after_colon => return Ok(Value::Bool(false)),
            "#0" if after_colon => return colour("000000"),
            "#F" if after_colon => return colour("FFFFFF"),
            w if after_colon && is_hex6(w) => return colour(w),
            _ => {}
        }
        if let Ok(Value::Number(n)) = serde_json::from_str::<Value>(&word) {
            return Ok(Value::Number(n));
        }
        if let Ok(x) = word.parse::<f64>()
            && let Some(n) = Number::from_f64(x)
        {
            return Ok(Value::Number(n));
        }
        self.at = start;
        Err(self.fail("a value"))
    }

    /// A string quoted with `quote`; `\'` is a `'`, other escapes are JSON's.
    fn string(&mut self, quote: char) -> Result<String, ZipError> {
        let start = self.at;
        self.at += 1;
        let mut out = String::new();
        loop {
            let Some(c) = self.peek() else {
                self.at = start;
                return Err(self.fail("a string closed by its quote"));
            };
            self.at += 1;
            match c {
                _ if c == quote => return Ok(out),
                '\\' => {
                    let Some(e) = self.peek() else { continue };
                    self.at += 1;
                    match e {
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'r' => out.push('\r'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'u' => out.push(self.unicode()?),
                        other => out.push(other),
                    }
                }
                c => out.push(c),
            }
        }
    }

    /// The four hex digits after `\u` (a surrogate pair read as one character).
    fn unicode(&mut self) -> Result<char, ZipError> {
        let unit = |p: &mut Parser| -> Option<u32> {
            let s: String = p.chars.get(p.at..p.at + 4)?.iter().collect();
            let n = u32::from_str_radix(&s, 16).ok()?;
            p.at += 4;
            Some(n)
        };
        let high = unit(self).ok_or_else(|| self.fail("four hex digits after `\\u`"))?;
        if (0xD800..0xDC00).contains(&high)
            && self.chars.get(self.at..self.at + 2) == Some(&['\\', 'u'])
        {
            self.at += 2;
            let low = unit(self).ok_or_else(|| self.fail("four hex digits after `\\u`"))?;
            let code = 0x10000 + ((high - 0xD800) << 10) + (low.wrapping_sub(0xDC00) & 0x3FF);
            return Ok(char::from_u32(code).unwrap_or('\u{FFFD}'));
        }
        Ok(char::from_u32(high).unwrap_or('\u{FFFD}'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The shorthands of SudokuPad's zipper, one by one (the rules of its `unzip`).
    #[test]
    fn shorthands_expand() {
        let v = unzip("{ce:[[{v:1},,,],[,,,]],l:[{c:CFCFCF,th:21,wp:[[1.5,0.5],[2.5,0.5]]}],o:[{c1:#0,c2:#F,r:t,x:f,te:'X'}]}").unwrap();
        assert_eq!(
            v,
            json!({
                "cells": [[{"value":1},{},{},{}],[{},{},{},{}]],
                "lines": [{"color":"#CFCFCF","thickness":21,"wayPoints":[[1.5,0.5],[2.5,0.5]]}],
                "overlays": [{"borderColor":"#000000","backgroundColor":"#FFFFFF","rounded":true,"x":false,"text":"X"}],
            })
        );
    }

    #[test]
    fn strings_keep_their_text() {
        let v = unzip(r"{v:'rules: don\'t use t, f or #0 here; \'X\' ,ce:[1]',d2:'M 0 0',d:3}")
            .unwrap();
        assert_eq!(
            v,
            json!({"value": "rules: don't use t, f or #0 here; 'X' ,ce:[1]", "d": "M 0 0", "duration": 3})
        );
        // A bare six-hex string gets its `#` wherever it is.
        assert_eq!(unzip("{te:'ABCDEF'}").unwrap(), json!({"text": "#ABCDEF"}));
    }

    #[test]
    fn plain_json_is_read_as_it_is() {
        let v = unzip(r##"{"cells":[[{"value":1}]],"c":"#CFCFCF"}"##).unwrap();
        assert_eq!(v, json!({"cells":[[{"value":1}]],"c":"#CFCFCF"}));
    }

    #[test]
    fn a_key_given_twice_is_an_error() {
        let e = unzip("{c:#0,color:#F}").unwrap_err();
        assert!(e.reason.contains("`color` twice"), "{}", e.reason);
        let e = unzip("{c:#0,c:#F}").unwrap_err();
        assert!(e.reason.contains("`c` twice"), "{}", e.reason);
    }

    #[test]
    fn broken_text_says_where() {
        assert_eq!(
            unzip("{ce:[[1,2]").unwrap_err(),
            ZipError {
                position: 11,
                reason: "expected `,` or `]`, found the end of the text".into()
            }
        );
        assert_eq!(unzip("{v:'open").unwrap_err().position, 4);
        assert_eq!(unzip("{v:@}").unwrap_err().position, 4);
        assert!(
            unzip(&"[".repeat(100))
                .unwrap_err()
                .reason
                .contains("nested")
        );
        // Booleans and colours inside arrays are not shorthands.
        assert!(unzip("{a:[t]}").is_err());
    }
}
