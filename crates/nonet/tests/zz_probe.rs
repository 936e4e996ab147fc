mod variant_fixtures;
use nonet::logic::{Ladder, Technique, explain};
use variant_fixtures::fixtures;
#[test]
fn probe() {
    for f in fixtures() {
        if !f.puzzle.rules.topology().is_only_groups_and_peers() {
            continue;
        }
        let t = std::time::Instant::now();
        let path = explain(&f.puzzle, &Ladder::standard()).unwrap();
        let mut counts = std::collections::BTreeMap::new();
        for s in &path.steps {
            *counts.entry(s.technique.name()).or_insert(0) += 1;
        }
        let bt = path
            .steps
            .iter()
            .position(|s| s.technique == Technique::Backtracking);
        eprintln!(
            "{} {:?} {:?} bt_at={:?}/{}",
            f.name,
            t.elapsed(),
            counts,
            bt,
            path.steps.len()
        );
    }
}
