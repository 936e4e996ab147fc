//! The sentence of a step, in the community's wording and r1c1 notation:
//! `<Technique> <pattern>: <conclusions>`, e.g.
//! `X-Wing on 7 in rows 2 and 6, columns 3 and 8: r4c3<>7, r9c8<>7`.
//!
//! Finders never build text (rating and generation run them millions of times and never
//! read it); this module phrases a step's [`Pattern`] on demand.

use std::fmt::Write;

use super::pattern::{
    Als, Chain, Contradiction, Forcing, ForcingKind, LinkKind, Node, Pattern, Potential, Trial,
};
use super::{Family, Step, Technique};
use crate::grid::{Candidates, Cell, CellSet, House, HouseKind};

/// The explanation of `step`.
pub(crate) fn explain(step: &Step) -> String {
    explain_in(step, &|h| h.to_string())
}

/// The explanation of `step`, with each group named by `name` (a variant names its
/// groups by its topology: "region 4", "the main diagonal"). Only the patterns a
/// variant's finders build over groups (singles, intersections, subsets, fish) name
/// groups beyond the classic houses; the others name rows, columns and boxes, which
/// `name` names as their `Display` does.
pub(crate) fn explain_in(step: &Step, name: &dyn Fn(House) -> String) -> String {
    let mut out = String::from(step.technique.name());
    let pattern = describe_groups(step.technique, &step.pattern, name)
        .unwrap_or_else(|| describe(step.technique, &step.pattern));
    if !pattern.is_empty() {
        out.push(' ');
        out.push_str(&pattern);
    }
    out.push_str(": ");
    out.push_str(&conclusions(step));
    out
}

/// The conclusions: placements `r1c2=5`, then eliminations `r4c3<>7`.
pub(crate) fn conclusions(step: &Step) -> String {
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

/// The pattern of a single, an intersection or a subset, its groups named by `name`;
/// `None` for every other pattern.
fn describe_groups(
    technique: Technique,
    pattern: &Pattern,
    name: &dyn Fn(House) -> String,
) -> Option<String> {
    Some(match pattern {
        Pattern::Single { house, digit, .. } => match (technique, house) {
            (Technique::HiddenSingle, Some(h)) => format!("on {digit} in {}", name(*h)),
            (_, Some(h)) => format!("in {}", name(*h)),
            (_, None) => String::new(),
        },
        Pattern::Intersection { digit, base, cover } => {
            format!("on {digit} in {}, {}", name(*base), name(*cover))
        }
        Pattern::Subset {
            house,
            cells,
            digits,
        } => format!(
            "on {} in {} ({})",
            digit_list(*digits),
            name(*house),
            cell_list(cells.iter())
        ),
        Pattern::Trials(trials) => trials_text(trials, name),
        Pattern::Forcing(forcing) => {
            let (Some(group), Some(first)) = (forcing.group, forcing.branches.first()) else {
                return None;
            };
            let kind = match forcing.kind {
                ForcingKind::Region => {
                    let digit = first.first()?.candidate.digit;
                    format!("every place of {digit} in {}", name(group))
                }
                _ => {
                    let digit = first.last()?.candidate.digit;
                    format!("contradiction: no place for {digit} in {}", name(group))
                }
            };
            forcing_branches(&kind, forcing)
        }
        // A fish over a variant's groups (a jigsaw's regions, disjoint groups):
        // "regions 3 and 4"; over classic houses only, `describe` words it.
        Pattern::Fish {
            digit,
            base,
            cover,
            fins,
            endo_fins,
        } if base.iter().chain(cover).any(|&g| name(g) != g.to_string()) => {
            let groups = |list: &[House]| group_list(list.iter().map(|&g| name(g)).collect());
            format!(
                "on {digit} in {}, {}{}",
                groups(base),
                groups(cover),
                fin_list(*fins, *endo_fins)
            )
        }
        _ => return None,
    })
}

/// " with fin r1c1", " with fins r1c1, r1c2 and endo fin r2c2", or nothing.
fn fin_list(fins: CellSet, endo_fins: CellSet) -> String {
    let named = |word: &str, cells: CellSet| {
        let plural = if cells.len() == 1 { "" } else { "s" };
        format!("{word}{plural} {}", cell_list(cells.iter()))
    };
    let parts: Vec<String> = [("fin", fins), ("endo fin", endo_fins)]
        .into_iter()
        .filter(|(_, cells)| !cells.is_empty())
        .map(|(word, cells)| named(word, cells))
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(" with {}", parts.join(" and "))
    }
}

