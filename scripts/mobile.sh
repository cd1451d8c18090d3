#!/usr/bin/env bash
# Binds the phone app (package mobile) with ebitenmobile:
#   Android: dist/roost-VERSION.aar, also copied to mobile/android/app/libs/roost.aar
#            for the host project (needs the Android SDK, its NDK and a JDK)
#   iOS:     dist/Roost.xcframework (on macOS with Xcode only)
# ebitenmobile is built from the Ebitengine version that go.mod pins, so the
# binding and the game always agree. Where a tool is missing this says what
# and where to set it, and exits non-zero: it never pretends to have built.
set -euo pipefail
cd "$(dirname "$0")/.."
go="${GO:-go}"
version="$(scripts/version.sh)"
ebiten="$("$go" list -m -f '{{.Version}}' github.com/hajimehoshi/ebiten/v2)"
missing=()

sdk="${ANDROID_HOME:-${ANDROID_SDK_ROOT:-}}"
if [ -z "$sdk" ] || [ ! -d "$sdk/platforms" ]; then
  missing+=("the Android SDK: install it (Android Studio's SDK Manager or the command-line tools) and set ANDROID_HOME to it${sdk:+ (ANDROID_HOME=$sdk has no platforms/ folder)}")
fi
ndk="${ANDROID_NDK_HOME:-}"
if [ -z "$ndk" ] && [ -n "$sdk" ] && [ -d "$sdk/ndk" ]; then
  ndk="$(ls -d "$sdk"/ndk/*/ 2>/dev/null | sort -V | tail -n 1)"
  ndk="${ndk%/}"
fi
if [ -z "$ndk" ] || [ ! -d "$ndk/toolchains" ]; then
  missing+=("the Android NDK: install it (SDK Manager, \"NDK (Side by side)\") and set ANDROID_NDK_HOME to it, or put it under \$ANDROID_HOME/ndk/")
fi
if ! command -v javac >/dev/null 2>&1; then
  missing+=("a Java JDK (javac): install a JDK 17, for example Debian's openjdk-17-jdk-headless, or Android Studio's (its jbr/bin on PATH)")
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "make mobile: cannot bind the Android library; missing:" >&2
  for m in "${missing[@]}"; do echo "  - $m" >&2; done
  echo "Nothing was built. (The phone code is still type-checked by 'make typecheck'.)" >&2
  exit 1
fi
export ANDROID_HOME="$sdk" ANDROID_NDK_HOME="$ndk"

mkdir -p build/bin dist mobile/android/app/libs
echo "ebitenmobile $ebiten (the Ebitengine version in go.mod)"
"$go" build -o build/bin/ebitenmobile github.com/hajimehoshi/ebiten/v2/cmd/ebitenmobile
PATH="$PWD/build/bin:$PATH" build/bin/ebitenmobile bind -target android -androidapi 23 \
  -javapkg io.birdroost.roost -o "dist/roost-$version.aar" ./mobile
cp "dist/roost-$version.aar" mobile/android/app/libs/roost.aar
echo "built dist/roost-$version.aar (and mobile/android/app/libs/roost.aar for the host project)"

if [ "$(uname -s)" = "Darwin" ]; then
  if command -v xcodebuild >/dev/null 2>&1; then
    build/bin/ebitenmobile bind -target ios -o dist/Roost.xcframework ./mobile
    echo "built dist/Roost.xcframework"
  else
    echo "make mobile: Xcode is missing, so the iOS framework was not built (install Xcode and run 'xcode-select --install')" >&2
    exit 1
  fi
else
  echo "iOS: binding needs macOS with Xcode; on a Mac, 'make mobile' builds dist/Roost.xcframework too"
fi
