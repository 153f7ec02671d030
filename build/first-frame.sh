#!/usr/bin/env bash
# How long the game takes to show its first frame against a bare
# Ebitengine window (build/floor), taken in the same run, alternated,
# RUNS of each (5 unless given), with the medians and their ratio. A run
# is timed from its launch to the line the program prints when its first
# frame is on the screen (-bench-frames: the busy board), on this
# script's clock; the process's CPU time (every thread: GTK, the software
# GL driver) is read from /proc then, a figure the machine's load moves
# less. Run it under a display:
#   xvfb-run -a -s "-screen 0 1280x800x24" bash build/first-frame.sh [GAME [FLOOR [RUNS]]]
set -u
dir=$(dirname "$0")
game=${1:-}
floor=${2:-}
runs=${3:-5}
if [ -z "$game" ]; then
  game=$(mktemp)
  go build -o "$game" "$dir/.." || exit 1
fi
if [ -z "$floor" ]; then
  floor=$(mktemp)
  go build -o "$floor" "$dir/floor" || exit 1
fi
export XDG_CONFIG_HOME=$(mktemp -d)
out=$(mktemp)
tck=$(getconf CLK_TCK)
# first prints "WALL CPU": the milliseconds from the launch of $1 to its
# first-frame line, and the CPU it had used by then
first() {
  local t0 t1 pid u s
  : >"$out"
  t0=$(date +%s%N)
  "$1" -bench-frames 30 >"$out" 2>/dev/null &
  pid=$!
  until grep -q '^first frame' "$out" 2>/dev/null; do
    if ! kill -0 $pid 2>/dev/null; then
      echo "$1 ended without a first frame" >&2
      return 1
    fi
    sleep 0.005
  done
  t1=$(date +%s%N)
  read -r u s < <(awk '{print $14, $15}' /proc/$pid/stat)
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
  echo "$(( (t1 - t0) / 1000000 )) $(( (u + s) * 1000 / tck ))"
}
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
gw=() gc=() fw=() fc=()
for _ in $(seq "$runs"); do
  r=$(first "$floor") || exit 1
  fw+=("${r% *}") fc+=("${r#* }")
  r=$(first "$game") || exit 1
  gw+=("${r% *}") gc+=("${r#* }")
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }
gwm=$(echo "${gw[@]}" | median) fwm=$(echo "${fw[@]}" | median)
gcm=$(echo "${gc[@]}" | median) fcm=$(echo "${fc[@]}" | median)
echo "first frame, ms from launch: game ${gw[*]} (median $gwm), floor ${fw[*]} (median $fwm): game / floor $(ratio "$gwm" "$fwm")"
echo "process CPU by then, ms: game ${gc[*]} (median $gcm), floor ${fc[*]} (median $fcm): game / floor $(ratio "$gcm" "$fcm")"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
