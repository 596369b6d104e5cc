// The hint is kept as data (the server's move and reason values) and worded when drawn (client/ui/hintPanel.ts
// hintWords), so the same answer reads in whichever language is chosen at that moment (issue 31).
import { afterAll, describe, expect, it } from "vitest";
import { hintWords } from "../../client/ui/hintWords";
import { fixedT, setLanguage } from "../../client/i18n";
import type { HintReply } from "../../client/net/TableConnection";
import type { HintReason } from "../../shared/ai";
import type { Action } from "../../shared/engine";

const reply: HintReply = {
  ok: true,
  seat: 0,
  move: 12,
  action: { type: "advertise" },
  reason: { code: "expects", fame: 29, percent: 40 },
};

describe("the hint's words", () => {
  afterAll(() => setLanguage("en"));

  it("are made from the same answer in the language of the moment", () => {
    setLanguage("en");
    expect(hintWords(reply, null)).toEqual({
      line: "The Grand Magician would play: Advertise",
      reason: "Expects about 29 Fame at the end, winning 40 % of its playouts",
    });
    setLanguage("es");
    expect(hintWords(reply, null)).toEqual({
      line: "El Gran Mago jugaría: Anunciarse",
      reason: "Espera terminar con unos 29 de Fama y gana el 40 % de sus simulaciones",
    });
    expect(hintWords({ ...reply, action: null }, null).line).toMatch(/\S/);
    expect(hintWords({ ok: false, code: "TOO_MANY_HINTS", message: "too many" }, null).line).toMatch(/pistas/);
  });
});

/** The words of one reason in one language: the move's line, what it does, why. */
function wordsOf(action: Action, reason: HintReason, lng: "en" | "es") {
  setLanguage(lng);
  return hintWords({ ok: true, seat: 0, move: 3, action, reason }, null);
}

const expects = { code: "expects", fame: 30, percent: 60 } as const;

