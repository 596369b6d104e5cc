// The look back's advice in a player's words (client/ui/lookBackAdvice.ts adviceWords), in English and Spanish:
// only the moments where the Grand Magician differs are listed, each with the move played, the bot's move worded like
// the hint's and its reason; refusals and "no key moment" have their own words; never an id or a zero-based number.
import { afterAll, describe, expect, it } from "vitest";
import { adviceWords } from "../../client/ui/lookBackAdvice";
import { setLanguage } from "../../client/i18n";
import type { AdviceReply } from "../../client/net/TableConnection";

const NAMES = ["Anna", "Ben"];
const FORBIDDEN = /_|\bapprentice\d\b|\b(seat|turn|turno) 0\b|undefined|null|NaN|\{\{|market_row|lookBack\./i;

const reply: AdviceReply = {
  ok: true,
  seat: 1,
  rival: 0,
  turns: [
    { turn: 3, gap: 9 },
    { turn: 2, gap: 4 },
  ],
  moments: [
    {
      move: 40,
      turn: 3,
      kind: "plan",
      played: { type: "assign", character: "magician", location: "downtown" },
      plan: [
        { type: "assign", character: "magician", location: "downtown" },
        { type: "assign", character: "apprentice1", location: "market_row" },
      ],
      bot: { type: "assign", character: "magician", location: "theater" },
      reason: { code: "expects", fame: 31, percent: 55 },
      same: false,
    },
    {
      move: 47,
      turn: 3,
      kind: "placement",
      played: { type: "place", character: "magician", slot: "downtown-1" } as never,
      bot: { type: "place", character: "magician", slot: "downtown-1" } as never,
      reason: { code: "forced" },
      same: true,
    },
    {
      move: 20,
      turn: 2,
      kind: "placement",
      played: { type: "place", character: "apprentice1", slot: "downtown-2" } as never,
      bot: null,
      reason: { code: "greedy" },
      same: false,
    },
  ],
};

describe("the look back's advice in words", () => {
  afterAll(() => setLanguage("en"));

  it("lists only the moments where the Grand Magician differs, with its move and reason (English)", () => {
    setLanguage("en");
    const w = adviceWords(reply, 1, NAMES, null);
    expect(w.only).toBeUndefined();
    expect(w.looked).toBe("It looked at 3 decisions in Turn 3 and Turn 2, where Anna gained 13 Fame more in all.");
    expect(w.moments.map((m) => m.moment.move)).toEqual([40, 20]);
    const [plan, place] = w.moments;
    expect(plan!.played).toMatch(/^Turn 3, Ben's plan: .*Magician.*Downtown.*Apprentice.*Market Row.*\.$/);
    expect(plan!.played).toBe("Turn 3, Ben's plan: Magician to Downtown and Apprentice 1 to Market Row.");
    expect(plan!.bot).toBe("The Grand Magician would have begun its plan with: Magician to Theater.");
    expect(plan!.reason).toBe("Expects about 31 Fame at the end, winning 55 % of its playouts");
    expect(place!.played).toMatch(/^Turn 2, Ben played: /);
    expect(place!.bot).toBe("The Grand Magician would have had nothing to do there.");
    expect(place!.reason).toBe("The move its rules of thumb rate best");
    expect(w.agreed).toBe("At 1 other moment of the 3 it would have played the same.");
    for (const text of [w.looked, w.agreed, ...w.moments.flatMap((m) => [m.played, m.bot, m.reason])])
      expect(text).not.toMatch(FORBIDDEN);
  });

  it("says the same in Spanish", () => {
    setLanguage("es");
    const w = adviceWords(reply, 1, NAMES, null);
    expect(w.looked).toBe("Miró 3 decisiones en Turno 3 y Turno 2, donde Anna ganó 13 de Fama más en total.");
    expect(w.moments[0]!.played).toMatch(/^Turno 3, plan de Ben: .*\.$/);
    expect(w.moments[0]!.bot).toBe("El Gran Mago habría empezado su plan con: Mago a Teatro.");
    expect(w.moments[0]!.reason).toBe("Espera terminar con unos 31 de Fama y gana el 55 % de sus simulaciones");
    expect(w.moments[1]!.bot).toBe("El Gran Mago no habría tenido nada que hacer ahí.");
    expect(w.agreed).toBe("En 1 momento más de los 3 habría jugado lo mismo.");
    for (const text of [w.looked, w.agreed, ...w.moments.flatMap((m) => [m.played, m.bot, m.reason])])
      expect(text).not.toMatch(FORBIDDEN);
  });

  it("words full agreement, no key moment and a refusal", () => {
    setLanguage("en");
    const agreed = { ...reply, moments: reply.moments.map((m) => ({ ...m, same: true })) };
    expect(adviceWords(agreed, 1, NAMES, null)).toMatchObject({
      moments: [],
      agreed: "It would have played as Ben did at all 3 key moments.",
    });
    const differ = { ...reply, moments: reply.moments.map((m) => ({ ...m, same: false })) };
    expect(adviceWords(differ, 1, NAMES, null).agreed).toBe("It would have played otherwise at all 3 of them.");
    expect(adviceWords({ ...reply, turns: [], moments: [] }, 1, NAMES, null).only).toBe(
      "Ben gained at least as much Fame as Anna in every turn: no key moment to compare.",
    );
    setLanguage("es");
    expect(
      adviceWords({ ok: false, code: "NEVER_YOUR_SEAT", message: "a player may ask…" }, 1, NAMES, null).only,
    ).toMatch(/solo puede preguntar por los asientos que jugó/);
  });
});
