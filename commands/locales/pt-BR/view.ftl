# (filled by issue 48's work: see commands/src/words.rs)
