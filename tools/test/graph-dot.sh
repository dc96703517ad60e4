#!/bin/sh
# strata graph writes DOT that Graphviz reads (issue 13): names holding
# quotes and backslashes, one ending in a backslash, and a file of several
# scenarios (one graph, a cluster each) all go through `dot -Tsvg`.
#   graph-dot.sh STRATA WORKDIR
set -u
S=$1 W=$2/graph-dot
mkdir -p "$W"; cd "$W" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

cat > names.yaml <<'Y'
name: 'Quotes "here" and a backslash \'
battlefield:
  - {card: "Urborg, Tomb of Yawgmoth", id: 'urborg "the" \'}
  - {card: Blood Moon, id: 'moon\'}
  - Forest
expect:
  Forest: {subtypes: [Forest]}
Y
cat > several.yaml <<'Y'
name: Urborg, then Blood Moon
battlefield:
  - Urborg, Tomb of Yawgmoth
  - Blood Moon
  - Forest
expect:
  Forest: {subtypes: [Forest]}
---
name: Humility and Opalescence
battlefield:
  - Humility
  - Opalescence
expect:
  Humility: {types: [Enchantment, Creature]}
Y
for F in names several; do
  "$S" graph $F.yaml > $F.dot || fail "strata graph $F.yaml exited $?"
  dot -Tsvg $F.dot > $F.svg 2> $F.err || fail "dot rejects $F.dot: $(cat $F.err)"
  [ -s $F.err ] && fail "dot warns on $F.dot: $(cat $F.err)"
done
[ "$(grep -c '^digraph' several.dot)" -eq 1 ] || fail "several scenarios: not one graph"
[ "$(grep -c 'subgraph cluster_s[0-9]* {' several.dot)" -eq 2 ] || fail "several: a cluster each"
grep -qF 'moon\\' names.dot || fail "the backslash of 'moon\\' is not escaped"
grep -q "Quotes &quot;here&quot; and a backslash \\\\" names.svg ||
  fail "the SVG lacks the scenario's name as written"
# --format=svg: drawn by Graphviz's library, a standalone SVG document.
"$S" graph --format=svg several.yaml > several-lib.svg || fail "graph --format=svg exited $?"
grep -q "<svg" several-lib.svg || fail "graph --format=svg is not SVG"
grep -q "Humility and Opalescence" several-lib.svg || fail "the SVG lacks the second scenario"
"$S" graph --format=png several.yaml > /dev/null 2>&1; [ $? -eq 2 ] || fail "--format=png accepted"
echo ok
