#!/usr/bin/env bash
# record_goldens.sh - on a machine with a GPU, record the GPU's outputs of every conformance case
# with each compiler, so that run.py compares the interpreter with hardware where there is none.
#
#   conformance/record_goldens.sh NVVM_SIM [COMPILER...]      (default: nvvm llc)
#
# Each case (ROOT/<area>/<name>.ll with its launch script, as run.py finds them) runs through
#   NVVM_SIM diff <name>.ll --script <script> --compiler C --record-golden golden/<C>/<area>/<name>
# Cases that are meant to fault, or to show a checker finding (their script's conformance.exit is
# not 0, and the checks/ area), are left out: a GPU's outputs there are not defined. A case that
# differs from the interpreter is still recorded and listed at the end; run.py then fails on it
# until the difference is explained (docs/hardware-differences.md) or fixed. Exit status: 0 when
# every case was recorded and matched, 1 when some differ or failed, 4 when there is no GPU.
set -u
if [ $# -lt 1 ]; then
  sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
sim=$1
shift
compilers=("$@")
[ ${#compilers[@]} -eq 0 ] && compilers=(nvvm llc)
root=$(cd "$(dirname "$0")" && pwd)

# area, name, .ll and script of every case run.py would run that is expected to exit 0.
cases=$(python3 - "$root" <<'PY'
import json, os, sys
sys.path.insert(0, sys.argv[1])
import run
for case in run.discover(sys.argv[1], None, None):
    if case.area == "checks" or not os.path.isfile(case.script):
        continue
    try:
        doc, conf = case.load()
    except (OSError, ValueError):
        continue
    if conf.get("exit", 0) == 0:
        print(case.area, case.name, case.ll, case.script, sep="\t")
PY
)

failed=()
recorded=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
while IFS=$'\t' read -r area name ll script; do
  [ -n "$area" ] || continue
  for c in "${compilers[@]}"; do
    dest="$root/golden/$c/$area/$name"
    "$sim" diff "$ll" --script "$script" --compiler "$c" --record-golden "$dest" > /dev/null 2> "$log"
    rc=$?
    if [ $rc -eq 4 ]; then
      cat "$log" >&2
      echo "record_goldens.sh: no GPU, or no $c compiler; nothing more recorded" >&2
      exit 4
    fi
    if [ $rc -eq 0 ]; then
      recorded=$((recorded + 1))
    else
      failed+=("$c $area/$name (exit $rc)")
    fi
  done
done <<< "$cases"

echo "record_goldens.sh: $recorded golden(s) recorded and matching"
if [ ${#failed[@]} -gt 0 ]; then
  echo "differ or failed (rerun nvvm-sim diff on each to see why):"
  printf '  %s\n' "${failed[@]}"
  exit 1
fi
