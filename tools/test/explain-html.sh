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
echo ok
