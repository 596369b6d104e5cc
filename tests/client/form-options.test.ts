import { describe, expect, it } from "vitest";
import { asksNow, NARROWED_BY } from "../../client/ui/actionPicker";
import { valueName } from "../../client/ui/actionText";
import { FieldChoices, fieldKey as k } from "../../client/ui/fieldChoices";
import { whyNot } from "../../client/ui/reasons";
import { setLanguage } from "../../client/i18n";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { legalActions, type Action } from "../../shared/engine";
import { testGame } from "../engine/testGame";
import { putMarker, withCards } from "../engine/theaterStage";

// The side panel's forms after the playtest of 2026-11-27 (docs/playtests/2026-11-27-grand-magician.md, UI 5 and 8):
// what each form offers, from the engine's legal actions of real games.

type Place = Extract<Action, { type: "place" }>;

describe("the Place form offers the chosen character's slots, each named apart", () => {
  // Seat 0 plans its Magician to the Theater and Apprentice 1 to the Workshop, and places first.
  const g = testGame({ players: 2, seed: 12 });
  g.set((s) => ({ ...s, initiative: [0, 1] }));
  g.toPlacement({ 0: { magician: "theater", apprentice1: "workshop" }, 1: { magician: "theater" } });
  const places = legalActions(g.state, 0).filter((a): a is Place => a.type === "place");

  it("lists only the slots of the location on the character's card", () => {
    const c = new FieldChoices(places, ["character", "slot"], NARROWED_BY.place);
    expect(c.pick("character", k("apprentice1"))).toBe(true);
    const apprentice = c.values("slot") as string[];
    expect(apprentice.length).toBeGreaterThan(0);
    expect(apprentice.every((s) => SLOT_BY_ID[s]!.location === "workshop")).toBe(true);
    // A Theater slot is no pick for the Apprentice: refused, nothing changes.
    expect(c.pick("slot", k("theater-friday-1"))).toBe(false);
    expect(c.pick("character", k("magician"))).toBe(true);
    expect((c.values("slot") as string[]).every((s) => SLOT_BY_ID[s]!.location === "theater")).toBe(true);
    // Both characters are still offered.
    expect(c.values("character")).toEqual(expect.arrayContaining(["magician", "apprentice1"]));
  });

  it("drops a slot picked for one character when another one is chosen whose card says elsewhere", () => {
    const c = new FieldChoices(places, ["character", "slot"], NARROWED_BY.place);
    c.pick("character", k("magician"));
    c.pick("slot", k("theater-friday-1"));
    c.pick("character", k("apprentice1"));
    expect(c.chosen().has("slot")).toBe(false);
    expect(c.attempt()).toBeNull();
  });

  for (const lng of ["en", "es"] as const)
    it(`names the two backstage slots of a day apart, in words (${lng})`, () => {
      setLanguage(lng);
      const slots = [...new Set(places.map((a) => a.slot))];
      const names = slots.map((s) => valueName("slot", s, g.state, "place"));
      expect(new Set(names).size).toBe(names.length);
      expect(names.join(" | ")).not.toMatch(/theater-|\d\.\d/);
      const friday = names[slots.indexOf("theater-friday-1")]!;
      expect(friday).toBe(
        lng === "en" ? "Friday backstage, left (+0 AP)" : "Bastidores del viernes, izquierda (+0 PA)",
      );
      setLanguage("en");
    });
});

type SetUp = Extract<Action, { type: "setUpTrick" }>;

