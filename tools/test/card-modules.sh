#!/bin/sh
# Card modules that are not what they should be (issue 29): `strata --cards`
# and STRATA_CARD_PATH give a clear error naming the file and exit 2, never
# die of a signal (a truncated module was a SIGBUS), never search the
# library path for a file name, and read a folder named many times once.
# usage: card-modules.sh STRATA MODULE WORKDIR
set -u
strata=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
module=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
work=$3/card-modules
rm -rf "$work"
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

# run NAME ARGS...: strata's stdout, stderr and exit status in $work/NAME.*
run() {
  name=$1
  shift
  "$@" >"$work/$name.out" 2>"$work/$name.err" </dev/null
  echo $? >"$work/$name.status"
}
status_of() { cat "$work/$1.status"; }
# expect_refused NAME TEXT: exit 2, one "strata: error: cannot load card
# library" line on stderr holding TEXT, nothing on stdout.
expect_refused() {
  [ "$(status_of "$1")" = 2 ] || fail "$1: exit status $(status_of "$1"), not 2: $(head -c 600 "$work/$1.err")"
  grep -q "^strata: error: cannot load card library .*$2" "$work/$1.err" ||
    fail "$1: no 'cannot load card library ... $2' on stderr: $(head -c 600 "$work/$1.err")"
  [ ! -s "$work/$1.out" ] || fail "$1: printed on stdout"
}

# The module itself loads: its three cards are listed.
run whole "$strata" cards --loaded --cards "$module"
[ "$(status_of whole)" = 0 ] || fail "the whole module: exit $(status_of whole): $(cat "$work/whole.err")"
grep -q "Wild Nacatl" "$work/whole.out" || fail "the whole module's cards are not listed"

size=$(wc -c <"$module")
# Where the loaded segments end (readelf -lW: Offset, FileSiz in hex).
segend=$(readelf -lW "$module" | sed -n 's/^ *LOAD *0x\([0-9a-f]*\) .* 0x\([0-9a-f]*\) 0x[0-9a-f]* [RWE ]* 0x[0-9a-f]*$/\1 \2/p' |
    while read -r off fsz; do echo $((0x$off + 0x$fsz)); done | sort -n | tail -n 1)
[ "${segend:-0}" -gt 1000 ] || fail "cannot read the module's segments"
# Truncated copies cut inside the loaded segments (1,000 bytes to the last
# one's end): refused as truncated, never a SIGBUS.
for n in 1000 4000 $((segend / 4)) $((segend / 2)) $((segend * 3 / 4)) $((segend - 100)) $((segend - 1)); do
  [ "$n" -gt 64 ] && [ "$n" -lt "$segend" ] || continue
  head -c "$n" "$module" >"$work/cut$n.cards.so"
  run "cut$n" "$strata" cards --loaded --cards "$work/cut$n.cards.so"
  expect_refused "cut$n" "cut$n.cards.so: the file is truncated or damaged: .* ends at byte [0-9]*, the file has $n bytes"
done
# Cut anywhere: refused, or loaded when only what the loader does not read
# (section headers, symbols) is gone; never a signal, never a crash message.
for frac in 1 5 10 20 30 40 50 60 70 80 90 95 98 99 100; do
  n=$((size * frac / 100))
  head -c "$n" "$module" >"$work/frac$frac.cards.so"
  run "frac$frac" "$strata" cards --loaded --cards "$work/frac$frac.cards.so"
  case "$(status_of "frac$frac")" in
    0) grep -q "Wild Nacatl" "$work/frac$frac.out" || fail "frac$frac: exit 0 without the cards" ;;
    2) expect_refused "frac$frac" "frac$frac.cards.so: " ;;
    *) fail "frac$frac ($n of $size bytes): exit status $(status_of "frac$frac"): $(head -c 600 "$work/frac$frac.err")" ;;
  esac
done

