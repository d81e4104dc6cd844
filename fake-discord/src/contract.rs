//! Discord's documented limits, checked on every payload Tabula sends.
//!
//! serenity refuses a few of these itself before sending (content over 2000 characters, more
//! than 10 embeds, embeds over 6000 characters); it does not check components, modals or command
//! definitions, which is where a client's real bugs hide. Each function returns human-readable
//! violations (empty when the payload is fine) so a test can print all of them at once.

pub use crate::png::png_dimensions;
use serde_json::Value;
use std::collections::{BTreeSet, HashSet};

/// Characters, not bytes: Discord counts Unicode code points.
fn len(s: &str) -> usize {
    s.chars().count()
}

fn str_field<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

fn max_len(out: &mut Vec<String>, what: &str, value: Option<&str>, max: usize) {
    if let Some(s) = value {
        if len(s) > max {
            out.push(format!("{what} is {} characters (limit {max})", len(s)));
        }
    }
}

/// A message body as sent to create or edit a message (channel message, interaction response
/// data, webhook followup or edit).
pub fn message(body: &Value) -> Vec<String> {
    let mut out = Vec::new();
    max_len(&mut out, "content", str_field(body, "content"), 2000);
    if let Some(embeds) = body.get("embeds").and_then(Value::as_array) {
        if embeds.len() > 10 {
            out.push(format!("{} embeds (limit 10)", embeds.len()));
        }
        let mut total = 0;
        for (i, embed) in embeds.iter().enumerate() {
            total += embed_chars(embed, i, &mut out);
        }
        if total > 6000 {
            out.push(format!("embeds total {total} characters (limit 6000)"));
        }
    }
    if let Some(rows) = body.get("components").and_then(Value::as_array) {
        components(rows, &mut out);
    }
    if let Some(attachments) = body.get("attachments").and_then(Value::as_array) {
        for a in attachments {
            max_len(
                &mut out,
                "attachment description",
                str_field(a, "description"),
                1024,
            );
        }
    }
    out
}

/// The largest file a client may upload without boosts: 10 MiB. Discord lowered the default upload
/// limit from 25 MiB to 10 MiB in January 2025 (API docs change log, "Default File Upload
/// Limit Change", 2024-12-16); every interaction also states it as `attachment_size_limit`
/// (10485760 here, as in the fake's INTERACTION_CREATE).
pub const ATTACHMENT_SIZE_MAX: usize = 10 * 1024 * 1024;

/// The largest picture side accepted here: Discord scales anything larger down, and a board
/// larger than this would be a drawing bug.
pub const IMAGE_SIDE_MAX: u32 = 4096;

/// One uploaded file, within the upload limit: a real PNG with sensible dimensions, or a
/// UTF-8 text file named `.txt` (a replay's move log). Tabula uploads nothing else, so
/// anything else is a bug.
pub fn upload(file: &crate::model::Upload) -> Vec<String> {
    let mut out = Vec::new();
    let name = &file.filename;
    if file.index().is_none() {
        out.push(format!(
            "file {name:?} sent as form field {:?}, not files[n]",
            file.field
        ));
    }
    if file.data.len() > ATTACHMENT_SIZE_MAX {
        out.push(format!(
            "attachment {name:?} is {} bytes (limit {ATTACHMENT_SIZE_MAX})",
            file.data.len()
        ));
    }
    if name.ends_with(".txt") {
        if std::str::from_utf8(&file.data).is_err() {
            out.push(format!("text file {name:?} is not UTF-8"));
        }
        return out;
    }
    match png_dimensions(&file.data) {
        Ok((w, h)) if w == 0 || h == 0 || w > IMAGE_SIDE_MAX || h > IMAGE_SIDE_MAX => out.push(
            format!("attachment {name:?} is {w}×{h} pixels (1-{IMAGE_SIDE_MAX} a side)"),
        ),
        Ok(_) => {}
        Err(why) => out.push(format!("attachment {name:?} is not a PNG: {why}")),
    }
    if !name.ends_with(".png") {
        out.push(format!("attachment {name:?} is a PNG without a .png name"));
    }
    out
}

