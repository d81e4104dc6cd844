//! `tabula bench --quick`: the benchmark runs end to end at a tiny scale and prints every
//! figure. Speed is not asserted (that is what the full run and docs/benchmarks.md are for).
use std::process::Command;

/// The number after `key` on the line starting with `line`, e.g. `n = ` on a latency line.
fn number_after(text: &str, line: &str, key: &str) -> f64 {
    let l = text
        .lines()
        .find(|l| l.starts_with(line))
        .unwrap_or_else(|| panic!("no line `{line}` in:\n{text}"));
    let rest = &l[l.find(key).unwrap_or_else(|| panic!("no `{key}` in `{l}`")) + key.len()..];
    let digits: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no number after `{key}` in `{l}`"))
}

#[test]
fn quick_benchmark_prints_every_figure() {
    let dir = tempfile::tempdir().unwrap();
    // One of the allocator's options is chosen by the environment; the binary adds the other
    // and starts again (`allocator::start_tuned`), keeping the environment's.
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["bench", "--quick", "--dir"])
        .arg(dir.path())
        .env("MIMALLOC_PURGE_DELAY", "5")
        .env_remove("MIMALLOC_ARENA_EAGER_COMMIT")
        .output()
        .expect("tabula runs");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let allocator = text
        .lines()
        .find(|l| l.starts_with("allocator: mimalloc"))
        .unwrap_or_else(|| panic!("no allocator line in:\n{text}"));
    assert!(
        allocator.contains("MIMALLOC_ARENA_EAGER_COMMIT=0")
            && allocator.contains("MIMALLOC_PURGE_DELAY=5"),
        "{allocator}"
    );
    // 1. Latency: interactions were timed, durable ones among them.
    assert!(number_after(&text, "latency, all interactions:", "n = ") > 0.0);
    assert!(number_after(&text, "latency, durable inputs:", "n = ") > 0.0);
    assert!(number_after(&text, "latency, all interactions:", "p99 ") > 0.0);
    // 1. The disk's own syncs beside it, and the tail split into the disk's time and
    // Tabula's own (issue 44).
    assert!(
        number_after(&text, "disk sync beside it (", "n = ") > 0.0,
        "{text}"
    );
    assert!(
        number_after(
            &text,
            "tail (the ",
            "Tabula's own; p99 without the stalled syncs' time: "
        ) >= 0.0
    );
    // 1b. The same load beside a disk-heavy neighbour: read-only interactions still timed.
    assert!(
        number_after(&text, "neighbour: ", "blocks, ") > 0.0,
        "{text}"
    );
    assert!(text.contains("read-only p99 "), "{text}");
    // 2. Throughput next to the baseline, and their ratio.
    assert!(number_after(&text, "bare SQLite, one transaction per input", "): ") > 0.0);
    assert!(number_after(&text, "Tabula, ", "clients: ") > 0.0);
    assert!(number_after(&text, "ratio Tabula durable inputs", ": ") > 0.0);
    // 3. Restart, with every stored deadline applied after the downtime.
    assert!(number_after(&text, "restart to ready:", ": ") > 0.0);
    assert!(text
        .lines()
        .any(|l| l.starts_with("restart after 2 days down") && l.contains("timeouts/s")));
    assert!(number_after(&text, "first interactions after the restart:", "n = ") > 0.0);
    // 4. Memory.
    assert!(text.contains("per active table: "), "{text}");
    // 5. Every registered engine, with no error.
    for engine in registry::engines() {
        let line = format!("{} (", engine.id());
        assert!(
            number_after(&text, &line, "players): ") > 0.0,
            "{} has a playout rate",
            engine.id()
        );
    }
    // 6. Pictures of the games that draw them.
    assert!(number_after(&text, "eight-quilibrium board (2 players): ", "n = ") > 0.0);
    assert!(number_after(&text, "eight-quilibrium private (2 players): ", "p99 ") > 0.0);
    assert!(!text.contains("error"), "{text}");
    // Every target has a verdict line.
    assert!(
        text.lines()
            .any(|l| l.contains("with nothing delivered") && l.contains("messages owed")),
        "{text}"
    );
    assert!(
        text.contains("target boards converge within 10 s of the recovery: met"),
        "{text}"
    );
    // 8. Bots beside the people's load.
    assert!(text.contains("people, bots thinking: p50 "), "{text}");
    assert!(text.contains("bot moves committed meanwhile: "), "{text}");
    assert!(number_after(&text, "no bots: disk sync beside it (", "n = ") > 0.0);
    assert!(number_after(&text, "bots thinking: disk sync beside it (", "n = ") > 0.0);
    assert!(text.contains("bots thinking: tail (the "), "{text}");
    // 9. The web pages (issue 46): renders, live pages, memory, a cached page.
    assert!(
        text.contains("target page and SVG render p99 < 20 ms: "),
        "{text}"
    );
    assert!(
        text.contains("100 live pages open on 10 tables") && text.contains("(0 of "),
        "every commit reached every open page: {text}"
    );
    assert!(
        number_after(
            &text,
            "a cached page, 8 keep-alive clients",
            "in this process: "
        ) > 0.0
    );
    assert_eq!(text.matches("target ").count(), 10, "{text}");
    // The benchmark's databases are removed afterwards.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

