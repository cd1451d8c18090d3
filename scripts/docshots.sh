#!/usr/bin/env bash
# Renders docs/shots again from the code, each picture from its name:
#   [LANG-]SCENE[-SIZE].png   LANG: fr, pt or ja (else English), through the
#   system's locale; SIZE: none (the 640x360 canvas), 1280x720, portrait or
#   390x844 (the phone app upright, 3x), phone-landscape (844x390, 3x).
# A name that matches no scene (roost shot --list) stops the run. Needs a
# display: run it as `xvfb-run -a scripts/docshots.sh`.
set -euo pipefail
dir="${1:-docs/shots}"
roost="${ROOST:-./roost}"
scenes=" $("$roost" shot --list | tr '\n' ' ') "
n=0
for f in "$dir"/*.png; do
  name=$(basename "$f" .png)
  loc=en_US.UTF-8
  case "$name" in
    fr-*) loc=fr_FR.UTF-8; name=${name#fr-} ;;
    pt-*) loc=pt_PT.UTF-8; name=${name#pt-} ;;
    ja-*) loc=ja_JP.UTF-8; name=${name#ja-} ;;
  esac
  size=()
  case "$name" in
    *-1280x720) name=${name%-1280x720}; size=(--size 1280x720) ;;
    *-390x844) name=${name%-390x844}; size=(--size 390x844 --dpr 3 --phone) ;;
    *-portrait) name=${name%-portrait}; size=(--size 390x844 --dpr 3 --phone) ;;
    *-phone-landscape) name=${name%-phone-landscape}; size=(--size 844x390 --dpr 3 --phone) ;;
  esac
  if [[ "$scenes" != *" $name "* ]]; then
    echo "docshots: $f names no scene ($name)" >&2
    exit 1
  fi
  LANG="$loc" LANGUAGE= LC_ALL= LC_MESSAGES= "$roost" shot --scene "$name" "${size[@]}" --out "$f"
  n=$((n + 1))
done
echo "docshots: $n pictures in $dir"
