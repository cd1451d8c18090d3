#!/usr/bin/env bash
# Measure the Falconry Expert against Standards at three and four nobles,
# A/B: the Expert as it is (it plays the round out to its next turn) and as
# it was (--falconry-lookahead: it weighs its turns by the next rival's worst
# answer), on the same seeds, chunk by chunk in turn until the time is up.
# Every chunk is a multiple of the seating orders (every order equally often).
# Everything goes to $OUT (default build/measure-out):
#   summary.txt   each table's shares so far with 95% intervals, and the
#                 Expert's share as it is less as it was (rewritten after
#                 every chunk: a killed run leaves figures)
#   logs/         each chunk's selfplay output and the run's log
#   logs.tar.gz   logs/ in one file (also rewritten after every chunk)
# Usage: scripts/measure-experts.sh JOBS [SECONDS]
#   JOBS     games played at once (one per core)
#   SECONDS  the whole run's time (default 460); no chunk starts unless it
#            should end in time
# TABLES (space-separated, default "truel truelold quarrel quarrelold")
# chooses the tables, from:
#   truel, truelold       Expert against two Standards (Truel of Nobles)
#   quarrel, quarrelold   Expert against three Standards (Quarrel of Nobles)
#   joint, jointold       Expert partnering a Standard against two Standards
#                         (Joint Nobility; a fair share is the team's 50%)
#   columbiz3             Columbiz, Expert against two Standards (a control)
# MORE_TABLES adds tables, one a line: NAME ORDERS SEED GAMES-A-JOB CAP
# SELFPLAY-ARGS... (ORDERS: the seating orders a chunk is a multiple of;
# CAP: the most games, 0 for no bound); scripts/train-and-measure.sh
# measures its learned values this way.
# SUMMARY_ONLY=1 plays nothing: it writes summary.txt again from the logs
# already in $OUT/logs (two runs' logs of one table in one folder, each
# chunk's file named TABLE.SEED.txt, give their combined figures).
# CHUNK (games of a chunk, default: GAMES-A-JOB, else six, a job, rounded up
# to the seating orders), ROOST (the binary, default build/roost-train:
# CGO_ENABLED=0 go build -o build/roost-train .). Runs from the repository's root.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs="${1:?usage: scripts/measure-experts.sh JOBS [SECONDS]}"
total="${2:-460}"
out="${OUT:-build/measure-out}"
bin="${ROOST:-build/roost-train}"
if [ ! -x "$bin" ]; then
  echo "no binary at $bin: build it with CGO_ENABLED=0 go build -o $bin . (or set ROOST)" >&2
  exit 2
fi
mkdir -p "$out/logs"
t0=$(date +%s)
now() { echo $(($(date +%s) - t0)); }
log() { echo "[$(now)s] $*" | tee -a "$out/logs/run.txt"; }
log "measure-experts: jobs $jobs, $total s in all, binary $bin, out $out"
"$bin" version >>"$out/logs/run.txt" 2>&1

read -ra tables <<<"${TABLES:-truel truelold quarrel quarrelold}"
declare -A args orders seed last played perjob cap
args[truel]="falconry --variant truel --seats expert,standard,standard"
args[quarrel]="falconry --variant quarrel --seats expert,standard,standard,standard"
args[joint]="falconry --variant joint --seats expert,standard,standard,standard"
args[columbiz3]="columbiz --seats expert,standard,standard"
for t in truel quarrel joint; do args[${t}old]="${args[$t]} --falconry-lookahead"; done
orders[truel]=6; orders[quarrel]=24; orders[joint]=24; orders[columbiz3]=6
for t in truel quarrel joint; do orders[${t}old]=${orders[$t]}; done
# A table and its old twin start from the same seed (the same games, as far
# as thinking against the clock allows).
seed[truel]=7001; seed[quarrel]=8001; seed[joint]=9001; seed[columbiz3]=5001
for t in truel quarrel joint; do seed[${t}old]=${seed[$t]}; done
while read -r name o sd per most rest; do
  [ -z "$name" ] && continue
  args[$name]=$rest
  orders[$name]=$o
  seed[$name]=$sd
  perjob[$name]=$per
  cap[$name]=$most
done <<<"${MORE_TABLES:-}"
for t in "${tables[@]}"; do
  if [ -z "${args[$t]:-}" ]; then
    echo "unknown table $t" >&2
    exit 2
  fi
  last[$t]=0
  played[$t]=0
