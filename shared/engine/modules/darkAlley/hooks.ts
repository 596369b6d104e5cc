// Where the Dark Alley module (RULES §12, with the abilities §12.8 and the prophecies §12.4-12.6) plugs into the
// base rules: the named hooks of core/hooks.ts. The base families never import this module's files for these.

import { SLOT_BY_ID } from "../../../data/locations";
import { PERFORMANCES } from "../../../data/performances";
import type { ModuleHooks } from "../../core/hooks";
import { updatePlayer } from "../../core/players";
import { ruleError } from "../../core/errors";
import {
  withAlley,
  withFields,
  withState,
  type AlleyState,
  type GameState,
  type Seat,
  type TheaterCard,
} from "../../core/state";
import { performerNow } from "../../families/performance";
import {
  TRICK_STEAL_FAME,
  breakingFreeSeat,
  canMechanicalEnhancement,
  onPlaceAbility,
  possessedCard,
  possessionFor,
} from "./abilities";
import { alleyFinalScore } from "./alleyScoring";
import {
  TURNS_DARK_ALLEY,
  alleyEndTurn,
  alleyOnPlace,
  alleyPendingError,
  setupAlley,
  setupPlayerAlley,
} from "./darkAlley";
import { shardReceipts, slotFeeNow } from "./prophecies";
import { returnAlleyCards } from "./specialCards";
import { AFTER_SHOW, QUICK_ORDER_HOLDER } from "./passiveCards";
import { applyTalents, talentWages } from "./cards/hiddenTalent";
import { durableHolder } from "./specialShows";
import { DARK_ALLEY_ACTION_HOOKS } from "./actionHooks";

