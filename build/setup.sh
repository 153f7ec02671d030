#!/usr/bin/env bash
# Installs what is missing on a Debian or Ubuntu machine, and nothing that
# is already there. Quiet and quick when all is present.
#
#   bash build/setup.sh          what building and playing the game needs
#   bash build/setup.sh --test   that, and what the test command needs
#
# Building the game needs a C compiler and GTK 3's headers: the native
# file dialogs (sqweek/dialog) and the window library link them through
# cgo, and GTK's -dev package brings the X11 headers the window library
# builds against. The OpenGL and X libraries are what the window loads.
#
# Testing adds Xvfb and xauth, for the tests that open a real window, and
# the X test extension's headers for build/play-cost.sh's scripted player.
# The linters are no system packages: go.mod pins them with a tool
# directive, and the test command runs them with `go tool`.
set -euo pipefail

want=(gcc pkg-config libgtk-3-dev libgl1 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1)
if [ "${1:-}" = "--test" ]; then
  want+=(xvfb xauth libxtst-dev)
fi

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in "${want[@]}"; do
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

# Fetch modules once, so a later offline run still builds (and, for the
# tests, still lints): for play only the game's own, for tests all of
# go.mod's, the tools' included.
if [ "${1:-}" = "--test" ]; then
  go mod download
else
  go list -deps . >/dev/null
fi
