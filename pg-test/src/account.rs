//! Which user runs the cluster. PostgreSQL refuses to run as root, and CI runs as root: root
//! hands the cluster to the `postgres` user, which Debian's package creates. Anyone else runs
//! it as themselves.

use std::fs;
use std::io;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Command;

/// The user the cluster's processes run as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Account {
    /// The test process's own user.
    Current,
    /// Another user, switched to in each child process before it runs.
    Other { uid: u32, gid: u32 },
}

/// The account root hands the cluster to.
const SERVER_USER: &str = "postgres";

impl Account {
    /// [`Account::Current`] unless running as root; then the `postgres` user, or an error
    /// that says why there is none.
    pub(crate) fn choose() -> Result<Account, String> {
        // SAFETY: geteuid has no preconditions and cannot fail.
        if unsafe { libc::geteuid() } != 0 {
            return Ok(Account::Current);
        }
        let passwd = fs::read_to_string("/etc/passwd").unwrap_or_default();
        match lookup(&passwd, SERVER_USER) {
            Some((uid, gid)) => Ok(Account::Other { uid, gid }),
            None => Err(format!(
                "running as root, and PostgreSQL refuses to run as root, but there is no \
                 `{SERVER_USER}` user to run it as (Debian's postgresql package creates it)"
            )),
        }
    }

    /// Makes `command` run as this account.
    pub(crate) fn apply(&self, command: &mut Command) {
        if let Account::Other { uid, gid } = *self {
            // std drops root's supplementary groups too when it switches the uid.
            command.uid(uid).gid(gid);
        }
    }

    /// Gives `path` to this account, so that the cluster's processes can write there.
    pub(crate) fn take_ownership(&self, path: &Path) -> io::Result<()> {
        match *self {
            Account::Current => Ok(()),
            Account::Other { uid, gid } => std::os::unix::fs::chown(path, Some(uid), Some(gid)),
        }
    }
}

/// The uid and gid of `name` in a passwd file's text.
fn lookup(passwd: &str, name: &str) -> Option<(u32, u32)> {
    passwd.lines().find_map(|line| {
        let mut fields = line.split(':');
        if fields.next()? != name {
            return None;
        }
        let _password = fields.next()?;
        let uid = fields.next()?.parse().ok()?;
        let gid = fields.next()?.parse().ok()?;
        Some((uid, gid))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_user_by_its_whole_name() {
        let passwd = "root:x:0:0:root:/root:/bin/bash\n\
                      postgresql:x:7:7::/:/bin/false\n\
                      postgres:x:101:104:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash\n";
        assert_eq!(lookup(passwd, "postgres"), Some((101, 104)));
    }

    #[test]
    fn a_missing_or_malformed_user_is_none() {
        assert_eq!(lookup("root:x:0:0::/:/bin/sh\n", "postgres"), None);
        assert_eq!(lookup("postgres:x:abc:104::/:/bin/sh\n", "postgres"), None);
        assert_eq!(lookup("postgres:x\n", "postgres"), None);
    }
}
