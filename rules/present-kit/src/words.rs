//! Message catalogs (issue 48): every word a person reads, per language, in Project Fluent's
//! format, embedded in the binary.
//!
//! Each crate that owns words keeps its own catalog (the core's words in the core, each game's
//! in its game crate): a [`Catalog`] is a name and one Fluent source per language, written as a
//! `static` with `include_str!` so a missing file fails the build. A text is asked for by its
//! key in a [`Lang`]; a key the language lacks falls back to English, and a key English lacks is
//! shown as itself in brackets, so a gap is visible, never silent (the catalog checks in each
//! crate's tests keep both from happening: [`Catalog::check`]).
//!
//! Which language a reader gets is the caller's to decide (issue 48: a private reply in the
//! reader's Discord locale, a public message in the server's language): this module only maps
//! Discord's locale codes to languages ([`Lang::from_discord`]) and formats.
//!
//! The games' words are asked for in the language *spoken* now ([`speaking`], [`Catalog::say`]):
//! a game's presenter is a set of pure functions of a view (the board's text, its picture, a
//! menu's labels, a refusal deep in the rules), and the language is the reader's, not the
//! game's; rather than pass it through every one of the games' few hundred functions, the one
//! layer between the core and the games (the erased session) takes it as an explicit argument
//! of every call that produces words and speaks it for the length of that call. Outside any
//! [`speaking`] the language is English (a game's own unit tests read English); the
//! pseudo-language run of the wire suite finds any text that reached a reader outside one.
//!
//! [`Lang::Pseudo`] is a test language: English accented, about 40 % longer and bracketed, so a
//! text that reaches a reader without going through a catalog stands out in any test output.
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::cell::Cell;
use std::collections::BTreeSet;
use std::sync::{Arc, OnceLock};

thread_local! {
    /// The language [`Catalog::say`] speaks on this thread ([`speaking`]).
    static SPOKEN: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Runs `f` with `lang` spoken on this thread: every [`Catalog::say`] within it (a game's
/// words, deep in its presenter) is in `lang`. Nested calls speak the innermost language, and
/// the one before comes back when `f` returns or panics.
pub fn speaking<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            SPOKEN.with(|spoken| spoken.set(self.0));
        }
    }
    let _restore = Restore(SPOKEN.with(|spoken| spoken.replace(lang)));
    f()
}

/// The language spoken now on this thread: [`speaking`]'s, else English.
pub fn spoken() -> Lang {
    SPOKEN.with(Cell::get)
}

/// A language Tabula speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    En,
    De,
    Es,
    Fr,
    PtBr,
    /// Not a language: English made accented, longer and bracketed, for tests.
    Pseudo,
}

impl Lang {
    /// The languages players can choose, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Es, Lang::Fr, Lang::PtBr];

    /// [`Lang::ALL`] and the pseudo-language last: every language a text may be said in, what
    /// the checks run through.
    pub const WITH_PSEUDO: [Lang; 6] = [
        Lang::En,
        Lang::De,
        Lang::Es,
        Lang::Fr,
        Lang::PtBr,
        Lang::Pseudo,
    ];

    /// The language's BCP 47 tag, as the catalogs' folders are named.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language's own name, as a choice shows it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::PtBr => "Português do Brasil",
            Lang::Pseudo => "Pseudo",
        }
    }

    /// The language of a Discord locale (`en-US`, `de`, `es-419`, `pt-BR` ...); `None` for a
    /// locale Tabula does not speak (its readers get the server's language, else English).
    pub fn from_discord(locale: &str) -> Option<Lang> {
        let locale = locale.trim();
        let lower = locale.to_ascii_lowercase();
        match lower.as_str() {
            "pt-br" => return Some(Lang::PtBr),
            "en-xa" => return Some(Lang::Pseudo),
            _ => {}
        }
        match lower.split('-').next().unwrap_or_default() {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            "es" => Some(Lang::Es),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// A language by its tag or own name, as typed in a setting (`de`, `Deutsch`, `pt-BR`).
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.trim();
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(text) || l.own_name().eq_ignore_ascii_case(text))
            .or_else(|| Lang::from_discord(text).filter(|l| *l != Lang::Pseudo))
    }

    /// The Discord locales a text in this language is registered under (Discord knows Spanish
    /// of Spain and of Latin America apart; English is the registration's own text).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En | Lang::Pseudo => &[],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Fr => &["fr"],
            Lang::PtBr => &["pt-BR"],
        }
    }
}

