#!/bin/sh
# The expectation fields the docs name are the field table's
# (scenario/src/ExpectationFields.cpp), which `strata vocabulary` prints:
# docs/scenarios.md's list (between its expectation-fields markers) and the
# field column of docs/scenario-format.md's "Expectations" table, as sets.
#   expectation-fields-docs.sh STRATA SOURCE_DIR
set -u
STRATA=$1 SRC=$2
TABLE=$("$STRATA" vocabulary | awk '/^## Expectation fields/ {on=1; next} /^## / {on=0}
  on && /^\| `/ { split($0, C, "`"); print C[2] }' | sort)
[ -n "$TABLE" ] || { echo "strata vocabulary printed no field table"; exit 1; }
GUIDE=$(awk '/<!-- expectation-fields -->/ {on=1; next} /<!-- \/expectation-fields -->/ {on=0}
  on' "$SRC/docs/scenarios.md" | grep -o '`[a-z_]*`' | tr -d '`' | sort)
# The contract's table groups a few fields in one row (`power`, `toughness`).
CONTRACT=$(awk '/^## Expectations/ {on=1; next} /^##/ {on=0}
  on && /^\| `/ { split($0, C, "|"); print C[2] }' "$SRC/docs/scenario-format.md" |
  grep -o '`[a-z_]*`' | tr -d '`' | sort)
Status=0
for Doc in "docs/scenarios.md:$GUIDE" "docs/scenario-format.md:$CONTRACT"; do
  Name=${Doc%%:*} List=${Doc#*:}
  if [ "$List" != "$TABLE" ]; then
    echo "$Name: the expectation fields differ from the field table (< table, > $Name):"
    T=$(mktemp) L=$(mktemp)
    printf '%s\n' "$TABLE" > "$T"; printf '%s\n' "$List" > "$L"
    diff "$T" "$L" | grep '^[<>]'
    rm -f "$T" "$L"
    Status=1
  fi
done
[ $Status -eq 0 ] && echo "ok: $(printf '%s\n' "$TABLE" | wc -l) fields in both docs"
exit $Status