describe("the hint's reason in game terms", () => {
  afterAll(() => setLanguage("en"));

  it("learn: the trick by its name and what it is worth at each show", () => {
    const learn: Action = { type: "learnTrick", die: "trick_A", trick: "T01", engineerSlot: false };
    const reason: HintReason = {
      ...expects,
      effect: { learned: ["T01"] },
      versus: { action: { type: "takeCoins", die: "bank_A" }, fame: 3 },
    };
    expect(wordsOf(learn, reason, "en")).toMatchObject({
      does: "Learns Enchanted Butterflies: worth 2 Fame for each marker performed",
      reason: "About 3 Fame more at the end than Take Coins: Bank die A",
    });
    expect(wordsOf(learn, reason, "es")).toMatchObject({
      does: "Aprende Mariposas encantadas: da 2 de Fama por cada marcador representado",
      reason: "Unos 3 de Fama más al final que Tomar monedas: Dado de banco A",
    });
  });

  it("buy: the pieces and the price now; the runner-up by what it buys", () => {
    const buy: Action = { type: "buy", component: "wood", count: 2, bargain: 0, toManager: false };
    const reason: HintReason = {
      ...expects,
      effect: { coins: -4, components: [{ component: "wood", count: 2 }] },
      versus: { action: { ...buy, count: 1 }, fame: 1 },
    };
    const en = wordsOf(buy, reason, "en");
    expect(en.does).toBe("Now −4 coins, +2 Wood");
    expect(en.reason).toBe("About 1 Fame more at the end than buying 1 Wood");
    expect(wordsOf(buy, reason, "es").does).toBe("Ahora −4 monedas, +2 Madera");
    expect(wordsOf(buy, reason, "es").reason).toBe("Alrededor de 1 de Fama más al final que comprar 1 de Madera");
  });

  it("hire, advertise and perform: characters and gains now", () => {
    const hire = wordsOf(
      { type: "hireCharacter", die: "inn_specialist" },
      { ...expects, effect: { characters: 4 } },
      "en",
    );
    expect(hire.does).toBe("Hires a character: 4 characters from next turn");
    const hireEs = wordsOf(
      { type: "hireCharacter", die: "inn_specialist" },
      { ...expects, effect: { characters: 4 } },
      "es",
    );
    expect(hireEs.does).toBe("Contrata un personaje: 4 personajes desde el próximo turno");
    expect(wordsOf({ type: "advertise" }, { ...expects, effect: { fame: 2, coins: -1 } }, "en").does).toBe(
      "Now +2 Fame, −1 coin",
    );
    expect(
      wordsOf({ type: "perform", card: 1 }, { code: "forced", effect: { fame: 6, coins: 3, shards: 1 } }, "es"),
    ).toEqual({
      line: expect.stringMatching(/^El Gran Mago jugaría: /),
      does: "Ahora +6 de Fama, +3 monedas, +1 Fragmento",
      reason: "Su única jugada posible",
    });
  });

  it("ending a placement says what is given up and what it was measured against, never 'nothing left is worth it'", () => {
    const setUp: Action = { type: "setUpTrick", trick: "T13", card: 0, slot: "0.0", facing: "right", rewards: [] };
    const reason: HintReason = { code: "expects", fame: 30, percent: 50, versus: { action: setUp, fame: 3 } };
    const en = wordsOf({ type: "endPlacement" }, reason, "en");
    expect(en.does).toBe("Ends this character's placement: the action points left are lost");
    expect(en.reason).toBe("About 3 Fame more at the end than setting up Mind Reading on Card 1, top left");
    const es = wordsOf({ type: "endPlacement" }, reason, "es");
    expect(es.does).toBe("Termina la colocación de este personaje: los puntos de acción que quedan se pierden");
  });

  it("a hint that waited its bound and still had too few sampled games says so", () => {
    expect(wordsOf({ type: "advertise" }, { code: "tooFew" }, "en").reason).toBe(
      "It had too little time to compare moves (the server is busy): its rules of thumb pick this one",
    );
    expect(wordsOf({ type: "advertise" }, { code: "tooFew" }, "es").reason).toMatch(/^No tuvo tiempo de comparar/);
  });

  it("a plan confirmed as it stands: its own words, not 'the only move' (every card could still change)", () => {
    const confirm = { type: "confirmAssignments" } as const;
    expect(wordsOf(confirm, { code: "asPlanned" }, "en").reason).toBe(
      "Your plan as it stands is the one it would play",
    );
    expect(wordsOf(confirm, { code: "asPlanned" }, "es").reason).toBe("Tu plan tal como está es el que jugaría");
  });

  it("set up and place: what the move is for, places with their articles (del/al in Spanish)", () => {
    const setUp: Action = { type: "setUpTrick", trick: "T01", card: 1, slot: "0.1", facing: "down", rewards: [] };
    expect(wordsOf(setUp, { ...expects, effect: { markers: [{ trick: "T01", count: -1 }] } }, "en").does).toBe(
      "Sets up Enchanted Butterflies for the show, on Card 2",
    );
    const place: Action = { type: "place", character: "apprentice2", slot: "downtown-1" };
    expect(wordsOf(place, { ...expects, effect: { ap: 3 } }, "en").does).toBe(
      "Sends your Apprentice to Downtown with 3 AP to spend",
    );
    expect(wordsOf(place, { ...expects, effect: { ap: 3 } }, "es").does).toBe(
      "Envía a tu Aprendiz al Centro con 3 PA para gastar",
    );
  });

  it("a plan, and a close call", () => {
    const plan: Action[] = [
      { type: "assign", character: "magician", location: "theater" },
      { type: "assign", character: "assistant", location: "workshop" },
    ];
    const reason: HintReason = {
      ...expects,
      plan,
      versus: { action: { type: "assign", character: "magician", location: "market_row" }, close: true },
    };
    expect(wordsOf(plan[0]!, reason, "en")).toMatchObject({
      does: "Plan: Magician → the Theater, Assistant → your Workshop",
      reason: "A close call: Magician → Market Row does about as well",
    });
    expect(wordsOf(plan[0]!, reason, "es")).toMatchObject({
      does: "Plan: Mago → el Teatro, Ayudante → tu Taller",
      reason: "Muy igualado: Mago → la Calle del Mercado sale casi igual",
    });
  });

  it("a margin in wins, when the Fame is alike", () => {
    const reason: HintReason = { ...expects, versus: { action: { type: "skipAdvertise" }, percent: 18 } };
    expect(wordsOf({ type: "advertise" }, reason, "en").reason).toBe("Wins 18 more games in 100 than Don't advertise");
    expect(wordsOf({ type: "advertise" }, reason, "es").reason).toBe(
      "Gana 18 partidas más de cada 100 que No anunciarse",
    );
  });

  it("a Theater placement names the day of the show", () => {
    const place: Action = { type: "place", character: "magician", slot: "theater-saturday-stage" };
    expect(wordsOf(place, { ...expects, effect: { ap: 3 } }, "en").does).toBe(
      "Sends your Magician to the Theater for Saturday's show with 3 AP to spend",
    );
    expect(wordsOf(place, { ...expects, effect: { ap: 3 } }, "es").does).toMatch(
      /^Envía a tu Mago al Teatro para la función del sábado con 3 PA para gastar$/i,
    );
  });

  it("no comparison with the same move on the day's other backstage slot (left or right: the same rules)", () => {
    const place: Action = { type: "place", character: "assistant", slot: "theater-friday-1" };
    const twin: Action = { ...place, slot: "theater-friday-2" };
    const w = wordsOf(place, { ...expects, versus: { action: twin, close: true } }, "en");
    expect(w.reason).toBe("Expects about 30 Fame at the end, winning 60 % of its playouts");
    const spanish = wordsOf(
      { type: "assignAlley", character: "apprentice1", card: "A05" },
      { ...expects, versus: { action: { type: "confirmAssignments" }, fame: 2 } },
      "es",
    );
    expect(spanish).toMatchObject({
      does: "Planea a tu Aprendiz para el Callejón Oscuro",
      reason: "Unos 2 de Fama más al final que Confirmar el plan",
    });
  });

  it("a die roll says what it is for, not a result nobody knows", () => {
    const roll = wordsOf({ type: "rerollDie", die: "bank_B" }, { ...expects, effect: { uncertain: true } }, "en");
    expect(roll.does).toMatch(/not known in advance/);
    // Dark Alley moves say what they are for, with the card's and the prophecy's words.
    for (const lng of ["en", "es"] as const) {
      const keep = wordsOf({ type: "keepSpecial", card: "A06" }, expects, lng).does!;
      expect(keep).toContain(fixedT(lng)("names.special.A06"));
      expect(keep).not.toMatch(/A06/);
    }
  });

  it("never shows an internal id", () => {
    const reason: HintReason = {
      ...expects,
      effect: { learned: ["T13"], components: [{ component: "wood", count: 1 }], characters: 5, ap: 2 },
      plan: [
        { type: "assign", character: "apprentice1", location: "market_row" },
        { type: "assignAlley", character: "apprentice2", card: "A05" },
      ],
      versus: { action: { type: "place", character: "apprentice3", slot: "market-row-2" }, close: true },
    };
    for (const lng of ["en", "es"] as const) {
      const w = wordsOf({ type: "assign", character: "apprentice1", location: "market_row" }, reason, lng);
      const all = `${w.line} ${w.does} ${w.reason}`;
      expect(all).not.toMatch(/T\d\d|A0\d|apprentice\d|market_row|names\.|bots\.|undefined/);
    }
  });

  it("names the runner-up so a player knows which move it is, in both languages, with no internal id", () => {
    const endPlacement: Action = { type: "endPlacement" };
    const setUp: Action = { type: "setUpTrick", trick: "T13", card: 1, slot: "0.0", facing: "right", rewards: [] };
    const buy: Action = { type: "buy", component: "wood", count: 3, bargain: 0, toManager: false };
    const cases = [
      {
        other: setUp,
        en: "A close call: setting up Mind Reading on Card 2, top left does about as well",
        es: "Muy igualado: montar Lectura de mentes en Carta 2, arriba a la izquierda sale casi igual",
      },
      {
        other: buy,
        en: "A close call: buying 3 Wood does about as well",
        es: "Muy igualado: comprar 3 de Madera sale casi igual",
      },
    ];
    for (const c of cases) {
      const reason: HintReason = { ...expects, versus: { action: c.other, close: true } };
      const en = wordsOf(endPlacement, reason, "en").reason!;
      const es = wordsOf(endPlacement, reason, "es").reason!;
      expect(en).toBe(c.en);
      expect(es).toBe(c.es);
      // No trick id, card-space code or zero-based number reaches the words.
      for (const w of [en, es]) expect(w).not.toMatch(/T\d\d|\d\.\d|\b0\b|_/);
    }
  });

  it("a plan runner-up is named by all its cards; the same plan in another order is no runner-up", () => {
    const mine: Action[] = [
      { type: "assign", character: "magician", location: "theater" },
      { type: "assign", character: "manager", location: "theater" },
    ];
    const other: Action[] = [
      { type: "assign", character: "manager", location: "theater" },
      { type: "assign", character: "magician", location: "market_row" },
    ];
    const against = (plan: Action[]): HintReason => ({
      ...expects,
      plan: mine,
      versus: { action: plan[0]!, plan, close: true },
    });
    expect(wordsOf(mine[0]!, against(other), "en").reason).toBe(
      "A close call: the plan Manager → the Theater, Magician → Market Row does about as well",
    );
    expect(wordsOf(mine[0]!, against(other), "es").reason).toBe(
      "Muy igualado: el plan Gerente → el Teatro, Mago → la Calle del Mercado sale casi igual",
    );
    // The same cards in another order: not a comparison, the search's own line.
    const reordered = [mine[1]!, mine[0]!];
    for (const lng of ["en", "es"] as const) {
      const r = wordsOf(mine[0]!, against(reordered), lng).reason!;
      expect(r).not.toMatch(/→/);
    }
    expect(wordsOf(mine[0]!, against(reordered), "en").reason).toBe(
      "Expects about 30 Fame at the end, winning 60 % of its playouts",
    );
  });
});
