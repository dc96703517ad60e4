#!/bin/sh
# Builds this example against an installed Strata and runs its scenarios
# with its own strata (the pool's cards and the three of cards/).
#
#   examples/external-cards/ci.sh [STRATA_BUILD_DIR [WORK_DIR]]
#
# STRATA_BUILD_DIR: a built Strata (default: configure and build one in
# WORK_DIR, slow). It is installed into WORK_DIR/prefix, the example is
# configured and built in WORK_DIR/build against that prefix alone, and
# `strata check scenarios` must pass. CTest runs it as package.external_cards.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
work=${2:-$(mktemp -d)}
rm -rf "$work/prefix" "$work/build"
mkdir -p "$work"

if [ $# -ge 1 ]; then
  strata_build=$1
else
  strata_build=$work/strata-build
  cmake -S "$src" -B "$strata_build" -G Ninja -DBUILD_TESTING=OFF
  cmake --build "$strata_build" -j2
fi

cmake --install "$strata_build" --prefix "$work/prefix" > "$work/install.log"
cmake -S "$here" -B "$work/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
  > "$work/configure.log"
cmake --build "$work/build" -j2

# The installed strata has the pool only (an unknown card: exit status 2);
# ours has the three cards too.
"$work/prefix/bin/strata" cards "Glorious Anthem" > /dev/null
status=0
"$work/prefix/bin/strata" cards "Wild Nacatl" > /dev/null 2>&1 || status=$?
if [ "$status" -ne 2 ]; then
  echo "ci.sh: the installed strata should not know Wild Nacatl (exit status $status)" >&2
  exit 1
fi
"$work/build/strata" cards "Wild Nacatl"
cd "$here"
"$work/build/strata" check scenarios
