//! Equilibrix Project: the component data, the geometry, and the rules one by one (rulings
//! cited as EX-...).

use equilibrix::rules::data::{self, components, Combination, Size};
use equilibrix::rules::formations;
use equilibrix::rules::geometry::{self, geometry, label_points, rotate, Field, Kind};
use equilibrix::rules::projects;
use serde_json::Value;
use std::collections::BTreeSet;

fn f(label: &str) -> Field {
    Field::parse(label).unwrap_or_else(|| panic!("{label} is not a field"))
}

// ---------------------------------------------------------------- data

#[test]
fn data_files_load_with_the_expected_counts() {
    let c = data::load().expect("the data files parse");
    assert_eq!(geometry::parse_board(geometry::BOARD), Ok(3));
    // EX-T1
    assert_eq!(c.tree.fields.len(), 10);
    assert_eq!(c.tree.paths.len(), 22);
    let rows: BTreeSet<u8> = c.tree.fields.iter().map(|f| f.row).collect();
    assert_eq!(rows, (1..=7).collect());
    // EX-T2, EX-T3
    assert_eq!(c.columns.len(), 3);
    assert_eq!(c.rows.len(), 4);
    // EX-F
    assert_eq!(c.formations.len(), 7);
    // EX-M1
    assert_eq!(c.political.fields.len(), 6);
    assert_eq!(c.political.fields.iter().filter(|f| f.circle).count(), 3);
    // EX-K1
    assert_eq!(c.spiral.centre, 40);
    assert_eq!(c.spiral.nodes, vec![(8, 1), (16, 1), (24, 2), (32, 2)]);
    // EX-D, EX-K3
    for size in Size::ALL {
        let shapes: Vec<_> = c.shapes.iter().filter(|s| s.size == size).collect();
        assert_eq!(shapes.len(), 8, "{size:?}");
        let (o, v) = match size {
            Size::Small => (3, 0),
            Size::Medium => (6, 2),
            Size::Large => (9, 3),
        };
        for s in shapes {
            assert_eq!(
                (s.obligatory.len(), s.voluntary.len()),
                (o, v),
                "{}",
                s.name
            );
        }
        let cards = &c.cards[size.index()];
        assert_eq!(cards.len(), 4);
        let used: BTreeSet<u8> = cards.iter().flatten().copied().collect();
        assert_eq!(used.len(), 8, "every shape on exactly one card side");
    }
    let counts: Vec<usize> = c.start.iter().map(|s| s.players).collect();
    assert_eq!(counts, vec![3, 4, 5, 6]);
}

#[test]
fn tree_paths_are_the_rulings_list() {
    // EX-T1, written out independently of the data file.
    let expected = "Keter-Chokhmah Keter-Binah Keter-Tiferet Chokhmah-Binah Chokhmah-Tiferet \
        Chokhmah-Chesed Binah-Tiferet Binah-Gevurah Chesed-Gevurah Chesed-Tiferet Chesed-Netzach \
        Gevurah-Tiferet Gevurah-Hod Tiferet-Netzach Tiferet-Yesod Tiferet-Hod Netzach-Hod \
        Netzach-Yesod Netzach-Malkuth Hod-Yesod Hod-Malkuth Yesod-Malkuth";
    let t = &components().tree;
    let mut got: Vec<String> = t
        .paths
        .iter()
        .map(|&(a, b)| {
            format!(
                "{}-{}",
                t.fields[a as usize].name, t.fields[b as usize].name
            )
        })
        .collect();
    let mut want: Vec<String> = expected.split_whitespace().map(String::from).collect();
    got.sort();
    want.sort();
    assert_eq!(got, want);
}

fn json() -> Value {
    serde_json::from_str(include_str!("../data/components.json")).unwrap()
}

