//! `NewGameRecord`: a new game of a generated puzzle, with the generator's record of
//! that puzzle, from one generation.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::game::Game;
use super::game_error::GameError;
use super::save;
use crate::generate::Generated;
use crate::record::GeneratedRecord;

/// A new game and what the generator says of its puzzle, e.g.
///
/// ```json
/// {"save":{"version":...,"puzzle":...,"id":"V21G0JG00G00000003S",...},
///  "generated":{"puzzle":"...","level":"hard","rated":{"tier":"intermediate",...},
///               "fell_back":true,...}}
/// ```
///
/// `save` is the game's save ([`Game::to_json`]'s, as an object), `generated` the
/// [`GeneratedRecord`]: a front end starts the game from the one and says from the other
/// what the puzzle is (the tier it rates at, `fell_back` when no attempt met the level
/// asked for), without generating twice.
#[derive(Debug)]
pub struct NewGameRecord {
    pub game: Game,
    pub generated: GeneratedRecord,
}

impl NewGameRecord {
    /// The game of `generated` and its record ([`Game::from_generated`]'s refusal when
    /// its solution does not solve it).
    pub fn new(generated: &Generated) -> Result<NewGameRecord, GameError> {
        Ok(NewGameRecord {
            game: Game::from_generated(generated)?,
            generated: GeneratedRecord::new(generated),
        })
    }
}

impl Serialize for NewGameRecord {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut record = s.serialize_struct("NewGameRecord", 2)?;
        record.serialize_field("save", &save::saved(&self.game))?;
        record.serialize_field("generated", &self.generated)?;
        record.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::GenerateRequest;

    /// The record's save restores the very game, and its generated part is the
    /// generator's record of the same puzzle.
    #[test]
    fn the_save_restores_the_game_of_the_record() {
        let request: GenerateRequest =
            serde_json::from_str(r#"{"level":"easy","seed":7,"rules":"thermo"}"#).unwrap();
        let generated = request.generate().unwrap();
        let record = NewGameRecord::new(&generated).unwrap();
        let json: serde_json::Value = serde_json::to_value(&record).unwrap();
        let restored = Game::from_json(&json["save"].to_string()).unwrap();
        assert_eq!(restored.to_json(), record.game.to_json());
        assert_eq!(
            json["generated"],
            serde_json::to_value(GeneratedRecord::new(&generated)).unwrap()
        );
    }
}
