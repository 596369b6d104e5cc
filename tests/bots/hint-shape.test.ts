// The hint's reason leaves the server as kinds and numbers only (server/bots/hintShape.ts), checked like the
// messages that come in: every explained decision passes, and a sentence, an unknown id, a NaN or an extra field
// does not (server/bots/hint.ts then refuses the hint with HINT_FAILED instead of sending it).
import { describe, expect, it } from "vitest";
import { decide } from "../../shared/ai";
import { viewFor } from "../../shared/engine";
import { HintReasonShape } from "../../server/bots/hintShape";
import { positionsOf } from "../ai/positions";

describe("the hint's reason on the wire", () => {
  it("every explained decision has the shape, in the base game and with the Dark Alley", () => {
    let withEffect = 0;
    let withVersus = 0;
    for (const [players, darkAlley] of [
      [2, false],
      [3, true],
    ] as const) {
      for (const p of positionsOf(players, darkAlley, 60 + players, 29).slice(0, 6)) {
        const d = decide(viewFor(p.state, p.seat), p.seat, {
          level: "grandMagician",
          seed: p.label,
          maxIterations: 60,
          explain: true,
        });
        const parsed = HintReasonShape.safeParse(d.reason);
        expect(parsed.success, `${p.label}: ${JSON.stringify(d.reason)}`).toBe(true);
        if (d.reason.effect) withEffect++;
        if (d.reason.versus) withVersus++;
      }
    }
    expect(withEffect).toBeGreaterThan(0);
    expect(withVersus).toBeGreaterThan(0);
  }, 60_000);

  it("refuses words, unknown ids, non-numbers and extra fields", () => {
    const ok = {
      code: "expects",
      fame: 30,
      percent: 40,
      effect: { fame: 2, coins: -1, learned: ["T01"], components: [{ component: "wood", count: 2 }] },
      versus: { action: { type: "skipAdvertise" }, fame: 3 },
    };
    expect(HintReasonShape.safeParse(ok).success).toBe(true);
    const bad = [
      { ...ok, code: "Because it is good" },
      { ...ok, effect: { learned: ["Levitation"] } },
      { ...ok, effect: { components: [{ component: "gold", count: 1 }] } },
      { ...ok, effect: { fame: Number.NaN } },
      { ...ok, effect: { fame: 1.5 } },
      { ...ok, why: "it wins" },
      { ...ok, versus: { action: { type: "advertise" }, fame: 3, close: true } },
      { ...ok, versus: { action: { type: "advertise" }, text: "a close call" } },
    ];
    for (const b of bad) expect(HintReasonShape.safeParse(b).success, JSON.stringify(b)).toBe(false);
  });
});