/// A message's attachments against its embeds: file names are unique (an `attachment://name`
/// must say which file it means), every `attachment://` URL an embed uses names a file of the
/// message, and every picture is shown by an embed (Tabula's pictures illustrate the text; a
/// picture no embed shows would hang below the message as a loose download). A text file is
/// meant as a download, so it needs no embed.
pub fn attachments(attachments: &[crate::model::Attachment], embeds: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    let mut names = HashSet::new();
    for a in attachments {
        if !names.insert(a.filename.as_str()) {
            out.push(format!("two attachments named {:?}", a.filename));
        }
    }
    let urls: Vec<&str> = embeds
        .iter()
        .flat_map(|e| {
            [
                "/image/url",
                "/thumbnail/url",
                "/author/icon_url",
                "/footer/icon_url",
            ]
            .into_iter()
            .filter_map(move |p| e.pointer(p).and_then(Value::as_str))
        })
        .collect();
    for url in &urls {
        if let Some(name) = url.strip_prefix("attachment://") {
            if !names.contains(name) {
                out.push(format!(
                    "an embed shows {url} but the message has no such attachment"
                ));
            }
        }
    }
    for a in attachments.iter().filter(|a| !a.filename.ends_with(".txt")) {
        if !urls.contains(&a.url().as_str()) {
            out.push(format!(
                "attachment {:?} is not shown by any embed (a loose file)",
                a.filename
            ));
        }
    }
    out
}

/// An edit's attachments: an old picture kept next to a newly uploaded one is stale (Discord
/// keeps every existing attachment the edit does not leave out of its `attachments` list).
pub fn stale(kept: &[crate::model::Attachment], added: usize) -> Vec<String> {
    if added == 0 || kept.is_empty() {
        return Vec::new();
    }
    let names: Vec<&str> = kept.iter().map(|a| a.filename.as_str()).collect();
    vec![format!(
        "{} stale attachment(s) {names:?} kept next to {added} new one(s) by an edit",
        kept.len()
    )]
}

/// Checks one embed's fields and returns the characters it counts towards the 6000 total.
fn embed_chars(embed: &Value, i: usize, out: &mut Vec<String>) -> usize {
    let mut total = 0;
    let mut text = |what: &str, value: Option<&str>, max: usize, out: &mut Vec<String>| {
        if let Some(s) = value {
            total += len(s);
            max_len(out, &format!("embed {i} {what}"), Some(s), max);
        }
    };
    text("title", str_field(embed, "title"), 256, out);
    text("description", str_field(embed, "description"), 4096, out);
    text(
        "footer",
        embed.get("footer").and_then(|f| str_field(f, "text")),
        2048,
        out,
    );
    text(
        "author",
        embed.get("author").and_then(|a| str_field(a, "name")),
        256,
        out,
    );
    if let Some(fields) = embed.get("fields").and_then(Value::as_array) {
        if fields.len() > 25 {
            out.push(format!("embed {i} has {} fields (limit 25)", fields.len()));
        }
        for f in fields {
            text("field name", str_field(f, "name"), 256, out);
            text("field value", str_field(f, "value"), 1024, out);
        }
    }
    total
}

/// Action rows on a message: at most 5 rows; a row holds up to 5 buttons or exactly one select;
/// select options 1..=25; labels within limits; `custom_id`s 1-100 characters and unique.
fn components(rows: &[Value], out: &mut Vec<String>) {
    if rows.len() > 5 {
        out.push(format!("{} action rows (limit 5)", rows.len()));
    }
    let mut ids = HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        if row.get("type").and_then(Value::as_u64) != Some(1) {
            out.push(format!("row {r} is not an action row"));
            continue;
        }
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .map_or(&[][..], Vec::as_slice);
        if items.is_empty() {
            out.push(format!("row {r} is empty"));
        }
        let selects = items
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_u64) != Some(2))
            .count();
        if selects > 0 && items.len() > 1 {
            out.push(format!("row {r} mixes a select with other components"));
        }
        if items.len() > 5 {
            out.push(format!("row {r} has {} buttons (limit 5)", items.len()));
        }
        for item in items {
            component(item, r, &mut ids, out);
        }
    }
}

fn custom_id(id: Option<&str>, what: &str, ids: &mut HashSet<String>, out: &mut Vec<String>) {
    match id {
        None => out.push(format!("{what} has no custom_id")),
        Some(id) if id.is_empty() || len(id) > 100 => out.push(format!(
            "{what} custom_id is {} characters (1-100)",
            len(id)
        )),
        Some(id) => {
            if !ids.insert(id.to_string()) {
                out.push(format!("{what} repeats custom_id {id:?}"));
            }
        }
    }
}

