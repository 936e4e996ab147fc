//! The committed header is what cbindgen makes of the crate now: a change to a
//! signature or a doc comment that is not carried into `include/nonet.h` fails here,
//! with the command that writes it again.

use std::path::Path;

const UPDATE: &str = "UPDATE_HEADER=1 cargo test -p nonet-ffi --test header";

#[test]
fn header_is_up_to_date() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let bindings = cbindgen::Builder::new()
        .with_crate(dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads the crate");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let generated = String::from_utf8(generated).expect("the header is UTF-8");
    let path = dir.join("include/nonet.h");
    if std::env::var_os("UPDATE_HEADER").is_some() {
        std::fs::write(&path, &generated).expect("include/nonet.h is writable");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "crates/nonet-ffi/include/nonet.h is out of date with the crate: run `{UPDATE}` and commit the header"
    );
}
