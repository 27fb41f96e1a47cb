#!/bin/sh
# build.sh - compiles every conformance/cases/its/*.cu twice with clang-19 and line tables:
#   NAME_O0.ll   -O0
#   NAME_O2.ll   -O2
# for sm_70 (independent thread scheduling), or sm_80 for a source that uses __reduce_*_sync
# (redux.sync), then rewrites the launch scripts and data files with gen.py. The IR keeps `!dbg`
# locations whose file is just NAME.cu (the folder is mapped to "."), so findings read NAME.cu:LINE.
#   conformance/cases/its/build.sh [NAME.cu ...]     (default: every .cu here)
# Set CLANG19 to use another compiler. The tests need none of this: the .ll files are committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG19=${CLANG19:-clang-19}
flags="-x cuda --cuda-device-only -nocudalib -nocudainc -Wno-unknown-cuda-version
  -emit-llvm -S -gline-tables-only -fdebug-prefix-map=$here=. -include ../cuda/cuda.h"

cd "$here"
if [ "$#" -eq 0 ]; then set -- *.cu; fi
for src in "$@"; do
  name=$(basename "$src" .cu)
  arch=sm_70
  if grep -q '__reduce_[a-z]*_sync' "$name.cu"; then arch=sm_80; fi
  $CLANG19 $flags --cuda-gpu-arch=$arch -O0 "$name.cu" -o "${name}_O0.ll"
  $CLANG19 $flags --cuda-gpu-arch=$arch -O2 "$name.cu" -o "${name}_O2.ll"
  for ll in "${name}_O0.ll" "${name}_O2.ll"; do
    if grep -q "$here" "$ll"; then
      echo "build.sh: $ll names the host folder $here" >&2
      exit 1
    fi
  done
  echo "built ${name}_O0.ll ${name}_O2.ll ($arch)"
done
python3 "$here/gen.py"
