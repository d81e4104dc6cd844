//! Colours and sizes every game's pictures share.
//!
//! Every picture is an opaque dark-green "table" panel, so it reads the same on Discord's dark
//! and light themes (only the panel's rounded corners show the theme). Text on the panel is
//! near-white (contrast above 10:1), secondary text a light grey-green (above 6:1). Colours
//! that carry meaning come from the Okabe-Ito palette, which stays distinguishable with the
//! common colour-vision deficiencies, and never carry it alone: every suit also has its
//! symbol, every team its letter, every status its word.

use super::svg::Color;

/// The table panel and its edge.
pub const TABLE: Color = Color(0x1b, 0x43, 0x32);
pub const TABLE_EDGE: Color = Color(0x0f, 0x2a, 0x1f);
/// A band on the table (a seat's row, the Market's tray).
pub const BAND: Color = Color(0x24, 0x55, 0x41);
/// Lines between parts of the table.
pub const RULE: Color = Color(0x3d, 0x73, 0x5c);

/// Main text on the table.
pub const TEXT: Color = Color(0xf4, 0xf1, 0xe8);
/// Secondary text on the table.
pub const MUTED: Color = Color(0xb9, 0xcc, 0xc1);
/// Whose turn it is: Okabe-Ito yellow, with a ▶ marker as well.
pub const ACCENT: Color = Color(0xf0, 0xe4, 0x42);
/// Good news (handed in, a won half): Okabe-Ito sky blue under dark ink, with a ✔ or words.
pub const GOOD: Color = Color(0x56, 0xb4, 0xe9);
/// Bad news (folded, out, a failed swing): a neutral grey under dark ink, with words.
pub const BAD: Color = Color(0xa3, 0xa8, 0xa5);

/// Card faces and the ink printed on them.
pub const PAPER: Color = Color(0xfb, 0xfa, 0xf5);
pub const INK: Color = Color(0x1a, 0x1a, 0x1a);
/// Card backs: dark blue with lighter lines and a white frame, unlike anything face up.
pub const BACK: Color = Color(0x1d, 0x3f, 0x7a);
pub const BACK_HATCH: Color = Color(0x4a, 0x78, 0xc0);

/// Tokens and chips: Okabe-Ito yellow coins with a dark rim.
pub const COIN: Color = Color(0xf0, 0xe4, 0x42);
pub const COIN_RIM: Color = Color(0x7a, 0x6a, 0x00);

/// Team colours (Okabe-Ito sky blue and orange), always with the team letter.
pub const TEAM: [Color; 2] = [Color(0x56, 0xb4, 0xe9), Color(0xe6, 0x9f, 0x00)];

/// Type sizes in px. A phone shows a picture about 400 px wide, where no text may be smaller
/// than 10 px (`measure::SMALLEST_TEXT`, which the tests check): a picture's smallest text is a fortieth of
/// its width. These sizes suit a picture up to 800 px wide (Relinquish's are 640 px); the
/// 880 px pictures start at 22 px.
pub const TITLE: f32 = 30.0;
pub const LARGE: f32 = 26.0;
pub const BODY: f32 = 23.0;
pub const SMALL: f32 = 20.0;

/// The picture width and the margin inside the panel.
pub const WIDTH: f32 = 880.0;
pub const MARGIN: f32 = 24.0;
