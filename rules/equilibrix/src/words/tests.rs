//! The catalog tests (issue 48).
