//! A player's own language (issue 48): `/settings my_language`, which anyone may choose for
//! what Tabula tells them privately, on every server, over their Discord client's language
//! (`crate::store::languages`).
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled};
use crate::store::languages;
use crate::words::t;
use present_kit::words::Lang;

/// Chooses the caller's language (`None`: their Discord language again) and says so in it.
pub(crate) fn choose(ctx: &Ctx<'_>, lang: Option<Lang>) -> Handled {
    ctx.writes()?;
    languages::choose(ctx.tx, &ctx.actor.user, lang, ctx.now)?;
    // The answer is in the language that holds now.
    let now = ctx.lang()?;
    let text = match lang {
        Some(_) => t(
            now,
            "language-chosen",
            &[("language", now.own_name().into())],
        ),
        None => t(
            now,
            "language-discord",
            &[("language", now.own_name().into())],
        ),
    };
    Ok(vec![Reply::private(ctx.actor, text)])
}
