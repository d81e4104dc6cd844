//! Connection URLs for a cluster that listens on a Unix socket only.
//!
//! The form is `postgres://USER@/DBNAME?host=SOCKETDIR&port=PORT`: the authority's host is
//! empty and the socket folder goes in the `host` parameter, which both libpq and the
//! `postgres` crate read as a socket folder when it starts with `/`.

use std::fmt::Write;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

pub(crate) fn url(user: &str, database: &str, socket_dir: &Path, port: u16) -> String {
    format!(
        "postgres://{}@/{}?host={}&port={port}",
        encode(user.as_bytes()),
        encode(database.as_bytes()),
        encode(socket_dir.as_os_str().as_bytes()),
    )
}

/// Percent-encodes every byte but the unreserved ones and `/`, which a path keeps readable.
fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for &byte in bytes {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(byte as char);
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_socket_folder_stays_readable() {
        let url = url("tabula", "test_3", Path::new("/tmp/pg-test-Ab1"), 24011);
        assert_eq!(
            url,
            "postgres://tabula@/test_3?host=/tmp/pg-test-Ab1&port=24011"
        );
    }

    #[test]
    fn special_characters_are_encoded_and_parse_back() {
        let dir = Path::new("/tmp/a b&c=d%e?");
        let url = url("tabula", "db", dir, 5);
        assert_eq!(
            url,
            "postgres://tabula@/db?host=/tmp/a%20b%26c%3Dd%25e%3F&port=5"
        );
        let config: postgres::Config = url.parse().unwrap();
        assert_eq!(
            config.get_hosts(),
            [postgres::config::Host::Unix(dir.to_path_buf())]
        );
        assert_eq!(config.get_ports(), [5]);
        assert_eq!(config.get_dbname(), Some("db"));
        assert_eq!(config.get_user(), Some("tabula"));
    }
}