done
size() { # a chunk of table $1: CHUNK, or its games a job (six unless told), a multiple of its seating orders
  local o=${orders[$1]} n=${CHUNK:-$((jobs * ${perjob[$1]:-6}))}
  echo $(((n + o - 1) / o * o))
}

summary() {
  local t
  for t in "${tables[@]}"; do
    # Each chunk's table: player rows "#  level  wins  score%  lo% - hi%".
    awk -v t="$t" '
      /^[0-9]+ games,/ { g = $1; games += g; chunks++ }
      /^[0-9]+ +[a-z]+ +[0-9]+ +[0-9.]+%/ { name[$1] = $2; sub("%", "", $4); pts[$1] += $4 / 100 * g; n = ($1 > n ? $1 : n) }
      /^  [0-9]+ [a-z]+: mean/ { sub(",", "", $4); sub(",", "", $7); ms[$1] += $4 * g; if ($7 > mx[$1]) mx[$1] = $7 }
      END {
        if (games == 0) { printf "%s: no chunk finished\n\n", t; exit }
        printf "%s: %d games in %d chunks\n", t, games, chunks
        printf "%-3s %-10s %8s %18s %14s %8s\n", "#", "player", "score", "95% interval", "think mean ms", "max ms"
        z = 1.959964
        for (i = 1; i <= n; i++) {
          p = pts[i] / games
          den = 1 + z * z / games; c = (p + z * z / (2 * games)) / den
          h = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / den
          printf "%-3d %-10s %7.1f%% %8.1f%% - %5.1f%% %14.1f %8.1f\n", i, name[i], 100 * p, 100 * (c - h > 0 ? c - h : 0), 100 * (c + h < 1 ? c + h : 1), ms[i] / games, mx[i]
        }
        printf "expert %s %d %.6f\n\n", t, games, pts[1] / games
      }' $(ls "$out"/logs/"$t".*.txt 2>/dev/null | sort) /dev/null
  done >"$out/summary.txt.tmp"
  # The Expert as it is less as it was, where both were measured: the
  # difference of the shares with its 95% interval (normal approximation).
  awk '/^expert / { n[$2] = $3; p[$2] = $4 }
    END {
      for (t in n) {
        o = t "old"
        if (!(o in n)) continue
        d = p[t] - p[o]; se = sqrt(p[t] * (1 - p[t]) / n[t] + p[o] * (1 - p[o]) / n[o])
        printf "%s less %s: %+.1f points, 95%% interval %+.1f to %+.1f (%d and %d games)\n", t, o, 100 * d, 100 * (d - 1.96 * se), 100 * (d + 1.96 * se), n[t], n[o]
      }
    }' "$out/summary.txt.tmp" >>"$out/summary.txt.tmp"
  mv "$out/summary.txt.tmp" "$out/summary.txt"
  # The logs in one file, for a run that brings back only a few.
  tar -czf "$out/logs.tar.gz.tmp" -C "$out" logs 2>/dev/null && mv "$out/logs.tar.gz.tmp" "$out/logs.tar.gz"
}

if [ "${SUMMARY_ONLY:-0}" = 1 ]; then
  summary
  cat "$out/summary.txt"
  exit 0
fi

while :; do
  ran=0
  for t in "${tables[@]}"; do
    left=$((total - $(now)))
    # Start a chunk only if it should end in time (a third more than the last one took).
    need=$((last[$t] * 4 / 3 + 5))
    [ "$left" -le "$need" ] && continue
    [ "${cap[$t]:-0}" -gt 0 ] && [ "${played[$t]}" -ge "${cap[$t]}" ] && continue
    s=${seed[$t]}
    f="$out/logs/$t.$s.txt"
    n=$(size "$t")
    c0=$(date +%s)
    # shellcheck disable=SC2086
    if timeout "$((left - 2))" "$bin" selfplay ${args[$t]} --games "$n" --seed "$s" --jobs "$jobs" --quiet >"$f.part" 2>&1; then
      mv "$f.part" "$f"
      last[$t]=$(($(date +%s) - c0))
      played[$t]=$((played[$t] + n))
      log "$t: chunk seed $s, $n games in ${last[$t]} s"
      summary
      ran=1
    else
      log "$t: chunk seed $s did not finish (kept as $f.part, not counted)"
      last[$t]=$total
    fi
    seed[$t]=$((s + 1))
  done
  [ "$ran" = 0 ] && break
done
summary
log "done"
cat "$out/summary.txt"
