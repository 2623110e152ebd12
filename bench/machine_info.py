"""The machine a bench ran on, for the figures README quotes."""

from __future__ import annotations

import os
import platform


def machine() -> str:
    """"<CPU model>, <n> cores, Python <version>"."""
    try:
        with open("/proc/cpuinfo") as f:
            model = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "")
    except OSError:
        model = platform.processor()
    return f"{model or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
