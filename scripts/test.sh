#!/bin/sh
# Installs what Strata needs, builds it, and runs the whole test suite
# (the generator's FileCheck/-verify tests and the layer tests) under CTest.
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -G Ninja
cmake --build build -j2
ctest --test-dir build -j2 --output-on-failure
