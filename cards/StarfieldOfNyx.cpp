//===- StarfieldOfNyx.cpp - Starfield of Nyx -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {4}{W} Enchantment: "At the beginning of your upkeep, you may return
/// target enchantment card from your graveyard to the battlefield. / As
/// long as you control five or more enchantments, each other non-Aura
/// enchantment you control is a creature in addition to its other types
/// and has base power and base toughness each equal to its mana value."
struct StarfieldOfNyx {
  static constexpr CardFace Face = {
      .Name = "Starfield of Nyx",
      .Cost = ManaCost::parse("{4}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "At the beginning of your upkeep, you may return target "
              "enchantment card from your graveyard to the battlefield.\nAs "
              "long as you control five or more enchantments, each other "
              "non-Aura enchantment you control is a creature in addition to "
              "its other types and has base power and base toughness each "
              "equal to its mana value."};

  /// The upkeep trigger targets an enchantment card in your graveyard
  /// (TargetKind::EnchantmentCardInYourGraveyard) as it goes on the stack
  /// (CR 603.3d); with no such card it is removed from the stack.
  struct ReturnsEnchantment {
    static constexpr std::string_view Text =
        "At the beginning of your upkeep, you may return target enchantment "
        "card from your graveyard to the battlefield.";

    /// CR 303.4f: an Aura put onto the battlefield without being cast
    /// enchants an object its controller chooses, legal for its enchant
    /// ability; with none, it stays where it is (303.4g).
    static game::Task<ObjectId> chooseHost(game::CardGame &G, PlayerId P, ObjectId Aura) {
      const CardDef &Card = *G.board().object(Aura).Card;
      const game::SpellScript *Spell = game::spellScriptOf(Card);
      game::TargetKind K = Spell ? Spell->Targets[0] : game::TargetKind::None;
      game::Decision D = G.keptDecision(P, game::DecisionKind::Target);
      D.Prompt.append(G.player(P).Name).append(": choose what ");
      G.appendLabel(D.Prompt, Aura);
      D.Prompt.append(" enchants");
      for (const GameObject &O : G.board().objects()) {
        if (O.In != Zone::Battlefield)
          continue;
        const CoreCharacteristics &C = G.characteristics(O.Id);
        bool Legal = K == game::TargetKind::Creature ? C.Types.contains(CardType::Creature)
                     : K == game::TargetKind::Land   ? C.Types.contains(CardType::Land)
                     : (K == game::TargetKind::NoncreatureArtifact ||
                        K == game::TargetKind::Artifact)
                         ? C.Types.contains(CardType::Artifact)
                         : K == game::TargetKind::Enchantment
                               ? C.Types.contains(CardType::Enchantment)
                               : K == game::TargetKind::Permanent;
        if (Legal) {
          game::Option &Host = G.addOption(D, static_cast<std::int32_t>(O.Id));
          G.appendLabel(Host.Label, O.Id);
          Host.Object = O.Id;
        }
      }
      // With no option, ask() answers -1 at once (and keeps the storage).
      int V = co_await G.ask(std::move(D));
      co_return V < 0 ? kNoObject : static_cast<ObjectId>(V);
    }

    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      // CR 608.2b: the card must still be a legal target.
      if (!G.targetLegal(Item, 0))
        co_return;
      PlayerId You = Item.Controller;
      auto Card = static_cast<ObjectId>(Item.Targets[0].Id);
      ObjectId Host = kNoObject;
      if (G.characteristics(Card).Subtypes.contains(Subtype::Aura)) {
        Host = co_await chooseHost(G, You, Card);
        if (Host == kNoObject)
          co_return;
      }
      co_await G.putOntoBattlefield(Card, You, Host);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::BeginningOfUpkeep,
              .Optional = true, // CR 603.5
              .Target = game::TargetKind::EnchantmentCardInYourGraveyard,
              .Resolve = &resolve};
    }
  };

  /// The enchantments "you" control (the source's controller).
  static int enchantmentsYouControl(const EffectContext &Ctx) {
    PlayerId You = Ctx.source().controller();
    int N = 0;
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Battlefield && X.isType(CardType::Enchantment) &&
          X.controller() == You)
        ++N;
    }
    return N;
  }

  /// One effect, two layers (CR 613.6), existing while its condition holds
  /// (604.2, checked through isActive each time the layers run).
  struct AnimatesEnchantments : Effect {
    static bool isActive(const EffectContext &Ctx) {
      return enchantmentsYouControl(Ctx) >= 5;
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.id() != Ctx.source().id() &&
             O.isType(CardType::Enchantment) && !O.hasEnchantmentType(Subtype::Aura) &&
             O.controller() == Ctx.source().controller();
    }
    /// Layer 4: "a creature in addition to its other types" (CR 205.1b).
    struct MakesCreatures : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 7b: base P/T equal to its mana value (CR 613.4b, 202.3).
    struct SetsBasePTToManaValue : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        int MV = O.manaValue();
        O.setBasePower(MV);
        O.setBaseToughness(MV);
      }
    };
    using Parts = PartList<MakesCreatures, SetsBasePTToManaValue>;
  };

  using Abilities = AbilityTypes<game::Triggered<ReturnsEnchantment>,
                                 StaticAbility<AnimatesEnchantments>>;
};

} // namespace strata::cards
