"""The wheel (what `pip install .` installs): code, data, licences and the `lionheart` command."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# source folder -> installed import name (pyproject's package-dir)
PACKAGE_DIRS = {"core": "lionheart_core", "lionheart_qt": "lionheart_qt",
                "resources": "lionheart_resources"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q",
                    "-w", str(out)], check=True, capture_output=True)
    (whl,) = out.glob("lionheart_table-*.whl")
    return whl


def _no_display_env() -> dict[str, str]:
    env = dict(os.environ)
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(var, None)
    return env


def test_wheel_holds_every_module_and_data_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = []
    for src, pkg in PACKAGE_DIRS.items():
        for f in (ROOT / src).rglob("*"):
            rel = f.relative_to(ROOT / src)
            if "__pycache__" in rel.parts or not f.is_file():
                continue
            shipped = f.suffix in {".py", ".toml", ".json", ".svg", ".png", ".ttf"} or (
                pkg == "lionheart_resources" and f.suffix in {".md", ".txt", ".ts", ".qm"})
            if shipped and f"{pkg}/{rel.as_posix()}" not in names:
                missing.append(f"{src}/{rel.as_posix()}")
    # A Python subpackage not listed in pyproject's `packages` is silently left out of installs.
    assert not missing, f"not in the wheel (add the subpackage to pyproject's packages): {missing}"
    for must in ("lionheart_resources/rulesets/lionheart_1997/units.toml",
                 "lionheart_resources/images/lionheart.svg",
                 "lionheart_resources/licenses/notices.toml",
                 "lionheart_resources/licenses/LGPL-3.0.txt",
                 "lionheart_resources/translations/app_nl.qm",
                 "lionheart_resources/translations/app_fr.qm",
                 "lionheart_resources/translations/lionheart-1997_nl.ts"):
        assert must in names
    dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
    entry_points = zipfile.ZipFile(wheel).read(f"{dist_info}/entry_points.txt").decode()
    assert "lionheart = lionheart_qt.app:main" in entry_points
    assert any(n.startswith(dist_info) and "LICENSE" in n for n in names)


def test_installed_wheel_answers_without_a_display(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    # The dependencies (PySide6, shapely, ...) come from this interpreter's site-packages; the
    # project itself is installed from the wheel, and must win over any editable install.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    py = bindir / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                    str(wheel)], check=True, capture_output=True)
    env = _no_display_env()
    where = subprocess.run(
        [str(py), "-c", "import lionheart_core, lionheart_resources as r; "
         "print(lionheart_core.__file__); "
         "print(r.path('rulesets', 'lionheart_1997', 'units.toml').is_file())"],
        check=True, capture_output=True, text=True, env=env, cwd=tmp_path).stdout.split()
    assert where[0].startswith(str(venv)) and where[1] == "True"

    from lionheart_core import __version__

    lionheart = str(bindir / "lionheart")
    version = subprocess.run([lionheart, "--version"], capture_output=True, text=True,
                             env=env, cwd=tmp_path, timeout=60)
    assert version.returncode == 0 and version.stdout.strip() == f"Lionheart Table {__version__}"
    helptext = subprocess.run([lionheart, "--help"], capture_output=True, text=True,
                              env=env, cwd=tmp_path, timeout=60)
    assert helptext.returncode == 0
    assert "usage: lionheart" in helptext.stdout and "--self-test" in helptext.stdout
    # No display and no platform chosen: a clear message, not a Qt abort.
    gui = subprocess.run([lionheart], capture_output=True, text=True, env=env, cwd=tmp_path,
                         timeout=60)
    assert gui.returncode == 2 and "no display" in gui.stderr
