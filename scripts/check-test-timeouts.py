#!/usr/bin/env python3
"""Checks that every test of the build has its own short time limit (the TIMEOUT property, set
where the test is added: CMakeLists.txt, NVSIM_TEST_TIMEOUT for the unit tests), at most
MAX_SECONDS, so that a hang (a compare-and-swap loop that never succeeds) fails fast instead of
holding the suite for ctest's default 1500 s. Prints each test without one, or with a longer
one, and exits 1 if there is any.

    scripts/check-test-timeouts.py CTEST BUILD_DIR [MAX_SECONDS]
"""

import json
import subprocess
import sys


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    ctest, build = sys.argv[1], sys.argv[2]
    limit = float(sys.argv[3]) if len(sys.argv) == 4 else 300
    proc = subprocess.run([ctest, "--test-dir", build, "--show-only=json-v1"], capture_output=True, text=True,
                          timeout=120)
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        return 1
    tests = json.loads(proc.stdout)["tests"]
    bad = []
    for t in tests:
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        timeout = props.get("TIMEOUT")
        if timeout is None:
            bad.append(f"{t['name']}: no TIMEOUT")
        elif float(timeout) > limit:
            bad.append(f"{t['name']}: TIMEOUT {timeout} s is over {limit:g} s")
    for b in bad:
        print(b)
    print(f"{len(tests)} tests, {len(bad)} without a time limit of at most {limit:g} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
