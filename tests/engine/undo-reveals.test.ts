// Undo never outlives a reveal (issue 26 item 4, docs/engine.md "Undo"): once any viewer, a seat or the spectator,
// was shown something hidden from it, the step cannot be taken back, so nobody can peek and choose again.
import { describe, expect, it } from "vitest";
import type { MagicianId } from "../../shared/data/magicians";
import type { ProphecyId } from "../../shared/data/prophecies";
import type { SpecialId } from "../../shared/data/specialEffects";
import {
  applyAction,
  createGame,
  recordStep,
  undoLast,
  viewFor,
  type Action,
  type GameState,
  type Seat,
  type UndoLog,
  type Viewer,
} from "../../shared/engine";
import { revealedTo } from "../../shared/engine/reveals";
import { TestGame, darkAlleyGame, giveSpecials, planAlley } from "./testGame";
import { alleyPlayout, hiddenSwaps, viewers } from "./undoOracle";

/** A test game whose undo log is kept the way the server's table keeps it. */
class UndoTable {
  log: UndoLog | null = null;
  constructor(readonly g: TestGame) {}
  act(seat: Seat, action: Action): this {
    const before = this.g.state;
    this.g.act(seat, action);
    this.log = recordStep(this.log, before, seat, action, this.g.state);
    return this;
  }
  undo(seat: Seat): GameState {
    const r = undoLast(this.log, seat);
    if (!r.ok) throw new Error(`undo refused: ${r.error.code}`);
    this.g.state = r.state;
    this.log = r.log;
    return r.state;
  }
  refuse(seat: Seat): { code: string; message: string } {
    const r = undoLast(this.log, seat);
    if (r.ok) throw new Error("undo accepted");
    return r.error;
  }
}

/** RULES §12.8: the Priestess (seat 0, first in initiative) in turn 2, her Magician planned for the Dark Alley. */
function priestessAtTheAlley(): UndoTable {
  const magicians: MagicianId[] = ["M03", "M01"];
  const g = new TestGame(createGame({ players: 2, beginnerSetup: true, magicians, modules: { darkAlley: true } }, 41));
  g.set((s) => ({ ...s, initiative: [0, 1] }));
  g.emptyTurn().set((s) => ({ ...s, initiative: [0, 1] }));
  planAlley(g, 0, {}, { magician: "A05" });
  return new UndoTable(g);
}

describe("Fate Weaving (RULES §12.8) draws the prophecy pile's top into view", () => {
  it("cannot be taken back: the new Pending prophecy was face down", () => {
    const t = priestessAtTheAlley();
    const { pending, pile } = t.g.state.alley!;
    t.act(0, { type: "place", character: "magician", slot: "dark-alley-1" });
    const placed = t.g.state;
    t.act(0, { type: "fateWeaving", prophecy: pending[1]! });
    // Everyone now sees the pile's old top among the Pending prophecies.
    for (const v of [0, 1, "spectator"] as const) expect(viewFor(t.g.state, v).alley!.pending).toContain(pile[0]);
    const refused = t.refuse(0);
    expect(refused.code).toBe("UNDO_AFTER_HIDDEN");
    expect(refused.message).toMatch(/showed something that was hidden/);
    expect(t.g.state).not.toEqual(placed);
  });

  it("what follows it can still be taken back, to just after the weaving", () => {
    const t = priestessAtTheAlley();
    t.act(0, { type: "place", character: "magician", slot: "dark-alley-1" });
    t.act(0, { type: "fateWeaving", prophecy: t.g.state.alley!.pending[0]! });
    const woven = t.g.state;
    const more = t.g.turnLegal(0).find((a) => a.type === "enhance" || a.type === "fortuneTelling");
    expect(more).toBeDefined();
    t.act(0, more!);
    expect(t.undo(0)).toEqual(woven);
    expect(t.refuse(0).code).toBe("UNDO_AFTER_HIDDEN");
  });

  it("with the pile empty nothing comes into view, and it can be taken back", () => {
    const t = priestessAtTheAlley();
    t.g.set((s) => ({ ...s, alley: { ...s.alley!, pile: [] } }));
    t.act(0, { type: "place", character: "magician", slot: "dark-alley-1" });
    const placed = t.g.state;
    t.act(0, { type: "fateWeaving", prophecy: t.g.state.alley!.pending[1]! });
    expect(t.undo(0)).toEqual(placed);
  });
});

