//! The codes of menu steps, forms and lobby options: they travel in Discord `custom_id`s, so
//! they are short and plain (see the core's `ids` for the whole id).

/// The longest code of a menu step, form or lobby option.
pub const CODE_MAX: usize = 12;

/// The most steps in a menu path.
pub const MAX_DEPTH: usize = 4;

/// Whether `code` may stand in an id: ASCII letters, digits, `-` and `_`, 1 to [`CODE_MAX`]
/// characters.
pub fn valid_code(code: &str) -> bool {
    !code.is_empty()
        && code.len() <= CODE_MAX
        && code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}
