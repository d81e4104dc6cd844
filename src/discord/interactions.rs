//! Answering interactions: every slash command, button, select and modal ends up in [`answer`].
//!
//! Components and modals are routed only by their `custom_id` in the global event handler, never
//! through in-memory collectors, so a button keeps working after a restart. The only state is the
//! shared `Core`.

use super::deliver::{defer, deliver, InteractionHandle};
use super::plan::{plan, Answering, Kind};
use super::threads;
use super::Shared;
use crate::words::t;
use commands::api::{Actor, Audience, Delivery, Reply, Threads};
use commands::store::ids::{ComponentId, Payload};
use commands::Input;
use poise::serenity_prelude as serenity;
use present_kit::words::Lang;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tracing::{debug, error, info, warn, Instrument as _};

/// Discord drops an interaction not answered within 3 s; past this we defer first.
const DEFER_AFTER: Duration = Duration::from_secs(2);

/// When the initial response must be on its way (leaving half a second for the request
/// itself): a picture not rendered by then is left out of it.
const ANSWER_BY: Duration = Duration::from_millis(2_500);

/// What a user reads, in their language, when handling their input failed inside the bot
/// (the handler panicked: the core's own failures are its replies).
pub fn failure_notice(lang: Lang) -> String {
    t(lang, "discord-failure", &[])
}

/// The parts of an interaction the adapter needs, whatever its type.
pub struct Incoming<'a> {
    pub handle: InteractionHandle,
    pub kind: Kind,
    pub guild: Option<serenity::GuildId>,
    pub channel: serenity::ChannelId,
    pub user: &'a serenity::User,
    pub member: Option<&'a serenity::Member>,
    /// The message a component was on.
    pub message: Option<serenity::MessageId>,
    /// What Discord says of the channel (its kind, and a thread's parent), if it says.
    pub place: Option<&'a serenity::PartialChannel>,
    /// Tabula's own permissions in the channel, as Discord computed them.
    pub app_permissions: Option<serenity::Permissions>,
    /// The user's and the server's languages, as Discord sends them (issue 48).
    pub locales: commands::api::Locales,
}

/// Discord's language codes of an interaction: the user's (always sent) and the server's.
fn locales(user: &str, guild: Option<&str>) -> commands::api::Locales {
    commands::api::Locales {
        user: Some(user.to_string()).filter(|l| !l.is_empty()),
        guild: guild.map(str::to_string).filter(|l| !l.is_empty()),
    }
}

/// The handle to answer interaction `id` with `token`, whose reader reads `locales`.
fn handle_of(
    id: serenity::InteractionId,
    token: &str,
    locales: &commands::api::Locales,
) -> InteractionHandle {
    InteractionHandle {
        id,
        token: token.to_string(),
        lang: locales.lang(),
    }
}

impl<'a> Incoming<'a> {
    pub fn command(i: &'a serenity::CommandInteraction) -> Self {
        let locales = locales(&i.locale, i.guild_locale.as_deref());
        Incoming {
            handle: handle_of(i.id, &i.token, &locales),
            kind: Kind::Command,
            guild: i.guild_id,
            channel: i.channel_id,
            user: &i.user,
            member: i.member.as_deref(),
            message: None,
            place: i.channel.as_ref(),
            app_permissions: i.app_permissions,
            locales,
        }
    }

    pub fn component(i: &'a serenity::ComponentInteraction) -> Self {
        let locales = locales(&i.locale, i.guild_locale.as_deref());
        Incoming {
            handle: handle_of(i.id, &i.token, &locales),
            kind: Kind::Component {
                message_ephemeral: is_ephemeral(&i.message),
            },
            guild: i.guild_id,
            channel: i.channel_id,
            user: &i.user,
            member: i.member.as_ref(),
            message: Some(i.message.id),
            place: i.channel.as_ref(),
            app_permissions: i.app_permissions,
            locales,
        }
    }

