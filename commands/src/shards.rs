//! Shard ranges (issue 29): which guilds this process serves when several processes share one
//! PostgreSQL database.
//!
//! Discord splits a bot's guilds into shards by `(guild_id >> 22) % total`; a process that runs
//! shards `first..=last` of `total` receives only those guilds' events, so it must also be the
//! only one to time out, run bots and deliver messages for their tables. The store
//! keeps each table's `guild_key` (`guild_id >> 22`), so any process can select its shards'
//! rows in SQL whatever the shard count.

use crate::db::ToSql;
use std::fmt;

/// Shards `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Discord's most shards for one bot is far below this; it keeps the arithmetic in `i64`.
const MOST_SHARDS: u32 = 1 << 16;

impl Shards {
    /// Every guild: one process, one shard.
    pub const ALL: Shards = Shards {
        first: 0,
        last: 0,
        total: 1,
    };

    /// `first-last/total` (`0-3/8`), or `n/total` for one shard.
    pub fn parse(text: &str) -> Result<Shards, String> {
        let bad = || {
            format!(
                "SHARDS must look like 0-3/8 (shards 0 to 3 of 8) or 2/8 (shard 2 of 8), got \
                 {text:?}"
            )
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a, b),
            None => (range, range),
        };
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let shards = Shards {
            first: number(first)?,
            last: number(last)?,
            total: number(total)?,
        };
        if shards.total == 0 || shards.total > MOST_SHARDS {
            return Err(format!(
                "SHARDS: the shard count must be 1 to {MOST_SHARDS}, got {}",
                shards.total
            ));
        }
        if shards.first > shards.last || shards.last >= shards.total {
            return Err(format!(
                "SHARDS: the range must go up, within 0 to {} (the count less one), got {text:?}",
                shards.total - 1
            ));
        }
        Ok(shards)
    }

    /// Whether these are every shard.
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    /// Whether a guild whose key is `key` ([`guild_key`]) is on these shards.
    pub fn owns(&self, key: i64) -> bool {
        let shard = key.rem_euclid(i64::from(self.total));
        (i64::from(self.first)..=i64::from(self.last)).contains(&shard)
    }

    /// Whether `guild` (its id as text) is on these shards.
    pub fn owns_guild(&self, guild: &str) -> bool {
        self.owns(guild_key(guild))
    }

    /// The condition that keeps rows whose guild key is `column` on these shards, as
    /// ` AND column % ?n BETWEEN ?n+1 AND ?n+2` with its parameters numbered from `n`; empty,
    /// with no parameters, for every shard (a single process's statements stay as they were).
    pub fn condition(&self, column: &str, n: usize) -> String {
        if self.is_all() {
            return String::new();
        }
        format!(" AND {column} % ?{n} BETWEEN ?{} AND ?{}", n + 1, n + 2)
    }

    /// The values of [`Shards::condition`]'s parameters (count, first, last).
    pub fn values(&self) -> [i64; 3] {
        [
            i64::from(self.total),
            i64::from(self.first),
            i64::from(self.last),
        ]
    }

    /// Appends [`Shards::condition`]'s parameters (`values`, from [`Shards::values`]) to
    /// `params`: none for every shard.
    pub fn bind<'a>(&self, values: &'a [i64; 3], params: &mut Vec<&'a dyn ToSql>) {
        if !self.is_all() {
            params.extend(values.iter().map(|v| v as &dyn ToSql));
        }
    }
}

impl Default for Shards {
    fn default() -> Shards {
        Shards::ALL
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// The part of a guild id Discord shards by: `guild_id >> 22`, the id's timestamp. Guilds
/// that are not Discord ids (the offline drivers' `"g"`, a direct message's `""`) are key 0,
/// shard 0, as Discord puts direct messages on shard 0.
pub fn guild_key(guild: &str) -> i64 {
    guild.parse::<u64>().map_or(0, |id| (id >> 22) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_and_bad_ones_are_explained() {
        assert_eq!(
            Shards::parse("0-3/8").unwrap(),
            Shards {
                first: 0,
                last: 3,
                total: 8
            }
        );
        assert_eq!(Shards::parse("2/8").unwrap().to_string(), "2-2/8");
        assert!(Shards::parse("0-0/1").unwrap().is_all());
        assert!(!Shards::parse("1-1/2").unwrap().is_all());
        for bad in ["", "3", "0-3", "4-3/8", "0-8/8", "0/0", "a-b/c", "-1/2"] {
            let e = Shards::parse(bad).unwrap_err();
            assert!(e.starts_with("SHARDS"), "{bad:?}: {e}");
        }
    }

    /// A guild's key is its id's top bits; its shard is that key modulo the count.
    #[test]
    fn a_guild_is_on_the_shard_discord_computes() {
        let id: u64 = 41_771_983_423_143_937;
        assert_eq!(guild_key(&id.to_string()), (id >> 22) as i64);
        let shard = ((id >> 22) % 16) as u32;
        let mine = Shards {
            first: shard,
            last: shard,
            total: 16,
        };
        assert!(mine.owns_guild(&id.to_string()));
        let other = Shards {
            first: (shard + 1) % 16,
            last: (shard + 1) % 16,
            total: 16,
        };
        assert!(!other.owns_guild(&id.to_string()));
        assert!(Shards::ALL.owns_guild(&id.to_string()));
        assert!(Shards::parse("0/2").unwrap().owns_guild("g"));
        assert!(!Shards::parse("1/2").unwrap().owns_guild(""));
    }
}
