//! A tournament's tables (issue 47): each pod of a round opens as a table in a thread of its
//! own in the tournament's channel, started at once with the pod's players in their seats.
//!
//! No user asks for these tables, so no interaction can carry the thread request that `/play`
//! makes (`crate::handlers::threads`). Instead the front end's scheduler asks the core which
//! pods wait for a table ([`tournaments::pods_to_open`]), opens a thread for each, and hands it
//! back, and the core runs [`open_pod`] on the writer with it. A pod that has a table is never
//! opened again ([`tournaments::set_pod_table`] is conditional), so a pass repeated after a
//! crash, or by two processes, makes one table per pod; a thread opened by a pass that then
//! failed stays empty.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::store::server_settings;
use crate::store::tables;
use crate::store::tournaments::{self, PodToOpen, Status};
use crate::words::t as tr;
use present_kit::markup;
use present_kit::words::Lang;
use serde_json::Value;

/// Where the front end put a pod's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placed {
    /// In the new thread `channel`, of the tournament's channel.
    Thread { channel: String },
    /// No thread could be opened (`why`): the pod waits, and the channel is told once.
    Refused { why: String },
}

/// Opens `pod`'s table where `placed` says: the table, started, with its board and first
/// notice in its thread and a line in the tournament's channel. Nothing when the pod has its
/// table already or its round is over.
pub(crate) fn open_pod(ctx: &Ctx<'_>, pod: &PodToOpen, placed: &Placed) -> Handled {
    ctx.writes()?;
    let Some(t) = tournaments::get(ctx.tx, pod.tournament)? else {
        return Ok(Vec::new());
    };
    if t.status != Status::Running || t.round != pod.round {
        return Ok(Vec::new());
    }
    let rows: Vec<tournaments::SeatRow> = tournaments::seats(ctx.tx, t.id)?
        .into_iter()
        .filter(|r| r.round == pod.round && r.pod == Some(pod.pod))
        .collect();
    if rows.is_empty() || rows.iter().any(|r| r.table.is_some()) {
        return Ok(Vec::new());
    }
    let channel = match placed {
        Placed::Thread { channel } => channel,
        Placed::Refused { why } => {
            let name = markup::bold(markup::strip(&t.name));
            return Ok(vec![Reply::post(
                &t.channel,
                tr(
                    super::public_lang(ctx, &t)?,
                    "tournament-thread-refused",
                    &[
                        ("table", (pod.pod + 1).into()),
                        ("round", pod.round.into()),
                        ("name", name.as_str().into()),
                        ("why", why.as_str().into()),
                    ],
                ),
            )]);
        }
    };
    if tables::open_in_channel(ctx.tx, channel)?.is_some() {
        return Err(Stop::Internal(format!(
            "the thread {channel} opened for tournament {} already has a table",
            t.id
        )));
    }
    let Some(engine) = registry::find(&t.game) else {
        return Err(Stop::Internal(format!(
            "game {:?} is not in this build",
            t.game
        )));
    };
    let entrants = tournaments::entrants(ctx.tx, t.id)?;
    let name_of = |user: &str| {
        entrants
            .iter()
            .find(|e| e.user == user)
            .map_or(user.to_string(), |e| e.name.clone())
    };
    // The game's options: the server's house rules for it, as at any table of the channel.
    let settings = server_settings::for_channel(ctx.tx, &t.guild, &t.channel)
        .map_err(|e| Stop::Internal(format!("server settings: {e}")))?;
    let house: serde_json::Map<String, Value> = settings
        .games
        .get(engine.id())
        .map(|rules| rules.clone().into_iter().collect())
        .unwrap_or_default();
    let house_rules: Vec<String> = house.keys().cloned().collect();
    let options = engine
        .parse_options(&Value::Object(house), ctx.lang()?)
        .map_err(|e| Stop::Internal(format!("house rules of {}: {}", engine.id(), e.0)))?;
    let super::Plan {
        time: time_control,
        clock,
        ..
    } = super::plan(&t)?;
    let id = tables::next_id(ctx.tx)?;
    let host = &rows[0].user;
    let host_name = name_of(host);
    tables::create(
        ctx.tx,
        &tables::NewTable {
            id,
            guild: &t.guild,
            channel,
            game: engine.id(),
            host: (host, &host_name),
            options: &options,
            time_control,
            seed: ctx.table_seed(id),
            absent_bot: false,
            rated_with_bots: false,
            rematch_of: None,
            house_rules: &house_rules,
            parent: Some(&t.channel),
            clock,
            lose_on_time: false,
        },
        ctx.now,
    )?;
    for (seat, row) in rows.iter().enumerate().skip(1) {
        tables::add_seat(ctx.tx, id, seat, &row.user, &name_of(&row.user), None)?;
    }
    if !tournaments::set_pod_table(ctx.tx, pod, id)? {
        return Err(Stop::Internal(format!(
            "pod {} of tournament {} round {} got a table meanwhile",
            pod.pod, t.id, pod.round
        )));
    }
    let Some(table) = tables::get(ctx.tx, id)? else {
        return Err(Stop::Internal(format!("table {id} not read back")));
    };
    let mut replies = crate::handlers::begin::begin(ctx, table.clone(), engine)?;
    let seated: Vec<String> = rows
        .iter()
        .map(|r| markup::strip(&name_of(&r.user)))
        .collect();
    let public = super::public_lang(ctx, &t)?;
    let name = markup::bold(markup::strip(&t.name));
    if let Some(notice) = replies.get_mut(1) {
        let heading = tr(
            public,
            "tournament-table-notice",
            &[
                ("name", name.as_str().into()),
                ("round", pod.round.into()),
                ("table", (pod.pod + 1).into()),
            ],
        );
        notice.text = format!("{heading}\n{}", notice.text);
        // Everyone at the table hears that it opened, not only whoever moves first.
        for r in &rows {
            if !notice.mentions.contains(&r.user) {
                notice.mentions.push(r.user.clone());
            }
        }
    }
    let (seated, thread) = (seated.join(" · "), markup::channel(channel));
    replies.push(Reply::post(
        &t.channel,
        tr(
            public,
            "tournament-table-opened",
            &[
                ("round", pod.round.into()),
                ("table", (pod.pod + 1).into()),
                ("players", seated.as_str().into()),
                ("thread", thread.as_str().into()),
            ],
        ),
    ));
    Ok(replies)
}