    pub fn modal(i: &'a serenity::ModalInteraction) -> Self {
        let locales = locales(&i.locale, i.guild_locale.as_deref());
        Incoming {
            handle: handle_of(i.id, &i.token, &locales),
            kind: Kind::Modal {
                message_ephemeral: i.message.as_deref().map(is_ephemeral),
            },
            guild: i.guild_id,
            channel: i.channel_id,
            user: &i.user,
            member: i.member.as_ref(),
            message: i.message.as_ref().map(|m| m.id),
            place: i.channel.as_ref(),
            app_permissions: i.app_permissions,
            locales,
        }
    }

    /// Who acted, and where; `None` outside a server (tables live in server channels).
    pub fn actor(&self) -> Option<Actor> {
        let guild = self.guild?;
        Some(Actor {
            guild: guild.to_string(),
            // Threads are channels too: a thread gets its own table.
            channel: self.channel.to_string(),
            user: self.user.id.to_string(),
            name: self
                .member
                .map_or_else(|| self.user.display_name(), |m| m.display_name())
                .to_string(),
            manage_channels: manages_channels(self.member.and_then(|m| m.permissions)),
            manage_server: manages_server(self.member.and_then(|m| m.permissions)),
            parent: self.thread_parent().map(|p| p.to_string()),
            threads: if self.threads_possible() {
                Threads::Available
            } else {
                Threads::Unsupported
            },
            locales: self.locales.clone(),
        })
    }

    /// The channel this interaction's thread is in, when it came from a thread.
    fn thread_parent(&self) -> Option<serenity::ChannelId> {
        let place = self.place?;
        is_thread(place.kind).then_some(place.parent_id).flatten()
    }

    /// Whether a table opened here may get a thread: in a text channel, or from a thread (a
    /// rematch opens in its parent). Where Discord does not say, Tabula tries.
    fn threads_possible(&self) -> bool {
        self.place
            .is_none_or(|p| p.kind == serenity::ChannelType::Text || is_thread(p.kind))
    }
}

fn is_thread(kind: serenity::ChannelType) -> bool {
    matches!(
        kind,
        serenity::ChannelType::PublicThread
            | serenity::ChannelType::PrivateThread
            | serenity::ChannelType::NewsThread
    )
}

/// A message without flags counts as public: the safe side for deciding where private text goes.
fn is_ephemeral(message: &serenity::Message) -> bool {
    message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

/// The member's permissions in the interaction's channel (Discord computes them, overwrites
/// included); administrators may do everything.
fn manages_channels(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.manage_channels() || p.administrator())
}

/// Manage Server (or administrator), which `/settings` needs to change anything.
fn manages_server(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.manage_guild() || p.administrator())
}

/// A button click or select choice.
pub fn click_input(data: &serenity::ComponentInteractionData) -> Input {
    use serenity::ComponentInteractionDataKind as K;
    let values = match &data.kind {
        K::StringSelect { values } => values.clone(),
        K::UserSelect { values } => values.iter().map(ToString::to_string).collect(),
        K::RoleSelect { values } => values.iter().map(ToString::to_string).collect(),
        K::MentionableSelect { values } => values.iter().map(ToString::to_string).collect(),
        K::ChannelSelect { values } => values.iter().map(ToString::to_string).collect(),
        K::Button | K::Unknown(_) => Vec::new(),
    };
    Input::Click {
        custom_id: data.custom_id.clone(),
        values,
    }
}

/// A modal's text inputs, by their `custom_id`.
pub fn submit_input(data: &serenity::ModalInteractionData) -> Input {
    let fields: BTreeMap<String, String> = data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            serenity::ActionRowComponent::InputText(t) => {
                Some((t.custom_id.clone(), t.value.clone().unwrap_or_default()))
            }
            _ => None,
        })
        .collect();
    Input::Submit {
        custom_id: data.custom_id.clone(),
        fields,
    }
}

