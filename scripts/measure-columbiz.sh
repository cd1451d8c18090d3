#!/usr/bin/env bash
# Measure the Columbiz Expert with the committed learned value (or WEIGHTS)
# against Standards, as docs/BENCHMARKS.md's "Columbiz's Expert with a learned
# value at three and four seats" does, with more games:
#   two players   the check that the two-player Expert is unchanged:
#                 seats standard,expert, 200 games, seed 99 (85.5%, 170 wins)
#   three seats   seats standard,standard,expert, 2,004 games: chunks of 300
#                 from seed 1001 (the benchmark's chunks 1001-1005 first), the
#                 last of 204; every chunk a multiple of the 6 seating orders
#   four seats    seats standard,standard,standard,expert, 2,016 games: chunks
#                 of 240 from seed 2001, the last of 96; multiples of 24
# Columbiz's levels think without a clock, so the games are the same for any
# JOBS: a run on 16 cores plays the games of the issue's `--jobs 2`.
# The chunks of three and four seats alternate; a chunk starts only if it
# should end within SECONDS (the last chunk of its table's time a chunk,
# scaled to its size, plus a fifth), so a short budget gives both tables
# games. Everything goes to $OUT (default build/measure-columbiz):
#   summary.txt   each table's shares so far, 95% Wilson intervals (rewritten
#                 after every chunk: a killed run leaves figures)
#   logs/         each chunk's selfplay output and the run's log
# Usage: scripts/measure-columbiz.sh JOBS [SECONDS]
#   JOBS     games played at once (one per core)
#   SECONDS  the whole run's time (default 480; 0: no bound, every game)
# On 16 cores (measured 2026-11-28 on an idle 16-core x86-64 machine with the
# committed weights, --jobs 16: a three-seat chunk of 300 games 42 s, 0.45
# games a second a job; a four-seat chunk of 240 games 59 s, 0.25), every game
# takes about 13.5 minutes (the two-player check about 25 s, three seats 280 s,
# four seats 500 s): `scripts/measure-columbiz.sh 16 0`. The default 8 minutes
# hold the two-player check and four chunks of each table: 1,200 games at
# three seats and 960 at four.
# The candidate left to measure (2026-11-28, here 300 games only): the
# three-player table fitted on 128 games between Experts without the reserve
# features, the four-player table the committed one:
#   mkdir -p build/cand && cp rules/columbiz/value.json build/cand/columbiz.json
#   build/roost-train train columbiz --players 3 --level expert --games 128 --seed 1 \
#     --jobs 16 --drop 'reserve,reserve*end' --out build/cand/columbiz.json
#   WEIGHTS=build/cand OUT=build/measure-cand scripts/measure-columbiz.sh 16
# (once the committed file has changed, add --weights with a folder holding
# this commit's rules/columbiz/value.json as columbiz.json: the Experts of
# those games play with it).
# WEIGHTS (a folder with columbiz.json, as `roost train --out DIR/columbiz.json`
# writes it: the learned value to play instead of the committed one),
# ROOST (the binary, default build/roost-train: CGO_ENABLED=0 go build -o
# build/roost-train .). Runs from the repository's root.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs="${1:?usage: scripts/measure-columbiz.sh JOBS [SECONDS]}"
total="${2:-480}"
out="${OUT:-build/measure-columbiz}"
bin="${ROOST:-build/roost-train}"
if [ ! -x "$bin" ]; then
  echo "no binary at $bin: build it with CGO_ENABLED=0 go build -o $bin . (or set ROOST)" >&2
  exit 2
fi
weights=()
[ -n "${WEIGHTS:-}" ] && weights=(--weights "$WEIGHTS")
mkdir -p "$out/logs"
t0=$(date +%s)
now() { echo $(($(date +%s) - t0)); }
log() { echo "[$(now)s] $*" | tee -a "$out/logs/run.txt"; }
log "measure-columbiz: jobs $jobs, $total s in all (0: no bound), binary $bin, out $out, weights ${WEIGHTS:-committed}"
"$bin" version >>"$out/logs/run.txt" 2>&1

