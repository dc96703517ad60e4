#!/bin/sh
# Builds the Monte Carlo example against an installed Strata's engine
# components alone and runs it (CTest package.monte_carlo). To show that
# `find_package(Strata COMPONENTS game cards)` needs neither libLLVM nor
# fmt, the installed package is told libLLVM is somewhere it is not: the
# whole package must then refuse to load, the engine components must not
# care, and the program must link neither library. Prints its size.
#
#   examples/monte-carlo/ci.sh STRATA_BUILD_DIR WORK_DIR
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd)
work=$2
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }

cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
config=$work/prefix/lib/cmake/Strata/StrataConfig.cmake
llvm=$(sed -n 's/^ *if(NOT EXISTS "\(.*libLLVM.*\)")$/\1/p' "$config")
[ -n "$llvm" ] || fail "no libLLVM path in StrataConfig.cmake"
sed -i "s|$llvm|/nonexistent/libLLVM.so|g" "$config"

# The whole package needs libLLVM: refused, naming it.
mkdir -p "$work/whole"
cat > "$work/whole/CMakeLists.txt" <<'C'
cmake_minimum_required(VERSION 3.20)
project(whole CXX)
find_package(Strata REQUIRED)
C
if cmake -S "$work/whole" -B "$work/whole/build" -DCMAKE_PREFIX_PATH="$work/prefix" \
    > "$work/whole.log" 2>&1; then
  fail "find_package(Strata) loaded without libLLVM"
fi
grep -q "/nonexistent/libLLVM.so" "$work/whole.log" || fail "the refusal does not name libLLVM"

# The engine components alone: configured, built, run.
cmake -S "$here" -B "$work/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
  > "$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure"; }
cmake --build "$work/build" > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build"; }
bin=$work/build/monte-carlo
if ldd "$bin" | grep -Ei "libLLVM|libfmt|libclang"; then
  fail "the program links LLVM or fmt"
fi
grep -Ei "libLLVM|libfmt" "$work/build/build.ninja" && fail "the link line names LLVM or fmt"
strip -o "$work/monte-carlo.stripped" "$bin"
echo "monte-carlo: $(stat -c %s "$bin") bytes, $(stat -c %s "$work/monte-carlo.stripped") stripped"

# Two games, 20 playouts per decision, playouts of at most 100 answers.
"$bin" 20 2 1 100 > "$work/run.out" || fail "monte-carlo exited $?"
cat "$work/run.out"
[ "$(grep -c '^game [12] (seed [12]): \(won\|lost\|drawn\) after [0-9]* decisions, [1-9][0-9]* searched$' "$work/run.out")" -eq 2 ] ||
  fail "two finished games expected"
grep -q "^won [0-2] of 2 against the built-in AI; [1-9][0-9]* playouts, [0-9.]* us per clone$" \
  "$work/run.out" || fail "no summary"
"$bin" 0 > /dev/null 2>&1 && fail "PLAYOUTS 0 must be refused"
echo "monte-carlo: ok"
