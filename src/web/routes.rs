//! The pages' URLs (issue 46). Each reads on a blocking thread (`Source::read`: the store's
//! reads block), and renders at most once per table version: a request first reads the
//! table's version by its link (one indexed row), answers 304 when the browser has that
//! version, or the cached rendering when this process made it already.
use super::answer::blocking;
use super::cache::{self, Key, Kind, Rendered};
use super::html::Reader;
use super::lang::Asked;
use super::{guard, html, live, App};
use axum::body::{Body, Bytes};
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use commands::pages::{self, PageResult};
use std::sync::Arc;

pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/t/{token}", get(table))
        .route("/t/{token}/replay", get(replay))
        .route("/t/{token}/events", get(live::events))
        .route("/t/{token}/step/{n}", get(step))
        .route("/t/{token}/board.svg", get(svg))
        .route("/t/{token}/board.png", get(png))
        .route("/t/{token}/log.txt", get(log))
        .route("/s/{token}", get(server))
        .route("/s/{token}/p/{user}", get(player))
        .route("/assets/{file}", get(asset))
        .route("/s/{token}/season/{n}", get(season))
        .route("/s/{token}/tournament/{id}", get(tournament))
        .fallback(|RawQuery(query): RawQuery, headers: HeaderMap| async move {
            not_found(&Asked::of(query.as_deref(), &headers))
        })
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&app),
            guard::guard,
        ))
        .with_state(app)
}

/// A rendering with the version it is of.
type Made = Option<(i64, Rendered)>;

/// Answers with the rendering of `kind` (at `step`) of the table behind `token` for its
/// reader (issue 48: the language `asked`, else the server's), by version and language: 304
/// when the browser holds it, from the cache when made already, else made by `render`.
async fn versioned(
    app: Arc<App>,
    token: String,
    kind: Kind,
    step: usize,
    headers: &HeaderMap,
    asked: Asked,
    render: impl FnOnce(&App, &str, Reader) -> PageResult<Made> + Send + 'static,
) -> Response {
    let looked = {
        let (app, token) = (Arc::clone(&app), token.clone());
        blocking("version", move || {
            app.source.read(|c| {
                let Some((_, version)) = pages::version_of(c, &token)? else {
                    return Ok(None);
                };
                let server = match asked.needs_server() {
                    true => pages::server_lang_of(c, &token)?,
                    false => None,
                };
                Ok(Some((version, asked.reader(server))))
            })
        })
        .await
    };
    let (version, reader) = match looked {
        Ok(Some(found)) => found,
        Ok(None) => return not_found(&asked),
        Err(r) => return r,
    };
    let key = Key {
        token,
        version,
        kind,
        step,
        reader,
    };
    let tag = cache::etag(app.salt, &key);
    if cache::matches(if_none_match(headers), &tag) {
        return vary(not_modified(&tag, "no-cache"), &asked);
    }
    if let Some(r) = app.cache.get(&key) {
        return vary(respond(&r, &tag, "no-cache"), &asked);
    }
    let made = {
        let (app, token) = (Arc::clone(&app), key.token.clone());
        blocking("render", move || render(&app, &token, reader)).await
    };
    match made {
        Ok(Some((version, rendered))) => {
            let key = Key { version, ..key };
            let tag = cache::etag(app.salt, &key);
            let rendered = Arc::new(rendered);
            app.cache.put(key, Arc::clone(&rendered));
            vary(respond(&rendered, &tag, "no-cache"), &asked)
        }
        Ok(None) => not_found(&asked),
        Err(r) => r,
    }
}

/// `response` with `Vary: Accept-Language` when its language was negotiated.
fn vary(mut response: Response, asked: &Asked) -> Response {
    asked.vary(response.headers_mut());
    response
}

/// The one "not found" page, in the language the request asks for (never a server's: it
/// would tell which server a dead link was of).
fn not_found(asked: &Asked) -> Response {
    vary(super::answer::not_found_in(&asked.reader(None)), asked)
}

fn if_none_match(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
}

fn not_modified(tag: &str, cache_control: &'static str) -> Response {
    let mut r = StatusCode::NOT_MODIFIED.into_response();
    put_tag(r.headers_mut(), tag, cache_control);
    r
}

