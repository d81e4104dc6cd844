//! Web links (issue 46): the unguessable part of a table's page address, and of a server's pages.
//!
//! A link is 128 bits from the operating system's random generator, written as 32 lowercase
//! hex digits: nobody can find a table's page without being given its link, and a link names
//! nothing (not the table's number, not the server). A table gets its link when it opens
//! (`tables::create`); tables opened before links existed got one from
//! migration 14. Giving the table a new link ([`renew`]) revokes the old one: the old address
//! answers "not found", like an address that never existed.
use crate::params;
use crate::store::db::{Changes, Conn, OptionalExtension};
use rand::RngCore;

/// The length of a link made here, in hex digits (128 bits).
pub const TOKEN_LEN: usize = 32;

/// A new random link.
pub fn new_token() -> String {
    let mut bytes = [0u8; TOKEN_LEN / 2];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` can be a link at all: hex digits only, of a length a link has (32 made
/// here, 64 from PostgreSQL's migration). Anything else is answered "not found" without a
/// query.
pub fn well_formed(text: &str) -> bool {
    matches!(text.len(), 32 | 64)
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The id of the table whose link is `token`, if any (one indexed read).
pub fn table_id(conn: &Conn, token: &str) -> crate::store::db::Result<Option<i64>> {
    if !well_formed(token) {
        return Ok(None);
    }
    conn.prepare_cached("SELECT id FROM tables WHERE web_token = ?1")?
        .query_row([token], |r| r.get(0))
        .optional()
}

/// Gives table `table` a new link, revoking its old one; returns the new link.
pub fn renew(conn: &Conn, table: i64) -> crate::store::db::Result<String> {
    let token = new_token();
    conn.prepare_cached("UPDATE tables SET web_token = ?2 WHERE id = ?1")?
        .execute_later(params![table, token], Changes::Table(table))?;
    Ok(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_128_random_bits_in_hex_and_no_two_are_alike() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), TOKEN_LEN);
        assert!(well_formed(&a), "{a}");
        assert_ne!(a, b);
    }

    #[test]
    fn only_hex_of_a_links_length_is_looked_up() {
        assert!(!well_formed(""));
        assert!(!well_formed(&"g".repeat(32)));
        assert!(!well_formed(&"A".repeat(32)));
        assert!(!well_formed(&"a".repeat(31)));
        assert!(!well_formed("..%2F..%2Fetc"));
        assert!(well_formed(&"0".repeat(64)));
    }
}
