// StrataBoards.java - XMage's layer recomputation on strata-bench's boards.
//
// Reads a board written by strata-bench-boards (bench/BoardDump.cpp), builds
// the same board in an XMage two-player game object by object (in the
// board's id order, so timestamps compare), and then either
//
//   bench BOARD_FILE [REPETITIONS] [MIN_SECONDS] [WARMUP_SECONDS] [LABEL]
//       times game.applyEffects() (XMage's full recomputation of every
//       continuous effect, CR 613): WARMUP_SECONDS (5) of calls for the
//       JIT, then REPETITIONS (5)
//       repetitions of at least MIN_SECONDS (0.5) and 10 calls each; prints the mean
//       time per call of each repetition and their medians, CPU time of
//       the measuring thread and wall-clock time, in microseconds;
//
//   characteristics BOARD_FILE
//       prints what XMage computed for each permanent, in the format of
//       `strata-bench-boards characteristics` (tab-separated:
//       id, name, controller, P/T or -, types, subtypes, abilities).
//
// Nothing here changes XMage: the board is put together with the calls
// XMage's own test framework uses (GameImpl.cheat: loadCards and
// CardUtil.putCardOntoBattlefieldWithEffects), attachments with
// Permanent.addAttachment, counters with addCounters, and a resolved
// spell's effects with Game.addEffect, as AbilityImpl.resolve does.

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import mage.abilities.Ability;
import mage.abilities.common.SimpleStaticAbility;
import mage.abilities.effects.ContinuousEffect;
import mage.abilities.effects.Effect;
import mage.abilities.effects.common.InfoEffect;
import mage.abilities.effects.keyword.FinalityCounterEffect;
import mage.abilities.effects.keyword.ShieldCounterEffect;
import mage.abilities.effects.keyword.StunCounterEffect;
import mage.abilities.PlayLandAbility;
import mage.abilities.SpellAbility;
import mage.cards.Card;
import mage.cards.CardSetInfo;
import mage.cards.decks.Deck;
import mage.constants.CardType;
import mage.constants.MultiplayerAttackOption;
import mage.constants.RangeOfInfluence;
import mage.constants.Rarity;
import mage.constants.SubType;
import mage.constants.Zone;
import mage.counters.CounterType;
import mage.game.Game;
import mage.game.TwoPlayerDuel;
import mage.game.mulligan.MulliganType;
import mage.game.permanent.Permanent;
import mage.player.ai.ComputerPlayer;
import mage.players.Player;
import mage.util.CardUtil;

public final class StrataBoards {

    /** The XMage class of a card: "Urborg, Tomb of Yawgmoth" -> mage.cards.u.UrborgTombOfYawgmoth. */
    static String className(String name) {
        StringBuilder c = new StringBuilder();
        for (String w : name.replaceAll("[^A-Za-z0-9 ]", "").split(" +")) {
            if (!w.isEmpty()) {
                c.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
            }
        }
        String simple = c.toString();
        switch (simple) {
            case "Forest": case "Island": case "Mountain": case "Plains": case "Swamp":
                return "mage.cards.basiclands." + simple;
            default:
                return "mage.cards." + Character.toLowerCase(simple.charAt(0)) + "." + simple;
        }
    }

    static Card newCard(String name, UUID owner) throws ReflectiveOperationException {
        Class<?> cls = Class.forName(className(name));
        return (Card) cls.getConstructor(UUID.class, CardSetInfo.class)
                .newInstance(owner, new CardSetInfo(name, "STRATA", "1", Rarity.COMMON));
    }

    final Game game;
    final Player[] players = new Player[2];
    /** strata-bench's object id -> XMage's id (card and permanent share it). */
    final Map<Integer, UUID> ids = new HashMap<>();
    final Map<UUID, Integer> strataIds = new HashMap<>();
    final List<Integer> battlefield = new ArrayList<>();

