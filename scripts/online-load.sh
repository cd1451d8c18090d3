#!/usr/bin/env bash
# Measures the online server under load: for each count of concurrent games
# (default 100 500 1000 2000), `roost online load` plays that many two-seat
# games against a fresh local server (scripts/server.sh), each seat acting
# once every 2 s, and prints the action round trip (p50, p99) and the CPU and
# memory of Nakama and PostgreSQL. The client and the server share this
# machine. Usage: scripts/online-load.sh [--profile] [COUNT...]
# (figures in docs/BENCHMARKS.md)
# --profile also takes a 30 s CPU profile of Nakama in the middle of each
# measured minute, and its heap after it (build/server/load/nakama-COUNT.pprof
# and .heap: go tool pprof -top build/server/nakama-* FILE), and prints
# PostgreSQL's statements by the time they took (pg_stat_statements, counted
# from the end of the warm-up).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
profile=false
if [ "${1:-}" = --profile ]; then
  profile=true
  shift
fi
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(100 500 1000 2000)
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
go build -o build/roost-load .
dir=build/server/load
scripts/server.sh wipe "$dir" >/dev/null 2>&1 || true
trap 'scripts/server.sh wipe "$dir" >/dev/null' EXIT
if $profile; then
  export ROOST_PG_OPTS="-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all"
fi
ROOST_SERVER_LOG=WARN scripts/server.sh start "$dir"
# shellcheck disable=SC1091
. "$dir/env"
dbpid=$(head -1 "$PGDATA/postmaster.pid")
psql() { "$PGBIN/psql" -h 127.0.0.1 -p "$PGPORT" -U nakama -d nakama -X -q "$@"; }
if $profile; then
  psql -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"
  console_auth=$(sed -n 's/^  \(username\|password\): "\(.*\)"/\2/p' "$dir/keys.yml" | paste -sd:)
fi
warmup=15 measured=60
for n in "${counts[@]}"; do
  echo "== $n games"
  if $profile; then
    (
      sleep "$warmup"
      psql -c "SELECT pg_stat_statements_reset()" >/dev/null
      sleep 15
      curl -s -u "$console_auth" -o "$dir/nakama-$n.pprof" "$ROOST_CONSOLE/debug/pprof/profile?seconds=30"
      curl -s -u "$console_auth" -o "$dir/nakama-$n.heap" "$ROOST_CONSOLE/debug/pprof/heap"
    ) &
    prof=$!
  fi
  xvfb-run -a ./build/roost-load online load --server "$ROOST_SERVER" --key "$ROOST_SERVER_KEY" \
    --games "$n" --rate 2s --warmup "${warmup}s" --duration "${measured}s" --server-pid "$NAKAMA_PID" --db-pid "$dbpid"
  if $profile; then
    wait "$prof"
    echo "-- Nakama's CPU profile: $dir/nakama-$n.pprof"
    echo "-- PostgreSQL's statements by total time (the measured minute):"
    psql -P pager=off -c "SELECT calls, round(total_exec_time) AS total_ms, round(mean_exec_time::numeric, 3) AS mean_ms, rows,
      left(regexp_replace(query, '\s+', ' ', 'g'), 140) AS query
      FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 25"
  fi
done
