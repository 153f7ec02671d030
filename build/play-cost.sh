#!/usr/bin/env bash
# What a game played costs in memory: the game (built from this
# checkout, or the binary given) loads a save at turn 6, a player's input
# plays 12 rounds (build/xplay.c: zoom in, hover, pan, answer, end the
# phase twice), and its resident memory 8 s after is printed. Needs gcc
# and libxtst-dev (`bash build/setup.sh --test` installs them). Run it
# under a display:
#   xvfb-run -a -s "-screen 0 1280x800x24" bash build/play-cost.sh [BINARY]
set -u
dir=$(dirname "$0")
bin=${1:-}
if [ -z "$bin" ]; then
  bin=$(mktemp)
  go build -o "$bin" "$dir/.."
fi
xplay=$(mktemp)
gcc -O2 -o "$xplay" "$dir/xplay.c" -lXtst -lX11 || exit 1
export XDG_CONFIG_HOME=$(mktemp -d)
"$bin" -load "$dir/../testdata/hint-turn6.kandahar" &
pid=$!
sleep 10
"$xplay" 12
sleep 8
echo "after 12 rounds played: resident $(awk '/VmRSS/ {print int($2/1024)}' /proc/$pid/status) MB"
kill $pid; wait $pid 2>/dev/null
rm -f "$xplay"
