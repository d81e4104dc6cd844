//! The 47 tiles as data: the crate's `data/tiles.txt`, embedded at build time and read once.
//!
//! Each tile has a name, a colour, a blue number (blue tiles only), an [`Effect`] from the
//! fixed vocabulary the engine implements, and a short text for players. Correcting a tile
//! against the printed game is an edit of the data file only; the crate's `data/README.md` says
//! where each field comes from.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

/// The embedded tile list.
pub const TILES_TXT: &str = include_str!("../../data/tiles.txt");

/// The two faces of a tile; each player plays one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Black,
    White,
}

impl Face {
    pub const BOTH: [Face; 2] = [Face::Black, Face::White];

    pub fn other(self) -> Face {
        match self {
            Face::Black => Face::White,
            Face::White => Face::Black,
        }
    }

    fn parse(s: &str) -> Option<Face> {
        match s {
            "black" => Some(Face::Black),
            "white" => Some(Face::White),
            _ => None,
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Face::Black => "black",
            Face::White => "white",
        })
    }
}

/// A tile's action colour (rulebook: red flips, yellow other immediate actions, purple lasting
/// effects, blue end-of-game scoring).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Yellow,
    Purple,
    Blue,
}

impl Colour {
    fn parse(s: &str) -> Option<Colour> {
        match s {
            "red" => Some(Colour::Red),
            "yellow" => Some(Colour::Yellow),
            "purple" => Some(Colour::Purple),
            "blue" => Some(Colour::Blue),
            _ => None,
        }
    }
}

/// The three red target patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// Three consecutive neighbours (SWORD).
    Arc,
    /// Three spaces in a straight line out from the tile (SPEAR).
    Line,
    /// Three mutually adjacent spaces, exactly one of them a neighbour (MACE).
    Triangle,
}

/// The fixed vocabulary of tile actions. The data file writes each as a word with parameters
/// (given after each variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "effect")]
pub enum Effect {
    // ---- red ----
    /// `turn-around <face>`: the tile itself and its neighbours turn to `face` (DAY, NIGHT).
    TurnAround { face: Face },
    /// `flip-neighbours`: every neighbour flips (FIRE).
    FlipNeighbours,
    /// `flip-pattern arc|line|triangle`: the player picks a pattern (SWORD, SPEAR, MACE).
    FlipPattern { pattern: Pattern },
    /// `flip-one [distance=N|N+] [showing=<face>]`: flip one tile at that distance (any
    /// distance if not given) showing that face (any if not given) (DAGGER, DART, ARROW,
    /// CANDLE, SHADOW).
    FlipOne {
        min: u8,
        max: Option<u8>,
        showing: Option<Face>,
    },
    /// `flip-pair`: flip a white and a black tile that touch (BALANCE).
    FlipPair,
    // ---- yellow ----
    /// `swap-self`: trade places with any other tile (KEY).
    SwapSelf,
    /// `swap-neighbours`: two neighbours trade places (TREATY).
    SwapNeighbours,
    /// `swap-touching`: two touching tiles anywhere trade places (DOOR).
    SwapTouching,
    /// `hook`: move a tile next to this one (HOOK).
    Hook,
    /// `remove out|bag`: remove a tile from the game or back to the bag (DEATH, EXILE).
    Remove { to_bag: bool },
    /// `map`: name the opponent's next two spaces (MAP).
    Map,
    /// `destiny`: name two tiles the opponent must play next turn if in the pool (DESTINY).
    Destiny,
    /// `speed`: draw a tile and play it at once (SPEED).
    Speed,
    /// `wind`: the unchosen pool goes back to the bag (WIND).
    Wind,
    /// `famine`: the opponent's next turn is a one-tile turn (FAMINE).
    Famine,
    /// `mirror`: copy a neighbouring red or yellow tile's action (MIRROR).
    Mirror,
    // ---- purple ----
    /// `shield`: neighbours are immune to red actions (SHIELD, Q-P1).
    Shield,
    /// `attract`: while it has an empty neighbour, tiles must be played next to it (CHARISMA).
    Attract,
    /// `repel`: no tile may be played next to it (POISON).
    Repel,
    /// `magic`: neighbours are immune to blue actions (MAGIC, Q-P4, Q-19).
    Magic,
    /// `follow-majority`: end-of-placement check, take the majority face (SHEEP).
    FollowMajority,
    /// `oppose-majority`: end-of-placement check, take the minority face (WOLF).
    OpposeMajority,
    /// `join <face>`: end-of-placement check, turn to `face` when touching it (CROW, ROOSTER).
    Join { face: Face },
    /// `immovable`: never flipped, moved or removed (JEWEL, Q-P9).
    Immovable,
    /// `forbid <face>`: red actions cannot turn its neighbours to `face` (ECLIPSE, AURORA).
    Forbid { face: Face },
    // ---- blue ----
    /// `become <face>`: turn itself to `face` (SNOW, INK).
    Become { face: Face },
    /// `tokens N`: N tokens on itself (TOWER).
    Tokens { n: u32 },
    /// `tokens-per-neighbour same|other`: a token per neighbour showing its face or the other
    /// (LOYALTY, BETRAYAL).
    TokensPerNeighbour { same: bool },
    /// `tokens-per-vacancy`: a token per empty neighbouring space (FREEDOM).
    TokensPerVacancy,
    /// `tokens-around N`: N tokens on itself and on each neighbouring tile (COIN).
    TokensAround { n: u32 },
    /// `tokens-on-neighbours <colour> N`: N tokens on each neighbour of that colour (WAR).
    TokensOnNeighbours { colour: Colour, n: u32 },
    /// `steal-tokens`: all tokens of its neighbours onto itself (THEFT).
    StealTokens,
    /// `flip-around`: flip itself and its neighbours (DISEASE).
    FlipAround,
    /// `remove-neighbours <colour>`: remove neighbours of that colour from the game (PEACE).
    RemoveNeighbours { colour: Colour },
    /// `remove-around`: remove itself and its neighbours from the game (VORTEX).
    RemoveAround,
}

