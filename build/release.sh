#!/usr/bin/env bash
# Builds release binaries for Linux and Windows into dist/, with the
# version stamped in. Usage: build/release.sh [VERSION]
#
# Linux needs cgo (GTK3 for the native file dialogs); Windows builds
# without cgo, since Ebitengine and sqweek/dialog both use the Win32 API
# directly there. macOS: build on a Mac with Xcode's command-line tools:
#   CGO_ENABLED=1 GOOS=darwin GOARCH=arm64 go build -ldflags "-X main.version=$VERSION" -o kandahar-macos .
# (amd64 likewise); cross-compiling for macOS from Linux is not supported.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}"
ldflags="-s -w -X main.version=${version}"
mkdir -p dist

echo "linux/amd64 ..."
CGO_ENABLED=1 GOOS=linux GOARCH=amd64 go build -trimpath -ldflags "$ldflags" -o "dist/kandahar-${version}-linux-amd64" .

echo "windows/amd64 ..."
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go build -trimpath -ldflags "$ldflags -H windowsgui" -o "dist/kandahar-${version}-windows-amd64.exe" .

ls -l dist
