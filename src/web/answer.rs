//! The answers every route shares (issue 46): the one "not found" page, a server error, and
//! running a page's reads off the async threads (a failure there is that server error).
use super::html;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use commands::pages::PageResult;

/// Unknown, revoked and turned-off links all answer this, byte for byte in a language: nobody
/// learns which.
pub fn not_found_in(reader: &html::Reader) -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        html::not_found(reader),
    )
        .into_response()
}

/// Our side failed (the cause is in the log, at WARN): a 500 without words, since no reader's
/// language is known here; the guard, which every answer passes, says it in the reader's
/// (`web-server-error`).
pub fn server_error() -> Response {
    StatusCode::INTERNAL_SERVER_ERROR.into_response()
}

/// Runs a page's reads and rendering off the async threads; a failure (or a panic in them) is
/// logged and answered 500.
pub async fn blocking<T: Send + 'static>(
    what: &'static str,
    f: impl FnOnce() -> PageResult<T> + Send + 'static,
) -> Result<T, Response> {
    match tokio::task::spawn_blocking(f).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => {
            tracing::warn!(page = what, error = %e, "a web page could not be made");
            Err(server_error())
        }
        Err(e) => {
            tracing::warn!(page = what, error = %e, "a web page's rendering failed");
            Err(server_error())
        }
    }
}
