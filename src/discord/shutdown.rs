//! Stopping cleanly: wait for SIGTERM or Ctrl-C, and let interactions being answered finish
//! (their input is already committed, so the player should also get the reply).

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

/// Resolves on Ctrl-C or, on Unix, SIGTERM (what `docker stop` and systemd send).
pub async fn signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => tracing::info!("Ctrl-C received; shutting down"),
        _ = terminate => tracing::info!("SIGTERM received; shutting down"),
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
