//! The core's own text markup: what a reply's text emphasises, when a deadline falls and which
//! channel it names, without any front end's syntax. Each front end renders it ([`render`]):
//! Discord as `**bold**`, `<t:…:R>` and `<#…>`, a terminal as bold (or plain) text and "in 60 s".
//!
//! The marks are characters of Unicode's private use area, which no keyboard produces; text
//! from users (display names) goes through [`strip`] before it is stored, so a name can never
//! open or close a mark.
use crate::Millis;

/// Opens bold text (use in format strings as `{B}…{E}`).
pub const B: char = '\u{E000}';
/// Closes bold text.
pub const E: char = '\u{E001}';
const AT_OPEN: char = '\u{E002}';
const AT_CLOSE: char = '\u{E003}';
const CHANNEL_OPEN: char = '\u{E004}';
const CHANNEL_CLOSE: char = '\u{E005}';

/// `text` in bold.
pub fn bold(text: impl std::fmt::Display) -> String {
    format!("{B}{text}{E}")
}

/// A moment (a deadline), which front ends show relative to now in the reader's own terms.
pub fn at(moment: Millis) -> String {
    format!("{AT_OPEN}{moment}{AT_CLOSE}")
}

/// A day (issue 47: "Ann is away until Friday 4 December"): the date of `moment`, which
/// Discord shows in the reader's own time zone and language (`<t:…:D>`), other front ends as
/// its UTC date. Carried in the moment's mark with a `:D` suffix, so it needs no marks of its
/// own and [`strip`] removes it from user text as it removes a moment.
pub fn date(moment: Millis) -> String {
    format!("{AT_OPEN}{moment}:D{AT_CLOSE}")
}

/// A channel, by its id.
pub fn channel(id: &str) -> String {
    format!("{CHANNEL_OPEN}{}{CHANNEL_CLOSE}", strip(id))
}

/// Text written with Markdown's `**bold**` (the games' static texts, such as `/rules`) in the
/// core's markup. Only for text without user input.
pub fn emphasised(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, part) in text.split("**").enumerate() {
        if i > 0 {
            out.push(if i % 2 == 1 { B } else { E });
        }
        out.push_str(part);
    }
    out
}

/// User-provided text without any of the core's marks.
pub fn strip(text: &str) -> String {
    text.chars().filter(|c| !is_mark(*c)).collect()
}

fn is_mark(c: char) -> bool {
    ('\u{E000}'..='\u{E005}').contains(&c)
}

/// How a front end writes the marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// Discord's Markdown: `**bold**`, `<t:UNIX:R>` (each client shows it in local time),
    /// `<#channel>`.
    Discord,
    /// A terminal at time `now`: bold through ANSI codes when `ansi`, deadlines as "in 60 s".
    Terminal { now: Millis, ansi: bool },
    /// Plain text that stays true whenever it is read (a picture's description): no bold,
    /// deadlines as a UTC time.
    Plain,
    /// HTML (the web pages, issue 46): every character escaped, bold as `<strong>`, a deadline
    /// as `<time datetime="…">` holding its UTC time (a page's script may say it relative to
    /// now), a channel as plain text, and a line break as `<br>`.
    Html,
}

/// `text` escaped for HTML text and attribute values.
pub fn html_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    out
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '&' => out.push_str("&amp;"),
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '"' => out.push_str("&quot;"),
        '\'' => out.push_str("&#39;"),
        c => out.push(c),
    }
}

/// `text` with its marks written in `dialect`.
pub fn render(text: &str, dialect: Dialect) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            B | E => match dialect {
                Dialect::Discord => out.push_str("**"),
                Dialect::Terminal { ansi: true, .. } => {
                    out.push_str(if c == B { "\x1b[1m" } else { "\x1b[0m" })
                }
                Dialect::Html => out.push_str(if c == B { "<strong>" } else { "</strong>" }),
                Dialect::Terminal { ansi: false, .. } | Dialect::Plain => {}
            },
            AT_OPEN | CHANNEL_OPEN => {
                let close = if c == AT_OPEN {
                    AT_CLOSE
                } else {
                    CHANNEL_CLOSE
                };
                let inner: String = chars.by_ref().take_while(|d| *d != close).collect();
                if c == AT_OPEN {
                    let day = inner
                        .strip_suffix(":D")
                        .and_then(|d| d.parse::<Millis>().ok());
                    match (day, inner.parse::<Millis>()) {
                        (Some(moment), _) => out.push_str(&date_text(moment, dialect)),
                        (None, Ok(moment)) => out.push_str(&moment_text(moment, dialect)),
                        (None, Err(_)) => out.push_str(&inner),
                    }
                } else {
                    match dialect {
                        Dialect::Discord => out.push_str(&format!("<#{inner}>")),
                        Dialect::Terminal { .. } | Dialect::Plain => {
                            out.push_str(&format!("#{inner}"))
                        }
                        // A channel's id means nothing outside Discord.
                        Dialect::Html => out.push_str("its channel"),
                    }
                }
            }
            AT_CLOSE | CHANNEL_CLOSE => {}
            // Discord shows `code` in a code font; elsewhere the backticks would show as they
            // are (issue 28, item 4): what they mark is quoted instead.
            '`' if dialect == Dialect::Html => out.push_str("&quot;"),
            '`' if dialect != Dialect::Discord => out.push('"'),
            '\n' if dialect == Dialect::Html => out.push_str("<br>"),
            c if dialect == Dialect::Html => push_escaped(&mut out, c),
            c => out.push(c),
        }
    }
    out
}

