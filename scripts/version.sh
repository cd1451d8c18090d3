#!/usr/bin/env bash
# Prints Roost's version for builds and file names: $VERSION if set, else the
# git tag on this commit (v1.2.0 -> 1.2.0), else cli.Version from the source.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${VERSION:-}" ]; then echo "$VERSION"; exit 0; fi
if tag="$(git describe --tags --exact-match --match 'v[0-9]*' 2>/dev/null)"; then
  echo "${tag#v}"; exit 0
fi
sed -n 's/^var Version = "\(.*\)"$/\1/p' cli/cli.go
