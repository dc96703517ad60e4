#!/bin/sh
# Changing what an effect reads changes the generated metadata: run stratac
# on a copy of Glorious Anthem, make its filter also look at flying (as
# Favorable Winds does), run it again, and compare.
#   reads-change-metadata.sh STRATAC SOURCE_DIR WORK_DIR
set -eu
STRATAC=$1 SRC=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK"
cp "$SRC/cards/GloriousAnthem.cpp" "$WORK/Card.cpp"
run() {
  "$STRATAC" "$WORK/Card.cpp" -o "$WORK/$1.inc" --json "$WORK/$1.json" \
    -- -std=c++20 -I"$SRC/runtime/include"
}
line() { grep 'GloriousAnthem::PumpsCreatures,' "$WORK/$1.inc"; }

run before
line before | grep -q '"CardType.Creature Controller Zone"' ||
  { echo "unexpected filter reads before the edit:"; line before; exit 1; }

# The edit: "Creatures you control with flying".
sed -i 's/O.isType(CardType::Creature) \&\&/O.isType(CardType::Creature) \&\& O.hasKeyword(Keyword::Flying) \&\&/' "$WORK/Card.cpp"
grep -q 'Keyword::Flying' "$WORK/Card.cpp" || { echo "the edit did not apply"; exit 1; }
run after
line after | grep -q '"CardType.Creature Controller Keyword.Flying Zone"' ||
  { echo "filter reads after the edit do not include Keyword.Flying:"; line after; exit 1; }
if cmp -s "$WORK/before.inc" "$WORK/after.inc"; then
  echo "metadata unchanged after the effect's reads changed"; exit 1
fi
echo "ok: $(line after)"