/// A value a text is formatted with.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(&'a str),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<u16> for Arg<'_> {
    fn from(n: u16) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<u64> for Arg<'_> {
    fn from(n: u64) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<f64> for Arg<'_> {
    fn from(n: f64) -> Self {
        Arg::Number(n)
    }
}

type Bundle = FluentBundle<Arc<FluentResource>>;

/// The presentation kit's own words: what every game shares (a seat without a name, places,
/// the lists of alt texts, scores) and the refusals of the layer between the core and the games.
pub static KIT: Catalog = Catalog::new(
    "present-kit",
    &[
        (Lang::En, include_str!("../locales/en/kit.ftl")),
        (Lang::De, include_str!("../locales/de/kit.ftl")),
        (Lang::Es, include_str!("../locales/es/kit.ftl")),
        (Lang::Fr, include_str!("../locales/fr/kit.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/kit.ftl")),
    ],
);

/// One crate's words: Fluent sources per language, English first and complete.
pub struct Catalog {
    /// Whose words these are (for the checks' messages).
    pub name: &'static str,
    /// Each language's sources (`include_str!` of its `.ftl` files): a language may have
    /// several files (one per part of a crate), read as one.
    pub sources: &'static [(Lang, &'static str)],
    bundles: OnceLock<Vec<(Lang, Bundle)>>,
}

