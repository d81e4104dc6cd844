//! Values a game stores as a short text (a card `h9`, a tile `SWORD`, a field `n49`, an
//! equation): their serde impls written once, by [`serde_as_text!`](crate::serde_as_text).
//! The text is what states, actions and events hold in the database, so it must read back to
//! the same value, and a text that names nothing is an error naming the kind, never a default.

use std::fmt::Display;

/// What reading a value's text gave: an `Option` (the text names one or nothing) or a
/// `Result` (with the parser's own reason).
#[doc(hidden)]
pub trait Parsed<T> {
    fn or_message(self, text: &str, what: &str) -> Result<T, String>;
}

impl<T> Parsed<T> for Option<T> {
    fn or_message(self, text: &str, what: &str) -> Result<T, String> {
        self.ok_or_else(|| format!("{text:?} is not {what}"))
    }
}

impl<T, E: Display> Parsed<T> for Result<T, E> {
    fn or_message(self, text: &str, what: &str) -> Result<T, String> {
        self.map_err(|e| format!("{text:?} is not {what}: {e}"))
    }
}

/// `serde_as_text!(Type, "what it is", to_text, from_text)` serialises `Type` as the text
/// `to_text(&value)` gives (anything `Display`) and reads it back with `from_text(&str)` (an
/// `Option<Type>` or a `Result<Type, impl Display>`); an unreadable text is an error saying
/// `"<text>" is not <what it is>`.
///
/// ```
/// use game_kit::serde_as_text;
///
/// #[derive(Debug, PartialEq)]
/// struct Seat(u8);
/// serde_as_text!(Seat, "a seat", |s: &Seat| format!("s{}", s.0), |t: &str| {
///     t.strip_prefix('s').and_then(|n| n.parse().ok()).map(Seat)
/// });
///
/// assert_eq!(serde_json::to_string(&Seat(3)).unwrap(), "\"s3\"");
/// assert_eq!(serde_json::from_str::<Seat>("\"s3\"").unwrap(), Seat(3));
/// let e = serde_json::from_str::<Seat>("\"x\"").unwrap_err();
/// assert!(e.to_string().contains("\"x\" is not a seat"), "{e}");
/// ```
#[macro_export]
macro_rules! serde_as_text {
    ($type:ty, $what:literal, $to:expr, $from:expr) => {
        impl $crate::serde::Serialize for $type {
            fn serialize<S: $crate::serde::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.collect_str(&($to)(self))
            }
        }

        impl<'de> $crate::serde::Deserialize<'de> for $type {
            fn deserialize<D: $crate::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<$type, D::Error> {
                let text = <::std::string::String as $crate::serde::Deserialize>::deserialize(
                    deserializer,
                )?;
                $crate::text_serde::Parsed::or_message(($from)(text.as_str()), &text, $what)
                    .map_err(<D::Error as $crate::serde::de::Error>::custom)
            }
        }
    };
}
