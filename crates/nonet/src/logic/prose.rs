//! The sentence of a step, in the community's wording and r1c1 notation:
//! `<Technique> <pattern>: <conclusions>`, e.g.
//! `X-Wing on 7 in rows 2 and 6, columns 3 and 8: r4c3<>7, r9c8<>7`.
//!
//! Finders never build text (rating and generation run them millions of times and never
//! read it); this module phrases a step's [`Pattern`] on demand.

use std::fmt::Write;

use super::pattern::{Chain, Forcing, ForcingKind, LinkKind, Node, Pattern, Potential};
use super::{Family, Step, Technique};
use crate::grid::{Candidates, Cell, CellSet, House, HouseKind};

/// The explanation of `step`.
pub fn explain(step: &Step) -> String {
    let mut out = String::from(step.technique.name());
    let pattern = describe(step.technique, &step.pattern);
    if !pattern.is_empty() {
        out.push(' ');
        out.push_str(&pattern);
    }
    out.push_str(": ");
    out.push_str(&conclusions(step));
    out
}

/// The conclusions: placements `r1c2=5`, then eliminations `r4c3<>7`.
pub fn conclusions(step: &Step) -> String {
    let placements = step
        .placements
        .iter()
        .map(|p| format!("{}={}", p.cell, p.digit));
    let eliminations = step
        .eliminations
        .iter()
        .map(|e| format!("{}<>{}", e.cell, e.digit));
    placements
        .chain(eliminations)
        .collect::<Vec<_>>()
        .join(", ")
}

fn describe(technique: Technique, pattern: &Pattern) -> String {
    match pattern {
        Pattern::Single { house, digit, .. } => match (technique, house) {
            (Technique::HiddenSingle, Some(h)) => format!("on {digit} in {h}"),
            (_, Some(h)) => format!("in {h}"),
            (_, None) => String::new(),
        },
        Pattern::Intersection { digit, base, cover } => format!("on {digit} in {base}, {cover}"),
        Pattern::Subset {
            house,
            cells,
            digits,
        } => format!(
            "on {} in {house} ({})",
            digit_list(*digits),
            cell_list(cells.iter())
        ),
        Pattern::Fish {
            digit,
            base,
            cover,
            fins,
        } => {
            let mut s = format!("on {digit} in {}, {}", houses(base), houses(cover));
            if !fins.is_empty() {
                let word = if fins.len() == 1 { "fin" } else { "fins" };
                let _ = write!(s, " with {word} {}", cell_list(fins.iter()));
            }
            s
        }
        Pattern::Kraken {
            digit,
            base,
            cover,
            fins,
            chains,
        } => {
            let word = if fins.len() == 1 { "fin" } else { "fins" };
            let proofs: Vec<String> = chains.iter().map(eureka).collect();
            format!(
                "on {digit} in {}, {} with {word} {}: {}",
                houses(base),
                houses(cover),
                cell_list(fins.iter()),
                proofs.join("; ")
            )
        }
        Pattern::Wing {
            pivot,
            pincers,
            digits,
            z,
        } => format!(
            "on {} with pivot {pivot} and pincers {} (z = {z})",
            digit_list(*digits),
            cell_list(pincers.iter().copied())
        ),
        Pattern::Chain(chain) => match super::registry::info(technique).family {
            // Single-digit patterns and W-Wings name their digits first:
            // "Skyscraper on 1: (1)r2c4=(1)r8c4-(1)r8c7=(1)r2c9".
            Family::SingleDigit | Family::Wings => {
                let digits: Candidates = chain.nodes.iter().map(|n| n.digit).collect();
                format!("on {}: {}", digit_list(digits), eureka(chain))
            }
            _ => eureka(chain),
        },
        Pattern::Coloring { colors } => format!(
            "with colors {} / {}",
            colors[0]
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            colors[1]
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Pattern::Uniqueness {
            cells,
            digits,
            extra,
            subset,
        } => {
            let mut s = format!(
                "on {} in {}",
                digit_list(*digits),
                cell_list(cells.iter().copied())
            );
            if !extra.is_empty() {
                let _ = write!(s, " (extra {})", cell_list(extra.iter().copied()));
            }
            if let Some((house, set, d)) = subset {
                let _ = write!(
                    s,
                    " with {} in {house} ({})",
                    digit_list(*d),
                    cell_list(set.iter())
                );
            }
            s
        }
        Pattern::Als {
            sets,
            restricted,
            z,
            pivot,
        } => {
            let mut s = String::new();
            if let Some(p) = pivot {
                let _ = write!(s, "from {p}: ");
            }
            let parts: Vec<String> = sets
                .iter()
                .map(|a| format!("{} {}", cell_list(a.cells.iter()), a.digits))
                .collect();
            let _ = write!(s, "{}", parts.join(" / "));
            if !restricted.is_empty() {
                let _ = write!(s, ", restricted {}", digit_list(*restricted));
            }
            if !z.is_empty() {
                let _ = write!(s, ", z = {}", digit_list(*z));
            }
            s
        }
        Pattern::SueDeCoq {
            intersection,
            line_set,
            box_set,
            digits,
        } => format!(
            "on {} in {} with {} and {}",
            digit_list(*digits),
            cell_list(intersection.iter()),
            cell_list(line_set.iter()),
            cell_list(box_set.iter())
        ),
        Pattern::Exclusion { cells, excluders } => format!(
            "on {} (excluders {})",
            cell_list(cells.iter().copied()),
            cell_list(excluders.iter().copied())
        ),
        Pattern::Forcing(forcing) => forcing_text(forcing),
        Pattern::Solution { .. } => "from the solution".to_string(),
    }
}

/// "1 and 5", "1, 5 and 7".
pub(crate) fn digit_list(digits: Candidates) -> String {
    and_list(digits.iter().map(|d| d.to_string()).collect())
}

/// "r1c1, r1c2".
pub(crate) fn cell_list(cells: impl Iterator<Item = Cell>) -> String {
    cells.map(|c| c.to_string()).collect::<Vec<_>>().join(", ")
}

fn and_list(mut items: Vec<String>) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.pop().unwrap_or_default(),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{} and {last}", items.join(", "))
        }
    }
}

