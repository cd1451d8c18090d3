#!/usr/bin/env bash
# Roost's online server: Nakama with Roost's plugin, on a private PostgreSQL
# cluster, all on 127.0.0.1.
#   scripts/server.sh build        - Nakama (once per version) and the plugin, into build/server
#   scripts/server.sh start [DIR]  - a cluster and Nakama on free loopback ports (state in DIR,
#                                    default build/server/run); prints the address, writes DIR/env
#   scripts/server.sh stop [DIR]   - stops what start started, by its pids (the games are kept)
#   scripts/server.sh wipe [DIR]   - stops it and deletes its games
#   scripts/server.sh dbstart [DIR] - starts its PostgreSQL again (after a crash)
# ROOST_MATCHMAKER_INTERVAL is the seconds between the matchmaker's rounds
# (default 2): a quick match waits for the next round.
# ROOST_PG_OPTS adds PostgreSQL settings (e.g. "-c shared_preload_libraries=pg_stat_statements"
# to see which queries take the time: scripts/online-load.sh --profile does).
# PostgreSQL refuses to run as root: as root, the cluster runs as the system
# user "roost" (made if missing), in a folder under /var/tmp that it can reach.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export PATH="$PATH:/usr/local/go/bin"
NAKAMA_VERSION=$(cd server && go list -m -f '{{.Version}}' github.com/heroiclabs/nakama/v3)
out="$root/build/server"
# The binary is kept by version, toolchain and dependencies: the plugin must
# be built with exactly the ones the binary was.
nakama="$out/nakama-$NAKAMA_VERSION-$( (go env GOVERSION; cat server/go.sum) | md5sum | cut -c1-10)"

pgbin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && { echo "$d"; return; }
  done
  echo "PostgreSQL is not installed: run scripts/deps.sh test (it installs Debian's postgresql)" >&2
  exit 1
}

# Two servers may start at once (make test runs the server's tests beside
# the browser's): each builds into a file of its own and renames it into
# place, so neither reads the other's half-written file. The plugin's
# builds are the same bytes (the same sources, -trimpath).
build() {
  mkdir -p "$out/modules"
  if [ ! -x "$nakama" ]; then
    echo "Building Nakama $NAKAMA_VERSION (once; a few minutes)..."
    (cd server && go build -trimpath -o "$nakama.tmp$$" github.com/heroiclabs/nakama/v3) && mv "$nakama.tmp$$" "$nakama"
  fi
  # The plugin: the same module, the same toolchain, the same flags (built
  # beside modules/: Nakama loads every .so there).
  (cd server && go build -trimpath -buildmode=plugin -o "$out/roost.so.tmp$$" ./plugin) &&
    mv "$out/roost.so.tmp$$" "$out/modules/roost.so"
}

# freeport prints a loopback port that nothing listens on (and, for Nakama,
# whose neighbour below is free too: its gRPC API takes port-1).
freeport() {
  local p
  for _ in $(seq 200); do
    p=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null && ! (exec 3<>"/dev/tcp/127.0.0.1/$((p - 1))") 2>/dev/null; then
      echo "$p"
      return
    fi
  done
  echo "no free port found" >&2
  exit 1
}

# pgdir is the cluster's folder for a state folder.
pgdir() {
  if [ "$(id -u)" -eq 0 ]; then
    echo "/var/tmp/roost-pg-$(echo "$1" | md5sum | cut -c1-12)"
  else
    echo "$1/pg"
  fi
}

as_db() { # runs a command as the cluster's user
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u roost -- "$@"
  else
    "$@"
  fi
}

