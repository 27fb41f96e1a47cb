#!/bin/sh
# build.sh - compiles every conformance/cases/cuda/*.cu into the three committed NVVM IR variants:
#   NAME.o2.ll      clang-19 -O2
#   NAME.o0.ll      clang-19 -O0
#   NAME.clang14.ll clang-14 -O2 (typed pointers, LLVM 14 text)
# then (re)writes the inputs, launch scripts and expected outputs with reference.py.
#   conformance/cases/cuda/build.sh [NAME.cu ...]     (default: every .cu here)
# Set CLANG19 / CLANG14 to use other compilers. The tests need none of this: the .ll files and the
# data are committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG19=${CLANG19:-clang-19}
CLANG14=${CLANG14:-clang-14}
flags="-x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc -Wno-unknown-cuda-version -emit-llvm -S"

cd "$here"
if [ "$#" -eq 0 ]; then set -- *.cu; fi
for src in "$@"; do
  name=$(basename "$src" .cu)
  # -include with the header's own folder keeps the paths in the IR relative (no /home/... in it).
  $CLANG19 $flags -include cuda.h -O2 "$name.cu" -o "$name.o2.ll"
  $CLANG19 $flags -include cuda.h -O0 "$name.cu" -o "$name.o0.ll"
  # clang-14 sets no PTX version without a CUDA installation; the *_sync builtins need PTX 6.0+.
  $CLANG14 $flags -Xclang -target-feature -Xclang +ptx70 -include cuda.h -O2 "$name.cu" -o "$name.clang14.ll"
  echo "built $name.o2.ll $name.o0.ll $name.clang14.ll"
done
python3 "$here/reference.py"
