//! A thread per table (issue 27): where a new table plays, what its parent channel is told,
//! and how its thread closes.
//!
//! A table opened in a text channel plays in a public thread of its own when the server's
//! `threads` setting is on, so that a channel can hold many tables side by
//! side. The core never makes a table for a thread that does not exist yet: it answers the
//! input with a request ([`Delivery::OpenThread`]); the front end opens the thread and gives the
//! same input again from inside it ([`Threads::Opened`]), or says why it could not
//! ([`Threads::Refused`]) and the table plays in the channel, as it did before threads.
//!
//! The parent channel is told when a table opens in a thread, and gets the result line and the
//! final board when it ends; the thread is then archived through the outbox, after its own
//! last messages. A thread Tabula did not open (a table opened inside a thread someone made)
//! is never archived by Tabula: such a table has no parent.
use crate::api::{Actor, Delivery, Reply, Threads};
use crate::store::tables::Table;
use crate::words::t;
use present_kit::markup::{self, bold};
use present_kit::words::Lang;

/// Discord's longest thread name.
use present_kit::limits::THREAD_NAME_MAX as NAME_MAX;

/// The channel whose settings apply to `table` and that hears of it: the channel its thread
/// was opened in, else its own.
pub(crate) fn home(table: &Table) -> &str {
    table.parent.as_deref().unwrap_or(&table.channel)
}

/// Whether `table` is one of `channel`'s: played there, or in a thread Tabula opened there
/// (`/history` and `/replay` in a channel list its threads' games too).
pub(crate) fn played_in(table: &Table, channel: &str) -> bool {
    table.channel == channel || table.parent.as_deref() == Some(channel)
}

/// Where a new table opens: in `channel`; `parent` when that is the thread the front end just
/// opened for it. `note` tells the actor why it is not in a thread of its own after all.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Spot {
    pub channel: String,
    pub parent: Option<String>,
    pub note: Option<String>,
}

/// Whether a new table wants a thread of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wanted {
    /// The server's setting says so, and nothing else stands in the way.
    Thread,
    /// It plays where it is opened and nobody needs telling: it is opened inside a thread
    /// already, or it is the rematch of a game played in its channel.
    Here,
    /// The server's `threads` setting is off: the host is told, since a front end that can
    /// open threads would otherwise have opened one (issue 44).
    Off,
}

impl Wanted {
    /// `Thread` when the server's `setting` is on and the table could have a thread (`could`),
    /// `Off` when only the setting stands in the way, else `Here`.
    pub fn from(setting: bool, could: bool) -> Wanted {
        match (could, setting) {
            (false, _) => Wanted::Here,
            (true, true) => Wanted::Thread,
            (true, false) => Wanted::Off,
        }
    }
}

/// What the host of a table that plays in its channel because of `/settings threads:off` reads.
pub(crate) fn off_note(lang: Lang) -> String {
    t(lang, "threads-off-note", &[])
}

/// Where a table `actor` opens goes: in a new thread of `target` when `wanted` and the front end
/// can open one, else in `target`. `name` names the thread. `Err` is the reply that asks the
/// front end for the thread first: the caller answers with it and opens nothing. The notes
/// and the request are `actor`'s to read, in `lang`.
pub(crate) fn place(
    actor: &Actor,
    lang: Lang,
    wanted: Wanted,
    target: &str,
    name: impl FnOnce() -> String,
) -> Result<Spot, Box<Reply>> {
    let here = |note: Option<String>| Spot {
        channel: target.to_string(),
        parent: None,
        note,
    };
    Ok(match &actor.threads {
        // The thread exists now: the table plays there even if the setting changed meanwhile,
        // rather than leave it empty.
        Threads::Opened => Spot {
            channel: actor.channel.clone(),
            parent: actor.parent.clone(),
            note: None,
        },
        // A front end without threads has nothing to explain.
        Threads::Unsupported => here(None),
        _ if wanted == Wanted::Here => here(None),
        _ if wanted == Wanted::Off => here(Some(off_note(lang))),
        Threads::Available => return Err(Box::new(ask(actor, lang, target, name()))),
        Threads::Refused { why } => here(Some(t(
            lang,
            "threads-refused",
            &[("why", why.as_str().into())],
        ))),
    })
}

/// The request for a thread named `name` in `parent`, answered to `actor` only if a front end
/// ever showed it.
fn ask(actor: &Actor, lang: Lang, parent: &str, name: String) -> Reply {
    let mut reply = Reply::private(actor, t(lang, "threads-opening", &[]));
    reply.delivery = Delivery::OpenThread {
        parent: parent.to_string(),
        name,
    };
    reply
}

/// A thread's name in the server's `lang`: "Quinox · Ada's table", cut to Discord's limit.
pub(crate) fn name(lang: Lang, game: &str, host: &str) -> String {
    let host = markup::strip(host);
    let name = t(
        lang,
        "threads-name",
        &[("game", game.into()), ("host", host.as_str().into())],
    );
    match name.char_indices().nth(NAME_MAX) {
        Some((cut, _)) => name[..cut].to_string(),
        None => name,
    }
}

