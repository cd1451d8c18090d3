#!/usr/bin/env bash
# Installs what Roost needs on Debian or Ubuntu, only where it is missing.
#   scripts/deps.sh run    - to build and play: C compiler, X11, GL and ALSA headers
#   scripts/deps.sh test   - also Xvfb (scene tests draw into a virtual display)
# Needs root or sudo for apt-get; prints what it does.
set -euo pipefail
what="${1:-run}"
pkgs=(gcc pkg-config libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev)
if [ "$what" = "test" ]; then
  # Xvfb for the scene tests, Chromium for the browser test, Node to run the
  # rules tests as WebAssembly.
  pkgs+=(xvfb xauth chromium)
  command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
  # PostgreSQL for the online server's tests (scripts/server.sh runs a
  # private cluster; the package's own service is not used).
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || pkgs+=(postgresql)
fi
if [ "$what" = "itch" ]; then
  pkgs+=(zip)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ! command -v go >/dev/null 2>&1 && [ ! -x /usr/local/go/bin/go ]; then
  # Debian's Go is older than this module's, but Go 1.21 and later fetch the
  # right toolchain from the module proxy by themselves (GOTOOLCHAIN=auto).
  missing+=(golang-go ca-certificates git)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