impl Catalog {
    /// A catalog of `sources`; English must be among them.
    pub const fn new(name: &'static str, sources: &'static [(Lang, &'static str)]) -> Catalog {
        Catalog {
            name,
            sources,
            bundles: OnceLock::new(),
        }
    }

    /// The bundles, parsed once. A source that does not parse keeps what did (its errors are
    /// [`Catalog::check`]'s to report).
    fn bundles(&self) -> &[(Lang, Bundle)] {
        self.bundles.get_or_init(|| {
            // The pseudo-language is English with its literal text transformed: the values
            // put in (names, dates, the core's marks) stay as they are.
            let mut langs: Vec<Lang> = Vec::new();
            for (lang, _) in self.sources {
                if !langs.contains(lang) {
                    langs.push(*lang);
                }
            }
            if langs.contains(&Lang::En) {
                langs.push(Lang::Pseudo);
            }
            langs
                .into_iter()
                .map(|lang| {
                    let id = if lang == Lang::Pseudo { Lang::En } else { lang }
                        .tag()
                        .parse()
                        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
                    let mut bundle = Bundle::new_concurrent(vec![id]);
                    // Discord and the pictures show the text as it is: no bidi isolation marks
                    // around the values (every language here is written left to right).
                    bundle.set_use_isolating(false);
                    // NUMBER, for ordinals ("1st", "2nd") chosen by the language's rules.
                    let _ = bundle.add_builtins();
                    if lang == Lang::Pseudo {
                        bundle.set_transform(Some(pseudo_text));
                    }
                    let read = if lang == Lang::Pseudo { Lang::En } else { lang };
                    for source in self.sources_of(read) {
                        let resource = match FluentResource::try_new(source.to_string()) {
                            Ok(r) => r,
                            Err((r, _)) => r,
                        };
                        // A key given twice is the check's to report; the first one stays.
                        let _ = bundle.add_resource(Arc::new(resource));
                    }
                    (lang, bundle)
                })
                .collect()
        })
    }

    /// The sources of `lang`, in order.
    fn sources_of(&self, lang: Lang) -> impl Iterator<Item = &'static str> + '_ {
        self.sources
            .iter()
            .filter(move |(l, _)| *l == lang)
            .map(|(_, source)| *source)
    }

    /// The text of `key` in the language spoken now ([`speaking`]).
    pub fn say(&self, key: &str) -> String {
        self.text(spoken(), key, &[])
    }

    /// The text of `key` with `args` in the language spoken now ([`speaking`]).
    pub fn say_with(&self, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.text(spoken(), key, args)
    }

    fn bundle(&self, lang: Lang) -> Option<&Bundle> {
        self.bundles()
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
    }

    /// Whether English has `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle(Lang::En).is_some_and(|b| b.has_message(key))
    }

    /// The text of `key` in `lang` with `args`: the language's own, else English's, else the
    /// key in brackets. [`Lang::Pseudo`] is English's, pseudo-translated.
    pub fn text(&self, lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        let found = self
            .format(lang, key, args)
            .or_else(|| self.format(Lang::En, key, args));
        match found {
            Some(text) if lang == Lang::Pseudo => format!("⟦{text}⟧"),
            Some(text) => text,
            None => format!("[{key}]"),
        }
    }

    /// `key` in `lang` exactly, if that language has it.
    pub fn format(&self, lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let pattern = bundle.get_message(key)?.value()?;
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(t) => fluent.set(*name, FluentValue::from(*t)),
                Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
        Some(text.into_owned())
    }

    /// Every key of `lang`'s sources, in order.
    pub fn keys(&self, lang: Lang) -> Vec<String> {
        self.sources_of(lang).flat_map(source_keys).collect()
    }

    /// The English keys no `.rs` file under `src` asks for as the literal `"key"`: words
    /// nobody reads. Each crate's tests hold its catalog to none, leaving out the keys it builds
    /// at run time (a tile's, a data id's). A source that cannot be read is an error.
    pub fn unused(&self, src: &std::path::Path) -> std::io::Result<Vec<String>> {
        fn sources(dir: &std::path::Path, out: &mut String) -> std::io::Result<()> {
            for entry in std::fs::read_dir(dir)? {
                let path = entry?.path();
                if path.is_dir() {
                    sources(&path, out)?;
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push_str(&std::fs::read_to_string(&path)?);
                }
            }
            Ok(())
        }
        let mut all = String::new();
        sources(src, &mut all)?;
        Ok(self
            .keys(Lang::En)
            .into_iter()
            .filter(|key| !all.contains(&format!("\"{key}\"")))
            .collect())
    }

    /// What is wrong with the catalog, as sentences: a source that does not parse, a key
    /// given twice, a key a language lacks or has beyond English, a key whose variables differ
    /// from English's. Every crate with a catalog runs it in its tests.
    pub fn check(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if !self.sources.iter().any(|(l, _)| *l == Lang::En) {
            problems.push(format!("{}: no English source", self.name));
            return problems;
        }
        let english: Vec<String> = self.keys(Lang::En);
        let english_set: BTreeSet<&String> = english.iter().collect();
        let mut langs: Vec<Lang> = Vec::new();
        for (lang, _) in self.sources {
            if !langs.contains(lang) {
                langs.push(*lang);
            }
        }
        for lang in langs {
            let tag = lang.tag();
            for source in self.sources_of(lang) {
                if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
                    problems.push(format!("{} {tag}: does not parse: {errors:?}", self.name));
                }
            }
            let source: String = self.sources_of(lang).collect::<Vec<_>>().join("\n");
            let source = source.as_str();
            let keys = self.keys(lang);
            let mut seen = BTreeSet::new();
            for k in &keys {
                if !seen.insert(k) {
                    problems.push(format!("{} {tag}: {k} is given twice", self.name));
                }
            }
            for k in english_set.iter().filter(|k| !seen.contains(**k)) {
                problems.push(format!("{} {tag}: lacks {k}", self.name));
            }
            for k in seen.iter().filter(|k| !english_set.contains(*k)) {
                problems.push(format!("{} {tag}: {k} is not in English", self.name));
            }
            for (key, missing) in missing_plurals(lang, source) {
                problems.push(format!(
                    "{} {tag}: {key} chooses by a number without its {} form",
                    self.name,
                    missing.join(", ")
                ));
            }
            for k in seen.iter().filter(|k| english_set.contains(*k)) {
                let mine = variables(source, k);
                let theirs: BTreeSet<String> = self
                    .sources_of(Lang::En)
                    .flat_map(|s| variables(s, k))
                    .collect();
                if mine != theirs {
                    problems.push(format!(
                        "{} {tag}: {k} uses {mine:?}, English {theirs:?}",
                        self.name
                    ));
                }
            }
        }
        problems
    }
}

/// The keys of the messages of one source, in order.
fn source_keys(source: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The plural categories whole numbers take in `lang` (CLDR's cardinal rules, as Fluent
/// chooses by them): `one` and `other` in every language here today; a language with `few` or
/// `many` would need those forms too.
fn plural_categories(lang: Lang) -> BTreeSet<&'static str> {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    let tag = if lang == Lang::Pseudo {
        "en"
    } else {
        lang.tag()
    };
    let rules = tag
        .parse::<unic_langid::LanguageIdentifier>()
        .ok()
        .and_then(|id| {
            PluralRules::create(id.clone(), PluralRuleType::CARDINAL)
                .ok()
                .or_else(|| {
                    let language: unic_langid::LanguageIdentifier =
                        id.language.as_str().parse().ok()?;
                    PluralRules::create(language, PluralRuleType::CARDINAL).ok()
                })
        });
    let Some(rules) = rules else {
        return BTreeSet::new();
    };
    let samples = (0u64..=200).chain([1_000, 10_000, 100_000, 1_000_000, 10_000_000]);
    samples
        .filter_map(|n| rules.select(n).ok())
        .map(|c| match c {
            PluralCategory::ZERO => "zero",
            PluralCategory::ONE => "one",
            PluralCategory::TWO => "two",
            PluralCategory::FEW => "few",
            PluralCategory::MANY => "many",
            PluralCategory::OTHER => "other",
        })
        .collect()
}

