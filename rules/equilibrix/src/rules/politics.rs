//! The political map (EX-M): coalition and opposition, developing relations, and placing
//! new ones. Only the active player's map counts for anything (EX-M2).

use super::data::components;
use crate::words::WORDS;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A field of the political map, written and read as its name (`C1`, `CD`, `O1` ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MapField(pub u8);

impl MapField {
    pub fn all() -> impl Iterator<Item = MapField> {
        (0..components().political.fields.len()).map(|i| MapField(i as u8))
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    fn data(self) -> Option<&'static super::data::MapFieldData> {
        components().political.fields.get(self.index())
    }
    pub fn name(self) -> &'static str {
        self.data().map_or("?", |f| f.name.as_str())
    }
    /// A coalition field (else opposition).
    pub fn coalition(self) -> bool {
        self.data().is_some_and(|f| f.coalition)
    }
    /// A circle: new relations start here.
    pub fn circle(self) -> bool {
        self.data().is_some_and(|f| f.circle)
    }
    pub fn slots(self) -> usize {
        self.data().map_or(0, |f| f.slots as usize)
    }
    /// Where a Vitruvian here goes when relations develop (`None`: off the map).
    pub fn next(self) -> Option<MapField> {
        self.data()
            .map_or(Default::default(), |f| f.next.map(MapField))
    }
    pub fn parse(text: &str) -> Option<MapField> {
        let t = text.trim();
        MapField::all().find(|f| f.name().eq_ignore_ascii_case(t))
    }
}

impl fmt::Display for MapField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

game_kit::serde_as_text!(
    MapField,
    "a field of the political map",
    |f: &MapField| f.name(),
    MapField::parse
);

/// One player's political map: the other players' Vitruvians on each field (indexed by
/// [`MapField::index`]). The owner's own Vitruvian is fixed at the top left and not stored.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Map(pub Vec<Vec<Seat>>);

impl Map {
    pub fn empty() -> Map {
        Map(vec![Vec::new(); components().political.fields.len()])
    }
    pub fn on(&self, f: MapField) -> &[Seat] {
        self.0.get(f.index()).map_or(&[], |v| v.as_slice())
    }
    /// Where `who` stands on this map.
    pub fn field_of(&self, who: Seat) -> Option<MapField> {
        self.0
            .iter()
            .position(|v| v.contains(&who))
            .map(|i| MapField(i as u8))
    }
    /// The coalition partners (other players on coalition fields).
    pub fn coalition(&self) -> Vec<Seat> {
        self.side(true)
    }
    /// The opposition (players on opposition fields).
    pub fn opposition(&self) -> Vec<Seat> {
        self.side(false)
    }
    fn side(&self, coalition: bool) -> Vec<Seat> {
        MapField::all()
            .filter(|f| f.coalition() == coalition)
            .flat_map(|f| self.on(f).iter().copied())
            .collect()
    }
    pub fn is_partner(&self, who: Seat) -> bool {
        self.field_of(who).is_some_and(|f| f.coalition())
    }
    pub fn is_opponent(&self, who: Seat) -> bool {
        self.field_of(who).is_some_and(|f| !f.coalition())
    }

    /// The obligatory development (EX-M2): every Vitruvian moves one field along its arrow.
    /// Returns the players whose relation ended (moved off the map).
    pub fn develop(&mut self) -> Vec<Seat> {
        let mut next = Map::empty();
        let mut ended = Vec::new();
        for f in MapField::all() {
            for &who in self.on(f) {
                match f.next() {
                    Some(n) => next.0[n.index()].push(who),
                    None => ended.push(who),
                }
            }
        }
        *self = next;
        ended
    }

    /// Whether `who` may be placed on `at` now (EX-M1, EX-M2). `me` owns the map; `placed` are
    /// the placements already made in this political action.
    pub fn check_recruit(
        &self,
        me: Seat,
        players: usize,
        placed: &[(Seat, MapField)],
        who: Seat,
        at: MapField,
    ) -> Result<(), String> {
        let p = &components().political;
        if placed.len() >= p.placements {
            return Err(WORDS.say_with("ex-no-more-placements", &[("n", p.placements.into())]));
        }
        if who >= players || who == me {
            return Err(WORDS.say("ex-no-own-vitruvian"));
        }
        if let Some(f) = self.field_of(who) {
            return Err(
                WORDS.say_with("ex-already-on", &[("field", f.to_string().as_str().into())])
            );
        }
        if at.index() >= p.fields.len() || !at.circle() {
            return Err(WORDS.say("ex-circle-only"));
        }
        let here = self.on(at);
        if here.len() >= at.slots() {
            return Err(WORDS.say_with(
                "ex-map-field-full",
                &[("field", at.to_string().as_str().into())],
            ));
        }
        // A double field is filled only when completely empty, with one or two Vitruvians at
        // once: a second one may join only if the first came in this same action (EX-M1).
        if !here.is_empty() && !here.iter().all(|w| placed.contains(&(*w, at))) {
            return Err(WORDS.say_with(
                "ex-map-field-not-empty",
                &[("field", at.to_string().as_str().into())],
            ));
        }
        if at.coalition() && self.coalition().len() >= p.coalition_limit {
            return Err(WORDS.say_with("ex-coalition-full", &[("n", p.coalition_limit.into())]));
        }
        Ok(())
    }
}
