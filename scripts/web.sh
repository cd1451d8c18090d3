#!/usr/bin/env bash
# Builds the browser version into a folder: game.wasm (stripped), wasm_exec.js
# from the same Go installation, the page from wasm/, and the files the game
# fetches when a player first needs them (lang/: every language but English).
#   scripts/web.sh build/web
# LDFLAGS replaces the linker's flags (-s -w: no names, no DWARF); `make
# wasm-size` builds with LDFLAGS= to keep the names its report reads.
#
# The download is made smaller than a plain `go build` by four things
# (docs/BENCHMARKS.md, "The browser download by part (#47)"):
# - Ebitengine's built-in shaders written out (scripts/webpatch): its
#   text/template would keep every exported method of every type, ~0.5 MB gzip;
# - Ebitengine's regular expressions written by hand and its debug build's
#   go/build lookup left out (scripts/webpatch's edits): Go's regexp
#   packages and go/build's, ~135 KB gzip;
# - the shot tool's screens (scenes' shots.go files, `//go:build !js`) left
#   out: the page has no shot tool;
# - no inlining in the packages whose work is rare or light: Ebitengine's
#   shader compiler and what it uses (go/..., math/big, regexp), reading and
#   writing files and PNGs, JSON, the random seed, the online client and its
#   screens, the app's own screens (scenes: the title, menus, settings) and
#   the game tables' (scenes/table and each game's: what they do in a frame
#   is a few milliseconds of drawing calls; not the widgets), the catalogues'
#   formatting, game records and puzzles, the page's glue, the sprite sheet's and the sound's
#   loading and synthesis, the widgets, input and tweens (a frame calls them
#   some hundreds of times: microseconds), the learned values' loading,
#   Ebitengine itself and its internals (its drawing calls batch the frame's
#   work for the GPU; a frame spends its time in the GPU, not in these calls)
#   and Oto, reflect, sync, errors, io, io/fs, path, syscall, text and hash,
#   image, image/draw, os, bufio, context, fmt, strconv, strings, bytes,
#   sort, time and unicode (inside those packages only: their callers still
#   inline them). Inlining copies a function into its callers: here ~250 KB
#   gzip for no speed a player could see. The rules, the computer players
#   (rules/search) and Ebitengine's drawing keep it.
set -euo pipefail
out="${1:-build/web}"
go="${GO:-go}"
mkdir -p "$out"
modfile="$("$go" run ./scripts/webpatch build/webpatch)"
ebi=github.com/hajimehoshi/ebiten/v2/internal
roost=github.com/birdroost/roost
gcflags=()
for p in "$ebi/shader/..." "$ebi/shaderir/..." "$ebi/png" go/... math/big regexp/... \
  encoding/json encoding/base64 archive/zip compress/... image/png crypto/... net/url internal/buildcfg \
  "$roost/online" "$roost/store" "$roost/scenes/lobby" "$roost/scenes" "$roost/scenes/table" "$roost/scenes/columba" "$roost/scenes/columbiz" "$roost/scenes/falconry" "$roost/scenes/tokyodoves" "$roost/lang/..." "$roost/rules/puzzle" "$roost/rules/game" "$roost/wasm/page" "$roost/sprites" "$roost/audio" "$roost/audio/synth" "$roost/scenes/ui" "$roost/scenes/input" "$roost/scenes/tween" "$roost/rules/learn" "$ebi/ui" "$ebi/graphicscommand" "$ebi/restorable" "$ebi/atlas" "$ebi/graphicsdriver/opengl" "$ebi/graphicsdriver/opengl/gl" "$ebi/buffered" "$ebi/mipmap" "$ebi/affine" "$ebi/graphics" "$ebi/gamepad" "$ebi/gamepaddb" "$ebi/inputstate" github.com/hajimehoshi/ebiten/v2/... "$ebi/..." github.com/ebitengine/oto/v3/... reflect sync errors io internal/reflectlite internal/poll syscall syscall/js internal/fmtsort path/... io/fs text/... hash/... image image/draw os bufio context internal/strconv strings bytes sort time "unicode/..." fmt strconv; do
  gcflags+=("-gcflags=$p=-l")
done
GOOS=js GOARCH=wasm "$go" build -modfile "$modfile" "${gcflags[@]}" -trimpath -ldflags="${LDFLAGS--s -w}" -o "$out/game.wasm" .
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