impl Effect {
    /// The colour a tile with this effect must have.
    pub fn colour(self) -> Colour {
        use Effect::*;
        match self {
            TurnAround { .. } | FlipNeighbours | FlipPattern { .. } | FlipOne { .. } | FlipPair => {
                Colour::Red
            }
            SwapSelf
            | SwapNeighbours
            | SwapTouching
            | Hook
            | Remove { .. }
            | Map
            | Destiny
            | Speed
            | Wind
            | Famine
            | Mirror => Colour::Yellow,
            Shield
            | Attract
            | Repel
            | Magic
            | FollowMajority
            | OpposeMajority
            | Join { .. }
            | Immovable
            | Forbid { .. } => Colour::Purple,
            Become { .. }
            | Tokens { .. }
            | TokensPerNeighbour { .. }
            | TokensPerVacancy
            | TokensAround { .. }
            | TokensOnNeighbours { .. }
            | StealTokens
            | FlipAround
            | RemoveNeighbours { .. }
            | RemoveAround => Colour::Blue,
        }
    }

    /// Whether this is an end-of-placement check.
    pub fn is_check(self) -> bool {
        matches!(
            self,
            Effect::FollowMajority | Effect::OpposeMajority | Effect::Join { .. }
        )
    }

    /// Parses `word params...` from the data file.
    pub fn parse(text: &str) -> Result<Effect, String> {
        let mut words = text.split_whitespace();
        let word = words.next().ok_or("no effect")?;
        let args: Vec<&str> = words.collect();
        let face = |i: usize| {
            args.get(i)
                .and_then(|a| Face::parse(a))
                .ok_or(format!("`{word}` needs black or white"))
        };
        let number = |i: usize| {
            args.get(i)
                .and_then(|a| a.parse::<u32>().ok())
                .ok_or(format!("`{word}` needs a number"))
        };
        let colour = |i: usize| {
            args.get(i)
                .and_then(|a| Colour::parse(a))
                .ok_or(format!("`{word}` needs a colour"))
        };
        let arity = match word {
            "turn-around"
            | "join"
            | "forbid"
            | "become"
            | "flip-pattern"
            | "remove"
            | "tokens"
            | "tokens-per-neighbour"
            | "tokens-around"
            | "remove-neighbours" => Some(1),
            "tokens-on-neighbours" => Some(2),
            "flip-one" => None,
            _ => Some(0),
        };
        if arity.is_some_and(|n| n != args.len()) {
            return Err(format!(
                "`{word}` takes {} parameter(s)",
                arity.unwrap_or(0)
            ));
        }
        use Effect::*;
        Ok(match word {
            "turn-around" => TurnAround { face: face(0)? },
            "flip-neighbours" => FlipNeighbours,
            "flip-pattern" => FlipPattern {
                pattern: match args[0] {
                    "arc" => Pattern::Arc,
                    "line" => Pattern::Line,
                    "triangle" => Pattern::Triangle,
                    p => return Err(format!("unknown pattern `{p}`")),
                },
            },
            "flip-one" => {
                let (mut min, mut max, mut showing) = (1, None, None);
                for a in &args {
                    if let Some(d) = a.strip_prefix("distance=") {
                        let (n, open) = match d.strip_suffix('+') {
                            Some(n) => (n, true),
                            None => (d, false),
                        };
                        let n: u8 = n.parse().map_err(|_| format!("bad distance `{d}`"))?;
                        if n == 0 {
                            return Err("a distance is at least 1".into());
                        }
                        min = n;
                        max = (!open).then_some(n);
                    } else if let Some(f) = a.strip_prefix("showing=") {
                        showing = Some(Face::parse(f).ok_or(format!("bad face `{f}`"))?);
                    } else {
                        return Err(format!("unknown parameter `{a}`"));
                    }
                }
                FlipOne { min, max, showing }
            }
            "flip-pair" => FlipPair,
            "swap-self" => SwapSelf,
            "swap-neighbours" => SwapNeighbours,
            "swap-touching" => SwapTouching,
            "hook" => Hook,
            "remove" => Remove {
                to_bag: match args[0] {
                    "bag" => true,
                    "out" => false,
                    w => return Err(format!("remove to `{w}`? (out or bag)")),
                },
            },
            "map" => Map,
            "destiny" => Destiny,
            "speed" => Speed,
            "wind" => Wind,
            "famine" => Famine,
            "mirror" => Mirror,
            "shield" => Shield,
            "attract" => Attract,
            "repel" => Repel,
            "magic" => Magic,
            "follow-majority" => FollowMajority,
            "oppose-majority" => OpposeMajority,
            "join" => Join { face: face(0)? },
            "immovable" => Immovable,
            "forbid" => Forbid { face: face(0)? },
            "become" => Become { face: face(0)? },
            "tokens" => Tokens { n: number(0)? },
            "tokens-per-neighbour" => TokensPerNeighbour {
                same: match args[0] {
                    "same" => true,
                    "other" => false,
                    w => return Err(format!("`{w}`? (same or other)")),
                },
            },
            "tokens-per-vacancy" => TokensPerVacancy,
            "tokens-around" => TokensAround { n: number(0)? },
            "tokens-on-neighbours" => TokensOnNeighbours {
                colour: colour(0)?,
                n: number(1)?,
            },
            "steal-tokens" => StealTokens,
            "flip-around" => FlipAround,
            "remove-neighbours" => RemoveNeighbours { colour: colour(0)? },
            "remove-around" => RemoveAround,
            w => return Err(format!("unknown effect `{w}`")),
        })
    }
}

