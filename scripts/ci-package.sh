#!/usr/bin/env bash
# CI's package stage (issue 22): the Debian package CPack makes of build/ installs on this Debian 12
# with apt-get (its Depends resolved), and from /usr, outside the build tree, `nvvm-sim run` of the
# installed example, `nvvm-sim cc` + `exec` of the installed vector_add.cu, a CMake project that
# finds the package, `import nvvmsim` with a launch, and `man nvvm-sim` work; then the package is
# purged and nothing of it is left (tools/packaging/test/package_test.py, mode `system`).
#
#   scripts/ci-package.sh        (called by .ci/run after the tests; reuses build/)
#
# Installing into /usr changes the machine, so the stage needs root and skips with a message
# otherwise (0); ctest's package_deb makes the same checks without root on the package unpacked
# with dpkg -x.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" -ne 0 ]; then
  echo "ci-package: skipped: installing the .deb into /usr needs root (CI runs .ci/run as root)"
  exit 0
fi
if [ ! -f build/CPackConfig.cmake ]; then
  echo "ci-package: build/ is not configured; run scripts/setup.sh first" >&2
  exit 1
fi
start=$(date +%s)
python3 tools/packaging/test/package_test.py system "$(command -v cmake)" "$PWD/build" "$PWD" /usr/bin/python3
rc=$?
if [ "$rc" -eq 77 ]; then
  echo "ci-package: skipped (the reason is above)"
  exit 0
fi
echo "ci-package: $([ "$rc" -eq 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - start )) s"
exit "$rc"
