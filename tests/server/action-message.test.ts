import { describe, expect, it } from "vitest";
import { ActionMessage, parseActionMessage } from "../../server/rooms/messages";

// The room checks the action message by hand (parseActionMessage) on every move; ActionMessage (zod)
// states the rule. Both must accept and refuse exactly the same messages, and give the same seat and action.
const samples: unknown[] = [
  { action: { type: "place", character: "apprentice1", slot: "market-1" } },
  { seat: 0, action: { type: "pass" } },
  { seat: 3, action: { type: "x".repeat(32) } },
  { seat: undefined, action: { type: "endTurn" } },
  { action: { type: "endTurn" }, extra: 1 },
  { seat: 4, action: { type: "pass" } },
  { seat: -1, action: { type: "pass" } },
  { seat: 1.5, action: { type: "pass" } },
  { seat: Number.NaN, action: { type: "pass" } },
  { seat: Number.POSITIVE_INFINITY, action: { type: "pass" } },
  { seat: "1", action: { type: "pass" } },
  { seat: null, action: { type: "pass" } },
  { action: { type: "x".repeat(33) } },
  { action: { type: 3 } },
  { action: {} },
  { action: [] },
  { action: null },
  { action: "pass" },
  {},
  [],
  null,
  undefined,
  "action",
  42,
];

describe("the action message check", () => {
  it.each(samples.map((s) => [s]))("agrees with ActionMessage on %j", (raw) => {
    const zod = ActionMessage.safeParse(raw);
    const hand = parseActionMessage(raw);
    expect(hand !== null).toBe(zod.success);
    if (zod.success && hand) {
      expect(hand.seat).toBe(zod.data.seat);
      expect(hand.action).toEqual(zod.data.action);
    }
  });
});
