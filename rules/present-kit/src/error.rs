//! What goes wrong on our side when a game's data does not serialise.

/// A game state, event, view or action that could not be turned into (or read back from) its
/// stored JSON form. The input that produced it is rolled back and the player told nothing
/// changed: a table must never be saved in a form it cannot load again.
#[derive(Debug, thiserror::Error)]
#[error("{what}: {source}")]
pub struct CodecError {
    pub what: &'static str,
    #[source]
    pub source: serde_json::Error,
}

impl CodecError {
    pub fn new(what: &'static str, source: serde_json::Error) -> Self {
        CodecError { what, source }
    }
}