fn moment_text(moment: Millis, dialect: Dialect) -> String {
    match dialect {
        Dialect::Discord => format!("<t:{}:R>", moment.div_euclid(1000)),
        Dialect::Plain => utc(moment),
        Dialect::Html => format!(
            "<time datetime=\"{}\">{}</time>",
            iso(moment),
            html_escape(&utc(moment))
        ),
        Dialect::Terminal { now, .. } => {
            let seconds = (moment - now) / 1000;
            let span = |s: i64| match s {
                s if s < 120 => format!("{s} s"),
                s if s < 2 * 3600 => format!("{} min", s / 60),
                s => format!("{} h", s / 3600),
            };
            if seconds >= 0 {
                format!("in {}", span(seconds))
            } else {
                format!("{} ago", span(-seconds))
            }
        }
    }
}

/// The day of `moment` ([`date`]): Discord's own date timestamp, elsewhere "Friday 4 December
/// 2026" in UTC.
fn date_text(moment: Millis, dialect: Dialect) -> String {
    const WEEKDAYS: [&str; 7] = [
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
        "Monday",
        "Tuesday",
        "Wednesday",
    ];
    let days = moment.div_euclid(86_400_000);
    let (year, month, day) = crate::calendar::ymd(days);
    let words = format!(
        "{} {day} {} {year}",
        WEEKDAYS[days.rem_euclid(7) as usize],
        crate::calendar::MONTHS[(month - 1) as usize]
    );
    match dialect {
        Dialect::Discord => format!("<t:{}:D>", moment.div_euclid(1000)),
        Dialect::Html => format!(
            "<time datetime=\"{}\">{}</time>",
            iso(moment),
            html_escape(&words)
        ),
        Dialect::Terminal { .. } | Dialect::Plain => words,
    }
}

/// `moment` as `2026-01-01 00:01 UTC` (days to a civil date by Howard Hinnant's algorithm).
fn utc(moment: Millis) -> String {
    let (date, minute) = civil(moment);
    format!("{date} {:02}:{:02} UTC", minute / 60, minute % 60)
}

/// `moment` as ISO 8601 in UTC to the second (`2026-01-01T00:01:05Z`), for `<time datetime>`.
pub fn iso(moment: Millis) -> String {
    let (date, minute) = civil(moment);
    let second = moment.div_euclid(1000).rem_euclid(60);
    format!("{date}T{:02}:{:02}:{second:02}Z", minute / 60, minute % 60)
}

/// The UTC date of `moment` (`2026-01-01`) and its minute of the day.
fn civil(moment: Millis) -> (String, i64) {
    let minutes = moment.div_euclid(60_000);
    let (days, minute) = (minutes.div_euclid(1440), minutes.rem_euclid(1440));
    let (year, month, day) = crate::calendar::ymd(days);
    (format!("{year}-{month:02}-{day:02}"), minute)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_everything_and_writes_the_marks_as_elements() {
        let text = format!(
            "{} <script>&\"'\n{} in {}",
            bold("Ann"),
            at(1_767_225_665_000),
            channel("42")
        );
        assert_eq!(
            render(&text, Dialect::Html),
            "<strong>Ann</strong> &lt;script&gt;&amp;&quot;&#39;<br>\
             <time datetime=\"2026-01-01T00:01:05Z\">2026-01-01 00:01 UTC</time> in its channel"
        );
    }

    #[test]
    fn each_front_end_writes_the_marks_its_way() {
        let text = format!(
            "{} is up, due {} in {}",
            bold("Ann"),
            at(1_767_225_660_000),
            channel("42")
        );
        assert_eq!(
            render(&text, Dialect::Discord),
            "**Ann** is up, due <t:1767225660:R> in <#42>"
        );
        let now = 1_767_225_600_000;
        assert_eq!(
            render(&text, Dialect::Terminal { now, ansi: false }),
            "Ann is up, due in 60 s in #42"
        );
        assert_eq!(
            render(&bold("Ann"), Dialect::Terminal { now, ansi: true }),
            "\x1b[1mAnn\x1b[0m"
        );
        let typed = "Type `m49` or `n50`.";
        assert_eq!(render(typed, Dialect::Discord), typed);
        assert_eq!(
            render(typed, Dialect::Terminal { now, ansi: false }),
            "Type \"m49\" or \"n50\"."
        );
        assert_eq!(
            render(
                &at(now - 3 * 3_600_000),
                Dialect::Terminal { now, ansi: false }
            ),
            "3 h ago"
        );
    }

    #[test]
    fn a_date_is_a_day_in_each_front_end() {
        // 2026-12-04 12:00 UTC, a Friday.
        let moment = 1_796_385_600_000;
        let text = format!("away until {}", date(moment));
        assert_eq!(
            render(&text, Dialect::Discord),
            "away until <t:1796385600:D>"
        );
        assert_eq!(
            render(&text, Dialect::Plain),
            "away until Friday 4 December 2026"
        );
        assert_eq!(strip(&text), "away until 1796385600000:D");
    }

    #[test]
    fn static_texts_and_user_names() {
        assert_eq!(
            render(&emphasised("**End:** the **last** card"), Dialect::Discord),
            "**End:** the **last** card"
        );
        assert_eq!(strip("Ann\u{E000}\u{E003}"), "Ann");
        assert_eq!(
            channel("4\u{E005}2"),
            format!("{CHANNEL_OPEN}42{CHANNEL_CLOSE}")
        );
    }
}
