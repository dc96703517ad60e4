#!/usr/bin/env bash
# xmage-side-by-side.sh - Strata's and XMage's layer recomputation on the
# same boards, in one run (issue 16), and one game action on the typical
# board: Giant Growth cast and resolved (issue 27 point 3). See
# bench/peers/README.md.
#
# Usage: bench/peers/xmage-side-by-side.sh MAGE_SRC STRATA_BUILD OUT_DIR
#
#   MAGE_SRC      a checkout of magefree/mage (measured: commit bb9895f9):
#                 Mage/, Mage.Sets/, Mage.Server.Plugins/ are read
#   STRATA_BUILD  a Strata build folder with bin/strata-bench and
#                 bin/strata-bench-boards built (the project default,
#                 RelWithDebInfo, is what bench/README.md measures)
#   OUT_DIR       where everything built or measured goes (created if
#                 missing; keep it between runs to compile XMage's core once)
#
# Environment (all optional):
#   ORMLITE_CORE, ORMLITE_JDBC  ORMLite 5.7 source trees (j256/ormlite-core,
#                 j256/ormlite-jdbc at tags ormlite-core-5.7 /
#                 ormlite-jdbc-5.7); default: beside MAGE_SRC
#   JAR_DIR       where the Debian jars are (default /usr/share/java)
#   BOARDS        the boards (default "typical permanents:100 permanents:1000
#                 permanents:10000")
#   REPETITIONS   repetitions per board, medians reported (default 5)
#   MIN_SECONDS   minimum time of one XMage repetition (default 1)
#   WARMUP_SECONDS  calls to applyEffects() before timing, for the JIT
#                 (default 10; with 2 s the first repetitions are ~2x slow);
#                 the same for the game action
#   GAME_ACTION   1 (default) to measure the game action too, 0 to skip it
#   JAVA_OPTS     JVM options for the XMage runs (default -Xmx4g)
#
# Not in CI: it needs XMage's source. Idempotent: XMage's core is compiled
# once per OUT_DIR (delete OUT_DIR/xmage-core to force it); the cards and
# the harness are recompiled on every run (seconds).
set -euo pipefail

die() { echo "xmage-side-by-side: $*" >&2; exit 1; }

