#!/bin/sh
# Installs what Strata needs, builds it, and runs the main job: a few
# classic boards computed by the layer engine, with each effect's order.
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -G Ninja
cmake --build build -j2
./build/bin/strata demo
