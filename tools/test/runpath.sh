#!/bin/sh
# Every built and installed program and library searches for its shared
# libraries in absolute folders only (issue 29): an empty RUNPATH/RPATH
# entry is the current folder, a relative one is relative to it, and either
# lets a libfmt.so.9 left there be loaded in place of the real one. ($ORIGIN,
# the program's own folder, is absolute.) The build is installed into a
# temporary prefix first.
# usage: runpath.sh BUILD_DIR WORKDIR
set -u
build=$(cd "$1" && pwd)
work=$2/runpath
rm -rf "$work"
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

cmake --install "$build" --prefix "$work/prefix" >"$work/install.log" 2>&1 ||
  { cat "$work/install.log"; fail "cmake --install failed"; }

checked=0
for f in "$build"/bin/* "$build"/lib/*.so* "$work"/prefix/bin/* "$work"/prefix/lib/*.so* \
         "$work"/prefix/lib/*/*.so*; do
  [ -f "$f" ] || continue
  # ELF files only (the magic number 7f 45 4c 46).
  [ "$(head -c 4 "$f" | od -An -tx1 | tr -d ' \n')" = 7f454c46 ] || continue
  checked=$((checked + 1))
  readelf -d "$f" >"$work/dynamic.txt" 2>&1 || { fail "readelf -d $f failed"; continue; }
  # "Library runpath: [a:b]" or "Library rpath: [a:b]".
  sed -n 's/.*Library r[a-z]*path: \[\(.*\)\]$/\1/p' "$work/dynamic.txt" >"$work/paths.txt"
  while IFS= read -r paths; do
    # A trailing ':' leaves an empty last field, which a plain split drops.
    case "$paths" in *: | :* | *::* | '') fail "$f: RUNPATH [$paths] has an empty entry (the current folder)" ;; esac
    old_ifs=$IFS
    IFS=:
    for p in $paths; do
      case "$p" in
        /* | '$ORIGIN' | '$ORIGIN/'* | '${ORIGIN}' | '${ORIGIN}/'*) ;;
        *) fail "$f: RUNPATH entry '$p' is relative (to the current folder)" ;;
      esac
    done
    IFS=$old_ifs
  done <"$work/paths.txt"
done
# The programs themselves were looked at (the loop found them).
[ -x "$build/bin/strata" ] && [ -x "$work/prefix/bin/strata" ] && [ -x "$work/prefix/bin/stratac" ] ||
  fail "strata or stratac not built or not installed"
[ "$checked" -ge 6 ] || fail "only $checked ELF files checked"

# And it is so in fact: a libfmt.so.9 in the current folder is not loaded.
mkdir -p "$work/cwd"
printf 'int fmt_hijacked = 1;\n' >"$work/cwd/hijack.c"
if cc -shared -fPIC -o "$work/cwd/libfmt.so.9" "$work/cwd/hijack.c" 2>/dev/null; then
  for p in "$build/bin/strata" "$work/prefix/bin/strata"; do
    (cd "$work/cwd" && LD_DEBUG=libs "$p" --version) >"$work/ld.txt" 2>&1
    # The loader names each file it tries; a relative one is the current folder's.
    grep 'trying file=[^/]' "$work/ld.txt" | head -n 3 | grep . &&
      fail "$p looks for shared libraries in the current folder"
    grep -q "^strata " "$work/ld.txt" || fail "$p --version did not run"
  done
fi
echo "checked $checked ELF files"
exit $status
