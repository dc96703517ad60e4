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
//       id, name, controller, P/T or -, types, subtypes, abilities);
//
//   action BOARD_FILE ACTION_FILE [REPETITIONS] [MIN_SECONDS] [WARMUP_SECONDS] [LABEL]
//       times one game action (issue 27 point 3): the card the action file
//       names (`strata-bench-boards action typical`: "action", card name,
//       caster, target id) is put into the caster's hand, cast on the
//       target (mana waived, as Strata's benchmark game waives it) and
//       resolved through XMage's own priority loop (GameImpl.playPriority:
//       state-based actions and triggers before each priority, the stack,
//       applyEffects() after each action), until the caster holds priority
//       again after the resolution. Each iteration first restores the state
//       saved before the action (the board settled, see settle(); a
//       GameState copy, as XMage's rollback
//       restores one) and then acts; the thread's CPU time of each part is
//       summed apart. Prints per repetition and as medians: action_us (the
//       action alone), reset_us (the restore), and applyEffects() calls per
//       action; checks the target's P/T after every action;
//
//   characteristics-before-action|characteristics-after-action BOARD_FILE ACTION_FILE
//       prints the characteristics as above where the action starts (the
//       board settled: applyEffects() called until nothing changes, see
//       settle()) or once it has been taken.
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
import mage.abilities.ActivatedAbility.ActivationStatus;
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
import mage.constants.Outcome;
import mage.constants.RangeOfInfluence;
import mage.constants.Rarity;
import mage.constants.SubType;
import mage.constants.Zone;
import mage.counters.CounterType;
import mage.game.Game;
import mage.game.GameState;
import mage.game.TwoPlayerDuel;
import mage.game.mulligan.MulliganType;
import mage.game.permanent.Permanent;
import mage.player.ai.ComputerPlayer;
import mage.players.Player;
import mage.target.Target;
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

    /**
     * XMage's ComputerPlayer (its priority() passes), told which spell to cast
     * at its next priority and on what: the action's script. It casts as
     * PlayerImpl.activateAbility casts a spell (canActivate, cast, every
     * player's passed flag reset), without paying mana; it chooses the
     * scripted target when asked; and once that spell has resolved, with
     * the stack empty, it pauses the game at its priority: the end of the
     * action, where Strata's game waits for the caster's decision.
     */
    static final class ScriptedPlayer extends ComputerPlayer {
        UUID castCard;
        UUID target;

        ScriptedPlayer(String name) {
            super(name, RangeOfInfluence.ALL);
        }

        ScriptedPlayer(final ScriptedPlayer p) {
            super(p);
            castCard = p.castCard;
            target = p.target;
        }

        @Override
        public ScriptedPlayer copy() {
            return new ScriptedPlayer(this);
        }

        @Override
        public boolean priority(Game game) {
            if (castCard == null) {
                return super.priority(game); // passes
            }
            Zone in = game.getState().getZone(castCard);
            if (in == Zone.HAND) {
                SpellAbility spell = game.getCard(castCard).getSpellAbility();
                ActivationStatus status = spell.canActivate(getId(), game);
                if (!status.canActivate()) {
                    throw new IllegalStateException("the action's spell cannot be cast now");
                }
                boolean cast = cast(spell, game, true, null);
                if (cast) {
                    game.getPlayers().resetPassed();
                }
                return cast;
            }
            if (in == Zone.GRAVEYARD && game.getStack().isEmpty()) {
                castCard = null;
                game.pause(); // the action is over: the caster holds priority
                return false;
            }
            pass(game);
            return false;
        }

        boolean scriptedTarget(Target t, Ability source, Game game) {
            if (target != null && castCard != null && t.canTarget(target, source, game)) {
                t.addTarget(target, source, game);
                return true;
            }
            return false;
        }

        @Override
        public boolean chooseTarget(Outcome outcome, Target t, Ability source, Game game) {
            return scriptedTarget(t, source, game) || super.chooseTarget(outcome, t, source, game);
        }

        @Override
        public boolean choose(Outcome outcome, Target t, Ability source, Game game) {
            return scriptedTarget(t, source, game) || super.choose(outcome, t, source, game);
        }
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
            players[p] = new ScriptedPlayer(p == 0 ? "PlayerA" : "PlayerB");
            game.addPlayer(players[p], new Deck());
        }
        for (Player p : players) {
            p.updateRange(game); // as XMage's test framework does before cheating cards in
            // The starting life GameImpl.init gives (else 0: state-based
            // actions would end the game at the first priority, CR 704.5a).
            p.initLife(game.getStartingLife());
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

    // --- One game action (issue 27 point 3) ----------------------------------

    UUID actionCard;
    UUID actionTarget;
    int actionCaster;
    GameState beforeAction;
    int settlingCalls;

    /** Puts the action's card into its caster's hand (as GameImpl.cheat does) and saves the state. */
    void prepareAction(List<String> actionLines) throws ReflectiveOperationException {
        String[] f = null;
        for (String line : actionLines) {
            if (line.startsWith("action\t")) {
                f = line.split("\t");
            }
        }
        if (f == null) {
            throw new IllegalArgumentException("no action line in the action file");
        }
        actionCaster = Integer.parseInt(f[2]);
        actionTarget = ids.get(Integer.parseInt(f[3]));
        if (actionTarget == null || game.getPermanent(actionTarget) == null) {
            throw new IllegalArgumentException("the action's target " + f[3] + " is not a permanent");
        }
        Player p = players[actionCaster];
        Card card = newCard(f[1], p.getId());
        game.loadCards(new HashSet<>(Collections.singletonList(card)), p.getId());
        card.setZone(Zone.HAND, game);
        p.getHand().add(card);
        actionCard = card.getId();
        game.getState().setPriorityPlayerId(p.getId());
        settlingCalls = settle();
        beforeAction = game.getState().copy();
    }

    /** Back to the state before the action: a copy of the saved state, as XMage's rollback restores one. */
    void resetAction() {
        game.getState().restore(beforeAction.copy());
        game.getState().resume(); // the script paused the game where the action ended
    }

    /** The action: cast, both players' priority, resolution, state-based actions, until the caster holds priority. */
    void act() {
        ScriptedPlayer caster = (ScriptedPlayer) players[actionCaster];
        caster.castCard = actionCard;
        caster.target = actionTarget;
        game.playPriority(game.getActivePlayerId(), false);
    }

    /** The target's P/T and the card's zone after an action, or what went wrong. */
    String checkAction(String wantPT) {
        Permanent t = game.getPermanent(actionTarget);
        String pt = t == null ? "gone" : t.getPower().getValue() + "/" + t.getToughness().getValue();
        Zone in = game.getState().getZone(actionCard);
        if (!pt.equals(wantPT) || in != Zone.GRAVEYARD || !game.getStack().isEmpty()
                || game.isPaused() || !game.getPriorityPlayerId().equals(players[actionCaster].getId())) {
            return "after the action: target " + pt + " (want " + wantPT + "), card in " + in
                    + ", stack " + game.getStack().size() + ", paused " + game.isPaused();
        }
        return null;
    }

    void benchAction(String label, int repetitions, double minSeconds, double warmupSeconds) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Permanent t = game.getPermanent(actionTarget);
        String before = t.getPower().getValue() + "/" + t.getToughness().getValue();
        // Giant Growth: +3/+3 until end of turn.
        String want = (t.getPower().getValue() + 3) + "/" + (t.getToughness().getValue() + 3);
        int applyBefore = game.getState().getApplyEffectsCounter();
        act();
        int applyPerAction = game.getState().getApplyEffectsCounter() - applyBefore;
        game.getState().resume();
        String wrong = checkAction(want);
        if (wrong != null) {
            throw new IllegalStateException(wrong);
        }
        long warmEnd = System.nanoTime() + (long) (warmupSeconds * 1e9);
        long warmCalls = 0;
        while (System.nanoTime() < warmEnd) {
            resetAction();
            act();
            game.getState().resume();
            ++warmCalls;
        }
        double[] action = new double[repetitions];
        double[] reset = new double[repetitions];
        for (int r = 0; r < repetitions; ++r) {
            long n = 0, inAction = 0, inReset = 0;
            long end = System.nanoTime() + (long) (minSeconds * 1e9);
            do {
                long c0 = mx.getCurrentThreadCpuTime();
                resetAction();
                long c1 = mx.getCurrentThreadCpuTime();
                act();
                long c2 = mx.getCurrentThreadCpuTime();
                inReset += c1 - c0;
                inAction += c2 - c1;
                ++n;
                game.getState().resume();
                if ((wrong = checkAction(want)) != null) {
                    throw new IllegalStateException(wrong);
                }
            } while (System.nanoTime() < end || n < MIN_CALLS);
            action[r] = inAction / 1e3 / n;
            reset[r] = inReset / 1e3 / n;
            System.out.printf("%s\trepetition\t%d\tcalls\t%d\taction_us\t%.3f\treset_us\t%.3f%n",
                    label, r, n, action[r], reset[r]);
        }
        System.out.printf("%s\tmedian\tpermanents\t%d\taction_us\t%.3f\treset_us\t%.3f"
                        + "\tapply_effects_per_action\t%d\ttarget_before\t%s\ttarget_after\t%s\twarmup_calls\t%d"
                        + "\tsettling_calls\t%d%n",
                label, battlefield.size(), median(action), median(reset), applyPerAction, before, want,
                warmCalls, settlingCalls);
    }

    // --- Characteristics ---------------------------------------------------

    static String reminderless(String rule) {
        return rule.replaceAll("<[^>]*>", "").replaceAll("\\s*\\([^)]*\\)", "").trim();
    }

    void printCharacteristics() {
        for (String line : characteristics()) {
            System.out.println(line);
        }
    }

    /** One line per permanent, as of the last applyEffects(). */
    List<String> characteristics() {
        List<String> lines = new ArrayList<>();
        for (int id : battlefield) {
            Permanent perm = game.getPermanent(ids.get(id));
            if (perm == null) {
                lines.add(id + "\t(not on the battlefield)\t-\t-\t-\t-\t-");
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
            lines.add(String.format("%d\t%s\t%d\t%s\t%s\t%s\t%s", id, perm.getName(), controller, pt,
                    types.isEmpty() ? "-" : types, subs.isEmpty() ? "-" : String.join(" ", subs),
                    abilities.isEmpty() ? "-" : String.join("; ", abilities)));
        }
        return lines;
    }

    /**
     * Calls applyEffects() until the characteristics stop changing (at most
     * 20 calls); returns how many calls changed them. On the typical board
     * XMage's first pass is not its last: its effect order ("timestamps",
     * ContinuousEffects.updateTimestamps) is given anew to an effect that
     * drops out of a layer's list and comes back, and Humility and Blood
     * Moon, creatures by Opalescence that lose their own abilities, do so.
     */
    int settle() {
        List<String> last = characteristics();
        for (int calls = 0; calls < 20; ++calls) {
            game.applyEffects();
            List<String> now = characteristics();
            if (now.equals(last)) {
                return calls;
            }
            last = now;
        }
        throw new IllegalStateException("applyEffects() did not settle in 20 calls");
    }

    public static void main(String[] args) throws Exception {
        boolean action = args.length >= 3
                && (args[0].equals("action") || args[0].equals("characteristics-after-action")
                    || args[0].equals("characteristics-before-action"));
        if (!action && (args.length < 2 || !(args[0].equals("bench") || args[0].equals("characteristics")))) {
            System.err.println("usage: StrataBoards bench BOARD_FILE [REPETITIONS] [MIN_SECONDS] [WARMUP_SECONDS] [LABEL]\n"
                    + "       StrataBoards characteristics BOARD_FILE\n"
                    + "       StrataBoards action BOARD_FILE ACTION_FILE [REPETITIONS] [MIN_SECONDS] [WARMUP_SECONDS] [LABEL]\n"
                    + "       StrataBoards characteristics-before-action|characteristics-after-action BOARD_FILE ACTION_FILE");
            System.exit(2);
        }
        List<String> lines = Files.readAllLines(Paths.get(args[1]));
        StrataBoards b = new StrataBoards(lines);
        if (action) {
            b.prepareAction(Files.readAllLines(Paths.get(args[2])));
            if (args[0].equals("action")) {
                int reps = args.length > 3 ? Integer.parseInt(args[3]) : 5;
                double min = args.length > 4 ? Double.parseDouble(args[4]) : 0.5;
                double warmup = args.length > 5 ? Double.parseDouble(args[5]) : 5.0;
                String label = args.length > 6 ? args[6] : args[2];
                b.benchAction(label, reps, min, warmup);
            } else {
                if (args[0].equals("characteristics-after-action")) {
                    b.act();
                    b.game.getState().resume();
                }
                b.printCharacteristics();
            }
        } else if (args[0].equals("bench")) {
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
