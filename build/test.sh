#!/usr/bin/env bash
# The whole test suite: formatting, vet, the Windows cross-build,
# staticcheck, unit tests (the rules package under the race detector too),
# and the end-to-end tests that open a real window under Xvfb. Any failure
# fails the run. This is the README's test command and what CI runs.
#
# After gofmt and vet, the rest runs as jobs side by side, each with its
# output kept and shown when all have ended, whether they passed or not:
# on two cores a job that waits for real frames (the window tests) or for
# one package's tests leaves a core to another. The jobs that only need
# CPU run niced, so the window tests' frames come on time.
set -euo pipefail
cd "$(dirname "$0")/.."

# The render package's tests that drive the real window on its own frames
# (render/harness_test.go); the others run in lockstep. A test listed here
# that no longer exists matches nothing, and a window test not listed runs
# with the lockstep ones: none is lost either way.
window_a='^(TestEndToEnd|TestScreenshotAndMapExport|TestNoTextUnderTheFloor|TestCloseSavesTheGame|TestCrashHandler|TestGoroutinePanicsReachCrashHandler)$'
window_b='^(TestWholeTurnByKeyboard|TestNothingShownBeforeItsDie)$'
fuzz='^TestInputFuzz$'

if [ "${1:-}" != "--jobs" ]; then
  bash build/setup.sh --test

  echo "== gofmt"
  bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
  if [ -n "$bad" ]; then
    echo "gofmt would change these files:"; echo "$bad"; exit 1
  fi

  echo "== go vet"
  go vet ./...

  echo "== the jobs, side by side, under Xvfb"
  # the end-to-end tests open real windows, so all run with a virtual display
  exec xvfb-run -a -s "-screen 0 1280x800x24" bash "$PWD/build/test.sh" --jobs
fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
names=() pids=()
# job NAME COMMAND...: runs the command in the background, its output kept
job() {
  local name=$1; shift
  (
    start=$SECONDS
    set +e
    "$@"
    rc=$?
    echo "($name: $((SECONDS - start)) s)"
    exit $rc
  ) >"$logs/$name" 2>&1 &
  names+=("$name") pids+=($!)
}
bg() { nice -n 10 "$@"; }

job "go test (rules package, plain: thousands of random games)" bg go test -count=1 -timeout 30m ./game/...
# -short: the race detector slows play about tenfold, so the games-heavy
# tests (the advisor's strength test above all) play fewer games here
job "go test (rules package with -race)" bg go test -race -short -count=1 -timeout 30m ./game/...
# so that the Windows build never breaks unnoticed
job "cross-build for Windows (no cgo)" bg env CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -o /dev/null . ./internal/kandahar-dialog
# pinned in go.mod's tool directive: no binary installed anywhere
job "staticcheck" bg go tool staticcheck ./...
# every package but the rules and render, the other render packages included
job "go test (everything else)" bg go test -count=1 -timeout 20m $(go list ./... | grep -v -e '/game' -e '^kandahar/render$')

# one render test binary for the four render jobs, built once
go test -c -o "$logs/render.test" ./render
# render [--nice] FLAGS...: runs it in its package's directory
render() {
  local pre=()
  if [ "$1" = --nice ]; then pre=(nice -n 10); shift; fi
  (cd render && "${pre[@]}" "$logs/render.test" -test.count=1 -test.timeout=20m "$@")
}
job "render: window tests, mouse and screenshots" render -test.run "$window_a"
job "render: window tests, keys and dice" render -test.run "$window_b"
job "render: the input fuzzer" render --nice -test.run "$fuzz"
job "render: lockstep tests" render --nice -test.skip "$window_a|$window_b|$fuzz"

failed=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then result=ok; else result=FAILED; failed=1; fi
  echo "== ${names[$i]}: $result"
  cat "$logs/${names[$i]}"
done
exit $failed