/// Group names as one phrase: "regions 3 and 4" when each is a word and a number
/// ("region 3", "region 4"), else "the extra region at r1c1 and the extra region at
/// r5c1".
fn group_list(names: Vec<String>) -> String {
    let split: Vec<Option<(&str, &str)>> = names
        .iter()
        .map(|n| n.rsplit_once(' ').filter(|(_, k)| k.parse::<u8>().is_ok()))
        .collect();
    match split.first() {
        Some(Some((word, _)))
            if names.len() > 1 && split.iter().all(|p| p.is_some_and(|(w, _)| w == *word)) =>
        {
            let numbers = split.iter().flatten().map(|(_, k)| k.to_string()).collect();
            format!("{word}s {}", and_list(numbers))
        }
        _ => and_list(names),
    }
}

/// The pattern of every step [`describe_groups`] leaves (those name classic houses only).
fn describe(technique: Technique, pattern: &Pattern) -> String {
    match pattern {
        Pattern::Single { .. } | Pattern::Intersection { .. } | Pattern::Subset { .. } => {
            describe_groups(technique, pattern, &|h| h.to_string()).unwrap_or_default()
        }
        Pattern::Fish {
            digit,
            base,
            cover,
            fins,
            endo_fins,
        } => {
            let covers = match technique {
                // Two fish on one base: "columns 2, 5 and 8 / columns 2, 5 and 9".
                Technique::SiameseFish if cover.len() == 2 * base.len() => {
                    let (a, b) = cover.split_at(base.len());
                    format!("{} / {}", houses(a), houses(b))
                }
                _ => houses(cover),
            };
            format!(
                "on {digit} in {}, {covers}{}",
                houses(base),
                fin_list(*fins, *endo_fins)
            )
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
            extra_digits,
            hidden,
            links,
        } => {
            let mut sorted = cells.clone();
            sorted.sort();
            let mut extra = extra.clone();
            extra.sort();
            let mut s = format!(
                "on {} in {}",
                digit_list(*digits),
                cell_list(sorted.into_iter())
            );
            if !extra_digits.is_empty() && !extra.is_empty() {
                let _ = write!(
                    s,
                    " ({} in {})",
                    digit_list(*extra_digits),
                    cell_list(extra.iter().copied())
                );
            }
            if let Some((house, set, d)) = subset {
                let kind = if *hidden { "hidden" } else { "naked" };
                let mut members: Vec<String> = Vec::new();
                if !*hidden {
                    members.push(cell_list(extra.iter().copied()).replace(", ", "/"));
                }
                members.extend(set.iter().map(|c| c.to_string()));
                let _ = write!(
                    s,
                    " with {kind} {} {} in {house} ({})",
                    set_name(d.len()),
                    digit_list(*d),
                    members.join(", ")
                );
            }
            match links.as_slice() {
                [] => {}
                [(house, d)] => {
                    let _ = write!(s, " ({d} locked in {house})");
                }
                [(_, d), ..] => {
                    let lines: Vec<House> = links.iter().map(|&(h, _)| h).collect();
                    let _ = write!(s, " (strong links on {d} in {})", houses_of(&lines));
                }
            }
            s
        }
        Pattern::Bug {
            cells,
            digits,
            subset,
            common,
        } => {
            let mut s = format!(
                "with {} in {}",
                digit_list(*digits),
                cell_list(cells.iter().copied())
            );
            if let Some((house, set, d)) = subset {
                let _ = write!(
                    s,
                    " and naked {} {} in {house} ({})",
                    set_name(d.len()),
                    digit_list(*d),
                    cell_list(set.iter())
                );
            }
            if let Some((house, w)) = common {
                let _ = write!(s, " and {w} in both ({house})");
            }
            s
        }
        Pattern::Als {
            sets,
            restricted,
            z,
            pivot,
            links,
        } => als_text(sets, *restricted, *z, *pivot, links),
        Pattern::SueDeCoq {
            intersection,
            line_set,
            box_set,
            digits,
            line_digits,
            box_digits,
        } => format!(
            "{} {} with {} {} in the line and {} {} in the box",
            compact_cells(*intersection),
            braced(*digits),
            compact_cells(*line_set),
            braced(*line_digits),
            compact_cells(*box_set),
            braced(*box_digits)
        ),
        Pattern::Exclusion { cells, excluders } => format!(
            "on {} with excluders {}",
            cell_list(cells.iter().copied()),
            cell_list(excluders.iter().copied())
        ),
        Pattern::Forcing(forcing) => forcing_text(forcing),
        Pattern::Solution { .. } => "from the solution".to_string(),
        Pattern::Constraint(reasoning) => super::constraints::describe(technique, reasoning),
        Pattern::Trials(trials) => trials_text(trials, &|h| h.to_string()),
    }
}