fn put_tag(headers: &mut HeaderMap, tag: &str, cache_control: &'static str) {
    if let Ok(v) = HeaderValue::from_str(tag) {
        headers.insert(header::ETAG, v);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
}

fn respond(r: &Rendered, tag: &str, cache_control: &'static str) -> Response {
    let mut response = Response::new(Body::from(r.body.clone()));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(r.content_type),
    );
    if let Some(v) = r
        .disposition
        .as_deref()
        .and_then(|d| HeaderValue::from_str(d).ok())
    {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    put_tag(headers, tag, cache_control);
    response
}

fn rendered(body: impl Into<Bytes>, content_type: &'static str) -> Rendered {
    Rendered {
        body: body.into(),
        content_type,
        disposition: None,
    }
}

const HTML: &str = "text/html; charset=utf-8";

async fn table(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    versioned(
        app,
        token,
        Kind::Page,
        0,
        &headers,
        asked,
        |app, token, reader| {
            let page = app
                .source
                .read(|c| pages::table_page(c, token, reader.lang))?;
            Ok(page.map(|p| {
                let body = html::table_page(&p, token, &app.site, &reader);
                (p.version, rendered(body, HTML))
            }))
        },
    )
    .await
}

/// `step` from a query string: absent is the deal (0); anything but a whole number is no
/// page.
fn step_of(query: Option<&str>) -> Option<usize> {
    let mut step = 0;
    for pair in query.unwrap_or_default().split('&') {
        if let Some(value) = pair.strip_prefix("step=") {
            step = value.parse().ok()?;
        }
    }
    Some(step)
}

async fn replay(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let Some(step) = step_of(query.as_deref()) else {
        return not_found(&asked);
    };
    versioned(
        app,
        token,
        Kind::Replay,
        step,
        &headers,
        asked,
        move |app, token, reader| {
            let page = app
                .source
                .read(|c| pages::replay_step(c, token, step, reader.lang))?;
            Ok(page.map(|p| {
                let body = html::replay_page(&p, token, &app.site, &reader);
                (p.version, rendered(body, HTML))
            }))
        },
    )
    .await
}

async fn step(
    State(app): State<Arc<App>>,
    Path((token, n)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let Ok(step) = n.parse::<usize>() else {
        return not_found(&asked);
    };
    versioned(
        app,
        token,
        Kind::Step,
        step,
        &headers,
        asked,
        move |app, token, reader| {
            let page = app
                .source
                .read(|c| pages::replay_step(c, token, step, reader.lang))?;
            Ok(page.map(|p| {
                let body = html::replay_step_json(&p, &reader);
                (p.version, rendered(body, "application/json"))
            }))
        },
    )
    .await
}

/// The current board's picture in `reader`'s language, if the table has one (a lobby has
/// none).
fn picture(
    app: &App,
    token: &str,
    reader: Reader,
) -> PageResult<Option<(i64, commands::api::Picture)>> {
    let page = app
        .source
        .read(|c| pages::table_page(c, token, reader.lang))?;
    Ok(page.and_then(|p| p.picture.map(|pic| (p.version, pic))))
}

async fn svg(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    versioned(
        app,
        token,
        Kind::Svg,
        0,
        &headers,
        asked,
        |app, token, reader| {
            Ok(picture(app, token, reader)?
                .map(|(version, pic)| (version, rendered(pic.svg(), "image/svg+xml"))))
        },
    )
    .await
}

/// The board as PNG, for link previews (Open Graph): rasterised once per version, from the
/// same SVG, outside the read.
async fn png(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    versioned(
        app,
        token,
        Kind::Png,
        0,
        &headers,
        asked,
        |app, token, reader| {
            let Some((version, pic)) = picture(app, token, reader)? else {
                return Ok(None);
            };
            let png = app
                .pictures
                .png(&pic)
                .map_err(|e| pages::PageError(format!("board picture {}: {e}", pic.key)))?;
            Ok(Some((version, rendered(png.bytes.clone(), "image/png"))))
        },
    )
    .await
}

async fn log(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    versioned(
        app,
        token,
        Kind::Log,
        0,
        &headers,
        asked,
        |app, token, reader| {
            let Some((version, _)) = app.source.read(|c| pages::version_of(c, token))? else {
                return Ok(None);
            };
            let log = app
                .source
                .read(|c| pages::move_log(c, token, reader.lang))?;
            Ok(log.map(|(name, text)| {
                let mut r = rendered(text, "text/plain; charset=utf-8");
                r.disposition = Some(format!("attachment; filename=\"{name}\""));
                (version, r)
            }))
        },
    )
    .await
}

/// A page without a version (the server's pages change with every game that ends anywhere on
/// the server): made each time, its ETag from its bytes (which are in the reader's language),
/// so an unchanged one still costs the browser nothing to download.
fn by_content(app: &App, headers: &HeaderMap, body: String, asked: &Asked) -> Response {
    let tag = cache::etag_of(app.salt, body.as_bytes());
    if cache::matches(if_none_match(headers), &tag) {
        return vary(not_modified(&tag, "no-cache"), asked);
    }
    vary(respond(&rendered(body, HTML), &tag, "no-cache"), asked)
}

/// The reader of a server's page whose link is `token` (its language when the request
/// asks for none Tabula speaks).
fn server_reader(
    conn: &commands::store::db::Conn,
    token: &str,
    asked: Asked,
) -> PageResult<Reader> {
    let server = match asked.needs_server() {
        true => pages::server::server_lang_of(conn, token)?,
        false => None,
    };
    Ok(asked.reader(server))
}

async fn server(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let made = {
        let app = Arc::clone(&app);
        blocking("server", move || {
            let now = app.source.now();
            let page = app.source.read(|c| {
                let reader = server_reader(c, &token, asked)?;
                Ok(pages::server::server_page(c, &token, now)?.map(|p| (p, reader)))
            })?;
            Ok(page.map(|(p, reader)| html::server_page(&p, &token, &app.site, &reader)))
        })
        .await
    };
    match made {
        Ok(Some(body)) => by_content(&app, &headers, body, &asked),
        Ok(None) => not_found(&asked),
        Err(r) => r,
    }
}

async fn player(
    State(app): State<Arc<App>>,
    Path((token, user)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let made = {
        let app = Arc::clone(&app);
        blocking("player", move || {
            let page = app.source.read(|c| {
                let reader = server_reader(c, &token, asked)?;
                Ok(pages::server::player_page(c, &token, &user)?.map(|p| (p, reader)))
            })?;
            Ok(page.map(|(p, reader)| html::player_page(&p, &token, &app.site, &reader)))
        })
        .await
    };
    match made {
        Ok(Some(body)) => by_content(&app, &headers, body, &asked),
        Ok(None) => not_found(&asked),
        Err(r) => r,
    }
}

/// A season's page (issue 47): its standings, final once it ended. A number that is not a
/// season's is not found, as a link that is not live.
async fn season(
    State(app): State<Arc<App>>,
    Path((token, n)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let Some(number) = n.parse::<i64>().ok().filter(|n| *n >= 1) else {
        return not_found(&asked);
    };
    let made = {
        let app = Arc::clone(&app);
        blocking("season", move || {
            let now = app.source.now();
            let page = app.source.read(|c| {
                let reader = server_reader(c, &token, asked)?;
                Ok(pages::server::season_page(c, &token, number, now)?.map(|p| (p, reader)))
            })?;
            Ok(page.map(|(p, reader)| html::season_page(&p, &token, &app.site, &reader)))
        })
        .await
    };
    match made {
        Ok(Some(body)) => by_content(&app, &headers, body, &asked),
        Ok(None) => not_found(&asked),
        Err(r) => r,
    }
}

/// A tournament's page (issue 47): its standings and rounds. An id that is not one of this
/// server's tournaments is not found, as a link that is not live.
async fn tournament(
    State(app): State<Arc<App>>,
    Path((token, id)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let Some(id) = id.parse::<i64>().ok().filter(|n| *n >= 1) else {
        return not_found(&asked);
    };
    let made = {
        let app = Arc::clone(&app);
        blocking("tournament", move || {
            let page = app.source.read(|c| {
                let reader = server_reader(c, &token, asked)?;
                Ok(pages::tournament::tournament_page(c, &token, id)?.map(|p| (p, reader)))
            })?;
            Ok(page.map(|(p, reader)| html::tournament_page(&p, &token, &app.site, &reader)))
        })
        .await
    };
    match made {
        Ok(Some(body)) => by_content(&app, &headers, body, &asked),
        Ok(None) => not_found(&asked),
        Err(r) => r,
    }
}

/// The embedded files: the same for the whole life of the binary.
async fn asset(Path(file): Path<String>, headers: HeaderMap) -> Response {
    use present_kit::picture::font;
    let (body, content_type): (&'static [u8], &'static str) = match file.as_str() {
        "style.css" => (html::STYLE_CSS.as_bytes(), "text/css; charset=utf-8"),
        "live.js" => (html::LIVE_JS.as_bytes(), "text/javascript; charset=utf-8"),
        "replay.js" => (html::REPLAY_JS.as_bytes(), "text/javascript; charset=utf-8"),
        "DejaVuSans.ttf" => (font::REGULAR, "font/ttf"),
        "DejaVuSans-Bold.ttf" => (font::BOLD, "font/ttf"),
        _ => return not_found(&Asked::of(None, &headers)),
    };
    // No salt: the same file is the same tag in every process.
    let tag = cache::etag_of(0, body);
    // The addresses carry no hash, so a browser keeps an asset an hour and then asks again
    // (the ETag makes that a 304 until a new build changes it).
    const ASSETS: &str = "public, max-age=3600";
    if cache::matches(if_none_match(&headers), &tag) {
        return not_modified(&tag, ASSETS);
    }
    respond(
        &rendered(Bytes::from_static(body), content_type),
        &tag,
        ASSETS,
    )
}

#[cfg(test)]
mod tests {
    use super::step_of;

    #[test]
    fn a_step_is_a_whole_number_or_the_deal() {
        assert_eq!(step_of(None), Some(0));
        assert_eq!(step_of(Some("step=7")), Some(7));
        assert_eq!(step_of(Some("x=1&step=3")), Some(3));
        assert_eq!(step_of(Some("step=-1")), None);
        assert_eq!(step_of(Some("step=abc")), None);
    }
}
