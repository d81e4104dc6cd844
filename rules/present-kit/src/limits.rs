//! Discord's limits, in one place: what a message, a component, a form or a slash command may
//! hold, in characters (Discord, like serenity, counts code points) or in items. The core's
//! renderer keeps what it builds within them, the Discord adapter cuts what reaches the wire
//! to them, and the test that checks the registered commands reads them from here.
//! (`fake-discord`, the tests' stand-in for Discord, keeps its own copy on purpose: it is the
//! independent checker.)

/// A message's text.
pub const CONTENT_MAX: usize = 2000;
/// An embed's title.
pub const EMBED_TITLE_MAX: usize = 256;
/// An embed's description.
pub const EMBED_DESCRIPTION_MAX: usize = 4096;
/// Rows of components on a message.
pub const ROWS_MAX: usize = 5;
/// Buttons in one row.
pub const BUTTONS_PER_ROW: usize = 5;
/// A select menu's options; also a slash command's options, and an option's choices.
pub const SELECT_OPTIONS_MAX: usize = 25;
/// A component's `custom_id`.
pub const CUSTOM_ID_MAX: usize = 100;
/// A button's label; the core keeps select option labels to it as well.
pub const BUTTON_LABEL_MAX: usize = 80;
/// A select option's label.
pub const OPTION_LABEL_MAX: usize = 100;
/// A select option's value.
pub const OPTION_VALUE_MAX: usize = 100;
/// A select menu's placeholder.
pub const PLACEHOLDER_MAX: usize = 150;
/// An attachment's `description` (a picture's alt text).
pub const ALT_TEXT_MAX: usize = 1024;
/// A modal's text inputs.
pub const MODAL_INPUTS_MAX: usize = 5;
/// A modal's title.
pub const MODAL_TITLE_MAX: usize = 45;
/// A text input's label.
pub const INPUT_LABEL_MAX: usize = 45;
/// A text input's placeholder.
pub const INPUT_PLACEHOLDER_MAX: usize = 100;
/// A text input's value.
pub const INPUT_VALUE_MAX: usize = 4000;
/// A thread's name.
pub const THREAD_NAME_MAX: usize = 100;
/// A slash command's or option's name (lowercase letters, digits, `-` and `_`).
pub const COMMAND_NAME_MAX: usize = 32;
/// A slash command's, option's or choice's description or name.
pub const DESCRIPTION_MAX: usize = 100;
/// Options of a slash command, subcommands of a command, choices of an option.
pub const COMMAND_OPTIONS_MAX: usize = 25;
/// Slash commands an application registers.
pub const COMMANDS_MAX: usize = 100;
/// The characters of a command with its options, subcommands and choices.
pub const COMMAND_CHARACTERS_MAX: usize = 8000;
/// The largest integer an integer option takes (2^53 - 1, what JavaScript counts exactly).
pub const INTEGER_MAX: i64 = (1 << 53) - 1;
