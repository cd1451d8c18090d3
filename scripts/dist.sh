#!/usr/bin/env bash
# Release files in dist/, each named with the version (scripts/version.sh):
#   roost-VERSION-linux-amd64.tar.gz    the desktop game for Linux
#   roost-VERSION-windows-amd64.zip     the desktop game for Windows (built without cgo)
#   roost-VERSION-web.zip               the browser build for an itch.io HTML5 upload (with
#                                       lang/, the languages the page fetches when first spoken)
# Each archive holds the game and README.txt. The phone builds are `make mobile`.
set -euo pipefail
cd "$(dirname "$0")/.."
go="${GO:-go}"
v="$(scripts/version.sh)"
ld="-s -w -X github.com/birdroost/roost/cli.Version=$v"
mkdir -p dist build/dist
rm -rf build/dist/*
readme() {
  cat > "$1/README.txt" <<TXT
Roost $v: four bird board games (Columba, Columbiz, Falconry, Tokyo Doves).
$2
Settings and saved games are kept in your user settings folder (roost/).
TXT
}

d=build/dist/linux && mkdir -p "$d/roost-$v"
GOOS=linux GOARCH=amd64 "$go" build -trimpath -ldflags "$ld" -o "$d/roost-$v/roost" .
readme "$d/roost-$v" "Run ./roost (./roost help lists the tools). Needs X11 or XWayland and OpenGL."
tar -C "$d" -czf "dist/roost-$v-linux-amd64.tar.gz" "roost-$v"

d=build/dist/windows && mkdir -p "$d/roost-$v"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 "$go" build -trimpath -ldflags "$ld" -o "$d/roost-$v/roost.exe" .
readme "$d/roost-$v" "Double-click roost.exe. (roost.exe help, from a terminal, lists the tools.)"
(cd "$d" && rm -f "../../../dist/roost-$v-windows-amd64.zip" && zip -q -9 -r "../../../dist/roost-$v-windows-amd64.zip" "roost-$v")

GO="$go" LDFLAGS="$ld" scripts/web.sh build/web  # says the sizes: the download, and each file fetched later
rm -f "dist/roost-$v-web.zip"
(cd build/web && zip -q -9 "../../dist/roost-$v-web.zip" index.html game.wasm wasm_exec.js icon.png logo.png lang/*.json)

ls -l dist/roost-"$v"-*
