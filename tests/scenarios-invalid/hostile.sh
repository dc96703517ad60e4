#!/bin/sh
# Hostile inputs (issue 13): each CASE builds its input at run time (deep
# nesting, endless devices, FIFOs, folders, binary bytes, missing paths),
# runs one strata subcommand on it under a time limit, and requires exit
# status 2 with the expected first line on stderr+stdout: never a crash, a
# hang or unbounded memory.
#   hostile.sh STRATA WORKDIR CASE
set -u
STRATA=$1 WORK=$2/hostile CASE=$3
mkdir -p "$WORK"
cd "$WORK" || exit 1

# repeat TEXT N: TEXT N times, no newline.
repeat() { awk -v t="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'; }
scenario() { printf 'name: x\nexpect:\n  Alice: {life: 20}\n'; }

# Memory is bounded to 4 GB where the program can run so (a sanitized
# build reserves terabytes of address space for its shadow and cannot).
LIMIT="ulimit -v 4000000"
(eval "$LIMIT"; "$STRATA" --version) >/dev/null 2>&1 || LIMIT=:
run() { # run SUBCOMMAND INPUT WANT_FIRST_LINE
  OUT=$(eval "$LIMIT"; timeout 60 "$STRATA" $1 "$2" 2>&1 </dev/null)
  STATUS=$?
  FIRST=$(printf '%s\n' "$OUT" | head -n 1)
  if [ "$STATUS" -ne 2 ]; then
    echo "FAIL $CASE: exit status $STATUS, want 2"; printf '%s\n' "$OUT" | head -n 5; exit 1
  fi
  if [ "$FIRST" != "$3" ]; then
    echo "FAIL $CASE: first line"; echo "  want: $3"; echo "  got:  $FIRST"; exit 1
  fi
  echo "ok $CASE: $FIRST"
}

DEEP="the YAML nests more than 64 levels deep; a scenario needs a handful"
case $CASE in
deep-braces)     # 300,000 nested {a: (LLVM's parser recursion)
  repeat '{a:' 300000 > deep-braces.yaml
  run check deep-braces.yaml "deep-braces.yaml:1:190: error: $DEEP" ;;
deep-brackets)   # 600,000 [
  repeat '[' 600000 > deep-brackets.yaml
  run check deep-brackets.yaml "deep-brackets.yaml:1:64: error: $DEEP" ;;
deep-dashes)     # block sequences nested on one line: - - - - ...
  { printf 'name: x\nbattlefield:\n  '; repeat '- ' 100000; echo x; } > deep-dashes.yaml
  run check deep-dashes.yaml "deep-dashes.yaml:3:127: error: $DEEP" ;;
deep-indent)     # block maps nested by indentation
  awk 'BEGIN { for (i = 0; i < 200; i++) { for (j = 0; j < i; j++) printf " "; print "a:" } }' \
    > deep-indent.yaml
  run check deep-indent.yaml "deep-indent.yaml:65:65: error: $DEEP" ;;
deep-explain)
  repeat '{a:' 300000 > deep-explain.yaml
  run explain deep-explain.yaml "deep-explain.yaml:1:190: error: $DEEP" ;;
deep-graph)
  repeat '[' 600000 > deep-graph.yaml
  run graph deep-graph.yaml "deep-graph.yaml:1:64: error: $DEEP" ;;
deep-coverage)
  repeat '{a:' 300000 > deep-coverage.yaml
  run coverage deep-coverage.yaml "deep-coverage.yaml:1:190: error: $DEEP" ;;
dev-zero-check)  run check /dev/zero "/dev/zero: error: cannot read it: not a regular file" ;;
dev-zero-explain) run explain /dev/zero "/dev/zero: error: cannot read it: not a regular file" ;;
dev-zero-graph)  run graph /dev/zero "/dev/zero: error: cannot read it: not a regular file" ;;
dev-zero-coverage) run coverage /dev/zero "/dev/zero: error: cannot read it: not a regular file" ;;
dev-zero-replay) run replay /dev/zero "/dev/zero: error: cannot read it: not a regular file" ;;
fifo-check)
  rm -f fifo.yaml; mkfifo fifo.yaml
  run check fifo.yaml "fifo.yaml: error: cannot read it: not a regular file" ;;
