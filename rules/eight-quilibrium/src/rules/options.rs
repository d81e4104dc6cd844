//! Lobby options for 8-quilibrium: the five variants of section 14, the presets of 15.C and the
//! number of rounds in a match (EQ-2).
//!
//! The serde form is meant to be typed by people and passed through `/play`, the lobby and
//! scripts, so reading it is lenient and writing it is canonical:
//!
//! - `{}` is the base game, one round;
//! - `{"preset": "enigma"}` picks a preset by name (`"Token Day"`, `"token_day"` and
//!   `"token-day"` all work); `"none"` or `"custom"` means no preset;
//! - `{"variants": ["team_play", "fog"]}` (or `"team_play, fog"`) lists variants; it replaces
//!   the preset's list;
//! - individual keys `team_play`, `open_stock`, `wind_of_change`, `fog_of_war`, `rank_powers`
//!   (or the short `teams`, `stock`, `wind`, `fog`, `powers`) switch one variant on or off and
//!   win over both;
//! - `rounds`: 1 to 9, a number or a numeric string.
//!
//! Unknown keys are ignored, so options stored by another build still load. The written form
//! always has every variant flag and `rounds`, plus `preset` while the flags still equal the
//! named preset's; reading it back gives the same options.

use crate::words::{say, say_with};
use game_kit::game::RuleError;
use present_kit::words::Lang;
use serde::{Deserialize, Serialize};

/// The five optional layers of section 14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// 14.A: two teams, Assist, Quick Toss, Relay Swap.
    TeamPlay,
    /// 14.B: the Stock (public top card), Burden Pays, Refresh.
    OpenStock,
    /// 14.C: a once-per-round secret rotation of one card each.
    WindOfChange,
    /// 14.D: a face-down Market with peeks.
    FogOfWar,
    /// 14.E: J, Q, K and A do something when accepted.
    RankPowers,
}

impl Variant {
    pub const ALL: [Variant; 5] = [
        Variant::TeamPlay,
        Variant::OpenStock,
        Variant::WindOfChange,
        Variant::FogOfWar,
        Variant::RankPowers,
    ];

    /// Every combination of the variants (none, each alone, ... all five): 32 of them, in the
    /// order of a bit mask over [`Variant::ALL`].
    pub fn combinations() -> impl Iterator<Item = Vec<Variant>> {
        (0u32..1 << Variant::ALL.len()).map(|mask| {
            Variant::ALL
                .into_iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, v)| v)
                .collect()
        })
    }

    /// The key used in options and `custom_id`s.
    pub fn id(self) -> &'static str {
        match self {
            Variant::TeamPlay => "team_play",
            Variant::OpenStock => "open_stock",
            Variant::WindOfChange => "wind_of_change",
            Variant::FogOfWar => "fog_of_war",
            Variant::RankPowers => "rank_powers",
        }
    }

    /// The rulebook's name, in the language spoken.
    pub fn name(self) -> String {
        crate::words::say(self.key())
    }

    fn key(self) -> &'static str {
        match self {
            Variant::TeamPlay => "eq-variant-team-play",
            Variant::OpenStock => "eq-variant-open-stock",
            Variant::WindOfChange => "eq-variant-wind-of-change",
            Variant::FogOfWar => "eq-variant-fog-of-war",
            Variant::RankPowers => "eq-variant-rank-powers",
        }
    }

    /// A variant from its id, its name or a short form, ignoring case, spaces and dashes.
    pub fn parse(text: &str) -> Option<Variant> {
        let typed = squash(text);
        // The name in the language spoken is understood too (the English ones below).
        if let Some(v) = Variant::ALL
            .into_iter()
            .find(|v| !typed.is_empty() && squash(&v.name()) == typed)
        {
            return Some(v);
        }
        match typed.as_str() {
            "teamplay" | "team" | "teams" => Some(Variant::TeamPlay),
            "openstock" | "openstockeconomy" | "stock" | "stockeconomy" => Some(Variant::OpenStock),
            "windofchange" | "wind" => Some(Variant::WindOfChange),
            "fogofwar" | "fog" => Some(Variant::FogOfWar),
            "rankpowers" | "powers" | "rankpower" => Some(Variant::RankPowers),
            _ => None,
        }
    }
}

/// The sample presets of 15.C, each a set of variants with the player counts it is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    Enigma,
    TokenDay,
    DeductionNight,
    PillowOfWinds,
    SocialistCapitalism,
}

