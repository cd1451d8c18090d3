#!/usr/bin/env bash
# Tokyo Doves perft 6 from the start, single thread, side by side with the
# reference engine (the tokyodoves Rust crate's perft, one line of output like
# ours), alternating runs; prints each engine's positions a second, min /
# median / max, without and with put-back.
#   scripts/perft-vs.sh [RUNS]     (REF=path of the reference binary)
set -euo pipefail
runs="${1:-5}"
ref="${REF:-../shared/bench/tokyodoves-rust-perft}"
roost="${ROOST:-./roost}"
rate() { sed -n 's/.*(\([0-9.]*\) M\/s).*/\1/p'; }
stats() { sort -n | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%7.1f %7.1f %7.1f", a[1], m, a[NR]}'; }
if [ ! -x "$ref" ]; then
  echo "no reference engine at $ref (set REF): timing Roost alone" >&2
  ref=""
fi
printf "%-10s %-9s %7s %7s %7s   (M positions/s, %s runs each)\n" engine put-back min median max "$runs"
for pb in no yes; do
  flag=""; [ "$pb" = yes ] && flag="--putback"
  ours=(); theirs=()
  for ((i = 0; i < runs; i++)); do
    ours+=("$(GOMAXPROCS=1 "$roost" perft tokyodoves --depth 6 $flag | rate)")
    [ -n "$ref" ] && theirs+=("$("$ref" --depth 6 $flag | rate)")
  done
  printf "%-10s %-9s %s\n" roost "$pb" "$(printf '%s\n' "${ours[@]}" | stats)"
  [ -n "$ref" ] && printf "%-10s %-9s %s\n" reference "$pb" "$(printf '%s\n' "${theirs[@]}" | stats)"
done
