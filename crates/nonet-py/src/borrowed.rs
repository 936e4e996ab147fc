//! A puzzle's text lent by the Python object that holds it to a worker thread, so that
//! a batch reads each item where CPython keeps it instead of copying it first.
//!
//! A batch's chunk keeps a reference to each of its items' objects until the pool has
//! worked on it ([`crate::batch`]); a `str` (and a `bytes`) never changes, and the
//! UTF-8 that CPython keeps in a `str` lives as long as the object, so the text stays
//! valid and unchanged while a worker reads it without the GIL. Copying every text
//! (a `String` made under the GIL, freed by a worker) cost a batch of quick counts
//! about a twentieth of a microsecond a puzzle.

use std::ptr::NonNull;

/// The UTF-8 of a text whose Python object its holder keeps alive.
pub struct Borrowed {
    start: NonNull<u8>,
    len: usize,
}

// SAFETY: a `Borrowed` is read-only access to bytes that no one changes while it
// lives (see `Borrowed::new`), which any thread may share.
unsafe impl Send for Borrowed {}
unsafe impl Sync for Borrowed {}

impl Borrowed {
    /// Lends `text` past the borrow it comes from.
    ///
    /// # Safety
    /// `text` must be the contents of an immutable Python object (a `str`'s UTF-8, a
    /// `bytes`' bytes) that the caller keeps a reference to for as long as the
    /// `Borrowed` lives.
    pub unsafe fn new(text: &str) -> Borrowed {
        Borrowed {
            start: NonNull::from(text).cast(),
            len: text.len(),
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        // SAFETY: by `new`'s contract these are `len` bytes of valid UTF-8, alive and
        // unchanged while `self` lives.
        unsafe {
            std::str::from_utf8_unchecked(std::slice::from_raw_parts(self.start.as_ptr(), self.len))
        }
    }
}
