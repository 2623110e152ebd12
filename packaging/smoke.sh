#!/usr/bin/env bash
# Smoke test of the bundled app: build it (packaging/build.sh), run it with --self-test offscreen
# in a bare environment (no DISPLAY, no Python on PATH, and, where `unshare` may, with this
# machine's Python hidden), and report the bundle's size and start-up times.
#
#   bash packaging/smoke.sh               # build + run; prints "smoke: key=value" lines
#   SMOKE_NO_BUILD=1 bash packaging/smoke.sh   # reuse dist/lionheart
#   SMOKE_COLD=1 bash packaging/smoke.sh  # drop the page cache first (root), for a true cold start
#                                         # (also on in CI, where CI=true)
# Exit code 0 when the bundle's self-test passed.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
[ "${SMOKE_NO_BUILD:-0}" = 1 ] && [ -x dist/lionheart/lionheart ] || bash packaging/build.sh pyinstaller
app="$PWD/dist/lionheart/lionheart"
test -x "$app" || { echo "smoke: no bundle at $app" >&2; exit 1; }

# Hide the interpreter the bundle was built with, to prove the bundle needs none.
pyprefix="$("$python" -c 'import sys; print(sys.base_prefix)')"
hide=()
if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null && \
   [ "${pyprefix#/usr}" = "$pyprefix" ] && \
   unshare -m sh -c "mount -t tmpfs none '$pyprefix'" 2>/dev/null; then
  hide=(unshare -m sh -c "mount -t tmpfs none '$pyprefix' && exec \"\$0\" \"\$@\"")
fi
cold=0
if [ "${SMOKE_COLD:-0}" = 1 ] || [ "${CI:-}" = true ]; then
  if [ "$(id -u)" = 0 ] && sync && (echo 3 > /proc/sys/vm/drop_caches) 2>/dev/null; then cold=1; fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A runner that times the bundle from the outside (it runs on the build machine's Python, the
# bundle does not). "frame": the normal window with the first-frame probe (see launcher.py), timed
# to its "first-frame" line; "selftest": the --self-test, timed to the end.
cat > "$work/time_run.py" <<'PY'
import json, os, subprocess, sys, time
mode, cmd = sys.argv[1], sys.argv[2:]
env = {"PATH": "/usr/bin:/bin", "HOME": os.environ["SMOKE_HOME"], "LANG": "C.UTF-8",
       "QT_QPA_PLATFORM": "offscreen", "LIONHEART_DATA_DIR": os.environ["SMOKE_HOME"]}
if mode == "frame":
    env["LIONHEART_FIRST_FRAME_PROBE"] = "1"
else:
    cmd = cmd + ["--self-test"]
t0 = time.perf_counter()
p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
at, lines = None, []
for line in p.stdout:
    lines.append(line.rstrip())
    if at is None and line.startswith("first-frame"):
        at = time.perf_counter() - t0
try:
    rc = p.wait(timeout=60)
except subprocess.TimeoutExpired:
    p.kill()
    rc = -9
total = time.perf_counter() - t0
print(json.dumps({"rc": rc, "s": round(at if mode == "frame" else total, 2),
                  "ok": rc == 0 and (at is not None if mode == "frame" else True),
                  "lines": lines}))
PY
mkdir -p "$work/home"
run() { SMOKE_HOME="$work/home" "$python" "$work/time_run.py" "$1" "${hide[@]}" "$app"; }
cold_frame="$(run frame)"      # first start after the build (and after dropping the cache)
warm_frame="$(run frame)"
warm_frame2="$(run frame)"
selftest="$(run selftest)"
size_mb="$(du -sm dist/lionheart | cut -f1)"
files="$(find dist/lionheart -type f | wc -l)"
"$python" - "$cold_frame" "$warm_frame" "$warm_frame2" "$selftest" "$size_mb" "$files" "$cold" "${#hide[@]}" <<'PY'
import json, sys
cold, warm, warm2, test = (json.loads(a) for a in sys.argv[1:5])
size, files, dropped, hidden = sys.argv[5], sys.argv[6], sys.argv[7] == "1", sys.argv[8] != "0"
for line in test["lines"]:
    print("  | " + line)
print(f"smoke: bundle=dist/lionheart size_mb={size} files={files}")
print(f"smoke: build_python_hidden={'yes' if hidden else 'no'} "
      f"page_cache_dropped={'yes' if dropped else 'no'}")
warm_s = min(warm["s"], warm2["s"])
print(f"smoke: first_frame_cold_s={cold['s']} first_frame_warm_s={warm_s} "
      f"(goal < 2 s) self_test_s={test['s']}")
ok = all(r["ok"] for r in (cold, warm, warm2, test))
if not ok:
    for name, r in (("cold", cold), ("warm", warm), ("self-test", test)):
        if not r["ok"]:
            print(f"smoke: {name} run failed (rc={r['rc']}):", *r["lines"][-15:], sep="\n  | ")
print(f"smoke: self_test={'passed' if ok else 'FAILED'}")
sys.exit(0 if ok else 1)
PY
