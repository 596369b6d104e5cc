// Every word the game log uses, in one catalogue keyed by event and action type. A second language is a second
// object of the same `Catalogue` type (the names of things included), not a rewrite of the log code.

import { COMPONENT_BY_ID, type ComponentId } from "../../shared/data/components";
import type { DieFace, DieId } from "../../shared/data/dice";
import { MAGICIAN_BY_ID, type MagicianId } from "../../shared/data/magicians";
import { SLOT_BY_ID, type Weekday } from "../../shared/data/locations";
import { PERFORMANCE_BY_ID, type PerformanceId } from "../../shared/data/performances";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { SPECIAL_CARDS } from "../../shared/data/assignments";
import { PROPHECY_BY_ID, type ProphecyId } from "../../shared/data/prophecies";
import type { Action, ActionType, AssignLocation, CharacterId } from "../../shared/engine";
import { namesEn } from "../i18n/names";

/** A resource change as words: "+2 Fame", "−1 coin". */
export type Amounts = { fame: number; coins: number; shards: number };

/** The things a sentence may name, already turned into words by the catalogue's `names`. */
export interface Names {
  trick(id: TrickId): string;
  component(id: ComponentId): string;
  components(ids: readonly ComponentId[]): string;
  card(id: PerformanceId): string;
  character(id: CharacterId | string): string;
  slot(id: string): string;
  die(id: DieId): string;
  face(face: DieFace): string;
  weekday(day: Weekday): string;
  location(loc: AssignLocation | "dark_alley"): string;
  magician(id: MagicianId): string;
  /** [DA] A Special card's name, and a prophecy as its text (prophecies have no names). */
  special(id: string): string;
  prophecy(id: string): string;
}

/** [DA] What an action line may add (see the act event): the Special card's name, the number of cards drawn. */
export type AlleyExtras = { card: string | null; count: number | null };

export interface Catalogue {
  names: Names;
  /** An unnamed seat: "Seat 2". */
  seat(seat: number): string;
  /** Names in a row: "Anna, Ben and Carl". */
  list(items: readonly string[]): string;
  /** An action's sentence with what it changed: "Anna took coins (Anna +4 coins)." */
  withGains(sentence: string, changes: readonly string[]): string;
  /** "+2 Fame, −1 coin" for the non-zero amounts, "" for none. */
  amounts(a: Amounts): string;
  /** One sentence per public action; `extra` is a reroll's face or the character hired. */
  act: { [K in ActionType]: (who: string, a: Extract<Action, { type: K }>, extra: DieFace | null, alley: AlleyExtras) => string };
  gameStarts(names: string): string;
  /** An undo: the undone action leaves the story, this line says it happened (shown until the story is retold). */
  undone(who: string): string;
  reveal(plans: string): string;
  revealPlan(who: string, cards: string): string;
  revealCard(character: string, location: string): string;
  noCards: string;
  show(who: string, day: string, card: string, slot: number, total: string): string;
  /**
   * One marker's yield. `modifier` is the owner's yield modifier (RULES §7.4: the weekday where the owner has a
   * character, else the performer's), which is not always the show's day: it is named as what it is.
   */
  yieldLine(owner: string, trick: string, printed: string, modifier: number, got: string): string;
  bonusLine(who: string, links: number, card: string, specialists: string, got: string): string;
  skip(who: string, day: string): string;
  /** What else a show changed (Dark Alley effects), and what in play may have done it ("" if nothing is known). */
  otherEffects(list: string, causes: string): string;
  /** [DA] Show causes: an enhanced trick, Supercharge, Trick Steal; a prophecy or Special card is named as it is. */
  cause: { enhanced(trick: string): string; supercharge: string; steal: string; prophecy(text: string): string };
  /** [DA] The Fortune Teller's orb turned: the Active prophecy (null: none) and the pending ones. */
  orb(active: string | null): string;
  orbPending(list: string): string;
  /** [DA] A Dark Alley final-scoring line (RULES §12.7): each line capped at 20 Fame, +2 per unused Special card. */
  alleyFinalLine(who: string, fameBefore: number, shards: number, coinPoints: number, coins: number, unused: number, specialFame: number, bonuses: string, total: number): string;
  trickBonus(trick: string, fame: number): string;
  wages(who: string, due: number, paid: number, fameLost: number): string;
  orders(list: string): string;
  orderArrived(component: string, slot: number): string;
  cards(discarded: string | null, dealt: string | null, slot: number): string;
  turn(turn: number, initiative: string): string;
  dice(list: string): string;
  final(ranking: string, winner: string): string;
  finalLine(who: string, fameBefore: number, shards: number, coinPoints: number, coins: number, apprentices: number, apprenticePoints: number, specialists: number, specialistPoints: number, total: number): string;
  /** Group headings. */
  phase: Record<"setup" | "advertise" | "assignment" | "placement" | "performance" | "endTurn" | "gameOver", string>;
  turnHeading(turn: number): string;
  nothing: string;
}

