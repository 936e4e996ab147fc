//! Which records Python's cycle collector sees.
//!
//! Every `#[pyclass]` is a GC type in PyO3, so each record a batch makes is tracked:
//! it counts towards the next collection, and a full collection visits every record of
//! the batch's list through PyO3's `tp_traverse` (which walks the class's bases with
//! `PyType_GetSlot` on the abi3 build). For a batch of quick counts that was about a
//! tenth of a microsecond a puzzle, a twentieth of the CLI's whole time for one.
//!
//! A record that holds only the library's record (no Python object) cannot be part of a
//! cycle, so it is untracked as it is made. Once Python reads a field it holds a dict
//! of fields, whose lists a caller may change to point back at the record, so it is
//! tracked again from then on.

use pyo3::ffi;
use pyo3::prelude::*;

/// Hides a new record from the cycle collector (it holds no Python object yet).
pub fn untrack(record: &Bound<'_, PyAny>) {
    // SAFETY: `record` is a live object of a GC type (a pyclass), and the GIL is held.
    unsafe { ffi::PyObject_GC_UnTrack(record.as_ptr().cast()) }
}

/// Shows a record to the cycle collector again, once it holds a Python object. Tracking
/// an object that is tracked already aborts CPython, hence the check.
pub fn track(record: &Bound<'_, PyAny>) {
    // SAFETY: as in `untrack`.
    unsafe {
        if ffi::PyObject_GC_IsTracked(record.as_ptr()) == 0 {
            ffi::PyObject_GC_Track(record.as_ptr().cast());
        }
    }
}
