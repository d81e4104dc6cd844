//! What every request passes before its page (issue 46): only GET and HEAD, bounded sizes, the
//! client's rate limit; and what every response carries: a strict Content-Security-Policy and
//! the other headers that keep a page from being framed, sniffed or followed by a referrer.
//! Its plain answers (a refused request, a server error) are in the language the request asks
//! for (issue 48: `?lang=`, else `Accept-Language`, else English: no server is known here).
use super::html::Reader;
use super::{limit, App};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;
use std::sync::Arc;

/// The longest request target and the most header bytes a request may have: a page's address
/// is well under 200 bytes, and a browser's headers under 2 KB.
pub const URI_MAX: usize = 8 * 1024;
pub const HEADERS_MAX: usize = 8 * 1024;

/// The pages load only their own scripts, styles and fonts, and nothing may frame them.
pub const CSP: &str =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Checks the request, runs it, and puts the security headers on whatever answers.
pub async fn guard(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let asked = super::lang::Asked::of(request.uri().query(), request.headers());
    let reader = asked.reader(None);
    let mut response = match refuse(&app, peer, &request, &reader) {
        Some(mut refused) => {
            asked.vary(refused.headers_mut());
            refused
        }
        None => next.run(request).await,
    };
    // No page answers 400 itself: this is an address the router could not take apart (a link
    // that is not valid UTF-8 once decoded), which is a link that leads nowhere like any other.
    if response.status() == StatusCode::BAD_REQUEST {
        response = super::answer::not_found_in(&reader);
        asked.vary(response.headers_mut());
    }
    // A page that could not be made (`answer::server_error`, which knows no reader) is said
    // here, in the reader's language; its other headers stay.
    if response.status() == StatusCode::INTERNAL_SERVER_ERROR {
        let mut said = plain(
            StatusCode::INTERNAL_SERVER_ERROR,
            &reader.t("web-server-error", &[]),
        );
        for (name, value) in response.headers() {
            if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
                said.headers_mut().append(name, value.clone());
            }
        }
        asked.vary(said.headers_mut());
        response = said;
    }
    secure(response.headers_mut());
    response
}

fn plain(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

/// Why `request` is not served, as its answer to `reader`; `None` to serve it.
fn refuse(app: &App, peer: SocketAddr, request: &Request, reader: &Reader) -> Option<Response> {
    let say = |key: &str| reader.t(key, &[]);
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut r = plain(
            StatusCode::METHOD_NOT_ALLOWED,
            &say("web-method-not-allowed"),
        );
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return Some(r);
    }
    if request.uri().to_string().len() > URI_MAX {
        return Some(plain(StatusCode::URI_TOO_LONG, &say("web-uri-too-long")));
    }
    let header_bytes: usize = request
        .headers()
        .iter()
        .map(|(n, v)| n.as_str().len() + v.len() + 4)
        .sum();
    if header_bytes > HEADERS_MAX {
        return Some(plain(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            &say("web-headers-too-large"),
        ));
    }
    if has_body(request.headers()) {
        return Some(plain(
            StatusCode::PAYLOAD_TOO_LARGE,
            &say("web-body-refused"),
        ));
    }
    let forwarded: Vec<&str> = request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    let client = limit::client(peer.ip(), &forwarded, &app.trusted);
    if let Err(wait) = app.limiter.take(client, std::time::Instant::now()) {
        let seconds = wait.as_secs_f64().ceil().max(1.0) as u64;
        let mut r = plain(StatusCode::TOO_MANY_REQUESTS, &say("web-too-many-requests"));
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        return Some(r);
    }
    None
}

/// A body announced by its length (other than zero) or by chunks.
fn has_body(headers: &HeaderMap) -> bool {
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .is_some_and(|v| v.as_bytes() != b"0")
}

/// The headers every response carries; `Cache-Control` only where the handler set none
/// (errors are not kept).
fn secure(headers: &mut HeaderMap) {
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
}
