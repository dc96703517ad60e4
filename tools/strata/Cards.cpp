//===- Cards.cpp - strata cards ---------------------------------------------===//
#include "Cards.h"
#include "Escape.h"

#include "strata/cards/CardLibrary.h"
#include "strata/cards/CardRegistry.h"
#include "strata/scenario/CardNames.h"
#include "strata/game/Script.h"
#include "strata/runtime/CardDef.h"
#include "strata/runtime/Effect.h"

#include <fmt/format.h>

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace strata::tool {
namespace cl = llvm::cl;
using namespace runtime;

namespace {

/// Every continuous effect a card has: from static abilities, those its
/// activated and triggered abilities create as they resolve, its spell's
/// resolution and as it enters.
void forEachEffect(const CardDef &C,
                   llvm::function_ref<void(const char *, const EffectDescriptor &)> Fn) {
  for (int I = 0; I < C.NumAbilities; ++I) {
    const AbilityDef &A = C.Abilities[I];
    if (A.Effect)
      Fn("static ability", *A.Effect);
    if (game::scriptsOf(A).Activated && game::scriptsOf(A).Activated->Creates)
      Fn("activated ability", *game::scriptsOf(A).Activated->Creates);
    if (game::scriptsOf(A).Triggered && game::scriptsOf(A).Triggered->Creates)
      Fn("triggered ability", *game::scriptsOf(A).Triggered->Creates);
  }
  for (int I = 0; I < C.NumSpellEffects; ++I)
    Fn("spell", *C.SpellEffects[I]);
  for (int I = 0; I < C.NumEntryEffects; ++I)
    Fn("as it enters", *C.EntryEffects[I]);
}

std::string typeLine(const CardDef &C) {
  std::string S;
  C.Face.Supertypes.forEach([&](Supertype T) { S += std::string(name(T)) + " "; });
  C.Face.Types.forEach([&](CardType T) { S += std::string(name(T)) + " "; });
  if (!S.empty())
    S.pop_back();
  std::string Sub;
  C.Face.Subtypes.forEach([&](Subtype T) { Sub += (Sub.empty() ? "" : " ") + std::string(name(T)); });
  return Sub.empty() ? S : S + " - " + Sub;
}

std::string shortName(std::string_view N) {
  llvm::StringRef R(N.data(), N.size());
  R.consume_front("::");
  R.consume_front("strata::cards::");
  return R.str();
}

llvm::json::Array names(CharacteristicSet S) {
  llvm::json::Array A;
  std::string Str = S.str();
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  llvm::StringRef(Str).split(Parts, ' ', -1, false);
  for (llvm::StringRef P : Parts)
    A.push_back(P.str());
  return A;
}

/// "Grizzly Bears {1}{G} - Creature - Bear 2/2" (no cost for a land).
std::string headline(const CardDef &C) {
  std::string S(C.Face.Name);
  if (std::string Cost = C.Face.Cost.str(); !Cost.empty())
    S += " " + Cost;
  S += " - " + typeLine(C);
  if (C.Face.HasPT)
    S += fmt::format(" {}/{}", C.Face.Power, C.Face.Toughness);
  return S;
}

/// Where a card comes from, for cards not built in: the module's path.
std::string loadedFrom(const CardDef &C) {
  std::string_view Lib = cards::cardLibraryOf(C.Face.Name);
  return Lib.ends_with(" (built in)") ? std::string() : std::string(Lib);
}

/// CR 612.2: a text word the card does not declare (undeclaredTextWords).
std::string undeclaredMessage(const std::string &Word) {
  return "its rules text uses " + Word +
         ", which its Face.Words does not declare, so a text-changing effect "
         "(CR 612.2) cannot change it";
}

/// One card as `strata cards --json` prints it.
llvm::json::Value cardJson(const CardDef &C) {
  llvm::json::Array Effects;
  forEachEffect(C, [&](const char *From, const EffectDescriptor &E) {
    llvm::json::Array Parts;
    for (int P = 0; P < E.NumParts; ++P) {
      const PartFacts &F = *E.Parts[P].Facts;
      Parts.push_back(llvm::json::Object{
          {"part", escape::json(shortName(F.PartName))},
          {"layer", std::string(name(E.Parts[P].L))},
          {"reads", llvm::json::Object{{"applies_to", names(F.FilterReads)},
                                       {"does", names(F.ApplyReads)},
                                       {"source", names(F.SourceReads)},
                                       {"of_others", names(F.OtherObjectReads)}}},
          {"writes", names(F.Writes)}});
    }
    Effects.push_back(llvm::json::Object{{"effect", escape::json(shortName(E.name()))},
                                         {"from", From},
                                         {"cda", E.Cda},
                                         {"parts", std::move(Parts)}});
  });
  llvm::json::Object Card{{"name", escape::json(C.Face.Name)},
                          {"mana_cost", C.Face.Cost.str()},
                          {"type_line", typeLine(C)},
                          {"text", escape::json(C.Face.Text)},
                          {"effects", std::move(Effects)}};
  if (C.Face.HasPT) {
    Card["power"] = C.Face.Power;
    Card["toughness"] = C.Face.Toughness;
  }
  if (std::string From = loadedFrom(C); !From.empty())
    Card["library"] = escape::json(From);
  return Card;
}

} // namespace

void readCardsForTrial(cards::CardSpan Cards) {
  // Everything `strata cards` reads of a card, into nowhere.
  std::string Sink;
  llvm::raw_string_ostream OS(Sink);
  for (const CardDef *C : Cards) {
    OS << llvm::json::Value(cardJson(*C));
    OS << headline(*C);
    for (const std::string &W : undeclaredTextWords(C->Face))
      OS << W;
    Sink.clear();
  }
}

struct CardsCommand::Options {
  cl::opt<std::string> Name;
  cl::opt<bool> Json;
  cl::opt<bool> Text;
  cl::opt<bool> Check;
  cl::opt<bool> Loaded;
  explicit Options(cl::SubCommand &Sub)
      : Name(cl::Positional, cl::desc("[card name]"), cl::sub(Sub)),
        Json("json", cl::desc("Print JSON for machines"), cl::sub(Sub)),
        Text("text", cl::desc("Print each card's rules text too"), cl::sub(Sub)),
        Check("check",
              cl::desc("Print only the cards' problems (rules-text words not declared "
                       "text-changeable); exit status 1 if there is one"),
              cl::sub(Sub)),
        Loaded("loaded",
               cl::desc("Only the cards of the libraries loaded with --cards or "
                        "STRATA_CARD_PATH (not the built-in pool)"),
               cl::sub(Sub)) {}
};

CardsCommand::CardsCommand(cl::SubCommand &Sub) : Opts(std::make_unique<Options>(Sub)) {}
CardsCommand::~CardsCommand() = default;

int CardsCommand::run() {
  llvm::raw_ostream &OS = escape::out();
  std::vector<const CardDef *> Cards;
  if (!Opts->Name.empty()) {
    const CardDef *C = cards::findCard(Opts->Name);
    if (!C) {
      escape::err() << "strata: error: no card named '" << escape::text(Opts->Name)
                    << "'; did you mean "
                    << escape::text(scenario::closestCardNames(Opts->Name))
                    << "? (strata cards lists them all)\n";
      return 2;
    }
    Cards.push_back(C);
  } else {
    for (const CardDef *C : cards::allCards())
      if (!Opts->Loaded || !loadedFrom(*C).empty())
        Cards.push_back(C);
  }
  if (Opts->Check) {
    int Problems = 0;
    for (const CardDef *C : Cards)
      for (const std::string &W : undeclaredTextWords(C->Face)) {
        OS << fmt::format("{}: warning: {}\n", escape::text(C->Face.Name),
                          escape::text(undeclaredMessage(W)));
        ++Problems;
      }
    OS << fmt::format("{} cards checked, {} problems\n", Cards.size(), Problems);
    return Problems ? 1 : 0;
  }
  if (Opts->Json) {
    llvm::json::Array Out;
    for (const CardDef *C : Cards)
      Out.push_back(cardJson(*C));
    OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Out))) << "\n";
    return 0;
  }
  for (const CardDef *C : Cards) {
    // Card and effect names come from card modules: escaped (Escape.h).
    OS << escape::text(headline(*C)) << "\n";
    if (std::string From = loadedFrom(*C); !From.empty())
      OS << "  from " << escape::text(From) << "\n";
    for (const std::string &W : undeclaredTextWords(C->Face))
      OS << "  warning: " << escape::text(undeclaredMessage(W)) << "\n";
    if (Opts->Text && !C->Face.Text.empty()) {
      llvm::SmallVector<llvm::StringRef, 4> Lines;
      llvm::StringRef(C->Face.Text.data(), C->Face.Text.size()).split(Lines, '\n');
      for (llvm::StringRef L : Lines)
        OS << "  | " << escape::text(L) << "\n";
    }
    forEachEffect(*C, [&](const char *From, const EffectDescriptor &E) {
      OS << fmt::format("  effect {} ({}{})\n", escape::text(shortName(E.name())), From,
                        E.Cda ? ", characteristic-defining" : "");
      for (int P = 0; P < E.NumParts; ++P) {
        const PartFacts &F = *E.Parts[P].Facts;
        OS << fmt::format("    layer {:<3} {}\n", name(E.Parts[P].L),
                          escape::text(shortName(F.PartName)));
        OS << fmt::format("      reads  applies to: [{}]  does: [{}]  source: [{}]  of others: [{}]\n",
                          F.FilterReads.str(), F.ApplyReads.str(), F.SourceReads.str(),
                          F.OtherObjectReads.str());
        OS << fmt::format("      writes [{}]\n", F.Writes.str());
      }
    });
  }
  return 0;
}

} // namespace strata::tool
