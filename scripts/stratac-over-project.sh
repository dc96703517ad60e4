#!/bin/sh
# The generator never crashes on arbitrary C++ (issue 5, robustness): runs
# stratac over every translation unit of the project itself, as listed in
# BUILD/compile_commands.json plus every other .cpp file of compiler/,
# runtime/, layers/, cards/, scenario/, tools/, tests/ and fuzz/. Each run must exit
# 0, or 1 with diagnostics: an exit status of 128 or more (a signal), any
# other status, an LLVM crash report or an assertion failure, or a run
# longer than STRATA_STRATAC_TIMEOUT seconds (default 300) fails the script.
#   scripts/stratac-over-project.sh [BUILD]   (default: build; needs a
#                                              built stratac and generated files)
set -eu
cd "$(dirname "$0")/.."
SRC=$(pwd)
BUILD=${1:-build}
case $BUILD in /*) ;; *) BUILD=$SRC/$BUILD ;; esac
STRATAC=$BUILD/bin/stratac
DB=$BUILD/compile_commands.json
TIMEOUT=${STRATA_STRATAC_TIMEOUT:-300}
JOBS=${STRATA_JOBS:-2}
[ -x "$STRATAC" ] || { echo "stratac-over-project: no $STRATAC (build first)"; exit 2; }
[ -f "$DB" ] || { echo "stratac-over-project: no $DB"; exit 2; }

OUT=$(mktemp -d "${TMPDIR:-/tmp}/stratac-over-project.XXXXXX")
trap 'rm -rf "$OUT"' EXIT

# The project's own translation units, each once, sorted: those of the
# compilation database, and every other .cpp of those folders (each card
# file, compiled only inside the generated unity TU; the generator's test
# inputs), for which stratac infers a command from a neighbour's.
python3 - "$DB" "$SRC" > "$OUT/files" <<'PY'
import json, os, sys
db, src = sys.argv[1], sys.argv[2]
dirs = ("compiler", "runtime", "layers", "cards", "scenario", "tools",
        "tests", "fuzz")
files = set()
for e in json.load(open(db)):
    f = os.path.normpath(os.path.join(e["directory"], e["file"]))
    rel = os.path.relpath(f, src)
    if rel.endswith(".cpp") and rel.split(os.sep)[0] in dirs:
        files.add(rel)
for d in dirs:
    for root, _, names in os.walk(os.path.join(src, d)):
        files.update(os.path.relpath(os.path.join(root, n), src)
                     for n in names if n.endswith(".cpp"))
print("\n".join(sorted(files)))
PY
COUNT=$(wc -l < "$OUT/files")
echo "stratac-over-project: $COUNT translation units from $DB"
[ "$COUNT" -gt 0 ] || { echo "stratac-over-project: no translation units"; exit 1; }

# One file: its verdict on one line of $OUT/verdicts (via stdout).
cat > "$OUT/one.sh" <<'ONE'
#!/bin/sh
# one.sh STRATAC BUILD TIMEOUT OUTDIR FILE
STRATAC=$1 BUILD=$2 TIMEOUT=$3 OUT=$4 FILE=$5
LOG=$OUT/$(printf '%s' "$FILE" | tr '/' '_').log
START=$(date +%s)
# The generator's own test inputs include their stub headers from Inputs/.
case $FILE in
  compiler/test/*) set -- "--extra-arg=-I$(pwd)/$(dirname "$FILE")/Inputs" ;;
  *) set -- ;;
esac
timeout -s KILL "$TIMEOUT" "$STRATAC" -p "$BUILD" "$@" "$FILE" > /dev/null 2> "$LOG"
STATUS=$?
SECS=$(( $(date +%s) - START ))
VERDICT=ok
if [ "$STATUS" -eq 137 ] && [ "$SECS" -ge "$TIMEOUT" ]; then
  VERDICT="HANG (killed after ${TIMEOUT}s)"
elif [ "$STATUS" -ge 128 ]; then
  VERDICT="CRASH (exit $STATUS)"
elif grep -q -e 'Assertion .* failed' -e '^Stack dump:' -e 'PLEASE submit a bug report' \
     -e 'ERROR: AddressSanitizer' -e 'runtime error:' "$LOG"; then
  VERDICT="CRASH (exit $STATUS, crash report)"
elif [ "$STATUS" -eq 1 ] && ! grep -q 'error' "$LOG"; then
  VERDICT="FAIL (exit 1 without a diagnostic)"
elif [ "$STATUS" -ne 0 ] && [ "$STATUS" -ne 1 ]; then
  VERDICT="FAIL (exit $STATUS)"
fi
echo "$STATUS ${SECS}s $FILE: $VERDICT"
ONE

xargs -P "$JOBS" -I{} sh "$OUT/one.sh" "$STRATAC" "$BUILD" "$TIMEOUT" "$OUT" {} \
  < "$OUT/files" > "$OUT/verdicts" || true
sort -k3 "$OUT/verdicts" > "$OUT/sorted"
ZERO=$(awk '$1 == 0' "$OUT/sorted" | wc -l)
ONE=$(awk '$1 == 1' "$OUT/sorted" | wc -l)
BAD=$(grep -v ': ok$' "$OUT/sorted" || true)
echo "stratac-over-project: $ZERO exited 0, $ONE exited 1 with diagnostics"
# Which files the generator refuses, and its first diagnostic for each.
awk '$1 == 1 {print $3}' "$OUT/sorted" | sed 's/:$//' | while read -r F; do
  printf '  refused %s: %s\n' "$F" \
    "$(grep -m1 'error' "$OUT/$(printf '%s' "$F" | tr '/' '_').log" | cut -c1-200)"
done
if [ -n "$BAD" ]; then
  echo "stratac-over-project: FAILED:"
  printf '%s\n' "$BAD" | while read -r L; do
    echo "  $L"
    F=$(printf '%s' "$L" | awk '{print $3}' | sed 's/:$//')
    sed 's/^/    /' "$OUT/$(printf '%s' "$F" | tr '/' '_').log" | tail -n 30
  done
  exit 1
fi
echo "stratac-over-project: ok"
