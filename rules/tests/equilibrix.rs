//! Equilibrix Project: the component data, the geometry, and the rules one by one (rulings
//! cited as EX-...).

use rules::equilibrix::data::{self, components, Combination, Size};
use rules::equilibrix::formations;
use rules::equilibrix::geometry::{self, geometry, label_points, rotate, Field, Kind};
use rules::equilibrix::projects;
use serde_json::Value;
use std::collections::BTreeSet;

fn f(label: &str) -> Field {
    Field::parse(label).unwrap_or_else(|| panic!("{label} is not a field"))
}

// ---------------------------------------------------------------- data

#[test]
fn data_files_load_with_the_expected_counts() {
    let c = data::load().expect("data/equilibrix parses");
    assert_eq!(data::parse_board(data::BOARD), Ok(3));
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
    serde_json::from_str(include_str!("../../data/equilibrix/components.json")).unwrap()
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
