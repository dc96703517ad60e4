#!/bin/sh
# strata explain --html in a real headless Chromium (issue 13): the page
# loads, shows a section for every layer `strata explain` lists, holds the
# dependency graph as SVG, the actions and every expectation's verdict,
# escapes names, and logs no console error.
#   explain-html.sh STRATA WORKDIR
set -u
S=$1 W=$2/explain-html
mkdir -p "$W"; cd "$W" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
CHROMIUM=$(command -v chromium || command -v chromium-browser) ||
  fail "chromium is not installed (scripts/install-deps.sh installs it)"
cat > judge.yaml <<'Y'
name: Humility, Opalescence <and> a lord & combat
battlefield:
  - Humility
  - Opalescence
  - Lord of Atlantis
  - Merfolk of the Pearl Trident
  - {card: Grizzly Bears, controller: Bob}
actions:
  - cast: Giant Growth
    targets: [Merfolk of the Pearl Trident]
  - attack: [Merfolk of the Pearl Trident]
    blocks: {Grizzly Bears: Merfolk of the Pearl Trident}
expect:
  Humility: {pt: 4/4, types: [Enchantment, Creature]}
  Grizzly Bears: {zone: graveyard, pt: 9/9}
Y
"$S" explain --html judge.yaml > page.html || fail "strata explain --html exited $?"
"$S" explain judge.yaml > text.txt || fail "strata explain exited $?"
timeout 60 "$CHROMIUM" --headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 \
  --virtual-time-budget=2000 --dump-dom "file://$W/page.html" > dom.html 2> console.txt ||
  fail "chromium could not load the page: $(tail -n 5 console.txt)"
grep -q "</html>" dom.html || fail "the page did not load"
grep -i "CONSOLE" console.txt | grep -qi "error\|uncaught" && fail "console errors: $(grep -i CONSOLE console.txt)"
for L in $(sed -n 's/^Layer \([0-9][a-d]*\):.*/\1/p' text.txt); do
  grep -q "<h3>Layer $L:" dom.html || fail "no section for layer $L"
done
[ "$(grep -c '^Layer ' text.txt)" -eq "$(grep -c '<section class="layer"' dom.html)" ] ||
  fail "the page's layers differ from strata explain's"
grep -q "<svg" dom.html || fail "no SVG dependency graph"
grep -q "depends on (existence)" dom.html || fail "the graph lacks the dependency edge"
grep -q "Humility, Opalescence &lt;and&gt; a lord &amp; combat" dom.html || fail "the name is not escaped"
grep -q "attack: \[Merfolk of the Pearl Trident\]" dom.html || fail "the actions are missing"
[ "$(grep -c 'class="pass"' dom.html)" -eq 3 ] || fail "want 3 PASS verdicts"
grep -q 'class="fail">FAIL: expected 9/9, got 2/2' dom.html || fail "the FAIL verdict is missing"
# What happened in each action, event by event (the engine's event log):
# each combat damage assignment, the death that followed.
grep -q "turn 1, combat damage step: Merfolk of the Pearl Trident dealt 4 combat damage to Grizzly Bears (CR 510.2)" dom.html ||
  fail "the attacker's combat damage is missing"
grep -q "turn 1, combat damage step: Grizzly Bears dealt 1 combat damage to Merfolk of the Pearl Trident (CR 510.2)" dom.html ||
  fail "the blocker's combat damage is missing"
grep -q "Grizzly Bears moved from battlefield to graveyard (CR 400.7)" dom.html ||
  fail "the blocker's death is missing"
# Prevention (615) and lifelink (702.15b) as events; a Fog cast by Bob.
cat > events.yaml <<'Y'
name: Fog and a lifelinker
battlefield:
  - Hill Giant
  - Vampire Nighthawk
actions:
  - attack: [Vampire Nighthawk]
  - end_turn: true
  - end_turn: true
  - cast: Fog
    by: Bob
  - attack: [Hill Giant]
expect:
  Bob: {life: 18}
  Alice: {life: 22}
Y
"$S" explain --html events.yaml > events.html || fail "explain --html events.yaml exited $?"
grep -q "Vampire Nighthawk dealt 2 combat damage to Bob (CR 510.2)" events.html ||
  fail "the lifelinker's damage is missing: $(grep -o '<li>turn[^<]*' events.html)"
grep -q "Alice gained 2 life (CR 119.3)" events.html || fail "the lifelink gain is missing"
grep -q "3 combat damage that Hill Giant would have dealt to Bob was prevented (CR 615)" events.html ||
  fail "Fog's prevention is missing: $(grep -o '<li>turn[^<]*' events.html)"
grep -q "Fog moved from hand to stack" events.html || fail "the cast's zone change is missing"
echo ok