/// poise's global event handler: routes components and modals. Slash commands reach
/// [`answer`] through poise's own dispatch.
pub fn event_handler<'a>(
    framework: poise::FrameworkContext<'a, Shared, anyhow::Error>,
    event: &'a serenity::FullEvent,
) -> poise::BoxFuture<'a, Result<(), anyhow::Error>> {
    Box::pin(async move {
        let serenity::FullEvent::InteractionCreate { interaction } = event else {
            return Ok(());
        };
        let ctx = framework.serenity_context;
        let shared = framework.user_data;
        match interaction {
            serenity::Interaction::Component(i) => {
                answer(
                    ctx,
                    shared,
                    Incoming::component(i),
                    Ok(click_input(&i.data)),
                )
                .await
            }
            serenity::Interaction::Modal(i) => {
                answer(ctx, shared, Incoming::modal(i), Ok(submit_input(&i.data))).await
            }
            _ => {}
        }
        Ok(())
    })
}

/// Handles `input` and delivers the replies, answering the interaction within Discord's 3 s.
/// An input that did not parse (`Err`, a refusal for the user) is answered privately, in the
/// reader's language, without the core.
pub async fn answer(
    ctx: &serenity::Context,
    shared: &Shared,
    incoming: Incoming<'_>,
    input: Result<Input, commands::input::Refusal>,
) {
    let span = tracing::info_span!(
        "interaction",
        kind = ?incoming.kind,
        user = %incoming.user.id,
        channel = %incoming.channel,
    );
    answer_inner(ctx, shared, incoming, input)
        .instrument(span)
        .await
}

async fn answer_inner(
    ctx: &serenity::Context,
    shared: &Shared,
    incoming: Incoming<'_>,
    input: Result<Input, commands::input::Refusal>,
) {
    let _in_flight = shared.in_flight.enter();
    let started = Instant::now();
    // A click on a public message names the version it showed: if that message is the board
    // and the table moved on, the board is stale and is sent again (after the answer).
    let shown = match (incoming.kind, incoming.message, &input) {
        (
            Kind::Component {
                message_ephemeral: false,
            },
            Some(message),
            Ok(Input::Click { custom_id, .. }),
        ) => commands::store::ids::ComponentId::parse(custom_id)
            .map(|id| (id.table, id.version, message.to_string())),
        _ => None,
    };
    let (replies, deferred, stale) = match (incoming.actor(), input) {
        (Some(actor), Ok(input)) => {
            let (again, original) = (input.clone(), actor.clone());
            let (replies, deferred, stale) =
                handle(ctx, shared, &incoming, actor, input, shown.clone(), false).await;
            match threads::requested(&replies) {
                // The table wants a thread of its own first (issue 27).
                Some(request) => {
                    // What else the first pass said (a note owed to the player) is kept.
                    let kept = replies
                        .into_iter()
                        .filter(|r| !matches!(r.delivery, Delivery::OpenThread { .. }));
                    let (mut replies, deferred, stale) =
                        with_thread(ctx, shared, &incoming, original, again, request, deferred)
                            .await;
                    replies.extend(kept);
                    (replies, deferred, stale)
                }
                None => (replies, deferred, stale),
            }
        }
        (Some(actor), Err(why)) => (vec![refusal(shared, actor, why).await], false, false),
        (None, _) => (vec![dm_notice(&incoming)], false, false),
    };
    let user = incoming.user.id.to_string();
    let answering = Answering {
        kind: incoming.kind,
        user: &user,
        deferred,
    };
    let steps = plan(&replies, Some(&answering));
    // After a deferral the answer is a followup or an edit, with 15 minutes to go.
    let answer_by = (!deferred).then(|| started + ANSWER_BY);
    deliver(
        &ctx.http,
        &shared.core,
        &shared.pictures,
        &shared.owed,
        &replies,
        &steps,
        Some(&incoming.handle),
        answer_by,
    )
    .await;
    debug!(
        replies = replies.len(),
        deferred,
        elapsed_ms = started.elapsed().as_millis() as u64,
        "answered"
    );
    if let Some((table, _, _)) = shown.filter(|_| stale) {
        let core = Arc::clone(&shared.core);
        let repair = tokio::task::spawn_blocking(move || core.owe_board(table));
        match repair.await {
            Ok(Ok(Some(queued))) => {
                info!(table, "a click found the board stale; sending it again");
                shared.owed.release(queued.id);
            }
            Ok(Ok(None)) => {}
            Ok(Err(e)) => warn!(table, error = %e, "checking the board after a click failed"),
            Err(e) => error!(table, error = %e, "checking the board after a click panicked"),
        }
    }
}

