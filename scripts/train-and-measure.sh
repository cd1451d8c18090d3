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
# often in every chunk, chunks of each table in turn while time is left
# (scripts/measure-experts.sh, with these tables added to its own).
# With four Columba players the Expert partners a Standard: a fair share is
# its team's 50%.
# columba3hand and columba4hand are the same Expert with its hand-tuned
# evaluation (a weights folder whose Columba file has no tables), on the
# same seeds as columba3 and columba4.
# columba3exp is the Expert with the three-player weights fitted on Expert games.
# columbiz4drop is the Columbiz Expert with the weights fitted without the
# reserve ($out/czdrop).
# columbiz4std, four Standards, is a control (at most 240 games): earlier
# measurements gave one of three identical Standards beside the Expert a
# share well above the other two's.
# TABLES (space-separated) measures only some of them.
mkdir -p "$out/hand"
awk '/"tables":/ { print "  \"tables\": {}"; print "}"; exit } { print }' "$out/columba.json" >"$out/hand/columba.json"
# NAME ORDERS SEED GAMES-A-JOB CAP SELFPLAY-ARGS (a chunk: a few games a job,
# a multiple of the seating orders; Columbiz's games are quicker: six a job)
three=expert,standard,standard
four=expert,standard,standard,standard
more="columba3 6 3001 4 0 columba --seats $three --weights $out
columba3hand 6 3001 4 0 columba --seats $three --weights $out/hand
columba3exp 6 3001 4 0 columba --seats $three --weights $out/cbexp
columba4 24 4001 2 0 columba --seats $four --weights $out
columba4hand 24 4001 2 0 columba --seats $four --weights $out/hand
columbiz4 24 5001 6 0 columbiz --seats $four --weights $out
columbiz4drop 24 5001 6 0 columbiz --seats $four --weights $out/czdrop
columbiz4std 24 6001 6 240 columbiz --seats standard,standard,standard,standard --weights $out"
left=$((total - $(now)))
MORE_TABLES="$more" OUT="$out" ROOST="$bin" \
  TABLES="${TABLES:-columba3 columba3hand columba3exp columba4 columba4hand columbiz4 columbiz4drop columbiz4std}" \
  scripts/measure-experts.sh "$jobs" "$left"
log "done"
