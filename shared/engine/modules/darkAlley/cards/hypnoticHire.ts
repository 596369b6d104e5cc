// Hypnotic Motivation (A27, RULES §12.3): "The hired character joins you at once: you may put an Assignment card from your hand under it and place it later in this same Place Characters phase."
// Its action `hypnoticHire`, offered while the card is used as its effect by the character on the floor.

import { ruleError } from "../../../core/errors";
import { BOARD_APPRENTICE_SLOTS, apprenticesOwned, player, updatePlayer, withCharacter } from "../../../core/players";
import {
  ASSIGN_LOCATIONS,
  CHARACTER_IDS,
  cardsInHand,
  handWith,
  type AssignLocation,
  type CharacterId,
  withFields,
  withState,
} from "../../../core/state";
import { checkDowntown, downtownAp } from "../../../families/downtown";
import { INN_DICE, type SpecialCardRule } from "./helpers";

export const HYPNOTIC_HIRE: SpecialCardRule<"hypnoticHire", "hireJoinsAtOnce"> = {
  id: "A27",
  name: "Hypnotic Motivation",
  action: "hypnoticHire",
  needs: "hireJoinsAtOnce",
  location: "downtown",
  ap(s, seat, _a) {
    return downtownAp(s, seat, "hireCharacter");
  },
  check(s, seat, a, _e, p) {
    const hireErr = checkDowntown(s, seat, { type: "hireCharacter", die: a.die });
    if (hireErr) return hireErr;
    if (!ASSIGN_LOCATIONS.includes(a.location))
      return ruleError(
        "BAD_ACTION",
        `a permanent card names downtown, market_row, workshop or theater, not ${String(a.location)}`,
      );
    return cardsInHand(p.hand, a.location) > 0 ? null : ruleError("NO_CARD", `you have no ${a.location} card in hand`);
  },
  apply(s, seat, a, _e) {
    const face = s.dice[a.die];
    const p = player(s, seat);
    const id: CharacterId =
      face === "apprentice"
        ? CHARACTER_IDS.find((c) => c.startsWith("apprentice") && p.characters[c].status === "supply")!
        : (face as CharacterId);
    // It joins the team at once with the card under it, so it is placed later in this phase like any other.
    let out = updatePlayer(s, seat, (q) =>
      withFields(withCharacter(q, id, { status: "team", card: a.location, slot: null, inactive: false }), {
        hand: handWith(q.hand, a.location, null),
      }),
    );
    // A 4th Apprentice joining now stands on the Assistant's apprentice slot at once (as at Return Characters).
    if (
      face === "apprentice" &&
      p.assistantSlot === null &&
      apprenticesOwned(player(out, seat)) > BOARD_APPRENTICE_SLOTS
    )
      out = updatePlayer(out, seat, (q) => withFields(q, { assistantSlot: id }));
    return withState(out, { dice: { ...out.dice, [a.die]: "X" } });
  },
  candidates(s, _seat, _e, _p, keep) {
    for (const die of INN_DICE)
      if (s.dice[die] !== "X")
        for (const location of ASSIGN_LOCATIONS)
          keep({ type: "hypnoticHire", die, location: location as AssignLocation });
  },
};