/** A 2-player Dark Alley game in turn 1 with `prophecy` Active, seat 0 first, holding Special card A26 (Downtown). */
function withProphecy(prophecy: ProphecyId | null): UndoTable {
  const g = darkAlleyGame({ players: 2, seed: 31 });
  g.set((s) => ({ ...s, initiative: [0, 1], alley: { ...s.alley!, active: prophecy } }));
  giveSpecials(g, 0, ["A26"]);
  planAlley(g, 0, { apprentice1: "market_row" }, { magician: "A26" });
  return new UndoTable(g);
}

describe("prophecy P20 turns each card up as its character is placed", () => {
  it("the Place that turned a card up cannot be taken back", () => {
    const t = withProphecy("P20");
    expect(viewFor(t.g.state, 1).players[0]!.alley!.under.magician).toBe("hidden");
    t.act(0, { type: "place", character: "magician", slot: "downtown-1" });
    // The other seat and the spectator now see which Special card lay under the Magician.
    expect(viewFor(t.g.state, 1).players[0]!.alley!.under.magician).toBe("A26");
    expect(viewFor(t.g.state, "spectator").players[0]!.alley!.under.magician).toBe("A26");
    expect(t.refuse(0).code).toBe("UNDO_AFTER_HIDDEN");
  });

  it("without P20 the plans were shown when Placement began, and the same Place can be taken back", () => {
    const t = withProphecy(null);
    const start = t.g.state;
    t.act(0, { type: "place", character: "magician", slot: "downtown-1" });
    expect(t.undo(0)).toEqual(start);
  });
});