const label = (text: string): string => text.replace(/_/g, " ");
const capital = (text: string): string => text.replace(/^./, (c) => c.toUpperCase());
const plural = (n: number, one: string, many: string): string => `${n} ${Math.abs(n) === 1 ? one : many}`;
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

// Players' words for places (never an id: "Downtown slot 1", "Friday backstage"). Dice keep their short names
// ("Bank A"): the turn's line lists all six.
const LOCATION_WORDS: Record<string, string> = { downtown: "Downtown", market_row: "Market Row", workshop: "their Workshop", theater: "the Theater", dark_alley: "the Dark Alley" };

const SPECIAL_NAMES: ReadonlyMap<string, string> = new Map(SPECIAL_CARDS.map((c) => [c.id, c.name]));
const DECK_WORDS: Record<string, string> = { downtown: "Downtown", market_row: "Market Row", workshop: "Workshop", theater: "Theater" };

const englishNames: Names = {
  trick: (id) => TRICK_BY_ID[id]?.name ?? id,
  component: (id) => COMPONENT_BY_ID[id]?.name ?? id,
  components: (ids) => (ids.length ? ids.map((id) => COMPONENT_BY_ID[id]?.name ?? id).join(", ") : "nothing"),
  card: (id) => PERFORMANCE_BY_ID[id]?.name ?? id,
  character: (id) => capital(label(String(id).replace(/\d$/, ""))),
  slot(id) {
    const def = SLOT_BY_ID[id];
    if (!def) return id;
    const mod = def.apModifier >= 0 ? `+${def.apModifier}` : `−${-def.apModifier}`;
    if (def.location === "theater") return `${capital(def.weekday ?? "")} ${def.stage ? "stage" : `backstage (${mod} AP)`}`;
    return `${LOCATION_WORDS[def.location] ?? capital(label(def.location))} slot ${id.slice(-1)} (${mod} AP)`;
  },
  die: (id) => capital(label(id)),
  face: (face) => (typeof face === "number" ? `${face} coins` : face === "X" ? "X (used)" : capital(label(face))),
  weekday: (day) => capital(day),
  // The board's own names ("Market Row", "Dark Alley"): an id made readable gave "Market row", "Dark alley".
  location: (loc) => namesEn.location[loc],
  magician: (id) => MAGICIAN_BY_ID[id]?.name ?? id,
  special: (id) => (id === "A05" ? "the Dark Alley card" : (SPECIAL_NAMES.get(id) ?? "a Special card")),
  prophecy: (id) => `“${(PROPHECY_BY_ID[id as ProphecyId]?.text ?? "an unknown prophecy").replace(/\.$/, "")}”`,
};

