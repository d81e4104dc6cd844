//! Per-client rate limits (issue 46): a token bucket per client, refilled at `rate` requests
//! a second up to `burst`. The client is the connection's peer, or, when the peer is a
//! reverse proxy the operator trusts (`WEB_TRUSTED_PROXIES`), the last address in
//! `X-Forwarded-For` that is not one of those proxies: anything further left was written by
//! the client itself and proves nothing.
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Clients remembered at most; past it, the clients whose bucket is full again are forgotten
/// (they lose nothing), and if all are busy, all are.
const CLIENTS_MAX: usize = 10_000;

struct Bucket {
    tokens: f64,
    at: Instant,
}

pub struct Limiter {
    rate: f64,
    burst: f64,
    clients: Mutex<HashMap<IpAddr, Bucket>>,
}

impl Limiter {
    pub fn new(rate: f64, burst: f64) -> Limiter {
        Limiter {
            rate: rate.max(0.001),
            burst: burst.max(1.0),
            clients: Mutex::default(),
        }
    }

    /// Takes one request from `client`'s bucket at `now`: `Ok` if it had one, else how long
    /// until it has.
    pub fn take(&self, client: IpAddr, now: Instant) -> Result<(), Duration> {
        let mut clients = self.clients.lock().unwrap_or_else(|p| p.into_inner());
        if clients.len() >= CLIENTS_MAX && !clients.contains_key(&client) {
            let (rate, burst) = (self.rate, self.burst);
            clients.retain(|_, b| {
                b.tokens + now.saturating_duration_since(b.at).as_secs_f64() * rate < burst
            });
            if clients.len() >= CLIENTS_MAX {
                clients.clear();
            }
        }
        let bucket = clients.entry(client).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * self.rate).min(self.burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - bucket.tokens) / self.rate))
        }
    }

    #[cfg(test)]
    fn clients(&self) -> usize {
        self.clients.lock().unwrap_or_else(|p| p.into_inner()).len()
    }
}

/// The client behind a request from `peer` carrying `forwarded` (`X-Forwarded-For` headers,
/// in order).
pub fn client(peer: IpAddr, forwarded: &[&str], trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let hops: Vec<&str> = forwarded
        .iter()
        .flat_map(|h| h.split(','))
        .map(str::trim)
        .collect();
    let mut client = peer;
    for hop in hops.iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => client = ip,
            Ok(ip) => return ip,
            // A hop that is no address: the proxies' chain cannot be followed past it.
            Err(_) => return client,
        }
    }
    client
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let limiter = Limiter::new(10.0, 3.0);
        let t0 = Instant::now();
        let a = ip("10.0.0.1");
        for _ in 0..3 {
            assert!(limiter.take(a, t0).is_ok());
        }
        let wait = limiter.take(a, t0).expect_err("the burst is spent");
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_millis(100),
            "{wait:?}"
        );
        // Another client has its own bucket.
        assert!(limiter.take(ip("10.0.0.2"), t0).is_ok());
        // A tenth of a second later, one more.
        let t1 = t0 + Duration::from_millis(100);
        assert!(limiter.take(a, t1).is_ok());
        assert!(limiter.take(a, t1).is_err());
    }

    #[test]
    fn the_map_of_clients_is_bounded() {
        let limiter = Limiter::new(1.0, 2.0);
        let t0 = Instant::now();
        for i in 0..(CLIENTS_MAX as u32 + 10) {
            let _ = limiter.take(IpAddr::from(i.to_be_bytes()), t0);
        }
        assert!(limiter.clients() <= CLIENTS_MAX, "{}", limiter.clients());
    }

    #[test]
    fn forwarded_for_counts_only_behind_a_trusted_proxy() {
        let proxy = ip("127.0.0.1");
        let trusted = [proxy, ip("10.0.0.9")];
        // Not a trusted peer: its header is the client's own writing.
        assert_eq!(client(ip("1.2.3.4"), &["9.9.9.9"], &trusted), ip("1.2.3.4"));
        // Behind the proxy: the last hop it did not add.
        assert_eq!(
            client(proxy, &["6.6.6.6, 5.5.5.5", "10.0.0.9"], &trusted),
            ip("5.5.5.5")
        );
        // No header, or nothing usable: the proxy itself.
        assert_eq!(client(proxy, &[], &trusted), proxy);
        assert_eq!(client(proxy, &["junk"], &trusted), proxy);
        assert_eq!(client(proxy, &["1.1.1.1, junk"], &trusted), proxy);
    }
}
