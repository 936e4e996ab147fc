//! Calling the C ABI from Rust as a C caller would: C strings in, a status and an owned
//! string out, freed with `nonet_string_free`.

#![allow(dead_code)]

use std::ffi::{CStr, CString, c_char};
use std::ptr;

use nonet_ffi::{NonetStatus, nonet_string_free};

/// The example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim
/// Stellmach): one solution, with 4 in r1c3.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// `text` as a C string.
pub fn c(text: &str) -> CString {
    CString::new(text).unwrap()
}

/// Calls `f` with an `out` pointer and takes the string it set (freeing it): the status
/// and the answer or message.
pub fn call(f: impl FnOnce(*mut *mut c_char) -> NonetStatus) -> (NonetStatus, String) {
    let mut out: *mut c_char = ptr::null_mut();
    let status = f(&mut out);
    (status, take(out))
}

/// The string behind `s`, freed; empty for null.
pub fn take(s: *mut c_char) -> String {
    if s.is_null() {
        return String::new();
    }
    let text = unsafe { CStr::from_ptr(s) }.to_str().unwrap().to_owned();
    unsafe { nonet_string_free(s) };
    text
}

/// The answer of a call that must succeed.
pub fn ok(f: impl FnOnce(*mut *mut c_char) -> NonetStatus) -> String {
    let (status, text) = call(f);
    assert_eq!(status, NonetStatus::Ok, "{text}");
    text
}