/// "rows 2 and 6", or, for mixed kinds, "row 2, box 5 and column 3".
pub(crate) fn houses(list: &[House]) -> String {
    let Some(first) = list.first() else {
        return String::new();
    };
    if list.iter().all(|h| h.kind() == first.kind()) {
        let word = match (first.kind(), list.len()) {
            (HouseKind::Row, 1) => "row",
            (HouseKind::Row, _) => "rows",
            (HouseKind::Column, 1) => "column",
            (HouseKind::Column, _) => "columns",
            (HouseKind::Box, 1) => "box",
            (HouseKind::Box, _) => "boxes",
        };
        let numbers = list.iter().map(|h| (h.number() + 1).to_string()).collect();
        format!("{word} {}", and_list(numbers))
    } else {
        and_list(list.iter().map(|h| h.to_string()).collect())
    }
}

/// A node in Eureka notation: `(7)r1c2`, or `(7)r1c23` for a group in a row.
pub(crate) fn node(n: &Node) -> String {
    format!("({}){}", n.digit, group(n.cells))
}

fn group(cells: CellSet) -> String {
    let list: Vec<Cell> = cells.iter().collect();
    match list.as_slice() {
        [] => String::new(),
        [one] => one.to_string(),
        [first, rest @ ..] if rest.iter().all(|c| c.row() == first.row()) => {
            let cols: String = list.iter().map(|c| (c.col() + 1).to_string()).collect();
            format!("r{}c{cols}", first.row() + 1)
        }
        [first, rest @ ..] if rest.iter().all(|c| c.col() == first.col()) => {
            let rows: String = list.iter().map(|c| (c.row() + 1).to_string()).collect();
            format!("r{rows}c{}", first.col() + 1)
        }
        _ => format!("{{{}}}", cell_list(list.into_iter())),
    }
}

/// A chain in Eureka notation: `(7)r1c2=(7)r1c8-(7)r4c8=(7)r4c1`.
pub(crate) fn eureka(chain: &Chain) -> String {
    let mut s = String::new();
    for (i, n) in chain.nodes.iter().enumerate() {
        if i > 0 {
            s.push(match chain.links.get(i - 1) {
                Some(LinkKind::Strong) => '=',
                _ => '-',
            });
        }
        s.push_str(&node(n));
    }
    s
}

fn potential(p: &Potential) -> String {
    let op = if p.on { "=" } else { "<>" };
    format!("{}{op}{}", p.candidate.cell, p.candidate.digit)
}

fn forcing_text(f: &Forcing) -> String {
    let kind = match f.kind {
        ForcingKind::Contradiction => "contradiction",
        ForcingKind::Double => "double implication",
        ForcingKind::Cell => "every candidate of a cell",
        ForcingKind::Region => "every place in a house",
        ForcingKind::Chain => "chain",
    };
    let branches: Vec<String> = f
        .branches
        .iter()
        .map(|b| b.iter().map(potential).collect::<Vec<_>>().join(" -> "))
        .collect();
    format!("({kind}) {}", branches.join("; "))
}
