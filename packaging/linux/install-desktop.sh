#!/usr/bin/env bash
# Add Lionheart Table to the desktop for this user: menu entry, icons, AppStream metadata and the
# save-file type, so a double-click on NAME.lionheart.json opens the game. No root needed.
#
#   bash install-desktop.sh                  # the app: the bundle beside this script, else `lionheart` on PATH
#   bash install-desktop.sh --exec /path/to/lionheart
#   bash install-desktop.sh --uninstall
#
# Writes under ${XDG_DATA_HOME:-~/.local/share}: applications/, icons/hicolor/, mime/packages/,
# metainfo/; then refreshes the MIME, desktop and icon caches when those tools are present.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
app_id="io.github.lionheart_table"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
exec_path=""
action="install"
while [ $# -gt 0 ]; do
  case "$1" in
    --exec) exec_path="$2"; shift 2 ;;
    --uninstall) action="uninstall"; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "install-desktop.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

refresh() {
  command -v update-mime-database >/dev/null && update-mime-database "$data/mime" >/dev/null 2>&1 || true
  command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" >/dev/null 2>&1 || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
}

if [ "$action" = uninstall ]; then
  rm -f "$data/applications/$app_id.desktop" "$data/mime/packages/$app_id.xml" \
        "$data/metainfo/$app_id.metainfo.xml"
  find "$data/icons/hicolor" -name "$app_id.*" -delete 2>/dev/null || true
  refresh
  echo "Lionheart Table removed from the desktop menu."
  exit 0
fi

if [ -z "$exec_path" ]; then
  if [ -x "$here/../lionheart" ]; then            # inside the bundle: dist/lionheart/linux/
    exec_path="$(cd "$here/.." && pwd)/lionheart"
  elif command -v lionheart >/dev/null; then      # pip install . / a wheel
    exec_path="$(command -v lionheart)"
  else
    echo "install-desktop.sh: no 'lionheart' found; pass --exec /path/to/lionheart" >&2
    exit 1
  fi
fi

mkdir -p "$data/applications" "$data/mime/packages" "$data/metainfo"
# Point the menu entry at this very program (a bundle is not on PATH).
sed -e "s|^Exec=lionheart |Exec=\"$exec_path\" |" -e "s|^TryExec=lionheart$|TryExec=$exec_path|" \
  "$here/$app_id.desktop" > "$data/applications/$app_id.desktop"
cp "$here/$app_id.xml" "$data/mime/packages/$app_id.xml"
cp "$here/$app_id.metainfo.xml" "$data/metainfo/$app_id.metainfo.xml"
(cd "$here/icons" && find hicolor -type f -name "$app_id.*" | while read -r f; do
  mkdir -p "$data/icons/$(dirname "$f")"
  cp "$f" "$data/icons/$f"
done)
refresh
echo "Lionheart Table added to the desktop menu (runs $exec_path); saves (*.lionheart.json) open with it."
