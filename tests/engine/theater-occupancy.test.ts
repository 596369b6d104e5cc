// RULES §7.1 and §7.3: Theater slots, the Magician-only stage, one weekday per player.
import { describe, expect, it } from "vitest";
import { placementAp } from "../../shared/engine/families/placement";
import { testGame } from "./testGame";

describe("Theater occupancy (RULES §7.3)", () => {
  it("only the Magician may take a stage slot", () => {
    const g = testGame({ players: 3, seed: 66 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { apprentice1: "theater", magician: "theater" } });
    expect(g.refuse(a, { type: "place", character: "apprentice1", slot: "theater-friday-stage" })).toBe(
      "STAGE_MAGICIAN_ONLY",
    );
    g.place(a, "magician", "theater-friday-stage");
    // no actions on stage: the placement ends at once
    expect(g.state.placement).toBeNull();
  });

  it("a player uses one weekday; a weekday used by one player is closed to the others", () => {
    const g = testGame({ players: 3, seed: 66 });
    const [a, b] = g.order as [number, number];
    g.toPlacement({ [a]: { magician: "theater", apprentice1: "theater" }, [b]: { magician: "theater" } });
    g.place(a, "apprentice1", "theater-thursday-1"); // 1 + 1 AP backstage: stays on the floor
    g.act(a, { type: "endPlacement" });
    expect(g.refuse(b, { type: "place", character: "magician", slot: "theater-thursday-stage" })).toBe("WEEKDAY_TAKEN");
    g.place(b, "magician", "theater-saturday-stage");
    expect(g.refuse(a, { type: "place", character: "magician", slot: "theater-friday-stage" })).toBe("ONE_WEEKDAY");
    expect(g.refuse(a, { type: "place", character: "magician", slot: "theater-saturday-2" })).toBe("ONE_WEEKDAY");
    g.place(a, "magician", "theater-thursday-stage");
    expect(g.state.turn).toBe(2);
  });

  it("backstage AP: Thursday +1, Sunday -1; no Enhance Character in the Theater", () => {
    const g = testGame({ players: 4, seed: 66 });
    const [a, b] = g.order as [number, number];
    g.toPlacement({ [a]: { magician: "theater" }, [b]: { magician: "theater" } });
    g.place(a, "magician", "theater-thursday-1");
    expect(g.state.placement!.ap).toBe(4);
    expect(g.refuse(a, { type: "enhance" })).toBe("NOT_ALLOWED_HERE");
    expect(g.p(a).characters.magician.slot).toBe("theater-thursday-1");
    expect(placementAp("magician", "theater-thursday-1")).toBe(4);
    expect(placementAp("engineer", "theater-friday-2")).toBe(2);
    expect(placementAp("apprentice1", "theater-sunday-2")).toBe(0);
    expect(placementAp("magician", "theater-sunday-stage")).toBe(3);
  });

  it("a blocked Theater character turns inactive (OQ-5): all four weekdays taken", () => {
    const g = testGame({ players: 4, seed: 66 });
    const [a, b, c, d] = g.order as [number, number, number, number];
    g.toPlacement({
      [a]: { magician: "theater", apprentice1: "theater" },
      [b]: { magician: "theater" },
      [c]: { magician: "theater" },
      [d]: { magician: "theater" },
    });
    g.place(a, "magician", "theater-thursday-stage");
    g.place(b, "magician", "theater-friday-stage");
    g.place(c, "magician", "theater-saturday-stage");
    g.place(d, "magician", "theater-sunday-stage");
    g.place(a, "apprentice1", "theater-thursday-2").act(a, { type: "endPlacement" });
    // nobody has a marker on a card: no shows, straight to End Turn
    expect(g.state.turn).toBe(2);
  });
});
