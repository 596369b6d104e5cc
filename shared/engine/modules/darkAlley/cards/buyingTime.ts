// Buying Time (A10, RULES §12.3): "After the set-up you may swap the positions of two Performance cards; if you do, gain 3 coins."
// Its action `buyingTime`, offered while the card is used as its effect by the character on the floor.

import type { SpecialEffect } from "../../../../data/specialEffects";
import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withAlley, withFields, withState } from "../../../core/state";
import type { SpecialCardRule } from "./helpers";
import type { PassiveCardRule } from "./passive";

export const BUYING_TIME: SpecialCardRule<"buyingTime", "swapCards"> = {
  id: "A10",
  name: "Buying Time",
  action: "buyingTime",
  needs: "swapCards",
  location: "theater",
  ap(_s, _seat, _a) {
    return 0; // part of the set-up
  },
  check(s, _seat, a, _e, _p) {
    const progress = s.alley!.special!.progress;
    if (progress !== "setUp")
      return ruleError(
        progress === "done" ? "ALREADY_DONE" : "NOT_YET",
        progress === "done"
          ? "the cards were swapped already"
          : "set up a trick first: Buying Time comes after the set-up",
      );
    const ok = (i: number) => Number.isInteger(i) && s.theaterCards[i] != null;
    if (!ok(a.cardA) || !ok(a.cardB))
      return ruleError("NO_SUCH_CARD", `Theater slots ${a.cardA} and ${a.cardB} must both hold a performance card`);
    return a.cardA < a.cardB ? null : ruleError("BAD_ACTION", "name the two slots left one first");
  },
  apply(s, seat, a, e) {
    let out = s;
    const coins = (e as Extract<SpecialEffect, { kind: "swapCards" }>).coins;
    const theaterCards = s.theaterCards.slice();
    theaterCards[a.cardA] = s.theaterCards[a.cardB]!;
    theaterCards[a.cardB] = s.theaterCards[a.cardA]!;
    out = withState(out, {
      theaterCards,
      alley: withAlley(s.alley!, { special: { ...s.alley!.special!, progress: "done" } }),
    });
    out = updatePlayer(out, seat, (p) => withFields(p, { coins: p.coins + coins }));
    return out;
  },
  candidates(s, _seat, _e, _p, keep) {
    if (s.alley!.special!.progress !== "setUp") return;
    for (let i = 0; i < s.theaterCards.length; i++)
      for (let j = i + 1; j < s.theaterCards.length; j++) keep({ type: "buyingTime", cardA: i, cardB: j });
  },
};

/** Buying Time (A10): its swap opens once a trick was set up with it (its Set Up part, asked after a Set Up). */
export const BUYING_TIME_SET_UP: PassiveCardRule = {
  id: "A10",
  name: "Buying Time",
  afterSetUp: (s) =>
    s.alley!.special!.progress
      ? s
      : withState(s, { alley: withAlley(s.alley!, { special: { ...s.alley!.special!, progress: "setUp" } }) }),
};
