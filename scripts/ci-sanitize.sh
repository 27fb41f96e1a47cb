#!/usr/bin/env bash
# CI's sanitizer stage (issue 13): an ASan+UBSan build in build-asan/ runs the adversarial corpus, the
# conformance suite, and bounded mutation fuzzing of the parser and of the launch-script reader.
# Any sanitizer report, crash or hang fails the stage; every part runs even after one fails, and the
# summary at the end names each part with its time.
#
#   scripts/ci-sanitize.sh                 (called by .ci/run after the main tests)
#
# Environment: NVSIM_SANITIZE_JOBS (build jobs, default nproc), NVSIM_FUZZ_PARSER_COUNT (5000),
# NVSIM_FUZZ_SCRIPT_COUNT (2000), NVSIM_FUZZ_SEED (default: the day number, so that each day's runs
# try new inputs; the seed is printed, and failing inputs are saved in build-asan/fuzz-failures/).
set -uo pipefail
cd "$(dirname "$0")/.."

jobs="${NVSIM_SANITIZE_JOBS:-$(nproc)}"
parser_count="${NVSIM_FUZZ_PARSER_COUNT:-5000}"
script_count="${NVSIM_FUZZ_SCRIPT_COUNT:-2000}"
seed="${NVSIM_FUZZ_SEED:-$(( $(date +%s) / 86400 ))}"

# Any report is fatal and distinguishable: ASan exits 86, UBSan 87 (the corpus runner also reads
# stderr for reports, since a report inside an expected exit code must not pass).
export ASAN_OPTIONS="${ASAN_OPTIONS:-exitcode=86:abort_on_error=0:detect_leaks=1:allocator_may_return_null=1:strict_string_checks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-exitcode=87:halt_on_error=1:print_stacktrace=1}"

launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
failed=()
summary=()
stage() {  # stage NAME COMMAND...: run it, time it, remember a failure
  local name="$1"; shift
  echo "=== ci-sanitize: $name: $*"
  local start=$SECONDS
  "$@" </dev/null
  local rc=$?
  summary+=("$(printf '%-22s %5d s  exit %d' "$name" $((SECONDS - start)) "$rc")")
  [ "$rc" -eq 0 ] || failed+=("$name")
  return 0
}

start_all=$SECONDS
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNVSIM_SANITIZE=ON "${launcher[@]}" || exit 1
targets=(nvvm-sim parser_mutation_fuzz script_mutation_fuzz)
stage build cmake --build build-asan -j"$jobs" --target "${targets[@]}"
if [ "${#failed[@]}" -ne 0 ]; then
  echo "ci-sanitize: the sanitized build failed" >&2
  exit 1
fi

sim=build-asan/tools/nvvm-sim
stage adversarial python3 conformance/adversarial/run.py "$sim" conformance/adversarial -j 2 --sanitized
stage conformance python3 conformance/run.py "$sim" conformance -j 2 --timeout 360

echo "ci-sanitize: fuzzing with seed $seed (NVSIM_FUZZ_SEED=$seed reproduces it)"
seeds=(core/test/fuzz/seeds)
[ -d ../shared/corpus ] && seeds+=(../shared/corpus)
stage fuzz-parser build-asan/core/test/fuzz/parser_mutation_fuzz --count "$parser_count" --seed "$seed" \
  --save-failures build-asan/fuzz-failures/parser "${seeds[@]}"
stage fuzz-script build-asan/tools/script_mutation_fuzz --count "$script_count" --seed "$seed" \
  --module tools/test/cli/kernels.ll --save-failures build-asan/fuzz-failures/script conformance tools/test/cli

echo "=== ci-sanitize summary ($((SECONDS - start_all)) s in all)"
printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -ne 0 ]; then
  echo "ci-sanitize: FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "ci-sanitize: passed"
