// --json: the same facts, each name with the place it is first touched;
// otherObjectReads says which reads may be of an object other than the one
// the effect applies to and its source (here object 1's toughness).
#include "strata_stub.h"

using namespace stub;

namespace cards {
struct Anthem : Effect, Part<Layer::L7c> {
  static bool filter(const Context &, const View &T) {
    return T.is(CardType::Creature) || T.is(CardType::Artifact);
  }
  static void apply(const Context &C, View &T) {
    T.setPower(C.source().power() + C.object(1).toughness());
  }
};
} // namespace cards

// CHECK:      {
// CHECK-NEXT:   "parts": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "part": "cards::Anthem",
// CHECK-NEXT:       "effect": "cards::Anthem",
// CHECK-NEXT:       "layer": "L7c",
// CHECK-NEXT:       "cda": false,
// CHECK-NEXT:       "partLocation": {
// CHECK-NEXT:         "file": "{{.*}}json.cpp",
// CHECK-NEXT:         "line": 9,
// CHECK-NEXT:         "column": 8
// CHECK-NEXT:       },
// CHECK-NEXT:       "effectLocation": {
// CHECK-NEXT:         "file": "{{.*}}json.cpp",
// CHECK-NEXT:         "line": 9,
// CHECK-NEXT:         "column": 8
// CHECK-NEXT:       },
// CHECK-NEXT:       "filterReads": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "CardType.Artifact",
// CHECK-NEXT:           "file": "{{.*}}json.cpp",
// CHECK-NEXT:           "line": 11,
// CHECK-NEXT:           "column": 42
// CHECK-NEXT:         },
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "CardType.Creature",
// CHECK-NEXT:           "file": "{{.*}}json.cpp",
// CHECK-NEXT:           "line": 11,
// CHECK-NEXT:           "column": 14
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "applyReads": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "Toughness",
// CHECK-NEXT:           "file": "{{.*}}json.cpp",
// CHECK-NEXT:           "line": 14,
// CHECK-NEXT:           "column": 49
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "sourceReads": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "Power",
// CHECK-NEXT:           "file": "{{.*}}json.cpp",
// CHECK-NEXT:           "line": 14,
// CHECK-NEXT:           "column": 27
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "otherObjectReads": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "Toughness",
// CHECK-NEXT:           "file": "{{.*}}json.cpp",
// CHECK-NEXT:           "line": 14,
// CHECK-NEXT:           "column": 49
// CHECK-NEXT:         }
// CHECK-NEXT:       ],
// CHECK-NEXT:       "writes": [
// CHECK-NEXT:         {
// CHECK-NEXT:           "name": "Power",
// CHECK-NEXT:           "file": "{{.*}}json.cpp",
// CHECK-NEXT:           "line": 14,
// CHECK-NEXT:           "column": 7
// CHECK-NEXT:         }
// CHECK-NEXT:       ]
// CHECK-NEXT:     }
// CHECK-NEXT:   ]
// CHECK-NEXT: }