/// `tabula bench --quick --database URL`: the phases that use a store run on PostgreSQL, the
/// throughput phase beside bare PostgreSQL's commits, phase 2b with one and then two processes
/// sharing a database, and the databases the run created are dropped afterwards.
#[test]
fn quick_benchmark_on_postgres_measures_the_store_and_cleans_up() {
    let server = pg_test::server();
    let url = server.fresh_database();
    let child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["bench", "--quick", "--database", &url])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("tabula runs");
    let pid = child.id();
    let out = child.wait_with_output().expect("tabula runs");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("database: PostgreSQL "), "{text}");
    assert!(
        text.contains(&format!("tabula_bench_{pid}_<phase>")),
        "{text}"
    );
    // 1. Latency on PostgreSQL.
    assert!(number_after(&text, "latency, all interactions:", "n = ") > 0.0);
    assert!(number_after(&text, "latency, durable inputs:", "p99 ") > 0.0);
    // 2. Throughput next to bare PostgreSQL's commits, and their ratio.
    assert!(
        number_after(
            &text,
            "bare PostgreSQL, one autocommitted statement per input",
            "): "
        ) > 0.0
    );
    assert!(number_after(&text, "Tabula, ", "clients: ") > 0.0);
    assert!(number_after(&text, "ratio Tabula durable inputs / bare PostgreSQL", ": ") > 0.0);
    // 2b. One process, then two, each with its own inputs counted.
    assert!(number_after(&text, "1 process (shards 0/1)", "): ") > 0.0);
    assert!(number_after(&text, "2 processes (shards 0/2, 1/2)", "): ") > 0.0);
    assert!(number_after(&text, "2 processes (", " + ") > 0.0);
    assert!(number_after(&text, "two processes against one:", ": ") > 0.0);
    // 3, 7 and 8 ran on PostgreSQL too.
    assert!(number_after(&text, "restart to ready:", ": ") > 0.0);
    assert!(
        text.contains("target boards converge within 10 s of the recovery: met"),
        "{text}"
    );
    assert!(text.contains("people, bots thinking: p50 "), "{text}");
    assert!(
        text.contains("disk sync: not measured (the database is a PostgreSQL server's"),
        "{text}"
    );
    assert!(!text.contains("error"), "{text}");
    let left: i64 = server
        .connect("postgres")
        .query_one(
            "SELECT COUNT(*) FROM pg_database WHERE datname LIKE $1",
            &[&format!("tabula_bench_{pid}_%")],
        )
        .unwrap()
        .get(0);
    assert_eq!(left, 0, "the run's databases are dropped");
}

/// An account that may not create databases is refused before any phase runs, and told why.
#[test]
fn postgres_without_the_right_to_create_databases_is_refused() {
    let server = pg_test::server();
    let url = server.fresh_database();
    server
        .connect("postgres")
        .batch_execute("CREATE ROLE bench_reader LOGIN")
        .unwrap();
    let url = url.replacen(
        &format!("://{}@", pg_test::SUPERUSER),
        "://bench_reader@",
        1,
    );
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["bench", "--quick", "--database", &url])
        .output()
        .expect("tabula runs");
    let (text, errors) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(!out.status.success(), "{text}");
    assert!(
        errors.contains("may not create databases") && errors.contains("CREATEDB"),
        "{errors}"
    );
    assert!(!text.contains("## Setup"), "{text}");
}
