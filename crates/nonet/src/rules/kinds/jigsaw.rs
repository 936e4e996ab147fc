//! Jigsaw: nine irregular regions of nine cells replace the boxes (f-puzzles' "regions",
//! the Interactive Sudoku Solver's `Jigsaw`). Regions need not be connected.

use std::fmt;

use crate::grid::{Cell, CellSet};
use crate::rules::error::{Problem, RulesError};

/// A jigsaw layout: the region (0..9) of every cell. Built only through
/// [`Jigsaw::new`] or [`Jigsaw::from_labels`], so every value has nine regions of nine
/// cells.
///
/// In JSON it is the 81 region numbers `1`..`9` in row-major order, as one string.
#[derive(Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Jigsaw {
    regions: [u8; 81],
}

impl Jigsaw {
    /// The layout whose cell `i` is in region `regions[i]` (0..9); an error unless there
    /// are nine regions of nine cells.
    pub fn new(regions: [u8; 81]) -> Result<Jigsaw, RulesError> {
        let error = |problem| RulesError {
            index: None,
            what: "jigsaw layout".to_string(),
            problem,
        };
        let mut sizes = [0usize; 9];
        for &r in &regions {
            match sizes.get_mut(r as usize) {
                Some(n) => *n += 1,
                None => return Err(error(Problem::BadRegionSize { region: r, size: 0 })),
            }
        }
        if let Some((region, &size)) = sizes.iter().enumerate().find(|(_, n)| **n != 9) {
            return Err(error(Problem::BadRegionSize {
                region: region as u8,
                size,
            }));
        }
        Ok(Jigsaw { regions })
    }

    /// Reads 81 region labels (any characters; cells with the same character share a
    /// region), numbering the regions in the order their first cell appears. ISS and
    /// f-puzzles layouts both read this way.
    pub fn from_labels(labels: &str) -> Result<Jigsaw, RulesError> {
        let chars: Vec<char> = labels.chars().filter(|c| !c.is_whitespace()).collect();
        let mut seen: Vec<char> = Vec::new();
        let mut regions = [0u8; 81];
        if chars.len() != 81 {
            return Err(RulesError {
                index: None,
                what: "jigsaw layout".to_string(),
                problem: Problem::TooFewCells {
                    min: 81,
                    found: chars.len(),
                },
            });
        }
        for (slot, ch) in regions.iter_mut().zip(&chars) {
            let id = match seen.iter().position(|c| c == ch) {
                Some(i) => i,
                None => {
                    seen.push(*ch);
                    seen.len() - 1
                }
            };
            *slot = id.min(255) as u8;
        }
        Jigsaw::new(regions)
    }

    /// The region (0..9) of `cell`.
    pub fn region_of(&self, cell: Cell) -> u8 {
        self.regions[cell.index()]
    }

    /// The cells of region `n` (0..9).
    pub fn region(&self, n: u8) -> CellSet {
        Cell::all().filter(|c| self.region_of(*c) == n).collect()
    }

    /// The region numbers of all 81 cells, row-major.
    pub fn regions(&self) -> &[u8; 81] {
        &self.regions
    }
}

impl fmt::Display for Jigsaw {
    /// The 81 region numbers 1..9, row-major.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in self.regions {
            write!(f, "{}", r + 1)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Jigsaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Jigsaw({self})")
    }
}

impl From<Jigsaw> for String {
    fn from(j: Jigsaw) -> String {
        j.to_string()
    }
}

impl TryFrom<String> for Jigsaw {
    type Error = RulesError;

    /// Reads the 81 region numbers `1`..`9` that `Display` writes.
    fn try_from(text: String) -> Result<Jigsaw, RulesError> {
        let mut regions = [9u8; 81];
        let digits: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        if digits.len() != 81 {
            return Err(RulesError {
                index: None,
                what: "jigsaw layout".to_string(),
                problem: Problem::TooFewCells {
                    min: 81,
                    found: digits.len(),
                },
            });
        }
        for (slot, b) in regions.iter_mut().zip(digits) {
            *slot = if (b'1'..=b'9').contains(&b) {
                b - b'1'
            } else {
                9
            };
        }
        Jigsaw::new(regions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STRIPES: &str =
        "111111111222222222333333333444444444555555555666666666777777777888888888999999999";

    #[test]
    fn labels_and_round_trip() {
        let j = Jigsaw::from_labels(STRIPES).unwrap();
        assert_eq!(j.region_of(Cell::at(3, 5).unwrap()), 3);
        assert_eq!(j.to_string(), STRIPES);
        let again = Jigsaw::try_from(j.to_string()).unwrap();
        assert_eq!(again, j);
        let json = serde_json::to_string(&j).unwrap();
        assert_eq!(serde_json::from_str::<Jigsaw>(&json).unwrap(), j);
        assert_eq!(j.region(8).len(), 9);
    }

    #[test]
    fn bad_layouts_name_the_region() {
        let short = Jigsaw::from_labels(&STRIPES[..80]).unwrap_err();
        assert!(short.to_string().contains("80"), "{short}");
        let mut uneven = STRIPES.to_string();
        uneven.replace_range(0..1, "2");
        let err = Jigsaw::from_labels(&uneven).unwrap_err();
        assert_eq!(
            err.to_string(),
            "jigsaw layout: region 1 has 10 cells, expected 9"
        );
    }
}
