#!/bin/sh
# build.sh - compiles debug_demo.cu with clang-19 at -O0 with line tables (value names kept, every variable in its
# own alloca, every step a named register), the source folder mapped to "." so that the debugger's
# lines read debug_demo.cu:LINE. The tests need none of this: the .ll file is committed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG19=${CLANG19:-clang-19}
cd "$here"
$CLANG19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc -Wno-unknown-cuda-version \
  -emit-llvm -S -O0 -fno-discard-value-names -gline-tables-only -fdebug-prefix-map="$here"=. \
  -include ../../conformance/cases/cuda/cuda.h debug_demo.cu -o debug_demo.ll
echo "built debug_demo.ll"