[ $# -eq 3 ] || die "usage: $0 MAGE_SRC STRATA_BUILD OUT_DIR (an XMage checkout, a Strata build folder, and where to build and measure)"
HERE=$(cd "$(dirname "$0")" && pwd)
MAGE_SRC=$(cd "$1" 2>/dev/null && pwd) || die "MAGE_SRC '$1' is not a directory"
STRATA_BUILD=$(cd "$2" 2>/dev/null && pwd) || die "STRATA_BUILD '$2' is not a directory"
[ -n "$3" ] || die "OUT_DIR is empty: name the folder to build and measure in"
OUT=$3
mkdir -p "$OUT" || die "OUT_DIR '$3' cannot be created"
OUT=$(cd "$OUT" && pwd)
ORMLITE_CORE=${ORMLITE_CORE:-$(dirname "$MAGE_SRC")/ormlite-core}
ORMLITE_JDBC=${ORMLITE_JDBC:-$(dirname "$MAGE_SRC")/ormlite-jdbc}
JAR_DIR=${JAR_DIR:-/usr/share/java}
BOARDS=${BOARDS:-typical permanents:100 permanents:1000 permanents:10000}
REPETITIONS=${REPETITIONS:-5}
MIN_SECONDS=${MIN_SECONDS:-1}
WARMUP_SECONDS=${WARMUP_SECONDS:-10}
JAVA_OPTS=${JAVA_OPTS:--Xmx4g}
GAME_ACTION=${GAME_ACTION:-1}
START=$(date +%s)

# --- Prerequisites --------------------------------------------------------
for tool in java javac protoc python3; do
  command -v "$tool" >/dev/null || die "'$tool' not found (Debian: default-jdk-headless for java/javac, protobuf-compiler for protoc, python3)"
done
JAVA_MAJOR=$(javac -version 2>&1 | sed -E 's/^javac ([0-9]+).*/\1/')
[ "${JAVA_MAJOR:-0}" -ge 17 ] 2>/dev/null || die "javac 17 or newer needed (found: $(javac -version 2>&1))"
[ -d "$MAGE_SRC/Mage/src/main/java/mage" ] || die "$MAGE_SRC is not an XMage checkout (no Mage/src/main/java/mage)"
[ -d "$MAGE_SRC/Mage.Sets/src/mage/cards" ] || die "$MAGE_SRC has no Mage.Sets/src/mage/cards"
TWO_PLAYER=$MAGE_SRC/Mage.Server.Plugins/Mage.Game.TwoPlayerDuel/src/mage/game/TwoPlayerDuel.java
AI_SRC=$MAGE_SRC/Mage.Server.Plugins/Mage.Player.AI/src
[ -f "$TWO_PLAYER" ] || die "$TWO_PLAYER missing"
[ -d "$AI_SRC/mage/player/ai" ] || die "$AI_SRC missing (Mage.Player.AI: the ComputerPlayer that hosts each side)"
[ -d "$ORMLITE_CORE/src/main/java/com/j256/ormlite" ] || die "ORMLite core source not at '$ORMLITE_CORE' (set ORMLITE_CORE; github j256/ormlite-core, tag ormlite-core-5.7)"
[ -d "$ORMLITE_JDBC/src/main/java/com/j256/ormlite/jdbc" ] || die "ORMLite JDBC source not at '$ORMLITE_JDBC' (set ORMLITE_JDBC; github j256/ormlite-jdbc, tag ormlite-jdbc-5.7)"
CP=""
for jar in guava gson jsoup protobuf commons-lang3 log4j-1.2 slf4j-api h2; do
  [ -f "$JAR_DIR/$jar.jar" ] || die "$JAR_DIR/$jar.jar missing (Debian: libguava-java libgoogle-gson-java libjsoup-java libprotobuf-java libcommons-lang3-java liblog4j1.2-java libslf4j-java libh2-java)"
  CP=$CP${CP:+:}$JAR_DIR/$jar.jar
done
for exe in strata-bench strata-bench-boards; do
  [ -x "$STRATA_BUILD/bin/$exe" ] || die "$STRATA_BUILD/bin/$exe missing (ninja -C $STRATA_BUILD strata-bench strata-bench-boards)"
done
# Quiet logging: XMage logs through log4j 1.2.
mkdir -p "$OUT/resources"
cat > "$OUT/resources/log4j.properties" <<'EOF'
log4j.rootLogger=ERROR, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=%-5p %c{1} - %m%n
EOF

# --- The boards, as strata-bench builds them ------------------------------
mkdir -p "$OUT/boards"
for b in $BOARDS; do
  "$STRATA_BUILD/bin/strata-bench-boards" board "$b" > "$OUT/boards/${b/:/-}.txt"
done
"$STRATA_BUILD/bin/strata-bench-boards" characteristics typical > "$OUT/strata-typical.tsv"
# The game action (BM_GameAction/giant_growth:typical): its card, caster and
# target, and what Strata computes once it is taken. Not a .txt: not a board.
rm -f "$OUT/boards/typical.action"
if [ "$GAME_ACTION" = 1 ]; then
  "$STRATA_BUILD/bin/strata-bench-boards" action typical > "$OUT/boards/typical.action"
  "$STRATA_BUILD/bin/strata-bench-boards" characteristics-after-action typical \
    > "$OUT/strata-typical-after-action.tsv"
fi

# --- XMage's core (Mage/src/main/java), once ------------------------------
CORE=$OUT/xmage-core
STAMP="$MAGE_SRC $(find "$MAGE_SRC/Mage/src/main" -name '*.java' -o -name '*.proto' | wc -l) $(cd "$MAGE_SRC" && git rev-parse HEAD 2>/dev/null || echo no-git)"
if [ "$(cat "$CORE/.stamp" 2>/dev/null)" != "$STAMP" ]; then
  echo "== compiling XMage's core (Mage/src/main/java): about a minute" >&2
  rm -rf "$CORE" && mkdir -p "$CORE/gen" "$CORE/classes"
  protoc --java_out="$CORE/gen" -I "$MAGE_SRC/Mage/src/main/proto" "$MAGE_SRC"/Mage/src/main/proto/*.proto
  find "$MAGE_SRC/Mage/src/main/java" -name '*.java' > "$CORE/files.txt"
  # ORMLite is compiled from source, only the classes the core uses
  # (-sourcepath: compiled on demand).
  javac -J-XX:+UseSerialGC -J-Xmx3g -nowarn -encoding UTF-8 -proc:none -cp "$CP" \
    -sourcepath "$ORMLITE_CORE/src/main/java:$ORMLITE_JDBC/src/main/java:$CORE/gen" \
    -d "$CORE/classes" @"$CORE/files.txt" > "$CORE/javac.log" 2>&1 ||
    { tail -30 "$CORE/javac.log" >&2; die "XMage's core did not compile (log: $CORE/javac.log)"; }
  # Resources the core reads at run time (card and token data).
  cp -r "$MAGE_SRC/Mage/src/main/resources/." "$CORE/classes/" 2>/dev/null || true
  echo "$STAMP" > "$CORE/.stamp"
fi

# --- The cards on the boards, the two-player game, the harness ------------
HARNESS=$OUT/harness
rm -rf "$HARNESS" && mkdir -p "$HARNESS/classes"
{ cut -f1,3 "$OUT"/boards/*.txt | sed -E 's/^(object|cast)\t//'
  [ ! -f "$OUT/boards/typical.action" ] || cut -f2 "$OUT/boards/typical.action"
} | sort -u > "$HARNESS/cards.txt"
: > "$HARNESS/files.txt"
while IFS= read -r name; do
  cls=$(python3 -c 'import re,sys; print("".join(w[:1].upper()+w[1:] for w in re.sub(r"[^A-Za-z0-9 ]","",sys.argv[1]).split()))' "$name")
  case $cls in Forest|Island|Mountain|Plains|Swamp) continue ;; esac # in the core
  f=$MAGE_SRC/Mage.Sets/src/mage/cards/$(echo "${cls:0:1}" | tr A-Z a-z)/$cls.java
  [ -f "$f" ] || die "no XMage class for card '$name' (looked for $f)"
  echo "$f" >> "$HARNESS/files.txt"
done < "$HARNESS/cards.txt"
echo "$TWO_PLAYER" >> "$HARNESS/files.txt"
find "$AI_SRC" -name '*.java' >> "$HARNESS/files.txt"
echo "$HERE/xmage/StrataBoards.java" >> "$HARNESS/files.txt"
echo "== compiling $(wc -l < "$HARNESS/cards.txt") cards, TwoPlayerDuel, ComputerPlayer and the harness" >&2
javac -J-XX:+UseSerialGC -nowarn -encoding UTF-8 -proc:none -cp "$CORE/classes:$CP" \
  -sourcepath "$MAGE_SRC/Mage.Sets/src:$MAGE_SRC/Mage.Common/src/main/java:$(dirname "$(dirname "$(dirname "$TWO_PLAYER")")")" \
  -implicit:class \
  -d "$HARNESS/classes" @"$HARNESS/files.txt" > "$HARNESS/javac.log" 2>&1 ||
  { tail -30 "$HARNESS/javac.log" >&2; die "the cards or the harness did not compile (log: $HARNESS/javac.log)"; }
RUN_CP="$OUT/resources:$HARNESS/classes:$CORE/classes:$CP"

# --- Measure: Strata, then XMage, one board after the other ---------------
mkdir -p "$OUT/results"
FILTER=""
for b in $BOARDS; do FILTER=$FILTER${FILTER:+|}BM_Recompute/$b\$; done
[ "$GAME_ACTION" != 1 ] || FILTER="$FILTER|BM_GameAction/giant_growth:typical\$"
echo "== strata-bench: $FILTER" >&2
"$STRATA_BUILD/bin/strata-bench" --benchmark_filter="^($FILTER)" \
  --benchmark_repetitions="$REPETITIONS" --benchmark_out="$OUT/results/strata.json" \
  --benchmark_out_format=json > "$OUT/results/strata.txt"
: > "$OUT/results/xmage.tsv"
for b in $BOARDS; do
  echo "== XMage game.applyEffects(): $b" >&2
  java $JAVA_OPTS -cp "$RUN_CP" StrataBoards bench "$OUT/boards/${b/:/-}.txt" \
    "$REPETITIONS" "$MIN_SECONDS" "$WARMUP_SECONDS" "$b" | tee -a "$OUT/results/xmage.tsv" | grep median >&2
done
java $JAVA_OPTS -cp "$RUN_CP" StrataBoards characteristics "$OUT/boards/typical.txt" \
  > "$OUT/xmage-typical.tsv"
ACTION_ARGS=()
if [ "$GAME_ACTION" = 1 ]; then
  echo "== XMage game action: Giant Growth cast and resolved on the typical board" >&2
  java $JAVA_OPTS -cp "$RUN_CP" StrataBoards action "$OUT/boards/typical.txt" \
    "$OUT/boards/typical.action" "$REPETITIONS" "$MIN_SECONDS" "$WARMUP_SECONDS" \
    giant_growth:typical | tee -a "$OUT/results/xmage.tsv" | grep median >&2
  for when in before after; do
    java $JAVA_OPTS -cp "$RUN_CP" StrataBoards characteristics-$when-action \
      "$OUT/boards/typical.txt" "$OUT/boards/typical.action" > "$OUT/xmage-typical-$when-action.tsv"
  done
  ACTION_ARGS=(--action "$OUT/boards/typical.action" "$OUT/strata-typical.tsv"
    "$OUT/strata-typical-after-action.tsv" "$OUT/xmage-typical-before-action.tsv"
    "$OUT/xmage-typical-after-action.tsv" "$OUT/xmage-typical.tsv")
fi

# --- Report -----------------------------------------------------------------
{
  echo "XMage source $MAGE_SRC ($(cd "$MAGE_SRC" && git rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout')), $(java -version 2>&1 | head -1), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
  python3 "$HERE/side-by-side-report.py" "$OUT/results/strata.json" "$OUT/results/xmage.tsv" $BOARDS \
    "${ACTION_ARGS[@]}"
  echo
  python3 "$HERE/compare-characteristics.py" "$OUT/strata-typical.tsv" "$OUT/xmage-typical.tsv"
  if [ "$GAME_ACTION" = 1 ]; then
    echo
    echo "XMage's board settled (where the game action starts), against Strata's:"
    python3 "$HERE/compare-characteristics.py" "$OUT/strata-typical.tsv" \
      "$OUT/xmage-typical-before-action.tsv" | sed -n '/permanents differ/,$p'
  fi
  echo
  echo "(script time: $(( $(date +%s) - START )) s; files in $OUT)"
} | tee "$OUT/results/report.txt"
