// Fuzz: malformed and near-miss actions from any seat never throw, never change the state, and an accepted action
// is always one legalActions lists.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  makeRandom,
  type Action,
  type GameState,
} from "../../shared/engine";

const TYPES = [
  "chooseMagician",
  "chooseComponents",
  "chooseTrick",
  "chooseSpecialist",
  "advertise",
  "skipAdvertise",
  "assign",
  "unassign",
  "confirmAssignments",
  "place",
  "leaveInactive",
  "enhance",
  "endPlacement",
  "discardTrick",
  "returnComponent",
  "learnTrick",
  "hireCharacter",
  "takeCoins",
  "rerollDie",
  "setDie",
  "buy",
  "order",
  "quickOrder",
  "prepare",
  "moveTrick",
  "moveComponents",
  "moveApprentice",
  "setUpTrick",
  "reschedule",
  "perform",
  "passPerformance",
];
const VALUES: unknown[] = [
  0,
  1,
  -1,
  2.5,
  99,
  NaN,
  "",
  "x",
  "T01",
  "T48",
  "wood",
  "cog",
  "magician",
  "apprentice4",
  "downtown-3",
  "theater-sunday-stage",
  "0.0",
  "9.9",
  "up",
  "left",
  "bank_A",
  "trick_B",
  "X",
  "any",
  true,
  false,
  null,
  [],
  ["fame"],
  ["wood", "wood"],
  {},
  "__proto__",
  "constructor",
  "toString",
];
const FIELDS = [
  "magician",
  "components",
  "trick",
  "specialist",
  "character",
  "location",
  "slot",
  "die",
  "face",
  "component",
  "count",
  "bargain",
  "toManager",
  "engineerSlot",
  "swapWith",
  "card",
  "facing",
  "rewards",
  "fromCard",
  "fromSlot",
];

describe("fuzzed actions", () => {
  it("are refused cleanly or are legal", () => {
    const rng = makeRandom("fuzz");
    const pick = <T>(a: readonly T[]): T => a[Math.floor(rng() * a.length)]!;
    let accepted = 0;
    for (let g = 0; g < 12; g++) {
      let s: GameState = createGame({ players: (2 + (g % 3)) as 2 | 3 | 4 }, g);
      while (s.phase !== "gameOver") {
        for (let k = 0; k < 3; k++) {
          const seat = pick(s.players).seat;
          const legal = legalActions(s, seat);
          let a: Record<string, unknown>;
          if (legal.length && rng() < 0.5) {
            a = { ...pick(legal) };
            const f = pick(Object.keys(a).filter((x) => x !== "type"));
            if (f) a[f] = pick(VALUES);
          } else {
            a = { type: pick(TYPES) };
            for (let i = 0; i < Math.floor(rng() * 6); i++) a[pick(FIELDS)] = pick(VALUES);
          }
          const before = JSON.stringify(s);
          const r = applyAction(s, seat, a as unknown as Action);
          expect(JSON.stringify(s)).toBe(before);
          if (r.ok) {
            accepted++;
            expect(legal.map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
          }
        }
        const seat = pick(activeSeats(s));
        s = (applyAction(s, seat, pick(legalActions(s, seat))) as { state: GameState }).state;
      }
    }
    expect(accepted).toBeGreaterThan(100);
  });
});

describe("hostile values (issue 16)", () => {
  it("are refused with a readable message, never thrown: BigInt, cycles, proxies, throwing getters, odd seats", () => {
    const s = createGame({ players: 3 }, 5);
    const before = JSON.stringify(s);
    const cyclic: Record<string, unknown> = { type: "perform" };
    cyclic.card = cyclic;
    const hostile: unknown[] = [
      { type: "perform", card: 1n },
      1n,
      { type: 1n },
      cyclic,
      { type: "buy", component: "wood", count: 1n, bargain: 0, toManager: false },
      new Proxy(
        {},
        {
          get: () => {
            throw new Error("boom");
          },
          ownKeys: () => {
            throw new Error("boom");
          },
        },
      ),
      Object.defineProperty({ type: "perform" }, "card", {
        enumerable: true,
        get: () => {
          throw new Error("boom");
        },
      }),
      Object.create(null),
      { type: "chooseComponents", components: [1n] },
      Symbol("x"),
      () => 1,
      new Date(),
      new Uint8Array(4),
      { type: "perform", card: Infinity },
    ];
    for (const action of hostile) {
      for (const seat of [0, 1, 2, 9, -1, 1.5, NaN, 1n, "0", null, {}, Object.create(null)] as unknown[]) {
        const r = applyAction(s, seat as number, action as Action);
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(typeof r.error.message).toBe("string");
          expect(r.error.message.length).toBeLessThan(200);
        }
        expect(Array.isArray(legalActions(s, seat as number))).toBe(true);
      }
    }
    expect(applyAction(s, 0, { type: "perform", card: 1n } as unknown as Action)).toMatchObject({
      ok: false,
      error: { code: "BAD_ACTION", message: 'not a well-formed action: {"type":"perform","card":"1n"}' },
    });
    expect(JSON.stringify(s)).toBe(before);
  });
});