impl Preset {
    pub const ALL: [Preset; 5] = [
        Preset::Enigma,
        Preset::TokenDay,
        Preset::DeductionNight,
        Preset::PillowOfWinds,
        Preset::SocialistCapitalism,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Preset::Enigma => "enigma",
            Preset::TokenDay => "token_day",
            Preset::DeductionNight => "deduction_night",
            Preset::PillowOfWinds => "pillow_of_winds",
            Preset::SocialistCapitalism => "socialist_capitalism",
        }
    }

    pub fn name(self) -> String {
        crate::words::say(self.key())
    }

    fn key(self) -> &'static str {
        match self {
            Preset::Enigma => "eq-preset-enigma",
            Preset::TokenDay => "eq-preset-token-day",
            Preset::DeductionNight => "eq-preset-deduction-night",
            Preset::PillowOfWinds => "eq-preset-pillow-of-winds",
            Preset::SocialistCapitalism => "eq-preset-socialist-capitalism",
        }
    }

    /// The variants the preset switches on (15.C).
    pub fn variants(self) -> &'static [Variant] {
        use Variant::*;
        match self {
            Preset::Enigma => &[TeamPlay, FogOfWar],
            Preset::TokenDay => &[RankPowers, OpenStock],
            Preset::DeductionNight => &[FogOfWar, WindOfChange],
            Preset::PillowOfWinds => &[TeamPlay, RankPowers, WindOfChange],
            Preset::SocialistCapitalism => &[TeamPlay, RankPowers, OpenStock],
        }
    }

    /// The player counts the preset is made for (15.C).
    pub fn players(self) -> &'static [usize] {
        match self {
            Preset::TokenDay | Preset::DeductionNight => &[3, 4, 5],
            _ => &[4, 6],
        }
    }

    /// "4 or 6" / "3 to 5", for messages.
    pub fn players_text(self) -> String {
        crate::words::say(match self {
            Preset::TokenDay | Preset::DeductionNight => "eq-preset-players-3-5",
            _ => "eq-preset-players-4-6",
        })
    }

    /// A preset from its id or name, ignoring case, spaces and dashes.
    pub fn parse(text: &str) -> Option<Preset> {
        let s = squash(text);
        Preset::ALL.into_iter().find(|p| {
            squash(p.id()) == s
                || squash(&p.name()) == s
                || squash(&crate::words::WORDS.text(Lang::En, p.key(), &[])) == s
        })
    }
}

/// Lower case with everything but letters and digits removed: `"Token-Day"` → `"tokenday"`.
fn squash(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The most rounds a match may have (EQ-2).
pub const MAX_ROUNDS: u8 = 9;

/// Host-chosen options. Build them with [`Options::default`], [`Options::preset`] or
/// [`Options::with`], or parse the serde form described in the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawOptions", into = "Canonical")]
pub struct Options {
    /// The preset the host named, kept only while the flags below still equal its variants
    /// (its player counts are then enforced).
    pub preset: Option<Preset>,
    pub team_play: bool,
    pub open_stock: bool,
    pub wind_of_change: bool,
    pub fog_of_war: bool,
    pub rank_powers: bool,
    /// Rounds in the match, 1-9 (EQ-2).
    pub rounds: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            preset: None,
            team_play: false,
            open_stock: false,
            wind_of_change: false,
            fog_of_war: false,
            rank_powers: false,
            rounds: 1,
        }
    }
}

impl Options {
    /// The options of a preset, one round.
    pub fn preset(preset: Preset) -> Options {
        let mut o = Options::default().with(preset.variants());
        o.preset = Some(preset);
        o
    }

    /// These options with exactly `variants` switched on (the preset is dropped unless it
    /// still matches).
    pub fn with(mut self, variants: &[Variant]) -> Options {
        for v in Variant::ALL {
            self.set(v, variants.contains(&v));
        }
        self.keep_matching_preset();
        self
    }

    /// The same options over `rounds` rounds.
    pub fn rounds(mut self, rounds: u8) -> Options {
        self.rounds = rounds;
        self
    }

    pub fn has(&self, v: Variant) -> bool {
        match v {
            Variant::TeamPlay => self.team_play,
            Variant::OpenStock => self.open_stock,
            Variant::WindOfChange => self.wind_of_change,
            Variant::FogOfWar => self.fog_of_war,
            Variant::RankPowers => self.rank_powers,
        }
    }