describe("the Set Up form: a card's own spaces, and link rewards only where a link forms", () => {
  // Seat 0 (Barricaded Barrels prepared, 2 markers) backstage on Friday; cards P01 and P02 in the Theater.
  function backstage() {
    const g = testGame({ players: 2, seed: 12 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    withCards(g, ["P01", "P02", null]);
    g.toPlacement({ 0: { magician: "theater" }, 1: { magician: "theater" } });
    g.place(0, "magician", "theater-friday-1");
    return g;
  }
  const fields = ["card", "slot", "facing", "rewards"];

  it("offers the spaces of the chosen card only", () => {
    const g = backstage();
    const setUps = legalActions(g.state, 0).filter((a): a is SetUp => a.type === "setUpTrick");
    const c = new FieldChoices(setUps, fields, NARROWED_BY.setUpTrick);
    for (const card of [0, 1]) {
      c.pick("card", k(card));
      const own = new Set(setUps.filter((a) => a.card === card).map((a) => a.slot));
      expect(new Set(c.values("slot") as string[])).toEqual(own);
    }
    // The two cards differ in their spaces, so a form listing every card's would list more.
    const all = new Set(setUps.map((a) => a.slot));
    expect(all.size).toBeGreaterThan(new Set(setUps.filter((a) => a.card === 1).map((a) => a.slot)).size);
  });

  it("asks for link rewards only when the chosen set-up makes a link, and fills in none otherwise", () => {
    const g = backstage();
    // The other player's Escape trick on card 1's bottom left space, pointing up: a set-up above it can link.
    putMarker(g, 0, "0.2", 1, "T27", "up");
    const setUps = legalActions(g.state, 0).filter((a): a is SetUp => a.type === "setUpTrick");
    const linking = setUps.find((a) => a.rewards.length === 1)!;
    expect(linking, "a set-up that makes a link").toBeDefined();
    const plain = setUps.find((a) => a.rewards.length === 0 && a.card === linking.card)!;
    const c = new FieldChoices(setUps, fields, NARROWED_BY.setUpTrick);
    for (const f of ["card", "slot", "facing"] as const) c.pick(f, k(plain[f]));
    expect(asksNow(c, "rewards")).toBe(false);
    expect(c.ready()).toEqual(plain);
    for (const f of ["card", "slot", "facing"] as const) c.pick(f, k(linking[f]));
    expect(asksNow(c, "rewards")).toBe(true);
    expect(c.left("rewards")).toEqual(expect.arrayContaining([["fame"], ["coins"]]));
  });

  for (const [lng, none, one] of [
    [
      "en",
      "This set-up makes no link: choose “no link” for its link rewards",
      "This set-up makes 1 link: choose Fame or coins for it",
    ],
    [
      "es",
      "Este montaje no forma ningún enlace: elige «sin enlace» en sus premios de enlace",
      "Este montaje forma 1 enlace: elige Fama o monedas para él",
    ],
  ] as const)
    it(`a reward chosen where no link forms says so, not "choose Fame or coins" (${lng})`, () => {
      setLanguage(lng);
      const g = backstage();
      putMarker(g, 0, "0.2", 1, "T27", "up");
      const setUps = legalActions(g.state, 0).filter((a): a is SetUp => a.type === "setUpTrick");
      const plain = setUps.find((a) => a.rewards.length === 0)!;
      expect(whyNot(g.state, 0, { ...plain, rewards: ["fame"] }, ["Ann", "Ben"])).toBe(none);
      const linking = setUps.find((a) => a.rewards.length === 1)!;
      expect(whyNot(g.state, 0, { ...linking, rewards: [] }, ["Ann", "Ben"])).toBe(one);
      setLanguage("en");
    });
});

describe("a Prepare refused because every trick still has its markers names them all", () => {
  for (const [lng, words] of [
    ["en", "Barricaded Barrels and Stocks Escape still have their markers: set them up first"],
    ["es", "aún tienen sus marcadores: móntalos antes"],
  ] as const)
    it(`(${lng})`, () => {
      setLanguage(lng);
      const g = testGame({ players: 2, seed: 12 });
      g.set((s) => ({ ...s, initiative: [0, 1] }));
      g.toPlacement({ 0: { magician: "workshop" }, 1: { magician: "theater" } });
      g.place(0, "magician", "workshop-1");
      // The Escape beginner's two tricks, both prepared.
      g.setPlayer(0, { tricks: g.p(0).tricks.map((x) => ({ ...x, markers: 2 })) });
      expect(g.p(0).tricks.map((x) => x.id)).toEqual(["T25", "T26"]);
      const why = whyNot(g.state, 0, { type: "prepare", trick: g.p(0).tricks[0]!.id }, ["Ann", "Ben"])!;
      if (lng === "en") expect(why).toBe(words);
      else expect(why).toMatch(new RegExp(`^.+ y .+ ${words}$`));
      setLanguage("en");
    });
});
