// Issue 27: every action type belongs to exactly one registered rule family, and a base game lists none of a
// module's actions (the registry picks the families of the game's modules).
import { describe, expect, it } from "vitest";
import { ACTION_TYPES } from "../../shared/engine/core/shape";
import { familyOf } from "../../shared/engine/registry";
import { legalActions } from "../../shared/engine";
import { darkAlleyGame, testGame } from "./testGame";

describe("the action registry", () => {
  it("has a family for every action type, and that family names the type", () => {
    expect(ACTION_TYPES.length).toBeGreaterThan(40);
    for (const type of ACTION_TYPES) expect(familyOf(type)?.actions, type).toContain(type);
  });

  it("lists the Dark Alley's actions only in Dark Alley games", () => {
    const alleyTypes = new Set(["assignAlley", "useSpecial", "drawSpecial", "keepSpecial", "fortuneTelling"]);
    const base = testGame({ players: 2 });
    base.skipAdvertising();
    expect(legalActions(base.state, 0).some((a) => alleyTypes.has(a.type))).toBe(false);
    const alley = darkAlleyGame({ players: 2 });
    alley.skipAdvertising();
    expect(legalActions(alley.state, 0).some((a) => a.type === "assignAlley")).toBe(true);
  });
});
