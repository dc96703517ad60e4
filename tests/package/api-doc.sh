#!/bin/sh
# docs/api.md cannot drift from the headers: every ```cpp block (each a
# whole card) is compiled, all in one translation unit as a card library
# is, by the C++ compiler and by stratac (--card-library
# --warnings-as-errors: no refusal, no unlisted effect), seeing only the
# card API (STRATA_CARD_API_ONLY, D122); and every accessor
# ObjectView.h declares with its reads/writes appears in the page's table.
#
#   api-doc.sh SOURCE_DIR CXX STRATAC WORK_DIR -I... (include flags)
set -eu
src=$1 cxx=$2 stratac=$3 work=$4
shift 4
mkdir -p "$work"
python3 - "$src/docs/api.md" "$work/ApiSamples.cpp" <<'PY'
import re, sys
doc = open(sys.argv[1]).read()
blocks = re.findall(r"^```cpp\n(.*?)^```", doc, re.S | re.M)
assert blocks, "docs/api.md has no cpp samples"
includes, bodies = [], []
for b in blocks:
    for line in b.splitlines():
        (includes if line.startswith("#include") else bodies).append(line)
with open(sys.argv[2], "w") as out:
    out.write("// Generated from docs/api.md by tests/package/api-doc.sh.\n")
    out.write("\n".join(sorted(set(includes))) + "\n" + "\n".join(bodies) + "\n")
print(f"api-doc.sh: {len(blocks)} samples")
PY
"$cxx" -std=c++20 -fsyntax-only -Wall -Wextra -Wno-missing-field-initializers \
  -DSTRATA_CARD_API_ONLY=1 "$@" "$work/ApiSamples.cpp"
"$stratac" "$work/ApiSamples.cpp" --card-library --warnings-as-errors -o "$work/ApiSamples.inc" \
  -- -std=c++20 -DSTRATA_CARD_API_ONLY=1 "$@"
python3 - "$src/runtime/include/strata/runtime/ObjectView.h" "$src/docs/api.md" <<'PY'
import re, sys
header, doc = open(sys.argv[1]).read(), open(sys.argv[2]).read()
header = re.sub(r"#define[^\n]*(\\\n[^\n]*)*", "", header)  # the macros' own definitions
names = re.findall(r"STRATA_VIEW_(?:READS_WRITES|READS|WRITES)\(\s*(\w+),", header)
assert len(names) > 30, names
missing = [n for n in names if f"| `{n}` |" not in doc]
assert not missing, f"docs/api.md's accessor table lacks {missing}"
print(f"api-doc.sh: {len(names)} accessors documented")
PY
echo "api-doc.sh: ok"