/// Each trial's text, `; `-separated.
fn trials_text(trials: &[Trial], name: &dyn Fn(House) -> String) -> String {
    let texts: Vec<String> = trials.iter().map(|t| trial_text(t, name)).collect();
    texts.join("; ")
}

/// `if r1c1=5 -> <step> -> <step> & <step> -> no place for 6 in box 1`: the
/// assumption, each round it leads to (its steps in their own sentences, groups named by
/// `name`, joined by `&`), and the contradiction.
fn trial_text(trial: &Trial, name: &dyn Fn(House) -> String) -> String {
    let assumption = trial.assumption;
    let mut out = format!("if {}={}", assumption.cell, assumption.digit);
    for round in &trial.rounds {
        out.push_str(" -> ");
        let steps: Vec<String> = round.iter().map(|s| explain_in(s, name)).collect();
        out.push_str(&steps.join(" & "));
    }
    let end = match &trial.contradiction {
        Contradiction::NoDigit(cell) => format!("no digit left for {cell}"),
        Contradiction::NoPlace { group, digit } => {
            format!("no place for {digit} in {}", name(*group))
        }
        Contradiction::Broken { kind, cells, .. } => {
            format!("{} break the {kind}", compact_cells(*cells))
        }
    };
    let _ = write!(out, " -> {end}");
    out
}

/// The almost locked sets of a step: `A / B restricted 3, z = 2` for ALS-XZ,
/// `A -3- C -5- B, z = 2` for a chain of sets, `stem r5c5: 1 in A, 2 in B, z = 4` for a
/// death blossom; each set written `r1c1,r1c2 {1,2,3}`.
fn als_text(
    sets: &[Als],
    restricted: Candidates,
    z: Candidates,
    pivot: Option<Cell>,
    links: &[Candidates],
) -> String {
    let set = |a: &Als| format!("{} {}", compact_cells(a.cells), braced(a.digits));
    let mut s = String::new();
    if let Some(stem) = pivot {
        let petals: Vec<String> = sets
            .iter()
            .zip(links)
            .map(|(a, d)| format!("{} in {}", digit_list(*d), set(a)))
            .collect();
        let _ = write!(s, "stem {stem}: {}", petals.join(", "));
    } else if let [a, b] = sets {
        let _ = write!(s, "{} / {}", set(a), set(b));
        if restricted.len() >= 2 {
            let _ = write!(s, " doubly linked by {}", digit_list(restricted));
            return s;
        }
        let _ = write!(s, " restricted {}", digit_list(restricted));
    } else {
        for (i, a) in sets.iter().enumerate() {
            if let Some(x) = i.checked_sub(1).and_then(|k| links.get(k)) {
                let _ = write!(s, " -{}- ", compact_digits(*x));
            }
            s.push_str(&set(a));
        }
    }
    if !z.is_empty() {
        let _ = write!(s, ", z = {}", digit_list(z));
    }
    s
}

/// "r1c1,r1c2".
fn compact_cells(cells: CellSet) -> String {
    cells
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// "{1,2,3}".
fn braced(digits: Candidates) -> String {
    format!("{{{}}}", compact_digits(digits))
}

/// "1,2,3".
fn compact_digits(digits: Candidates) -> String {
    digits
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// "pair", "triple", "quad", "quintuple"...
fn set_name(size: u32) -> &'static str {
    match size {
        2 => "pair",
        3 => "triple",
        4 => "quad",
        5 => "quintuple",
        6 => "sextuple",
        _ => "septuple",
    }
}

/// "row 4 and column 3": houses of any kinds, each named.
fn houses_of(list: &[House]) -> String {
    and_list(list.iter().map(|h| h.to_string()).collect())
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
    forcing_branches(kind, f)
}

/// `(kind) branch; branch`, each branch its potentials joined by arrows.
fn forcing_branches(kind: &str, f: &Forcing) -> String {
    let branches: Vec<String> = f
        .branches
        .iter()
        .map(|b| b.iter().map(potential).collect::<Vec<_>>().join(" -> "))
        .collect();
    format!("({kind}) {}", branches.join("; "))
}
