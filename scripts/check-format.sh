#!/usr/bin/env bash
# Checks that every C++ file of the tree is clang-format clean (ctest "format"); --fix rewrites them.
set -euo pipefail
cd "$(dirname "$0")/.."

# clang-format output differs between releases: the style is pinned to 14, Debian 12's.
cf=""
for c in clang-format-14 clang-format; do
  if command -v "$c" >/dev/null 2>&1; then cf=$c; break; fi
done
if [ -z "$cf" ]; then
  echo "check-format: clang-format not found (install clang-format 14); skipping"
  exit 77
fi
version=$("$cf" --version | sed -n 's/.*version \([0-9]*\)\..*/\1/p')
if [ "$version" != 14 ]; then
  echo "check-format: warning: $cf is version $version, the style is checked with 14" >&2
fi

mapfile -d '' files < <(find core memory intrinsics sim conformance tools \
  -type f \( -name '*.cpp' -o -name '*.h' \) -print0 2>/dev/null | sort -z)
if [ "${#files[@]}" -eq 0 ]; then
  echo "check-format: no C++ files found"
  exit 0
fi

if [ "${1:-}" = "--fix" ]; then
  "$cf" -i "${files[@]}"
  echo "check-format: formatted ${#files[@]} files"
  exit 0
fi

# One line per file that needs formatting (clang-format itself prints every place, with context).
report=$("$cf" --dry-run -Werror "${files[@]}" 2>&1 | sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: .*clang-format.*/\1/p' |
  uniq -c) || true
if [ -z "$report" ]; then
  echo "check-format: ${#files[@]} files clean"
else
  echo "$report" | while read -r n f; do echo "needs formatting: $f ($n)"; done
  echo "check-format: run scripts/check-format.sh --fix (or clang-format -i FILE)" >&2
  exit 1
fi
