//! The constant tables every engine shares: the cells of each house, the houses of each
//! cell, and each cell's 20 peers. All computed at compile time.

use super::cell::Cell;
use super::cell_set::CellSet;
use super::house::House;

/// The cells of each house in house order: rows 0..9, columns 9..18, boxes 18..27.
pub(crate) static HOUSE_CELLS: [[Cell; 9]; 27] = house_cells();

/// The cells of each house as a bitset.
pub(crate) static HOUSE_SETS: [CellSet; 27] = house_sets();

/// Each cell's houses: its row, its column, its box.
pub(crate) static CELL_HOUSES: [[House; 3]; 81] = cell_houses();

/// Each cell's 20 peers in increasing index.
pub(crate) static PEERS: [[Cell; 20]; 81] = peers();

/// Each cell's 20 peers as a bitset.
pub(crate) static PEER_SETS: [CellSet; 81] = peer_sets();

const fn house_cells() -> [[Cell; 9]; 27] {
    let mut t = [[Cell::from_index(0); 9]; 27];
    let mut n = 0;
    while n < 9 {
        let mut k = 0;
        while k < 9 {
            t[n][k] = Cell::from_index(n * 9 + k);
            t[9 + n][k] = Cell::from_index(k * 9 + n);
            let (br, bc) = ((n / 3) * 3, (n % 3) * 3);
            t[18 + n][k] = Cell::from_index((br + k / 3) * 9 + bc + k % 3);
            k += 1;
        }
        n += 1;
    }
    t
}

const fn house_sets() -> [CellSet; 27] {
    let cells = house_cells();
    let mut t = [CellSet::EMPTY; 27];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            t[h] = t[h].with(cells[h][k]);
            k += 1;
        }
        h += 1;
    }
    t
}

const fn cell_houses() -> [[House; 3]; 81] {
    let mut t = [[House::from_index(0); 3]; 81];
    let mut i = 0;
    while i < 81 {
        let c = Cell::from_index(i);
        t[i] = [
            House::row(c.row()),
            House::column(c.col()),
            House::box_(c.box_index()),
        ];
        i += 1;
    }
    t
}

const fn peers() -> [[Cell; 20]; 81] {
    let mut t = [[Cell::from_index(0); 20]; 81];
    let mut i = 0;
    while i < 81 {
        let a = Cell::from_index(i);
        let mut n = 0;
        let mut j = 0;
        while j < 81 {
            let b = Cell::from_index(j);
            if a.sees(b) {
                t[i][n] = b;
                n += 1;
            }
            j += 1;
        }
        assert!(n == 20);
        i += 1;
    }
    t
}

const fn peer_sets() -> [CellSet; 81] {
    let p = peers();
    let mut t = [CellSet::EMPTY; 81];
    let mut i = 0;
    while i < 81 {
        let mut k = 0;
        while k < 20 {
            t[i] = t[i].with(p[i][k]);
            k += 1;
        }
        i += 1;
    }
    t
}
