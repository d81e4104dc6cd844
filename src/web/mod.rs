//! The web pages (issue 46). On this branch only the HTML writer; the server is built beside it.
#[allow(dead_code, unused_imports)]
pub mod html;