fn component(item: &Value, row: usize, ids: &mut HashSet<String>, out: &mut Vec<String>) {
    let kind = item.get("type").and_then(Value::as_u64).unwrap_or(0);
    let what = format!("row {row} component");
    match kind {
        2 => {
            let label = str_field(item, "label");
            max_len(out, &format!("{what} label"), label, 80);
            if label.is_none_or(str::is_empty) && item.get("emoji").is_none() {
                out.push(format!("{what} is a button without label or emoji"));
            }
            // Link buttons (style 5) carry a url instead of a custom_id: Discord takes an
            // http(s) address of at most 512 characters and refuses a custom_id beside it.
            if item.get("style").and_then(Value::as_u64) == Some(5) {
                match str_field(item, "url") {
                    None => out.push(format!("{what} is a link button without url")),
                    Some(url) => {
                        let scheme = url.starts_with("https://") || url.starts_with("http://");
                        if !scheme || url.contains(char::is_whitespace) {
                            out.push(format!("{what} link url {url:?} is not an http(s) address"));
                        }
                        max_len(out, &format!("{what} link url"), Some(url), 512);
                    }
                }
                if item.get("custom_id").is_some() {
                    out.push(format!("{what} is a link button with a custom_id"));
                }
            } else {
                custom_id(str_field(item, "custom_id"), &what, ids, out);
            }
        }
        3 | 5 | 6 | 7 | 8 => {
            custom_id(str_field(item, "custom_id"), &what, ids, out);
            max_len(
                out,
                &format!("{what} placeholder"),
                str_field(item, "placeholder"),
                150,
            );
            let min = item.get("min_values").and_then(Value::as_u64).unwrap_or(1);
            let max = item.get("max_values").and_then(Value::as_u64).unwrap_or(1);
            if min > 25 || max == 0 || max > 25 || min > max {
                out.push(format!("{what} min/max values {min}/{max} out of range"));
            }
            if kind == 3 {
                let options = item
                    .get("options")
                    .and_then(Value::as_array)
                    .map_or(&[][..], Vec::as_slice);
                if options.is_empty() || options.len() > 25 {
                    out.push(format!("{what} has {} options (1-25)", options.len()));
                }
                if max as usize > options.len().max(1) {
                    out.push(format!("{what} max_values {max} exceeds its options"));
                }
                let mut values = HashSet::new();
                for o in options {
                    let label = str_field(o, "label");
                    let value = str_field(o, "value");
                    if label.is_none_or(str::is_empty) || value.is_none_or(str::is_empty) {
                        out.push(format!("{what} has an option without label or value"));
                    }
                    max_len(out, &format!("{what} option label"), label, 100);
                    max_len(out, &format!("{what} option value"), value, 100);
                    max_len(
                        out,
                        &format!("{what} option description"),
                        str_field(o, "description"),
                        100,
                    );
                    if let Some(v) = value {
                        if !values.insert(v) {
                            out.push(format!("{what} repeats option value {v:?}"));
                        }
                    }
                }
            }
        }
        other => out.push(format!(
            "{what} has type {other}, not allowed in a message row"
        )),
    }
}

/// A modal (interaction callback type 9): title ≤ 45, custom_id 1-100, 1-5 rows of exactly one
/// text input each, input labels ≤ 45, unique custom_ids.
pub fn modal(data: &Value) -> Vec<String> {
    let mut out = Vec::new();
    match str_field(data, "title") {
        Some(t) if !t.is_empty() && len(t) <= 45 => {}
        t => out.push(format!(
            "modal title {:?} must be 1-45 characters",
            t.unwrap_or("")
        )),
    }
    let mut ids = HashSet::new();
    custom_id(str_field(data, "custom_id"), "modal", &mut ids, &mut out);
    let rows = data
        .get("components")
        .and_then(Value::as_array)
        .map_or(&[][..], Vec::as_slice);
    if rows.is_empty() || rows.len() > 5 {
        out.push(format!("modal has {} inputs (1-5)", rows.len()));
    }
    for (r, row) in rows.iter().enumerate() {
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .map_or(&[][..], Vec::as_slice);
        let [input] = items else {
            out.push(format!("modal row {r} must hold exactly one text input"));
            continue;
        };
        let what = format!("modal input {r}");
        if input.get("type").and_then(Value::as_u64) != Some(4) {
            out.push(format!("{what} is not a text input"));
        }
        custom_id(str_field(input, "custom_id"), &what, &mut ids, &mut out);
        match str_field(input, "label") {
            Some(l) if !l.is_empty() && len(l) <= 45 => {}
            l => out.push(format!(
                "{what} label {:?} must be 1-45 characters",
                l.unwrap_or("")
            )),
        }
        max_len(
            &mut out,
            &format!("{what} placeholder"),
            str_field(input, "placeholder"),
            100,
        );
        max_len(
            &mut out,
            &format!("{what} value"),
            str_field(input, "value"),
            4000,
        );
        for key in ["min_length", "max_length"] {
            if let Some(n) = input.get(key).and_then(Value::as_u64) {
                if n > 4000 {
                    out.push(format!("{what} {key} {n} (limit 4000)"));
                }
            }
        }
    }
    out
}

