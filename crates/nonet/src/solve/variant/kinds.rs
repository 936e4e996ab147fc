//! Each constraint kind's propagator: what it adds to the compiled model (its
//! propagators in `props/`, relations on pairs of cells, narrowed starting candidates),
//! one `impl` per row of the table of kinds (`rules/constraint.rs`), in the table's
//! order. [`Model::new`](super::model::Model::new) dispatches with
//! [`each_kind!`](crate::rules::each_kind), so a kind without an `impl` here fails to
//! compile. Kinds whose whole rule is in the groups and peers (the search's house
//! propagators and peer eliminations already enforce them) say so in an empty `impl`.

use super::less_houses::Linear;
use super::model::{ARROW_WEIGHT, Builder, cliques, ix, ixs, seen_outside};
use super::props::{self, Prop};
use crate::rules::kinds::{self, *};
use crate::rules::shape;

/// A constraint kind's part of the compiled model.
pub(super) trait Propagated {
    /// Adds the constraint's propagators, relations and starting candidates to `b`.
    fn compile(&self, b: &mut Builder);
}

/// Kinds that are groups and peers only: nothing of their own.
macro_rules! groups_and_peers {
    ($($payload:ident),*) => {
        $(impl Propagated for $payload {
            fn compile(&self, _: &mut Builder) {}
        })*
    };
}

groups_and_peers!(
    Diagonal,
    Windoku,
    DisjointGroups,
    ExtraRegion,
    AntiKnight,
    AntiKing
);

impl Propagated for NonConsecutive {
    /// A relation on every orthogonal pair without a kropki dot.
    fn compile(&self, b: &mut Builder) {
        let free: Vec<_> = shape::orthogonal_pairs()
            .filter(|p| !b.dotted.contains(p))
            .collect();
        for (x, y) in free {
            b.relate(x, y, |u, v| u.abs_diff(v) != 1);
        }
    }
}

impl Propagated for KropkiDot {
    fn compile(&self, b: &mut Builder) {
        let color = self.color;
        b.relate(self.cells[0], self.cells[1], move |x, y| {
            color.allows(x as u8, y as u8)
        });
    }
}

impl Propagated for KropkiNegative {
    /// A relation on every orthogonal pair without a dot.
    fn compile(&self, b: &mut Builder) {
        let n = *self;
        let free: Vec<_> = shape::orthogonal_pairs()
            .filter(|p| !b.dotted.contains(p))
            .collect();
        for (x, y) in free {
            b.relate(x, y, move |u, v| n.allows(u as u8, v as u8));
        }
    }
}

impl Propagated for Xv {
    fn compile(&self, b: &mut Builder) {
        let total = u32::from(self.letter.total());
        b.relate(self.cells[0], self.cells[1], move |x, y| x + y == total);
    }
}

impl Propagated for XvNegative {
    /// A relation on every orthogonal pair without a letter.
    fn compile(&self, b: &mut Builder) {
        let free: Vec<_> = shape::orthogonal_pairs()
            .filter(|p| !b.lettered.contains(p))
            .collect();
        for (x, y) in free {
            b.relate(x, y, |u, v| u + v != 5 && u + v != 10);
        }
    }
}

impl Propagated for EvenOdd {
    /// The cell starts with the digits of its parity.
    fn compile(&self, b: &mut Builder) {
        b.narrow(self.cell, self.parity.digits());
    }
}

impl Propagated for GivenCandidates {
    /// The cell starts with its given digits.
    fn compile(&self, b: &mut Builder) {
        b.narrow(self.cell, self.digits);
    }
}

impl Propagated for Quadruple {
    fn compile(&self, b: &mut Builder) {
        let Some(square) = self.square() else {
            return;
        };
        let mut needs: Vec<(u16, u8)> = Vec::new();
        for d in &self.digits {
            match needs.iter_mut().find(|n| n.0 == d.bit()) {
                Some(n) => n.1 += 1,
                None => needs.push((d.bit(), 1)),
            }
        }
        b.props.push(Prop::Quad(props::Quad {
            cells: square.map(ix),
            needs,
        }));
    }
}

impl Propagated for KillerCage {
    /// A cage with a total; without one, its cells are a group (peers) only.
    fn compile(&self, b: &mut Builder) {
        if let Some(total) = self.total {
            b.cage(&self.cells, i32::from(total));
        }
    }
}

impl Propagated for LittleKiller {
    fn compile(&self, b: &mut Builder) {
        let line = self.line();
        let total = i32::from(self.total);
        if cliques(b.derived, &line).len() == 1 {
            // All in one box (a short diagonal): distinct digits, a cage.
            b.cage(&line, total);
        } else {
            let terms = b.terms(&line, 1);
            b.props.push(Prop::Sum(props::Sum {
                terms,
                total,
                exact: true,
            }));
        }
    }
}

