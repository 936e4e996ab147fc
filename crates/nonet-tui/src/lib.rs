//! # nonet-tui
//!
//! The terminal game behind `nonet play`: a view of [`nonet::play`]'s game model, drawn
//! with ratatui. It holds no Sudoku rules of its own: what a key does to the game, what
//! clashes, what a hint says all come from the model; this crate keeps only what a
//! screen needs (the cursor, the entry mode, which overlay is open, the clock).
//!
//! State lives apart from drawing: [`keys`] maps keys to actions, the app applies them,
//! and one `draw` renders the whole screen from the state, so every screen can be tested
//! on ratatui's `TestBackend`.

pub mod app;
pub mod board;
pub mod geometry;
pub mod keys;
pub mod overlay;
pub mod panel;
pub mod rules_draw;
pub mod rules_view;
pub mod run;
pub mod store;
pub mod terminal;
pub mod theme;
pub mod view;

pub use app::App;
pub use run::{Options, Outcome, run};
pub use store::{Store, StoreError};
pub use theme::{Theme, ThemeName};
