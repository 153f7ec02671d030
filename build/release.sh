#!/usr/bin/env bash
# Builds release folders for Linux and Windows into dist/, with the
# version stamped in: each holds the game and its dialog helper,
# kandahar-dialog, which must stay beside it (the native file dialogs run
# in the helper; without it the game uses its own list of saves).
# Usage: build/release.sh [VERSION]
#
# The helper needs cgo on Linux (GTK 3 for the native file dialogs); the
# game itself does not. Windows builds without cgo, since Ebitengine and
# sqweek/dialog both use the Win32 API directly there. macOS: build on a
# Mac with Xcode's command-line tools, both programs into one folder:
#   CGO_ENABLED=1 GOOS=darwin GOARCH=arm64 go build -ldflags "-X main.version=$VERSION" -o mac/kandahar .
#   CGO_ENABLED=1 GOOS=darwin GOARCH=arm64 go build -o mac/kandahar-dialog ./internal/kandahar-dialog
# (amd64 likewise); cross-compiling for macOS from Linux is not supported.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
ldflags="-s -w -X main.version=${version}"
mkdir -p dist

echo "linux/amd64 ..."
d="dist/kandahar-${version}-linux-amd64"
CGO_ENABLED=1 GOOS=linux GOARCH=amd64 go build -trimpath -ldflags "$ldflags" -o "$d/kandahar" .
CGO_ENABLED=1 GOOS=linux GOARCH=amd64 go build -trimpath -ldflags "-s -w" -o "$d/kandahar-dialog" ./internal/kandahar-dialog

echo "windows/amd64 ..."
d="dist/kandahar-${version}-windows-amd64"
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags "$ldflags -H windowsgui" -o "$d/kandahar.exe" .
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags "-s -w -H windowsgui" -o "$d/kandahar-dialog.exe" ./internal/kandahar-dialog

ls -lR dist