/// The messages of `source` that choose by a number (a selector whose variants are plural
/// categories) without a form `lang` needs, with the forms they lack (`other` is the default
/// variant Fluent requires, so only the others are asked for).
fn missing_plurals(lang: Lang, source: &str) -> Vec<(String, Vec<&'static str>)> {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
    const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];
    fn selects(pattern: &Pattern<&str>, out: &mut Vec<BTreeSet<String>>) {
        for element in &pattern.elements {
            let PatternElement::Placeable { expression } = element else {
                continue;
            };
            if let Expression::Select { selector, variants } = expression {
                // A choice by exact numbers (`[1] 1er`) is not a plural.
                let by_variable = matches!(selector, InlineExpression::VariableReference { .. })
                    && !variants
                        .iter()
                        .any(|v| matches!(v.key, VariantKey::NumberLiteral { .. }));
                let keys: BTreeSet<String> = variants
                    .iter()
                    .filter_map(|v| match &v.key {
                        VariantKey::Identifier { name } => Some(name.to_string()),
                        VariantKey::NumberLiteral { .. } => None,
                    })
                    .collect();
                if by_variable && keys.iter().all(|k| CATEGORIES.contains(&k.as_str())) {
                    out.push(keys);
                }
                for v in variants {
                    selects(&v.value, out);
                }
            }
        }
    }
    let needed = plural_categories(lang);
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.entries() {
        let fluent_syntax::ast::Entry::Message(m) = entry else {
            continue;
        };
        let Some(pattern) = &m.value else {
            continue;
        };
        let mut found = Vec::new();
        selects(pattern, &mut found);
        for keys in found {
            let missing: Vec<&'static str> = needed
                .iter()
                .copied()
                .filter(|c| *c != "other" && !keys.contains(*c))
                .collect();
            if !missing.is_empty() {
                out.push((m.id.name.to_string(), missing));
            }
        }
    }
    out
}

/// The variables (`$name`) message `key` of `source` uses.
fn variables(source: &str, key: &str) -> BTreeSet<String> {
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut found = BTreeSet::new();
    for entry in resource.entries() {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            if m.id.name != key {
                continue;
            }
            if let Some(pattern) = &m.value {
                pattern_variables(pattern, &mut found);
            }
        }
    }
    found
}