/// One tile of the set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TileDef {
    pub name: String,
    pub colour: Colour,
    /// Blue tiles only: the end-of-game order (ascending, Q-13).
    pub number: Option<u32>,
    pub effect: Effect,
    /// What the tile does, for players (our own words).
    pub text: String,
}

/// The whole set, in data-file order.
#[derive(Clone, Debug)]
pub struct Catalogue {
    pub tiles: Vec<TileDef>,
}

/// Parses the data file, refusing anything the engine does not implement.
pub fn parse_catalogue(text: &str) -> Result<Catalogue, String> {
    let mut tiles: Vec<TileDef> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |msg: String| format!("tiles.txt line {}: {msg}", n + 1);
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [name, colour, number, effect, text] = fields[..] else {
            return Err(at("expected 5 fields separated by |".into()));
        };
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        {
            return Err(at(format!("bad name `{name}` (capitals only)")));
        }
        if tiles.iter().any(|t| t.name == name) {
            return Err(at(format!("{name} twice")));
        }
        let colour = Colour::parse(colour).ok_or_else(|| at(format!("bad colour `{colour}`")))?;
        let number = match (number, colour) {
            ("-", Colour::Blue) => return Err(at("a blue tile needs its number".into())),
            ("-", _) => None,
            (n, Colour::Blue) => Some(n.parse().map_err(|_| at(format!("bad number `{n}`")))?),
            _ => return Err(at("only blue tiles have a number".into())),
        };
        let effect = Effect::parse(effect).map_err(at)?;
        if effect.colour() != colour {
            return Err(at(format!(
                "{name} is {colour:?} but `{effect:?}` is a {:?} effect",
                effect.colour()
            )));
        }
        if text.is_empty() {
            return Err(at("no text".into()));
        }
        tiles.push(TileDef {
            name: name.to_string(),
            colour,
            number,
            effect,
            text: text.to_string(),
        });
    }
    if tiles.len() >= u8::MAX as usize {
        return Err("too many tiles".into());
    }
    Ok(Catalogue { tiles })
}

