#!/usr/bin/env bash
# What an idle window costs: the game (built from this checkout, or the
# binary given) left alone on a new game, its process CPU over 20 s after
# 12 s of start-up, and its resident memory then. Run it under a display:
#   xvfb-run -a -s "-screen 0 1280x800x24" bash build/idle-cost.sh
set -u
bin=${1:-}
if [ -z "$bin" ]; then
  bin=$(mktemp)
  go build -o "$bin" "$(dirname "$0")/.."
fi
export XDG_CONFIG_HOME=$(mktemp -d)
"$bin" -seed 7 &
pid=$!
sleep 12
read -r u0 s0 < <(awk '{print $14, $15}' /proc/$pid/stat)
sleep 20
read -r u1 s1 < <(awk '{print $14, $15}' /proc/$pid/stat)
rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
tck=$(getconf CLK_TCK)
echo "cpu over 20 s: $(( (u1+s1-u0-s0) * 100 / tck ))0 ms = $(awk -v t=$(( u1+s1-u0-s0 )) -v k=$tck 'BEGIN{printf "%.1f", t/k/20*100}') % of a core; resident $((rss/1024)) MB"
kill $pid; wait $pid 2>/dev/null
