//! Lobby options for 8-quilibrium.
//!
//! The base game (rulebook sections 1-13) has nothing to configure yet. The struct exists so the
//! variants of section 14 and multi-round matches (ruling EQ-2) can be added as fields with
//! `#[serde(default)]` values: options stored by an older build then still load, and an empty
//! `{}` always means "the base game, one round".

use serde::{Deserialize, Serialize};

/// Host-chosen options. Every field must keep a serde default (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {}