    pub fn set(&mut self, v: Variant, on: bool) {
        match v {
            Variant::TeamPlay => self.team_play = on,
            Variant::OpenStock => self.open_stock = on,
            Variant::WindOfChange => self.wind_of_change = on,
            Variant::FogOfWar => self.fog_of_war = on,
            Variant::RankPowers => self.rank_powers = on,
        }
    }

    /// The variants switched on, in rulebook order.
    pub fn variants(&self) -> Vec<Variant> {
        Variant::ALL.into_iter().filter(|v| self.has(*v)).collect()
    }

    /// Tokens are capped at 3 under Open Stock Economy (14.B.3); Rank Powers cap the Ace's
    /// gain the same way (14.E.2).
    pub fn token_cap(&self) -> Option<u8> {
        self.open_stock.then_some(3)
    }

    fn keep_matching_preset(&mut self) {
        if let Some(p) = self.preset {
            if self.variants() != sorted(p.variants()) {
                self.preset = None;
            }
        }
    }

    /// Checks the options against the player count: Team Play needs 4 or 6 (EQ-11), a named
    /// preset its own counts (15.C), and a match 1-9 rounds (EQ-2).
    pub fn validate(&self, players: usize) -> Result<(), RuleError> {
        if !(1..=MAX_ROUNDS).contains(&self.rounds) {
            return Err(RuleError::new(say_with(
                "eq-error-rounds-not",
                &[("max", MAX_ROUNDS.into()), ("rounds", self.rounds.into())],
            )));
        }
        if let Some(p) = self.preset {
            if !p.players().contains(&players) {
                return Err(RuleError::new(say_with(
                    "eq-error-preset-players",
                    &[
                        ("preset", p.name().as_str().into()),
                        ("players", p.players_text().as_str().into()),
                        ("n", players.into()),
                    ],
                )));
            }
        }
        if self.team_play && players != 4 && players != 6 {
            return Err(RuleError::new(say_with(
                "eq-error-team-play-players",
                &[("n", players.into())],
            )));
        }
        Ok(())
    }

    /// A one-line summary such as "Enigma (Team Play, Fog of War) · 3 rounds".
    pub fn summary(&self) -> String {
        let names: Vec<String> = self.variants().iter().map(|v| v.name()).collect();
        let variants = if names.is_empty() {
            say("eq-summary-base-game")
        } else {
            names.join(", ")
        };
        let head = match self.preset {
            Some(p) => say_with(
                "eq-summary-preset",
                &[
                    ("preset", p.name().as_str().into()),
                    ("variants", variants.as_str().into()),
                ],
            ),
            None => variants,
        };
        say_with(
            "eq-summary",
            &[
                ("head", head.as_str().into()),
                ("rounds", self.rounds.into()),
            ],
        )
    }
}

fn sorted(variants: &[Variant]) -> Vec<Variant> {
    let mut v = variants.to_vec();
    v.sort();
    v
}

/// A value as people type it: a boolean, a number, a word or a list of words.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum Loose {
    Bool(bool),
    Int(i64),
    Text(String),
    List(Vec<String>),
}

impl Loose {
    fn flag(&self, key: &str) -> Result<bool, String> {
        match self {
            Loose::Bool(b) => Ok(*b),
            Loose::Int(n) => Ok(*n != 0),
            Loose::Text(t) => match squash(t).as_str() {
                "true" | "yes" | "on" | "1" => Ok(true),
                "false" | "no" | "off" | "0" | "" => Ok(false),
                _ => Err(say_with(
                    "eq-error-flag-not",
                    &[("key", key.into()), ("value", t.as_str().into())],
                )),
            },
            Loose::List(_) => Err(say_with("eq-error-flag", &[("key", key.into())])),
        }
    }

    fn words(&self) -> Vec<String> {
        match self {
            Loose::Text(t) => t
                .split([',', ';', '+', '&'])
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect(),
            Loose::List(items) => items.clone(),
            Loose::Bool(_) | Loose::Int(_) => Vec::new(),
        }
    }
}

