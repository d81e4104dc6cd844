//! Where the database is: a SQLite file (the default, one process) or a PostgreSQL database
//! (`DATABASE_URL=postgres://…`, several processes, issue 29).

use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A SQLite database file.
    File(PathBuf),
    /// A PostgreSQL connection URL (`postgres://` or `postgresql://`).
    Postgres(String),
}

impl Location {
    /// A PostgreSQL URL by its scheme; anything else is a SQLite file's path.
    pub fn parse(text: &str) -> Location {
        if is_postgres_url(text) {
            Location::Postgres(text.to_owned())
        } else {
            Location::File(PathBuf::from(text))
        }
    }

    /// The SQLite file, if this is one.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Location::File(path) => Some(path),
            Location::Postgres(_) => None,
        }
    }
}

/// Whether `text` is a PostgreSQL URL.
pub fn is_postgres_url(text: &str) -> bool {
    text.starts_with("postgres://") || text.starts_with("postgresql://")
}

/// The URL with its password, if any, replaced by `***`: locations are logged. A password can
/// stand in the authority (`user:password@host`) or as a parameter (`?password=…`).
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let (authority, tail) = match rest.find(['/', '?']) {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or_default();
            format!("{name}:***@{host}")
        }
        _ => authority.to_owned(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                    _ => pair.to_owned(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&redacted(url)),
        }
    }
}

impl From<&Path> for Location {
    fn from(path: &Path) -> Location {
        Location::File(path.to_path_buf())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_postgres_and_anything_else_a_file() {
        assert_eq!(
            Location::parse("postgres://tabula@db/tabula"),
            Location::Postgres("postgres://tabula@db/tabula".into())
        );
        assert!(matches!(
            Location::parse("postgresql://x"),
            Location::Postgres(_)
        ));
        assert_eq!(
            Location::parse("data/tabula.db"),
            Location::File("data/tabula.db".into())
        );
    }

    #[test]
    fn passwords_never_show() {
        let shown = Location::parse("postgres://bot:s3cret@db:5432/tabula?sslmode=disable");
        assert_eq!(
            shown.to_string(),
            "postgres://bot:***@db:5432/tabula?sslmode=disable"
        );
        assert_eq!(
            redacted("postgres://bot@db/tabula"),
            "postgres://bot@db/tabula"
        );
        assert_eq!(
            redacted("postgres://tabula@/t?host=/tmp/x"),
            "postgres://tabula@/t?host=/tmp/x"
        );
        assert_eq!(
            redacted("postgres://bot@db/t?sslmode=disable&password=s3cret"),
            "postgres://bot@db/t?sslmode=disable&password=***"
        );
    }
}
