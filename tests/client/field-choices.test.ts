import { describe, expect, it } from "vitest";
import { boardPickFields } from "../../client/ui/actionPicker";
import { FieldChoices, fieldKey } from "../../client/ui/fieldChoices";
import { setLanguage } from "../../client/i18n";
import { whyNot } from "../../client/ui/reasons";
import { legalActions, type Action } from "../../shared/engine";
import { testGame } from "../engine/testGame";

// Issue 29 item 3: the side panel's choices of one action (Set Up Trick's card and space) must keep every option
// after a pick, so another card or space can still be chosen.
const setUps = [
  { type: "setUpTrick", trick: "T01", space: 1 },
  { type: "setUpTrick", trick: "T01", space: 2 },
  { type: "setUpTrick", trick: "T05", space: 2 },
  { type: "setUpTrick", trick: "T05", space: 3 },
];
const k = fieldKey;

describe("the side panel's choices of one action", () => {
  it("keep every card and space after a pick; a pick that does not fit keeps the other and names the attempt", () => {
    const c = new FieldChoices(setUps, ["trick", "space"]);
    expect(c.pick("space", k(1))).toBe(true);
    // Space 1 fits T01 only: it is filled in, yet T05 is still offered (greyed), and so are the other spaces.
    expect(c.chosen()).toEqual(
      new Map([
        ["space", k(1)],
        ["trick", k("T01")],
      ]),
    );
    expect(c.values("trick")).toEqual(["T01", "T05"]);
    expect(c.values("space")).toEqual([1, 2, 3]);
    expect(c.fits("trick", "T05")).toBe(false);
    expect(c.ready()).toEqual(setUps[0]);
    expect(c.attempt()).toBeNull();
    // Choosing the other card: space 1 does not go with it; both picks stay, and the attempt says what they make.
    expect(c.pick("trick", k("T05"))).toBe(true);
    expect(c.chosen()).toEqual(
      new Map([
        ["space", k(1)],
        ["trick", k("T05")],
      ]),
    );
    expect(c.ready()).toBeNull();
    expect(c.attempt()).toEqual({ type: "setUpTrick", trick: "T05", space: 1 });
    expect(c.pick("space", k(3))).toBe(true);
    expect(c.attempt()).toBeNull();
    expect(c.ready()).toEqual(setUps[3]);
  });

  it("empties a filled-in field when the pick that narrowed it is cleared", () => {
    const c = new FieldChoices(setUps, ["trick", "space"]);
    c.pick("space", k(3));
    expect(c.chosen().get("trick")).toBe(k("T05"));
    c.pick("space", null);
    expect(c.chosen()).toEqual(new Map());
  });

  it("refuses a value no action has, or an unknown field, and changes nothing", () => {
    const c = new FieldChoices(setUps, ["trick", "space"]);
    c.pick("trick", k("T01"));
    expect(c.pick("space", k(9))).toBe(false);
    expect(c.pick("colour", k("red"))).toBe(false);
    expect(c.chosen()).toEqual(new Map([["trick", k("T01")]]));
  });
});

describe("a pick on the board, shown in the side panel's choices", () => {
  const actions = [
    { type: "setUpTrick", trick: "T01", card: 1, slot: "a", facing: "up", rewards: [] },
    { type: "setUpTrick", trick: "T01", card: 1, slot: "b", facing: "up", rewards: [] },
    { type: "setUpTrick", trick: "T05", card: 1, slot: "a", facing: "left", rewards: [] },
  ];
  const fields = ["trick", "slot", "facing"];
  const apply = (c: FieldChoices<(typeof actions)[number]>, picks: Record<string, unknown>): void => {
    for (const field of fields) if (field in picks) c.pick(field, picks[field] === null ? null : k(picks[field]));
  };

  it("names the trick, the space and the facing picked; a new trick on the board clears the space", () => {
    const c = new FieldChoices(actions, fields);
    apply(c, boardPickFields({ trick: "T01", from: null, target: { card: 1, slot: "b" }, facing: "up", rewards: [] }));
    expect(c.ready()).toEqual(actions[1]);
    apply(c, boardPickFields({ trick: "T05", from: null, target: null, facing: null, rewards: [] }));
    // T05 has one space and facing: filled in, while every card and space is still offered.
    expect(c.chosen()).toEqual(
      new Map([
        ["trick", k("T05")],
        ["slot", k("a")],
        ["facing", k("left")],
      ]),
    );
    expect(c.values("trick")).toEqual(["T01", "T05"]);
  });
});

describe("a Buy whose bargain does not go with the component (playtest of 2026-11-27)", () => {
  // The first player's Magician on Market Row +2 (5 AP) with 10 coins: Glass costs 1, so no bargain is possible on one.
  const g = testGame({ players: 3, seed: 44 });
  const a = g.order[0]!;
  g.toPlacement({ [a]: { magician: "market_row" } }).setPlayer(a, { coins: 10, components: {}, managerPiles: [] });
  g.place(a, "magician", "market-row-1");
  const buys = legalActions(g.state, a).filter((x): x is Extract<Action, { type: "buy" }> => x.type === "buy");

  for (const [lng, words] of [
    ["en", "A price cannot be bargained below 1 coin"],
    ["es", "Un precio no se puede regatear por debajo de 1 moneda"],
  ] as const)
    it(`keeps the person's picks and gives the engine's reason (${lng})`, () => {
      setLanguage(lng);
      const c = new FieldChoices(buys, ["component", "count", "bargain", "toManager"]);
      c.pick("component", k("glass"));
      c.pick("count", k(1));
      expect(c.fits("bargain", 1)).toBe(false);
      c.pick("bargain", k(1));
      // Nothing the person chose is dropped, and the form has an action to ask the engine about.
      expect(c.chosen().get("component")).toBe(k("glass"));
      expect(c.chosen().get("count")).toBe(k(1));
      expect(c.chosen().get("bargain")).toBe(k(1));
      expect(c.ready()).toBeNull();
      const attempt = c.attempt()!;
      expect(attempt).toMatchObject({ type: "buy", component: "glass", count: 1, bargain: 1 });
      expect(whyNot(g.state, a, attempt, ["Ann", "Ben", "Cy"])).toBe(words);
      setLanguage("en");
    });
});
