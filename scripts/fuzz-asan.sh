#!/usr/bin/env bash
# Full-size robustness run: the mutation fuzzer, 20000 inputs, under ASan and UBSan (build-asan/).
# Any sanitizer report or hang fails it; failing inputs are saved in build-asan/fuzz-failures/.
# Usage: scripts/fuzz-asan.sh [--count N] [--seed S] [more parser_mutation_fuzz options]
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNVSIM_SANITIZE=ON
cmake --build build-asan -j"$(nproc)" --target parser_mutation_fuzz

# The project's own seeds, and the LLVM test corpus beside the repository when it is there.
seeds=(core/test/fuzz/seeds)
[ -d ../shared/corpus ] && seeds+=(../shared/corpus)
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
exec build-asan/core/test/fuzz/parser_mutation_fuzz --count 20000 --seed 1 \
  --save-failures build-asan/fuzz-failures "$@" "${seeds[@]}"
