//! The plain-text format of the embedded component files: one record per line, words
//! separated by spaces, `#` starting a comment. The lowest layer: `geometry` reads the
//! board's radius with it, `data` everything else.

pub(super) fn lines(text: &str) -> impl Iterator<Item = (usize, Vec<&str>)> {
    text.lines().enumerate().filter_map(|(i, l)| {
        let l = l.split('#').next().unwrap_or("").trim();
        (!l.is_empty()).then(|| (i + 1, l.split_whitespace().collect()))
    })
}

pub(super) fn num<T: std::str::FromStr>(s: &str, what: &str) -> Result<T, String> {
    s.parse()
        .map_err(|_| format!("{what}: {s:?} is not a number"))
}
