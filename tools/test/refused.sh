#!/bin/sh
# refused: RULE from the other side (issue 13): an action that is allowed,
# or refused citing another rule, is a FAIL naming the action; a refused
# action whose scenario has no refused: stays an error (exit 2).
#   refused.sh STRATA WORKDIR
set -u
S=$1 W=$2/refused
mkdir -p "$W"; cd "$W" || exit 1
fail() { echo "FAIL: $*"; exit 1; }
cat > allowed.yaml <<'Y'
name: A legal attack marked refused
battlefield:
  - Hill Giant
actions:
  - attack: [Hill Giant]
    refused: "508.1a"
expect:
  Bob: {life: 17}
Y
cat > other-rule.yaml <<'Y'
name: Refused for another rule than the one expected
battlefield:
  - Serra Angel
  - {card: Grizzly Bears, controller: Bob}
actions:
  - attack: [Serra Angel]
    blocks: {Grizzly Bears: Serra Angel}
    refused: "702.14"
expect:
  Bob: {life: 20}
Y
cat > unmarked.yaml <<'Y'
name: An illegal block without refused
battlefield:
  - Serra Angel
  - {card: Grizzly Bears, controller: Bob}
actions:
  - attack: [Serra Angel]
    blocks: {Grizzly Bears: Serra Angel}
expect:
  Bob: {life: 20}
Y
"$S" check allowed.yaml > out.txt 2>&1; [ $? -eq 1 ] || fail "allowed: exit status"
grep -qxF "  action 1 (attack: [Hill Giant]).refused: expected it refused citing 508.1a, but it was allowed (allowed.yaml:6, action 1: attack: [Hill Giant])" out.txt ||
  fail "allowed: $(cat out.txt)"
"$S" check other-rule.yaml > out.txt 2>&1; [ $? -eq 1 ] || fail "other rule: exit status"
grep -qF "expected a refusal citing 702.14, got: Grizzly Bears can't block Serra Angel, which has flying (CR 702.9b)" out.txt ||
  fail "other rule: $(cat out.txt)"
"$S" check unmarked.yaml > out.txt 2>&1; [ $? -eq 2 ] || fail "unmarked: exit status"
grep -qF "unmarked.yaml:7:14: error: Grizzly Bears can't block Serra Angel, which has flying (CR 702.9b)" out.txt ||
  fail "unmarked: $(cat out.txt)"
echo ok
