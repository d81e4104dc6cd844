//! Support for the web pages' tests (issue 46): the `tabula script --web` process, playing a
//! table through it, and headless Chromium through chromedriver.
pub mod browser;
pub mod play;
pub mod tabula;
