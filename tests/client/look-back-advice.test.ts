// The look back's advice in a player's words (client/ui/lookBackAdvice.ts adviceWords), in English and Spanish:
// only the moments where the Grand Magician differs are listed, each with the move played, the bot's move worded like
// the hint's and its reason; refusals and "no key moment" have their own words; never an id or a zero-based number.
import { afterAll, describe, expect, it } from "vitest";
import { adviceWords } from "../../client/ui/lookBackAdvice";
import { setLanguage } from "../../client/i18n";
import type { AdviceMoment, AdviceReply } from "../../client/net/TableConnection";

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
      // As the server sends it now (issue 31): the bot's plan and its margin over the plan played, in the same games.
      reason: {
        code: "expects",
        fame: 31,
        percent: 55,
        plan: [
          { type: "assign", character: "magician", location: "theater" },
          { type: "assign", character: "apprentice1", location: "theater" },
        ],
        versus: { action: { type: "assign", character: "magician", location: "downtown" }, fame: 3 },
      },
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
    expect(w.looked).toBe("It looked at 3 decisions in turns 3 and 2, where Anna gained 13 Fame more in all.");
    expect(w.moments.map((m) => m.moment.move)).toEqual([40, 20]);
    const [plan, place] = w.moments;
    expect(plan!.played).toMatch(/^Turn 3, Ben's plan: .*Magician.*Downtown.*Apprentice.*Market Row.*\.$/);
    expect(plan!.played).toBe("Turn 3, Ben's plan: Magician to Downtown and Apprentice 1 to Market Row.");
    expect(plan!.bot).toBe("The Grand Magician would have begun its plan with: Magician to Theater.");
    // Game terms, not "winning 55 % of its playouts": what its plan is, and how much more it makes than Ben's.
    expect(plan!.does).toBe("Plan: Magician → the Theater, Apprentice → the Theater");
    expect(plan!.reason).toBe("About 3 Fame more at the end than your plan");
    expect(place!.played).toMatch(/^Turn 2, Ben played: /);
    expect(place!.bot).toBe("The Grand Magician would have had nothing to do there.");
    expect(place!.reason).toBe("The move its rules of thumb rate best");
    expect(w.agreed).toBe("At 1 other moment of the 3 it would have played the same.");
    for (const text of [w.looked, w.agreed, ...w.moments.flatMap((m) => [m.played, m.bot, m.does ?? "", m.reason])])
      expect(text).not.toMatch(FORBIDDEN);
  });

  it("says the same in Spanish", () => {
    setLanguage("es");
    const w = adviceWords(reply, 1, NAMES, null);
    expect(w.looked).toBe("Miró 3 decisiones en los turnos 3 y 2, donde Anna ganó 13 de Fama más en total.");
    expect(w.moments[0]!.played).toMatch(/^Turno 3, plan de Ben: .*\.$/);
    expect(w.moments[0]!.bot).toBe("El Gran Mago habría empezado su plan con: Mago a Teatro.");
    expect(w.moments[0]!.does).toMatch(/^Plan: Mago → .*Teatro, Aprendiz → .*Teatro$/);
    expect(w.moments[0]!.reason).toBe("Unos 3 de Fama más al final que tu plan");
    expect(w.moments[1]!.bot).toBe("El Gran Mago no habría tenido nada que hacer ahí.");
    expect(w.agreed).toBe("En 1 momento más de los 3 habría jugado lo mismo.");
    for (const text of [w.looked, w.agreed, ...w.moments.flatMap((m) => [m.played, m.bot, m.does ?? "", m.reason])])
      expect(text).not.toMatch(FORBIDDEN);
  });

  it("a close call, a win share, and a search that did not play the move out against its own (no figure then)", () => {
    const at = (reason: AdviceMoment["reason"]): string => {
      const m: AdviceMoment = { ...(reply as { moments: AdviceMoment[] }).moments[2]!, reason };
      return adviceWords({ ...reply, moments: [m] } as AdviceReply, 1, NAMES, null).moments[0]!.reason;
    };
    const played = { type: "place", character: "apprentice1", slot: "downtown-2" } as never;
    setLanguage("en");
    expect(at({ code: "expects", fame: 20, percent: 100, versus: { action: played, close: true } })).toBe(
      "A close call: your move does about as well",
    );
    expect(at({ code: "expects", fame: 20, percent: 40, versus: { action: played, percent: 12 } })).toBe(
      "Wins 12 more games in 100 than your move",
    );
    const alone = at({ code: "expects", fame: 20, percent: 100 });
    expect(alone).toBe("It did not compare your move with its own move in the same games here, so it gives no margin.");
    expect(alone).not.toMatch(/%/);
    setLanguage("es");
    expect(at({ code: "expects", fame: 20, percent: 100, versus: { action: played, close: true } })).toBe(
      "Muy igualado: tu jugada sale casi igual",
    );
    expect(at({ code: "expects", fame: 20, percent: 100 })).toMatch(/^Aquí no comparó tu jugada/);
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
