#!/usr/bin/env bash
# The whole test suite: formatting, vet, unit tests (the rules package under
# the race detector too), and the end-to-end tests that open a real window under
# Xvfb. Any failure fails the run. This is the README's test command and what
# CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh --test

echo "== gofmt"
bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$bad" ]; then
  echo "gofmt would change these files:"; echo "$bad"; exit 1
fi

echo "== go vet"
go vet ./...

echo "== cross-build for Windows (no cgo), so that build never breaks unnoticed"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -o /dev/null .

echo "== staticcheck"
# pinned in go.mod's tool directive: no binary installed anywhere
go tool staticcheck ./...

echo "== go test (rules package, plain: thousands of random games)"
go test -count=1 -timeout 30m ./game/...

echo "== go test (rules package with -race)"
# -short: the race detector slows play about tenfold, so the games-heavy
# tests (the advisor's strength test above all) play fewer games here
go test -race -short -count=1 -timeout 30m ./game/...

echo "== go test (everything else, under Xvfb)"
# End-to-end tests open a real window, so they run with a virtual display.
xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -timeout 20m $(go list ./... | grep -v '/game')
