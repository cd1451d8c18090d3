#!/usr/bin/env bash
# Builds the browser version into a folder: game.wasm (stripped), wasm_exec.js
# from the same Go installation, the page from wasm/, and the files the game
# fetches when a player first needs them (lang/: the languages other than
# English). game.wasm is built with Ebitengine's built-in shaders written out
# (scripts/webpatch: text/template would add about 0.5 MB gzip).
#   scripts/web.sh build/web
set -euo pipefail
out="${1:-build/web}"
go="${GO:-go}"
mkdir -p "$out"
modfile="$("$go" run ./scripts/webpatch build/webpatch)"
GOOS=js GOARCH=wasm "$go" build -modfile "$modfile" -trimpath -ldflags="${LDFLAGS:--s -w}" -o "$out/game.wasm" .
root="$("$go" env GOROOT)"
if [ -f "$root/lib/wasm/wasm_exec.js" ]; then
  cp "$root/lib/wasm/wasm_exec.js" "$out/"
else
  cp "$root/misc/wasm/wasm_exec.js" "$out/"
fi
cp wasm/index.html "$out/index.html"
cp wasm/icon.png "$out/icon.png"
cp wasm/logo.png "$out/logo.png"
# The languages the page fetches: every one but English (lang/messages).
rm -rf "$out/lang" && mkdir -p "$out/lang"
for f in lang/messages/*.json; do [ "$(basename "$f")" = en.json ] || cp "$f" "$out/lang/"; done
gz() { gzip -9 -c "$1" | wc -c; }
echo "game.wasm: $(stat -c %s "$out/game.wasm") bytes, $(gz "$out/game.wasm") bytes gzip -9"
for f in "$out"/lang/*.json; do
  echo "fetched when needed: lang/$(basename "$f"): $(stat -c %s "$f") bytes, $(gz "$f") bytes gzip -9"
done
