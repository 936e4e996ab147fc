//! The crossing itself: C strings read as `&str` (null and non-UTF-8 refused with a
//! status), answers and messages handed out as strings the caller frees, and every
//! body run under `catch_unwind`, so that no panic unwinds into the caller's frames
//! (undefined behaviour across `extern "C"`) and none aborts the host process.

use std::ffi::{CStr, CString, c_char};
use std::panic::{self, AssertUnwindSafe};
use std::ptr;

use crate::status::{Failure, NonetStatus};

/// The text behind `ptr`, a NUL-terminated C string named `name` in messages.
///
/// # Safety
/// `ptr` is null or points to a NUL-terminated string that lives for `'a`.
pub(crate) unsafe fn text<'a>(ptr: *const c_char, name: &str) -> Result<&'a str, Failure> {
    if ptr.is_null() {
        return Err(null(name));
    }
    // SAFETY: non-null, and NUL-terminated and alive by the caller's contract.
    let bytes = unsafe { CStr::from_ptr(ptr) }.to_bytes();
    std::str::from_utf8(bytes).map_err(|e| {
        Failure::new(
            NonetStatus::InvalidUtf8,
            format!(
                "`{name}` is not UTF-8: the byte at offset {} does not start a valid character",
                e.valid_up_to()
            ),
        )
    })
}

/// The failure of a null argument named `name`.
pub(crate) fn null(name: &str) -> Failure {
    Failure::new(NonetStatus::NullArgument, format!("`{name}` is null"))
}

/// Runs `body` with panics caught: a panic becomes a [`NonetStatus::Panic`] failure.
pub(crate) fn caught<T>(body: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    panic::catch_unwind(AssertUnwindSafe(body))
        .unwrap_or_else(|payload| Err(Failure::panic(&*payload)))
}

/// Runs `body` and writes its answer, or its failure's message, to `*out`: the shape of
/// every call that answers a string. `*out` is set on every path but a null `out`.
///
/// # Safety
/// `out` is null or valid for one write of a pointer.
pub(crate) unsafe fn answer(
    out: *mut *mut c_char,
    body: impl FnOnce() -> Result<String, Failure>,
) -> NonetStatus {
    if out.is_null() {
        return NonetStatus::NullArgument;
    }
    let (status, text) = match caught(body) {
        Ok(text) => (NonetStatus::Ok, text),
        Err(f) => (f.status, f.message),
    };
    // SAFETY: non-null and writable by the caller's contract.
    unsafe { *out = c_string(text) };
    status
}

/// Runs `body` and writes its failure's message to `*error` (null on success): the
/// shape of every call whose answer is not a string. A null `error` drops the message.
///
/// # Safety
/// `error` is null or valid for one write of a pointer.
pub(crate) unsafe fn status(
    error: *mut *mut c_char,
    body: impl FnOnce() -> Result<(), Failure>,
) -> NonetStatus {
    let (status, message) = match caught(body) {
        Ok(()) => (NonetStatus::Ok, None),
        Err(f) => (f.status, Some(f.message)),
    };
    if !error.is_null() {
        // SAFETY: non-null and writable by the caller's contract.
        unsafe { *error = message.map_or(ptr::null_mut(), c_string) };
    }
    status
}

/// `text` as a C string the caller owns. JSON and the library's messages hold no NUL
/// (serde escapes it, and input came in as C strings), but one would end the string
/// early in C, so it is replaced rather than trusted.
fn c_string(text: String) -> *mut c_char {
    CString::new(text)
        .unwrap_or_else(|e| {
            let text = String::from_utf8_lossy(&e.into_vec()).replace('\0', "\u{FFFD}");
            CString::new(text).unwrap_or_default()
        })
        .into_raw()
}

/// Frees a string this library returned (an answer or a message). Null is ignored.
///
/// # Safety
/// `string` is null or a string returned by this library and not yet freed; it is not
/// used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_string_free(string: *mut c_char) {
    if string.is_null() {
        return;
    }
    // SAFETY: made by `CString::into_raw` in `c_string`, freed once by contract.
    // Dropping a CString does not panic.
    drop(unsafe { CString::from_raw(string) });
}

/// The library's version (`0.1.0`), a static string: do not free it.
#[unsafe(no_mangle)]
pub extern "C" fn nonet_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => panic!("the version has no NUL inside"),
        };
    VERSION.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A panic in a body is caught and reported with its message, and the string it
    /// answers is the caller's to free.
    #[test]
    fn a_panic_is_caught_and_reported() {
        let mut out = ptr::null_mut();
        let status = unsafe { answer(&mut out, || panic!("the engine broke")) };
        assert_eq!(status, NonetStatus::Panic);
        let message = unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_owned();
        unsafe { nonet_string_free(out) };
        assert!(message.contains("the engine broke"), "{message}");
        let mut error = ptr::null_mut();
        let status = unsafe { super::status(&mut error, || panic!("{}", String::from("owned"))) };
        assert_eq!(status, NonetStatus::Panic);
        assert!(
            unsafe { CStr::from_ptr(error) }
                .to_str()
                .unwrap()
                .contains("owned")
        );
        unsafe { nonet_string_free(error) };
    }

    /// Null and non-UTF-8 text are refused with the argument's name and the offset.
    #[test]
    fn bad_text_is_named() {
        let e = unsafe { text(ptr::null(), "text") }.unwrap_err();
        assert_eq!(e, Failure::new(NonetStatus::NullArgument, "`text` is null"));
        let bytes = c"ab\xffc";
        let e = unsafe { text(bytes.as_ptr(), "options") }.unwrap_err();
        assert_eq!(e.status, NonetStatus::InvalidUtf8);
        assert!(
            e.message.contains("`options`") && e.message.contains("offset 2"),
            "{}",
            e.message
        );
    }

    /// A NUL inside an answer cannot end the C string early.
    #[test]
    fn an_inner_nul_is_replaced() {
        let s = c_string("a\0b".to_string());
        let text = unsafe { CStr::from_ptr(s) }.to_str().unwrap().to_owned();
        unsafe { nonet_string_free(s) };
        assert_eq!(text, "a\u{FFFD}b");
    }
}