/// What `table`'s parent channel reads (in the server's `lang`) when the table opens in its
/// thread: a new table, or the rematch of table `rematch_of`.
pub(crate) fn opened(
    table: &Table,
    lang: Lang,
    game: &str,
    host: &str,
    rematch_of: Option<i64>,
) -> Option<Reply> {
    let parent = table.parent.as_deref()?;
    let (host, game) = (bold(host), bold(game));
    let thread = markup::channel(&table.channel);
    let mut args = vec![
        ("host", host.as_str().into()),
        ("game", game.as_str().into()),
        ("thread", thread.as_str().into()),
    ];
    let text = match rematch_of {
        None => t(lang, "threads-opened", &args),
        Some(finished) => {
            args.push(("table", finished.into()));
            t(lang, "threads-opened-rematch", &args)
        }
    };
    Some(Reply::post(parent, text))
}

/// What closes `table`'s thread when the table ended: for the parent channel `said` (the
/// result line or why it ended), with the final `board` when there is one to show, then the
/// thread's archiving, in the server's `lang`. Nothing for a table without a thread of its own.
pub(crate) fn closing(table: &Table, lang: Lang, said: &str, board: Option<&Reply>) -> Vec<Reply> {
    let Some(parent) = table.parent.as_deref() else {
        return Vec::new();
    };
    let thread = markup::channel(&table.channel);
    let played = t(
        lang,
        "threads-played-in",
        &[("thread", thread.as_str().into())],
    );
    let line = format!("{said}\n{played}");
    let result = match board {
        Some(board) => {
            let mut post = board.clone().posted_in(parent);
            post.text = format!("{line}\n\n{}", board.text);
            post
        }
        None => Reply::post(parent, line),
    };
    vec![result, Reply::archive(&table.channel)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actor(threads: Threads, parent: Option<&str>) -> Actor {
        Actor {
            guild: "g".into(),
            channel: "t1".into(),
            user: "u".into(),
            name: "Ada".into(),
            manage_channels: false,
            manage_server: false,
            parent: parent.map(str::to_string),
            threads,
            locales: Default::default(),
        }
    }

    #[test]
    fn a_table_asks_for_a_thread_only_where_one_is_wanted_and_can_be_opened() {
        let name = || "Quinox · Ada's table".to_string();
        match place(
            &actor(Threads::Available, None),
            Lang::En,
            Wanted::Thread,
            "c1",
            name,
        ) {
            Err(reply) => assert_eq!(
                reply.delivery,
                Delivery::OpenThread {
                    parent: "c1".into(),
                    name: "Quinox · Ada's table".into()
                }
            ),
            other => panic!("no thread asked for: {other:?}"),
        }
        for (threads, wanted) in [
            (Threads::Available, Wanted::Here),
            (Threads::Unsupported, Wanted::Thread),
            (Threads::Unsupported, Wanted::Here),
            (Threads::Unsupported, Wanted::Off),
        ] {
            match place(&actor(threads.clone(), None), Lang::En, wanted, "c1", name) {
                Ok(Spot {
                    channel,
                    parent: None,
                    note: None,
                }) => assert_eq!(channel, "c1"),
                other => panic!("{threads:?}, wanted {wanted:?}: {other:?}"),
            }
        }
        let refused = Threads::Refused {
            why: "no permission".into(),
        };
        match place(&actor(refused, None), Lang::En, Wanted::Thread, "c1", name) {
            Ok(Spot {
                channel,
                parent: None,
                note: Some(note),
            }) => {
                assert_eq!(channel, "c1");
                assert!(note.contains("no permission"), "{note}");
            }
            other => panic!("{other:?}"),
        }
        // Once opened, the thread is used whatever the setting says now.
        match place(
            &actor(Threads::Opened, Some("c1")),
            Lang::En,
            Wanted::Off,
            "c1",
            name,
        ) {
            Ok(Spot {
                channel,
                parent: Some(parent),
                note: None,
            }) => assert_eq!((channel.as_str(), parent.as_str()), ("t1", "c1")),
            other => panic!("{other:?}"),
        }
    }

    /// Issue 44: with `/settings threads:off`, the host of a table that would have had a thread
    /// is told why it plays in the channel.
    #[test]
    fn threads_turned_off_are_said_to_the_host() {
        let name = || "Quinox · Ada's table".to_string();
        let refused = Threads::Refused {
            why: "no permission".into(),
        };
        for threads in [Threads::Available, refused] {
            match place(
                &actor(threads.clone(), None),
                Lang::En,
                Wanted::Off,
                "c1",
                name,
            ) {
                Ok(Spot {
                    channel,
                    parent: None,
                    note: Some(note),
                }) => {
                    assert_eq!(channel, "c1");
                    assert_eq!(note, off_note(Lang::En), "{threads:?}");
                }
                other => panic!("{threads:?}: {other:?}"),
            }
        }
        assert_eq!(Wanted::from(true, true), Wanted::Thread);
        assert_eq!(Wanted::from(false, true), Wanted::Off);
        assert_eq!(Wanted::from(false, false), Wanted::Here);
        assert_eq!(Wanted::from(true, false), Wanted::Here);
    }

    #[test]
    fn a_thread_name_fits_discord() {
        assert_eq!(name(Lang::En, "Quinox", "Ada"), "Quinox · Ada's table");
        let long = name(Lang::En, "Equilibrix Project", &"x".repeat(200));
        assert_eq!(long.chars().count(), NAME_MAX);
    }
}