/// The embedded set, parsed once. The data is checked by the tests, so a malformed file fails
/// the build's tests rather than a game.
pub fn catalogue() -> &'static Catalogue {
    static CAT: OnceLock<Catalogue> = OnceLock::new();
    CAT.get_or_init(|| parse_catalogue(TILES_TXT).unwrap_or_else(|e| panic!("{e}")))
}

/// A tile of the set, by its place in the data file. Serialised (and debug-printed) as its
/// name (`"SWORD"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileId(u8);

impl fmt::Debug for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl TileId {
    /// Every tile of the set, in data-file order.
    pub fn all() -> impl Iterator<Item = TileId> {
        (0..catalogue().tiles.len() as u8).map(TileId)
    }

    /// The tile with this name (case-insensitive).
    pub fn named(name: &str) -> Option<TileId> {
        catalogue()
            .tiles
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name.trim()))
            .map(|i| TileId(i as u8))
    }

    pub fn def(self) -> &'static TileDef {
        &catalogue().tiles[self.0 as usize]
    }

    pub fn name(self) -> &'static str {
        &self.def().name
    }

    pub fn effect(self) -> Effect {
        self.def().effect
    }

    pub fn colour(self) -> Colour {
        self.def().colour
    }

    /// The index in the data file.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

game_kit::serde_as_text!(TileId, "a tile", |t: &TileId| t.name(), TileId::named);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_has_47_tiles_in_the_four_colours() {
        let c = catalogue();
        let count = |col| c.tiles.iter().filter(|t| t.colour == col).count();
        assert_eq!(c.tiles.len(), 47);
        assert_eq!(count(Colour::Red), 12);
        assert_eq!(count(Colour::Yellow), 12);
        assert_eq!(count(Colour::Purple), 11);
        assert_eq!(count(Colour::Blue), 12);
        let mut numbers: Vec<u32> = c.tiles.iter().filter_map(|t| t.number).collect();
        assert_eq!(numbers.len(), 12);
        numbers.dedup();
        assert_eq!(numbers.len(), 12, "distinct blue numbers");
    }

    #[test]
    fn bad_data_is_refused() {
        for bad in [
            "X | red | - | flip-twice | t",
            "X | red | - | map | t",
            "X | blue | - | tokens 3 | t",
            "X | red | 3 | flip-pair | t",
            "X | red | - | flip-one distance=0 | t",
            "X | red | - | flip-one size=2 | t",
            "X | yellow | - | remove nowhere | t",
            "x | red | - | flip-pair | t",
            "X | red | - | flip-pair",
        ] {
            assert!(parse_catalogue(bad).is_err(), "{bad}");
        }
    }
}