/// A bulk command registration (global or guild).
pub fn commands(body: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let Some(list) = body.as_array() else {
        out.push("command registration is not a JSON array".into());
        return out;
    };
    if list.len() > 100 {
        out.push(format!("{} commands (limit 100)", list.len()));
    }
    let mut names = HashSet::new();
    for cmd in list {
        let name = str_field(cmd, "name").unwrap_or("");
        if !names.insert(name.to_string()) {
            out.push(format!("command /{name} registered twice"));
        }
        let kind = cmd.get("type").and_then(Value::as_u64).unwrap_or(1);
        // Only slash commands (type 1) have descriptions and lowercase names.
        if kind == 1 {
            named(cmd, &format!("/{name}"), &mut out);
        }
        options(cmd, &format!("/{name}"), &mut out);
        // Discord counts the command in each of its locales and holds the longest to the limit.
        for locale in std::iter::once(None).chain(locales_of(cmd).into_iter().map(Some)) {
            let total = characters(cmd, locale.as_deref());
            if total > COMMAND_CHARACTERS {
                out.push(format!(
                    "/{name}{}: {total} characters in names, descriptions and values (limit {COMMAND_CHARACTERS})",
                    locale.map(|l| format!(" in {l}")).unwrap_or_default()
                ));
            }
        }
    }
    out
}

/// Discord's limit on the names, descriptions and values of one command with its options,
/// subcommands and choices, together (8,000 since 2024; it was 4,000).
pub const COMMAND_CHARACTERS: usize = 8000;

/// The locales Discord supports for localizations (its `locale` values).
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Every locale any name or description of `item` (and its options and choices) is localized in.
fn locales_of(item: &Value) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for field in ["name_localizations", "description_localizations"] {
        if let Some(map) = item.get(field).and_then(Value::as_object) {
            out.extend(map.keys().cloned());
        }
    }
    for list in ["options", "choices"] {
        for nested in item
            .get(list)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            out.extend(locales_of(nested));
        }
    }
    out
}

/// A field of `item` as a member of `locale` sees it: its localization there, else the field.
fn localized<'a>(item: &'a Value, field: &str, locale: Option<&str>) -> Option<&'a str> {
    locale
        .and_then(|l| {
            item.get(format!("{field}_localizations"))
                .and_then(|m| m.get(l))
                .and_then(Value::as_str)
        })
        .or_else(|| str_field(item, field))
}

/// What counts against [`COMMAND_CHARACTERS`] in `locale` (`None`: the default texts).
fn characters(item: &Value, locale: Option<&str>) -> usize {
    let own: usize = ["name", "description", "value"]
        .iter()
        .filter_map(|k| localized(item, k, locale))
        .map(len)
        .sum();
    let nested: usize = ["options", "choices"]
        .iter()
        .filter_map(|k| item.get(*k).and_then(Value::as_array))
        .flatten()
        .map(|i| characters(i, locale))
        .sum();
    own + nested
}

/// Whether `value` is one Discord would send for the registered `option`: of its type, among
/// its choices, within its range.
pub fn option_value(option: &Value, value: &Value) -> Result<(), String> {
    let kind = option.get("type").and_then(Value::as_u64).unwrap_or(0);
    match kind {
        3 | 6 | 7 | 8 | 9 | 11 if !value.is_string() => Err("must be a string".into()),
        4 if value.as_i64().is_none() => Err("must be an integer".into()),
        5 if !value.is_boolean() => Err("must be true or false".into()),
        10 if !value.is_number() => Err("must be a number".into()),
        1 | 2 => Err("is a subcommand, not an option".into()),
        _ => {
            // An empty list (serenity sends one for every option) means no choices.
            if let Some(choices) = option
                .get("choices")
                .and_then(Value::as_array)
                .filter(|c| !c.is_empty())
            {
                if !choices.iter().any(|c| c.get("value") == Some(value)) {
                    return Err(format!("{value} is not one of its choices"));
                }
            }
            if let Some(n) = value.as_f64() {
                let min = option.get("min_value").and_then(Value::as_f64);
                let max = option.get("max_value").and_then(Value::as_f64);
                if min.is_some_and(|m| n < m) || max.is_some_and(|m| n > m) {
                    return Err(format!("{value} is outside {min:?}..={max:?}"));
                }
            }
            Ok(())
        }
    }
}