# The tables: seats, first seed, games a chunk, games in all.
declare -A seats seed chunk want played last
seats[two]=standard,expert
seats[three]=standard,standard,expert
seats[four]=standard,standard,standard,expert
seed[two]=99;     chunk[two]=200;   want[two]=200
seed[three]=1001; chunk[three]=300; want[three]=2004
seed[four]=2001;  chunk[four]=240;  want[four]=2016
tables=(two three four)
for t in "${tables[@]}"; do played[$t]=0; last[$t]=0; done

summary() {
  local t
  for t in "${tables[@]}"; do
    awk -v t="$t" '
      /^[0-9]+ games,/ { g = $1; games += g; chunks++ }
      /^[0-9]+ +[a-z]+ +[0-9]+ +[0-9.]+%/ { name[$1] = $2; w[$1] += $3; sub("%", "", $4); pts[$1] += $4 / 100 * g; n = ($1 > n ? $1 : n) }
      /^  [0-9]+ [a-z]+: mean/ { sub(",", "", $4); sub(",", "", $7); ms[$1] += $4 * g; if ($7 > mx[$1]) mx[$1] = $7 }
      END {
        if (games == 0) { printf "%s: no chunk finished\n\n", t; exit }
        printf "%s: %d games in %d chunks\n", t, games, chunks
        printf "%-3s %-10s %6s %8s %18s %14s %8s\n", "#", "player", "wins", "score", "95% interval", "think mean ms", "max ms"
        z = 1.959964
        for (i = 1; i <= n; i++) {
          p = pts[i] / games
          den = 1 + z * z / games; c = (p + z * z / (2 * games)) / den
          h = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / den
          printf "%-3d %-10s %6d %7.1f%% %8.1f%% - %5.1f%% %14.1f %8.1f\n", i, name[i], w[i], 100 * p, 100 * (c - h > 0 ? c - h : 0), 100 * (c + h < 1 ? c + h : 1), ms[i] / games, mx[i]
        }
        printf "\n"
      }' $(ls "$out"/logs/"$t".*.txt 2>/dev/null | sort) /dev/null
  done >"$out/summary.txt.tmp"
  if [ -f "$out/logs/two.99.txt" ]; then
    if grep -Eq '^2 +expert +170 +85\.5%' "$out/logs/two.99.txt"; then
      echo "two players: the Expert's 170 wins, 85.5%, as before (the same games)" >>"$out/summary.txt.tmp"
    else
      echo "two players: NOT the games of before (170 wins, 85.5%): see logs/two.99.txt" >>"$out/summary.txt.tmp"
    fi
  fi
  mv "$out/summary.txt.tmp" "$out/summary.txt"
}

while :; do
  ran=0
  for t in "${tables[@]}"; do
    [ "${played[$t]}" -ge "${want[$t]}" ] && continue
    n=$((want[$t] - played[$t]))
    [ "$n" -gt "${chunk[$t]}" ] && n=${chunk[$t]}
    left=$((total - $(now)))
    if [ "$total" -gt 0 ]; then
      # The time of the last chunk of this table, scaled to this one, and a fifth more.
      need=$((last[$t] * n / chunk[$t] * 6 / 5 + 3))
      [ "$left" -le "$need" ] && continue
    else
      left=86400
    fi
    s=${seed[$t]}
    f="$out/logs/$t.$s.txt"
    c0=$(date +%s)
    if timeout "$((left > 2 ? left - 2 : 1))" "$bin" selfplay columbiz --seats "${seats[$t]}" --games "$n" --seed "$s" \
      --jobs "$jobs" "${weights[@]}" >"$f.part" 2>&1; then
      mv "$f.part" "$f"
      took=$(($(date +%s) - c0))
      last[$t]=$((took * chunk[$t] / n))
      played[$t]=$((played[$t] + n))
      log "$t: chunk seed $s, $n games in $took s ($(awk -v n="$n" -v s="$took" -v j="$jobs" 'BEGIN { printf "%.3f", n / (s > 0 ? s : 1) / j }') games a second a job)"
      summary
      ran=1
    else
      log "$t: chunk seed $s did not finish (kept as $f.part, not counted)"
      last[$t]=$((total + 1))
    fi
    seed[$t]=$((s + 1))
  done
  [ "$ran" = 0 ] && break
done
summary
log "done: two players ${played[two]}/${want[two]}, three seats ${played[three]}/${want[three]}, four seats ${played[four]}/${want[four]} games"
cat "$out/summary.txt"
