#!/bin/sh
# How much of the card pool's code the audit runs (docs/metadata-precision.md,
# "What the audit runs"). The audit checks each effect call against the
# generated metadata, but only the calls a board makes: this measures them.
#
#   scripts/card-coverage.sh [BUILD_DIR]
#
# Configures and builds BUILD_DIR (default build-coverage) with clang-16,
# STRATA_AUDIT=ON and STRATA_COVERAGE=ON (source-based coverage; stratac is
# not instrumented), only `strata` and the oracle tests. Runs the scenario
# suite (`strata check tests/scenarios`, which must pass) and the oracle's
# random boards (STRATA_ORACLE_BOARDS, default 20000, seeds from 1; 0 skips
# them), and prints llvm-cov's coverage of the card files (cards/*.cpp)
# and their shared classes (cards/include/strata/cards/*.h), first for the
# scenarios alone, then with the random boards:
#   - lines, branches (each outcome of each condition) and functions of all
#     that code, game scripts (spells, triggered and activated abilities)
#     included;
#   - the same for the effect functions only: every part's apply, every
#     filter (appliesTo) and condition (isActive), the calls the audit
#     checks.
# Exit status 1 when an effect function never runs in the scenario suite.
# Everything llvm-cov says is kept in BUILD_DIR/card-coverage/, with each
# branch outcome of an effect function that no board takes (gaps-*.txt).
set -eu
cd "$(dirname "$0")/.."
src=$(pwd)
dir=${1:-build-coverage}
boards=${STRATA_ORACLE_BOARDS:-20000}
jobs=${STRATA_JOBS:-2}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
out=$dir/card-coverage
rm -rf "$out"
mkdir -p "$out/scenarios" "$out/oracle"

CC=clang-16 CXX=clang++-16 cmake -S . -B "$dir" -G Ninja \
  -DSTRATA_AUDIT=ON -DSTRATA_COVERAGE=ON > "$out/configure.log"
cmake --build "$dir" -j"$jobs" --target strata strata_oracle_tests > "$out/build.log"

# Each process writes its own profile (%p: its id).
LLVM_PROFILE_FILE="$out/scenarios/%p.profraw" \
  "$dir/bin/strata" check tests/scenarios > "$out/scenarios.log" || {
  grep -v '^PASS ' "$out/scenarios.log" | tail -n 20
  echo "card-coverage: the scenario suite failed" >&2
  exit 1
}
if [ "$boards" -gt 0 ]; then
  LLVM_PROFILE_FILE="$out/oracle/%p.profraw" STRATA_ORACLE_BOARDS=$boards STRATA_ORACLE_SEED=1 \
    "$dir/bin/strata_oracle_tests" "[random]" > "$out/oracle.log" 2>&1 || {
    tail -n 20 "$out/oracle.log"
    echo "card-coverage: the oracle's random boards failed" >&2
    exit 1
  }
fi
llvm-profdata-16 merge -sparse "$out"/scenarios/*.profraw -o "$out/scenarios.profdata"
llvm-profdata-16 merge -sparse "$out"/scenarios/*.profraw "$out"/oracle/*.profraw \
  -o "$out/all.profdata" 2> /dev/null || cp "$out/scenarios.profdata" "$out/all.profdata"

# Effect functions by their mangled names: a static member apply, appliesTo
# or isActive taking an EffectContext.
effects='.*(5apply|9appliesTo|8isActive)ERKNS_7runtime13EffectContextE.*'

cov() { # cov COMMAND PROFILE [OPTIONS...]: llvm-cov over both programs, card sources only
  Cmd=$1 Profile=$2
  shift 2
  # Its warnings (functions no run used, "mismatched data") go to the log.
  llvm-cov-16 "$Cmd" "$dir/bin/strata" -object "$dir/bin/strata_oracle_tests" \
    -instr-profile="$out/$Profile.profdata" "$@" \
    "$src"/cards/*.cpp "$src"/cards/include/strata/cards/*.h 2>> "$out/llvm-cov.log"
}

measure() { # measure PROFILE TITLE
  Profile=$1
  echo "card-coverage: $2"
  cov report "$Profile" > "$out/report-$Profile.txt"
  # TOTAL: regions, missed, cover, functions, missed, cover, lines, missed,
  # cover, branches, missed, cover.
  awk '$1 == "TOTAL" {
    printf "  cards/ (effects and game scripts): lines %d of %d (%s), branches %d of %d (%s), functions %d of %d (%s)\n",
      $8 - $9, $8, $10, $11 - $12, $11, $13, $5 - $6, $5, $7 }' "$out/report-$Profile.txt"

  # The effect functions, in llvm-cov's listing: "<mangled name>:", then
  # "LINE|COUNT|source" lines and "Branch (L:C): [True: N, False: M]".
  cov show "$Profile" --name-regex="$effects" -show-branches=count > "$out/effects-$Profile.txt"
  awk '
    /^[_A-Za-z].*:$/ { fn = substr($0, 1, length($0) - 1); nfn++; first = 1; next }
    /^ *[0-9]+\| *[0-9.]+[kMGTPE]?\|/ {
      split($0, a, "|"); n = a[2]; gsub(/ /, "", n); line = a[1]; gsub(/ /, "", line)
      lines++; if (n != "0") hit++
      if (first) { first = 0; if (n != "0") ran++; else print fn "\tnever runs" > "/dev/stderr" }
    }
    /Branch \(/ {
      t = $0; sub(/.*True: /, "", t); sub(/,.*/, "", t)
      f = $0; sub(/.*False: /, "", f); sub(/\].*/, "", f)
      at = $0; sub(/.*Branch \(/, "", at); sub(/\).*/, "", at)
      outcomes += 2; taken += (t != "0") + (f != "0")
      if (t == "0") print fn "\tline " at ": never true" > "/dev/stderr"
      if (f == "0") print fn "\tline " at ": never false" > "/dev/stderr"
    }
    END {
      printf "  effect functions: %d of %d ran; lines %d of %d (%.2f%%), branches %d of %d (%.2f%%)\n",
        ran, nfn, hit, lines, lines ? 100 * hit / lines : 100,
        taken, outcomes, outcomes ? 100 * taken / outcomes : 100
    }' "$out/effects-$Profile.txt" 2> "$out/gaps-$Profile.raw"
  llvm-cxxfilt-16 < "$out/gaps-$Profile.raw" |
    sed 's/(strata::runtime::EffectContext[^)]*)//; s/strata::cards:://' > "$out/gaps-$Profile.txt"
}

measure scenarios "the scenario suite under the audit"
if [ "$boards" -gt 0 ]; then
  measure all "the scenario suite and $boards random boards under the audit"
fi

if grep -q 'never runs' "$out/gaps-scenarios.txt"; then
  echo "card-coverage: effect functions no scenario runs (so the audit never checks them):"
  grep 'never runs' "$out/gaps-scenarios.txt" | sed 's/^/  /'
  exit 1
fi
