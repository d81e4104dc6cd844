//! A reply's structured view, written as JSON only when someone reads it.
//!
//! Discord shows a reply's text and picture, never its view; the script driver prints it and
//! the tests read it. Serialising every view on every click cost about a tenth of an
//! interaction's CPU (`docs/benchmarks.md`), so a reply keeps the view itself, shared with its
//! picture, and builds the JSON when the reply is serialised or compared.
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::sync::Arc;

/// The view a message was rendered from; its JSON is built on demand ([`ViewJson::value`]).
#[derive(Clone)]
pub struct ViewJson(Arc<dyn Fn() -> Result<Value, String> + Send + Sync>);

impl ViewJson {
    /// The JSON of `view`, built when asked for.
    pub fn of<V: Serialize + Send + Sync + 'static>(view: Arc<V>) -> ViewJson {
        ViewJson(Arc::new(move || {
            serde_json::to_value(&*view).map_err(|e| format!("a view does not serialise: {e}"))
        }))
    }

    /// JSON that is already built (a reply read back from its serialised form).
    pub fn value_of(value: Value) -> ViewJson {
        ViewJson(Arc::new(move || Ok(value.clone())))
    }

    /// The view as JSON; a view that does not serialise is a presenter bug, reported as an
    /// error, never an empty view.
    pub fn value(&self) -> Result<Value, String> {
        (self.0)()
    }
}

impl Serialize for ViewJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.value()
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ViewJson {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Value::deserialize(deserializer).map(ViewJson::value_of)
    }
}

impl PartialEq for ViewJson {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
            || matches!((self.value(), other.value()), (Ok(a), Ok(b)) if a == b)
    }
}

impl std::fmt::Debug for ViewJson {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.value() {
            Ok(v) => write!(f, "{v}"),
            Err(e) => write!(f, "<{e}>"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct View {
        hand: Vec<u8>,
    }

    #[test]
    fn the_json_is_the_views_and_reads_back_the_same() {
        let lazy = ViewJson::of(Arc::new(View { hand: vec![3, 5] }));
        let text = serde_json::to_string(&lazy).expect("serialises");
        assert_eq!(text, r#"{"hand":[3,5]}"#);
        let back: ViewJson = serde_json::from_str(&text).expect("reads back");
        assert_eq!(back, lazy);
        assert_ne!(back, ViewJson::value_of(serde_json::json!({"hand": [3]})));
    }
}
