//! JSON read into a `serde_json::Value` with every object's keys checked: serde_json
//! keeps the last of two equal keys and drops the first without a word, so an f-puzzles
//! object with `"killercage"` twice would lose every cage of the first. Here a repeated
//! key is an error that names it.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

/// Reads `json` as one value; an object that gives a key twice is an error naming the
/// key (and, from serde_json, its line and column).
pub(crate) fn parse_unique_keys(json: &str) -> Result<Value, serde_json::Error> {
    serde_json::from_str::<UniqueKeys>(json).map(|v| v.0)
}

/// A JSON value whose objects have no repeated key.
struct UniqueKeys(Value);

impl<'de> Deserialize<'de> for UniqueKeys {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<UniqueKeys, D::Error> {
        d.deserialize_any(ValueVisitor).map(UniqueKeys)
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        UniqueKeys::deserialize(d).map(|v| v.0)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(UniqueKeys(v)) = seq.next_element()? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                return Err(de::Error::custom(format!("key \"{key}\" is given twice")));
            }
            let UniqueKeys(v) = map.next_value()?;
            out.insert(key, v);
        }
        Ok(Value::Object(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_values_and_refuses_a_repeated_key() {
        let v = parse_unique_keys(r#"{"a":[1,-2,3.5,null,true,"x"],"b":{"c":{}}}"#).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"a":[1,-2,3.5,null,true,"x"],"b":{"c":{}}})
        );
        let err = parse_unique_keys(r#"{"killercage":[],"size":9,"killercage":[]}"#)
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("key \"killercage\" is given twice at line 1"),
            "{err}"
        );
        let nested = parse_unique_keys(r#"{"a":[{"x":1,"x":2}]}"#).unwrap_err();
        assert!(nested.to_string().contains("key \"x\" is given twice"));
    }
}
