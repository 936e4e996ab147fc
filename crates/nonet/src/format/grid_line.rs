//! A [`Grid`] as text in its line form: `str::parse` and serde.
//!
//! The grid prints itself (its `Display` is the 81-character line, `.` for empty
//! cells); reading a line back is a format's job, so the impls that parse live here
//! and the grid layer imports nothing above it.

use std::str::FromStr;

use super::error::ParseError;
use super::parse::parse_line;
use crate::grid::Grid;

impl FromStr for Grid {
    type Err = ParseError;

    /// Parses one puzzle in line form (see [`parse_line`]).
    fn from_str(s: &str) -> Result<Grid, Self::Err> {
        parse_line(s)
    }
}

/// Writes the 81-cell line `Display` prints.
impl serde::Serialize for Grid {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Reads an 81-cell line, the form `Serialize` writes.
impl<'de> serde::Deserialize<'de> for Grid {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Grid, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn parse_reads_what_display_prints() {
        let g: Grid = SOLVED.parse().unwrap();
        assert_eq!(g.to_string(), SOLVED);
        assert_eq!(
            "123".parse::<Grid>().unwrap_err(),
            parse_line("123").unwrap_err()
        );
    }

    #[test]
    fn serde_round_trip() {
        let g: Grid = SOLVED.parse().unwrap();
        let json = serde_json::to_string(&g).unwrap();
        assert_eq!(json, format!("\"{SOLVED}\""));
        assert_eq!(serde_json::from_str::<Grid>(&json).unwrap(), g);
        assert!(serde_json::from_str::<Grid>("\"123\"").is_err());
    }
}
