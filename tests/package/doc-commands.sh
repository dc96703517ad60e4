#!/bin/sh
# Runs the commands of the documentation, so it cannot rot.
#
#   tests/package/doc-commands.sh SOURCE_DIR BUILD_DIR WORK_DIR [FILE.md...]
#
# In README.md and docs/*.md (or the files given):
#   ```sh            a block of commands: it runs, and must succeed;
#   ```sh exit=N     ... must stop with exit status N (each block runs
#                    under `set -e`, so the first failing command stops it);
#   ```text          right after a ```sh block (nothing but blank lines
#                    between): that block's expected output, stdout and
#                    stderr together, compared exactly;
#   ```LANG file=P   (any language) the block's text is written to the file P
#                    (relative to the current directory) when reached, so a
#                    tutorial's files are created by the test as shown.
# Other blocks, and indented code (the README's set-up commands, which CI
# itself runs), are not run.
#
# Each document runs in a fresh HOME (WORK_DIR/<doc>/home; in outputs it
# reads as ~) from ~/strata, a stand-in for Strata's checkout after ./scripts/test.sh: the
# source tree's entries, with `build` being BUILD_DIR. Blocks run in order;
# the current directory carries over from one block to the next, variables
# do not.
set -eu
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
mkdir -p "$3"
work=$(cd "$3" && pwd)
shift 3
if [ $# -eq 0 ]; then
  set -- "$src/README.md" "$src"/docs/*.md
fi

failures=0
for doc in "$@"; do
  name=$(basename "$doc" .md)
  dir=$work/$name
  rm -rf "$dir"
  mkdir -p "$dir/blocks" "$dir/home/strata"
  home=$dir/home
  for entry in "$src"/* "$src"/.[!.]*; do
    [ -e "$entry" ] || continue
    [ "$(basename "$entry")" = build ] && continue
    ln -s "$entry" "$home/strata/$(basename "$entry")"
  done
  ln -s "$build" "$home/strata/build"
  echo "$home/strata" > "$dir/pwd"

  # Split the document: blocks/N holds block N's text; the manifest has one
  # line per block: N LINE ADJACENT LANG ATTRS... (ADJACENT: 1 when only
  # blank lines separate it from the block before).
  awk -v out="$dir/blocks" '
    BEGIN { n = 0; inside = 0; adjacent = 0 }
    inside && /^```[ \t]*$/ { inside = 0; close(file); adjacent = 1; next }
    inside { print > file; next }
    /^```/ {
      n++; inside = 1; file = out "/" n
      info = substr($0, 4)
      printf "%d %d %d %s\n", n, NR, adjacent, (info == "" ? "-" : info) > (out "/manifest")
      printf "" > file
      next
    }
    /^[ \t]*$/ { next }
    { adjacent = 0 }
  ' "$doc"
  [ -f "$dir/blocks/manifest" ] || continue

  last_sh=""      # the number of the last ```sh block, while a ```text may follow
  while read -r n line adjacent lang attrs; do
    at="$doc:$line"
    attrs=" ${attrs:-} "
    file=$(printf '%s' "$attrs" | sed -n 's/.* file=\([^ ]*\) .*/\1/p')
    if [ -n "$file" ]; then
      cwd=$(cat "$dir/pwd")
      mkdir -p "$(dirname "$cwd/$file")"
      # Never write through ~/strata's links into the real source tree.
      case "$(cd "$(dirname "$cwd/$file")" && pwd -P)/" in
        "$(cd "$home" && pwd -P)"/*) cp "$dir/blocks/$n" "$cwd/$file" ;;
        *) echo "$at: error: file=$file is outside the test's HOME" >&2
           failures=$((failures + 1)); break ;;
      esac
    fi
    case "$lang" in
      sh)
        want=$(printf '%s' "$attrs" | sed -n 's/.* exit=\([0-9]*\) .*/\1/p')
        want=${want:-0}
        set +e
        (
          cd "$(cat "$dir/pwd")"
          export HOME="$home"
          set -e
          . "$dir/blocks/$n"
          pwd > "$dir/pwd"
        ) > "$dir/blocks/$n.raw" 2>&1 < /dev/null
        got=$?
        set -e
        # Paths under the stand-in HOME read as the reader's: ~/...
        sed "s|$home|~|g" "$dir/blocks/$n.raw" > "$dir/blocks/$n.out"
        if [ "$got" != "$want" ]; then
          echo "$at: error: exit status $got, expected $want; output:" >&2
          sed 's/^/  | /' "$dir/blocks/$n.out" >&2
          failures=$((failures + 1))
          echo "$doc: the blocks after this one are not run" >&2
          break
        else
          echo "$at: ok"
        fi
        last_sh=$n
        ;;
      text)
        if [ -n "$last_sh" ] && [ "$adjacent" = 1 ]; then
          if ! diff -u "$dir/blocks/$n" "$dir/blocks/$last_sh.out" > "$dir/blocks/$n.diff"; then
            echo "$at: error: the output differs from the document (- document, + now):" >&2
            sed 's/^/  | /' "$dir/blocks/$n.diff" >&2
            failures=$((failures + 1))
          else
            echo "$at: output ok"
          fi
        fi
        last_sh=""
        ;;
      *)
        last_sh=""
        ;;
    esac
  done < "$dir/blocks/manifest"
done

if [ "$failures" -ne 0 ]; then
  echo "doc-commands: $failures failure(s)" >&2
  exit 1
fi
echo "doc-commands: all documented commands ran as shown"
