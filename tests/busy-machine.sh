#!/usr/bin/env bash
# The wire and process suites on a busy machine (issue 25, item 1): three runs of
# `discord_wire` and `store_process` beside four processes that keep every core busy. The tests
# wait for the conditions they need (with a 60 s deadline), never for a moment of quiet, so a
# loaded machine only slows them down. Usage: bash tests/busy-machine.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
cargo test --locked --test discord_wire --test store_process --no-run
busy=()
trap 'kill "${busy[@]}" 2>/dev/null || true' EXIT
for _ in 1 2 3 4; do
  yes >/dev/null &
  busy+=($!)
done
for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  cargo test --locked --test discord_wire --test store_process
  echo "busy-machine run $run of $runs passed in $(($(date +%s) - started)) s (load $(cut -d' ' -f1-3 /proc/loadavg))"
done
