#!/bin/sh
# The stands-alone check (scripts/check-stands-alone.py) fails on each kind
# of citation of a path outside the repository, with its location, and
# passes what is allowed: a tree (a git repository, as a clone is) with one
# of each. The citations are assembled here, so this file cites nothing.
set -eu
Check=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
S=shared W=work Tm=tmp Tl='~' V=HOME
mkdir -p "$T/docs" "$T/scenario/src" "$T/bench" "$T/fuzz/corpus-x" "$T/tests"
# Caught: the team's shared folder, reached both ways; a machine's folder;
# a fixed name in the temporary folder; a home directory in code.
cat > "$T/scenario/src/Reader.cpp" <<X
// The format is $S/spec/scenario-format.md.
// See ../../$S/rules/layers.md and $S/notes/x.md.
X
cat > "$T/bench/run.sh" <<X
OUT=\${3:-/$W/scratch/out}
cp /$Tm/boards.txt "\$OUT"
cd $Tl/strata && ls \$$V/x
X
# Allowed: system folders, a mktemp template, \${TMPDIR:-/tmp}, a variable's
# subfolder, a reader's home in a document, fuzzer bytes.
cat > "$T/tests/ok.sh" <<X
find_package(Clang HINTS /usr/lib/llvm-16/lib/cmake/clang) > /dev/null
D=\$(mktemp -d /tmp/strata-XXXXXX); E=\$(mktemp -d "\${TMPDIR:-/tmp}/x.XXXXXX")
ls "\$D"/cards/*.cpp /proc/self/status; head -c 4 /bin/sh; echo "/nonexistent/lib.so"
X
printf 'cd %s/strata\ncmake -DCMAKE_PREFIX_PATH="$%s/strata-install"\n' "$Tl" "$V" > "$T/docs/guide.md"
printf '/%s/scratch %s/x\n' "$W" "$Tl" > "$T/fuzz/corpus-x/0123"
printf '/build\n' > "$T/.gitignore"
git -C "$T" init -q && git -C "$T" add -A
Status=0
python3 "$Check" "$T" > "$T/out" || Status=$?
cat "$T/out"
Abs="an absolute path outside the repository: take it as an argument or an environment variable, or name it relative to the repository"
Sh="the team's shared folder, which a clone does not contain"
cat > "$T/want" <<X
bench/run.sh:1: error: cites \`/$W/scratch/out\`, $Abs
bench/run.sh:2: error: cites \`/$Tm/boards.txt\`, a fixed name in the temporary folder: create one (mktemp -d, mkdtemp) or take the path as an argument
bench/run.sh:3: error: cites a home directory (\`$Tl/\`) outside the docs: take the path as an argument or an environment variable
bench/run.sh:3: error: cites a home directory (\`\$$V\`) outside the docs: take the path as an argument or an environment variable
scenario/src/Reader.cpp:1: error: cites \`$S/spec\`, $Sh
scenario/src/Reader.cpp:2: error: cites \`../../$S\`, $Sh
scenario/src/Reader.cpp:2: error: cites \`$S/notes\`, $Sh
check-stands-alone: 2 files, 7 citations of paths outside the repository
X
diff -u "$T/want" "$T/out"
[ "$Status" -eq 1 ] || { echo "exit status $Status, expected 1"; exit 1; }
echo "stands-alone-catches: ok"
