#!/bin/sh
# bench/measure-card-rebuild.sh BUILD: the pool's full and one-card
# rebuild (strata_card_pool only, ccache off), three of each; run from the
# source root (bench/README.md, "Rebuilding cards").
b=$1
export CCACHE_DISABLE=1
ninja -C $b strata_card_pool > /dev/null
for i in 1 2 3; do
  find $b/cards/CMakeFiles/strata_card_pool_objects.dir -name "*.o" -delete; rm -f $b/cards/strata_card_pool_gen/EffectFacts.inc $b/cards/strata_card_pool_gen/cards/*.inc 2>/dev/null
  s=$(date +%s.%N); ninja -C $b strata_card_pool > /dev/null || exit 1; e=$(date +%s.%N)
  echo "full $(echo "$e - $s" | bc)"
done
for i in 1 2 3; do
  touch cards/Crusade.cpp
  s=$(date +%s.%N); ninja -C $b strata_card_pool > /dev/null || exit 1; e=$(date +%s.%N)
  echo "one-card $(echo "$e - $s" | bc)"
done
