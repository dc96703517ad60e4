#!/bin/sh
# The generated docs match what the tool generates now: docs/rules-coverage.md
# (strata coverage tests/scenarios) and docs/vocabulary.md (strata
# vocabulary). A stale one fails, naming the command that regenerates it.
# usage: docs-generated.sh STRATA SOURCE_DIR WORK_DIR
set -eu
Strata=$1 Src=$2 Work=$3/docs-generated
mkdir -p "$Work"
cd "$Src"
"$Strata" coverage tests/scenarios -o "$Work/rules-coverage.md"
"$Strata" vocabulary -o "$Work/vocabulary.md"
Stale=0
for Doc in rules-coverage vocabulary; do
  if ! diff -u "docs/$Doc.md" "$Work/$Doc.md"; then
    echo "docs/$Doc.md is stale: regenerate it with 'cmake --build build --target generated-docs'"
    Stale=1
  fi
done
exit $Stale
