//! `custom_id`s: `<table>:<version>:<payload>`, at most 100 characters.
//!
//! The version is the table version the component was rendered against; an input carrying an
//! older version is refused ("that moment has passed"), which makes stale and repeated clicks
//! harmless. Everything is parsed defensively: a forged id is just an unknown id.

/// What a component asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payload {
    Join,
    Leave,
    Start,
    /// Open the clicker's private view (read-only, so any version is fine).
    Hand,
    /// Come back after being marked absent.
    Resume,
    /// A host option in the lobby (`set.<key>`); the value comes from the select.
    Set {
        key: String,
    },
    /// A menu path of codes; complete paths are actions. `public` marks a component on a public
    /// message (a reaction notice): its answer is a new private message rather than an edit.
    Act {
        path: Vec<String>,
        public: bool,
    },
    /// Open the game's form `code` (a button), or submit it (the modal carries the same id).
    Form {
        code: String,
    },
}

/// A parsed `custom_id`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentId {
    pub table: i64,
    pub version: i64,
    pub payload: Payload,
}

/// Discord's limit on `custom_id` length.
pub const MAX_LEN: usize = 100;

fn valid_code(code: &str) -> bool {
    !code.is_empty()
        && code.len() <= 12
        && code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl ComponentId {
    pub fn new(table: i64, version: i64, payload: Payload) -> Self {
        ComponentId {
            table,
            version,
            payload,
        }
    }

    /// Parses a `custom_id`; `None` for anything malformed.
    pub fn parse(raw: &str) -> Option<ComponentId> {
        if raw.len() > MAX_LEN {
            return None;
        }
        let mut parts = raw.splitn(3, ':');
        let table = parts.next()?.parse().ok()?;
        let version = parts.next()?.parse().ok()?;
        let payload = match parts.next()? {
            "join" => Payload::Join,
            "leave" => Payload::Leave,
            "start" => Payload::Start,
            "hand" => Payload::Hand,
            "resume" => Payload::Resume,
            other if other.starts_with("f.") => {
                let code = &other[2..];
                if !valid_code(code) {
                    return None;
                }
                Payload::Form {
                    code: code.to_string(),
                }
            }
            other if other.starts_with("set.") => {
                let key = &other[4..];
                if !valid_code(key) {
                    return None;
                }
                Payload::Set {
                    key: key.to_string(),
                }
            }
            other => {
                let public = other.starts_with('p');
                let path = other
                    .strip_prefix('a')
                    .or_else(|| other.strip_prefix('p'))?;
                let codes: Vec<String> = path.split('.').skip(1).map(str::to_string).collect();
                if (path.is_empty() || path.starts_with('.')) && codes.iter().all(|c| valid_code(c))
                {
                    Payload::Act {
                        path: codes,
                        public,
                    }
                } else {
                    return None;
                }
            }
        };
        Some(ComponentId {
            table,
            version,
            payload,
        })
    }

    /// Renders the id; `None` if it would exceed Discord's limit.
    pub fn render(&self) -> Option<String> {
        let payload = match &self.payload {
            Payload::Join => "join".to_string(),
            Payload::Leave => "leave".to_string(),
            Payload::Start => "start".to_string(),
            Payload::Hand => "hand".to_string(),
            Payload::Resume => "resume".to_string(),
            Payload::Set { key } => format!("set.{key}"),
            Payload::Form { code } => format!("f.{code}"),
            Payload::Act { path, public } => {
                let mut s = String::from(if *public { "p" } else { "a" });
                for c in path {
                    s.push('.');
                    s.push_str(c);
                }
                s
            }
        };
        let id = format!("{}:{}:{}", self.table, self.version, payload);
        (id.len() <= MAX_LEN).then_some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for payload in [
            Payload::Join,
            Payload::Leave,
            Payload::Start,
            Payload::Hand,
            Payload::Resume,
            Payload::Set { key: "time".into() },
            Payload::Act {
                path: vec![],
                public: false,
            },
            Payload::Act {
                path: vec!["g".into(), "m2".into(), "t1".into()],
                public: false,
            },
            Payload::Act {
                path: vec!["rj".into()],
                public: true,
            },
            Payload::Form {
                code: "lo-r3".into(),
            },
        ] {
            let id = ComponentId::new(42, 7, payload);
            let raw = id.render().unwrap();
            assert_eq!(ComponentId::parse(&raw), Some(id));
        }
    }

    #[test]
    fn rejects_forgeries() {
        for raw in [
            "",
            "x:1:join",
            "1:y:join",
            "1:2:dance",
            "1:2:a.bad:code",
            "1:2:a.",
            "1:2:a..x",
            "1:2:ab",
            "1:2:a.waytoolongcode123",
            "1:2:set.",
            "1:2:set.a.b",
            "1:2:f.",
            "1:2:f.a.b",
            "1:2:f.waytoolongcode123",
            &format!("1:2:a.{}", "x.".repeat(60)),
        ] {
            assert_eq!(ComponentId::parse(raw), None, "{raw}");
        }
    }

    #[test]
    fn render_refuses_over_limit() {
        let id = ComponentId::new(
            1,
            1,
            Payload::Act {
                path: vec!["abcdefghijkl".into(); 9],
                public: false,
            },
        );
        assert_eq!(id.render(), None);
    }
}