/// Name `^[-_\p{Ll}\p{N}]{1,32}$` (lowercase) and description 1-100 characters.
fn named(item: &Value, what: &str, out: &mut Vec<String>) {
    let name = str_field(item, "name").unwrap_or("");
    let ok_name = !name.is_empty()
        && len(name) <= 32
        && name.chars().all(|c| {
            c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
        });
    if !ok_name {
        out.push(format!(
            "{what}: name {name:?} must be 1-32 lowercase characters"
        ));
    }
    let description = str_field(item, "description").unwrap_or("");
    if description.is_empty() || len(description) > 100 {
        out.push(format!(
            "{what}: description must be 1-100 characters, is {}",
            len(description)
        ));
    }
    localizations(item, what, out);
}

/// An item's localizations: known locales, descriptions of 1-100 characters, and names
/// (a choice's name is 1-100 characters of anything; a command's or option's must be lowercase).
fn localizations(item: &Value, what: &str, out: &mut Vec<String>) {
    for field in ["name_localizations", "description_localizations"] {
        let Some(map) = item.get(field) else {
            continue;
        };
        if map.is_null() {
            continue;
        }
        let Some(map) = map.as_object() else {
            out.push(format!("{what}: {field} is not an object"));
            continue;
        };
        for (locale, text) in map {
            if !LOCALES.contains(&locale.as_str()) {
                out.push(format!(
                    "{what}: {field} names an unknown locale {locale:?}"
                ));
            }
            let n = text.as_str().map_or(0, len);
            if !(1..=100).contains(&n) {
                out.push(format!(
                    "{what}: {field}[{locale}] must be 1-100 characters, is {n}"
                ));
            }
        }
    }
}

