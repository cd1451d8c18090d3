#!/bin/sh
# render-config.sh TEMPLATE OUT: writes Nakama's configuration with every
# ${ROOST_...} filled in from the environment, readable by its owner only.
# It refuses (and writes nothing) when a secret is unset, shorter than 16
# characters, or one of Nakama's public defaults.
set -eu
template=$1
out=$2
umask 077
tmp="$out.tmp.$$"
trap 'rm -f "$tmp"' EXIT
cp "$template" "$tmp"
for name in $(grep -o '\${ROOST_[A-Z_]*}' "$template" | tr -d '${}' | sort -u); do
  eval "value=\${$name:-}"
  case "$name" in
  ROOST_DATABASE | ROOST_CONSOLE_USER) min=1 ;;
  *) min=16 ;;
  esac
  if [ "${#value}" -lt "$min" ]; then
    echo "render-config.sh: $name is not set (at least $min characters)" >&2
    exit 1
  fi
  case "$value" in
  defaultkey | defaultencryptionkey | defaultrefreshencryptionkey | defaulthttpkey | defaultsigningkey | password | admin)
    echo "render-config.sh: $name is Nakama's public default" >&2
    exit 1
    ;;
  *[\|\&\\\"\']* | *"
"*)
    echo "render-config.sh: $name has a character this script will not write" >&2
    exit 1
    ;;
  esac
  sed -i "s|\${$name}|\"$value\"|g" "$tmp"
done
mv "$tmp" "$out"
trap - EXIT
