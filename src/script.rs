//! `tabula script`: the core's JSON-lines driver (`commands::script`) over standard input and
//! output, one output line per message Tabula would send or edit.
use commands::script::Script;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// Runs a whole script from `input` to `output`.
pub fn run(
    input: impl BufRead,
    mut output: impl Write,
    db: Option<PathBuf>,
    seed: Option<u64>,
    images: Option<PathBuf>,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut script = Script::new(db, seed)?;
    if let Some(dir) = images {
        script = script.with_images(dir)?;
    }
    for line in input.lines() {
        for out in script.line(&line?) {
            writeln!(output, "{out}")?;
        }
        output.flush()?;
    }
    Ok(())
}
