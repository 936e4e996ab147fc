//! Connectedness (with the rules' orthogonal neighbours): what regions and cages are
//! grown by.

use crate::grid::CellSet;

pub(super) use crate::rules::shape::orthogonal_neighbours as neighbours;

/// Whether `cells` form one orthogonally connected piece (the empty set counts as one).
pub(super) fn connected(cells: CellSet) -> bool {
    let Some(first) = cells.iter().next() else {
        return true;
    };
    let mut seen = CellSet::EMPTY;
    seen.insert(first);
    let mut stack = vec![first];
    while let Some(cell) = stack.pop() {
        for n in neighbours(cell) {
            if cells.contains(n) && !seen.contains(n) {
                seen.insert(n);
                stack.push(n);
            }
        }
    }
    seen == cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;

    #[test]
    fn corners_have_two_neighbours_and_the_centre_four() {
        let r1c1: Cell = "r1c1".parse().unwrap();
        let r5c5: Cell = "r5c5".parse().unwrap();
        assert_eq!(neighbours(r1c1).count(), 2);
        assert_eq!(neighbours(r5c5).count(), 4);
        assert!(neighbours(r5c5).all(|n| crate::rules::shape::orthogonal(n, r5c5)));
    }

    #[test]
    fn connectedness() {
        let set = |cells: &[&str]| cells.iter().map(|c| c.parse::<Cell>().unwrap()).collect();
        assert!(connected(set(&["r1c1", "r1c2", "r2c2"])));
        assert!(!connected(set(&["r1c1", "r2c2"])));
        assert!(connected(CellSet::EMPTY));
    }
}
