#!/usr/bin/env bash
# Installs what is missing, then starts the game. Extra arguments go to the
# game (try -help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh
# the game and its dialog helper, side by side: the game looks for
# kandahar-dialog beside itself (go run would leave it out)
bin="${XDG_CACHE_HOME:-$HOME/.cache}/kandahar-run"
mkdir -p "$bin"
go build -o "$bin/kandahar" .
go build -o "$bin/kandahar-dialog" ./internal/kandahar-dialog
exec "$bin/kandahar" "$@"
