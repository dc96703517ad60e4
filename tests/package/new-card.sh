#!/bin/sh
# scripts/new-card writes cards that compile and scenarios that pass: in a
# copy of what it reads (the vocabulary and the pool's card files, never the
# real cards/), it writes six cards (arguments and Oracle-text files: a
# vanilla creature, keywords, a hybrid cost, a legendary, a */* creature, a
# land with an ability, an instant), then refuses what it must without
# writing anything. The cards are then built as a card module against this
# build, installed (strata_add_cards, WARNINGS_AS_ERRORS: stratac and the
# compiler both), and the installed strata runs the written scenarios with
# the module loaded.
#
#   tests/package/new-card.sh SOURCE_DIR BUILD_DIR WORK_DIR
set -eu
src=$1 build=$(cd "$2" && pwd) work=$3
rm -rf "$work"
mkdir -p "$work/root/runtime/include/strata/runtime" "$work/root/cards" "$work/module/cards"
work=$(cd "$work" && pwd)
cp "$src/runtime/include/strata/runtime/Vocabulary.h" "$work/root/runtime/include/strata/runtime/"
cp "$src"/cards/*.cpp "$work/root/cards/"
new_card() { python3 "$src/scripts/new-card" --root "$work/root" "$@"; }
fail() { echo "new-card.sh: $*" >&2; exit 1; }

new_card "Elvish Warrior" --cost "{G}{G}" --type "Creature — Elf Warrior" --pt 2/3
new_card "Boros Recruit" --cost "{R/W}" --type "Creature — Goblin Soldier" --pt 1/1 \
  --text "({R/W} can be paid with either {R} or {W}.)\nFirst strike"
new_card "Jasmine Boreal" --cost "{3}{G}{W}" --type "Legendary Creature — Human" --pt 4/5
new_card "Shock" --cost "{R}" --type "Instant" --text "Shock deals 2 damage to any target."
cat > "$work/suntail.txt" <<'X'
Suntail Hawk {W}
Creature — Bird
Flying
1/1
X
new_card --from "$work/suntail.txt"
printf 'Lord of Extinction {3}{B}{G}\nCreature — Elemental\nLord of Extinction'"'"'s power and toughness are each equal to the number of cards in all graveyards.\n*/*\n' |
  new_card --from -
printf 'Ancient Den\nArtifact Land\n{T}: Add {W}.\n' | new_card --from -
grep -q 'Keyword::FirstStrike' "$work/root/cards/BorosRecruit.cpp" || fail "Boros Recruit lacks first strike"
grep -q '//   - "Shock deals 2 damage to any target."' "$work/root/cards/Shock.cpp" ||
  fail "Shock's ability is not listed as left to write"
! grep -q 'To write' "$work/root/cards/BorosRecruit.cpp" ||
  fail "Boros Recruit's reminder text is listed as an ability to write"

# Refusals: exit status 1, one line, nothing written.
refuse() {
  message=$1
  shift
  before=$(find "$work/root" -type f | sort | md5sum)
  status=0
  new_card "$@" > "$work/out" 2> "$work/err" || status=$?
  [ "$status" -eq 1 ] || fail "new-card $* exited $status, expected 1"
  grep -qF -- "$message" "$work/err" || { cat "$work/err" >&2; fail "expected: $message"; }
  [ "$(find "$work/root" -type f | sort | md5sum)" = "$before" ] || fail "new-card $* wrote a file"
}
refuse "'Serra Angel' exists already: cards/SerraAngel.cpp" \
  "Serra Angel" --cost "{3}{W}{W}" --type "Creature — Angel" --pt 4/4
refuse "'Elvish Warrior' exists already: cards/ElvishWarrior.cpp" \
  "elvish warrior" --cost "{G}{G}" --type "Creature — Elf Warrior" --pt 2/3
refuse "cards/ElvishWarrior.cpp exists (another card's class name?); not overwritten" \
  "Elvish-Warrior" --cost "{G}{G}" --type "Creature — Elf Warrior" --pt 2/3
printf 'name: kept\n' > "$work/root/tests/scenarios/cards/odd-card.yaml"
refuse "tests/scenarios/cards/odd-card.yaml exists; not overwritten" "Odd Card" --type Artifact
rm "$work/root/tests/scenarios/cards/odd-card.yaml"
refuse "the mana cost '{1}{Q}' has the symbol {Q}" "Odd Card" --cost "{1}{Q}" --type Artifact
refuse "the mana cost '1G' is not a run of {...} symbols" "Odd Card" --cost 1G --type Artifact
refuse "the subtype 'Spellshaper' is not in the vocabulary: add it to STRATA_SUBTYPES" \
  "Odd Card" --cost "{G}" --type "Creature — Elf Spellshaper" --pt 1/1
refuse "'Odd Card' is a creature and has no P/T (CR 208.1)" "Odd Card" --type "Creature — Elf"
refuse "has 'Enchantmant', neither a card type" "Odd Card" --type "Enchantmant"
refuse "the P/T 'two/2' is not POWER/TOUGHNESS" "Odd Card" --type "Creature" --pt two/2
refuse "the name '1996 Champion' makes no C++ class name" "1996 Champion" --type Artifact
refuse "cannot read $work/none.txt" --from "$work/none.txt"

# The written cards, built as a module against this build's installed package.
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
cp "$work/root/cards/ElvishWarrior.cpp" "$work/root/cards/BorosRecruit.cpp" \
   "$work/root/cards/JasmineBoreal.cpp" "$work/root/cards/Shock.cpp" \
   "$work/root/cards/SuntailHawk.cpp" "$work/root/cards/LordOfExtinction.cpp" \
   "$work/root/cards/AncientDen.cpp" "$work/module/cards/"
cat > "$work/module/CMakeLists.txt" <<'X'
cmake_minimum_required(VERSION 3.20)
project(NewCards LANGUAGES CXX)
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
find_package(Strata REQUIRED)
file(GLOB Cards CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/cards/*.cpp)
strata_add_cards(new_cards WARNINGS_AS_ERRORS SOURCES ${Cards})
X
cmake -S "$work/module" -B "$work/module-build" -G Ninja \
  -DCMAKE_PREFIX_PATH="$work/prefix" > "$work/configure.log"
cmake --build "$work/module-build" -j2
"$work/prefix/bin/strata" check --cards "$work/module-build/new_cards.cards.so" \
  "$work/root/tests/scenarios/cards"
echo "new-card.sh: ok"