export const ENGLISH: Catalogue = {
  names: englishNames,
  seat: (seat) => `Seat ${seat}`,
  list: (items) => items.join(", "),
  withGains: (sentence, changes) => `${sentence.replace(/\.$/, "")} (${changes.join("; ")}).`,
  amounts({ fame, coins, shards }) {
    const parts: string[] = [];
    if (fame) parts.push(`${signed(fame)} Fame`);
    if (coins) parts.push(`${signed(coins)} ${Math.abs(coins) === 1 ? "coin" : "coins"}`);
    if (shards) parts.push(`${signed(shards)} ${Math.abs(shards) === 1 ? "Shard" : "Shards"}`);
    return parts.join(", ");
  },
  act: {
    chooseMagician: (who, a) => `${who} chose ${englishNames.magician(a.magician)}.`,
    chooseComponents: (who, a) => `${who} took starting components: ${englishNames.components(a.components)}.`,
    chooseTrick: (who, a) => `${who} took the trick ${englishNames.trick(a.trick)}.`,
    chooseSpecialist: (who, a) =>
      `${who} chose the ${capital(a.specialist)} as specialist${a.components.length ? ` with ${englishNames.components(a.components)}` : ""}.`,
    advertise: (who) => `${who} advertised.`,
    skipAdvertise: (who) => `${who} did not advertise.`,
    assign: (who) => `${who} changed their plan.`,
    unassign: (who) => `${who} changed their plan.`,
    confirmAssignments: (who) => `${who} confirmed their plan.`,
    place: (who, a) => `${who} placed their ${englishNames.character(a.character)} on ${englishNames.slot(a.slot)}.`,
    leaveInactive: (who, a) => `${who} left their ${englishNames.character(a.character)} inactive.`,
    enhance: (who) => `${who} enhanced their character with a Shard (+1 AP).`,
    endPlacement: (who) => `${who} finished with their character.`,
    discardTrick: (who, a) => `${who} discarded the trick ${englishNames.trick(a.trick)}.`,
    returnComponent: (who, a) => `${who} returned a ${englishNames.component(a.component)} to the supply.`,
    learnTrick: (who, a) => `${who} learned ${englishNames.trick(a.trick)} with ${englishNames.die(a.die)}.`,
    hireCharacter: (who, a, extra) => `${who} hired ${extra ? `a ${englishNames.face(extra)}` : "a character"} at the Inn (${englishNames.die(a.die)}).`,
    takeCoins: (who, a) => `${who} took coins with ${englishNames.die(a.die)}.`,
    rerollDie: (who, a, extra) => `${who} rerolled ${englishNames.die(a.die)}: it shows ${extra === null ? "?" : englishNames.face(extra)}.`,
    setDie: (who, a) => `${who} set ${englishNames.die(a.die)} to ${englishNames.face(a.face)}.`,
    buy: (who, a) => `${who} bought ${a.count} ${englishNames.component(a.component)}${a.bargain ? `, bargaining ${a.bargain} AP` : ""}${a.toManager ? " for the Manager" : ""}.`,
    order: (who, a) => `${who} ordered ${englishNames.component(a.component)} for market slot ${a.slot + 1}.`,
    quickOrder: (who, a) => `${who} quick-ordered ${englishNames.component(a.component)}.`,
    prepare: (who, a) => `${who} prepared ${englishNames.trick(a.trick)}.`,
    moveTrick: (who, a) => `${who} moved ${englishNames.trick(a.trick)} to the Engineer's slot.`,
    moveComponents: (who, a) => `${who} moved their ${englishNames.component(a.component)} to the Manager's slot.`,
    moveApprentice: (who, a) => `${who} moved their ${englishNames.character(a.character)} to the Assistant's slot.`,
    setUpTrick: (who, a) => `${who} set up ${englishNames.trick(a.trick)} on performance card ${a.card + 1}.`,
    reschedule: (who, a) => `${who} rescheduled a marker from performance card ${a.fromCard + 1} to card ${a.card + 1}.`,
    perform: (who, a) => `${who} performed card ${a.card + 1}.`,
    passPerformance: (who) => `${who} chose not to perform.`,
    passPlacement: (who) => `${who} placed no second character.`,
    assignAlley: (who) => `${who} changed their plan.`,
    keepSpecial: (who) => `${who} kept one of the two Special cards and put the other at the bottom of its deck.`,
    useSpecial: (who, a, _extra, x) =>
      `${who} played the Special card ${x.card ?? "under their character"}: ${a.use === "ap" ? "+1 AP instead of its effect" : "its effect"}.`,
    drawSpecial: (who, a, _extra, x) =>
      `${who} drew ${x.count === null ? "" : `${x.count} `}Special card${x.count === 1 ? "" : "s"} from the ${DECK_WORDS[a.deck] ?? label(a.deck)} deck.`,
    fortuneTelling: (who) => `${who} told fortunes: the Pending prophecies moved one place on.`,
    mechanicalEnhancement: (who) => `${who} used their ability Mechanical Enhancement (+1 AP).`,
    fateWeaving: (who, a) => `${who} used their ability Fate Weaving: ${englishNames.prophecy(a.prophecy)} is now the Active prophecy.`,
    mimesis: (who, a) => `${who} used their ability Mimesis to copy ${englishNames.special(a.card)}.`,
    breakingFree: (who) => `${who} used their ability Breaking Free: a marker moved before the shows.`,
    supercharge: (who) => `${who} used their ability Supercharge: two markers of a trick in one slot.`,
    trickSteal: (who) => `${who} used their ability Trick Steal: one of their markers yields as another trick in their show.`,
    soulPossession: (who, a) => `${who} used their ability Soul Possession: performance card ${a.card + 1} must be performed.`,
    declineAbility: (who) => `${who} did not use their ability.`,
    headhunt: (who) => `${who} hired at the Inn with a Special card.`,
    massRecruitment: (who) => `${who} hired at the Inn with a Special card.`,
    smuggle: (who) => `${who} got components with a Special card.`,
    barter: (who) => `${who} got components with a Special card.`,
    componentSale: (who) => `${who} got components with a Special card.`,
    orderNow: (who) => `${who} got components with a Special card.`,
    unstablePrototype: (who) => `${who} prepared a trick with a Special card.`,
    replacableParts: (who) => `${who} prepared a trick with a Special card.`,
    investments: (who) => `${who} took coins and bought components with them (Investments).`,
    shoplift: (who) => `${who} took a component from the Market Row stock (Shoplifting).`,
    trickOverhaul: (who) => `${who} learned a trick in place of another (Trick Overhaul).`,
    enhanceTrick: (who) => `${who} prepared a trick and put a Shard on it (Enhance Trick).`,
    buyingTime: (who) => `${who} swapped two performance cards (Buying Time).`,
    streetPerformance: (who) => `${who} took a marker off a performance card for its yields (Street Performance).`,
    guestPerformer: (who, a) => `${who} set up ${englishNames.trick(a.trick)} on performance card ${a.card + 1} as a guest, in no slot (Guest Performer).`,
    onStagePreparation: (who, a) => `${who} prepared ${englishNames.trick(a.trick)} and put a marker straight onto performance card ${a.card + 1} (On-stage Preparation).`,
    hiddenTalent: (who, a) => `${who} will swap the Apprentice who prepared for the ${capital(a.specialist)} at Return Characters (Hidden Talent).`,
    hypnoticHire: (who, a, extra) => `${who} hired ${extra ? `a ${englishNames.face(extra)}` : "a character"} who joins at once with a ${label(a.location)} card (Hypnotic Motivation).`,
    logistics: (who, a) => `${who} ordered ${englishNames.component(a.component)} into the stock for this turn (Logistics).`,
    grandPremiere: (who, a) => `${who} performed card ${a.card + 1} with a Grand Premiere of ${englishNames.trick(a.trick)}: its ${a.doubled} doubled.`,
    durableComponents: (who, a) => (a.trick ? `${who} put a performed marker back onto ${englishNames.trick(a.trick)} (Durable Components).` : `${who} kept no marker with Durable Components.`),
  },
  gameStarts: (names) => `The game starts: ${names}.`,
  undone: (who) => `${who} takes back their last action.`,
  reveal: (plans) => `Assignments revealed. ${plans}`,
  revealPlan: (who, cards) => `${who}: ${cards}.`,
  revealCard: (character, location) => `${character} → ${location}`,
  noCards: "no cards",
  show: (who, day, card, slot, total) => `${day}: ${who} performed ${card} (card ${slot + 1})${total ? ` — ${total}` : ""}.`,
  yieldLine: (owner, trick, printed, modifier, got) =>
    `${owner}'s ${trick}: ${printed || "nothing"}${modifier ? `, ${signed(modifier)} yield modifier` : ""} → ${got || "nothing (a yield is never below 0)"}.`,
  bonusLine: (who, links, card, specialists, got) =>
    `${who}'s bonus: ${plural(links, "link", "links")} (+${links} Fame)${card ? `, card ${card}` : ""}${specialists ? `, specialists on stage ${specialists}` : ""} → ${got || "nothing"}.`,
  otherEffects: (list, causes) => `Dark Alley effects on the show${causes ? ` (${causes})` : ""}: ${list}.`,
  cause: {
    enhanced: (trick) => `${trick} enhanced`,
    supercharge: "Supercharge",
    steal: "Trick Steal",
    prophecy: (text) => `the Active prophecy ${text}`,
  },
  orb: (active) => (active ? `The Fortune Teller's orb: the Active prophecy is now ${active}.` : "The Fortune Teller's orb: no prophecy is active."),
  orbPending: (list) => `Pending prophecies: ${list}.`,
  alleyFinalLine: (who, fameBefore, shards, coinPoints, coins, unused, specialFame, bonuses, total) =>
    `${who}: ${fameBefore} Fame + ${shards} for Shards + ${coinPoints} for ${plural(coins, "coin", "coins")} + ${specialFame} for ${plural(unused, "unused Special card", "unused Special cards")}${bonuses ? ` + ${bonuses}` : ""} = ${total} (each line at most 20).`,
  trickBonus: (trick, fame) => `${fame} for ${trick}`,
  skip: (who, day) => `${day}: ${who}'s Magician is on stage but none of their tricks is on a performance card: no show.`,
  wages(who, due, paid, fameLost) {
    const unpaid = due - paid;
    if (!unpaid) return `${who} paid ${plural(due, "coin", "coins")} in wages.`;
    return `${who} owed ${plural(due, "coin", "coins")} in wages and paid ${paid}: ${plural(unpaid, "coin", "coins")} unpaid, −${fameLost} Fame.`;
  },
  orders: (list) => `Orders arrived: ${list}.`,
  orderArrived: (component, slot) => `${component} (market slot ${slot + 1})`,
  cards(discarded, dealt, slot) {
    const parts = ["Performance cards moved one slot on"];
    if (discarded) parts.push(`${discarded} left the last slot and was discarded`);
    if (dealt) parts.push(`${dealt} was dealt to slot ${slot + 1}`);
    return `${parts.join("; ")}.`;
  },
  turn: (turn, initiative) => `Turn ${turn} begins. Initiative: ${initiative}.`,
  dice: (list) => `Dice rolled: ${list}.`,
  final: (ranking, winner) => `Game over. Final Fame: ${ranking}. ${winner} wins.`,
  finalLine: (who, fameBefore, shards, coinPoints, coins, apprentices, apprenticePoints, specialists, specialistPoints, total) =>
    `${who}: ${fameBefore} Fame + ${shards} for Shards + ${coinPoints} for ${plural(coins, "coin", "coins")} + ${apprenticePoints} for ${plural(apprentices, "apprentice", "apprentices")} + ${specialistPoints} for ${plural(specialists, "specialist", "specialists")} = ${total}.`,
  phase: {
    setup: "Setup",
    advertise: "Advertise",
    assignment: "Assignment",
    placement: "Placement",
    performance: "Performance",
    endTurn: "End of turn",
    gameOver: "Final scoring",
  },
  turnHeading: (turn) => `Turn ${turn}`,
  nothing: "nothing",
};

