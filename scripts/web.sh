#!/usr/bin/env bash
# Builds the browser version into a folder: game.wasm (stripped), wasm_exec.js
# from the same Go installation, and the page from wasm/.
#   scripts/web.sh build/web
set -euo pipefail
out="${1:-build/web}"
go="${GO:-go}"
mkdir -p "$out"
GOOS=js GOARCH=wasm "$go" build -trimpath -ldflags="${LDFLAGS:--s -w}" -o "$out/game.wasm" .
root="$("$go" env GOROOT)"
if [ -f "$root/lib/wasm/wasm_exec.js" ]; then
  cp "$root/lib/wasm/wasm_exec.js" "$out/"
else
  cp "$root/misc/wasm/wasm_exec.js" "$out/"
fi
cp wasm/index.html "$out/index.html"
cp wasm/icon.png "$out/icon.png"
cp wasm/logo.png "$out/logo.png"
raw=$(stat -c %s "$out/game.wasm")
gz=$(gzip -9 -c "$out/game.wasm" | wc -c)
echo "game.wasm: $raw bytes, $gz bytes gzip -9"
