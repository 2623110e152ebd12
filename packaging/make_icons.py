"""Render the app icon (resources/images/lionheart.svg) into every size the platforms want.

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

Writes (and the results are committed, so a build needs no rendering):
- packaging/linux/icons/hicolor/NxN/apps/io.github.lionheart_table.png for N in PNG_SIZES,
  plus hicolor/scalable/apps/io.github.lionheart_table.svg (a copy of the SVG);
- packaging/windows/lionheart.ico (PNG-compressed entries 16..256, Vista and later);
- packaging/macos/lionheart.icns (PNG entries 16..1024).
QtSvg is part of PySide6-Essentials, so the SVG itself is the one source of every icon.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE.parent / "resources" / "images" / "lionheart.svg"
APP_ID = "io.github.lionheart_table"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09",
              1024: b"ic10"}


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon at ``size`` x ``size`` pixels as PNG bytes (transparent background)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (256 is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements (sizes 16..1024)."""
    body = b"".join(ICNS_TYPES[s] + struct.pack(">I", 8 + len(p)) + p for s, p in sorted(pngs.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Render every icon file; print what was written."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_icons: cannot read {SVG}", file=sys.stderr)
        return 1
    cache = {s: render_png(renderer, s) for s in sorted(set(PNG_SIZES + ICO_SIZES) | set(ICNS_TYPES))}
    hicolor = HERE / "linux" / "icons" / "hicolor"
    for size in PNG_SIZES:
        out = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(cache[size])
    scalable = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    (HERE / "windows").mkdir(exist_ok=True)
    (HERE / "windows" / "lionheart.ico").write_bytes(ico_bytes({s: cache[s] for s in ICO_SIZES}))
    (HERE / "macos").mkdir(exist_ok=True)
    (HERE / "macos" / "lionheart.icns").write_bytes(icns_bytes({s: cache[s] for s in ICNS_TYPES}))
    # A PNG beside the SVG for window icons where the SVG icon engine is missing.
    (SVG.parent / "lionheart-256.png").write_bytes(cache[256])
    print(f"make_icons: {len(PNG_SIZES)} PNGs, lionheart.ico, lionheart.icns from {SVG.name}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
