#!/bin/sh
# Installs what Strata needs, builds it, and runs the whole test suite
# (the generator's FileCheck/-verify tests, the layer tests, the scenarios
# and the random boards against the reference oracle) under CTest; then
# again in an audit build (STRATA_AUDIT, docs/decisions.md D12), where every
# effect's reads and writes are checked against its generated metadata
# (the tests that evaluate effects; D151).
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -G Ninja
cmake --build build -j2
ctest --test-dir build -j2 --output-on-failure
cmake -S . -B build-audit -G Ninja -DSTRATA_AUDIT=ON
cmake --build build-audit -j2
ctest --test-dir build-audit -j2 --output-on-failure
