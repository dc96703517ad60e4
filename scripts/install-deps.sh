#!/bin/sh
# Installs everything Strata needs to build and test on Debian 12 (bookworm).
# Idempotent: packages already present are left as they are.
set -eu

PACKAGES="
  g++ cmake ninja-build
  clang-16 libclang-16-dev libclang-cpp16-dev llvm-16-dev llvm-16-tools
  libfmt-dev catch2 libbenchmark-dev libboost-dev
  libclang-rt-16-dev
  graphviz libgraphviz-dev chromium python3
"

missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing="$missing $p"
done

if [ -z "$missing" ]; then
  echo "install-deps: all packages present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
# shellcheck disable=SC2086
$SUDO apt-get install -y -q --no-install-recommends $missing
