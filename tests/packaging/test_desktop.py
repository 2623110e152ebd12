"""Linux desktop integration: menu entry, AppStream metadata, save-file type, install script."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.lionheart_table"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _need(tool: str) -> str:
    path = shutil.which(tool)
    # No skip: a missing validator must not let an invalid file pass unseen.
    assert path is not None, (f"{tool} is not installed: run tools/test.sh, which installs the "
                              "Debian packages desktop-file-utils and appstream")
    return path


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_validates_and_opens_saves() -> None:
    result = subprocess.run([_need("desktop-file-validate"), str(DESKTOP)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    entry = _entry()
    assert entry["Exec"] == "lionheart %f"  # %f: the double-clicked save is passed on
    assert entry["Icon"] == APP_ID
    assert "application/x-lionheart-save;" in entry["MimeType"]
    assert "Game;" in entry["Categories"]


def test_metainfo_validates_and_matches_the_desktop_file() -> None:
    result = subprocess.run([_need("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("project_license") == "MIT"
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("provides/binary").text == "lionheart"
    assert root.find("provides/mediatype").text == "application/x-lionheart-save"
    from lionheart_core import __version__

    assert root.find("releases/release").get("version") == __version__


def test_mime_type_claims_save_files() -> None:
    root = ET.parse(MIME).getroot()
    mime = root.find(f"{MIME_NS}mime-type")
    assert mime.get("type") == "application/x-lionheart-save"
    assert mime.find(f"{MIME_NS}glob").get("pattern") == "*.lionheart.json"
    from lionheart_qt import paths

    assert paths.SAVE_SUFFIX == ".lionheart.json"  # the app writes what the glob claims


def test_icons_exist_at_every_theme_size() -> None:
    from PySide6.QtGui import QImage

    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = LINUX / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size), png
        assert image.hasAlphaChannel()
    svg = LINUX / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "resources" / "images" / "lionheart.svg").read_bytes()


def test_install_script_registers_app_and_save_type(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path)}
    env.pop("XDG_DATA_HOME", None)
    fake = tmp_path / "opt" / "Lionheart Table" / "lionheart"
    subprocess.run(["bash", str(LINUX / "install-desktop.sh"), "--exec", str(fake)],
                   check=True, env=env, capture_output=True)
    share = tmp_path / ".local" / "share"
    installed = (share / "applications" / DESKTOP.name).read_text()
    assert f'Exec="{fake}" %f' in installed  # quoted: the path has a space
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").exists()
    assert (share / "metainfo" / METAINFO.name).exists()
    assert (share / "mime" / "packages" / MIME.name).exists()
    if shutil.which("update-mime-database"):
        globs = (share / "mime" / "globs2").read_text()
        assert "application/x-lionheart-save:*.lionheart.json" in globs
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(share / "applications" / DESKTOP.name)],
                       check=True)
    subprocess.run(["bash", str(LINUX / "install-desktop.sh"), "--uninstall"],
                   check=True, env=env, capture_output=True)
    assert not (share / "applications" / DESKTOP.name).exists()
    assert not list(share.rglob(f"{APP_ID}.png"))