impl Propagated for Arrow {
    /// The sum, less the houses it covers whole; its cells count the sum's priority
    /// [`ARROW_WEIGHT`] times in their starting scores.
    fn compile(&self, b: &mut Builder) {
        let mut sum = Linear::arrow(self);
        sum.less_houses(b.derived);
        let prop = Prop::Sum(props::Sum {
            terms: sum.terms(b.derived),
            total: sum.total,
            exact: true,
        });
        b.boost
            .push((sum.support(), (ARROW_WEIGHT - 1) * prop.priority()));
        b.props.push(prop);
    }
}

impl Propagated for Sandwich {
    fn compile(&self, b: &mut Builder) {
        if let Some(line) = self.clue.cells() {
            b.props.push(Prop::Sandwich(props::Sandwich {
                cells: line.map(ix),
                total: i32::from(self.total),
            }));
        }
    }
}

impl Propagated for XSum {
    fn compile(&self, b: &mut Builder) {
        if let Some(line) = self.clue.cells() {
            b.props.push(Prop::XSum(props::XSum {
                cells: line.map(ix),
                total: i32::from(self.total),
            }));
        }
    }
}

impl Propagated for Skyscraper {
    fn compile(&self, b: &mut Builder) {
        if let Some(line) = self.clue.cells() {
            b.props.push(Prop::Skyscraper(props::Skyscraper {
                cells: line.map(ix),
                count: u32::from(self.count),
            }));
        }
    }
}

impl Propagated for RegionSumLine {
    fn compile(&self, b: &mut Builder) {
        let pieces = self.pieces(b.layout).iter().map(|p| ixs(p)).collect();
        b.props.push(Prop::EqualSums(props::EqualSums { pieces }));
    }
}

impl Propagated for Thermo {
    fn compile(&self, b: &mut Builder) {
        b.props.push(Prop::Thermo(props::Thermo {
            cells: ixs(&self.cells),
            rise: i32::from(self.rise()),
        }));
    }
}

impl Propagated for Palindrome {
    /// Mirrored cells are equal: a relation on each pair.
    fn compile(&self, b: &mut Builder) {
        for (x, y) in self.mirrored_pairs() {
            if x != y {
                b.relate(x, y, |u, v| u == v);
            }
        }
    }
}

impl Propagated for Renban {
    fn compile(&self, b: &mut Builder) {
        b.props.push(Prop::Renban(props::Renban {
            cells: ixs(&self.cells),
            seen: seen_outside(b.derived, &self.cells),
        }));
    }
}

impl Propagated for Whispers {
    /// Neighbours differ by the difference: a relation on each pair.
    fn compile(&self, b: &mut Builder) {
        let d = u32::from(self.difference);
        for pair in self.cells.windows(2) {
            b.relate(pair[0], pair[1], move |x, y| x.abs_diff(y) >= d);
        }
    }
}

impl Propagated for BetweenLine {
    fn compile(&self, b: &mut Builder) {
        if !self.inner().is_empty() {
            let (x, y) = self.ends();
            b.props.push(Prop::Between(props::Between {
                ends: [ix(x), ix(y)],
                inner: ixs(self.inner()),
            }));
        }
    }
}

impl Propagated for EntropicLine {
    /// Neighbours come from different sets (a relation), and each window of three holds
    /// one of each.
    fn compile(&self, b: &mut Builder) {
        for (x, y) in self.pairs() {
            b.relate(x, y, |u, v| {
                kinds::entropy_set(u as u8) != kinds::entropy_set(v as u8)
            });
        }
        for w in self.cells.windows(3) {
            b.props.push(Prop::Entropic(props::EntropicWindow {
                cells: [ix(w[0]), ix(w[1]), ix(w[2])],
            }));
        }
    }
}

impl Propagated for ZipperLine {
    fn compile(&self, b: &mut Builder) {
        let pairs = self
            .pairs()
            .iter()
            .map(|&(x, y)| props::ZipperPair {
                a: ix(x),
                b: ix(y),
                peers: b.derived.peers(x).contains(y),
            })
            .collect();
        // The reasoning on pairs inside one house takes each pair for two cells of their
        // own; a line that comes back to a cell (a pair of a cell with itself, two pairs
        // sharing one) goes without it, on the pairs alone.
        let revisits = (shape::set(&self.cells).len() as usize) < self.cells.len();
        let groups = if revisits {
            Vec::new()
        } else {
            b.pairs_in_houses(&self.pairs())
        };
        b.props.push(Prop::Zipper(props::Zipper {
            pairs,
            middle: self.middle().map(ix),
            groups,
        }));
        b.zipper_partners(&self.pairs());
    }
}
