#!/usr/bin/env bash
# Installs what is missing, then starts the game. Extra arguments go to the
# game (try -help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh
exec go run . "$@"
