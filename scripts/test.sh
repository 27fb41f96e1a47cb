#!/usr/bin/env bash
# Runs the whole test suite on the build of scripts/setup.sh (the README's second command).
set -euo pipefail
cd "$(dirname "$0")/.."
exec ctest --test-dir build --output-on-failure -j2 "$@"
