// A lone action's button in the panel names what it acts on (playtest 8: "Prepare (1 AP)" beside three tricks in the
// workshop did not say which one it would prepare); a group of several keeps its title, its fields say the rest.
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../client/i18n";
import { groupLine } from "../../client/ui/actionPicker";
import type { Action } from "../../shared/engine";

describe("a lone action's words", () => {
  afterAll(() => setLanguage("en"));

  it("name the trick, the character or the component it acts on, in each language", async () => {
    await setLanguage("en");
    const prepare: Action = { type: "prepare", trick: "T01" as never };
    expect(groupLine("prepare", [prepare], null)).toMatch(/^Prepare: \S/);
    expect(groupLine("prepare", [prepare, { type: "prepare", trick: "T02" as never }], null)).toBe("Prepare");
    expect(groupLine("leaveInactive", [{ type: "leaveInactive", character: "apprentice1" }], null)).toBe(
      "Leave a character inactive: Apprentice 1",
    );
    expect(groupLine("endPlacement", [{ type: "endPlacement" }], null)).toBe("Done with this character");
    // Perform names its card (playtest 8: a lone "Perform" did not say which).
    expect(groupLine("perform", [{ type: "perform", card: 0 }], null)).toBe("Perform: Card 1");
    await setLanguage("es");
    expect(groupLine("prepare", [prepare], null)).toMatch(/^Preparar: \S/);
  });
});