fifo-replay)
  rm -f fifo.log; mkfifo fifo.log
  run replay fifo.log "fifo.log: error: cannot read it: not a regular file" ;;
folder-explain)
  mkdir -p a-folder; scenario > a-folder/x.yaml
  run explain a-folder "a-folder: error: cannot read it: is a folder, not a file" ;;
folder-replay)
  mkdir -p a-folder
  run replay a-folder "a-folder: error: cannot read it: is a folder, not a file" ;;
missing-check)   run check missing.yaml "missing.yaml: error: no such file or folder" ;;
missing-explain) run explain missing.yaml "missing.yaml: error: cannot read it: No such file or directory" ;;
missing-graph)   run graph missing.yaml "missing.yaml: error: cannot read it: No such file or directory" ;;
missing-coverage) run coverage missing-dir "missing-dir: error: no such file or folder" ;;
missing-replay)  run replay missing.log "missing.log: error: cannot read it: No such file or directory" ;;
binary-check)    # a NUL byte: binary, not echoed
  printf 'name: x\000y\n' > binary.yaml
  run check binary.yaml "binary.yaml:1:8: error: binary data (byte 0x00); a scenario file is UTF-8 text" ;;
binary-explain)
  head -c 4096 /bin/sh > binary-explain.yaml
  OUT=$(timeout 60 "$STRATA" explain binary-explain.yaml 2>&1); STATUS=$?
  [ "$STATUS" -eq 2 ] || { echo "FAIL $CASE: exit status $STATUS"; exit 1; }
  printf '%s\n' "$OUT" | grep -q "^binary-explain.yaml:1:[0-9]*: error: binary data" ||
    { echo "FAIL $CASE: $OUT" | head -n 3; exit 1; }
  echo "ok $CASE" ;;
invalid-utf8)    # a Latin-1 byte
  printf 'name: caf\351\nexpect:\n  Alice: {life: 20}\n' > latin1.yaml
  run check latin1.yaml "latin1.yaml:1:10: error: invalid UTF-8 (byte 0xE9); a scenario file is UTF-8 text" ;;
invalid-utf8-replay)
  printf 'strata-answer-log 1\n\377\376\n' > latin1.log
  run replay latin1.log "latin1.log:2:1: error: invalid UTF-8 (byte 0xFF); an answer log is UTF-8 text" ;;
empty-file)
  : > empty.yaml
  run check empty.yaml "empty.yaml: error: no scenarios: the file holds no YAML document" ;;
only-dashes)
  printf -- '---\n---\n' > dashes.yaml
  run check dashes.yaml "dashes.yaml: error: no scenarios: the file holds no YAML document" ;;
only-comments)
  printf '# nothing here\n' > comments.yaml
  run check comments.yaml "comments.yaml: error: no scenarios: the file holds no YAML document" ;;
empty-folder)
  rm -rf empty-folder; mkdir empty-folder
  run check empty-folder "empty-folder: error: no scenarios: the folder holds no .yaml or .yml file" ;;
folder-without-scenarios)
  rm -rf notes; mkdir notes; echo hello > notes/readme.txt
  run check notes "notes: error: no scenarios: the folder holds no .yaml or .yml file" ;;
too-large)       # 17 MiB of comment lines, over the 16 MiB bound
  awk 'BEGIN { for (i = 0; i < 17 * 16384; i++) printf "# %061d\n", i }' > large.yaml
  run check large.yaml "large.yaml: error: cannot read it: the file is larger than 16 MiB, the most Strata reads" ;;
*) echo "unknown case $CASE"; exit 1 ;;
esac
