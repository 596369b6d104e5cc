import { SLOT_BY_ID, WEEKDAYS, type Weekday } from "../../shared/data/locations";
import type { GameView, PlayerView } from "../../shared/engine";

/** One earlier show that may take one of the viewer's marked cards: whose, on which day, which card (its index). */
export interface EarlierShow {
  readonly seat: number;
  readonly day: Weekday;
  readonly card: number;
  /** True when that Magician already stands on the day's stage; false when it may still go there. */
  readonly placed: boolean;
}

/**
 * Whether shows before `day` may use up every performance card holding the viewer's markers, so that a Magician
 * placed on `day`'s stage may find nothing to perform (a newcomer's Saturday show was empty after the bot performed
 * the one card holding her marker on Friday: playtest 7, defect 3). RULES §8.1: days are shown Thursday to Sunday;
 * each performer performs one card holding at least one of their own markers (Soul Possession and Trick Steal also
 * choose among those, RULES §12.8), and §8.4: every marker on it goes back to its owner.
 *
 * Read from the viewer's view only, so only what the rules let them know: Magicians on earlier stages, markers on the
 * cards, and another player's Magician still to be placed whose Theater card is face up (never a hidden plan). An
 * earlier stage still free counts when such a Magician may still take it (one weekday per player, a weekday used by
 * another player is closed: RULES §7.3). Each earlier day holds one performer, who performs one card: the warning
 * holds only when the earlier shows together can take every marked card (a small matching, at most three days).
 * Markers not yet set up are not foreseen: what a player may still set up depends on choices not made yet.
 *
 * Returns the shows that would do it (one per marked card, earliest days first), or null: no marked card (the
 * empty-stage warning's case), a card no earlier show can take, or no earlier show at all.
 */
export function earlierShowsTaking(view: GameView, viewer: number, day: Weekday): EarlierShow[] | null {
  const mine = markedCards(view, viewer);
  if (mine.length === 0) return null;
  const days = WEEKDAYS.slice(0, WEEKDAYS.indexOf(day)).map((d) => ({
    day: d,
    performers: performersOn(view, viewer, d),
  }));
  const usedDays = new Set<Weekday>();
  const usedSeats = new Set<number>();
  const chosen: EarlierShow[] = [];
  const cover = (i: number): boolean => {
    if (i === mine.length) return true;
    const card = mine[i]!;
    for (const { day: d, performers } of days) {
      if (usedDays.has(d)) continue;
      for (const { seat, placed } of performers) {
        if (usedSeats.has(seat) || !markedCards(view, seat).includes(card)) continue;
        usedDays.add(d);
        usedSeats.add(seat);
        chosen.push({ seat, day: d, card, placed });
        if (cover(i + 1)) return true;
        chosen.pop();
        usedDays.delete(d);
        usedSeats.delete(seat);
      }
    }
    return false;
  };
  return cover(0) ? chosen : null;
}

/** The indices of the performance cards holding at least one marker of `seat`. */
function markedCards(view: GameView, seat: number): number[] {
  const out: number[] = [];
  view.theaterCards.forEach((card, i) => {
    if (card && Object.values(card.markers).some((m) => m.seat === seat)) out.push(i);
  });
  return out;
}

/** Who may perform on `day`, an earlier day than the viewer's: the Magician on its stage, else those who may go there. */
function performersOn(view: GameView, viewer: number, day: Weekday): { seat: number; placed: boolean }[] {
  const stage = `theater-${day}-stage`;
  const standing = view.players.find((p) => p.characters.magician.slot === stage);
  if (standing) return standing.seat === viewer ? [] : [{ seat: standing.seat, placed: true }];
  return view.players
    .filter((p) => p.seat !== viewer && magicianStillToTheater(p))
    .filter((p) => {
      const own = theaterDay(p);
      return (own === null || own === day) && !view.players.some((q) => q.seat !== p.seat && theaterDay(q) === day);
    })
    .map((p) => ({ seat: p.seat, placed: false }));
}

/** A Magician not placed yet, whose Theater card the viewer can see (a hidden card stays unknown: prophecy P20). */
function magicianStillToTheater(p: PlayerView): boolean {
  const m = p.characters.magician;
  return m.status === "team" && m.card === "theater" && m.slot === null && !m.inactive;
}

/** The weekday a player's placed characters already use in the Theater (RULES §7.3), if any. */
function theaterDay(p: PlayerView): Weekday | null {
  for (const c of Object.values(p.characters)) {
    const d = c.slot ? SLOT_BY_ID[c.slot]?.weekday : undefined;
    if (d) return d;
  }
  return null;
}
