//! The README's invite URL asks for exactly the permissions its Set up section lists, by
//! Discord's own bit values (serenity's `Permissions`), and for the scopes Tabula needs.
use serenity::model::Permissions;

const README: &str = include_str!("../README.md");

/// The listed permissions' names as the README writes them, and Discord's flag for each.
fn listed() -> Vec<(&'static str, Permissions)> {
    vec![
        ("View Channels", Permissions::VIEW_CHANNEL),
        ("Send Messages", Permissions::SEND_MESSAGES),
        ("Create Public Threads", Permissions::CREATE_PUBLIC_THREADS),
        (
            "Send Messages in Threads",
            Permissions::SEND_MESSAGES_IN_THREADS,
        ),
        ("Embed Links", Permissions::EMBED_LINKS),
        ("Attach Files", Permissions::ATTACH_FILES),
        ("Read Message History", Permissions::READ_MESSAGE_HISTORY),
    ]
}

/// The Set up section's text: from its heading to the next section's.
fn set_up() -> &'static str {
    let start = README.find("\n## Set up").expect("a Set up section");
    let rest = &README[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |i| i + 3);
    &rest[..end]
}

#[test]
fn the_invite_url_asks_for_the_listed_permissions() {
    let section = set_up();
    let url = section
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("https://discord.com/oauth2/authorize?"))
        .expect("a ready invite URL");
    let query = &url[url.find('?').unwrap() + 1..];
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(&format!("{name}=")))
            .unwrap_or_else(|| panic!("{name} in {url}"))
    };
    assert_eq!(param("client_id"), "YOUR_APP_ID");
    assert_eq!(param("scope"), "bot+applications.commands");
    let asked: u64 = param("permissions").parse().expect("a whole number");
    let mut wanted = Permissions::empty();
    // The text around the URL lists the same permissions in words: joined to one line, so
    // that a name broken over two lines is found.
    let words = section.split_whitespace().collect::<Vec<_>>().join(" ");
    for (name, flag) in listed() {
        assert!(words.contains(&format!("*{name}*")), "{name} is listed");
        wanted |= flag;
    }
    assert_eq!(
        asked,
        wanted.bits(),
        "the URL's permissions are the listed ones: {:?}",
        Permissions::from_bits_truncate(asked)
    );
    assert!(
        words.contains(&asked.to_string()),
        "the text names the same number"
    );
}
