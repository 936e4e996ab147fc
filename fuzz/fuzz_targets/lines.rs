//! What the fuzz targets check line numbers against, and how they split a text into
//! lines as the command line's line splitter does.

/// The lines as the readers count them: a byte order mark at the start skipped, and
/// `\n`, `\r\n` and a lone `\r` each ending a line.
#[allow(dead_code)]
pub fn lines(text: &str) -> Vec<&str> {
    raw_lines(text.strip_prefix('\u{feff}').unwrap_or(text))
}

/// The lines as the command line hands them to a reader: `\n`, `\r\n` and a lone `\r`
/// each ending a line, no empty line after the last break, a byte order mark left on
/// the first line.
#[allow(dead_code)]
pub fn raw_lines(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let (mut out, mut start, mut i) = (Vec::new(), 0, 0);
    while i < bytes.len() {
        if bytes[i] == b'\n' || bytes[i] == b'\r' {
            out.push(&text[start..i]);
            if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                i += 1;
            }
            start = i + 1;
        }
        i += 1;
    }
    if start < bytes.len() {
        out.push(&text[start..]);
    }
    out
}
