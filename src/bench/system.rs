//! The machine: resident memory, CPU pinning, cores and memory from `/proc`, percentiles.
use std::time::Duration;

/// Resident set size of this process in bytes (`/proc/self/statm`, second field, in pages).
pub fn resident_bytes() -> u64 {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .unwrap_or(0);
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    pages * u64::try_from(page).unwrap_or(4096)
}

extern "C" {
    /// mimalloc (the binary's allocator, linked by the `mimalloc` crate): frees the caches of
    /// this thread and of exited threads' heaps, returning memory to the OS when `force`.
    fn mi_collect(force: bool);
}

/// Gives freed heap memory back to the kernel, so the resident set shows what is live rather
/// than what the allocators keep cached: Rust's allocations go to mimalloc, SQLite's to glibc.
pub fn trim_heap() {
    // SAFETY: both calls only walk their allocator's own free lists.
    unsafe {
        mi_collect(true);
        libc::malloc_trim(0);
    }
}

/// Pins the calling thread, and every thread it starts afterwards, to CPU `cpu`.
pub fn pin_to_cpu(cpu: usize) -> std::io::Result<()> {
    // SAFETY: `set` is a plain bit set, initialised by CPU_ZERO before use; the call reads it.
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_ZERO(&mut set);
        libc::CPU_SET(cpu, &mut set);
        if libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

/// "2 cores (AMD EPYC), 23.5 GiB memory", from `/proc/cpuinfo` and `/proc/meminfo`.
pub fn machine() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let cores = cpuinfo
        .lines()
        .filter(|l| l.starts_with("processor"))
        .count();
    let model = cpuinfo
        .lines()
        .find_map(|l| l.strip_prefix("model name")?.split(':').nth(1))
        .map(str::trim)
        .unwrap_or("unknown CPU")
        .to_string();
    let mem_kb: u64 = std::fs::read_to_string("/proc/meminfo")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0);
    format!(
        "{cores} cores ({model}), {:.1} GiB memory",
        mem_kb as f64 / (1024.0 * 1024.0)
    )
}

/// Latency samples in microseconds.
#[derive(Default)]
pub struct Samples(pub Vec<u32>);

impl Samples {
    pub fn push(&mut self, d: Duration) {
        self.0
            .push(u32::try_from(d.as_micros()).unwrap_or(u32::MAX));
    }

    pub fn extend(&mut self, other: Samples) {
        self.0.extend(other.0);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The `q`-quantile (0..=1) in milliseconds; 0 without samples.
    pub fn quantile_ms(&mut self, q: f64) -> f64 {
        if self.0.is_empty() {
            return 0.0;
        }
        self.0.sort_unstable();
        let i = ((self.0.len() - 1) as f64 * q).round() as usize;
        f64::from(self.0[i]) / 1000.0
    }

    /// "p50 0.41 ms, p99 1.20 ms, max 7.90 ms (n = 12345)".
    pub fn summary(&mut self) -> String {
        format!(
            "p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms (n = {})",
            self.quantile_ms(0.5),
            self.quantile_ms(0.9),
            self.quantile_ms(0.99),
            self.quantile_ms(1.0),
            self.len()
        )
    }
}

/// Bytes as "12.3 MiB".
pub fn mib(bytes: f64) -> String {
    format!("{:.1} MiB", bytes / (1024.0 * 1024.0))
}

/// CPU time (user + system) used by this process so far, all threads.
pub fn cpu_time() -> Duration {
    // SAFETY: getrusage fills the zeroed struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let tv = |t: libc::timeval| {
        Duration::from_secs(u64::try_from(t.tv_sec).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec).unwrap_or(0))
    };
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// CPU time the calling thread has used so far: what a measurement of work done on one core
/// counts, whatever else the shared machine runs meanwhile.
pub fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec it is given.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::from_secs(u64::try_from(ts.tv_sec).unwrap_or(0))
        + Duration::from_nanos(u64::try_from(ts.tv_nsec).unwrap_or(0))
}

/// How busy the shared machine was: the 1-minute load average, and the share of the last
/// minute in which some task waited for a CPU or for the disk (`/proc/pressure`).
pub fn load_average() -> String {
    let load = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into());
    let pressure = |what: &str| {
        std::fs::read_to_string(format!("/proc/pressure/{what}"))
            .ok()
            .and_then(|s| {
                let some = s.lines().next()?.to_string();
                let avg60 = some
                    .split_whitespace()
                    .find_map(|f| f.strip_prefix("avg60="))?;
                Some(format!("{avg60}%"))
            })
            .unwrap_or_else(|| "?".into())
    };
    format!(
        "{load} (waiting for CPU {}, for the disk {} of the last minute)",
        pressure("cpu"),
        pressure("io")
    )
}

/// The mimalloc options the environment sets (the binary sets two at start, see
/// `allocator`): they change the resident set of the memory phase.
pub fn allocator_options() -> String {
    let mut set: Vec<String> = std::env::vars()
        .filter(|(name, _)| name.starts_with("MIMALLOC_"))
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    set.sort();
    if set.is_empty() {
        "its default options".into()
    } else {
        set.join(" ")
    }
}

/// CPU time the whole machine spent busy (every core, any process) and in total, from the
/// first line of `/proc/stat`: what processes sharing the machine with a database server
/// left of it. Zeros where there is no `/proc`.
pub fn machine_cpu() -> (Duration, Duration) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let ticks: Vec<u64> = stat
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("cpu "))
        .map(|l| {
            l.split_whitespace()
                .filter_map(|t| t.parse().ok())
                .collect()
        })
        .unwrap_or_default();
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    let total: u64 = ticks.iter().take(8).sum();
    let idle = ticks.get(3).copied().unwrap_or(0) + ticks.get(4).copied().unwrap_or(0);
    // SAFETY: sysconf has no preconditions.
    let hz = u64::try_from(unsafe { libc::sysconf(libc::_SC_CLK_TCK) }).unwrap_or(100);
    let time = |t: u64| Duration::from_millis(t * 1000 / hz.max(1));
    (time(total.saturating_sub(idle)), time(total))
}

/// The cores this process may run on (at least one).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
