#!/usr/bin/env bash
# Build the self-contained Lionheart Table app folder (no Python needed where it runs).
#
#   bash packaging/build.sh              # PyInstaller onedir bundle -> dist/lionheart/lionheart
#   bash packaging/build.sh nuitka       # pyside6-deploy (Nuitka) bundle -> dist/lionheart-nuitka/, for comparison
#
# Installs its own build tool (pip install pyinstaller) so CI needs nothing else. The project is
# first installed into build/stage exactly as a wheel would install it, so the bundle holds the
# installed package names (lionheart_core, lionheart_resources, lionheart_qt) and their data.
set -euo pipefail
cd "$(dirname "$0")/.."
tool="${1:-pyinstaller}"
python="${PYTHON:-python3}"

# setuptools builds in the tree: stale build/lib files of deleted modules would be staged too.
rm -rf build/stage build/lib build/bdist.*
"$python" -m pip install -q --no-deps --target build/stage . 2>&1 | grep -v '^WARNING' || true
test -f build/stage/lionheart_qt/app.py || { echo "build: staging the project failed" >&2; exit 1; }
# Qt's own words (standard buttons, file dialogs) in the languages the app speaks: the bundles
# leave Qt's translations folder out, so the app's resources carry qtbase_<lang>.qm instead
# (lionheart_qt/i18n.py looks there after Qt's folder).
"$python" - <<'PY'
import shutil, sys
from pathlib import Path
sys.path.insert(0, "build/stage")
from PySide6.QtCore import QLibraryInfo
from lionheart_core.i18n import DEFAULT_LANGUAGE, LANGUAGES
qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
dest = Path("build/stage/lionheart_resources/translations/qt")
dest.mkdir(parents=True, exist_ok=True)
for lang in LANGUAGES:
    if lang != DEFAULT_LANGUAGE and (qt / f"qtbase_{lang}.qm").is_file():
        shutil.copy(qt / f"qtbase_{lang}.qm", dest)
PY

case "$tool" in
  pyinstaller)
    "$python" -c "import PyInstaller" 2>/dev/null || "$python" -m pip install -q "pyinstaller>=6.10"
    LIONHEART_STAGE="$PWD/build/stage" "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
      --distpath dist --workpath build/pyinstaller packaging/lionheart.spec
    app="dist/lionheart/lionheart"
    # A Python built from source (pyenv) ships libpython and its extension modules with symbols
    # (libpython: 23 MB -> 6 MB stripped). Strip only those: PyInstaller's strip=True also strips
    # the wheels' libraries and breaks numpy (auditwheel-repaired OpenBLAS).
    if [ "$(uname -s)" = Linux ] && command -v strip >/dev/null; then
      find dist/lionheart/_internal -maxdepth 1 -name 'libpython3*.so*' -type f \
        -exec strip --strip-unneeded {} +
      find dist/lionheart/_internal/python3.* -name '*.so' -type f \
        -exec strip --strip-unneeded {} + 2>/dev/null || true
    fi
    # Desktop integration travels with the bundle: dist/lionheart/linux/install-desktop.sh.
    case "$(uname -s)" in Linux) rm -rf dist/lionheart/linux && cp -r packaging/linux dist/lionheart/linux ;; esac
    cp LICENSE dist/lionheart/LICENSE.txt
    ;;
  nuitka)
    # pyside6-deploy drives Nuitka (it pip-installs the Nuitka version named in the recipe); Nuitka
    # needs a C compiler and patchelf (Debian: gcc patchelf).
    rm -rf build/deploy && mkdir -p build/deploy dist
    cp -r build/stage/lionheart_core build/stage/lionheart_qt build/stage/lionheart_resources build/deploy/
    cp packaging/launcher.py build/deploy/main.py
    cp packaging/pysidedeploy.spec build/deploy/
    cp packaging/linux/icons/hicolor/256x256/apps/io.github.lionheart_table.png build/deploy/lionheart.png
    (cd build/deploy && pyside6-deploy -c pysidedeploy.spec -f --no-warn)
    rm -rf dist/lionheart-nuitka && mv build/deploy/lionheart.dist dist/lionheart-nuitka
    app="dist/lionheart-nuitka/main.bin"   # Nuitka names the program after main.py
    ;;
  *) echo "usage: build.sh [pyinstaller|nuitka]" >&2; exit 2 ;;
esac
echo "built: $app ($(du -sm "$(dirname "$app")" | cut -f1) MB)"
