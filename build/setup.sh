#!/usr/bin/env bash
# Installs what building, playing and testing Kandahar needs on a fresh
# Debian or Ubuntu machine, and nothing that is already there: GTK 3 (the
# native file dialogs load it at run time; its -dev package brings the
# X11 headers the window library builds against) and pkg-config, Xvfb
# with xauth for the tests that open a real window, and gcc with the X
# test extension's headers for build/play-cost.sh's scripted player.
# Quiet and quick when all is present.
set -euo pipefail

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in libgtk-3-dev pkg-config gcc libxtst-dev xvfb xauth libgl1 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1; do
  have_pkg "$p" || need+=("$p")
done

if ! command -v go >/dev/null 2>&1; then
  echo "setup: Go is not installed. Install Go 1.26 or newer (https://go.dev/dl/) and run this again." >&2
  exit 1
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "setup: need root (or sudo) to install: ${need[*]}" >&2; exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# Fetch modules once, so a later offline run still builds.
go mod download

# staticcheck at a pinned version (the test command runs it): installed
# into Go's bin folder from the module proxy, only when that version is
# not already there.
STATICCHECK_VERSION=v0.8.2
gobin=$(go env GOBIN); [ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
if ! "$gobin/staticcheck" -version 2>/dev/null | grep -q "(${STATICCHECK_VERSION#v})"; then
  echo "setup: installing staticcheck $STATICCHECK_VERSION"
  go install "honnef.co/go/tools/cmd/staticcheck@$STATICCHECK_VERSION"
fi
