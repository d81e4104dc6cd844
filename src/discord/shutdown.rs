//! Stopping cleanly: wait for SIGTERM or Ctrl-C, and let interactions being answered finish
//! (their input is already committed, so the player should also get the reply). The shutdown
//! itself, bounded by its grace period whatever the gateway is doing, is in
//! [`super::run`].

use tokio::sync::watch;

/// Counts interactions being answered.
#[derive(Clone)]
pub struct InFlight(watch::Sender<usize>);

/// Marks one interaction as being answered until dropped.
pub struct InFlightGuard(watch::Sender<usize>);

impl Default for InFlight {
    fn default() -> Self {
        InFlight(watch::Sender::new(0))
    }
}

impl InFlight {
    pub fn enter(&self) -> InFlightGuard {
        self.0.send_modify(|n| *n += 1);
        InFlightGuard(self.0.clone())
    }

    /// Resolves once nothing is being answered.
    pub async fn drained(&self) {
        let mut rx = self.0.subscribe();
        // The sender lives in `self`, so this cannot fail while we wait.
        let _ = rx.wait_for(|n| *n == 0).await;
    }
}

impl Drop for InFlightGuard {
    fn drop(&mut self) {
        self.0.send_modify(|n| *n = n.saturating_sub(1));
    }
}

/// The signals that stop the bot: SIGTERM (what `docker stop` and systemd send) and SIGINT
/// (Ctrl-C). Once listening, they no longer end the process by themselves: [`Signals::next`]
/// reports each one, the first to start the graceful shutdown, the second to cut it short.
pub struct Signals {
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
}

impl Signals {
    /// Starts listening (needs a Tokio runtime). Fails only if the handlers cannot be installed,
    /// and then Tabula must not start: nothing could stop it cleanly.
    pub fn listen() -> std::io::Result<Signals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Ok(Signals {
                terminate: signal(SignalKind::terminate())?,
                interrupt: signal(SignalKind::interrupt())?,
            })
        }
        #[cfg(not(unix))]
        Ok(Signals {})
    }

    /// Waits for the next signal and names it.
    pub async fn next(&mut self) -> &'static str {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.terminate.recv() => "SIGTERM",
                _ = self.interrupt.recv() => "SIGINT",
            }
        }
        #[cfg(not(unix))]
        {
            if tokio::signal::ctrl_c().await.is_err() {
                std::future::pending::<()>().await;
            }
            "Ctrl-C"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn drained_waits_for_guards() {
        let in_flight = InFlight::default();
        in_flight.drained().await;
        let guard = in_flight.enter();
        let second = in_flight.enter();
        drop(second);
        let waiting = tokio::time::timeout(Duration::from_millis(50), in_flight.drained()).await;
        assert!(waiting.is_err(), "one interaction is still in flight");
        drop(guard);
        tokio::time::timeout(Duration::from_secs(1), in_flight.drained())
            .await
            .expect("drained after the last guard");
    }
}
