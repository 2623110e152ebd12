"""Windows and macOS settings, checked as far as Linux can: the PyInstaller spec runs with each
platform's eyes (its build functions stubbed), the icons hold every size, the installer script
associates saves."""

from __future__ import annotations

import ast
import struct
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "lionheart.spec"
BUNDLE_ID = "io.github.lionheart_table"


@pytest.fixture(scope="module", autouse=True)
def pyinstaller() -> None:
    """The spec imports PyInstaller's helpers; install it as packaging/build.sh does."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller>=6.10"],
                       check=True, capture_output=True)


def _run_spec(monkeypatch: pytest.MonkeyPatch, platform: str) -> dict[str, dict]:
    """Execute the spec as PyInstaller would on ``platform``; return the kwargs of each step."""
    calls: dict[str, dict] = {}

    def recorder(name: str):
        def step(*args, **kwargs):
            calls[name] = {"args": args, **kwargs}
            return SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[], zipped_data=[])
        return step

    pytest.importorskip("PyInstaller.utils.hooks")  # imported first, on the real platform
    monkeypatch.setattr(sys, "platform", platform)
    namespace = {"SPECPATH": str(PACKAGING), "__file__": str(SPEC), "__name__": "__main__"}
    namespace.update({n: recorder(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return calls


def test_spec_parses_and_names_the_app() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    consts = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign)
              for t in n.targets if isinstance(t, ast.Name) and isinstance(n.value, ast.Constant)}
    from lionheart_core import __version__

    assert consts["BUNDLE_ID"] == BUNDLE_ID
    assert consts["VERSION"] == __version__
    assert consts["DISPLAY_NAME"] == "Lionheart Table"
    assert consts["SAVE_SUFFIX"] == "lionheart.json"
    from lionheart_core.remote import TURN_SUFFIX

    assert "." + consts["TURN_SUFFIX"] == TURN_SUFFIX  # the bundle claims what the app writes


def test_spec_on_macos_makes_an_app_bundle_that_opens_saves(monkeypatch) -> None:
    calls = _run_spec(monkeypatch, "darwin")
    bundle = calls["BUNDLE"]
    assert bundle["name"] == "Lionheart Table.app"
    assert bundle["bundle_identifier"] == BUNDLE_ID
    assert Path(bundle["icon"]).name == "lionheart.icns" and Path(bundle["icon"]).exists()
    plist = bundle["info_plist"]
    doc, turn = plist["CFBundleDocumentTypes"]
    assert doc["CFBundleTypeExtensions"] == ["lionheart.json"]
    assert doc["LSItemContentTypes"] == [f"{BUNDLE_ID}.save"]
    assert turn["CFBundleTypeExtensions"] == ["lionheart-turn.json"]
    assert turn["LSItemContentTypes"] == [f"{BUNDLE_ID}.turn"]
    uti, turn_uti = plist["UTExportedTypeDeclarations"]
    assert uti["UTTypeIdentifier"] == f"{BUNDLE_ID}.save"
    assert uti["UTTypeTagSpecification"]["public.mime-type"] == "application/x-lionheart-save"
    # Turn files: the same MIME type as the Linux desktop entry claims.
    assert turn_uti["UTTypeIdentifier"] == f"{BUNDLE_ID}.turn"
    assert turn_uti["UTTypeConformsTo"] == ["public.json"]
    assert turn_uti["UTTypeTagSpecification"] == {"public.filename-extension": ["lionheart-turn.json"],
                                                 "public.mime-type": "application/x-lionheart-turn"}


def test_spec_on_windows_has_icon_version_and_no_console(monkeypatch) -> None:
    calls = _run_spec(monkeypatch, "win32")
    exe = calls["EXE"]
    assert exe["name"] == "lionheart" and exe["console"] is False
    assert Path(exe["icon"]).name == "lionheart.ico" and Path(exe["icon"]).exists()
    version_file = Path(exe["version"])
    text = version_file.read_text(encoding="utf-8")
    ast.parse(text)  # PyInstaller evaluates it as a Python expression
    from lionheart_core import __version__

    assert f"StringStruct('ProductVersion', '{__version__}')" in text
    assert "BUNDLE" not in calls


def test_spec_on_linux_keeps_the_analysis_inputs(monkeypatch, tmp_path) -> None:
    stage = tmp_path / "stage"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-compile",
                    "--target", str(stage), str(ROOT)], check=True, capture_output=True)
    monkeypatch.setenv("LIONHEART_STAGE", str(stage))
    calls = _run_spec(monkeypatch, "linux")
    analysis = calls["Analysis"]
    assert Path(analysis["args"][0][0]).name == "launcher.py"
    assert "lionheart_core.rulesets.lionheart_1997" in analysis["hiddenimports"]
    assert "PySide6.QtNetwork" in analysis["excludes"]
    dests = {(Path(src).name, dest) for src, dest in analysis["datas"]}
    assert ("units.toml", "lionheart_resources/rulesets/lionheart_1997") in dests
    assert ("LGPL-3.0.txt", "lionheart_resources/licenses") in dests


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_windows_icon_holds_16_to_256() -> None:
    data = (PACKAGING / "windows" / "lionheart.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for i in range(count):
        w, h, _c, _r, _planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        w, h = w or 256, h or 256
        assert _png_size(data[offset: offset + length]) == (w, h) and bpp == 32
        sizes.add(w)
    assert sizes == {16, 24, 32, 48, 64, 128, 256}


def test_macos_icon_holds_16_to_1024() -> None:
    data = (PACKAGING / "macos" / "lionheart.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                b"ic09": 512, b"ic10": 1024}
    pos, found = 8, {}
    while pos < len(data):
        kind, length = data[pos: pos + 4], struct.unpack(">I", data[pos + 4: pos + 8])[0]
        found[kind] = _png_size(data[pos + 8: pos + length])
        pos += length
    assert found == {k: (s, s) for k, s in expected.items()}


def test_windows_installer_associates_saves() -> None:
    iss = (PACKAGING / "windows" / "lionheart.iss").read_text(encoding="utf-8")
    assert "ChangesAssociations=yes" in iss
    assert '\\shell\\open\\command"' in iss and '""%1""' in iss
    assert "SetupIconFile=lionheart.ico" in iss
    assert "dist\\lionheart\\*" in iss
