//! A thermometer: each cell at least `rise` above the one before it (1 strict, 0
//! slow). One pass up the line raises the floors, one pass down lowers the ceilings;
//! the result is the line's fixpoint.

use crate::solve::variant::masks::{at_least, at_most, max_value, min_value};
use crate::solve::variant::state::{Cells, Flow};

/// A thermometer, bulb first.
#[derive(Clone, Debug)]
pub(in crate::solve::variant) struct Thermo {
    pub(in crate::solve::variant) cells: Vec<u8>,
    pub(in crate::solve::variant) rise: i32,
}

impl Thermo {
    pub(in crate::solve::variant) fn run(&self, cells: &mut Cells) -> Flow {
        let mut floor = i32::MIN;
        for &c in &self.cells {
            cells.restrict(c, at_least(floor))?;
            floor = min_value(cells.get(c)) as i32 + self.rise;
        }
        let mut ceiling = i32::MAX;
        for &c in self.cells.iter().rev() {
            cells.restrict(c, at_most(ceiling))?;
            ceiling = max_value(cells.get(c)) as i32 - self.rise;
        }
        Ok(())
    }
}