export const DARK_ALLEY_HOOKS: ModuleHooks = {
  // AP, prices, stock, yields, slot fees, placements of the base actions (actionHooks.ts).
  ...DARK_ALLEY_ACTION_HOOKS,
  inGame: (s) => s.alley !== null,
  inOptions: (modules) => modules.darkAlley === true,
  turns: TURNS_DARK_ALLEY,
  // RULES §12.1: 2 random Magnus Pantheon cards form the bottom of the deck.
  deckBottom: (rng) =>
    rng.shuffle(PERFORMANCES.filter((p) => p.theater === "magnus_pantheon").map((p) => p.id)).slice(0, 2),
  // RULES §12.1: the Dark Alley hand, Special decks and the Fortune Teller orb (after the base draws, so a base
  // game's random draws are unchanged).
  setup: (s, rng, modules) =>
    withState(s, { alley: setupAlley(rng, modules), rng: rng.state, players: s.players.map(setupPlayerAlley) }),
  pendingError: alleyPendingError,
  onPlace(s, seat, character, slot) {
    const def = SLOT_BY_ID[slot]!;
    const fee = slotFeeNow(s, def.location, def.apModifier); // prophecy P18
    let out = fee > 0 ? updatePlayer(s, seat, (p) => withFields(p, { coins: p.coins - fee })) : s;
    out = alleyOnPlace(out, seat, character);
    return onPlaceAbility(out, seat, character, slot); // the Gentleman's Magic for the Masses
  },
  // The Mechaniker's Mechanical Enhancement keeps an Apprentice's 0-AP placement open (RULES §12.8); so does
  // Hidden Talent (A24) after the Apprentice's Prepare, until its Specialist is chosen.
  keepsPlacementOpen: (s) => canMechanicalEnhancement(s) || s.alley!.special?.progress === "prepared",
  beforeShows(s) {
    // RULES §12.8: the Master of Chains may first make a free Reschedule (Breaking Free).
    const seat = breakingFreeSeat(s);
    return seat === null ? null : withState(s, { weekday: null, alley: withAlley(s.alley!, { breakingFree: seat }) });
  },
  onShowDay(s, day, performer) {
    // RULES §12.8: Yoruba Spiritmaster may first choose the card this opponent performs.
    const possession = possessionFor(s, day, performer);
    // Usually no Soul Possession before or after: the Dark Alley state is then kept as it is.
    if (possession === null && s.alley!.possession === null) return s;
    return withState(s, { alley: withAlley(s.alley!, { possession }) });
  },
  showRefusal(s, seat, a) {
    if (a.type !== "perform" && a.type !== "passPerformance") return null;
    const al = s.alley!;
    const forced = possessedCard(s);
    if (forced !== null && seat === performerNow(s)) {
      // Soul Possession (our reading): the chosen card must be performed; passing is not possible then.
      if (al.possession!.card === null)
        return ruleError("NOT_YOUR_TURN", `seat ${al.possession!.seat} chooses your card first (Soul Possession)`);
      if (a.type === "passPerformance" || a.card !== forced)
        return ruleError("POSSESSED", `Soul Possession: you must perform the card in Theater slot ${forced}`);
    }
    if (a.type === "passPerformance")
      return al.steals.length ? ruleError("POSSESSED", "you declared a Trick Steal: perform that card") : null; // OQ-33
    const stolenOn = al.steals[0]?.card;
    if (stolenOn !== undefined && a.card !== stolenOn)
      return ruleError(
        "POSSESSED",
        `you declared a Trick Steal on the card in Theater slot ${stolenOn}: perform that one`,
      );
    return null;
  },
  forcedShowCard: (s) => possessedCard(s) ?? s.alley!.steals[0]?.card ?? null,
  afterShow(before, s, seat, index) {
    const card = before.theaterCards[index]!;
    let out = s;
    // Trick Steal (the Red Lotus): each robbed opponent loses Fame after the show.
    for (const t of before.alley!.steals)
      if (t.card === index)
        out = updatePlayer(out, card.markers[t.theirs]!.seat, (p) =>
          withFields(p, { fame: Math.max(0, p.fame - TRICK_STEAL_FAME) }),
        );
    // The Special cards' (Arranged Fiasco, A12).
    for (const f of AFTER_SHOW) out = f(before, out, seat, card);
    out = shardReceipts(before, out); // prophecies P02 / P03: one receipt per player for the show
    const al = out.alley!;
    // The steals are spent with the show.
    return withState(out, {
      alley: withAlley(al, {
        performed: performedWith(al.performed, card, before.turn),
        steals: al.steals.length ? [] : al.steals,
      }),
    });
  },
  afterShows(s) {
    // Durable Components (A11): after the last show its holder may put a performed marker back onto its trick.
    const durable = durableHolder(s);
    return durable === null
      ? null
      : withState(s, { phase: "performance", weekday: null, alley: withAlley(s.alley!, { durable }) });
  },
  performanceSeat(s: GameState): Seat | undefined {
    const al = s.alley!;
    if (s.weekday) {
      // Soul Possession: Yoruba chooses the performer's card first (RULES §12.8).
      return al.possession?.day === s.weekday && al.possession.card === null ? al.possession.seat : undefined;
    }
    // Breaking Free before the first show (RULES §12.8); Durable Components after the last (RULES §12.3).
    return al.breakingFree ?? al.durable ?? undefined;
  },
  // RULES §12.3: Dark Alley cards come back (used Special cards to their discard piles) while the slots still show
  // who worked.
  endTurnFirst: returnAlleyCards,
  extraWages: talentWages,
  // Hidden Talent (A24): at Return Characters each Apprentice goes back to the supply; its Specialist joins the team.
  atReturnCharacters: (s) => (s.alley!.talents.length ? applyTalents(s) : s),
  // Dubious Sources (A43): the Quick Order piece goes to its holder's Workshop.
  quickOrderHolder(s) {
    for (const f of QUICK_ORDER_HOLDER) {
      const seat = f(s);
      if (seat !== null) return seat;
    }
    return null;
  },
  // Logistics (A41): the pieces beside the Buy area go back to the supply.
  piecesBack: (s) => s.alley!.stock,
  // RULES §12.6: after Remove Posters (in Return Characters), the next prophecy becomes Active.
  endTurnLast: alleyEndTurn,
  // RULES §12.7: Dark Alley scoring replaces the base lines.
  finalScore: alleyFinalScore,
};

/** The performed list with this show's tricks added (each owner and trick once per turn). */
function performedWith(list: AlleyState["performed"], card: TheaterCard, turn: number): AlleyState["performed"] {
  let out: AlleyState["performed"][number][] | null = null;
  for (const k in card.markers) {
    const m = card.markers[k]!;
    const cur = out ?? list;
    if (!cur.some((x) => x.seat === m.seat && x.trick === m.trick && x.turn === turn))
      (out ??= list.slice()).push({ seat: m.seat, trick: m.trick, turn });
  }
  return out ?? list;
}
