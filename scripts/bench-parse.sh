#!/usr/bin/env bash
# Parse-speed benchmark (not a test): disassembles CUDA's libdevice with llvm-dis-19 and times
# `nvvm-sim parse` on it. Prints the best of N runs (wall and CPU seconds).
#   scripts/bench-parse.sh [build/tools/nvvm-sim] [runs]
set -euo pipefail
sim=${1:-build/tools/nvvm-sim}
runs=${2:-7}
bc=${LIBDEVICE_BC:-/usr/local/cuda/nvvm/libdevice/libdevice.10.bc}
out=${TMPDIR:-/tmp}/nvsim-libdevice.ll
[ -f "$bc" ] || { echo "no libdevice at $bc (set LIBDEVICE_BC)"; exit 1; }
llvm-dis-19 "$bc" -o "$out"
echo "input: $out ($(wc -c <"$out") bytes, $(wc -l <"$out") lines)"
python3 - "$sim" "$out" "$runs" <<'PY'
import os, resource, subprocess, sys, time
sim, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
best_wall = best_cpu = float("inf")
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([sim, "parse", path], check=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
print(f"nvvm-sim parse libdevice: best of {runs}: {best_wall:.3f} s wall, {best_cpu:.3f} s CPU")
PY
