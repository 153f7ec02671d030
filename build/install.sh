#!/usr/bin/env bash
# Installs Kandahar for the current user, without root: the game into
# ~/.local/bin, its icon into the icon theme and a .desktop entry into the
# applications menu. Run it again to update. `bash build/install.sh
# --uninstall` removes exactly what it installed.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="${XDG_BIN_HOME:-$HOME/.local/bin}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
exe="$bin/kandahar"
# the native file dialogs run in this helper, beside the game
helper="$bin/kandahar-dialog"
icon="$data/icons/hicolor/256x256/apps/kandahar.png"
desktop="$data/applications/kandahar.desktop"

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$exe" "$helper" "$icon" "$desktop"
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
  echo "install: removed $exe, $helper, $icon and $desktop (your saves in ~/.config/kandahar stay)"
  exit 0
fi

bash build/setup.sh
mkdir -p "$bin" "$(dirname "$icon")" "$(dirname "$desktop")"
go build -trimpath -o "$exe.new" . && mv "$exe.new" "$exe"
go build -trimpath -o "$helper.new" ./internal/kandahar-dialog && mv "$helper.new" "$helper"
"$exe" -write-icon "$icon"
cat > "$desktop.new" <<DESKTOP
[Desktop Entry]
Type=Application
Name=Kandahar
GenericName=Solitaire wargame
Comment=Special Forces in Afghanistan: the solitaire board wargame, played by its rules
Exec=$exe
Icon=kandahar
Terminal=false
Categories=Game;StrategyGame;
StartupWMClass=kandahar
DESKTOP
mv "$desktop.new" "$desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "install: Kandahar is in your applications menu ($desktop), the game is $exe"
echo "install: to remove it: bash build/install.sh --uninstall"
