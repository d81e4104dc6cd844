//! Test helpers shared by the games' picture tests: SVG snapshots, rendering checks and the
//! hidden-card check.

use super::palette::{TABLE, TEXT};
use super::svg::texts;
use super::{render_png, Png};
use resvg::tiny_skia::Pixmap;
use std::collections::HashSet;
use std::path::PathBuf;

/// Names as tables have them, for the pictures' tests (issues 28 and 44): long human names (18
/// to 32 characters, with accents, a CJK name and an emoji the font cannot draw) and computer
/// players, whose level in brackets used to be cut ("Bot 2 (ea…"). The two first are long, so
/// a two-player table is measured with long names too.
pub const LONG_NAMES: [&str; 8] = [
    "Alexander Montgomery-Whitfield",
    "Anastasia Konstantinopoulou",
    "Bot 3 (strong)",
    "Maximilian von Sternberg-Åkesson",
    "Bot 5 (easy)",
    "李小龙 Bruce 🐉 Lee-Fernández",
    "Bot 7 (normal)",
    "Zoë Ðurđević-Ångström Øvergård",
];

/// The first `n` of [`LONG_NAMES`] (at most 8), as a table's names.
pub fn long_names(n: usize) -> Vec<String> {
    LONG_NAMES.iter().take(n).map(|s| s.to_string()).collect()
}

/// The crate whose tests are running: cargo sets `CARGO_MANIFEST_DIR` for a test process too,
/// so a game's tests find their own folder although this helper is compiled in the kit.
fn running_crate() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .expect("tests run by cargo, which sets CARGO_MANIFEST_DIR")
}

/// The workspace root (the folder with `Cargo.lock`) above the running crate.
fn workspace_root() -> PathBuf {
    let start = running_crate();
    start
        .ancestors()
        .find(|d| d.join("Cargo.lock").is_file())
        .map(PathBuf::from)
        .unwrap_or(start)
}

/// A game's snapshots live in its own crate, `rules/<game>/snapshots/`.
fn snapshot_path(name: &str) -> PathBuf {
    running_crate()
        .join("snapshots")
        .join(format!("{name}.svg"))
}

/// Compares `svg` with the committed snapshot `name`; with `UPDATE_SNAPSHOTS=1` rewrites it.
pub fn assert_snapshot(name: &str, svg: &str) {
    let path = snapshot_path(name);
    if std::env::var("UPDATE_SNAPSHOTS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!("no snapshot {path:?}: run the test with UPDATE_SNAPSHOTS=1 and commit it")
    });
    assert!(
        committed == svg,
        "the drawing of {name} changed: look at it, then run with UPDATE_SNAPSHOTS=1 and commit \
         the new {path:?}"
    );
}

/// The `width` and `height` an SVG document declares.
fn declared_size(svg: &str) -> (u32, u32) {
    let doc = resvg::usvg::roxmltree::Document::parse(svg).unwrap();
    let root = doc.root_element();
    let get = |a: &str| root.attribute(a).unwrap().parse::<f32>().unwrap().ceil() as u32;
    (get("width"), get("height"))
}

/// Renders `svg`, decodes the PNG and checks it: the declared size, many colours, the table
/// panel, and text drawn on it.
pub fn assert_renders(svg: &str) -> Png {
    let png = render_png(svg).unwrap();
    let decoded = Pixmap::decode_png(&png.bytes).unwrap();
    let size = declared_size(svg);
    assert_eq!((png.width, png.height), size);
    assert_eq!((decoded.width(), decoded.height()), size);
    let pixels: Vec<[u8; 4]> = decoded
        .data()
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2], p[3]])
        .collect();
    let colours: HashSet<[u8; 4]> = pixels.iter().copied().collect();
    assert!(colours.len() > 50, "only {} colours", colours.len());
    let near = |p: &[u8; 4], c: (u8, u8, u8)| {
        p[3] == 255 && p[0].abs_diff(c.0) < 12 && p[1].abs_diff(c.1) < 12 && p[2].abs_diff(c.2) < 12
    };
    let table = pixels
        .iter()
        .filter(|p| near(p, (TABLE.0, TABLE.1, TABLE.2)))
        .count();
    assert!(
        table * 5 > pixels.len(),
        "the table panel covers too little"
    );
    let text = pixels
        .iter()
        .filter(|p| near(p, (TEXT.0, TEXT.1, TEXT.2)))
        .count();
    assert!(text > 1000, "hardly any text drawn ({text} pixels)");
    png
}

