// Two rules modules in one game (issue 27): the hooks of every module in the game run, in the order the modules were
// registered (core/hookOrder.ts; docs/engine.md "Modules together"). A test-only module (tests/engine/modules/tipsModule.ts)
// plugs in beside Dark Alley without a line changed in a base family or in Dark Alley.
import { describe, expect, it } from "vitest";
import { hooksFor, hooksOf } from "../../shared/engine/core/hooks";
import { installModule } from "../../shared/engine/registry";
import { DARK_ALLEY } from "../../shared/engine/modules/darkAlley";
import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  makeRandom,
  turnActionCount,
  type GameOptions,
  type GameState,
} from "../../shared/engine";
import { TIP, TIPS } from "./modules/tipsModule";

installModule(TIPS);

const SEED = { chacha20: "ab".repeat(32) };

/** A seeded random game up to the first state of turn 2 (the bench's policy: a random seat, a random turn action). */
function toTurnTwo(options: GameOptions): GameState {
  const rng = makeRandom(7);
  let s = createGame(options, SEED);
  while (s.turn === 1) {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    const r = applyAction(s, seat, legal[Math.floor(rng() * turnActionCount(s, seat, legal))]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe("two rules modules in one game", () => {
  const alley = { darkAlley: true } as const;
  const both = { darkAlley: true, tips: true } as GameOptions["modules"];

  it("composes their hooks in registration order, each module's own object when it plays alone", () => {
    expect(hooksFor(alley)).toBe(DARK_ALLEY.hooks);
    expect(hooksFor({ tips: true } as GameOptions["modules"] & object)).toBe(TIPS.hooks);
    const h = hooksFor(both!);
    expect(h).not.toBe(DARK_ALLEY.hooks);
    expect(hooksFor(both!)).toBe(h); // composed once per set of modules
    // Dark Alley's hooks are all there (the tips module has none of them), and its own End Turn step runs after.
    expect(h.finalScore).toBe(DARK_ALLEY.hooks.finalScore);
    expect(h.turns).toBe(DARK_ALLEY.hooks.turns);
    const s = createGame({ players: 3, modules: both }, SEED);
    expect(hooksOf(s)).toBe(h);
    const after = h.endTurnLast!(s);
    expect(after).toEqual(TIPS.hooks.endTurnLast!(DARK_ALLEY.hooks.endTurnLast!(s)));
  });

  it("plays Dark Alley unchanged, each player one coin richer after End Turn", () => {
    const withAlley = toTurnTwo({ players: 4, modules: alley });
    const withBoth = toTurnTwo({ players: 4, modules: both });
    // Dark Alley's End Turn ran in both games (its prophecies, hands, the Dark Alley state are the same) …
    expect(withBoth.alley).toEqual(withAlley.alley);
    expect(withBoth.turn).toBe(2);
    // … and the tips module's ran after it: one coin more each, nothing else.
    withBoth.players.forEach((p, seat) => {
      const q = withAlley.players[seat]!;
      expect(p.coins).toBe(q.coins + TIP);
      expect({ ...p, coins: 0 }).toEqual({ ...q, coins: 0 });
    });
    expect({ ...withBoth, options: null, players: null }).toEqual({ ...withAlley, options: null, players: null });
  });

  it("leaves a base game and a Dark Alley game as they were", () => {
    expect(hooksFor({})).not.toHaveProperty("endTurnLast");
    const base = toTurnTwo({ players: 4 });
    expect(base.alley).toBeNull();
  });
});
