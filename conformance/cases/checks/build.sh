#!/bin/sh
# build.sh - compiles every conformance/cases/checks/*.cu twice with clang-19 -O2 and line tables:
#   NAME.ll        the kernel with its planted bug
#   NAME_clean.ll  the same source with -DCLEAN: its clean twin
# and, for the cases of O0_CASES (races between the lanes of a warp, whose accesses -O2 may merge
# or reorder), the same two at -O0 as NAME.o0.ll and NAME_clean.o0.ll, run with the same scripts.
# then rewrites the launch scripts and data files with gen.py. The IR keeps `!dbg` locations whose
# file is just NAME.cu (the source is compiled from this folder and the folder is mapped to "."),
# so the checkers' findings read NAME.cu:LINE:COL.
#   conformance/cases/checks/build.sh [NAME.cu ...]     (default: every .cu here)
# Set CLANG19 to use another compiler. The tests need none of this: the .ll files are committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG19=${CLANG19:-clang-19}
flags="-x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc -Wno-unknown-cuda-version
  -emit-llvm -S -O2 -gline-tables-only -fdebug-prefix-map=$here=. -include ../cuda/cuda.h"

O0_CASES="warp_reduce_race warp_reduce_plain race_global_lanes race_volatile_flag race_atomic_reset sync_if_else sync_loop_branch"

cd "$here"
if [ "$#" -eq 0 ]; then set -- *.cu; fi
for src in "$@"; do
  name=$(basename "$src" .cu)
  $CLANG19 $flags "$name.cu" -o "$name.ll"
  $CLANG19 $flags -DCLEAN "$name.cu" -o "${name}_clean.ll"
  lls="$name.ll ${name}_clean.ll"
  case " $O0_CASES " in
  *" $name "*)
    $CLANG19 $flags -O0 "$name.cu" -o "$name.o0.ll"
    $CLANG19 $flags -O0 -DCLEAN "$name.cu" -o "${name}_clean.o0.ll"
    lls="$lls $name.o0.ll ${name}_clean.o0.ll"
    ;;
  esac
  for ll in $lls; do
    if grep -q "$here" "$ll"; then
      echo "build.sh: $ll names the host folder $here" >&2
      exit 1
    fi
  done
  echo "built $lls"
done
python3 "$here/gen.py"