fn labels(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x["label"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn data_agrees_with_the_rulings_components_json() {
    let j = json();
    let c = components();
    // Shapes, in order, with the same labels.
    for size in Size::ALL {
        let key = format!("{size:?}").to_lowercase();
        let list = j["projects"][&key].as_array().unwrap();
        let ours: Vec<_> = c.shapes.iter().filter(|s| s.size == size).collect();
        assert_eq!(list.len(), ours.len());
        for (p, s) in list.iter().zip(ours) {
            assert_eq!(p["name"].as_str().unwrap(), s.name);
            assert_eq!(labels(&p["obligatory"]), s.obligatory_labels);
            assert_eq!(labels(&p["voluntary"]), s.voluntary_labels);
        }
    }
    // Starting positions.
    for st in &c.start {
        let seats = j["start"][st.players.to_string()].as_array().unwrap();
        assert_eq!(seats.len(), st.players);
        for (seat, fields) in seats.iter().zip(&st.seats) {
            let ours: Vec<String> = fields.iter().map(|f| f.label().to_string()).collect();
            assert_eq!(labels(seat), ours);
        }
    }
    // Every label in the JSON names the nodes it lists (EX-B3).
    let mut all = Vec::new();
    for seats in j["start"].as_object().unwrap().values() {
        for seat in seats.as_array().unwrap() {
            all.extend(seat.as_array().unwrap().iter().cloned());
        }
    }
    for size in ["small", "medium", "large"] {
        for p in j["projects"][size].as_array().unwrap() {
            all.extend(p["obligatory"].as_array().unwrap().iter().cloned());
            all.extend(p["voluntary"].as_array().unwrap().iter().cloned());
        }
    }
    for x in all {
        let label = x["label"].as_str().unwrap();
        let mut nodes: Vec<(i8, i8)> = x["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| (n[0].as_i64().unwrap() as i8, n[1].as_i64().unwrap() as i8))
            .collect();
        nodes.sort();
        assert_eq!(label_points(label), Some(nodes), "{label}");
        let kind = if label.ends_with('u') || label.ends_with('d') {
            "T"
        } else {
            "B"
        };
        assert_eq!(x["kind"], kind, "{label}");
    }
}

#[test]
fn every_formation_and_project_fits_on_the_board() {
    for (i, fd) in components().formations.iter().enumerate() {
        let n = formations::instances()
            .iter()
            .filter(|x| x.formation == i as u8)
            .count();
        assert!(n > 0, "{} fits nowhere", fd.id);
    }
    for (i, s) in components().shapes.iter().enumerate() {
        let sites = projects::sites(i as u8);
        assert!(!sites.is_empty(), "{} fits nowhere", s.name);
        // Shapes are connected sets of fields (EX-K3): fields linked by common nodes.
        let g = geometry();
        let site = &sites[0];
        let mut reached = vec![site.obligatory[0]];
        let mut grew = true;
        while grew {
            grew = false;
            for &x in &site.obligatory {
                if !reached.contains(&x) && reached.iter().any(|&r| g.angle(r, x).is_some()) {
                    reached.push(x);
                    grew = true;
                }
            }
        }
        assert_eq!(
            reached.len(),
            site.obligatory.len(),
            "{} is connected",
            s.name
        );
    }
}

#[test]
fn formations_have_the_rulings_shapes() {
    // EX-F, at the centre: sizes of offensive and surrounded parts and their kinds.
    let expect = [
        ("F1", 3, Kind::B, 1, Kind::T),
        ("F2", 2, Kind::T, 1, Kind::B),
        ("F3", 3, Kind::T, 1, Kind::T),
        ("F4", 3, Kind::T, 1, Kind::T),
        ("F5", 4, Kind::B, 1, Kind::B),
        ("F6", 2, Kind::B, 1, Kind::B),
        ("F7", 4, Kind::B, 2, Kind::T),
    ];
    for (i, (id, no, ko, ns, ks)) in expect.into_iter().enumerate() {
        let inst = formations::instances()
            .iter()
            .find(|x| x.formation == i as u8)
            .unwrap();
        assert_eq!(formations::id(i as u8), id);
        assert_eq!(inst.offensive.len(), no, "{id}");
        assert_eq!(inst.surrounded.len(), ns, "{id}");
        assert!(inst.offensive.iter().all(|x| x.kind() == ko), "{id}");
        assert!(inst.surrounded.iter().all(|x| x.kind() == ks), "{id}");
    }
    let g = geometry();
    // F4: at each corner of the surrounded triangle, an offensive triangle at 180°.
    let f4: Vec<_> = formations::instances()
        .iter()
        .filter(|x| x.formation == 3 && x.surrounded == vec![f("D4u")])
        .collect();
    assert_eq!(f4.len(), 1);
    for &o in &f4[0].offensive {
        assert_eq!(g.angle(o, f("D4u")), Some(6));
    }
    // F6: the lens D4e between D3e and D5e (and only that instance around D4e).
    let f6: Vec<_> = formations::instances()
        .iter()
        .filter(|x| x.formation == 5 && x.surrounded == vec![f("D4e")])
        .collect();
    assert_eq!(f6.len(), 1);
    assert_eq!(f6[0].offensive, vec![f("D3e"), f("D5e")]);
    // Edge: a lens on the rim has no F2 (one of its triangles is off the board).
    assert!(!formations::instances()
        .iter()
        .any(|x| x.formation == 1 && x.surrounded == vec![f("A1e")]));
}

#[test]
fn row_pieces_cover_seven_rows_with_every_formation_once() {
    let c = components();
    for top in &c.rows {
        let bottom: Vec<_> = c
            .rows
            .iter()
            .filter(|b| b.piece != top.piece && b.rows.len() + top.rows.len() == 7)
            .collect();
        assert_eq!(bottom.len(), 1, "exactly one other side fits below");
        let mut forms: Vec<u8> = top.rows.iter().map(|r| r.1).collect();
        forms.extend(bottom[0].rows.iter().map(|r| r.1));
        forms.sort();
        assert_eq!(forms, (0..7).collect::<Vec<u8>>());
    }
    // EX-T2 angles in 30° steps.
    let steps: Vec<[u8; 3]> = c.columns.iter().map(|p| p.steps).collect();
    assert_eq!(steps, vec![[2, 2, 1], [4, 4, 3], [6, 6, 5]]);
}

#[test]
fn starting_positions_are_symmetric_and_legal() {
    for st in &components().start {
        let mut all = BTreeSet::new();
        for (seat, fields) in st.seats.iter().enumerate() {
            assert_eq!(fields.len(), 3);
            let t = fields.iter().filter(|x| x.kind() == Kind::T).count();
            assert_eq!(t, 1, "{} players seat {seat}: one triangle", st.players);
            for x in fields {
                assert!(all.insert(*x), "{x} used twice");
            }
            // The seat's pattern is seat 0's turned by its sector (EX-S1).
            let g = geometry();
            let turned: BTreeSet<Field> = st.seats[0]
                .iter()
                .map(|x| {
                    let pts: Vec<_> = x
                        .info()
                        .nodes
                        .iter()
                        .map(|&n| rotate(g.nodes[n as usize], st.sectors[seat] as usize))
                        .collect();
                    g.field_at(&pts).unwrap()
                })
                .collect();
            let mine: BTreeSet<Field> = fields.iter().copied().collect();
            assert_eq!(mine, turned, "{} players seat {seat}", st.players);
            // Pattern: the two lenses meet at a corner of the triangle, each at 150°.
            let tri = fields.iter().find(|x| x.kind() == Kind::T).unwrap();
            for l in fields.iter().filter(|x| x.kind() == Kind::B) {
                assert_eq!(g.angle(*l, *tri), Some(5));
            }
        }
        // Exact rotational symmetry for 3 (120°) and 6 (60°) players.
        let sectors = &st.sectors;
        match st.players {
            3 => assert_eq!(sectors, &vec![0, 2, 4]),
            6 => assert_eq!(sectors, &vec![0, 1, 2, 3, 4, 5]),
            _ => assert!(sectors.windows(2).all(|w| w[0] < w[1])),
        }
        // No small project is complete at the start (EX-D).
        for (i, s) in components().shapes.iter().enumerate() {
            if s.size != Size::Small {
                continue;
            }
            for site in projects::sites(i as u8) {
                for fields in &st.seats {
                    assert!(
                        !site.obligatory.iter().all(|x| fields.contains(x)),
                        "{} is complete at the start",
                        s.name
                    );
                }
            }
        }
    }
}

// ---------------------------------------------------------------- geometry

#[test]
fn board_counts_labels_and_parser() {
    let g = geometry();
    assert_eq!(g.nodes.len(), 37);
    let b = Field::all().filter(|x| x.kind() == Kind::B).count();
    let t = Field::all().filter(|x| x.kind() == Kind::T).count();
    assert_eq!((b, t), (90, 54)); // EX-B1: 54 : 90 = 3 : 5
    assert_eq!(g.node_labels[18], "D4");
    for x in Field::all() {
        assert!(x.label().len() <= 4);
        assert_eq!(Field::parse(x.label()), Some(x));
        let json = serde_json::to_string(&x).unwrap();
        assert_eq!(json, format!("\"{}\"", x.label()));
        assert_eq!(serde_json::from_str::<Field>(&json).unwrap(), x);
    }
    assert_eq!(Field::parse(" d4NE "), Some(f("D4ne")));
    assert_eq!(f("D4ne").node_label(), "D4");
    assert_eq!(Field(250).label(), "?");
    assert!(!Field(250).exists() && f("G4e").exists());
    for bad in [
        "", "D4", "D8e", "X1e", "D4x", "D4nee", "A1d", "G7e", "D4 e", "Ä4e",
    ] {
        assert_eq!(Field::parse(bad), None, "{bad:?}");
    }
    assert!(serde_json::from_str::<Field>("\"Z9e\"").is_err());
    // Labels per node: at most 5 fields share a label node.
    for n in 0..37u8 {
        assert!(Field::all().filter(|x| x.info().label_node == n).count() <= 5);
    }
}

#[test]
fn twelve_fields_alternate_around_an_inner_node() {
    // EX-B2
    let g = geometry();
    let centre = g.node((0, 0)).unwrap() as usize;
    let mut around = g.at_node[centre].clone();
    around.sort_by_key(|x| x.1);
    assert_eq!(around.len(), 12);
    for (i, (x, step)) in around.iter().enumerate() {
        assert_eq!(*step as usize, i);
        assert_eq!(x.kind(), if i % 2 == 0 { Kind::B } else { Kind::T });
    }
    assert_eq!(around[0].0, f("D4e"));
    assert_eq!(around[1].0, f("D4u"));
    assert_eq!(around[2].0, f("D4ne"));
    // A corner node has fewer.
    let corner = g.node((3, -3)).unwrap() as usize;
    assert!(g.at_node[corner].len() < 12);
}

#[test]
fn angles_have_the_right_parity_and_agree_at_both_nodes() {
    // EX-B2
    let g = geometry();
    for a in Field::all() {
        for b in Field::all() {
            if a == b {
                continue;
            }
            let shared: Vec<u8> = a
                .info()
                .nodes
                .iter()
                .copied()
                .filter(|n| b.info().nodes.contains(n))
                .collect();
            let Some(k) = g.angle(a, b) else {
                assert!(shared.is_empty());
                continue;
            };
            assert!((1..=6).contains(&k));
            assert_eq!(k % 2 == 0, a.kind() == b.kind(), "{a} {b}");
            for n in shared {
                let sa = g.at_node[n as usize].iter().find(|x| x.0 == a).unwrap().1;
                let sb = g.at_node[n as usize].iter().find(|x| x.0 == b).unwrap().1;
                let d = (sa as i16 - sb as i16).unsigned_abs() as u8;
                assert_eq!(d.min(12 - d), k, "{a} {b} at node {n}");
            }
            assert!(a.at_angle(k).contains(&b));
            assert!(b.at_angle(k).contains(&a));
        }
    }
    assert_eq!(g.angle(f("D4e"), f("D4u")), Some(1));
    assert_eq!(g.angle(f("D4u"), f("D4d")), Some(2));
    assert_eq!(g.angle(f("D3e"), f("D4e")), Some(6));
    assert_eq!(g.angle(f("D4e"), f("D4nw")), Some(4));
    assert_eq!(g.angle(f("D4e"), f("G4e")), None);
}

#[test]
fn rotation_and_placements() {
    for p in [(1i8, 0i8), (2, -1), (0, 3)] {
        assert_eq!(rotate(p, 6), p);
        assert_eq!(rotate(rotate(p, 2), 4), p);
    }
    let g = geometry();
    // A single lens shape fits on every lens, once per orientation that maps onto it.
    let lens = vec![label_points("D4e").unwrap()];
    let places = g.placements(&lens, &[]);
    let distinct: BTreeSet<Field> = places.iter().map(|p| p.0[0]).collect();
    assert_eq!(distinct.len(), 90);
    // Rotations are never mirrored: Hook (asymmetric) has 6 × its translations, distinct.
    let hook = components()
        .shapes
        .iter()
        .position(|s| s.name == "Hook")
        .unwrap() as u8;
    let sites = projects::sites(hook);
    let sets: BTreeSet<Vec<Field>> = sites.iter().map(|s| s.obligatory.clone()).collect();
    assert_eq!(sets.len(), sites.len());
    let _ = geometry::DIRS;
    let _ = Combination::BT;
}

// ---------------------------------------------------------------- positions for rule tests

use equilibrix::rules::projects::Card;
use equilibrix::rules::scoring;
use equilibrix::rules::state::STONES;
use equilibrix::rules::tree::TreeLayout;
use equilibrix::rules::{
    Action, EndReason, Equilibrix as Ex, Event, How, MapField, Options, Pos, State, Stone,
    TreeField, TurnStep,
};
use game_kit::{Game, PromptKind, Seat};

fn tf(name: &str) -> TreeField {
    TreeField::parse(name).unwrap()
}

fn mf(name: &str) -> MapField {
    MapField::parse(name).unwrap()
}

/// An empty board with a fixed Tree: columns Middle | Near | Far (left, middle, right), rows
/// P3 on top (BB:F1, TT:F2, BT:F3) and Q4 below (BB:F4, BT:F5, TT:F6, BB:F7). So Keter
/// activates B-B at 60° (row F1), Tiferet B-B at 60° (F4), Malkuth B-B at 60° (F7), Hod B-T
/// at 90° (F5), Netzach B-T at 150° (F5), Binah T-T at 120° (F2), Chesed B-T at 150° (F3).
fn blank(players: usize) -> State {
    let mut s = Ex::setup(&Options::default(), players, 1).unwrap();
    s.board = vec![None; 144];
    s.tree = TreeLayout {
        columns: [1, 0, 2],
        top: 0,
        bottom: 3,
    };
    s
}

fn put(s: &mut State, label: &str, owner: Seat) {
    s.board[f(label).index()] = Some(Stone {
        owner,
        age: s.next_age,
    });
    s.next_age += 1;
}

/// Gives `seat` a lens on D4e and a triangle on B2u with the board around them empty, so every
/// rule of the Tree allows a standard placement and every Tree move is offered (EX-G9): the
/// movement tests then see exactly the moves of EX-T4.
fn any_rule_allows_a_stone(s: &mut State, seat: Seat) {
    put(s, "D4e", seat);
    put(s, "B2u", seat);
}

fn owner(s: &State, label: &str) -> Option<Seat> {
    s.stone(f(label)).map(|x| x.owner)
}

fn on_map(s: &mut State, me: Seat, who: Seat, at: &str) {
    s.maps[me].0[mf(at).index()].push(who);
}

fn commission(s: &mut State, size: Size, name: &str) {
    let c = components();
    let (ci, side) = c.cards[size.index()]
        .iter()
        .enumerate()
        .find_map(|(i, pair)| {
            pair.iter()
                .position(|&sh| c.shapes[sh as usize].name == name)
                .map(|side| (i as u8, side as u8))
        })
        .unwrap();
    let pile = &mut s.piles[size.index()];
    if pile.commissioned.card != ci {
        let pos = pile.rest.iter().position(|x| x.card == ci).unwrap();
        std::mem::swap(&mut pile.commissioned, &mut pile.rest[pos]);
    }
    pile.commissioned = Card { card: ci, side };
}

fn act(s: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    let legal = Ex::legal(s, seat);
    assert!(legal.contains(&a), "{a:?} not in {legal:?}");
    Ex::apply(s, seat, a).unwrap()
}

fn stone_fields(s: &State) -> BTreeSet<String> {
    Ex::legal(s, s.turn.seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Stone { field } => Some(field.label().to_string()),
            _ => None,
        })
        .collect()
}

fn set(labels: &[&str]) -> BTreeSet<String> {
    labels.iter().map(|x| x.to_string()).collect()
}

fn moves(s: &State) -> BTreeSet<String> {
    Ex::legal(s, s.turn.seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { to } => Some(to.name().to_string()),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------- the Tree (EX-T4, EX-G4)

#[test]
fn first_turn_places_the_vitruvian_on_any_available_field() {
    let mut s = blank(3);
    any_rule_allows_a_stone(&mut s, 0);
    s.on_tree[1] = Some(tf("Tiferet"));
    let m = moves(&s);
    assert_eq!(m.len(), 9, "any field but the occupied one: {m:?}");
    assert!(!m.contains("Tiferet"));
    let ev = act(&mut s, 0, Action::Move { to: tf("Malkuth") });
    assert!(matches!(
        ev[0],
        Event::Moved {
            from: None,
            jumped: false,
            ..
        }
    ));
    assert_eq!(s.turn.step, TurnStep::Moved);
}

#[test]
fn fields_are_shared_only_with_five_or_six_players() {
    for (players, shared) in [(3, false), (4, false), (5, true), (6, true)] {
        let mut s = blank(players);
        any_rule_allows_a_stone(&mut s, 0);
        s.on_tree[0] = Some(tf("Keter"));
        s.turn.began_on = Some(tf("Keter"));
        s.on_tree[1] = Some(tf("Tiferet"));
        assert_eq!(moves(&s).contains("Tiferet"), shared, "{players} players");
        s.on_tree[2] = Some(tf("Tiferet"));
        if players >= 5 {
            assert!(!moves(&s).contains("Tiferet"), "two slots at most");
        }
    }
}

#[test]
fn a_blocked_vitruvian_jumps_two_paths() {
    let mut s = blank(4);
    any_rule_allows_a_stone(&mut s, 0);
    s.on_tree = vec![
        Some(tf("Keter")),
        Some(tf("Chokhmah")),
        Some(tf("Binah")),
        Some(tf("Tiferet")),
    ];
    s.turn.began_on = Some(tf("Keter"));
    assert_eq!(
        moves(&s),
        set(&["Chesed", "Gevurah", "Netzach", "Hod", "Yesod"])
    );
    let ev = act(&mut s, 0, Action::Move { to: tf("Yesod") });
    assert!(matches!(ev[0], Event::Moved { jumped: true, .. }));
}

#[test]
fn the_vitruvian_never_returns_to_where_it_began_the_turn() {
    let mut s = blank(3);
    any_rule_allows_a_stone(&mut s, 0);
    s.on_tree[0] = Some(tf("Tiferet"));
    s.turn.began_on = Some(tf("Tiferet"));
    assert!(!moves(&s).contains("Tiferet"));
    act(&mut s, 0, Action::Move { to: tf("Yesod") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let field = Ex::legal(&s, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Stone { .. }))
        .expect("a field for the stone");
    act(&mut s, 0, field);
    assert_eq!(s.turn.positional_left, 1);
    let m = moves(&s);
    assert!(!m.contains("Tiferet"), "{m:?}");
    assert!(m.contains("Malkuth"));
    // Both positional actions skipped: the Vitruvian stays (EX-G4).
    let mut t = blank(3);
    t.on_tree[0] = Some(tf("Tiferet"));
    act(&mut t, 0, Action::EndTurn);
    assert_eq!(t.on_tree[0], Some(tf("Tiferet")));
}

// ---------------------------------------------------------------- positional actions (EX-P1)

#[test]
fn standard_placement_follows_row_and_column() {
    let mut s = blank(3);
    put(&mut s, "D4e", 0);
    put(&mut s, "D5ne", 1);
    act(&mut s, 0, Action::Move { to: tf("Keter") }); // B-B at 60°
    let legal = Ex::legal(&s, 0);
    assert!(legal.contains(&Action::Choose {
        how: How::PlaceStandard
    }));
    assert!(!legal.contains(&Action::Choose {
        how: How::PlaceMagical
    }));
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    assert_eq!(stone_fields(&s), set(&["D4ne", "C4nw", "D5nw", "C4ne"]));
    act(&mut s, 0, Action::Back);
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let ev = act(&mut s, 0, Action::Stone { field: f("D5nw") });
    assert!(matches!(ev[0], Event::Placed { seat: 0, .. }));
    assert_eq!(owner(&s, "D5nw"), Some(0));
    assert_eq!(s.turn.positional_left, 1);
    assert_eq!(s.stock(0), [STONES[0] - 2, STONES[1]]);
    // Forged: a field the rule does not allow is refused and changes nothing.
    act(&mut s, 0, Action::Move { to: tf("Tiferet") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let before = s.clone();
    assert!(Ex::apply(&mut s, 0, Action::Stone { field: f("A1e") }).is_err());
    assert_eq!(s, before);
}

#[test]
fn other_combinations_and_angles() {
    // Hod: B-T at 90°. Around D4e's node (0,0): triangles at steps 3 and 9.
    let mut s = blank(3);
    put(&mut s, "D4e", 0);
    act(&mut s, 0, Action::Move { to: tf("Hod") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let got = stone_fields(&s);
    let g = geometry();
    assert!(!got.is_empty());
    for l in &got {
        assert_eq!(f(l).kind(), Kind::T);
        assert_eq!(g.angle(f(l), f("D4e")), Some(3), "{l}");
    }
    assert_eq!(got.len(), 4);
    // No triangle in stock: no triangle can be placed.
    let mut t = blank(3);
    put(&mut t, "D4e", 0);
    for l in ["A1u", "A2u", "A3u", "B1u", "B2u", "B3u"] {
        put(&mut t, l, 0);
    }
    assert_eq!(t.stock(0)[1], 0);
    act(&mut t, 0, Action::Move { to: tf("Hod") });
    act(
        &mut t,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    // Only lenses (paired with the own triangles), never a triangle.
    let got = stone_fields(&t);
    assert!(!got.is_empty());
    assert!(got.iter().all(|l| f(l).kind() == Kind::B), "{got:?}");
}

#[test]
fn magical_uses_a_partners_stone_and_both_actions() {
    let mut s = blank(3);
    put(&mut s, "D4e", 1); // partner's
    put(&mut s, "G4e", 2); // not a partner
    on_map(&mut s, 0, 1, "C1");
    act(&mut s, 0, Action::Move { to: tf("Keter") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceMagical,
        },
    );
    assert_eq!(stone_fields(&s), set(&["D4ne", "C4nw", "D5nw", "C4ne"]));
    act(&mut s, 0, Action::Stone { field: f("C4ne") });
    assert_eq!(s.turn.positional_left, 0);
    // Magical removal: own stone paired with a partner's.
    let mut t = blank(3);
    put(&mut t, "D4e", 1);
    put(&mut t, "D4ne", 0);
    on_map(&mut t, 0, 1, "CD");
    act(&mut t, 0, Action::Move { to: tf("Keter") });
    act(
        &mut t,
        0,
        Action::Choose {
            how: How::RemoveMagical,
        },
    );
    assert_eq!(stone_fields(&t), set(&["D4ne"]));
    act(&mut t, 0, Action::Stone { field: f("D4ne") });
    assert_eq!(owner(&t, "D4ne"), None);
    // After one positional action, magic is no longer possible.
    let mut u = blank(3);
    put(&mut u, "D4e", 1);
    put(&mut u, "E4e", 0);
    on_map(&mut u, 0, 1, "C1");
    u.turn.positional_left = 1;
    act(&mut u, 0, Action::Move { to: tf("Keter") });
    assert!(Ex::apply(
        &mut u.clone(),
        0,
        Action::Choose {
            how: How::PlaceMagical
        }
    )
    .is_err());
}

#[test]
fn standard_removal_needs_both_stones_on_the_board() {
    let mut s = blank(3);
    put(&mut s, "D4e", 0);
    put(&mut s, "D4ne", 0);
    put(&mut s, "D5e", 1);
    act(&mut s, 0, Action::Move { to: tf("Keter") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::RemoveStandard,
        },
    );
    assert_eq!(stone_fields(&s), set(&["D4e", "D4ne"]));
    act(&mut s, 0, Action::Stone { field: f("D4e") });
    assert_eq!(s.stock(0), [STONES[0] - 1, STONES[1]]);
}

// ---------------------------------------------------------------- politics (EX-M)

#[test]
fn development_moves_every_vitruvian_along_its_arrow() {
    let mut s = blank(6);
    on_map(&mut s, 0, 1, "C1");
    on_map(&mut s, 0, 2, "C2");
    on_map(&mut s, 0, 3, "O2");
    on_map(&mut s, 0, 4, "CD");
    on_map(&mut s, 0, 5, "O1");
    let ev = act(&mut s, 0, Action::Develop);
    let m = &s.maps[0];
    assert_eq!(m.on(mf("C2")), &[1]);
    assert_eq!(m.on(mf("O2")), &[2]);
    assert_eq!(m.on(mf("OD")), &[4]);
    assert!(m.on(mf("C1")).is_empty() && m.on(mf("O1")).is_empty());
    assert!(matches!(&ev[0], Event::Developed { ended, .. } if ended == &vec![3, 5]));
    assert!(matches!(s.turn.step, TurnStep::Recruiting { .. }));
    // The development happens once per turn.
    act(&mut s, 0, Action::DoneRecruiting);
    assert!(Ex::apply(&mut s.clone(), 0, Action::Develop).is_err());
}

#[test]
fn new_relations_start_on_circles_within_the_limits() {
    let mut s = blank(6);
    act(&mut s, 0, Action::Develop);
    let recruits = |s: &State| -> Vec<(Seat, String)> {
        Ex::legal(s, 0)
            .into_iter()
            .filter_map(|a| match a {
                Action::Recruit { who, at } => Some((who, at.name().to_string())),
                _ => None,
            })
            .collect()
    };
    let r = recruits(&s);
    assert_eq!(r.len(), 5 * 3, "five others on three circles");
    assert!(r
        .iter()
        .all(|(w, at)| *w != 0 && ["C1", "CD", "O1"].contains(&at.as_str())));
    // CD with two at once, then the coalition is full: no C1.
    act(
        &mut s,
        0,
        Action::Recruit {
            who: 1,
            at: mf("CD"),
        },
    );
    act(
        &mut s,
        0,
        Action::Recruit {
            who: 2,
            at: mf("CD"),
        },
    );
    let r = recruits(&s);
    assert!(r.iter().all(|(_, at)| at == "O1"), "{r:?}");
    act(
        &mut s,
        0,
        Action::Recruit {
            who: 3,
            at: mf("O1"),
        },
    );
    // Three placed: the political action is over.
    assert_eq!(s.turn.step, TurnStep::Idle);
    assert_eq!(s.maps[0].coalition(), vec![1, 2]);
    assert_eq!(s.maps[0].opposition(), vec![3]);
    // Next turn of seat 0: CD develops to OD; CD is empty again. A half-filled CD from an
    // earlier action takes nobody.
    let mut t = blank(6);
    on_map(&mut t, 0, 1, "CD");
    t.maps[0].0[mf("CD").index()].clear();
    t.maps[0].0[mf("C1").index()].push(1);
    act(&mut t, 0, Action::Develop); // 1 goes to C2
    act(
        &mut t,
        0,
        Action::Recruit {
            who: 2,
            at: mf("CD"),
        },
    );
    // C2 + CD = two partners: no second on CD, no C1.
    let r = recruits(&t);
    assert!(r.iter().all(|(_, at)| at == "O1"), "{r:?}");
    assert!(Ex::apply(
        &mut t.clone(),
        0,
        Action::Recruit {
            who: 3,
            at: mf("C2")
        }
    )
    .is_err());
    assert!(Ex::apply(
        &mut t.clone(),
        0,
        Action::Recruit {
            who: 0,
            at: mf("O1")
        }
    )
    .is_err());
    assert!(Ex::apply(
        &mut t.clone(),
        0,
        Action::Recruit {
            who: 1,
            at: mf("O1")
        }
    )
    .is_err());
}

#[test]
fn the_political_action_is_obligatory() {
    let mut s = blank(3);
    on_map(&mut s, 0, 1, "C1");
    s.turn.positional_left = 0;
    // Ending the turn does the development first (EX-K4).
    let ev = act(&mut s, 0, Action::EndTurn);
    assert!(matches!(ev[0], Event::Developed { seat: 0, .. }));
    assert_eq!(s.maps[0].on(mf("C2")), &[1]);
    assert_eq!(s.turn.seat, 1);
    // With both positional actions used and nothing to report, finishing the political
    // action passes the turn by itself.
    let mut t = blank(3);
    t.turn.positional_left = 0;
    act(&mut t, 0, Action::Develop);
    act(&mut t, 0, Action::DoneRecruiting);
    assert_eq!(t.turn.seat, 1);
}

// ---------------------------------------------------------------- surrounds (EX-F, EX-G3)

/// Puts `seat` on a Tree field in the row showing formation `formation` (0 = F1).
fn stand_in_row(s: &mut State, seat: Seat, formation: u8) {
    let row = s.tree.formation_row(formation).unwrap();
    let field = TreeField::all().find(|t| t.row() == row).unwrap();
    s.on_tree[seat] = Some(field);
}

#[test]
fn every_formation_surrounds_at_the_centre() {
    // Each formation's instance around the centre, completed by its last offensive stone.
    for inst in formations::instances() {
        if !inst.surrounded.contains(&f("D4u")) && !inst.surrounded.contains(&f("D4e")) {
            continue;
        }
        let mut s = blank(3);
        on_map(&mut s, 0, 1, "O1");
        for &x in &inst.surrounded {
            put(&mut s, x.label(), 1);
        }
        let (last, rest) = inst.offensive.split_last().unwrap();
        for &x in rest {
            put(&mut s, x.label(), 0);
        }
        put(&mut s, last.label(), 0);
        let id = formations::id(inst.formation);
        // Condition 2 fails: nobody of the coalition in the formation's row.
        assert!(
            !scoring::surrounds(&s, *last).contains(&inst),
            "{id} without the row"
        );
        stand_in_row(&mut s, 0, inst.formation);
        assert!(scoring::surrounds(&s, *last).contains(&inst), "{id}");
        // Condition 1 fails: the surrounded player is not on the opposition.
        let mut t = s.clone();
        t.maps[0] = equilibrix::rules::Map::empty();
        assert!(!scoring::surrounds(&t, *last).contains(&inst), "{id}");
        // An offensive stone of a non-partner breaks it; of a partner it does not.
        if !rest.is_empty() {
            let mut u = s.clone();
            put(&mut u, rest[0].label(), 2);
            assert!(!scoring::surrounds(&u, *last).contains(&inst), "{id}");
            on_map(&mut u, 0, 2, "C1");
            assert!(scoring::surrounds(&u, *last).contains(&inst), "{id}");
        }
    }
}

#[test]
fn a_surround_scores_each_offensive_stone_and_returns_the_surrounded() {
    // The rulebook's second illustration: yellow (0) places a lens closing three lenses around
    // red's (1) triangle; yellow scores 2 for its two lenses, green (2, a partner) 1, and the
    // red triangle goes back to stock. F1 is in row 1 (Keter: B-B at 60°).
    let mut s = blank(3);
    put(&mut s, "D4e", 0);
    put(&mut s, "D4ne", 2); // a partner's stone scores for the partner
    put(&mut s, "D4u", 1);
    on_map(&mut s, 0, 1, "O1");
    on_map(&mut s, 0, 2, "C1");
    act(&mut s, 0, Action::Move { to: tf("Keter") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let ev = act(&mut s, 0, Action::Stone { field: f("D5nw") });
    assert!(ev.iter().any(
        |e| matches!(e, Event::Surrounded { formation, captured, .. }
        if formation == "F1" && captured == &vec![(f("D4u"), 1)])
    ));
    assert_eq!(owner(&s, "D4u"), None);
    assert_eq!(s.stock(1), STONES);
    assert_eq!(s.spiral[0].field, 2);
    assert_eq!(s.spiral[2].field, 1);
    // Higher gain moves first.
    let scored: Vec<Seat> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Scored { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(scored, vec![0, 2]);
    // A ring closed earlier never scores again; a removal never surrounds.
    assert!(scoring::surrounds(&s, f("D5nw")).is_empty());
}

#[test]
fn one_stone_completing_two_formations_scores_in_each() {
    // F5 (four lenses around a lens) and F7 (the same four around two triangles) share their
    // offensive fields; with friends in both rows one stone completes both (EX-G3).
    let mut s = blank(4);
    for l in ["D4e", "D4u", "D4d"] {
        put(&mut s, l, 1);
    }
    for l in ["D4ne", "D5nw", "C4nw"] {
        put(&mut s, l, 0);
    }
    on_map(&mut s, 0, 1, "O1");
    on_map(&mut s, 0, 2, "C1");
    stand_in_row(&mut s, 2, 4); // partner in F5's row
    s.on_tree[0] = Some(tf("Yesod"));
    // Malkuth (row 7, F7): B-B at 60°.
    act(&mut s, 0, Action::Move { to: tf("Malkuth") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let ev = act(&mut s, 0, Action::Stone { field: f("C4ne") });
    let forms: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Surrounded { formation, .. } => Some(formation.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(forms.len(), 2, "{forms:?}");
    assert_eq!(s.spiral[0].field, 8, "four stones, two formations");
    for l in ["D4e", "D4u", "D4d"] {
        assert_eq!(owner(&s, l), None);
    }
}

// ---------------------------------------------------------------- projects (EX-K3, EX-G1, EX-G2)

fn reports(s: &State) -> Vec<(Size, Vec<Field>)> {
    Ex::legal(s, s.turn.seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Report { size, fields } => Some((size, fields)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_small_project_is_found_in_any_rotation_with_own_stones_only() {
    let mut s = blank(3);
    commission(&mut s, Size::Small, "Wedge");
    // Wedge (D4e, D4u, D4ne) turned by 180° about C4: lens, triangle, lens around node C4.
    let g = geometry();
    let turned: Vec<Field> = ["D4e", "D4u", "D4ne"]
        .iter()
        .map(|l| {
            let pts: Vec<_> = label_points(l)
                .unwrap()
                .into_iter()
                .map(|p| {
                    let r = rotate(p, 3);
                    (r.0 + 1, r.1 - 1)
                })
                .collect();
            g.field_at(&pts).unwrap()
        })
        .collect();
    for x in &turned {
        put(&mut s, x.label(), 0);
    }
    let r = reports(&s);
    assert_eq!(r.len(), 1, "{r:?}");
    let mut want = turned.clone();
    want.sort();
    assert_eq!(r[0], (Size::Small, want.clone()));
    // The fields may come in any order.
    let mut shuffled = want.clone();
    shuffled.reverse();
    let next = s.piles[0].rest[0].shape(Size::Small);
    let ev = act(
        &mut s,
        0,
        Action::Report {
            size: Size::Small,
            fields: want.clone(),
        },
    );
    let _ = shuffled;
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Reported { obligatory, .. }
        if obligatory == &vec![(0, 2)])));
    assert_eq!(s.spiral[0].field, 2);
    // The card is replaced by the top of the pile; the stones stay.
    assert_eq!(s.commissioned(Size::Small), Some(next));
    assert_eq!(s.piles[0].rest.len(), 3);
    assert!(turned.iter().all(|x| owner(&s, x.label()) == Some(0)));
    // A partner's stone does not count for a small project.
    let mut t = blank(3);
    commission(&mut t, Size::Small, "Wedge");
    put(&mut t, "D4e", 0);
    put(&mut t, "D4u", 0);
    put(&mut t, "D4ne", 1);
    on_map(&mut t, 0, 1, "C1");
    assert!(reports(&t).iter().all(|r| r.0 != Size::Small));
    // Mirrored shapes do not count: Hook's mirror image is not offered.
    let mut u = blank(3);
    commission(&mut u, Size::Small, "Hook");
    // Hook: D4e D5ne F6d; mirror in the q-axis direction: (q, r) -> (q + r, -r).
    for l in ["D4e", "D5ne", "F6d"] {
        let pts: Vec<_> = label_points(l)
            .unwrap()
            .into_iter()
            .map(|(q, r)| (q + r, -r))
            .collect();
        put(&mut u, g.field_at(&pts).unwrap().label(), 0);
    }
    assert!(reports(&u).is_empty(), "a mirror image is not the card");
}

#[test]
fn medium_project_ties_follow_the_rulebook_illustration() {
    // Red (0) reports a Flower; green (1) and blue (2) are coalition partners, two stones each.
    // Green is ahead of blue on the spiral, so after the reporter, blue (worse) comes first.
    let mut s = blank(4);
    commission(&mut s, Size::Medium, "Flower");
    for (l, o) in [
        ("D4e", 0),
        ("D4ne", 0),
        ("D4nw", 1),
        ("D3e", 1),
        ("C3ne", 2),
        ("C4nw", 2),
    ] {
        put(&mut s, l, o);
    }
    on_map(&mut s, 0, 1, "C1");
    on_map(&mut s, 0, 2, "CD");
    on_map(&mut s, 0, 3, "O1");
    s.spiral[1] = Pos {
        field: 3,
        ahead: true,
    };
    s.spiral[2] = Pos {
        field: 1,
        ahead: true,
    };
    // Voluntary: blue holds an adjacent pair of triangles in some orientation (2 points);
    // black (3, opposition) holds two that no orientation pairs (1 point).
    put(&mut s, "D3u", 2);
    put(&mut s, "D3d", 2);
    put(&mut s, "D4u", 3);
    put(&mut s, "C3u", 3);
    let r = reports(&s);
    let flower: Vec<_> = r.iter().filter(|r| r.0 == Size::Medium).collect();
    assert_eq!(flower.len(), 1);
    let ev = act(
        &mut s,
        0,
        Action::Report {
            size: Size::Medium,
            fields: flower[0].1.clone(),
        },
    );
    let (obl, vol) = ev
        .iter()
        .find_map(|e| match e {
            Event::Reported {
                obligatory,
                voluntary,
                ..
            } => Some((obligatory.clone(), voluntary.clone())),
            _ => None,
        })
        .unwrap();
    assert_eq!(obl, vec![(0, 5), (2, 3), (1, 2)]);
    let mut vol = vol;
    vol.sort();
    assert_eq!(vol, vec![(2, 2), (3, 1)]);
    assert_eq!(s.spiral[0].field, 5);
    assert_eq!(s.spiral[1].field, 5);
    assert_eq!(s.spiral[2].field, 6);
    assert_eq!(s.spiral[3].field, 1);
    // An opposition stone on an obligatory field blocks the report.
    let mut t = blank(4);
    commission(&mut t, Size::Medium, "Flower");
    for (l, o) in [
        ("D4e", 1),
        ("D4ne", 1),
        ("D4nw", 1),
        ("D3e", 1),
        ("C3ne", 1),
        ("C4nw", 3),
    ] {
        put(&mut t, l, o);
    }
    on_map(&mut t, 0, 1, "C1");
    assert!(reports(&t).iter().all(|r| r.0 != Size::Medium));
    // Without black the reporter needs no stone of their own (EX-G2).
    put(&mut t, "C4nw", 1);
    assert_eq!(
        reports(&t).iter().filter(|r| r.0 == Size::Medium).count(),
        1
    );
}

#[test]
fn large_project_pays_eight_five_three_by_stone_count() {
    let mut s = blank(3);
    commission(&mut s, Size::Large, "Tower");
    let tower = [
        "D4u", "D4d", "D4e", "D5u", "D5d", "D5e", "D6u", "D6d", "D6e",
    ];
    for (i, l) in tower.iter().enumerate() {
        // seat 1: 4 stones, seat 0: 3, seat 2: 2
        let o = match i {
            0..=3 => 1,
            4..=6 => 0,
            _ => 2,
        };
        put(&mut s, l, o);
    }
    on_map(&mut s, 0, 1, "C1");
    on_map(&mut s, 0, 2, "CD");
    let fields = reports(&s)
        .into_iter()
        .find(|r| r.0 == Size::Large)
        .unwrap()
        .1;
    let ev = act(
        &mut s,
        0,
        Action::Report {
            size: Size::Large,
            fields,
        },
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Reported { obligatory, .. }
        if obligatory == &vec![(1, 8), (0, 5), (2, 3)])));
    // Field 8 is the last before the first node: no tax yet.
    assert_eq!(s.spiral[1].field, 8);
    assert!(s.taxes.is_empty());
}

// ---------------------------------------------------------------- the spiral (EX-K1, EX-G5, EX-G6)

#[test]
fn batch_order_full_fields_and_slots() {
    use equilibrix::rules::spiral;
    let mut sp = vec![Pos::default(); 4];
    sp[1] = Pos {
        field: 2,
        ahead: true,
    };
    // Equal gains: lower score first; higher gain before both.
    let order = spiral::order(&sp, &[(1, 3), (0, 3), (2, 5), (3, 0)], 0);
    assert_eq!(order, vec![(2, 5), (0, 3), (1, 3)]);
    // Equal gain and position: seat order from the active player.
    let order = spiral::order(&[Pos::default(); 4], &[(0, 1), (1, 1), (3, 1)], 3);
    assert_eq!(order, vec![(3, 1), (0, 1), (1, 1)]);
    // Two on field 5: a third arriving there moves on to 6; an arrival takes the slot ahead
    // when free.
    let mut sp = vec![
        Pos {
            field: 5,
            ahead: true,
        },
        Pos {
            field: 5,
            ahead: false,
        },
        Pos::default(),
        Pos::default(),
    ];
    let (moves, winner) = spiral::move_batch(&mut sp, &[(2, 5)], 2);
    assert_eq!(winner, None);
    assert_eq!(moves[0].to.field, 6);
    assert!(sp[2].ahead);
    spiral::move_batch(&mut sp, &[(3, 6)], 3);
    assert_eq!(
        sp[3],
        Pos {
            field: 6,
            ahead: false
        }
    );
    // Crossing two nodes owes both taxes.
    assert_eq!(spiral::crossed(7, 17), vec![(8, 1), (16, 1)]);
    assert_eq!(spiral::crossed(8, 9), vec![(8, 1)]);
    assert_eq!(spiral::crossed(9, 16), vec![]);
}

/// Seat 0 reports a small project worth 2 from `from`.
fn small_report_from(s: &mut State, from: u8) -> Vec<Event> {
    commission(s, Size::Small, "Wedge");
    for l in ["D4e", "D4u", "D4ne"] {
        put(s, l, 0);
    }
    s.spiral[0] = Pos {
        field: from,
        ahead: true,
    };
    let fields = reports(s)
        .into_iter()
        .find(|r| r.0 == Size::Small)
        .unwrap()
        .1;
    act(
        s,
        0,
        Action::Report {
            size: Size::Small,
            fields,
        },
    )
}

#[test]
fn crossing_a_node_owes_a_tax_the_payer_chooses() {
    let mut s = blank(3);
    put(&mut s, "A1e", 0);
    s.spiral[1] = Pos {
        field: 3,
        ahead: true,
    };
    let ev = small_report_from(&mut s, 7);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::TaxDue {
            mover: 0,
            node: 8,
            stones: 1
        }
    )));
    let p = Ex::prompts(&s);
    assert_eq!(p.len(), 1);
    assert_eq!((p[0].seat, p[0].kind), (0, PromptKind::Decision));
    let pay: Vec<Action> = Ex::legal(&s, 0);
    assert_eq!(pay.len(), 4, "any of the four own stones: {pay:?}");
    // Timeout: the oldest (A1e was placed first).
    assert_eq!(
        Ex::timeout_action(&s, 0),
        Some(Action::PayTax { field: f("A1e") })
    );
    act(&mut s, 0, Action::PayTax { field: f("D4ne") });
    assert_eq!(owner(&s, "D4ne"), None);
    assert!(s.taxes.is_empty());
    assert!(matches!(Ex::prompts(&s)[0].kind, PromptKind::Turn));
}

#[test]
fn the_last_to_cross_may_call_charity_on_the_leader() {
    let mut s = blank(3);
    put(&mut s, "A1e", 1);
    put(&mut s, "A2e", 1);
    s.spiral[1] = Pos {
        field: 20,
        ahead: true,
    };
    s.spiral[2] = Pos {
        field: 12,
        ahead: true,
    };
    small_report_from(&mut s, 7);
    assert_eq!(
        Ex::legal(&s, 0),
        vec![
            Action::Charity { call: true },
            Action::Charity { call: false }
        ]
    );
    assert_eq!(
        Ex::timeout_action(&s, 0),
        Some(Action::Charity { call: false })
    );
    let ev = act(&mut s, 0, Action::Charity { call: true });
    assert!(matches!(ev[0], Event::CharityCalled { mover: 0, payer: 1 }));
    assert_eq!(Ex::prompts(&s)[0].seat, 1);
    assert_eq!(Ex::legal(&s, 1).len(), 2);
    assert!(Ex::apply(&mut s.clone(), 0, Action::PayTax { field: f("D4e") }).is_err());
    act(&mut s, 1, Action::PayTax { field: f("A2e") });
    assert_eq!(owner(&s, "A2e"), None);
    assert_eq!(owner(&s, "D4e"), Some(0));
    // Not the last across: no charity question, the mover pays.
    let mut t = blank(3);
    t.spiral[1] = Pos {
        field: 20,
        ahead: true,
    };
    small_report_from(&mut t, 7);
    assert!(matches!(Ex::legal(&t, 0)[0], Action::PayTax { .. }));
}

#[test]
fn reaching_the_centre_wins_at_once() {
    let mut s = blank(3);
    s.spiral[1] = Pos {
        field: 39,
        ahead: true,
    };
    let ev = small_report_from(&mut s, 39);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::GameOver {
            winner: Some(0),
            reason: EndReason::Centre
        }
    )));
    assert!(s.taxes.is_empty());
    assert!(Ex::prompts(&s).is_empty());
    let r = Ex::outcome(&s).unwrap();
    assert_eq!(r.place, vec![1, 2, 3]);
    assert_eq!(r.score, vec![40, 39, 0]);
}

#[test]
fn the_round_limit_ends_the_game_by_spiral_position() {
    let options = Options::rounds(2);
    let mut s = Ex::setup(&options, 4, 9).unwrap();
    s.spiral[2] = Pos {
        field: 4,
        ahead: false,
    };
    s.spiral[3] = Pos {
        field: 4,
        ahead: true,
    };
    for _ in 0..8 {
        let seat = Ex::prompts(&s)[0].seat;
        act(&mut s, seat, Action::EndTurn);
    }
    assert_eq!(s.over.map(|o| o.reason), Some(EndReason::TurnLimit));
    let r = Ex::outcome(&s).unwrap();
    assert_eq!(r.place, vec![3, 3, 2, 1], "ahead on a shared field counts");
    // Options arrive as text from chat.
    let o: Options = serde_json::from_str(r#"{"turns": "12"}"#).unwrap();
    assert_eq!(o.turns, 12);
    assert_eq!(serde_json::from_str::<Options>("{}").unwrap().turns, 40);
    assert!(Ex::validate_options(&Options::default(), 2).is_err());
    assert!(Ex::validate_options(&Options::default(), 7).is_err());
    assert!(Ex::validate_options(&Options::default(), 6).is_ok());
}

#[test]
fn the_turn_waits_while_a_project_can_be_reported() {
    let mut s = blank(3);
    commission(&mut s, Size::Small, "Wedge");
    for l in ["D4e", "D4u", "D4ne"] {
        put(&mut s, l, 0);
    }
    s.turn.positional_left = 0;
    act(&mut s, 0, Action::Develop);
    act(&mut s, 0, Action::DoneRecruiting);
    assert_eq!(s.turn.seat, 0, "a report is possible: the turn stays");
    let fields = reports(&s)[0].1.clone();
    act(
        &mut s,
        0,
        Action::Report {
            size: Size::Small,
            fields,
        },
    );
    // Stones reused by a later card (EX-G2) would keep it open; otherwise it passes.
    if reports(&s).is_empty() {
        assert_eq!(s.turn.seat, 1);
    }
}

#[test]
fn the_node_after_16_and_a_poor_payer() {
    // From 16, +2 crosses the node after field 16 (tax 1). Two nodes in one move: see
    // `one_batch_crossing_two_nodes_queues_both`.
    let mut s = blank(3);
    s.spiral[1] = Pos {
        field: 1,
        ahead: true,
    };
    let ev = small_report_from(&mut s, 16);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::TaxDue {
            node: 16,
            stones: 1,
            ..
        }
    )));
    act(&mut s, 0, Action::PayTax { field: f("D4u") });
    assert!(s.taxes.is_empty());
    // A payer owing 2 with one stone on the board pays that one and is done.
    let mut t = blank(3);
    t.spiral[1] = Pos {
        field: 1,
        ahead: true,
    };
    t.spiral[2] = Pos {
        field: 2,
        ahead: true,
    };
    commission(&mut t, Size::Small, "Wedge");
    for l in ["D4e", "D4u", "D4ne"] {
        put(&mut t, l, 0);
    }
    t.spiral[0] = Pos {
        field: 23,
        ahead: true,
    };
    let fields = reports(&t)[0].1.clone();
    act(
        &mut t,
        0,
        Action::Report {
            size: Size::Small,
            fields,
        },
    );
    assert_eq!(t.taxes.front().map(|x| x.stones), Some(2));
    // Remove two stones by hand so that only one is left to pay with.
    t.board[f("D4e").index()] = None;
    t.board[f("D4ne").index()] = None;
    act(&mut t, 0, Action::PayTax { field: f("D4u") });
    assert!(t.taxes.is_empty(), "nothing left to pay with");
    assert_eq!(Ex::prompts(&t)[0].kind, PromptKind::Turn);
}

#[test]
fn one_batch_crossing_two_nodes_queues_both() {
    use equilibrix::rules::spiral;
    let mut sp = vec![Pos::default(); 3];
    sp[0] = Pos {
        field: 7,
        ahead: true,
    };
    let (moves, _) = spiral::move_batch(&mut sp, &[(0, 10)], 0);
    assert_eq!(moves[0].to.field, 17);
    assert_eq!(
        spiral::crossed(moves[0].from.field, moves[0].to.field),
        vec![(8, 1), (16, 1)]
    );
}

#[test]
fn the_centre_stops_the_batch() {
    use equilibrix::rules::spiral;
    let mut sp = vec![Pos::default(); 3];
    sp[0] = Pos {
        field: 35,
        ahead: true,
    };
    sp[1] = Pos {
        field: 38,
        ahead: true,
    };
    // Seat 0 gains more and moves first: it reaches 40; seat 1 does not move.
    let (moves, winner) = spiral::move_batch(&mut sp, &[(0, 9), (1, 3)], 2);
    assert_eq!(winner, Some(0));
    assert_eq!(moves.len(), 1);
    assert_eq!(sp[0].field, 40);
    assert_eq!(sp[1].field, 38);
}

#[test]
fn voluntary_fields_off_the_board_score_nothing() {
    // A card placed at the rim may lose voluntary fields off the board; it stays reportable
    // and those fields pay nothing (EX-G1). Take an asymmetric site with one orientation.
    let c = components();
    let (shape, site) = (0..c.shapes.len() as u8)
        .filter(|&i| c.shapes[i as usize].size != Size::Small)
        .flat_map(|i| projects::sites(i).iter().map(move |s| (i, s)))
        .find(|(_, s)| {
            s.voluntary.len() == 1
                && s.voluntary[0].iter().any(Option::is_none)
                && s.voluntary[0].iter().any(Option::is_some)
        })
        .expect("some card loses a voluntary field at the rim");
    let mut s = blank(3);
    for x in &site.obligatory {
        put(&mut s, x.label(), 0);
    }
    let on_board: Vec<Field> = site.voluntary[0].iter().flatten().copied().collect();
    for x in &on_board {
        put(&mut s, x.label(), 1);
    }
    let pts = projects::voluntary_points(&s.board, site, 3);
    assert_eq!(
        pts,
        vec![(1, on_board.len() as u32)],
        "{}",
        projects::shape_name(shape)
    );
}

// ------------------------------------------- a Tree move comes with its stone (EX-G9)

/// The public log line of `event`, as the table shows it.
fn log_line(event: &Event) -> String {
    let names: Vec<String> = ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay"]
        .iter()
        .map(|n| n.to_string())
        .collect();
    <Ex as present_kit::present::Present>::event_text(event, &names)
}

#[test]
fn back_after_the_move_undoes_it_and_bare_moves_are_refused() {
    let mut s = blank(3);
    put(&mut s, "D4e", 0);
    s.on_tree[0] = Some(tf("Tiferet"));
    s.turn.began_on = Some(tf("Tiferet"));
    let before = s.clone();
    act(&mut s, 0, Action::Move { to: tf("Keter") });
    let legal = Ex::legal(&s, 0);
    assert!(legal.contains(&Action::Back), "{legal:?}");
    assert!(!legal.contains(&Action::Skip), "no bare move: {legal:?}");
    assert!(
        Ex::apply(&mut s.clone(), 0, Action::Skip).is_err(),
        "a move comes with its stone"
    );
    assert!(
        Ex::apply(&mut s.clone(), 0, Action::Develop).is_err(),
        "not inside a positional action"
    );
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    assert!(Ex::apply(&mut s.clone(), 0, Action::Skip).is_err());
    // From the field, Back returns to the choice; the move still stands there.
    act(&mut s, 0, Action::Back);
    assert_eq!(s.turn.step, TurnStep::Moved);
    assert_eq!(s.on_tree[0], Some(tf("Keter")));
    // From the choice, Back undoes the move: the state is as before it.
    let ev = act(&mut s, 0, Action::Back);
    assert_eq!(
        ev,
        vec![Event::MovedBack {
            seat: 0,
            from: tf("Keter"),
            to: Some(tf("Tiferet"))
        }]
    );
    assert_eq!(
        s, before,
        "back where it stood, both positional actions left"
    );
    assert!(
        log_line(&ev[0]).contains("back from Keter to Tiferet"),
        "{}",
        log_line(&ev[0])
    );
    // Other seats cannot act in this turn.
    assert!(Ex::legal(&s, 1).is_empty());
    assert!(Ex::apply(&mut s.clone(), 1, Action::EndTurn).is_err());
    // A first placement taken back leaves the Tree again (EX-T4: still a free placement).
    let mut t = blank(3);
    put(&mut t, "D4e", 0);
    let before = t.clone();
    act(&mut t, 0, Action::Move { to: tf("Malkuth") });
    let ev = act(&mut t, 0, Action::Back);
    assert_eq!(
        ev,
        vec![Event::MovedBack {
            seat: 0,
            from: tf("Malkuth"),
            to: None
        }]
    );
    assert_eq!(t, before);
}

#[test]
fn only_moves_that_allow_a_stone_are_offered() {
    // The fixed Tree of `blank`: rows 1 B-B, 2 T-T, 3 B-T, 4 B-B, 5 B-T, 6 T-T, 7 B-B. Seat 0
    // has one lens and no triangle on the board: the T-T rows (Chokhmah, Binah, Yesod) allow
    // no stone, every other row a standard placement.
    let mut s = blank(3);
    put(&mut s, "D4e", 0);
    assert_eq!(
        moves(&s),
        set(&["Keter", "Chesed", "Gevurah", "Tiferet", "Netzach", "Hod", "Malkuth"])
    );
    assert!(Ex::apply(&mut s.clone(), 0, Action::Move { to: tf("Binah") }).is_err());
    put(&mut s, "B2u", 0);
    assert!(
        moves(&s).contains("Binah"),
        "an own triangle pairs with a new one"
    );
    // Magical only: seat 0 has no stone, its partner has a lens; with both positional
    // actions a magical placement is possible, with one left none is.
    let mut m = blank(3);
    put(&mut m, "D4e", 1);
    on_map(&mut m, 0, 1, "C1");
    let offered = moves(&m);
    assert!(offered.contains("Keter"), "{offered:?}");
    act(&mut m, 0, Action::Move { to: tf("Keter") });
    let legal = Ex::legal(&m, 0);
    assert!(legal.contains(&Action::Choose {
        how: How::PlaceMagical
    }));
    m.turn.positional_left = 1;
    m.turn.step = TurnStep::Idle;
    m.turn.before_move = None;
    assert!(
        moves(&m).is_empty(),
        "a magical use needs both positional actions"
    );
}

#[test]
fn no_move_allowing_a_stone_skips_the_positional_actions_with_a_log_line() {
    // Seat 0 has no stone on the board: no move allows one, so its menu offers none. (This
    // position is built by hand; in play the check runs when the turn begins, as for seat 2
    // below, and after every action.) At its first settling the positional actions are
    // skipped, the public log says so, and the turn passes.
    let mut s = blank(3);
    put(&mut s, "D4e", 1);
    assert!(moves(&s).is_empty());
    act(&mut s, 0, Action::Develop);
    let ev = act(&mut s, 0, Action::DoneRecruiting);
    let skipped = Event::PositionalSkipped {
        seat: 0,
        skipped: 2,
    };
    assert_eq!(ev.first(), Some(&skipped), "{ev:?}");
    assert!(ev.contains(&Event::TurnEnded { seat: 0 }), "{ev:?}");
    let line = log_line(&skipped);
    assert!(
        line.starts_with("No move on the Tree would let Ann"),
        "{line}"
    );
    assert!(
        line.ends_with("their positional actions are skipped."),
        "{line}"
    );
    // Seat 1 has a stone and plays on; seat 2 has none: skipped at once when its turn begins.
    assert_eq!(s.turn.seat, 1);
    assert_eq!(s.turn.positional_left, 2);
    act(&mut s, 1, Action::Move { to: tf("Keter") });
    act(
        &mut s,
        1,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    act(&mut s, 1, Action::Stone { field: f("D5nw") });
    // The second positional action: the new lens gives Keter's B-B rule more fields, so
    // it goes on; ending the turn hands over to seat 2.
    let ev = act(&mut s, 1, Action::EndTurn);
    let i = ev
        .iter()
        .position(|e| *e == Event::TurnStarted { seat: 2, round: 1 })
        .expect("seat 2's turn");
    assert_eq!(
        ev.get(i + 1),
        Some(&Event::PositionalSkipped {
            seat: 2,
            skipped: 2
        })
    );
    assert_eq!(s.turn.positional_left, 0);
    assert!(Ex::prompts(&s)[0]
        .what
        .contains("0 positional actions left"));
    let legal = Ex::legal(&s, 2);
    assert!(!legal.iter().any(|a| matches!(a, Action::Move { .. })));
    assert!(legal.contains(&Action::Develop));
}

#[test]
fn the_second_positional_action_is_skipped_when_no_move_allows_a_stone() {
    // Four players. Seat 0 began on Yesod; Tiferet, Netzach and Hod are taken, so its first
    // move goes to Malkuth (B-B at 60°) and the second could only jump to Chesed or Gevurah
    // (both B-T). Seat 0 has lenses only, and every triangle at 90° or 150° of them is
    // taken: after the first stone no move allows a second, which is skipped at once.
    let mut s = blank(4);
    put(&mut s, "D4e", 0);
    s.on_tree = vec![
        Some(tf("Yesod")),
        Some(tf("Tiferet")),
        Some(tf("Netzach")),
        Some(tf("Hod")),
    ];
    s.turn.began_on = Some(tf("Yesod"));
    assert_eq!(moves(&s), set(&["Malkuth"]));
    act(&mut s, 0, Action::Move { to: tf("Malkuth") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    let second = f("D5nw");
    assert!(stone_fields(&s).contains("D5nw"));
    for lens in [f("D4e"), second] {
        for steps in [3, 5] {
            for &t in lens.at_angle(steps) {
                if t.kind() == Kind::T && s.stone(t).is_none() {
                    put(&mut s, t.label(), 1);
                }
            }
        }
    }
    let ev = act(&mut s, 0, Action::Stone { field: second });
    assert_eq!(
        ev.last(),
        Some(&Event::PositionalSkipped {
            seat: 0,
            skipped: 1
        }),
        "{ev:?}"
    );
    assert_eq!(s.turn.positional_left, 0);
    assert_eq!(s.on_tree[0], Some(tf("Malkuth")), "the first move stands");
    assert_eq!(s.turn.seat, 0, "the political action is still due");
    assert!(log_line(ev.last().unwrap()).ends_with("their positional action is skipped."));
}

#[test]
fn a_timeout_or_ending_the_turn_after_the_move_puts_the_vitruvian_back() {
    // EX-K4 with EX-G9: the whole positional action is skipped, never a bare move; the
    // obligatory development is done and the turn passes.
    for step in ["moved", "chosen"] {
        let mut s = blank(3);
        put(&mut s, "D4e", 0);
        s.on_tree[0] = Some(tf("Tiferet"));
        s.turn.began_on = Some(tf("Tiferet"));
        act(&mut s, 0, Action::Move { to: tf("Keter") });
        if step == "chosen" {
            act(
                &mut s,
                0,
                Action::Choose {
                    how: How::PlaceStandard,
                },
            );
        }
        let timeout = Ex::timeout_action(&s, 0).unwrap();
        assert_eq!(timeout, Action::EndTurn);
        let ev = act(&mut s, 0, timeout);
        assert_eq!(
            ev.first(),
            Some(&Event::MovedBack {
                seat: 0,
                from: tf("Keter"),
                to: Some(tf("Tiferet"))
            }),
            "{step}: {ev:?}"
        );
        assert!(!ev.iter().any(|e| matches!(e, Event::Skipped { .. })));
        assert!(ev
            .iter()
            .any(|e| matches!(e, Event::Developed { seat: 0, .. })));
        assert_eq!(s.on_tree[0], Some(tf("Tiferet")), "{step}");
        assert_eq!(s.turn.seat, 1);
        assert_eq!(s.turn.before_move, None);
        assert!(s.stone(f("D5nw")).is_none());
    }
    // After the first stone, a timeout in the second action's move puts the Vitruvian back
    // where the first move left it; the first action stands.
    let mut s = blank(3);
    any_rule_allows_a_stone(&mut s, 0);
    s.on_tree[0] = Some(tf("Tiferet"));
    s.turn.began_on = Some(tf("Tiferet"));
    act(&mut s, 0, Action::Move { to: tf("Keter") });
    act(
        &mut s,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    act(&mut s, 0, Action::Stone { field: f("D5nw") });
    act(&mut s, 0, Action::Move { to: tf("Chokhmah") });
    let ev = act(&mut s, 0, Action::EndTurn);
    assert_eq!(
        ev.first(),
        Some(&Event::MovedBack {
            seat: 0,
            from: tf("Chokhmah"),
            to: Some(tf("Keter"))
        })
    );
    assert_eq!(s.on_tree[0], Some(tf("Keter")));
    assert_eq!(owner(&s, "D5nw"), Some(0));
}

/// A state the code before EX-G9 saved (the files were written by that code, unchanged).
fn saved(name: &str) -> State {
    let path = format!("{}/tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let s: State = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    s.check_shape().unwrap();
    s
}

#[test]
fn games_saved_before_ex_g9_load_as_they_are() {
    // States saved before EX-G9 have no rules version in their options: they go on under the
    // earlier rules they began with (`Rules::BeforeExG9`), whichever positional action they
    // stopped in. Mid-way in a turn's first positional action: the move may stand without
    // its stone, and a timeout keeps it, as then.
    let s = saved("saved-before-ex-g9-moved-first-action");
    assert_eq!(s.options.rules, equilibrix::rules::Rules::BeforeExG9);
    assert_eq!(s.turn.step, TurnStep::Moved);
    assert_eq!(s.turn.before_move, None, "not recorded then");
    let seat = s.turn.seat;
    let began = s.turn.began_on;
    assert!(began.is_some() && s.on_tree[seat] != began);
    let legal = Ex::legal(&s, seat);
    assert!(
        legal.contains(&Action::Skip) && !legal.contains(&Action::Back),
        "{legal:?}"
    );
    assert!(Ex::apply(&mut s.clone(), seat, Action::Back).is_err());
    let mut k = s.clone();
    let ev = act(&mut k, seat, Action::Skip);
    assert_eq!(ev.first(), Some(&Event::Skipped { seat }));
    assert_eq!(
        (k.on_tree[seat], k.turn.positional_left),
        (s.on_tree[seat], 1)
    );
    let mut t = s.clone();
    let timeout = Ex::timeout_action(&t, seat).unwrap();
    let ev = Ex::apply(&mut t, seat, timeout).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::MovedBack { .. })));
    assert_eq!(t.on_tree[seat], s.on_tree[seat], "the move stays");
    // Saving it again writes what it read.
    let again: serde_json::Value = serde_json::to_value(&s).unwrap();
    let read: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!(
            "{}/tests/fixtures/saved-before-ex-g9-moved-first-action.json",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap(),
    )
    .unwrap();
    assert_eq!(again, read);

    // Mid-way in the second positional action, after a bare move in the first: the same.
    let s = saved("saved-before-ex-g9-moved-after-a-bare-move");
    let seat = s.turn.seat;
    assert_eq!(
        (s.turn.step.clone(), s.turn.positional_left),
        (TurnStep::Moved, 1)
    );
    let legal = Ex::legal(&s, seat);
    assert!(
        legal.contains(&Action::Skip) && !legal.contains(&Action::Back),
        "{legal:?}"
    );
    assert!(Ex::apply(&mut s.clone(), seat, Action::Back).is_err());
    let mut k = s.clone();
    let ev = act(&mut k, seat, Action::Skip);
    assert_eq!(ev.first(), Some(&Event::Skipped { seat }));
    assert_eq!(k.on_tree[seat], s.on_tree[seat]);
    let mut t = s.clone();
    let ev = Ex::apply(&mut t, seat, Ex::timeout_action(&s, seat).unwrap()).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::MovedBack { .. })));
    assert_eq!(t.on_tree[seat], s.on_tree[seat]);

    // Between actions after a bare move: the move stands and play goes on.
    let s = saved("saved-before-ex-g9-idle-after-a-bare-move");
    let seat = s.turn.seat;
    assert_eq!(
        (s.turn.step.clone(), s.turn.positional_left),
        (TurnStep::Idle, 1)
    );
    assert!(s.on_tree[seat].is_some());
    assert!(!Ex::legal(&s, seat).is_empty());
    // Every saved state plays on to the end.
    for name in [
        "saved-before-ex-g9-moved-first-action",
        "saved-before-ex-g9-moved-after-a-bare-move",
        "saved-before-ex-g9-idle-after-a-bare-move",
    ] {
        let mut s = saved(name);
        let mut steps = 0;
        while let Some(p) = Ex::prompts(&s).first().cloned() {
            let legal = Ex::legal(&s, p.seat);
            let a = legal
                .iter()
                .find(|a| matches!(a, Action::Stone { .. } | Action::Choose { .. }))
                .unwrap_or_else(|| &legal[steps % legal.len()])
                .clone();
            Ex::apply(&mut s, p.seat, a).unwrap();
            steps += 1;
            assert!(steps < 20_000, "{name} never ends");
        }
        // ... under the rules it began with, saved as the earlier code saved it.
        let end = serde_json::to_value(&s).unwrap();
        assert!(end["options"].get("rules").is_none(), "{name}");
        assert!(end["turn"].get("before_move").is_none(), "{name}");
    }
}

#[test]
fn actions_read_as_labels_and_names_in_json() {
    let a: Action = serde_json::from_str(r#"{"type":"move","to":"tiferet"}"#).unwrap();
    assert_eq!(a, Action::Move { to: tf("Tiferet") });
    let a: Action = serde_json::from_str(r#"{"type":"stone","field":"d4NE"}"#).unwrap();
    assert_eq!(a, Action::Stone { field: f("D4ne") });
    let a: Action = serde_json::from_str(r#"{"type":"recruit","who":2,"at":"CD"}"#).unwrap();
    assert_eq!(
        a,
        Action::Recruit {
            who: 2,
            at: mf("CD")
        }
    );
    let a: Action =
        serde_json::from_str(r#"{"type":"report","size":"small","fields":["D4e","D4u","D4ne"]}"#)
            .unwrap();
    assert!(matches!(
        a,
        Action::Report {
            size: Size::Small,
            ..
        }
    ));
    assert_eq!(
        serde_json::to_string(&Action::Choose {
            how: How::PlaceMagical
        })
        .unwrap(),
        r#"{"type":"choose","how":"place_magical"}"#
    );
    assert!(serde_json::from_str::<Action>(r#"{"type":"move","to":"Eden"}"#).is_err());
    assert!(serde_json::from_str::<Action>(r#"{"type":"stone","field":"Q9e"}"#).is_err());
}

#[test]
fn project_ties_between_non_reporters_on_equal_positions_go_by_seat_order() {
    let mut s = blank(4);
    commission(&mut s, Size::Medium, "Flower");
    s.turn.seat = 1;
    for (l, o) in [
        ("D4e", 2),
        ("D4ne", 2),
        ("D4nw", 3),
        ("D3e", 3),
        ("C3ne", 0),
        ("C4nw", 0),
    ] {
        put(&mut s, l, o);
    }
    on_map(&mut s, 1, 2, "C1");
    on_map(&mut s, 1, 3, "C2");
    on_map(&mut s, 1, 0, "C2");
    // (two on C2 is not a real map, but counts as coalition for this test of the tie order)
    let fields = reports(&s)
        .into_iter()
        .find(|r| r.0 == Size::Medium)
        .unwrap()
        .1;
    let ev = act(
        &mut s,
        1,
        Action::Report {
            size: Size::Medium,
            fields,
        },
    );
    // Reporter 1 has none; 2, 3 and 0 tie on 2 stones and spiral 0: seat order from seat 1.
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Reported { obligatory, .. }
        if obligatory == &vec![(2, 5), (3, 3), (0, 2)])));
}

#[test]
fn a_jump_never_lands_where_the_turn_began() {
    // Seat 0 began on Tiferet and jumped to Malkuth; Malkuth's neighbours are taken, and of
    // the fields two paths away Tiferet is where it began: only Chesed and Gevurah remain.
    let mut s = blank(4);
    any_rule_allows_a_stone(&mut s, 0);
    s.on_tree = vec![
        Some(tf("Malkuth")),
        Some(tf("Yesod")),
        Some(tf("Netzach")),
        Some(tf("Hod")),
    ];
    s.turn.began_on = Some(tf("Tiferet"));
    s.turn.positional_left = 1;
    assert_eq!(moves(&s), set(&["Chesed", "Gevurah"]));
}

// ------------------------------------------------ issue 25: spiral batches (EX-G6, EX-G8)

fn scored(ev: &[Event]) -> Vec<(Seat, u8, u8)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Scored { seat, from, to, .. } => Some((*seat, from.field, to.field)),
            _ => None,
        })
        .collect()
}

fn leaders(s: &State) -> Vec<(Seat, u8, Option<Seat>, Option<Seat>)> {
    s.taxes
        .iter()
        .map(|t| (t.mover, t.node, t.payer, t.leader))
        .collect()
}

#[test]
fn equal_gains_on_one_field_go_by_seat_order_and_decide_the_centre() {
    // The checker's seed 1633 with 4 players, built directly: u3 (seat 2, active) closes
    // surround F5; u1 (seat 0, a partner) and u3 own two of its lenses each and stand on field
    // 38, u1 in the slot behind. Equal field is equal score, so seat order from the active
    // player decides (EX-G6, EX-G8): u3 moves first, reaches the centre and wins; u1 does not
    // move (EX-G5).
    let inst = formations::instances()
        .iter()
        .find(|i| formations::id(i.formation) == "F5" && i.surrounded == vec![f("D4e")])
        .unwrap();
    let mut s = blank(4);
    s.turn.seat = 2;
    on_map(&mut s, 2, 0, "C1");
    on_map(&mut s, 2, 1, "O1");
    put(&mut s, "D4e", 1);
    for (i, x) in inst.offensive.iter().enumerate() {
        put(&mut s, x.label(), if i == 1 || i == 2 { 0 } else { 2 });
    }
    stand_in_row(&mut s, 2, inst.formation);
    s.spiral[0] = Pos {
        field: 38,
        ahead: false,
    };
    s.spiral[2] = Pos {
        field: 38,
        ahead: true,
    };
    s.spiral[1] = Pos {
        field: 20,
        ahead: true,
    };
    let last = *inst.offensive.last().unwrap();
    let mut ev = Vec::new();
    scoring::resolve_surrounds(&mut s, last, &mut ev);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Surrounded { formation, .. } if formation == "F5")));
    assert_eq!(scored(&ev), vec![(2, 38, 40)], "u3 first; u1 never moves");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::GameOver {
            winner: Some(2),
            reason: EndReason::Centre
        }
    )));
    assert_eq!(s.spiral[0].field, 38);
    assert_eq!(Ex::outcome(&s).unwrap().place[2], 1);
}

#[test]
fn equal_gains_on_one_field_decide_the_extra_point_by_seat_order() {
    // The checker's seed 1066 with 5 players, built directly: seats 1 and 3 gain 2 from field
    // 10 (seat 1 ahead, seat 3 behind) in seat 0's turn; field 12 has one free slot. Seat 1
    // comes first from the active seat (EX-G6, EX-G8), not seat 3 for being behind, and takes
    // it; seat 3 finds 12 full and moves on to 13, the extra point of a full field (EX-K1,
    // EX-G5).
    use equilibrix::rules::spiral;
    let p = |field, ahead| Pos { field, ahead };
    let mut sp = vec![
        p(0, false),
        p(10, true),
        p(3, true),
        p(10, false),
        p(12, true),
    ];
    assert_eq!(
        spiral::order(&sp, &[(3, 2), (1, 2)], 0),
        vec![(1, 2), (3, 2)]
    );
    let (moves, _) = spiral::move_batch(&mut sp, &[(3, 2), (1, 2)], 0);
    let to: Vec<(Seat, u8)> = moves.iter().map(|m| (m.seat, m.to.field)).collect();
    assert_eq!(to, vec![(1, 12), (3, 13)]);
    assert_eq!(sp[1], p(12, false));
    assert_eq!(sp[3], p(13, true));
    // From seat 2's turn the order starts at seat 3, now in the slot ahead.
    let sp = vec![
        p(0, false),
        p(10, false),
        p(3, true),
        p(10, true),
        p(12, true),
    ];
    assert_eq!(
        spiral::order(&sp, &[(1, 2), (3, 2)], 2),
        vec![(3, 2), (1, 2)]
    );
}

/// Seat 0 reports a Flower with seats 1 and 2 as partners, two stones each.
fn flower_report(s: &mut State) -> Vec<Event> {
    commission(s, Size::Medium, "Flower");
    for (l, o) in [
        ("D4e", 0),
        ("D4ne", 0),
        ("D4nw", 1),
        ("D3e", 1),
        ("C3ne", 2),
        ("C4nw", 2),
    ] {
        put(s, l, o);
    }
    on_map(s, 0, 1, "C1");
    on_map(s, 0, 2, "CD");
    let fields = reports(s)
        .into_iter()
        .find(|r| r.0 == Size::Medium)
        .unwrap()
        .1;
    act(
        s,
        0,
        Action::Report {
            size: Size::Medium,
            fields,
        },
    )
}

#[test]
fn only_the_mover_crossing_last_at_that_moment_may_call_charity() {
    // The checker's seed 1172 with 3 players, built directly: three Vitruvians cross the node
    // after field 8 one after another in one report. Judged at the moment each crosses
    // (EX-G8), the first two are not last (later movers still stand before the node); only
    // the third is, and may name the best-placed other player then.
    let mut s = blank(3);
    let p = |field| Pos { field, ahead: true };
    s.spiral = vec![p(5), p(7), p(6)];
    let ev = flower_report(&mut s);
    // Gains 5 (reporter), 3 (seat 2, worse on the spiral), 2 (seat 1), in that order.
    assert_eq!(scored(&ev), vec![(0, 5, 10), (2, 6, 9), (1, 7, 9)]);
    assert_eq!(
        leaders(&s),
        vec![
            (0, 8, Some(0), None),
            (2, 8, Some(2), None),
            (1, 8, None, Some(0)),
        ]
    );
    // Seat 0 pays first, then seat 2; only seat 1 is asked about charity.
    assert!(Ex::legal(&s, 0)
        .iter()
        .all(|a| matches!(a, Action::PayTax { .. })));
    act(&mut s, 0, Action::PayTax { field: f("D4e") });
    assert!(Ex::legal(&s, 2)
        .iter()
        .all(|a| matches!(a, Action::PayTax { .. })));
    act(&mut s, 2, Action::PayTax { field: f("C3ne") });
    assert_eq!(
        Ex::legal(&s, 1),
        vec![
            Action::Charity { call: true },
            Action::Charity { call: false }
        ]
    );
    let ev = act(&mut s, 1, Action::Charity { call: true });
    assert!(matches!(ev[0], Event::CharityCalled { mover: 1, payer: 0 }));
}

/// Seat 0 reports a Tower with seat 2 as partner: seat 2 holds five of its fields (8 points),
/// seat 0 four (5 points).
fn tower_report(s: &mut State) -> Vec<Event> {
    commission(s, Size::Large, "Tower");
    let tower = [
        "D4u", "D4d", "D4e", "D5u", "D5d", "D5e", "D6u", "D6d", "D6e",
    ];
    for (i, l) in tower.iter().enumerate() {
        put(s, l, if i < 5 { 2 } else { 0 });
    }
    on_map(s, 0, 2, "C1");
    let fields = reports(s)
        .into_iter()
        .find(|r| r.0 == Size::Large)
        .unwrap()
        .1;
    act(
        s,
        0,
        Action::Report {
            size: Size::Large,
            fields,
        },
    )
}

#[test]
fn the_charity_payer_is_the_best_placed_other_when_the_mover_crosses() {
    // The checker's seed 1688 with 3 players, built directly: u3 (seat 2) goes 7 -> 15 and is
    // the last past the node after field 8; then u1 (seat 0) goes 12 -> 17 in the same report.
    // At the moment u3 crossed, the best-placed other player was u2 (seat 1, on 13), so u2 is
    // the one u3 may name (EX-G5 "after the move", EX-G8), not u1.
    let mut s = blank(3);
    let p = |field| Pos { field, ahead: true };
    s.spiral = vec![p(12), p(13), p(7)];
    put(&mut s, "A1e", 1);
    let ev = tower_report(&mut s);
    assert_eq!(scored(&ev), vec![(2, 7, 15), (0, 12, 17)]);
    assert_eq!(
        leaders(&s),
        vec![(2, 8, None, Some(1)), (0, 16, Some(0), None)]
    );
    let prompt = &Ex::prompts(&s)[0];
    assert_eq!(prompt.seat, 2);
    let ev = act(&mut s, 2, Action::Charity { call: true });
    assert!(matches!(ev[0], Event::CharityCalled { mover: 2, payer: 1 }));
    act(&mut s, 1, Action::PayTax { field: f("A1e") });
    assert_eq!(leaders(&s), vec![(0, 16, Some(0), None)]);
}

#[test]
fn prompts_name_nobody_by_seat_number_and_count_in_words() {
    let mut s = blank(3);
    let p = |field| Pos { field, ahead: true };
    s.spiral = vec![p(12), p(13), p(7)];
    tower_report(&mut s);
    // The player who would pay under charity is named as the table names them.
    let names = |seat: usize| ["u1", "u2", "u3"].get(seat).map(|n| n.to_string());
    let what = game_kit::Prompt::fill_names(&Ex::prompts(&s)[0].what, names);
    assert!(what.ends_with("call charity on u2"), "{what}");
    assert!(!what.contains("seat"), "{what}");
    assert!(!what.contains("(s)"), "{what}");
    assert!(what.contains("1 stone "), "{what}");
    act(&mut s, 2, Action::Charity { call: false });
    let what = &Ex::prompts(&s)[0].what;
    assert!(what.contains("return 1 stone "), "{what}");
    let mut t = blank(3);
    assert!(Ex::prompts(&t)[0]
        .what
        .contains("2 positional actions left"));
    put(&mut t, "D4e", 0);
    act(&mut t, 0, Action::Move { to: tf("Keter") });
    act(
        &mut t,
        0,
        Action::Choose {
            how: How::PlaceStandard,
        },
    );
    act(&mut t, 0, Action::Stone { field: f("D5nw") });
    let what = &Ex::prompts(&t)[0].what;
    assert!(what.contains("1 positional action left"), "{what}");
}

#[test]
fn a_timeout_settles_one_tax_and_the_next_is_a_prompt_of_its_own() {
    // Seat 0 crosses the node after field 8 with the obligatory points and the node after
    // field 16 with the voluntary ones, last both times: two charity questions. A timeout of
    // the first (charity declined, the oldest stone returned) continues into the rest of that
    // tax only; the second question is a prompt of its own with its own deadline.
    let mut s = blank(3);
    let p = |field| Pos { field, ahead: true };
    s.spiral = vec![p(8), p(20), p(25)];
    commission(&mut s, Size::Large, "Tower");
    let tower = [
        "D4u", "D4d", "D4e", "D5u", "D5d", "D5e", "D6u", "D6d", "D6e",
    ];
    for l in tower {
        put(&mut s, l, 0);
    }
    let site = reports(&s)
        .into_iter()
        .find(|r| r.0 == Size::Large)
        .unwrap()
        .1;
    // Fill the site's voluntary fields with seat 0's stones too.
    let shape = s.commissioned(Size::Large).unwrap();
    let vol = projects::sites(shape)
        .iter()
        .find(|x| {
            let mut a = x.obligatory.clone();
            let mut b = site.clone();
            a.sort();
            b.sort();
            a == b
        })
        .unwrap()
        .voluntary
        .clone();
    // (each orientation lists its voluntary fields; fields off the board are `None`)
    for v in vol.iter().flatten().flatten() {
        if s.stone(*v).is_none() {
            put(&mut s, v.label(), 0);
        }
    }
    act(
        &mut s,
        0,
        Action::Report {
            size: Size::Large,
            fields: site,
        },
    );
    let ls = leaders(&s);
    assert_eq!(ls.len(), 2, "{ls:?} {:?}", s.spiral);
    assert_eq!(ls[0], (0, 8, None, Some(2)));
    assert_eq!((ls[1].0, ls[1].1, ls[1].2), (0, 16, None));
    assert!(
        !Ex::continues_timeout(&s, 0),
        "a fresh tax is its own prompt"
    );
    let a = Ex::timeout_action(&s, 0).unwrap();
    assert_eq!(a, Action::Charity { call: false });
    Ex::apply(&mut s, 0, a).unwrap();
    assert!(
        Ex::continues_timeout(&s, 0),
        "the stones of the same tax follow"
    );
    let a = Ex::timeout_action(&s, 0).unwrap();
    Ex::apply(&mut s, 0, a).unwrap();
    assert_eq!(s.taxes.len(), 1);
    assert_eq!(Ex::prompts(&s)[0].seat, 0);
    assert!(
        !Ex::continues_timeout(&s, 0),
        "the next tax waits for its own deadline"
    );
}