start() {
  local dir="${1:-$out/run}"
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  local bin pgdata pgport port console oldpg="" oldport=""
  if [ -f "$dir/env" ]; then
    # shellcheck disable=SC1091
    . "$dir/env"
    if kill -0 "${NAKAMA_PID:-0}" 2>/dev/null; then
      echo "a server is already started in $dir (scripts/server.sh stop ${1:-})" >&2
      exit 1
    fi
    # Nakama died (a crash, kill -9): start again on the same ports, so
    # that clients find it where it was.
    oldpg=$PGPORT
    oldport=${ROOST_SERVER##*:}
    stop "$dir" >/dev/null
  fi
  # A restart after a crash runs the plugin the server ran (linking it
  # again takes seconds); a start after a stop builds it anew.
  if [ -z "$oldport" ] || [ ! -x "$nakama" ] || [ ! -f "$out/modules/roost.so" ]; then
    build
  fi
  bin=$(pgbin)
  pgdata=$(pgdir "$dir")
  if [ "$(id -u)" -eq 0 ]; then
    id roost >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin roost
  fi
  mkdir -p "$pgdata"
  [ "$(id -u)" -eq 0 ] && chown roost "$pgdata"
  chmod 700 "$pgdata"
  pgport=${oldpg:-$(freeport)}
  if [ ! -f "$pgdata/PG_VERSION" ]; then
    as_db "$bin/initdb" -D "$pgdata" -U nakama -A trust -E UTF8 >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      exit 1
    }
  fi
  as_db "$bin/pg_ctl" -D "$pgdata" -l "$pgdata/postgres.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -c port=$pgport -c unix_socket_directories=$pgdata -c max_connections=100 ${ROOST_PG_OPTS:-}" >/dev/null
  # Nakama's database (made once; it is there on a restart).
  "$bin/createdb" -h 127.0.0.1 -p "$pgport" -U nakama nakama 2>/dev/null || true
  local db="nakama@127.0.0.1:$pgport/nakama?sslmode=disable"
  cat >"$dir/env" <<EOF
PGDATA=$pgdata
PGBIN=$bin
PGPORT=$pgport
EOF
  "$nakama" migrate up --database.address "$db" >"$dir/migrate.log" 2>&1 || {
    cat "$dir/migrate.log" >&2
    stop "$dir"
    exit 1
  }
  port=${oldport:-$(freeport)}
  console=$(freeport)
  mkdir -p "$dir/data"
  keys "$dir"
  # The log is kept across restarts (a crashed server's last lines are what
  # tell why): appended to, and rotated past 64 MiB (5 kept).
  rotate "$dir/nakama.log"
  # Nakama's pool stays below PostgreSQL's max_connections (100), leaving
  # room for psql, pg_dump and the migrations.
  "$nakama" --config "$dir/keys.yml" --name roost --data_dir "$dir/data" --database.address "$db" \
    --database.max_open_conns 60 --database.max_idle_conns 60 \
    --runtime.path "$out/modules" \
    --socket.address 127.0.0.1 --socket.port "$port" --socket.server_key "${ROOST_SERVER_KEY:-roost-dev}" \
    --console.address 127.0.0.1 --console.port "$console" --session.token_expiry_sec 7200 \
    --matchmaker.interval_sec "${ROOST_MATCHMAKER_INTERVAL:-2}" --matchmaker.rev_precision true --matchmaker.max_tickets 1 \
    --logger.level "${ROOST_SERVER_LOG:-INFO}" >>"$dir/nakama.log" 2>&1 &
  echo $! >"$dir/nakama.pid"
  cat >>"$dir/env" <<EOF
NAKAMA_PID=$!
ROOST_SERVER=http://127.0.0.1:$port
ROOST_SERVER_KEY=${ROOST_SERVER_KEY:-roost-dev}
ROOST_CONSOLE=http://127.0.0.1:$console
ROOST_MATCHMAKER_INTERVAL=${ROOST_MATCHMAKER_INTERVAL:-2}
EOF
  # Ready when its API answers.
  for _ in $(seq 300); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "Roost server at http://127.0.0.1:$port (logs: $dir/nakama.log; stop: scripts/server.sh stop${1:+ $1})"
      return
    fi
    if ! kill -0 "$(cat "$dir/nakama.pid")" 2>/dev/null; then
      tail -20 "$dir/nakama.log" >&2
      stop "$dir"
      exit 1
    fi
    sleep 0.1
  done
  echo "Nakama did not start in 30 s (see $dir/nakama.log)" >&2
  stop "$dir"
  exit 1
}

# keys makes the server's secrets on its first start, kept in DIR/keys.yml
# (readable by this user only; build/ is never in git): the session and
# refresh token keys, the runtime HTTP key and the console's login and
# signing key. Nakama's defaults are public, and a token signed with them
# would be taken for anyone's.
keys() {
  local f="$1/keys.yml"
  [ -s "$f" ] && return
  secret() { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
  (
    umask 077
    cat >"$f.tmp" <<EOF
# Made by scripts/server.sh on the first start: this server's own secrets.
session:
  encryption_key: "$(secret)"
  refresh_encryption_key: "$(secret)"
runtime:
  http_key: "$(secret)"
console:
  username: "roost-admin"
  password: "$(secret)"
  signing_key: "$(secret)"
EOF
    mv "$f.tmp" "$f"
  )
}

# rotate moves a log past 64 MiB aside (LOG.1 to LOG.5, the oldest dropped).
rotate() {
  local f="$1" i
  [ -f "$f" ] && [ "$(stat -c %s "$f")" -gt $((64 << 20)) ] || return 0
  for i in 4 3 2 1; do
    [ -f "$f.$i" ] && mv "$f.$i" "$f.$((i + 1))"
  done
  mv "$f" "$f.1"
}

stop() {
  local dir="${1:-$out/run}"
  [ -f "$dir/env" ] || { echo "no server started in $dir"; return 0; }
  # shellcheck disable=SC1091
  . "$dir/env"
  if [ -n "${NAKAMA_PID:-}" ] && kill -0 "$NAKAMA_PID" 2>/dev/null; then
    kill "$NAKAMA_PID"
    for _ in $(seq 100); do kill -0 "$NAKAMA_PID" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$NAKAMA_PID" 2>/dev/null || true
  fi
  if [ -f "$PGDATA/postmaster.pid" ]; then
    as_db "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null || true
  fi
  rm -f "$dir/env" "$dir/nakama.pid"
  echo "Roost server stopped"
}

# dbstart starts the cluster of a running server again (after it was
# killed), on its port; Nakama reconnects to it by itself.
dbstart() {
  local dir="${1:-$out/run}"
  # shellcheck disable=SC1091
  . "$dir/env"
  as_db "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/postgres.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -c port=$PGPORT -c unix_socket_directories=$PGDATA -c max_connections=100" >/dev/null
}

wipe() {
  local dir="${1:-$out/run}"
  stop "$dir"
  dir=$(cd "$dir" && pwd)
  rm -rf "$(pgdir "$dir")" "$dir/data"
}

case "${1:-}" in
build) build ;;
start) start "${2:-}" ;;
stop) stop "${2:-}" ;;
wipe) wipe "${2:-}" ;;
dbstart) dbstart "${2:-}" ;;
*)
  echo "usage: scripts/server.sh build | start [DIR] | stop [DIR] | wipe [DIR]" >&2
  exit 2
  ;;
esac