fn options(item: &Value, what: &str, out: &mut Vec<String>) {
    let Some(list) = item.get("options").and_then(Value::as_array) else {
        return;
    };
    if list.len() > 25 {
        out.push(format!("{what}: {} options (limit 25)", list.len()));
    }
    // Subcommands and groups cannot stand beside plain options (Discord refuses the command).
    let nesting = list
        .iter()
        .filter(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)))
        .count();
    if nesting > 0 && nesting < list.len() {
        out.push(format!("{what}: subcommands mixed with plain options"));
    }
    let mut seen_optional = false;
    let mut names = HashSet::new();
    for option in list {
        let name = str_field(option, "name").unwrap_or("");
        let inner = format!("{what} {name}");
        named(option, &inner, out);
        if !names.insert(name.to_string()) {
            out.push(format!("{what}: option {name:?} appears twice"));
        }
        let kind = option.get("type").and_then(Value::as_u64).unwrap_or(0);
        if !(1..=11).contains(&kind) {
            out.push(format!("{inner}: unknown option type {kind}"));
        }
        // Subcommands and groups nest; their own options are checked the same way.
        if kind == 1 || kind == 2 {
            options(option, &inner, out);
            continue;
        }
        let required = option
            .get("required")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        if required && seen_optional {
            out.push(format!("{inner}: required option after an optional one"));
        }
        seen_optional |= !required;
        let min = option.get("min_value").and_then(Value::as_f64);
        let max = option.get("max_value").and_then(Value::as_f64);
        if let (Some(min), Some(max)) = (min, max) {
            if min > max {
                out.push(format!("{inner}: min_value {min} above max_value {max}"));
            }
        }
        if let Some(choices) = option.get("choices").and_then(Value::as_array) {
            if choices.len() > 25 {
                out.push(format!("{inner}: {} choices (limit 25)", choices.len()));
            }
            for c in choices {
                localizations(c, &inner, out);
                let cname = str_field(c, "name").unwrap_or("");
                if cname.is_empty() || len(cname) > 100 {
                    out.push(format!("{inner}: choice name {cname:?} must be 1-100"));
                }
                if let Some(v) = str_field(c, "value") {
                    if len(v) > 100 {
                        out.push(format!("{inner}: choice value over 100 characters"));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::png::{crc32, PNG_SIGNATURE};
    use serde_json::json;

    fn button(id: &str, label: &str) -> Value {
        json!({"type": 2, "style": 1, "label": label, "custom_id": id})
    }

    /// A minimal PNG: signature, IHDR and IEND (enough for the structural check).
    pub fn tiny_png(width: u32, height: u32) -> Vec<u8> {
        let mut out = PNG_SIGNATURE.to_vec();
        let mut chunk = |kind: &[u8], data: &[u8]| {
            out.extend((data.len() as u32).to_be_bytes());
            let mut body = kind.to_vec();
            body.extend(data);
            out.extend(&body);
            out.extend(crc32(&body).to_be_bytes());
        };
        let mut ihdr = Vec::new();
        ihdr.extend(width.to_be_bytes());
        ihdr.extend(height.to_be_bytes());
        ihdr.extend([8, 6, 0, 0, 0]);
        chunk(b"IHDR", &ihdr);
        chunk(b"IDAT", &[0; 16]);
        chunk(b"IEND", &[]);
        out
    }

    fn upload_of(name: &str, data: Vec<u8>) -> crate::model::Upload {
        crate::model::Upload {
            field: "files[0]".into(),
            filename: name.into(),
            data,
        }
    }

    #[test]
    fn a_link_button_is_checked_as_discord_checks_it() {
        let link =
            |url: &str| json!({"type": 2, "style": 5, "label": "View on the web", "url": url});
        let body = |item: Value| json!({"content": "x", "components": [{"type": 1, "components": [item]}]});
        assert!(message(&body(link("https://tabula.example/t/00ff"))).is_empty());
        let cases = [
            (link("ftp://tabula.example/t/1"), "not an http(s) address"),
            (link("https://x.example/a b"), "not an http(s) address"),
            (
                link(&format!("https://x.example/{}", "a".repeat(500))),
                "limit 512",
            ),
            (
                json!({"type": 2, "style": 5, "label": "x", "url": "https://a.example", "custom_id": "1:1:x"}),
                "with a custom_id",
            ),
            (json!({"type": 2, "style": 5, "label": "x"}), "without url"),
            (
                json!({"type": 2, "style": 5, "label": "x".repeat(81), "url": "https://a.example"}),
                "limit 80",
            ),
        ];
        for (item, expected) in cases {
            let found = message(&body(item));
            assert!(
                found.iter().any(|v| v.contains(expected)),
                "{expected:?} not in {found:?}"
            );
        }
    }

    #[test]
    fn a_png_is_recognised_and_measured() {
        assert_eq!(crc32(b"IEND"), 0xae42_6082);
        assert_eq!(png_dimensions(&tiny_png(640, 480)), Ok((640, 480)));
        assert!(upload(&upload_of("board.png", tiny_png(640, 480))).is_empty());
    }

    #[test]
    fn files_that_are_not_good_pngs_are_caught() {
        let png = tiny_png(10, 10);
        let mut bad_crc = png.clone();
        bad_crc[20] ^= 1;
        let cases = [
            (b"GIF89a not a png".to_vec(), "PNG signature"),
            (png[..png.len() - 3].to_vec(), "CRC"),
            ([png.clone(), vec![0]].concat(), "after IEND"),
            (png[..20].to_vec(), "runs past the end"),
            (bad_crc, "CRC is wrong"),
            (tiny_png(0, 10), "0×10"),
            (tiny_png(5000, 10), "5000×10"),
        ];
        for (data, expected) in cases {
            let found = upload(&upload_of("board.png", data));
            assert!(
                found.iter().any(|v| v.contains(expected)),
                "{expected:?} not in {found:?}"
            );
        }
        let mut huge = tiny_png(10, 10);
        huge.resize(ATTACHMENT_SIZE_MAX + 1, 0);
        let found = upload(&upload_of("board.png", huge));
        assert!(
            found.iter().any(|v| v.contains("limit 10485760")),
            "{found:?}"
        );
        let found = upload(&upload_of("board.gif", tiny_png(1, 1)));
        assert!(found.iter().any(|v| v.contains(".png")), "{found:?}");
    }

    #[test]
    fn a_text_file_must_be_utf8() {
        assert!(upload(&upload_of("log.txt", "Table 3 · ▶ Ann".into())).is_empty());
        let found = upload(&upload_of("board.txt", tiny_png(1, 1)));
        assert!(found.iter().any(|v| v.contains("not UTF-8")), "{found:?}");
    }

    fn attachment(name: &str) -> crate::model::Attachment {
        crate::model::Attachment::from_upload(1, &upload_of(name, tiny_png(4, 4)), None)
    }

    #[test]
    fn embeds_and_attachments_must_match() {
        let shows = |name: &str| json!({"description": "d", "image": {"url": format!("attachment://{name}")}});
        let board = attachment("board.png");
        assert!(attachments(std::slice::from_ref(&board), &[shows("board.png")]).is_empty());
        let missing = attachments(&[], &[shows("board.png")]);
        assert!(missing[0].contains("no such attachment"), "{missing:?}");
        let loose = attachments(std::slice::from_ref(&board), &[json!({"description": "d"})]);
        assert!(loose[0].contains("loose file"), "{loose:?}");
        let log = crate::model::Attachment::from_upload(2, &upload_of("log.txt", "x".into()), None);
        assert!(
            attachments(&[board.clone(), log], &[shows("board.png")]).is_empty(),
            "a text file is a download, shown by no embed"
        );
        let twice = attachments(&[board.clone(), board.clone()], &[shows("board.png")]);
        assert!(
            twice.iter().any(|v| v.contains("two attachments named")),
            "{twice:?}"
        );
        assert!(stale(&[], 1).is_empty());
        assert!(stale(std::slice::from_ref(&board), 0).is_empty());
        assert!(stale(&[board], 1)[0].contains("stale"));
    }

    #[test]
    fn a_well_formed_message_passes() {
        let body = json!({
            "content": "hello",
            "embeds": [{"title": "t", "description": "d", "fields": [{"name": "n", "value": "v"}]}],
            "components": [
                {"type": 1, "components": [button("a", "A"), button("b", "B")]},
                {"type": 1, "components": [{"type": 3, "custom_id": "s", "options": [
                    {"label": "x", "value": "x"}, {"label": "y", "value": "y"}]}]}
            ]
        });
        assert_eq!(message(&body), Vec::<String>::new());
    }

    #[test]
    fn every_component_limit_is_enforced() {
        let six: Vec<Value> = (0..6).map(|i| button(&format!("b{i}"), "x")).collect();
        let rows: Vec<Value> = (0..6)
            .map(|i| json!({"type": 1, "components": [button(&format!("r{i}"), "x")]}))
            .collect();
        let options: Vec<Value> = (0..26)
            .map(|i| json!({"label": "o", "value": format!("v{i}")}))
            .collect();
        let cases = [
            (json!({"components": rows}), "6 action rows"),
            (
                json!({"components": [{"type": 1, "components": six}]}),
                "6 buttons",
            ),
            (
                json!({"components": [{"type": 1, "components": [
                    {"type": 3, "custom_id": "s", "options": options}]}]}),
                "26 options",
            ),
            (
                json!({"components": [{"type": 1, "components": [
                    button("same", "a"), button("same", "b")]}]}),
                "repeats custom_id",
            ),
            (
                json!({"components": [{"type": 1, "components": [
                    button(&"x".repeat(101), "a")]}]}),
                "custom_id is 101",
            ),
            (
                json!({"components": [{"type": 1, "components": [
                    button("a", &"l".repeat(81))]}]}),
                "label is 81",
            ),
            (
                json!({"components": [{"type": 1, "components": [button("a", "a"),
                    {"type": 3, "custom_id": "s", "options": [{"label": "o", "value": "o"}]}]}]}),
                "mixes a select",
            ),
            (json!({"content": "x".repeat(2001)}), "content is 2001"),
            (
                json!({"embeds": [{"description": "d".repeat(4097)}]}),
                "description is 4097",
            ),
            (
                json!({"embeds": [{"title": "t".repeat(257)}]}),
                "title is 257",
            ),
            (
                json!({"embeds": [{"description": "d".repeat(4000)}, {"description": "d".repeat(2001)}]}),
                "total 6001",
            ),
        ];
        for (body, expected) in cases {
            let found = message(&body);
            assert!(
                found.iter().any(|v| v.contains(expected)),
                "{expected:?} not in {found:?}"
            );
        }
    }

    #[test]
    fn modal_limits() {
        let input = |id: &str| {
            json!({"type": 1, "components": [
            {"type": 4, "custom_id": id, "label": "Equation", "style": 1}]})
        };
        let ok = json!({"title": "Your equation", "custom_id": "m", "components": [input("a")]});
        assert_eq!(modal(&ok), Vec::<String>::new());
        let six: Vec<Value> = (0..6).map(|i| input(&format!("i{i}"))).collect();
        let too_many = json!({"title": "t", "custom_id": "m", "components": six});
        assert!(modal(&too_many).iter().any(|v| v.contains("6 inputs")));
        let long_title =
            json!({"title": "t".repeat(46), "custom_id": "m", "components": [input("a")]});
        assert!(modal(&long_title).iter().any(|v| v.contains("title")));
    }

    #[test]
    fn localizations_keep_discord_limits_in_every_locale() {
        let ok = json!([{"name": "join", "description": "Take a seat",
            "description_localizations": {"de": "Platz nehmen", "pt-BR": "Sentar-se"},
            "options": [{"name": "how", "description": "How", "type": 3,
                "description_localizations": {"fr": "Comment"},
                "choices": [{"name": "Fast", "value": "fast", "name_localizations": {"de": "Schnell"}}]}]}]);
        assert_eq!(commands(&ok), Vec::<String>::new());
        let bad = json!([{"name": "join", "description": "Take a seat",
            "description_localizations": {"xx": "?", "de": "d".repeat(101)}}]);
        let found = commands(&bad);
        assert!(
            found.iter().any(|v| v.contains("unknown locale")),
            "{found:?}"
        );
        assert!(
            found.iter().any(|v| v.contains("[de] must be 1-100")),
            "{found:?}"
        );
        // Within the limit in English, over it in German: refused.
        let many: Vec<Value> = (0..25)
            .map(|i| {
                json!({"name": format!("o{i}"), "description": "x",
                "description_localizations": {"de": "d".repeat(100)}, "type": 3})
            })
            .collect();
        let long = json!([{"name": "x", "description": "x", "options": many.clone()}]);
        let mut three = long.clone();
        three[0]["name"] = json!("y");
        let all = json!([long[0], three[0], {"name": "z", "description": "z", "options": many}]);
        let found = commands(&all);
        assert!(
            found.is_empty(),
            "2,500 German characters are fine: {found:?}"
        );
        let mut huge = json!({"name": "h", "description": "h", "options": []});
        let subs: Vec<Value> = (0..25)
            .map(|i| json!({"name": format!("s{i}"), "description": "s", "type": 1,
                "options": (0..4).map(|j| json!({"name": format!("o{j}"), "description": "x",
                    "description_localizations": {"de": "d".repeat(100)}, "type": 3})).collect::<Vec<_>>()}))
            .collect();
        huge["options"] = Value::Array(subs);
        let found = commands(&json!([huge]));
        assert!(found.iter().any(|v| v.contains("in de")), "{found:?}");
    }

    #[test]
    fn command_registration_rules() {
        let ok = json!([{"name": "play", "description": "Start a table", "options": [
            {"name": "game", "description": "Which game", "type": 3, "required": true},
            {"name": "time", "description": "Time control", "type": 3, "required": false}]}]);
        assert_eq!(commands(&ok), Vec::<String>::new());
        let bad = json!([
            {"name": "Play", "description": "", "options": [
                {"name": "time", "description": "t", "type": 3, "required": false},
                {"name": "game", "description": "g", "type": 3, "required": true}]}]);
        let found = commands(&bad);
        assert!(found.iter().any(|v| v.contains("lowercase")), "{found:?}");
        assert!(found.iter().any(|v| v.contains("description")), "{found:?}");
        assert!(
            found.iter().any(|v| v.contains("required option after")),
            "{found:?}"
        );
    }

    #[test]
    fn subcommands_stand_alone_and_the_whole_command_has_a_size() {
        let sub = |name: &str| {
            json!({"name": name, "description": "A game", "type": 1, "options": [
                {"name": "rounds", "description": "Rounds", "type": 4, "required": false,
                 "min_value": 1, "max_value": 9}]})
        };
        let ok = json!([{"name": "play", "description": "Open a table",
            "options": [sub("quinox"), sub("relinquish")]}]);
        assert_eq!(commands(&ok), Vec::<String>::new());
        let mixed = json!([{"name": "play", "description": "Open a table", "options": [
            sub("quinox"),
            {"name": "time", "description": "Time", "type": 3, "required": false}]}]);
        let found = commands(&mixed);
        assert!(found.iter().any(|v| v.contains("mixed")), "{found:?}");
        let upside_down = json!([{"name": "play", "description": "Open a table", "options": [
            {"name": "rounds", "description": "Rounds", "type": 4, "min_value": 9, "max_value": 1}]}]);
        let found = commands(&upside_down);
        assert!(found.iter().any(|v| v.contains("min_value")), "{found:?}");
        let long = "x".repeat(100);
        let many: Vec<Value> = (0..25)
            .map(|i| {
                json!({"name": format!("g{i}"), "description": long, "type": 1, "options":
                    (0..25).map(|j| json!({"name": format!("o{j}"), "description": long,
                        "type": 3})).collect::<Vec<_>>()})
            })
            .collect();
        let huge = json!([{"name": "play", "description": "Open a table", "options": many}]);
        let found = commands(&huge);
        assert!(found.iter().any(|v| v.contains("limit 8000")), "{found:?}");
    }

    #[test]
    fn option_values_are_what_discord_sends() {
        let rounds = json!({"name": "rounds", "type": 4, "min_value": 1, "max_value": 9});
        assert_eq!(option_value(&rounds, &json!(3)), Ok(()));
        assert!(option_value(&rounds, &json!(10)).is_err());
        assert!(option_value(&rounds, &json!("3")).is_err());
        let time = json!({"name": "time", "type": 3,
            "choices": [{"name": "Live", "value": "live"}, {"name": "Async", "value": "async"}]});
        assert_eq!(option_value(&time, &json!("async")), Ok(()));
        assert!(option_value(&time, &json!("blitz")).is_err());
        let user = json!({"name": "user", "type": 6, "choices": []});
        assert_eq!(option_value(&user, &json!("42")), Ok(()));
        let flag = json!({"name": "rated", "type": 5});
        assert_eq!(option_value(&flag, &json!(true)), Ok(()));
        assert!(option_value(&flag, &json!("true")).is_err());
    }
}