/// The private answer to a command that did not parse (`why`), in its reader's language
/// (issue 48): the core's (`Core::refusal`), which knows a language chosen with `/settings
/// my_language` (a database read: on the blocking pool); if that panicked, the language the
/// interaction gives.
async fn refusal(shared: &Shared, actor: Actor, why: commands::input::Refusal) -> Reply {
    let (core, reader) = (Arc::clone(&shared.core), actor.clone());
    let lang = actor.locales.lang();
    match tokio::task::spawn_blocking(move || core.refusal(&reader, &why)).await {
        Ok(reply) => reply,
        Err(e) => {
            error!(error = %e, "saying a refusal panicked");
            Reply::private(&actor, failure_notice(lang))
        }
    }
}

/// Opens the thread a new table asked for ([`threads::open`]) and handles `input` again from
/// inside it (or, without a thread, with why); returns what [`handle`] returns. The
/// interaction is deferred first: a thread and a second pass through the core may take longer
/// than Discord's 3 s together.
async fn with_thread(
    ctx: &serenity::Context,
    shared: &Shared,
    incoming: &Incoming<'_>,
    actor: Actor,
    input: Input,
    request: threads::Request,
    deferred: bool,
) -> (Vec<Reply>, bool, bool) {
    let deferred = deferred || defer(&ctx.http, &incoming.handle, incoming.kind).await;
    let again = match threads::open(
        &ctx.http,
        &request,
        actor,
        incoming.app_permissions,
        incoming.handle.lang,
    )
    .await
    {
        threads::Opened::Again(again) => again,
        threads::Opened::Refusal(reply) => return (vec![*reply], deferred, false),
    };
    let thread = (again.threads == Threads::Opened).then(|| again.channel.clone());
    let (replies, deferred_now, stale) =
        handle(ctx, shared, incoming, again, input, None, deferred).await;
    if let Some(thread) = thread {
        threads::unused_thread(&ctx.http, &shared.core, &thread).await;
    }
    (replies, deferred || deferred_now, stale)
}

/// Runs the input through Tabula (SQLite I/O, so on the blocking pool), deferring the
/// interaction if that takes long (unless it is `deferred` already). Returns the replies,
/// whether a deferral was sent, and whether the clicked board was stale.
async fn handle(
    ctx: &serenity::Context,
    shared: &Shared,
    incoming: &Incoming<'_>,
    actor: Actor,
    input: Input,
    shown: Option<(i64, i64, String)>,
    deferred: bool,
) -> (Vec<Reply>, bool, bool) {
    debug!(?input, "input");
    let core = Arc::clone(&shared.core);
    let task_actor = actor.clone();
    // A click that opens a form must be answered with the modal itself: a deferral would make
    // that impossible, so it is never deferred (opening a form only reads the table).
    let may_defer = !opens_form(&input) && !deferred;
    let mut task = tokio::task::spawn_blocking(move || {
        // Before the click's own move, which would make any board look stale.
        let stale = shown
            .is_some_and(|(table, version, message)| core.board_stale(table, version, &message));
        (core.handle(&task_actor, input), stale)
    });
    let mut deferred = false;
    let outcome = match tokio::time::timeout(DEFER_AFTER, &mut task).await {
        Ok(outcome) => outcome,
        Err(_) if may_defer => {
            deferred = defer(&ctx.http, &incoming.handle, incoming.kind).await;
            task.await
        }
        Err(_) => task.await,
    };
    // New deadlines may have been set: let the scheduler look again.
    shared.wake.notify_one();
    let (replies, stale) = match outcome {
        Ok(done) => done,
        Err(e) => {
            error!(error = %e, "handling the input panicked");
            (
                vec![Reply::private(&actor, failure_notice(incoming.handle.lang))],
                false,
            )
        }
    };
    (replies, deferred, stale)
}