# Damaged copies: 64 bytes overwritten at 40 places across what the loader
# maps (headers, symbols, relocations, code, the dynamic section, data). Each is refused
# with the file named, or loads; a crash of the loader is reported as such.
i=0
while [ $i -lt 40 ]; do
  off=$((segend * i / 40 + 7 * i))
  cp "$module" "$work/bad$i.cards.so"
  head -c 64 /dev/zero | tr '\000' '\377' |
    dd of="$work/bad$i.cards.so" bs=1 seek="$off" conv=notrunc 2>/dev/null
  run "bad$i" "$strata" cards --loaded --cards "$work/bad$i.cards.so"
  case "$(status_of "bad$i")" in
    0) ;;
    2) expect_refused "bad$i" "bad$i.cards.so: " ;;
    *) fail "bad$i (64 bytes at $off): exit status $(status_of "bad$i"): $(head -c 600 "$work/bad$i.err")" ;;
  esac
  grep -q "LLVM ERROR\|Stack dump\|PLEASE submit" "$work/bad$i.err" && fail "bad$i: a crash report"
  i=$((i + 1))
done
# Damaged code, 64 bytes every 48 of the executable segment (every byte is
# hit: PLT, text, the finalizers): code that runs only at the program's exit
# is run by the trial too (it passed, then the program died of SIGILL at exit).
exec=$(readelf -lW "$module" | sed -n 's/^ *LOAD *0x\([0-9a-f]*\) .* 0x\([0-9a-f]*\) 0x[0-9a-f]* R E 0x[0-9a-f]*$/\1 \2/p' | head -n 1)
[ -n "$exec" ] || fail "cannot find the module's executable segment"
set -- $exec
off=$((0x${1:-0}))
execend=$((off + 0x${2:-0}))
while [ "$off" -lt "$execend" ]; do
  cp "$module" "$work/code.cards.so"
  head -c 64 /dev/zero | tr '\000' '\377' |
    dd of="$work/code.cards.so" bs=1 seek="$off" conv=notrunc 2>/dev/null
  run code "$strata" cards --loaded --cards "$work/code.cards.so"
  case "$(status_of code)" in
    0) ;;
    2) expect_refused code "code.cards.so: " ;;
    *) fail "code damaged at $off: exit status $(status_of code): $(head -c 600 "$work/code.err")" ;;
  esac
  off=$((off + 48))
done

# The ELF header damaged: refused by the check, before any loading.
cp "$module" "$work/class.cards.so"
printf '\001' | dd of="$work/class.cards.so" bs=1 seek=4 conv=notrunc 2>/dev/null
run class "$strata" cards --cards "$work/class.cards.so"
expect_refused class "class.cards.so: it is not a shared object of this machine"
# The program headers say the dynamic section lies past the end.
cp "$module" "$work/phoff.cards.so"
printf '\377\377\377\000' | dd of="$work/phoff.cards.so" bs=1 seek=32 conv=notrunc 2>/dev/null
run phoff "$strata" cards --cards "$work/phoff.cards.so"
expect_refused phoff "phoff.cards.so: the file is truncated or damaged: its program header table ends at byte"

# Not a module at all, empty, a folder, a FIFO, a symbolic link loop, no file.
printf 'name: not a module\n' >"$work/text.cards.so"
run text "$strata" cards --cards "$work/text.cards.so"
expect_refused text "text.cards.so: it is not a card library (not an ELF file"
: >"$work/empty.cards.so"
run empty "$strata" cards --cards "$work/empty.cards.so"
expect_refused empty "empty.cards.so: it is not a card library (not an ELF file"
mkdir -p "$work/folder.cards.so"
run folder "$strata" cards --cards "$work/folder.cards.so"
expect_refused folder "folder.cards.so: it is a folder"
mkfifo "$work/fifo.cards.so"
run fifo timeout 20 "$strata" cards --cards "$work/fifo.cards.so"
expect_refused fifo "fifo.cards.so: not a regular file"
ln -s loop.cards.so "$work/loop.cards.so"
run loop "$strata" cards --cards "$work/loop.cards.so"
expect_refused loop "loop.cards.so: too many levels of symbolic links (a symbolic link loop)"
run missing "$strata" cards --cards "$work/missing.cards.so"
expect_refused missing "missing.cards.so: no such file or directory"
ln -s missing.cards.so "$work/dangling.cards.so"
run dangling "$strata" cards --cards "$work/dangling.cards.so"
expect_refused dangling "dangling.cards.so: no such file or directory"

