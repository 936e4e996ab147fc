//! The `--rules` list on arbitrary input: it never panics; a list that reads is, item by
//! item, what each of its names reads as alone; an error names the item that is wrong;
//! and the rules a list adds to a classic puzzle are valid rules or an error.

#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::format::{RulesListError, apply_rules_list, parse_rules_list};
use nonet::rules::Puzzle;

fuzz_target!(|data: &[u8]| {
    let list = String::from_utf8_lossy(data);
    let items: Vec<&str> = list.split(',').collect();
    match parse_rules_list(&list) {
        Ok(constraints) => {
            let one_by_one: Vec<_> = items
                .iter()
                .flat_map(|item| parse_rules_list(item).expect("an item of a list that reads"))
                .collect();
            assert_eq!(constraints, one_by_one);
            match apply_rules_list(Puzzle::default(), &list) {
                Ok(puzzle) => assert_eq!(puzzle.rules.constraints(), &constraints[..]),
                Err(RulesListError::Invalid(e)) => assert!(!e.to_string().is_empty()),
                Err(e) => panic!("a list that reads fails otherwise: {e}"),
            }
        }
        Err(RulesListError::Unknown { name }) => {
            assert!(items.iter().any(|i| i.trim() == name), "{name:?}");
            assert!(parse_rules_list(&name).is_err());
        }
        Err(RulesListError::Empty { list: named }) => {
            assert_eq!(named, list);
            assert!(items.iter().any(|i| i.trim().is_empty()));
        }
        Err(e) => panic!("parsing alone fails with {e}"),
    }
});