/// The lenient input form (see the module docs).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawOptions {
    preset: Option<Loose>,
    variants: Option<Loose>,
    #[serde(alias = "teams", alias = "team")]
    team_play: Option<Loose>,
    #[serde(alias = "stock", alias = "open_stock_economy")]
    open_stock: Option<Loose>,
    #[serde(alias = "wind")]
    wind_of_change: Option<Loose>,
    #[serde(alias = "fog")]
    fog_of_war: Option<Loose>,
    #[serde(alias = "powers")]
    rank_powers: Option<Loose>,
    rounds: Option<Loose>,
}

fn variant_list() -> String {
    Variant::ALL
        .iter()
        .map(|v| format!("`{}`", v.id()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn preset_list() -> String {
    Preset::ALL
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(", ")
}

impl TryFrom<RawOptions> for Options {
    type Error = String;

    fn try_from(raw: RawOptions) -> Result<Options, String> {
        let mut o = Options::default();
        if let Some(p) = &raw.preset {
            let words = p.words();
            let name = words.join(" ");
            if !matches!(squash(&name).as_str(), "" | "none" | "custom" | "base") {
                let preset = Preset::parse(&name).ok_or_else(|| {
                    say_with(
                        "eq-error-no-preset-called",
                        &[
                            ("name", name.as_str().into()),
                            ("presets", preset_list().as_str().into()),
                        ],
                    )
                })?;
                o = Options::preset(preset);
            }
        }
        if let Some(list) = &raw.variants {
            let mut chosen = Vec::new();
            for word in list.words() {
                if matches!(squash(&word).as_str(), "none" | "base") {
                    continue;
                }
                chosen.push(Variant::parse(&word).ok_or_else(|| {
                    say_with(
                        "eq-error-no-variant-called",
                        &[
                            ("name", word.as_str().into()),
                            ("variants", variant_list().as_str().into()),
                        ],
                    )
                })?);
            }
            o.preset = o.preset.filter(|p| sorted(p.variants()) == sorted(&chosen));
            o = o.with(&chosen);
        }
        for (v, value) in [
            (Variant::TeamPlay, &raw.team_play),
            (Variant::OpenStock, &raw.open_stock),
            (Variant::WindOfChange, &raw.wind_of_change),
            (Variant::FogOfWar, &raw.fog_of_war),
            (Variant::RankPowers, &raw.rank_powers),
        ] {
            if let Some(value) = value {
                o.set(v, value.flag(v.id())?);
            }
        }
        o.keep_matching_preset();
        if let Some(r) = &raw.rounds {
            let n = match r {
                Loose::Int(n) => Some(*n),
                Loose::Text(t) => t.trim().parse().ok(),
                _ => None,
            };
            o.rounds = n
                .filter(|n| (1..=i64::from(MAX_ROUNDS)).contains(n))
                .and_then(|n| u8::try_from(n).ok())
                .ok_or_else(|| say_with("eq-error-rounds", &[("max", MAX_ROUNDS.into())]))?;
        }
        Ok(o)
    }
}

/// The written form (see the module docs).
#[derive(Serialize)]
struct Canonical {
    #[serde(skip_serializing_if = "Option::is_none")]
    preset: Option<&'static str>,
    team_play: bool,
    open_stock: bool,
    wind_of_change: bool,
    fog_of_war: bool,
    rank_powers: bool,
    rounds: u8,
}

impl From<Options> for Canonical {
    fn from(o: Options) -> Canonical {
        Canonical {
            preset: o.preset.map(Preset::id),
            team_play: o.team_play,
            open_stock: o.open_stock,
            wind_of_change: o.wind_of_change,
            fog_of_war: o.fog_of_war,
            rank_powers: o.rank_powers,
            rounds: o.rounds,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<Options, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn empty_means_base_game_one_round() {
        assert_eq!(parse("{}").unwrap(), Options::default());
        assert_eq!(Options::default().rounds, 1);
        assert!(Options::default().variants().is_empty());
    }

    #[test]
    fn presets_by_any_spelling() {
        for (text, p) in [
            ("enigma", Preset::Enigma),
            ("Token Day", Preset::TokenDay),
            ("token-day", Preset::TokenDay),
            ("deduction_night", Preset::DeductionNight),
            ("A Pillow of Winds", Preset::PillowOfWinds),
            ("pillow of winds", Preset::PillowOfWinds),
            ("SOCIALIST CAPITALISM", Preset::SocialistCapitalism),
        ] {
            let o = parse(&format!(r#"{{"preset": "{text}"}}"#)).unwrap();
            assert_eq!(o.preset, Some(p), "{text}");
            assert_eq!(o.variants(), sorted(p.variants()));
        }
        let err = parse(r#"{"preset": "chaos"}"#).unwrap_err();
        assert!(err.contains("no preset called \"chaos\""), "{err}");
        assert_eq!(parse(r#"{"preset": "none"}"#).unwrap(), Options::default());
    }

    #[test]
    fn variants_as_list_string_or_flags() {
        let want = Options::default().with(&[Variant::TeamPlay, Variant::FogOfWar]);
        for json in [
            r#"{"variants": ["team_play", "fog_of_war"]}"#,
            r#"{"variants": "teams, fog"}"#,
            r#"{"team_play": true, "fog": "yes"}"#,
            r#"{"preset": "deduction night", "variants": "Team Play, Fog of War"}"#,
        ] {
            assert_eq!(parse(json).unwrap(), want, "{json}");
        }
        let err = parse(r#"{"variants": ["teleport"]}"#).unwrap_err();
        assert!(err.contains("no variant called \"teleport\""), "{err}");
        let err = parse(r#"{"fog": "maybe"}"#).unwrap_err();
        assert!(err.contains("on or off"), "{err}");
    }

    #[test]
    fn a_changed_preset_is_no_longer_named() {
        let o = parse(r#"{"preset": "enigma", "rank_powers": true}"#).unwrap();
        assert_eq!(o.preset, None);
        assert!(o.team_play && o.fog_of_war && o.rank_powers);
        let o = parse(r#"{"preset": "enigma", "fog_of_war": false}"#).unwrap();
        assert_eq!(o.variants(), vec![Variant::TeamPlay]);
        let o = parse(r#"{"preset": "enigma", "team_play": true}"#).unwrap();
        assert_eq!(o.preset, Some(Preset::Enigma));
    }

    #[test]
    fn rounds_are_one_to_nine() {
        assert_eq!(parse(r#"{"rounds": 3}"#).unwrap().rounds, 3);
        assert_eq!(parse(r#"{"rounds": "9"}"#).unwrap().rounds, 9);
        for bad in ["0", "10", "\"x\"", "-1"] {
            let err = parse(&format!(r#"{{"rounds": {bad}}}"#)).unwrap_err();
            assert!(err.contains("1 to 9 rounds"), "{bad}: {err}");
        }
    }

    #[test]
    fn written_form_reads_back_the_same() {
        for o in [
            Options::default(),
            Options::preset(Preset::SocialistCapitalism).rounds(4),
            Options::default().with(&[Variant::WindOfChange, Variant::OpenStock]),
        ] {
            let json = serde_json::to_string(&o).unwrap();
            assert_eq!(parse(&json).unwrap(), o, "{json}");
        }
        let json = serde_json::to_value(Options::preset(Preset::Enigma)).unwrap();
        assert_eq!(json["preset"], "enigma");
        assert_eq!(json["team_play"], true);
        assert_eq!(json["rounds"], 1);
    }

    #[test]
    fn validation_enforces_player_counts() {
        let enigma = Options::preset(Preset::Enigma);
        assert!(enigma.validate(4).is_ok() && enigma.validate(6).is_ok());
        let err = enigma.validate(5).unwrap_err().0;
        assert!(err.contains("Enigma preset is for 4 or 6"), "{err}");
        let token_day = Options::preset(Preset::TokenDay);
        assert!(token_day.validate(3).is_ok() && token_day.validate(5).is_ok());
        assert!(token_day.validate(2).is_err() && token_day.validate(6).is_err());
        // The same variants without the preset's name work at any count.
        let custom = Options::default().with(Preset::TokenDay.variants());
        assert!(custom.validate(2).is_ok() && custom.validate(6).is_ok());
        let teams = Options::default().with(&[Variant::TeamPlay]);
        let err = teams.validate(3).unwrap_err().0;
        assert!(err.contains("Team Play needs 4"), "{err}");
        let o = Options {
            rounds: 12,
            ..Options::default()
        };
        assert!(o.validate(3).unwrap_err().0.contains("1 to 9"));
    }

    #[test]
    fn summary_reads_well() {
        assert_eq!(Options::default().summary(), "base game · 1 round");
        assert_eq!(
            Options::preset(Preset::Enigma).rounds(3).summary(),
            "Enigma (Team Play, Fog of War) · 3 rounds"
        );
    }
}