    StrataBoards(List<String> lines) throws ReflectiveOperationException {
        game = new TwoPlayerDuel(MultiplayerAttackOption.LEFT, RangeOfInfluence.ALL,
                MulliganType.GAME_DEFAULT.getMulligan(0), 60, 20, 7);
        for (int p = 0; p < 2; ++p) {
            players[p] = new ComputerPlayer(p == 0 ? "PlayerA" : "PlayerB", RangeOfInfluence.ALL);
            game.addPlayer(players[p], new Deck());
        }
        for (Player p : players) {
            p.updateRange(game); // as XMage's test framework does before cheating cards in
        }
        game.getState().setActivePlayerId(players[0].getId());
        game.getState().setPriorityPlayerId(players[0].getId());
        game.getState().setTurnNum(1);
        // The mechanics every XMage game carries (GameImpl.init).
        game.getState().addAbility(new SimpleStaticAbility(Zone.ALL, new ShieldCounterEffect()), null);
        game.getState().addAbility(new SimpleStaticAbility(Zone.ALL, new StunCounterEffect()), null);
        game.getState().addAbility(new SimpleStaticAbility(Zone.ALL, new FinalityCounterEffect()), null);

        for (String line : lines) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f[0].equals("object")) {
                addObject(Integer.parseInt(f[1]), f[2], Integer.parseInt(f[3]),
                        Integer.parseInt(f[4]), f[5], f[6], Integer.parseInt(f[7]));
            } else if (f[0].equals("cast")) {
                cast(Integer.parseInt(f[1]), f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]));
            } else {
                throw new IllegalArgumentException("bad board line: " + line);
            }
        }
        game.applyEffects();
    }

    Ability fakeSource(UUID controller, UUID sourceId) {
        // As GameImpl.cheat: a stand-in source for putting cards into play.
        Ability a = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("strata board"));
        a.setControllerId(controller);
        a.setSourceId(sourceId);
        return a;
    }

    void addObject(int id, String name, int owner, int controller, String zone, String attachedTo,
                   int plusOne) throws ReflectiveOperationException {
        Player p = players[owner];
        Card card = newCard(name, p.getId());
        game.loadCards(new HashSet<>(Collections.singletonList(card)), p.getId());
        ids.put(id, card.getId());
        strataIds.put(card.getId(), id);
        switch (zone) {
            case "battlefield": {
                if (controller != owner) {
                    throw new IllegalArgumentException("object " + id + ": controller differs from owner (not supported)");
                }
                Ability source = fakeSource(p.getId(), card.getId());
                CardUtil.putCardOntoBattlefieldWithEffects(source, game, card, p, false);
                Permanent perm = game.getPermanent(card.getId());
                if (perm == null) {
                    throw new IllegalStateException("object " + id + " (" + name + ") did not enter the battlefield");
                }
                if (!attachedTo.equals("-")) {
                    Permanent host = game.getPermanent(ids.get(Integer.parseInt(attachedTo)));
                    if (host == null || !host.addAttachment(perm.getId(), source, game)) {
                        throw new IllegalStateException("cannot attach " + name + " to object " + attachedTo);
                    }
                }
                if (plusOne > 0) {
                    perm.addCounters(CounterType.P1P1.createInstance(plusOne), p.getId(), source, game);
                }
                battlefield.add(id);
                break;
            }
            case "graveyard":
                card.setZone(Zone.GRAVEYARD, game);
                p.getGraveyard().add(card);
                break;
            default:
                throw new IllegalArgumentException("object " + id + ": zone " + zone + " not supported");
        }
        // No state-based actions, no triggers: the board is taken as given.
    }

    /** A resolved instant with one target: its effects are created (CR 611.2c), the card goes to the graveyard. */
    void cast(int id, String name, int caster, int target) throws ReflectiveOperationException {
        Player p = players[caster];
        Card card = newCard(name, p.getId());
        game.loadCards(new HashSet<>(Collections.singletonList(card)), p.getId());
        ids.put(id, card.getId());
        strataIds.put(card.getId(), id);
        SpellAbility spell = card.getSpellAbility();
        spell.setControllerId(p.getId());
        spell.getTargets().get(0).addTarget(ids.get(target), spell, game, true);
        int made = 0;
        for (Effect e : spell.getEffects()) {
            if (e instanceof ContinuousEffect) {
                game.addEffect((ContinuousEffect) e, spell); // as AbilityImpl.resolve
                ++made;
            }
        }
        if (made == 0) {
            throw new IllegalStateException(name + " made no continuous effect");
        }
        card.setZone(Zone.GRAVEYARD, game);
        p.getGraveyard().add(card);
    }

    // --- Timing ------------------------------------------------------------

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /** At least this many calls per repetition (10,000 permanents: ~0.1 s a call). */
    static final int MIN_CALLS = 10;

    void bench(String label, int repetitions, double minSeconds, double warmupSeconds) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        // Warm-up: let the JIT compile the recomputation (seconds of calls).
        long warmEnd = System.nanoTime() + (long) (warmupSeconds * 1e9);
        long warmCalls = 0;
        while (System.nanoTime() < warmEnd) {
            game.applyEffects();
            ++warmCalls;
        }
        double[] cpu = new double[repetitions];
        double[] wall = new double[repetitions];
        long calls = 0;
        for (int r = 0; r < repetitions; ++r) {
            long n = 0;
            long c0 = mx.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            long end = w0 + (long) (minSeconds * 1e9);
            do {
                game.applyEffects();
                ++n;
            } while (System.nanoTime() < end || n < MIN_CALLS);
            long w1 = System.nanoTime();
            long c1 = mx.getCurrentThreadCpuTime();
            cpu[r] = (c1 - c0) / 1e3 / n;
            wall[r] = (w1 - w0) / 1e3 / n;
            calls += n;
            System.out.printf("%s\trepetition\t%d\tcalls\t%d\tcpu_us\t%.3f\twall_us\t%.3f%n",
                    label, r, n, cpu[r], wall[r]);
        }
        System.out.printf("%s\tmedian\tpermanents\t%d\tcpu_us\t%.3f\twall_us\t%.3f\twarmup_calls\t%d%n",
                label, battlefield.size(),
                median(cpu), median(wall), warmCalls);
    }

    // --- Characteristics ---------------------------------------------------

    static String reminderless(String rule) {
        return rule.replaceAll("<[^>]*>", "").replaceAll("\\s*\\([^)]*\\)", "").trim();
    }

    void printCharacteristics() {
        for (int id : battlefield) {
            Permanent perm = game.getPermanent(ids.get(id));
            if (perm == null) {
                System.out.printf("%d\t(not on the battlefield)\t-\t-\t-\t-\t-%n", id);
                continue;
            }
            int controller = perm.getControllerId().equals(players[0].getId()) ? 0 : 1;
            String pt = perm.isCreature(game)
                    ? perm.getPower().getValue() + "/" + perm.getToughness().getValue() : "-";
            String types = perm.getCardType(game).stream().map(CardType::toString)
                    .collect(Collectors.joining(" "));
            List<String> subs = new ArrayList<>();
            for (SubType s : perm.getSubtype(game)) {
                subs.add(s.getDescription());
            }
            if (perm.getSubtype(game).isAllCreatureTypes()) {
                subs.add("(every creature type)");
            }
            List<String> abilities = new ArrayList<>();
            for (Ability a : perm.getAbilities(game)) {
                if (a instanceof SpellAbility || a instanceof PlayLandAbility) {
                    continue; // how the card is cast or played, not an ability of the permanent
                }
                String rule = reminderless(a.getRule());
                if (!rule.isEmpty()) {
                    abilities.add(rule);
                }
            }
            System.out.printf("%d\t%s\t%d\t%s\t%s\t%s\t%s%n", id, perm.getName(), controller, pt,
                    types.isEmpty() ? "-" : types, subs.isEmpty() ? "-" : String.join(" ", subs),
                    abilities.isEmpty() ? "-" : String.join("; ", abilities));
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || !(args[0].equals("bench") || args[0].equals("characteristics"))) {
            System.err.println("usage: StrataBoards bench BOARD_FILE [REPETITIONS] [MIN_SECONDS] [WARMUP_SECONDS] [LABEL]\n"
                    + "       StrataBoards characteristics BOARD_FILE");
            System.exit(2);
        }
        List<String> lines = Files.readAllLines(Paths.get(args[1]));
        StrataBoards b = new StrataBoards(lines);
        if (args[0].equals("bench")) {
            int reps = args.length > 2 ? Integer.parseInt(args[2]) : 5;
            double min = args.length > 3 ? Double.parseDouble(args[3]) : 0.5;
            double warmup = args.length > 4 ? Double.parseDouble(args[4]) : 5.0;
            String label = args.length > 5 ? args[5] : args[1];
            b.bench(label, reps, min, warmup);
        } else {
            b.printCharacteristics();
        }
    }
}