# A file name without a folder is the file in the current folder, not a
# library searched for in the library path.
mkdir -p "$work/here"
cp "$module" "$work/here/mine.cards.so"
(cd "$work/here" && "$strata" cards --loaded --cards mine.cards.so) >"$work/bare.out" 2>"$work/bare.err"
[ $? = 0 ] && grep -q "Wild Nacatl" "$work/bare.out" ||
  fail "--cards mine.cards.so (in the current folder) was not loaded: $(cat "$work/bare.err")"

# STRATA_CARD_PATH: a 5,000-file folder named 20,000 times is listed once
# (it took 43 s), and the module in it loads once. The time is compared
# with the same program reading 20,000 different empty folders (as many
# entries, each listed once), not with a fixed bound: under ASan+UBSan
# (scripts/ci-robustness.sh) and on a loaded machine both take longer
# alike. Listing the big folder for every entry costs 5,000 times more.
mkdir -p "$work/path/d" "$work/path/e"
(cd "$work/path/d" && seq 1 5000 | sed 's/^/f/' | xargs touch)
(cd "$work/path/e" && seq 1 20000 | xargs mkdir -p)
# Named with the module's own suffix (the one this build's strata reads in
# STRATA_CARD_PATH's folders: tools/test/CMakeLists.txt passes the module
# of the program's variant).
case "$module" in
  *.audit-cards.so) suffix=.audit-cards.so ;;
  *) suffix=.cards.so ;;
esac
cp "$module" "$work/path/d/mine$suffix"
path=$(seq 1 20000 | sed 's/.*/d/' | tr '\n' ':')
distinct=d:$(seq 1 20000 | tr '\n' ':')
# card_path_ms PATH OUT: reads the cards through STRATA_CARD_PATH=PATH in
# $work/path (or $work/path/e), prints the milliseconds taken.
card_path_ms() {
  start=$(date +%s%3N)
  (cd "$work/path/$3" && STRATA_CARD_PATH=$1 timeout 120 "$strata" cards --loaded) \
    >"$work/$2.out" 2>"$work/$2.err"
  code=$?
  echo $(($(date +%s%3N) - start))
  return $code
}
ln -sfn ../d "$work/path/e/d"
distinct_ms=$(card_path_ms "$distinct" path-distinct e) ||
  fail "STRATA_CARD_PATH of 20,000 folders: exit $?: $(head -c 600 "$work/path-distinct.err")"
same_ms=$(card_path_ms "$path" path .)
code=$?
[ $code = 0 ] || fail "STRATA_CARD_PATH of one folder 20,000 times: exit $code: $(head -c 600 "$work/path.err")"
grep -q "Wild Nacatl" "$work/path.out" ||
  fail "STRATA_CARD_PATH: the folder's module is not loaded: $(head -c 600 "$work/path.out") $(head -c 600 "$work/path.err")"
[ "$(grep -c '^Wild Nacatl' "$work/path.out")" = 1 ] ||
  fail "STRATA_CARD_PATH: the folder's cards are listed more than once"
[ "$same_ms" -le $((3 * distinct_ms + 2000)) ] ||
  fail "STRATA_CARD_PATH of one folder 20,000 times took $same_ms ms, 20,000 different folders $distinct_ms ms"
echo "STRATA_CARD_PATH: one folder 20,000 times $same_ms ms, 20,000 folders $distinct_ms ms"

exit $status