/// The `needles` (spellings of hidden cards) that some text of `svg` shows as a whole word:
/// `0●` is not shown by a `10●`.
pub fn shown(svg: &str, needles: &[String]) -> Vec<String> {
    let texts = texts(svg).unwrap();
    needles
        .iter()
        .filter(|n| texts.iter().any(|t| shows_word(t, n)))
        .cloned()
        .collect()
}

fn shows_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric()) && !after.is_some_and(|c| c.is_alphanumeric())
    })
}

/// Renders every snapshot to `$PICTURES_OUT` (default: the system's temp dir,
/// `tabula-pictures/`), to look at them as players would.
#[test]
#[ignore = "writes PNG files to look at"]
fn snapshot_pngs() {
    let out = std::env::var("PICTURES_OUT")
        .map(PathBuf::from)
        .unwrap_or_else(|_| std::env::temp_dir().join("tabula-pictures"));
    std::fs::create_dir_all(&out).unwrap();
    let games = workspace_root().join("games");
    let dirs = std::fs::read_dir(games)
        .unwrap()
        .map(|g| g.unwrap().path().join("snapshots"));
    let files = dirs
        .filter(|d| d.is_dir())
        .flat_map(|d| std::fs::read_dir(d).unwrap().map(|e| e.unwrap().path()));
    for path in files {
        if path.extension().is_some_and(|e| e == "svg") {
            let svg = std::fs::read_to_string(&path).unwrap();
            let png = render_png(&svg).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            std::fs::write(out.join(format!("{name}.png")), &png.bytes).unwrap();
            println!(
                "{name}: {}×{} px, {} bytes",
                png.width,
                png.height,
                png.bytes.len()
            );
        }
    }
}

/// Nanoseconds this thread has spent on a CPU, so a measurement on a busy shared machine
/// counts the work, not the waiting for a core.
fn thread_cpu_ns() -> Option<u64> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec we pass.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

/// The `q` quantile of `v` (sorted in place).
fn quantile(v: &mut [f64], q: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(((v.len().max(1) - 1) as f64 * q).round() as usize)
        .copied()
        .unwrap_or(f64::NAN)
}

/// Draws and renders a picture `n` times and prints the p50 and p99 of the whole (SVG drawing
/// plus PNG rendering and encoding), on-CPU and wall-clock, with the PNG's size. Run in
/// release for real numbers.
pub fn print_render_times(label: &str, n: usize, draw: impl Fn() -> String) {
    let mut wall: Vec<f64> = Vec::with_capacity(n);
    let mut cpu: Vec<f64> = Vec::with_capacity(n);
    let mut drawing: Vec<f64> = Vec::with_capacity(n);
    let mut last = None;
    for _ in 0..n {
        let (start, cpu_start) = (std::time::Instant::now(), thread_cpu_ns());
        let svg = draw();
        drawing.push(start.elapsed().as_secs_f64() * 1e3);
        let png = render_png(&svg).unwrap();
        wall.push(start.elapsed().as_secs_f64() * 1e3);
        if let (Some(a), Some(b)) = (cpu_start, thread_cpu_ns()) {
            cpu.push(b.saturating_sub(a) as f64 / 1e6);
        }
        last = Some(png);
    }
    let png = last.unwrap();
    println!(
        "{label}: on-CPU p50 {:.1} ms, p99 {:.1} ms; wall p50 {:.1} ms, p99 {:.1} ms ({n} \
         renders; drawing the SVG p50 {:.2} ms); {}×{} px, {} bytes",
        quantile(&mut cpu, 0.5),
        quantile(&mut cpu, 0.99),
        quantile(&mut wall, 0.5),
        quantile(&mut wall, 0.99),
        quantile(&mut drawing, 0.5),
        png.width,
        png.height,
        png.bytes.len()
    );
}

/// Writes `svg` rendered as `docs/<name>.png` at the workspace root.
pub fn write_doc_png(name: &str, svg: &str) {
    let png = render_png(svg).unwrap();
    let dir = workspace_root().join("docs");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{name}.png")), &png.bytes).unwrap();
    println!(
        "docs/{name}.png: {}×{} px, {} bytes",
        png.width,
        png.height,
        png.bytes.len()
    );
}
