#!/bin/sh
# The layering check fails on each kind of dependency that runs back up
# (scripts/check-layering.py), with its location: a tree with one of each,
# and card code reaching the engine's header, directly and through a header.
set -eu
Check=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/runtime/include/strata/runtime" "$T/layers" "$T/compiler/lib" "$T/game/src" "$T/game/test"
cat > "$T/runtime/include/strata/runtime/Object.h" <<'X'
#include "strata/runtime/Fine.h"
#include "strata/game/Game.h"
namespace strata::game { struct Script; }
// game::Game in a comment is not a use; nor "game::" in a string:
const char *S = "strata::game::";
X
printf 'target_link_libraries(strata_layers PUBLIC strata_runtime strata_game)\n' > "$T/layers/CMakeLists.txt"
printf '#include "strata/runtime/Card.h"\n' > "$T/compiler/lib/Tool.cpp"
printf '#include "../../cards/src/Secret.h"\nint f() { return scenario::x(); }\n' > "$T/game/src/Up.cpp"
printf '#include "strata/tools/Anything.h"\n' > "$T/game/test/Fine.cpp"
mkdir -p "$T/game/include/strata/game" "$T/cards/include/strata/cards" "$T/cards/src"
printf '#ifdef STRATA_CARD_API_ONLY\n#error "not card code"\n#endif\n' \
  > "$T/game/include/strata/game/Game.h"
printf '#include "strata/game/Game.h"\n' > "$T/cards/include/strata/cards/Helper.h"
printf '#include "strata/game/CardGame.h"\n#include "strata/game/Game.h"\n#include "strata/cards/Helper.h"\n' \
  > "$T/cards/Card.cpp"
printf '#include "strata/game/Game.h"\n' > "$T/cards/src/Decks.cpp"
Status=0
python3 "$Check" "$T" > "$T/out" || Status=$?
cat "$T/out"
Order="(runtime -> layers -> game -> cards -> scenario -> service -> tools)"
cat > "$T/want" <<X
runtime/include/strata/runtime/Object.h:2: error: runtime/ includes strata/game/, a level above it $Order
runtime/include/strata/runtime/Object.h:3: error: runtime/ names \`namespace strata::game\`, a level above it $Order
layers/CMakeLists.txt:1: error: layers/ links strata_game (game/), a level above it $Order
game/src/Up.cpp:1: error: #include "../../cards/src/Secret.h" climbs out of game/; include a library's public header instead
game/src/Up.cpp:2: error: game/ names \`scenario::\`, a level above it $Order
cards/Card.cpp:2: error: card code includes strata/game/Game.h, the engine's; cards see the game through strata/game/CardGame.h
cards/Card.cpp:3: error: card code includes strata/cards/Helper.h, which includes the engine's strata/game/Game.h; cards see the game through strata/game/CardGame.h
compiler/lib/Tool.cpp:1: error: compiler/ includes strata/runtime/; stratac knows nothing of the game
check-layering: 8 files, 8 dependencies that run back up (runtime -> layers -> game -> cards -> scenario -> service -> tools; compiler/ apart)
X
diff -u "$T/want" "$T/out"
[ "$Status" -eq 1 ] || { echo "exit status $Status, expected 1"; exit 1; }
echo "layering-catches: ok"
