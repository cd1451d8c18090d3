#!/usr/bin/env bash
# Train the learned values of Columba (three and four players, full rules)
# and Columbiz (four players) from fixed seeds, then measure the Expert
# against Standards at those tables with the new weights, in chunks until the
# time is up. Everything goes to $OUT (default build/train-out):
#   columba.json, columbiz.json   the new weights (install: copy them to
#                                 rules/columba/value.json, rules/columbiz/value.json)
#   czdrop/columbiz.json          Columbiz's fitted without the reserve features
#   cbexp/columba.json            Columba's three-player table fitted on Expert games
#   hand/columba.json             Columba's with no tables (the hand-tuned Expert)
#   logs/                         each training's and each chunk's output
#   summary.txt                   the Expert's share at each table so far, 95% intervals
#                                 (rewritten after every chunk: a killed run leaves figures)
# Usage: scripts/train-and-measure.sh JOBS [SECONDS]
#   JOBS     games played at once (one per core)
#   SECONDS  the whole run's time (default 440); training gets at most
#            TRAIN_SECONDS of it (default 170), measuring the rest
# Sizes: CB_GAMES (Columba training games per player count, default 1500),
# CZ_GAMES (Columbiz four players, default 600), EX_GAMES (Columba three
# players between Experts, default 64; each about 8 s of a core), ITERATIONS (steps of each
# fit, default 400), ROOST (the binary, default build/roost-train:
# CGO_ENABLED=0 go build -o build/roost-train .). Paths are from the
# repository's root, where the script runs.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs="${1:?usage: scripts/train-and-measure.sh JOBS [SECONDS]}"
total="${2:-440}"
out="${OUT:-build/train-out}"
bin="${ROOST:-build/roost-train}"
cb_games="${CB_GAMES:-1500}"
cz_games="${CZ_GAMES:-600}"
its="${ITERATIONS:-400}"
train_s="${TRAIN_SECONDS:-170}"
ex_games="${EX_GAMES:-64}"
if [ ! -x "$bin" ]; then
  echo "no binary at $bin: build it with CGO_ENABLED=0 go build -o $bin . (or set ROOST)" >&2
  exit 2
fi
mkdir -p "$out/logs"
t0=$(date +%s)
now() { echo $(($(date +%s) - t0)); }
log() { echo "[$(now)s] $*" | tee -a "$out/logs/run.txt"; }
log "train-and-measure: jobs $jobs, $total s in all, training at most $train_s s, binary $bin, out $out"
"$bin" version >>"$out/logs/run.txt" 2>&1

# 1. Training: Columba 3 then 4 players (one weights file), Columbiz 4
# players at the same time (its three-player table kept from the committed
# file). Seed 1, as the committed weights.
cp rules/columba/value.json "$out/columba.json"
cp rules/columbiz/value.json "$out/columbiz.json"
mkdir -p "$out/czdrop"
cp rules/columbiz/value.json "$out/czdrop/columbiz.json"
(
  timeout "$train_s" "$bin" train columba --players 3,4 --games "$cb_games" --seed 1 --jobs "$jobs" --iterations "$its" \
    --out "$out/columba.json" --checkpoint "$out/logs/columba.ckpt" >"$out/logs/train-columba.txt" 2>&1
  echo "columba training exit $?" >>"$out/logs/train-columba.txt"
) &
cb_pid=$!
(
  timeout "$train_s" "$bin" train columbiz --players 4 --games "$cz_games" --seed 1 --jobs "$jobs" --iterations "$its" \
    --out "$out/columbiz.json" --checkpoint "$out/logs/columbiz.ckpt" >"$out/logs/train-columbiz.txt" 2>&1
  rc=$?
  echo "columbiz training exit $rc" >>"$out/logs/train-columbiz.txt"
  [ "$rc" = 0 ] || exit 0
  # The same games (from the checkpoint) fitted without the reserve, which
  # the Standards' games may tie to winning for reasons the Expert's
  # search can exploit (holding pawns back): a fit, no new games.
  timeout 60 "$bin" train columbiz --players 4 --games "$cz_games" --seed 1 --iterations "$its" --drop 'reserve,reserve*end' \
    --out "$out/czdrop/columbiz.json" --checkpoint "$out/logs/columbiz.ckpt" >>"$out/logs/train-columbiz.txt" 2>&1
  echo "columbiz training without the reserve exit $?" >>"$out/logs/train-columbiz.txt"
) &
cz_pid=$!
# Columba's three players fitted on games between Experts (their think
# counted in steps, so the games are the same from the seed): what wins
# when the Expert plays, not the Standard.
mkdir -p "$out/cbexp"
cp rules/columba/value.json "$out/cbexp/columba.json"
(
  timeout "$train_s" "$bin" train columba --players 3 --level expert --games "$ex_games" --seed 1 --jobs "$jobs" \
    --iterations "$its" --out "$out/cbexp/columba.json" --checkpoint "$out/logs/columba-expert.ckpt" >"$out/logs/train-columba-expert.txt" 2>&1
  echo "columba expert-games training exit $?" >>"$out/logs/train-columba-expert.txt"
) &
ex_pid=$!
while kill -0 "$cb_pid" 2>/dev/null || kill -0 "$cz_pid" 2>/dev/null || kill -0 "$ex_pid" 2>/dev/null; do
  sleep 5
  log "training: columba $(grep -h 'game [0-9]*/' "$out/logs/train-columba.txt" 2>/dev/null | tail -1)," \
    "columbiz $(grep -h 'game [0-9]*/' "$out/logs/train-columbiz.txt" 2>/dev/null | tail -1)," \
    "columba between experts $(grep -h 'game [0-9]*/' "$out/logs/train-columba-expert.txt" 2>/dev/null | tail -1)"
