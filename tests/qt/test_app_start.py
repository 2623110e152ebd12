"""Starting where no window can open: the app says why in one line of its own (issue 13), not
Qt's abort: no display, a DISPLAY nobody answers at, system libraries Qt's X11 layer lacks."""

from __future__ import annotations

import os
import socket

from lionheart_qt import app


def test_debian_package_names():
    assert app._debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert app._debian_package("libxcb-keysyms.so.1") == "libxcb-keysyms1"
    assert app._debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"


def test_a_display_answers_only_where_an_x_server_listens():
    free = 900 + os.getpid() % 90  # a display number nobody uses here
    assert not app._display_reachable(f":{free}")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(f"\0/tmp/.X11-unix/X{free}")  # as an X server listens (abstract socket)
        server.listen(1)
        assert app._display_reachable(f":{free}") and app._display_reachable(f"unix:{free}.0")
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]
        if port > 6000:
            assert app._display_reachable(f"127.0.0.1:{port - 6000}.0")
    assert not app._display_reachable("nonsense")


def test_the_app_names_what_is_missing_instead_of_aborting(monkeypatch, capsys):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    assert app.main([]) == 2 and "no display here" in capsys.readouterr().err
    monkeypatch.setenv("DISPLAY", ":977")
    monkeypatch.setattr(app, "_display_reachable", lambda d: False)
    assert app.main([]) == 2
    assert "no X display answers at DISPLAY=:977" in capsys.readouterr().err
    monkeypatch.setattr(app, "_display_reachable", lambda d: True)
    monkeypatch.setattr(app, "missing_libraries", lambda: ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    assert app.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in err
    # A Wayland session or a chosen platform other than xcb does not need them.
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert app.display_problem() is None


def test_missing_libraries_is_empty_where_qt_loads():
    assert app.missing_libraries() == []  # this machine has them (CI installs them)
