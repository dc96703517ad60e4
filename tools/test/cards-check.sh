#!/bin/sh
# strata cards --check over the pool: every word of a card's rules text that
# a text-changing effect can change (CR 612.2) is declared in its
# Face.Words, except the known gaps below, each a card whose effect cannot
# follow a changed word yet. The list is exact: a new card with an
# undeclared word, or a gap closed without updating it, fails.
#
#   cards-check.sh STRATA WORK_DIR
set -eu
strata=$1
work=$2/cards-check
mkdir -p "$work"
status=0
"$strata" cards --check > "$work/out.txt" || status=$?
msg="which its Face.Words does not declare, so a text-changing effect (CR 612.2) cannot change it"
cat > "$work/expected.txt" <<EXPECTED
Artificial Evolution: warning: its rules text uses 'Wall' (a creature type), $msg
Black Knight: warning: its rules text uses 'white' (a color word), $msg
Chimeric Staff: warning: its rules text uses 'Construct' (a creature type), $msg
Phantasmal Image: warning: its rules text uses 'Illusion' (a creature type), $msg
White Knight: warning: its rules text uses 'black' (a color word), $msg
EXPECTED
# Known gaps, why: protection from a color word (Black/White Knight) is a
# keyword the engine does not derive from text words yet; Chimeric Staff's
# word belongs to the effect its ability created, which should keep the
# word it had on resolution (the engine has no such lock for text words);
# Phantasmal Image's exception is part of a copy effect (layer 1), before
# text changes (layer 3); Artificial Evolution's "can't be Wall" is a
# restriction on its own choice, which the card does not model.
total=$(grep -c ': warning: ' "$work/expected.txt")
cards=$("$strata" cards --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
echo "$cards cards checked, $total problems" >> "$work/expected.txt"
if [ "$status" -ne 1 ] || ! diff -u "$work/expected.txt" "$work/out.txt"; then
  echo "cards-check.sh: strata cards --check (exit status $status) differs from the known gaps" >&2
  exit 1
fi
# A card without problems: exit status 0.
"$strata" cards --check "Goblin King" > "$work/one.txt"
grep -qx "1 cards checked, 0 problems" "$work/one.txt"
echo "cards-check.sh: ok"
