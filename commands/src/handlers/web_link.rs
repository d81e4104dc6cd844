//! The "View on the web" button (issue 46): a public board of a running or ended table, and
//! its "Final scores" post, link to the table's web page when `PUBLIC_URL` is set, the table
//! has a link and its channel shows web links (`/settings web_links`).
//!
//! The views mark such a message with the table ([`Reply::web_link`]) and know nothing of
//! addresses or settings; the button is added here, once, after the handler and before the
//! outbox stores the message, on every path a board leaves by (the writer, the read path and
//! an owed board drawn again). So a link revoked with `/link new:true` is on the very board
//! edit that revocation owes. A private answer never carries it: the page is public, but the
//! button would say "this table has a page" to someone who asked for something else.
use crate::api::{Component, ComponentKind, Reply};
use crate::store::db::Conn;
use crate::store::server_settings;
use crate::store::tables::{self, Table};
use present_kit::limits::{BUTTONS_PER_ROW, ROWS_MAX};

/// The button's label, in `lang` (a public board's: the server's language).
pub fn label(lang: present_kit::words::Lang) -> String {
    crate::words::t(lang, "web-link-label", &[])
}

/// The address of the table page whose link is `token`, under `public_url`.
pub fn table_url(public_url: &str, token: &str) -> String {
    format!("{}/t/{token}", public_url.trim_end_matches('/'))
}

/// The address of the server pages whose link is `token`, under `public_url`.
pub fn server_url(public_url: &str, token: &str) -> String {
    format!("{}/s/{token}", public_url.trim_end_matches('/'))
}

/// Whether the table's web page may be opened where it plays: web links are on for its
/// channel (a thread's table follows the channel Tabula opened the thread in, as every
/// setting does), and it has a link. `Ok(None)`: no page to show.
pub(crate) fn live_token(conn: &Conn, table: &Table) -> Result<Option<String>, String> {
    let home = table.parent.as_deref().unwrap_or(&table.channel);
    let settings = server_settings::for_channel(conn, &table.guild, home)?;
    Ok(table.web_token.clone().filter(|_| settings.web_links))
}

/// Adds the button to every public reply that asks for it ([`Reply::web_link`]), when
/// `public_url` is set. Without it nothing is read and nothing changes.
///
/// A link that cannot be read is left out, and the error returned for the caller to log: the
/// button only points at a page that answers by its own rules, so a game must not stop over
/// it (and on PostgreSQL's paced writer the failure may be another input's, which the writer
/// knows and this does not).
pub(crate) fn add_buttons(
    conn: &Conn,
    public_url: Option<&str>,
    replies: &mut [Reply],
) -> Result<(), String> {
    let Some(public_url) = public_url else {
        return Ok(());
    };
    for reply in replies.iter_mut().filter(|r| r.to.is_public()) {
        let Some(table) = reply.web_link else {
            continue;
        };
        if reply.components.iter().any(Component::is_link) {
            continue;
        }
        let Some((token, lang)) = link_for(conn, table)? else {
            continue;
        };
        if let Some(row) = free_row(&reply.components) {
            let url = table_url(public_url, &token);
            reply
                .components
                .push(Component::link(&label(lang), &url, row));
        }
    }
    Ok(())
}

/// The table's link where it may be opened, and its server's language (the board's).
fn link_for(conn: &Conn, table: i64) -> Result<Option<(String, present_kit::words::Lang)>, String> {
    match tables::get(conn, table).map_err(|e| format!("table {table}: {e}"))? {
        Some(table) => match live_token(conn, &table)? {
            Some(token) => Ok(Some((
                token,
                crate::store::server_settings::server_lang(conn, &table)?,
            ))),
            None => Ok(None),
        },
        None => Ok(None),
    }
}

/// The action row a link button joins: the last row of buttons with room for one more,
/// else the first row after every row in use; `None` when the message has no room left.
fn free_row(components: &[Component]) -> Option<u8> {
    let Some(last) = components.iter().map(|c| c.row).max() else {
        return Some(0);
    };
    let in_row = |row: u8| components.iter().filter(move |c| c.row == row);
    let buttons_only =
        in_row(last).all(|c| matches!(c.kind, ComponentKind::Button | ComponentKind::Link));
    if buttons_only && in_row(last).count() < BUTTONS_PER_ROW {
        return Some(last);
    }
    let next = last.checked_add(1)?;
    (usize::from(next) < ROWS_MAX).then_some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{SelectOption, Style};

    fn at(kind: ComponentKind, row: u8) -> Component {
        Component {
            custom_id: format!("1:1:{row}"),
            label: "x".into(),
            kind,
            options: match kind {
                ComponentKind::Select => vec![SelectOption {
                    value: "a".into(),
                    label: "A".into(),
                }],
                _ => Vec::new(),
            },
            style: Style::Secondary,
            row,
            url: None,
        }
    }

    #[test]
    fn the_link_joins_the_last_row_of_buttons_with_room_or_a_row_of_its_own() {
        use ComponentKind::{Button, Select};
        assert_eq!(free_row(&[]), Some(0));
        assert_eq!(free_row(&[at(Button, 0)]), Some(0));
        assert_eq!(free_row(&vec![at(Button, 0); 5]), Some(1));
        assert_eq!(free_row(&[at(Button, 0), at(Select, 1)]), Some(2));
        let full: Vec<Component> = (0..5).map(|r| at(Select, r)).collect();
        assert_eq!(free_row(&full), None);
    }

    #[test]
    fn addresses_are_made_under_the_public_url_without_a_double_slash() {
        let token = "0123456789abcdef0123456789abcdef";
        assert_eq!(
            table_url("https://tabula.example/", token),
            format!("https://tabula.example/t/{token}")
        );
        assert_eq!(
            server_url("https://tabula.example", token),
            format!("https://tabula.example/s/{token}")
        );
    }
}
