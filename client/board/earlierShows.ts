import { SLOT_BY_ID, WEEKDAYS, type Weekday } from "../../shared/data/locations";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import type { GameView, PlayerView } from "../../shared/engine";

/** One earlier show that may take one of the viewer's marked cards: whose, on which day, which card (its index). */
export interface EarlierShow {
  readonly seat: number;
  readonly day: Weekday;
  readonly card: number;
  /** True when that Magician already stands on the day's stage; false when it may still go there. */
  readonly placed: boolean;
  /** True when the card holds none of the performer's markers yet, but one of their characters may still set one up. */
  readonly setUp: boolean;
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
 * A card may also be taken by a performer who holds no marker on it yet, if one of their characters still to be placed
 * has a face-up Theater card, a backstage slot of their day is free, the card has an empty space, and they have a
 * prepared trick not yet on that card or a marker elsewhere to reschedule (RULES §7.2): the newcomer's card was
 * most likely marked by the bot after her Magician went on stage. Cards the performer already holds are preferred.
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
  const cover = (i: number, withSetUps: boolean): boolean => {
    if (i === mine.length) return true;
    const card = mine[i]!;
    for (const { day: d, performers } of days) {
      if (usedDays.has(d)) continue;
      for (const { seat, placed } of performers) {
        if (usedSeats.has(seat)) continue;
        const holds = markedCards(view, seat).includes(card);
        if (!holds && !(withSetUps && mayStillSetUp(view, seat, d, card))) continue;
        usedDays.add(d);
        usedSeats.add(seat);
        chosen.push({ seat, day: d, card, placed, setUp: !holds });
        if (cover(i + 1, withSetUps)) return true;
        chosen.pop();
        usedDays.delete(d);
        usedSeats.delete(seat);
      }
    }
    return false;
  };
  return cover(0, false) || cover(0, true) ? chosen : null;
}

/**
 * Whether `seat` may still put a marker on card `index` before the shows, from public facts: a character of theirs
 * still to be placed with a face-up Theater card (not the Magician: it is the one going on stage), a free backstage
 * slot on `day` (their weekday, RULES §7.3), an empty space on the card, and a prepared trick whose marker is not on
 * that card yet (RULES §3.5) or one of their markers on another card to reschedule (RULES §7.2).
 */
function mayStillSetUp(view: GameView, seat: number, day: Weekday, index: number): boolean {
  const p = view.players.find((q) => q.seat === seat);
  const card = view.theaterCards[index];
  if (!p || !card) return false;
  const helper = Object.entries(p.characters).some(
    ([id, c]) => id !== "magician" && c.status === "team" && c.card === "theater" && c.slot === null && !c.inactive,
  );
  const taken = (slot: string): boolean =>
    view.players.some((q) => Object.values(q.characters).some((c) => c.slot === slot));
  const backstage = !taken(`theater-${day}-1`) || !taken(`theater-${day}-2`);
  const space = (PERFORMANCE_BY_ID[card.id as keyof typeof PERFORMANCE_BY_ID]?.slots ?? []).some(
    (sd) => !card.markers[sd.id],
  );
  if (!helper || !backstage || !space) return false;
  const onCard = new Set(
    Object.values(card.markers)
      .filter((m) => m.seat === seat)
      .map((m) => m.symbol),
  );
  const prepared = p.tricks.some((t) => t.markers > 0 && !onCard.has(t.symbol));
  return prepared || markedCards(view, seat).some((i) => i !== index);
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
