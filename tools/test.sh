#!/usr/bin/env bash
# Install everything the test suite needs (Debian packages for Xvfb and PDF checks, the Python
# packages) and run every test. Used by README's second command and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
for pkg in xvfb xauth libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxkbcommon-x11-0 libxcb-cursor0 poppler-utils libegl1 libgl1 libfontconfig1 libdbus-1-3 fonts-dejavu-core appstream desktop-file-utils; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi
python3 -m pip install -q -e ".[test]"
export QT_QPA_PLATFORM=offscreen
# The whole suite runs on two workers, each test file whole in one of them (pytest-xdist): the
# whole games by file alone take ten minutes of one core; a run of chosen tests stays in one process.
if [ $# -eq 0 ]; then
  python3 -m pytest -q -n "${TEST_WORKERS:-2}" --dist loadfile
else
  python3 -m pytest -q "$@"
fi
