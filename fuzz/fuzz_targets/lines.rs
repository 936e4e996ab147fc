//! What the fuzz targets check line numbers against: the lines of a text as the reader
//! counts them, split here on their own, so that the reader's splitting is checked too.

/// The lines as the reader counts them: a byte order mark at the start skipped, and
/// `\n`, `\r\n` and a lone `\r` each ending a line, no empty line after the last break.
pub fn lines(text: &str) -> Vec<&str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
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
