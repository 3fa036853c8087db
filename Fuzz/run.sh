#!/usr/bin/env bash
# One libFuzzer campaign: Fuzz/run.sh TARGET RUNS
# Runs the instrumented binary (make fuzz-build) for RUNS executions on the target's committed corpus
# (Fuzz/Corpus/TARGET), seeds made from Fixtures/ and the corpus grown by earlier campaigns
# (.build-fuzz/corpus/TARGET). For the front ends (swift, objc) it then goes on in rounds of
# $FUZZ_ROUND executions until a round adds no coverage (at most $FUZZ_MAX_ROUNDS rounds). FUZZ_MAX_LEN caps
# the input size (smaller inputs run faster).
# A crash, a hang over $FUZZ_TIMEOUT s or a sanitizer report stops with the input saved under
# .build-fuzz/artifacts/; copy it to Fuzz/Corpus/TARGET/ once fixed, as its regression. Faults inside libclang are
# left to libclang's crash recovery (Fuzz/asan-libclang.supp), as in a user's run.
# FUZZ_SCRATCH=.build-fuzz-own runs the binary of `make fuzz-build-own` (only leakwatch's modules instrumented,
# so coverage counts leakwatch's code alone), with its own corpus, logs and artifacts there; the corpus the fully
# instrumented campaigns grew is read as more seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1
runs=$2
round=${FUZZ_ROUND:-50000}
max_rounds=${FUZZ_MAX_ROUNDS:-10}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
binary=$scratch/release/leakwatch-fuzz
# The pipeline target analyzes every input twice (one thread, two) and writes and parses eight reports: smaller
# inputs keep it near 35 executions/s; the front ends' own targets cover the larger ones.
case $target in
  cache) max_len=16384 ;;
  config | pipeline) max_len=4096 ;;
  *) max_len=8192 ;;
esac
max_len=${FUZZ_MAX_LEN:-$max_len}
mkdir -p "$scratch/corpus/$target" "$scratch/seeds/$target" "$scratch/artifacts" "$scratch/logs"
log="$scratch/logs/$target.log"
extra=()
if [ "$scratch" != .build-fuzz ] && [ -d ".build-fuzz/corpus/$target" ]; then extra=(".build-fuzz/corpus/$target"); fi

campaign() {
  LEAKWATCH_FUZZ_TARGET=$target LEAKWATCH_FUZZ_SEEDS="$scratch/seeds/$target" LEAKWATCH_ROOT="$PWD" \
    ASAN_OPTIONS="detect_leaks=0:suppressions=$PWD/Fuzz/asan-libclang.supp" \
    "$binary" -runs="$1" -max_len=$max_len -timeout="${FUZZ_TIMEOUT:-1}" -rss_limit_mb=4096 \
    -print_final_stats=1 -artifact_prefix="$scratch/artifacts/$target-" \
    "$scratch/corpus/$target" "$scratch/seeds/$target" "Fuzz/Corpus/$target" ${extra[@]+"${extra[@]}"} >>"$log" 2>&1
}

coverage() { grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 | sed -E 's/.*cov: ([0-9]+).*/\1/'; }

: >"$log"
if ! campaign "$runs"; then
  echo "fuzz $target: FAILED, see $log and $scratch/artifacts/" >&2
  grep -E 'ERROR|leakwatch-fuzz:|Test unit written' "$log" | head -5 >&2
  exit 1
fi
total=$runs
if [ "$target" = swift ] || [ "$target" = objc ]; then
  for _ in $(seq "$max_rounds"); do
    before=$(coverage)
    campaign "$round" || { echo "fuzz $target: FAILED, see $log" >&2; exit 1; }
    total=$((total + round))
    [ "$(coverage)" -gt "$before" ] || break
  done
fi
echo "fuzz $target: $total executions, final $(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 | sed -E 's/^#[0-9]+[[:space:]]+DONE[[:space:]]+//')"
