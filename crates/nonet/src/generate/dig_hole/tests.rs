//! Whole-pipeline tests of [`generate`](super::generate).
