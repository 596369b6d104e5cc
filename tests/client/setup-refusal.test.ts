// The action panel's disabled Set Up Trick says the engine's real reason (client/ui/representativeAttempt.ts
// refusalFor): with the trick's one marker already on the only performance card it named a made-up taken space,
// "This space is taken", while another space was free (playtest 6, defect 7).
import { afterAll, describe, expect, it } from "vitest";
import { legalActions } from "../../shared/engine";
import { refusalFor } from "../../client/ui/representativeAttempt";
import { reasonText } from "../../client/ui/reasons";
import { trickName } from "../../client/ui/actionText";
import { setLanguage, t } from "../../client/i18n";
import { testGame } from "../engine/testGame";
import { giveTrick, putMarker, withCards } from "../engine/theaterStage";

/** Seat 0's Magician backstage on Friday with one prepared trick; its other marker on card 1's top-left space. */
function staged(markerOnCard: boolean) {
  const g = testGame({ players: 2, seed: 55 });
  g.set((s) => ({ ...s, initiative: [0, 1] }));
  g.toPlacement({ 0: { magician: "theater" } });
  g.place(0, "magician", "theater-friday-1");
  withCards(g, ["P01", null, null]);
  giveTrick(g, 0, "T37", 1);
  g.setPlayer(0, { tricks: g.p(0).tricks.filter((x) => x.id === "T37") });
  if (markerOnCard) putMarker(g, 0, "0.0", 0, "T37", "down");
  return g;
}

describe("Set Up Trick's reason in the action panel", () => {
  afterAll(() => setLanguage("en"));

  it("names the one-marker-per-trick-per-card rule, not a taken space, while other spaces are free", () => {
    const g = staged(true);
    const card = g.state.theaterCards[0]!;
    expect(Object.keys(card.markers)).toEqual(["0.0"]);
    expect(legalActions(g.state, 0).some((a) => a.type === "setUpTrick")).toBe(false);
    const refused = refusalFor("setUpTrick", g.state, 0)!;
    expect(refused.error.code).toBe("NO_CARD_FOR_TRICK");
    for (const lang of ["en", "es"] as const) {
      setLanguage(lang);
      const text = reasonText(refused.error, refused.attempt, g.state, 0, ["Anna", "Ben"]);
      expect(text).toBe(t("reason.noCardForTrick", { trick: trickName("T37") }));
      expect(text).toContain(trickName("T37"));
      expect(text).not.toMatch(/taken|ocupad/i);
    }
  });

  it("tells nothing when a space takes the trick", () => {
    const g = staged(false);
    expect(legalActions(g.state, 0).some((a) => a.type === "setUpTrick")).toBe(true);
    expect(refusalFor("setUpTrick", g.state, 0)).toBeNull();
  });
});
