#!/bin/sh
# strata cards: the effects a card creates (spell, activated and triggered
# abilities, not only static ones) with their metadata; P/T and --text; a
# misspelt name gets the closest names, exit status 2; --json carries the
# same, parsed by a JSON parser.
#
#   cards-cli.sh STRATA WORK_DIR
set -eu
strata=$1
work=$2/cards-cli
mkdir -p "$work"
fail() { echo "cards-cli.sh: $*" >&2; exit 1; }
# has FILE LINE: FILE has LINE exactly.
has() { grep -qxF -- "$2" "$1" || { cat "$1" >&2; fail "expected the line '$2'"; }; }

# Mutavault's activated ability makes it a 2/2 creature with all creature
# types until end of turn (CR 613.1d, 613.4b): an effect only the ability
# creates.
"$strata" cards Mutavault > "$work/mutavault.txt"
has "$work/mutavault.txt" "Mutavault - Land"
has "$work/mutavault.txt" "  effect Mutavault::BecomesCreature (activated ability)"
has "$work/mutavault.txt" "    layer 4   Mutavault::BecomesCreature::MakesCreature"
has "$work/mutavault.txt" "    layer 7b  Mutavault::BecomesCreature::SetsBasePT"
# Sower of Temptation's enters trigger gains control (layer 2, CR 613.1b);
# Giant Growth's resolution pumps (layer 7c).
"$strata" cards "Sower of Temptation" > "$work/sower.txt"
has "$work/sower.txt" "Sower of Temptation {2}{U}{U} - Creature - Wizard Faerie 2/2"
has "$work/sower.txt" "  effect SowerOfTemptation::GainsControlOfTarget (triggered ability)"
has "$work/sower.txt" "      writes [Controller]"
"$strata" cards "Giant Growth" > "$work/growth.txt"
has "$work/growth.txt" "  effect GiantGrowth::PumpsTarget (spell)"

# --text: the Oracle text, line by line.
"$strata" cards --text "Glorious Anthem" > "$work/anthem.txt"
has "$work/anthem.txt" "  | Creatures you control get +1/+1."

# A typo: the closest names, on stderr, exit status 2, nothing on stdout.
status=0
"$strata" cards "Mutavalt" > "$work/typo.out" 2> "$work/typo.err" || status=$?
[ "$status" -eq 2 ] || fail "a misspelt card: exit status $status, expected 2"
[ ! -s "$work/typo.out" ] || fail "a misspelt card printed on stdout"
grep -qF "strata: error: no card named 'Mutavalt'; did you mean 'Mutavault'" "$work/typo.err" ||
  { cat "$work/typo.err" >&2; fail "no suggestion for Mutavalt"; }
status=0
"$strata" cards "grizzly bears" > /dev/null 2> "$work/case.err" || status=$?
[ "$status" -eq 2 ] && grep -qF "did you mean 'Grizzly Bears'" "$work/case.err" ||
  fail "a name in the wrong case should be refused with the right one suggested"

# JSON: P/T as numbers, the created effects listed.
"$strata" cards --json "Sower of Temptation" > "$work/sower.json"
python3 - "$work/sower.json" <<'PY'
import json, sys
[card] = json.load(open(sys.argv[1]))
assert card["power"] == 2 and card["toughness"] == 2, card
[effect] = card["effects"]
assert effect["from"] == "triggered ability", effect
assert effect["parts"][0]["layer"] == "2" and effect["parts"][0]["writes"] == ["Controller"], effect
PY
"$strata" cards --json > "$work/all.json"
python3 - "$work/all.json" <<'PY'
import json, sys
cards = json.load(open(sys.argv[1]))
assert len(cards) >= 100, len(cards)
assert all("power" not in c for c in cards if "Creature" not in c["type_line"] and c["name"] not in ("Mutavault",)), "P/T on a non-creature"
PY
echo "cards-cli.sh: ok"
