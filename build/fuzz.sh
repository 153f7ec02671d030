#!/usr/bin/env bash
# Runs every Go fuzz target of the project in turn and prints how many
# inputs each ran: bash build/fuzz.sh [TIME] [REGEXP]
#   TIME    how long each target runs (go test's -fuzztime: 2m, 30s, 100000x); default 2m
#   REGEXP  run only the targets whose name matches; default all
# FUZZ_PARALLEL sets the number of fuzzing workers (default: go test's,
# one per core).
#
# Enduring Freedom's targets (game/enduring): FuzzDecodeSave, a save's
# bytes loaded and saved again; FuzzRandomPlay, legal and made-up actions
# from positions after set-up, the invariants checked after each.
#
# It sets -fuzzminimizetime 1s: with go test's default of 60 s, the
# workers spend most of a short run minimising each new input and the
# targets on saves ran a few dozen inputs in three minutes; at 5 s the
# folder scan still ran 26 in 40 s, at 1 s over a thousand. Each target
# gives every input a deadline of its own (internal/deadline), so a hang
# fails the run with the input that hung. A failing target does not stop
# the script: every target runs, each is reported (ok or FAILED) in the
# summary at the end, and the script exits non-zero if any failed. go test
# writes a failing input under the package's testdata/fuzz/, where plain
# go test replays it from then on.
#
# Go 1.26's fuzzer can end a run that found nothing with "context
# deadline exceeded" when -fuzztime runs out while a worker is busy (more
# likely on a loaded machine): go.dev/issue/75804, fixed in Go 1.27. A
# failure that wrote no failing input is that, and is reported as such
# rather than stopping the script.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${1:-2m}
match=${2:-.}
parallel=()
if [ -n "${FUZZ_PARALLEL:-}" ]; then parallel=(-parallel "$FUZZ_PARALLEL"); fi

summary=()
failed=0
while read -r pkg target; do
	[[ $target =~ $match ]] || continue
	echo "== $target ($pkg), $fuzztime"
	log=$(mktemp)
	corpus="$(go list -f '{{.Dir}}' "$pkg")/testdata/fuzz/$target"
	count() { if [ -d "$corpus" ]; then find "$corpus" -type f | wc -l; else echo 0; fi; }
	before=$(count)
	note="" result=ok
	if ! go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" -fuzzminimizetime 1s "${parallel[@]}" "$pkg" 2>&1 | tee "$log" | grep -v '^fuzz: elapsed'; then
		if [ "$(count)" != "$before" ] || ! grep -q 'context deadline exceeded' "$log"; then
			echo "$target failed: see above"
			result=FAILED failed=1
		else
			note=" (ended by go.dev/issue/75804, no failing input)"
		fi
	fi
	last=$(grep '^fuzz: elapsed' "$log" | tail -1 || true)
	rm -f "$log"
	summary+=("$(printf '%-6s %-22s %-28s %s%s' "$result" "$target" "$pkg" "${last#fuzz: }" "$note")")
	echo "${summary[-1]}"
done < <(go list -f '{{.ImportPath}} {{.Dir}}' ./... | while read -r pkg dir; do
	grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed "s|^func |$pkg |" || true
done)

echo
echo "result target                 package                      last progress line"
printf '%s\n' "${summary[@]}"
exit $failed
