//===- Choices.h - Choices and copies card scripts share -------*- C++ -*-===//
///
/// \file
/// Helpers the cards' game scripts use to ask the usual questions ("choose
/// a color", "choose a creature type", "choose a creature to copy") and to
/// make a permanent enter as a copy (CR 707.5) with the copy's exceptions
/// (707.9). These are game scripts, not continuous effects: stratac does
/// not analyse them.
///
/// Decision conventions (the scenario runner and the AI rely on them):
/// colors and types are labelled by their word (kColorNames,
/// kSubtypeNames) with the enum value as Value; objects are labelled by
/// CardGame::label() with their id as Value; declining an optional copy is the
/// option "don't copy" with Value -1.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_CARDS_CHOICES_H
#define STRATA_CARDS_CHOICES_H

#include "strata/game/CardGame.h"
#include "strata/runtime/Effect.h"

#include <optional>
#include <string>

namespace strata::cards::script {

/// "Choose a color" (CR 105.1).
inline game::Task<std::optional<runtime::Color>>
chooseColor(game::CardGame &G, runtime::PlayerId P, std::string What) {
  game::Decision D = G.keptDecision(P, game::DecisionKind::Color);
  D.Prompt.append(G.player(P).Name).append(": choose a color for ").append(What);
  for (int C = 0; C < 5; ++C)
    G.addOption(D, C).Label.append(runtime::kColorNames[C]);
  int V = co_await G.ask(std::move(D));
  if (V < 0)
    co_return std::nullopt;
  co_return static_cast<runtime::Color>(V);
}

/// "The color or colors of your choice" (CR 105.1): one color at a time,
/// then "done" once at least one is chosen. Empty if the player gave none.
inline game::Task<runtime::ColorSet> chooseColors(game::CardGame &G, runtime::PlayerId P,
                                                  std::string What) {
  runtime::ColorSet Chosen;
  for (;;) {
    game::Decision D = G.keptDecision(P, game::DecisionKind::Color);
    D.Prompt.append(G.player(P).Name).append(": choose a color for ").append(What);
    if (!Chosen.empty()) {
      D.Prompt.append(", or done");
      G.addOption(D, -1).Label.append("done");
    }
    for (int C = 0; C < 5; ++C)
      if (!Chosen.contains(static_cast<runtime::Color>(C)))
        G.addOption(D, C).Label.append(runtime::kColorNames[C]);
    // With no option, ask() answers -1 at once (and keeps the storage).
    int V = co_await G.ask(std::move(D));
    if (V < 0)
      co_return Chosen;
    Chosen.insert(static_cast<runtime::Color>(V));
  }
}

/// "Choose a creature type" (CR 205.3m); \p NotWall for Artificial
/// Evolution's new type.
inline game::Task<std::optional<runtime::Subtype>>
chooseCreatureType(game::CardGame &G, runtime::PlayerId P, std::string What,
                   bool NotWall = false) {
  game::Decision D = G.keptDecision(P, game::DecisionKind::CreatureType);
  D.Prompt.append(G.player(P).Name).append(": choose a creature type for ").append(What);
  for (int S = 0; S < static_cast<int>(runtime::Subtype::Plains); ++S) {
    auto T = static_cast<runtime::Subtype>(S);
    if (runtime::subtypeKind(T) != runtime::SubtypeKind::Creature ||
        (NotWall && T == runtime::Subtype::Wall))
      continue;
    G.addOption(D, S).Label.append(runtime::kSubtypeNames[S]);
  }
  int V = co_await G.ask(std::move(D));
  if (V < 0)
    co_return std::nullopt;
  co_return static_cast<runtime::Subtype>(V);
}

/// "One basic land type" (CR 205.3i).
inline game::Task<std::optional<runtime::Subtype>>
chooseBasicLandType(game::CardGame &G, runtime::PlayerId P, std::string What) {
  game::Decision D = G.keptDecision(P, game::DecisionKind::LandType);
  D.Prompt.append(G.player(P).Name).append(": choose a basic land type for ").append(What);
  for (runtime::Subtype T : runtime::kBasicLandTypes)
    G.addOption(D, static_cast<std::int32_t>(T))
        .Label.append(runtime::kSubtypeNames[static_cast<int>(T)]);
  int V = co_await G.ask(std::move(D));
  if (V < 0)
    co_return std::nullopt;
  co_return static_cast<runtime::Subtype>(V);
}

/// "One color word or one basic land type" (Mind Bend, CR 612.2): a word
/// of either kind, or, given \p SameKindAs, one of that word's kind (the
/// new word replaces it).
inline game::Task<std::optional<runtime::TextWord>>
chooseColorOrLandTypeWord(game::CardGame &G, runtime::PlayerId P, std::string What,
                          std::optional<runtime::TextWord> SameKindAs = std::nullopt) {
  using runtime::TextWord;
  const char *Asked = !SameKindAs ? "a color word or a basic land type"
                      : SameKindAs->Kind == TextWord::KindT::Color ? "the new color word"
                                                                   : "the new basic land type";
  game::Decision D = G.keptDecision(P, game::DecisionKind::Word);
  D.Prompt.append(G.player(P).Name).append(": choose ").append(Asked).append(" for ").append(What);
  bool Colors = !SameKindAs || SameKindAs->Kind == TextWord::KindT::Color;
  bool Lands = !SameKindAs || SameKindAs->Kind == TextWord::KindT::LandType;
  for (int C = 0; C < 5 && Colors; ++C)
    G.addOption(D, C).Label.append(runtime::kColorNames[C]);
  for (runtime::Subtype T : runtime::kBasicLandTypes)
    if (Lands)
      G.addOption(D, 5 + static_cast<std::int32_t>(T))
          .Label.append(runtime::kSubtypeNames[static_cast<int>(T)]);
  int V = co_await G.ask(std::move(D));
  if (V < 0)
    co_return std::nullopt;
  if (V < 5)
    co_return runtime::colorWord(static_cast<runtime::Color>(V));
  co_return runtime::landTypeWord(static_cast<runtime::Subtype>(V - 5));
}

/// Chooses a creature on the battlefield other than \p Self to copy
/// (CR 707.5); \p Optional offers "don't copy" first ("you may"),
/// \p NonlegendaryOnly is Cytoshape's restriction. Returns kNoObject when
/// declined or when there is nothing to copy.
inline game::Task<runtime::ObjectId>
chooseCreatureToCopy(game::CardGame &G, runtime::PlayerId P, runtime::ObjectId Self,
                     std::string What, bool Optional, bool NonlegendaryOnly = false) {
  using namespace runtime;
  G.recompute();
  game::Decision D = G.keptDecision(P, game::DecisionKind::CopyChoice);
  D.Prompt.append(G.player(P).Name).append(": choose a creature for ").append(What).append(" to copy");
  if (Optional)
    G.addOption(D, -1).Label.append("don't copy");
  for (const GameObject &O : G.board().objects()) {
    if (O.In != Zone::Battlefield || O.Id == Self || !G.isCreature(O.Id))
      continue;
    if (NonlegendaryOnly &&
        G.characteristics(O.Id).Supertypes.contains(Supertype::Legendary))
      continue;
    game::Option &Copy = G.addOption(D, static_cast<std::int32_t>(O.Id));
    G.appendLabel(Copy.Label, O.Id);
    Copy.Object = O.Id;
  }
  if (D.Options.size() == (Optional ? 1u : 0u))
    D.Options.clear(); // nothing to copy: ask() answers -1 at once
  int V = co_await G.ask(std::move(D));
  co_return V < 0 ? kNoObject : static_cast<ObjectId>(V);
}

/// CR 707.9d: a copy effect that supplies its own value for a
/// characteristic doesn't copy the original's characteristic-defining
/// ability for it. Removes the CDAs with a part in layer \p L (L5 color,
/// L7a power and toughness) from captured copiable values.
inline void dropCdasIn(runtime::Characteristics &Values, runtime::Layer L) {
  using namespace runtime;
  Values.Abilities.removeIf([L](const AbilityRef &A) {
    if (A.Intrinsic || !A.Printer)
      return false;
    const EffectDescriptor *E = A.Printer->ability(A.Index).Effect;
    if (!E || !E->Cda)
      return false;
    for (int I = 0; I < E->NumParts; ++I)
      if (E->Parts[I].L == L)
        return true;
    return false;
  });
}

/// CR 707.2: the copiable values of \p Original now (613.2c), from the
/// last recompute().
inline runtime::Characteristics copiableValuesOf(game::CardGame &G, runtime::ObjectId Original) {
  G.recompute();
  return G.copiableValues(Original);
}

/// Stores \p Values (707.2b: captured now, later changes to the original
/// don't matter) and returns the EffectChoices naming them.
inline runtime::EffectChoices captureCopy(game::CardGame &G, runtime::ObjectId Original,
                                          const runtime::Characteristics &Values) {
  G.board().CopiedValues.push_back(Values);
  runtime::EffectChoices C;
  C.Targets[0] = Original;
  C.CopiedValues = static_cast<int>(G.board().CopiedValues.size()) - 1;
  return C;
}

/// An ability granted as part of a copy (CR 707.9a): part of the copiable
/// values, so it is rules text of the copy.
inline void grantAsPartOfCopy(runtime::Characteristics &Values,
                              const runtime::CardDef &Printer, int Index) {
  runtime::AbilityRef A;
  A.Printer = &Printer;
  A.Index = static_cast<std::uint8_t>(Index);
  A.FromText = true;
  Values.Abilities.add(A);
}

/// True while \p Id is on the battlefield.
inline bool onBattlefield(const game::CardGame &G, runtime::ObjectId Id) {
  return Id != runtime::kNoObject && G.board().object(Id).In == runtime::Zone::Battlefield;
}

} // namespace strata::cards::script

#endif