fn pattern_variables(pattern: &fluent_syntax::ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
        if let InlineExpression::VariableReference { id } = e {
            found.insert(id.name.to_string());
        }
        if let InlineExpression::Placeable { expression } = e {
            expression_variables(expression, found);
        }
    }
    fn expression_variables(e: &Expression<&str>, found: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, found),
            Expression::Select { selector, variants } => {
                inline(selector, found);
                for v in variants {
                    pattern_variables(&v.value, found);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

/// The pseudo-language's transform of a pattern's literal text (the values put in are not
/// touched: a name, a date, the core's marks stay readable to the front ends).
fn pseudo_text(text: &str) -> std::borrow::Cow<'_, str> {
    let bracketed = pseudo(text);
    let inner = bracketed
        .strip_prefix('⟦')
        .and_then(|t| t.strip_suffix('⟧'))
        .unwrap_or(&bracketed);
    std::borrow::Cow::Owned(inner.to_string())
}

/// What of `text` lies outside the pseudo-language's brackets ⟦…⟧ (nested ones too), each
/// bracketed run left as one space: in a text said in [`Lang::Pseudo`], what did not come
/// through a catalog. Every crate's check for English that skipped its catalog reads this.
pub fn outside_pseudo(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '⟦' => {
                if depth == 0 {
                    out.push(' ');
                }
                depth += 1;
            }
            '⟧' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// English made into the pseudo-language: letters accented, about 40 % longer, bracketed, so a
/// text that skipped the catalogs is the one plain line in a test's output.
pub fn pseudo(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2 + 4);
    out.push('⟦');
    let mut letters = 0usize;
    for c in text.chars() {
        let accented = match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ö',
            'u' => 'ü',
            'A' => 'Å',
            'E' => 'É',
            'I' => 'Í',
            'O' => 'Ö',
            'U' => 'Ü',
            'c' => 'ç',
            'n' => 'ñ',
            other => other,
        };
        out.push(accented);
        if c.is_alphabetic() {
            letters += 1;
            // Two letters in five are doubled: about 40 % longer.
            if letters % 5 == 1 || letters % 5 == 3 {
                out.push(accented);
            }
        }
    }
    out.push('⟧');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    static SAMPLE: Catalog = Catalog::new(
        "sample",
        &[
            (
                Lang::En,
                "greet = Hello, { $name }!\ntables = { $count ->\n    [one] one table\n   *[other] { $count } tables\n}\nonly-en = Only in English\n",
            ),
            (
                Lang::De,
                "greet = Hallo, { $name }!\ntables = { $count ->\n    [one] ein Tisch\n   *[other] { $count } Tische\n}\n",
            ),
        ],
    );

    #[test]
    fn a_text_comes_in_its_language_with_its_values_and_plurals() {
        assert_eq!(
            SAMPLE.text(Lang::De, "greet", &[("name", "Ada".into())]),
            "Hallo, Ada!"
        );
        assert_eq!(
            SAMPLE.text(Lang::En, "greet", &[("name", "Ada".into())]),
            "Hello, Ada!"
        );
        assert_eq!(
            SAMPLE.text(Lang::De, "tables", &[("count", 1u32.into())]),
            "ein Tisch"
        );
        assert_eq!(
            SAMPLE.text(Lang::De, "tables", &[("count", 3u32.into())]),
            "3 Tische"
        );
        assert_eq!(
            SAMPLE.text(Lang::En, "tables", &[("count", 1u32.into())]),
            "one table"
        );
        // German lacks it: English's; nobody has it: the key, bracketed, never an empty text.
        assert_eq!(SAMPLE.text(Lang::De, "only-en", &[]), "Only in English");
        assert_eq!(SAMPLE.text(Lang::De, "nothing", &[]), "[nothing]");
        assert!(SAMPLE.has("greet") && !SAMPLE.has("nothing"));
    }

    #[test]
    fn the_check_finds_what_a_language_lacks_or_adds() {
        let problems = SAMPLE.check();
        assert_eq!(problems, vec!["sample de: lacks only-en".to_string()]);
        static BAD: Catalog = Catalog::new(
            "bad",
            &[
                (Lang::En, "a = { $x } and { $y }\nb = B\n"),
                (Lang::Fr, "a = { $x }\nb = B\nb = B again\nc = C\n"),
            ],
        );
        let problems = BAD.check();
        assert!(
            problems.iter().any(|p| p.contains("a uses")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("b is given twice")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("c is not in English")),
            "{problems:?}"
        );
    }

    /// Every language's plural forms are asked of a message that chooses by a number: French
    /// and Brazilian Portuguese say "0 joueur" in the singular, and a message without its `one`
    /// form is found.
    #[test]
    fn plural_forms_are_checked_per_language() {
        for lang in Lang::ALL {
            assert_eq!(
                plural_categories(lang),
                ["one", "other"].into_iter().collect(),
                "{}",
                lang.tag()
            );
        }
        static FEW: Catalog = Catalog::new(
            "few",
            &[
                (
                    Lang::En,
                    "n = { $n ->\n    [one] one\n   *[other] many\n}\n",
                ),
                (Lang::De, "n = { $n ->\n   *[other] viele\n}\n"),
            ],
        );
        let problems = FEW.check();
        assert_eq!(
            problems,
            vec!["few de: n chooses by a number without its one form".to_string()]
        );
        assert_eq!(
            SAMPLE.text(Lang::De, "tables", &[("count", 0u32.into())]),
            "0 Tische"
        );
    }

    #[test]
    fn the_kit_catalog_is_complete_in_every_language() {
        let problems = KIT.check();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        for key in KIT.keys(Lang::En) {
            for lang in Lang::ALL {
                assert!(
                    KIT.format(lang, &key, &[]).is_some(),
                    "{key} {}",
                    lang.tag()
                );
            }
        }
        let places: Vec<String> = [1u32, 2, 3, 4, 11, 21]
            .into_iter()
            .map(|p| KIT.text(Lang::En, "kit-ordinal", &[("place", p.into())]))
            .collect();
        assert_eq!(places, ["1st", "2nd", "3rd", "4th", "11th", "21st"]);
        let fr = |p: u32| KIT.text(Lang::Fr, "kit-ordinal", &[("place", p.into())]);
        assert_eq!((fr(1), fr(2)), ("1er".to_string(), "2e".to_string()));
    }

    /// The language spoken comes from the innermost [`speaking`], and the one before it comes
    /// back afterwards, also after a panic; outside any it is English.
    #[test]
    fn speaking_nests_and_restores() {
        assert_eq!(spoken(), Lang::En);
        let said = speaking(Lang::De, || {
            let outer = KIT.say_with("kit-seat", &[("n", 2u32.into())]);
            let inner = speaking(Lang::Fr, || KIT.say_with("kit-seat", &[("n", 2u32.into())]));
            (outer, inner, KIT.say("kit-choose-one"))
        });
        assert_eq!(
            said,
            (
                "Platz 2".to_string(),
                "Place 2".to_string(),
                "Wähle genau einen Wert.".to_string()
            )
        );
        let caught = std::panic::catch_unwind(|| speaking(Lang::Es, || panic!("inside")));
        assert!(caught.is_err());
        assert_eq!(spoken(), Lang::En);
    }

    /// A language's words may be in several files, read as one; a key in two of them is found.
    #[test]
    fn a_language_may_have_several_files() {
        static SPLIT: Catalog = Catalog::new(
            "split",
            &[
                (Lang::En, "a = A\n"),
                (Lang::En, "b = B { $x }\n"),
                (Lang::De, "a = A-de\n"),
                (Lang::De, "b = B-de { $x }\na = again\n"),
            ],
        );
        assert_eq!(SPLIT.text(Lang::De, "b", &[("x", "1".into())]), "B-de 1");
        assert_eq!(SPLIT.text(Lang::De, "a", &[]), "A-de");
        assert_eq!(SPLIT.keys(Lang::En), ["a", "b"]);
        assert_eq!(SPLIT.check(), ["split de: a is given twice".to_string()]);
    }

    /// A key no source asks for by its literal is unused; one asked for is not; a folder
    /// that cannot be read is an error, never "nothing unused".
    #[test]
    fn an_unused_key_is_found() {
        let dir = std::env::temp_dir().join(format!("words-unused-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("inner")).unwrap();
        std::fs::write(dir.join("inner").join("a.rs"), "fn f() { say(\"greet\"); }").unwrap();
        let unused = SAMPLE.unused(&dir).unwrap();
        assert_eq!(unused, ["tables", "only-en"]);
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(SAMPLE.unused(&dir).is_err());
    }

    #[test]
    fn what_is_outside_the_pseudo_brackets_is_found() {
        assert_eq!(outside_pseudo("a⟦b⟦c⟧d⟧e ⟦f⟧"), "a e  ");
        assert_eq!(outside_pseudo("plain"), "plain");
        assert_eq!(outside_pseudo(&pseudo("Hello")), " ");
    }

    #[test]
    fn discord_locales_map_to_languages() {
        for (locale, lang) in [
            ("en-US", Some(Lang::En)),
            ("en-GB", Some(Lang::En)),
            ("de", Some(Lang::De)),
            ("es-ES", Some(Lang::Es)),
            ("es-419", Some(Lang::Es)),
            ("fr", Some(Lang::Fr)),
            ("pt-BR", Some(Lang::PtBr)),
            ("ja", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_discord(locale), lang, "{locale}");
        }
        assert_eq!(Lang::parse("Deutsch"), Some(Lang::De));
        assert_eq!(Lang::parse("pt-br"), Some(Lang::PtBr));
        assert_eq!(
            Lang::parse("en-XA"),
            None,
            "the pseudo-language is no choice"
        );
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.tag()), Some(lang));
        }
    }

    #[test]
    fn the_pseudo_language_is_accented_longer_and_bracketed() {
        let p = pseudo("Open a table");
        assert!(p.starts_with('⟦') && p.ends_with('⟧'), "{p}");
        assert!(p.contains('á') || p.contains('é'), "{p}");
        let letters = |s: &str| s.chars().filter(|c| c.is_alphabetic()).count();
        let ratio = letters(&p) as f64 / letters("Open a table") as f64;
        assert!((1.3..=1.5).contains(&ratio), "{ratio}");
        // The literal text is transformed, the name put in is not.
        let greeting = SAMPLE.text(Lang::Pseudo, "greet", &[("name", "Ada".into())]);
        assert_eq!(greeting, "⟦HHélllö, Ada!⟧");
    }
}
