#!/bin/sh
# Builds this example against an installed Strata and runs its scenarios
# with its own strata (the pool's cards and the three of cards/), then with
# its strata-audit, which checks every effect call against the metadata
# stratac generated: that one must list each of the three cards' filters,
# conditions and applies as checked, and the plain strata must refuse
# --audit (it checks nothing), unless Strata itself is an audit build.
#
#   examples/external-cards/ci.sh [STRATA_BUILD_DIR [WORK_DIR]]
#
# STRATA_BUILD_DIR: a built Strata (default: configure and build one in
# WORK_DIR, slow). It is installed into WORK_DIR/prefix, the example is
# configured and built in WORK_DIR/build against that prefix alone, and
# `strata check scenarios` and `strata-audit check --audit scenarios` must
# pass. CTest runs it as package.external_cards.
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

# The audit variant (docs/authoring.md, "Run your scenarios under the
# audit"): every filter, condition and apply of our cards ran, and was
# checked, on these boards.
"$work/build/strata-audit" check --audit scenarios > "$work/audit.log"
cat "$work/audit.log"
for checked in \
    "AboutFace::SwitchesTargetPT: filter, apply" \
    "EvilPresence::MakesEnchantedLandSwamp: filter, apply" \
    "WildNacatl::PumpsWithMountain: filter, condition, apply" \
    "WildNacatl::PumpsWithPlains: filter, condition, apply"; do
  if ! grep -qxF "  $checked" "$work/audit.log"; then
    echo "ci.sh: strata-audit did not report checking \"$checked\"" >&2
    exit 1
  fi
done
# The plain strata checks nothing and says so, unless the libraries are
# the audit ones (a Strata built with STRATA_AUDIT=ON).
status=0
"$work/build/strata" check --audit scenarios > "$work/plain-audit.log" 2>&1 || status=$?
if grep -q '^STRATA_AUDIT:BOOL=ON$' "$strata_build/CMakeCache.txt"; then
  want=0
else
  want=2
fi
if [ "$status" -ne "$want" ]; then
  echo "ci.sh: strata check --audit: exit status $status, expected $want" >&2
  cat "$work/plain-audit.log" >&2
  exit 1
fi
