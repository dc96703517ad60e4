#!/bin/sh
# refused: RULE from the other side (issue 13): an action that is allowed,
# or refused citing another rule, is a FAIL naming the action; a refused
# action whose scenario has no refused: stays an error (exit 2). So is
# `hold: triggers` on an action that triggers nothing, and an expectation
# on a token never created other than zone: none.
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
# {answer: X, refused: RULE} (CR 732.1): a legal answer marked refused, and
# one refused for another rule, are FAILs naming the answer.
cat > answer-allowed.yaml <<'Y'
name: A legal answer marked refused
battlefield:
  - {card: Hill Giant, controller: Bob}
  - {card: Grizzly Bears, controller: Bob}
actions:
  - cast: Sower of Temptation
    answers: [{answer: Hill Giant, refused: "115.1"}, Grizzly Bears]
expect:
  Grizzly Bears: {controller: Alice}
Y
cat > answer-other-rule.yaml <<'Y'
name: An answer refused for another rule
battlefield:
  - Grizzly Bears
  - {card: Hill Giant, controller: Bob}
actions:
  - cast: Sower of Temptation
    answers: [{answer: Grizzly Bears, refused: "702.11b"}, Hill Giant]
expect:
  Hill Giant: {controller: Alice}
Y
"$S" check answer-allowed.yaml > out.txt 2>&1; [ $? -eq 1 ] || fail "answer allowed: exit status $(cat out.txt)"
grep -qF "refused: expected the answer 'Hill Giant' refused citing 115.1, but it was a legal answer" out.txt ||
  fail "answer allowed: $(cat out.txt)"
"$S" check answer-other-rule.yaml > out.txt 2>&1; [ $? -eq 1 ] || fail "answer other rule: exit status $(cat out.txt)"
grep -qF "expected the answer 'Grizzly Bears' refused citing 702.11b, got: its controller is the one choosing: it must be a creature an opponent controls (CR 115.1, 601.2c)" out.txt ||
  fail "answer other rule: $(cat out.txt)"
# hold: triggers states that the action triggers something (CR 603.2): an
# action that triggers nothing is a FAIL naming the action, as above.
cat > hold-nothing.yaml <<'Y'
name: An entering creature that triggers nothing, held
battlefield:
  - Grizzly Bears
actions:
  - enter: Hill Giant
    hold: triggers
expect:
  Hill Giant: {zone: battlefield}
Y
"$S" check hold-nothing.yaml > out.txt 2>&1; [ $? -eq 1 ] || fail "hold nothing: exit status $(cat out.txt)"
grep -qxF "  action 1 (enter: Hill Giant).hold: expected a triggered ability on the stack (hold: triggers), but none triggered and the stack is empty (hold-nothing.yaml:5, action 1: enter: Hill Giant)" out.txt ||
  fail "hold nothing: $(cat out.txt)"
# A token never created (an id past the tokens of its name) has only
# zone: none; any other field is a FAIL saying so.
cat > never-created.yaml <<'Y'
name: A third Soldier Token from one Raise the Alarm
actions:
  - cast: Raise the Alarm
expect:
  Soldier Token 3: {pt: 1/1}
Y
"$S" check never-created.yaml > out.txt 2>&1; [ $? -eq 1 ] || fail "never created: exit status $(cat out.txt)"
grep -qxF "  Soldier Token 3.pt: no such token was created (2 tokens named Soldier Token so far); a token never created has only zone: none (never-created.yaml:5, final expect)" out.txt ||
  fail "never created: $(cat out.txt)"
echo ok
