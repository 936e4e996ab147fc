//! The README's key list is the key table's: one table drives the keys, the help overlay
//! and the README. `NONET_BLESS=1` rewrites the README's list from the table.

use std::path::PathBuf;

const START: &str = "<!-- keys: generated from crates/nonet-tui/src/keys.rs; checked by crates/nonet-tui/tests/readme.rs -->\n";
const END: &str = "<!-- /keys -->";

#[test]
fn readme_lists_the_key_table() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let start = readme.find(START).expect("the README's key-list marker") + START.len();
    let end = start + readme[start..].find(END).expect("the end marker");
    let table = nonet_tui::keys::markdown_table();
    if std::env::var_os("NONET_BLESS").is_some() {
        let updated = format!("{}{table}{}", &readme[..start], &readme[end..]);
        std::fs::write(&path, updated).unwrap();
        return;
    }
    assert_eq!(
        &readme[start..end],
        table,
        "the README's key list differs from the key table (NONET_BLESS=1 rewrites it)"
    );
}
