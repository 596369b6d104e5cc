import { describe, expect, it } from "vitest";
import { catalogueIn, englishCatalogue } from "../../client/log/catalogue";
import type { Action } from "../../shared/engine";

const ENGLISH = englishCatalogue();

const SPANISH = catalogueIn("es");

// Issue 29 item 6: the log said "hired a Apprentice" and called a freshly rolled X die "X (used)".
const hire = { type: "hireCharacter", die: "inn_apprentice" } as unknown as Extract<Action, { type: "hireCharacter" }>;
const say = (w: typeof ENGLISH, face: string): string =>
  w.act.hireCharacter("Anna", hire, face as never, { card: null, count: null });

describe("the log's articles and dice faces", () => {
  it("hires a character with the right article in English and Spanish", () => {
    expect(say(ENGLISH, "apprentice")).toBe("Anna hired an Apprentice at the Inn (Inn apprentice).");
    expect(say(ENGLISH, "engineer")).toMatch(/^Anna hired an Engineer at the Inn/);
    expect(say(ENGLISH, "manager")).toMatch(/^Anna hired a Manager at the Inn/);
    expect(say(ENGLISH, "assistant")).toMatch(/^Anna hired an Assistant at the Inn/);
    expect(say(SPANISH, "apprentice")).toMatch(/^Anna contrató a un Aprendiz en la Posada/);
    expect(say(SPANISH, "assistant")).toMatch(/^Anna contrató a una Ayudante en la Posada/);
  });

  it("calls an X face what it gives: nothing", () => {
    expect(ENGLISH.names.face("X")).toBe("X (nothing)");
    expect(SPANISH.names.face("X")).toBe("X (nada)");
  });
});
