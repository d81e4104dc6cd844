//! A disk-heavy neighbour: another program on the same disk writing large blocks and forcing
//! each to the disk, as a backup, a log shipper or a second database would. It makes every
//! `fsync` of Tabula's writer slow; reads of committed state must not notice (issue 13).
use std::io::{Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// One write before each `fsync`.
const BLOCK: usize = 4 << 20;
/// The file starts over past this size, so a long run does not fill the disk.
const WRAP: u64 = 256 << 20;

/// Bytes written and forced to disk by [`Neighbour::run`] so far.
pub struct Neighbour {
    pub written: AtomicU64,
    pub syncs: AtomicU64,
    stop: AtomicBool,
}

impl Neighbour {
    pub fn new() -> Neighbour {
        Neighbour {
            written: AtomicU64::new(0),
            syncs: AtomicU64::new(0),
            stop: AtomicBool::new(false),
        }
    }

    /// Writes `BLOCK`s to `file` with an `fsync` after each until [`Neighbour::stop`], at the
    /// lowest CPU priority: the phase measures what the disk does to the bot, and copying
    /// hundreds of MB/s into the page cache would otherwise also take one of the two cores.
    pub fn run(&self, file: &Path) -> std::io::Result<()> {
        lowest_priority()?;
        let mut f = std::fs::File::create(file)?;
        let block = vec![0x5au8; BLOCK];
        let mut at = 0u64;
        while !self.stop.load(Ordering::Relaxed) {
            if at >= WRAP {
                f.seek(SeekFrom::Start(0))?;
                at = 0;
            }
            f.write_all(&block)?;
            f.sync_data()?;
            at += BLOCK as u64;
            self.written.fetch_add(BLOCK as u64, Ordering::Relaxed);
            self.syncs.fetch_add(1, Ordering::Relaxed);
        }
        drop(f);
        std::fs::remove_file(file)
    }

    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// MB/s and fsyncs/s over `took`.
    pub fn rate(&self, took: Duration) -> (f64, f64) {
        let s = took.as_secs_f64().max(1e-9);
        (
            self.written.load(Ordering::Relaxed) as f64 / 1e6 / s,
            self.syncs.load(Ordering::Relaxed) as f64 / s,
        )
    }
}

/// Gives the calling thread the lowest scheduling priority (nice 19; on Linux a thread's own).
fn lowest_priority() -> std::io::Result<()> {
    // SAFETY: gettid and setpriority take and return plain integers.
    let rc = unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 19)
    };
    if rc != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}