describe("revealedTo reads a reveal off the views, whatever moved it", () => {
  // Hand-made steps over a Dark Alley game in Placement (seat 1 holds two Special cards others see only as a count).
  function stage(): GameState {
    const g = darkAlleyGame({ players: 2, seed: 31 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    giveSpecials(g, 1, ["A26", "A30"]);
    planAlley(g, 0, { magician: "downtown" }, {});
    return g.state;
  }
  const withSpecials = (s: GameState, seat: Seat, specials: SpecialId[]): GameState => ({
    ...s,
    players: s.players.map((p) => (p.seat === seat ? { ...p, alley: { ...p.alley!, specials } } : p)),
  });

  it("a card from another's hidden hand to a face-up pile is shown", () => {
    const s = stage();
    const after = withSpecials(s, 1, ["A30"]);
    const shown = {
      ...after,
      alley: {
        ...after.alley!,
        discards: { ...after.alley!.discards, downtown: [...after.alley!.discards.downtown, "A26" as const] },
      },
    };
    expect(revealedTo(s, shown)).toBe(0);
  });

  it("a card from a hidden hand to the bottom of a face-down deck shows nobody anything", () => {
    const s = stage();
    const after = withSpecials(s, 1, ["A30"]);
    const hiddenAgain = {
      ...after,
      alley: {
        ...after.alley!,
        decks: { ...after.alley!.decks, downtown: [...after.alley!.decks.downtown, "A26" as const] },
      },
    };
    expect(revealedTo(s, hiddenAgain)).toBeNull();
  });

  it("a face-down pile reordered, the generator moved or coins paid: nothing hidden comes into view", () => {
    const s = stage();
    expect(revealedTo(s, { ...s, alley: { ...s.alley!, pile: s.alley!.pile.slice().reverse() } })).toBeNull();
    expect(revealedTo(s, { ...s, rng: s.rng + 3 })).toBeNull();
    expect(revealedTo(s, { ...s, players: s.players.map((p) => ({ ...p, coins: p.coins + 1 })) })).toBeNull();
  });

  it("the prophecy pile's top among the Pending ones is shown to every viewer", () => {
    const s = stage();
    const [top, ...rest] = s.alley!.pile;
    expect(
      revealedTo(s, {
        ...s,
        alley: { ...s.alley!, pending: [top!, ...s.alley!.pending.slice(1)], pile: rest, used: [s.alley!.pending[0]!] },
      }),
    ).toBe(0);
  });
});

/**
 * The swaps of what `viewer` could not see before the step after which the step is refused or shows `viewer`
 * something else: empty when the step told that viewer nothing hidden.
 */
function dependsOnHidden(
  before: GameState,
  seat: Seat,
  action: Action,
  after: GameState,
  viewer: Viewer,
  swaps = hiddenSwaps(before, viewer),
): string[] {
  const shown = JSON.stringify(viewFor(after, viewer));
  return swaps.flatMap(([what, other]) => {
    const r = applyAction(other, seat, action);
    if (!r.ok) return [`${what}: refused`];
    return JSON.stringify(viewFor(r.state, viewer)) === shown ? [] : [`${what}: shown otherwise`];
  });
}

const rotate = <T>(xs: readonly T[], by: number): T[] => xs.map((_, i) => xs[(i + by) % xs.length]!);

describe("property: a step can be taken back exactly when it showed no viewer anything hidden from it", () => {
  // Non-interference, checked independently of reveals.ts: for every step the log lets its player take back, every
  // viewer's view after it must be the same whatever was hidden from that viewer before it. Each hidden part is
  // swapped for another (deck and pile orders, face-down cards, Special cards in others' hands, the generator) in a
  // way that leaves the viewer's view before the step unchanged; the step must be accepted all the same and show
  // that viewer the same thing. Conversely, a step closed only for what it showed must have such a witness.
  // Every other game seats the Priestess (with magicians of the other ability families), so Fate Weaving comes up.
  const GAMES = 32;
  const WITH_PRIESTESS: readonly MagicianId[] = ["M03", "M05", "M08", "M06"];
  it(`${GAMES} random and greedy Dark Alley games of 2-4 players`, () => {
    const seen = { undoable: 0, closedByView: 0, swaps: 0, weavings: 0, weavingsShown: 0, p20Places: 0 };
    for (let g = 0; g < GAMES; g++) {
      const players = (2 + (g % 3)) as 2 | 3 | 4;
      let log: UndoLog | null = null;
      for (const { before, seat, action, after } of alleyPlayout(
        players,
        7100 + g,
        g % 2 === 1,
        g % 4 >= 2 ? rotate(WITH_PRIESTESS, g).slice(0, players) : undefined,
      )) {
        log = recordStep(log, before, seat, action, after);
        if (action.type === "fateWeaving") {
          seen.weavings++;
          if (before.alley!.pile.length > 0) seen.weavingsShown++;
        }
        if (action.type === "place" && before.alley?.active === "P20") seen.p20Places++;
        const step = `game ${g}, seat ${seat} ${JSON.stringify(action)}`;
        if (log.actions.length === 0) {
          // Closed by what it showed alone (the placement goes on, no deck moved): some viewer must have a witness.
          const goesOn = after.placement?.seat === seat && (before.placement !== null || action.type === "place");
          if (
            log.stop === "hidden" &&
            goesOn &&
            after.deck === before.deck &&
            after.alley?.decks === before.alley?.decks
          ) {
            seen.closedByView++;
            expect(
              viewers(before).some((v) => dependsOnHidden(before, seat, action, after, v).length > 0),
              `${step}: closed, but shows nobody anything hidden`,
            ).toBe(true);
          }
          continue;
        }
        seen.undoable++;
        for (const v of viewers(before)) {
          const swaps = hiddenSwaps(before, v);
          seen.swaps += swaps.length;
          expect(
            dependsOnHidden(before, seat, action, after, v, swaps),
            `${step}, viewer ${v}: the view after depends on what was hidden`,
          ).toEqual([]);
        }
      }
    }
    // The games reach the cases this is about, and the swaps are many.
    expect(seen.weavingsShown).toBeGreaterThan(3);
    expect(seen.p20Places).toBeGreaterThan(3);
    expect(seen.undoable).toBeGreaterThan(1000);
    expect(seen.closedByView).toBeGreaterThanOrEqual(seen.weavingsShown);
    expect(seen.swaps).toBeGreaterThan(10 * seen.undoable);
  }, 180_000); // a long property run, not a timed one: the machine is shared
});
