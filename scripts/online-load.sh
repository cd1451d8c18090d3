#!/usr/bin/env bash
# Measures the online server under load: for each count of concurrent games
# (default 100 500 1000 2000), `roost online load` plays that many two-seat
# games against a fresh local server (scripts/server.sh), each seat acting
# once every 2 s, and prints the action round trip (p50, p99) and the CPU and
# memory of Nakama and PostgreSQL. The client and the server share this
# machine. Usage: scripts/online-load.sh [COUNT...]   (figures in docs/BENCHMARKS.md)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(100 500 1000 2000)
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
go build -o build/roost-load .
dir=build/server/load
scripts/server.sh wipe "$dir" >/dev/null 2>&1 || true
trap 'scripts/server.sh wipe "$dir" >/dev/null' EXIT
ROOST_SERVER_LOG=WARN scripts/server.sh start "$dir"
# shellcheck disable=SC1091
. "$dir/env"
dbpid=$(head -1 "$PGDATA/postmaster.pid")
for n in "${counts[@]}"; do
  echo "== $n games"
  xvfb-run -a ./build/roost-load online load --server "$ROOST_SERVER" --key "$ROOST_SERVER_KEY" \
    --games "$n" --rate 2s --warmup 15s --duration 60s --server-pid "$NAKAMA_PID" --db-pid "$dbpid"
done
