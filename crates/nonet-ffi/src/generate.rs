//! The generator: a new puzzle for a request ([`nonet_generate`]) and what can be
//! requested ([`nonet_schemes`]).

use std::ffi::c_char;

use nonet::generate::{GenerateRequest, Generated};
use nonet::record::{GeneratedRecord, SchemesRecord};

use crate::boundary::{answer, text};
use crate::puzzle::{json, parse};
use crate::status::{Failure, NonetStatus};

/// A new puzzle for `options`, a `GenerateRequest` as JSON (`{"level":"hard",
/// "scheme":"tiers","seed":7,"symmetry":"none","givens":"24..30","minimal":false}`,
/// every field optional, named as the CLI's flags; an empty string asks for the
/// defaults), rated on every scale: a `GeneratedRecord` as JSON, as `nonet generate
/// --format json` prints it. Without a seed one is drawn from the clock (the record
/// says which). Fails with `BAD_ARGUMENT` for malformed options, an unknown field or
/// level, or an impossible request, and `GENERATE_FAILED` when no puzzle was found.
/// Hard levels take seconds: call it off the UI thread.
///
/// # Safety
/// `options` is null or a NUL-terminated string; `out` is null or writable. On return
/// `*out` holds the answer (status OK) or the message, to be freed with
/// `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_generate(
    options: *const c_char,
    out: *mut *mut c_char,
) -> NonetStatus {
    unsafe {
        answer(out, || {
            let options = text(options, "options")?;
            json(&GeneratedRecord::new(&generated(options)?))
        })
    }
}

/// The generation schemes, each with its levels (`any` first), and the defaults of a
/// request that names none: a `SchemesRecord` as JSON. Every level listed under a
/// scheme is one [`nonet_generate`] takes with that scheme.
///
/// # Safety
/// `out` is null or writable; `*out` is to be freed with `nonet_string_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nonet_schemes(out: *mut *mut c_char) -> NonetStatus {
    unsafe { answer(out, || json(&SchemesRecord::new())) }
}

/// The generated puzzle of `options` (JSON of a [`GenerateRequest`]), rated on every
/// scale (the library's [`GenerateRequest::generate`]).
pub(crate) fn generated(options: &str) -> Result<Generated, Failure> {
    let request: GenerateRequest = if options.trim().is_empty() {
        GenerateRequest::default()
    } else {
        parse(options, "generate options")?
    };
    Ok(request.generate()?)
}