/// The language of `pod`'s tournament's channel (issue 48), for its thread's name: the
/// server's `/settings language`, else Discord's as last remembered, else English (also when
/// the settings do not read back: a name is no reason to hold a table up).
pub fn lang(conn: &crate::store::db::Conn, pod: &PodToOpen) -> Lang {
    match server_settings::for_channel(conn, &pod.guild, &pod.channel) {
        Ok(s) => s.language.or(s.discord_language).unwrap_or(Lang::En),
        Err(e) => {
            tracing::warn!(error = %e, "the server's settings do not read back; a thread named in English");
            Lang::En
        }
    }
}

/// The thread's name in `lang`: "Autumn Swiss · round 2 · table 3", cut to Discord's limit.
pub fn thread_name(pod: &PodToOpen, lang: Lang) -> String {
    let name = tr(
        lang,
        "tournament-thread-name",
        &[
            ("name", markup::strip(&pod.name).as_str().into()),
            ("round", pod.round.into()),
            ("table", (pod.pod + 1).into()),
        ],
    );
    match name
        .char_indices()
        .nth(present_kit::limits::THREAD_NAME_MAX)
    {
        Some((cut, _)) => name[..cut].to_string(),
        None => name,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_name_fits_discord() {
        let pod = PodToOpen {
            tournament: 1,
            round: 2,
            pod: 0,
            guild: "g".into(),
            channel: "c".into(),
            name: "x".repeat(200),
        };
        assert_eq!(
            thread_name(&pod, Lang::En).chars().count(),
            present_kit::limits::THREAD_NAME_MAX
        );
        let pod = PodToOpen {
            name: "Autumn Swiss".into(),
            ..pod
        };
        assert_eq!(
            thread_name(&pod, Lang::En),
            "Autumn Swiss · round 2 · table 1"
        );
    }
}
