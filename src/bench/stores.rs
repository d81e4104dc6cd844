//! Where each phase's database lives: a SQLite file in the run's temporary folder (the
//! default), or a fresh database on a PostgreSQL server (`--database postgres://…`).
//!
//! On PostgreSQL every phase gets a database of its own, `tabula_bench_<pid>_<phase>`, created
//! through the URL's connection and dropped when the run ends, however it ends: a phase never
//! finds another's rows, and the server keeps nothing of the run. The database the URL names
//! is only connected to (as `psql` would, to issue `CREATE DATABASE`), never written, so any
//! server the account may create databases on will do, a production one included.
use anyhow::Context;
use commands::store::db::Conn;
use commands::store::{redacted, Location};
use std::path::PathBuf;
use std::sync::Mutex;

/// The phases' databases.
pub enum Stores {
    Sqlite { dir: PathBuf },
    Postgres(Server),
}

impl Stores {
    /// A new empty database for `phase` (a short lower-case word).
    pub fn fresh(&self, phase: &str) -> anyhow::Result<Location> {
        match self {
            Stores::Sqlite { dir } => Ok(Location::File(dir.join(format!("{phase}.db")))),
            Stores::Postgres(server) => server.fresh(phase),
        }
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Stores::Postgres(_))
    }

    /// The report's line about the store.
    pub fn describe(&self) -> String {
        match self {
            Stores::Sqlite { dir } => {
                format!(
                    "{} (WAL, synchronous=FULL)",
                    dir.join("tabula.db").display()
                )
            }
            Stores::Postgres(server) => server.about.clone(),
        }
    }
}

/// A PostgreSQL server the run creates its databases on.
pub struct Server {
    url: String,
    /// The connection `CREATE DATABASE` and `DROP DATABASE` go through.
    admin: Mutex<Conn>,
    prefix: String,
    created: Mutex<Vec<String>>,
    about: String,
}

/// PostgreSQL's SQLSTATE for a statement the account has no right to run.
const INSUFFICIENT_PRIVILEGE: &str = "42501";

impl Server {
    /// Connects to the database `url` names. Whether the account may create databases shows
    /// at the first [`Stores::fresh`], before any phase has run.
    pub fn connect(url: &str) -> anyhow::Result<Server> {
        anyhow::ensure!(
            commands::store::is_postgres_url(url),
            "--database takes a postgres:// URL (without it the bench uses SQLite files in --dir)"
        );
        // Checked before connecting: a URL whose database cannot be replaced is refused at once.
        with_database(url, "postgres")?;
        let admin =
            Conn::postgres(url).with_context(|| format!("cannot connect to {}", redacted(url)))?;
        let settings: (String, String, String, String) = admin.query_row(
            "SELECT current_setting('server_version'), current_setting('fsync'), \
             current_setting('synchronous_commit'), current_setting('full_page_writes')",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?;
        let (version, fsync, synchronous, full_pages) = settings;
        let prefix = format!("tabula_bench_{}", std::process::id());
        let durable = fsync == "on" && synchronous == "on";
        let about = format!(
            "PostgreSQL {version} at {} (fsync {fsync}, synchronous_commit {synchronous}, \
             full_page_writes {full_pages}{}); one fresh database per phase, {prefix}_<phase>, \
             dropped at the end",
            redacted(url),
            if durable {
                ""
            } else {
                "; NOT DURABLE: the figures do not measure durable commits"
            }
        );
        Ok(Server {
            url: url.to_owned(),
            admin: Mutex::new(admin),
            prefix,
            created: Mutex::new(Vec::new()),
            about,
        })
    }

    fn fresh(&self, phase: &str) -> anyhow::Result<Location> {
        let name = format!("{}_{phase}", self.prefix);
        let admin = self.admin.lock().unwrap_or_else(|p| p.into_inner());
        if let Err(e) = admin.execute_batch(&format!("CREATE DATABASE {name}")) {
            if e.sqlstate() == Some(INSUFFICIENT_PRIVILEGE) {
                anyhow::bail!(
                    "the account in --database may not create databases ({e}); the bench \
                     creates one per phase ({}_<phase>) and drops it at the end: give the \
                     account CREATEDB, or name another",
                    self.prefix
                );
            }
            anyhow::bail!("cannot create database {name}: {e}");
        }
        self.created
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(name.clone());
        Ok(Location::Postgres(with_database(&self.url, &name)?))
    }
}

impl Drop for Server {
    /// Drops every database the run created. `WITH (FORCE)` (PostgreSQL 13 and later) ends a
    /// connection a failed phase may have left open; a server that does not know it is asked
    /// again without.
    fn drop(&mut self) {
        let admin = self.admin.lock().unwrap_or_else(|p| p.into_inner());
        for name in self
            .created
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .drain(..)
        {
            let forced =
                admin.execute_batch(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            if let Err(e) =
                forced.or_else(|_| admin.execute_batch(&format!("DROP DATABASE IF EXISTS {name}")))
            {
                eprintln!("tabula bench: could not drop database {name}: {e}");
            }
        }
    }
}

/// `url` naming database `name` instead of its own: the path is replaced (or added), the
/// parameters after `?` are kept.
pub fn with_database(url: &str, name: &str) -> anyhow::Result<String> {
    let (scheme, rest) = url
        .split_once("://")
        .ok_or_else(|| anyhow::anyhow!("--database: not a URL: {}", redacted(url)))?;
    let (authority, tail) = rest.split_at(rest.find(['/', '?']).unwrap_or(rest.len()));
    let query = tail.find('?').map_or("", |i| &tail[i..]);
    anyhow::ensure!(
        !query
            .trim_start_matches('?')
            .split('&')
            .any(|p| p.starts_with("dbname=")),
        "--database: name the database in the URL's path, not as dbname= (the bench replaces \
         it with its own)"
    );
    Ok(format!("{scheme}://{authority}/{name}{query}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_database_is_replaced_and_the_rest_kept() {
        let cases = [
            ("postgres://u@h:5432/db", "postgres://u@h:5432/x"),
            (
                "postgres://u:p@h/db?sslmode=disable",
                "postgres://u:p@h/x?sslmode=disable",
            ),
            (
                "postgres://tabula@/postgres?host=/tmp/a&port=5499",
                "postgres://tabula@/x?host=/tmp/a&port=5499",
            ),
            ("postgresql://h", "postgresql://h/x"),
            ("postgres://h?port=1", "postgres://h/x?port=1"),
        ];
        for (url, wanted) in cases {
            assert_eq!(with_database(url, "x").unwrap(), wanted, "{url}");
        }
    }

    #[test]
    fn a_database_named_by_parameter_or_no_url_is_refused() {
        let e = with_database("postgres://h/?dbname=a", "x").unwrap_err();
        assert!(e.to_string().contains("dbname="), "{e}");
        assert!(with_database("host=h dbname=a", "x").is_err());
    }
}
