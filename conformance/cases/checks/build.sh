#!/bin/sh
# build.sh - compiles every conformance/cases/checks/*.cu four times with clang-19 and line tables
# (-gline-tables-only):
#   NAME.ll             -O2, the kernel with its planted bug
#   NAME_clean.ll       -O2 with -DCLEAN: its clean twin
#   NAME.o0.ll          -O0, the planted bug as written (no merged or reordered accesses)
#   NAME_clean.o0.ll    -O0 with -DCLEAN
# The -O0 files run with the -O2 scripts (NAME.json, NAME_clean.json), whose "conformance" object
# may hold an "o0" override where -O0 legitimately differs (run.py), then rewrites the launch
# scripts and data files with gen.py. The IR keeps `!dbg` locations whose
# file is just NAME.cu (the source is compiled from this folder and the folder is mapped to "."),
# so the checkers' findings read NAME.cu:LINE:COL.
#   conformance/cases/checks/build.sh [NAME.cu ...]     (default: every .cu here)
# Set CLANG19 to use another compiler. The tests need none of this: the .ll files are committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG19=${CLANG19:-clang-19}
flags="-x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc -Wno-unknown-cuda-version
  -emit-llvm -S -O2 -gline-tables-only -fdebug-prefix-map=$here=. -include ../cuda/cuda.h"

cd "$here"
if [ "$#" -eq 0 ]; then set -- *.cu; fi
for src in "$@"; do
  name=$(basename "$src" .cu)
  $CLANG19 $flags "$name.cu" -o "$name.ll"
  $CLANG19 $flags -DCLEAN "$name.cu" -o "${name}_clean.ll"
  $CLANG19 $flags -O0 "$name.cu" -o "$name.o0.ll"
  $CLANG19 $flags -O0 -DCLEAN "$name.cu" -o "${name}_clean.o0.ll"
  lls="$name.ll ${name}_clean.ll $name.o0.ll ${name}_clean.o0.ll"
  for ll in $lls; do
    if grep -q "$here" "$ll"; then
      echo "build.sh: $ll names the host folder $here" >&2
      exit 1
    fi
  done
  echo "built $lls"
done
python3 "$here/gen.py"
