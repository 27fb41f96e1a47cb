#!/bin/sh
# build.sh - compiles the teaching examples (examples/profile/*.cu) with clang-19 at -O2 with line
# tables, the source folder mapped to "." so that the profile's lines read NAME.cu:LINE. The tests
# need none of this: the .ll files are committed.
#   examples/profile/build.sh [NAME.cu ...]     (default: every .cu here)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG19=${CLANG19:-clang-19}
cd "$here"
if [ "$#" -eq 0 ]; then set -- *.cu; fi
for src in "$@"; do
  name=$(basename "$src" .cu)
  $CLANG19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc -Wno-unknown-cuda-version \
    -emit-llvm -S -O2 -gline-tables-only -fdebug-prefix-map="$here"=. \
    -include ../../conformance/cases/cuda/cuda.h "$name.cu" -o "$name.ll"
  echo "built $name.ll"
done