/// Whether `input` is a click on a form button ([`Payload::Form`]), whose answer is a modal.
/// The id is read by the core's own parser, the one place its grammar is written.
pub fn opens_form(input: &Input) -> bool {
    match input {
        Input::Click { custom_id, .. } => ComponentId::parse(custom_id)
            .is_some_and(|id| matches!(id.payload, Payload::Form { .. })),
        _ => false,
    }
}

/// The private answer to anything used outside a server, in the user's language (a DM's
/// interaction carries the user's locale, and no server's).
fn dm_notice(incoming: &Incoming<'_>) -> Reply {
    Reply {
        channel: incoming.channel.to_string(),
        to: Audience::User(incoming.user.id.to_string()),
        ephemeral: true,
        delivery: Delivery::Respond,
        title: None,
        text: t(incoming.handle.lang, "discord-dm-notice", &[]),
        mentions: Vec::new(),
        view: None,
        components: Vec::new(),
        picture: None,
        queued: None,
        file: None,
        web_link: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn button_click_has_no_values() {
        let data: serenity::ComponentInteractionData = serde_json::from_value(json!({
            "custom_id": "12:3:show",
            "component_type": 2
        }))
        .expect("button payload");
        assert_eq!(
            click_input(&data),
            Input::Click {
                custom_id: "12:3:show".into(),
                values: vec![]
            }
        );
    }

    #[test]
    fn select_choice_carries_values() {
        let data: serenity::ComponentInteractionData = serde_json::from_value(json!({
            "custom_id": "12:3:give",
            "component_type": 3,
            "values": ["H9", "S2"]
        }))
        .expect("select payload");
        assert_eq!(
            click_input(&data),
            Input::Click {
                custom_id: "12:3:give".into(),
                values: vec!["H9".into(), "S2".into()]
            }
        );
    }

    #[test]
    fn modal_fields_by_custom_id() {
        let data: serenity::ModalInteractionData = serde_json::from_value(json!({
            "custom_id": "12:3:equation",
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": "lhs", "value": "3+4"}]},
                {"type": 1, "components": [{"type": 4, "custom_id": "rhs", "value": "7"}]}
            ]
        }))
        .expect("modal payload");
        let Input::Submit { custom_id, fields } = submit_input(&data) else {
            panic!("a submit")
        };
        assert_eq!(custom_id, "12:3:equation");
        assert_eq!(fields.get("lhs").map(String::as_str), Some("3+4"));
        assert_eq!(fields.get("rhs").map(String::as_str), Some("7"));
    }

    #[test]
    fn form_buttons_are_recognised() {
        let click = |id: &str| Input::Click {
            custom_id: id.into(),
            values: vec![],
        };
        assert!(opens_form(&click("12:3:f.lo-r1")));
        assert!(!opens_form(&click("12:3:a.b.t5")));
        assert!(!opens_form(&click("12:3:hand")));
        assert!(!opens_form(&Input::Submit {
            custom_id: "12:3:f.lo-r1".into(),
            fields: BTreeMap::new()
        }));
    }

    #[test]
    fn manage_channels_from_permissions() {
        assert!(!manages_channels(None));
        assert!(!manages_channels(Some(
            serenity::Permissions::SEND_MESSAGES
        )));
        assert!(manages_channels(Some(
            serenity::Permissions::MANAGE_CHANNELS
        )));
        assert!(manages_channels(Some(serenity::Permissions::ADMINISTRATOR)));
        assert!(!manages_server(Some(
            serenity::Permissions::MANAGE_CHANNELS
        )));
        assert!(manages_server(Some(serenity::Permissions::MANAGE_GUILD)));
        assert!(manages_server(Some(serenity::Permissions::ADMINISTRATOR)));
        assert!(!manages_server(None));
    }

    fn user(global_name: Option<&str>) -> serenity::User {
        serde_json::from_value(json!({
            "id": "42",
            "username": "ada",
            "discriminator": "0",
            "global_name": global_name,
            "avatar": null
        }))
        .expect("user payload")
    }

    fn member(nick: Option<&str>, permissions: &str) -> serenity::Member {
        serde_json::from_value(json!({
            "user": {"id": "42", "username": "ada", "discriminator": "0",
                     "global_name": "Ada L", "avatar": null},
            "nick": nick,
            "roles": [],
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "permissions": permissions,
            "guild_id": "1"
        }))
        .expect("member payload")
    }

    fn incoming<'a>(
        guild: Option<u64>,
        user: &'a serenity::User,
        member: Option<&'a serenity::Member>,
    ) -> Incoming<'a> {
        Incoming {
            handle: InteractionHandle {
                id: serenity::InteractionId::new(9),
                token: "t".into(),
                lang: Lang::En,
            },
            kind: Kind::Command,
            guild: guild.map(serenity::GuildId::new),
            channel: serenity::ChannelId::new(77),
            user,
            member,
            message: None,
            place: None,
            app_permissions: None,
            locales: Default::default(),
        }
    }

    #[test]
    fn a_thread_names_its_parent_and_only_text_channels_and_threads_open_threads() {
        let u = user(None);
        let place = |kind: u64| -> serenity::PartialChannel {
            serde_json::from_value(
                json!({"id": "88", "type": kind, "name": "x", "parent_id": "77"}),
            )
            .expect("partial channel")
        };
        let thread = place(11);
        let mut i = incoming(Some(1), &u, None);
        i.place = Some(&thread);
        let actor = i.actor().expect("guild");
        assert_eq!(actor.parent.as_deref(), Some("77"));
        assert_eq!(actor.home_channel(), "77");
        assert_eq!(
            actor.threads,
            Threads::Available,
            "a rematch opens in the parent"
        );
        let text = place(0);
        i.place = Some(&text);
        let actor = i.actor().expect("guild");
        assert_eq!(
            actor.parent, None,
            "a text channel's parent is its category"
        );
        assert_eq!(actor.threads, Threads::Available);
        let voice = place(2);
        i.place = Some(&voice);
        assert_eq!(i.actor().expect("guild").threads, Threads::Unsupported);
    }

    #[test]
    fn actor_uses_nick_then_global_name_then_username() {
        let u = user(Some("Ada L"));
        let with_nick = member(Some("Countess"), "16");
        let actor = incoming(Some(1), &u, Some(&with_nick))
            .actor()
            .expect("in a guild");
        assert_eq!(
            actor,
            Actor {
                guild: "1".into(),
                channel: "77".into(),
                user: "42".into(),
                name: "Countess".into(),
                manage_channels: true,
                manage_server: false,
                parent: None,
                threads: Threads::Available,
                locales: Default::default(),
            }
        );
        let no_nick = member(None, "0");
        let actor = incoming(Some(1), &u, Some(&no_nick))
            .actor()
            .expect("guild");
        assert_eq!(actor.name, "Ada L");
        assert!(!actor.manage_channels);
        let plain = user(None);
        let actor = incoming(Some(1), &plain, None).actor().expect("guild");
        assert_eq!(actor.name, "ada");
    }

    #[test]
    fn no_actor_outside_a_server() {
        let u = user(None);
        assert_eq!(incoming(None, &u, None).actor(), None);
    }
}
