//! What is secret in tic-tac-toe (the test-only example game), as its messages name it: each
//! player's coin, shown only in their private view ("Your coin: **heads** (only you see it)")
//! until the end reveals both ("Coins revealed: …"). A coin side named in any other public
//! line is a leak.

use crate::words::WORDS;
use present_kit::secrets::Secrets;
use present_kit::words::Lang;
use std::collections::BTreeSet;

/// The languages a message may be in: Tabula's and the pseudo-language.
fn languages() -> impl Iterator<Item = Lang> {
    Lang::WITH_PSEUDO.into_iter()
}

/// Every coin side's name in every language, lowercase, each with the side it names.
fn side_names() -> Vec<(String, &'static str)> {
    languages()
        .flat_map(|lang| {
            [("ttt-heads", "heads"), ("ttt-tails", "tails")]
                .map(|(key, side)| (WORDS.text(lang, key, &[]).to_lowercase(), side))
        })
        .map(|(name, side)| (name.trim_matches(['⟦', '⟧']).to_string(), side))
        .collect()
}

/// Every coin side named in `text`, in any language and any case, as `heads` or `tails`.
pub fn sides(text: &str) -> BTreeSet<String> {
    let names = side_names();
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter_map(|w| {
            names
                .iter()
                .find(|(n, _)| *n == w)
                .map(|(_, s)| s.to_string())
        })
        .collect()
}

/// What a message says before a value `key` puts in as `$slot`, in `lang` (e.g. "Your coin: ").
fn before(lang: Lang, key: &str, slot: &str) -> String {
    const MARK: &str = "\u{1}";
    let said = WORDS.text(lang, key, &[(slot, MARK.into())]);
    let said = said.trim_start_matches('⟦');
    said.split(MARK).next().unwrap_or_default().to_string()
}

/// The coin of a private view, in any language; `None` for any other message.
pub fn coin(text: &str) -> Option<BTreeSet<String>> {
    let prefixes: Vec<String> = languages()
        .map(|lang| before(lang, "ttt-your-coin", "coin"))
        .collect();
    text.lines().find_map(|l| {
        let l = l.trim_start_matches('⟦');
        let rest = prefixes.iter().find_map(|p| l.strip_prefix(p.as_str()))?;
        Some(sides(rest.split('(').next().unwrap_or(rest)))
    })
}

/// Whether `text` reveals both coins (the game's end), in any language.
fn reveals_all(text: &str) -> bool {
    text.contains("Final scores")
        || languages().any(|lang| {
            let revealed = before(lang, "ttt-revealed", "first");
            text.contains(revealed.trim_end())
        })
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: coin,
    mentions: sides,
    reveals_all,
    // A coin never moves from one player to another.
    open_move: |_| false,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coin_tokens() {
        let mine = coin("Your coin: **Heads** (only you see it). You play X.\n\n**Tic-tac-toe**");
        assert_eq!(mine, Some(["heads".to_string()].into_iter().collect()));
        assert_eq!(coin("**Tic-tac-toe** · X: Ann · O: Bea"), None);
        assert_eq!(coin("It is not your turn."), None);
        let both = sides("Coins revealed: Ann heads, Bea tails.");
        assert_eq!(both.len(), 2);
        assert!(sides("Ann puts X on b2.").is_empty());
        // The secrets hold in every language: a coin is found in German and French too.
        let german = coin("Deine Münze: **Zahl** (nur du siehst sie). Du spielst O.");
        assert_eq!(german, Some(["tails".to_string()].into_iter().collect()));
        assert_eq!(sides("Münzen aufgedeckt: Ann Kopf, Bea Zahl.").len(), 2);
        assert!(reveals_all("Münzen aufgedeckt: Ann Kopf, Bea Zahl."));
        assert!(reveals_all("Pièces révélées : Ann pile, Bea face."));
        assert!(!reveals_all("Ann setzt X auf b2."));
    }
}
