#!/usr/bin/env bash
# Renders every registered screen (`roost shot --list`: the lessons and the
# course pages among them) as a player meets it: in each language through
# the system's locale (LANG, an empty config folder), on a 1280x720 window
# and as the phone app upright (390x844 CSS px at 3x), into OUT/LANG/:
# NAME.png and NAME-portrait.png. Needs a display: make shots runs it
# under Xvfb.
#   scripts/shots.sh build/shots [LANG...]
set -euo pipefail
out="${1:-build/shots}"
shift || true
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(en fr pt-PT ja)
roost="${ROOST:-./roost}"
locale_of() {
  case "$1" in
    en) echo en_US.UTF-8 ;;
    fr) echo fr_FR.UTF-8 ;;
    pt-PT) echo pt_PT.UTF-8 ;;
    ja) echo ja_JP.UTF-8 ;;
    *) echo "shots: no locale for language $1" >&2; exit 2 ;;
  esac
}
scenes=$("$roost" shot --list)
n=0
for l in "${langs[@]}"; do
  loc=$(locale_of "$l")
  mkdir -p "$out/$l"
  for s in $scenes; do
    LANG="$loc" LANGUAGE= LC_ALL= LC_MESSAGES= "$roost" shot --scene "$s" --size 1280x720 --out "$out/$l/$s.png"
    LANG="$loc" LANGUAGE= LC_ALL= LC_MESSAGES= "$roost" shot --scene "$s" --size 390x844 --dpr 3 --phone --out "$out/$l/$s-portrait.png"
    n=$((n + 2))
  done
done
echo "shots: $n pictures in $out"