done
wait
grep -h -e 'positions, loss' -e 'exit' "$out"/logs/train-*.txt | tee -a "$out/logs/run.txt"

# 2. Measuring: the Expert against Standards, every seating order equally
# often in every chunk, chunks of each table in turn while time is left.
# With four Columba players the Expert partners a Standard: a fair share is
# its team's 50%.
# columba3hand and columba4hand are the same Expert with its hand-tuned
# evaluation (a weights folder whose Columba file has no tables), on the
# same seeds as columba3 and columba4.
# columbiz4std, four Standards, is a control (at most 240 games): earlier
# measurements gave one of three identical Standards beside the Expert a
# share well above the other two's.
mkdir -p "$out/hand"
awk '/"tables":/ { print "  \"tables\": {}"; print "}"; exit } { print }' "$out/columba.json" >"$out/hand/columba.json"
# columbiz4drop is the Columbiz Expert with the weights fitted without the
# reserve ($out/czdrop).
# TABLES (space-separated) measures only some of them.
# columba3exp is the Expert with the three-player weights fitted on Expert games.
read -ra tables <<<"${TABLES:-columba3 columba3hand columba3exp columba4 columba4hand columbiz4 columbiz4drop columbiz4std}"
declare -A game seats size seed last cap played weights
game[columba3]=columba; seats[columba3]=expert,standard,standard
game[columba4]=columba; seats[columba4]=expert,standard,standard,standard
game[columbiz4]=columbiz; seats[columbiz4]=expert,standard,standard,standard
game[columbiz4std]=columbiz; seats[columbiz4std]=standard,standard,standard,standard
game[columba3hand]=columba; seats[columba3hand]=expert,standard,standard
game[columba4hand]=columba; seats[columba4hand]=expert,standard,standard,standard
game[columba3exp]=columba; seats[columba3exp]=expert,standard,standard
game[columbiz4drop]=columbiz; seats[columbiz4drop]=expert,standard,standard,standard
for t in "${tables[@]}"; do weights[$t]="$out"; done
weights[columba3hand]="$out/hand"
weights[columba4hand]="$out/hand"
weights[columba3exp]="$out/cbexp"
weights[columbiz4drop]="$out/czdrop"
# A chunk: a few games a job, a multiple of the seating orders.
size[columba3]=$(((jobs * 4 + 5) / 6 * 6))
size[columba4]=$(((jobs * 2 + 23) / 24 * 24))
size[columbiz4]=$(((jobs * 6 + 23) / 24 * 24)) # its games are quicker: six a job
size[columbiz4std]=${size[columbiz4]}
size[columba3hand]=${size[columba3]}
size[columba4hand]=${size[columba4]}
size[columba3exp]=${size[columba3]}
size[columbiz4drop]=${size[columbiz4]}
seed[columba3exp]=3001; seed[columba4hand]=4001; seed[columbiz4drop]=5001; seed[columba3hand]=3001; seed[columba3]=3001; seed[columba4]=4001; seed[columbiz4]=5001; seed[columbiz4std]=6001
for t in "${tables[@]}"; do last[$t]=0; cap[$t]=1000000; played[$t]=0; done
cap[columbiz4std]=240

summary() {
  local t
  for t in "${tables[@]}"; do
    # Each chunk's table: player rows "#  level  wins  score%  lo% - hi%".
    awk -v t="$t" '
      /^[0-9]+ games,/ { g = $1; games += g; chunks++ }
      /^[0-9]+ +[a-z]+ +[0-9]+ +[0-9.]+%/ { name[$1] = $2; sub("%", "", $4); pts[$1] += $4 / 100 * g; n = ($1 > n ? $1 : n) }
      /think time per decision/ { }
      /^  [0-9]+ [a-z]+: mean/ { sub(",", "", $4); ms[$1] += $4 * g }
      END {
        if (games == 0) { printf "%s: no chunk finished\n\n", t; exit }
        printf "%s: %d games in %d chunks\n", t, games, chunks
        printf "%-3s %-10s %8s %18s %10s\n", "#", "player", "score", "95% interval", "think ms"
        z = 1.959964
        for (i = 1; i <= n; i++) {
          p = pts[i] / games
          den = 1 + z * z / games; c = (p + z * z / (2 * games)) / den
          h = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / den
          printf "%-3d %-10s %7.1f%% %8.1f%% - %5.1f%% %10.1f\n", i, name[i], 100 * p, 100 * (c - h > 0 ? c - h : 0), 100 * (c + h < 1 ? c + h : 1), ms[i] / games
        }
        printf "\n"
      }' $(ls "$out"/logs/"$t".*.txt 2>/dev/null | sort) /dev/null
  done >"$out/summary.txt.tmp"
  mv "$out/summary.txt.tmp" "$out/summary.txt"
}

while :; do
  ran=0
  for t in "${tables[@]}"; do
    left=$((total - $(now)))
    # Start a chunk only if it should end in time (a third more than the last one took).
    need=$((last[$t] * 4 / 3 + 5))
    [ "$left" -le "$need" ] && continue
    [ "${played[$t]}" -ge "${cap[$t]}" ] && continue
    s=${seed[$t]}
    f="$out/logs/$t.$s.txt"
    c0=$(date +%s)
    if timeout "$((left - 2))" "$bin" selfplay "${game[$t]}" --seats "${seats[$t]}" --games "${size[$t]}" \
      --seed "$s" --jobs "$jobs" --weights "${weights[$t]}" --quiet >"$f.part" 2>&1; then
      mv "$f.part" "$f"
      last[$t]=$(($(date +%s) - c0))
      played[$t]=$((played[$t] + size[$t]))
      log "$t: chunk seed $s, ${size[$t]} games in ${last[$t]} s"
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
