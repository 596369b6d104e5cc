// The game log's sentences as typed functions, one per event and action type: what the story (story.ts) calls.
// Their words are the i18next catalogues' (`story.*`, client/i18n/story.ts: one catalogue per language), so a
// language is words only; this file only chooses a sentence's variant and fills it in.

import type { ComponentId } from "../../shared/data/components";
import type { DieFace, DieId } from "../../shared/data/dice";
import type { MagicianId } from "../../shared/data/magicians";
import { SLOT_BY_ID, type Weekday } from "../../shared/data/locations";
import { PERFORMANCE_BY_ID, type PerformanceId } from "../../shared/data/performances";
import { cardVariant } from "../i18n/cardVariant";
import type { TrickId } from "../../shared/data/tricks";
import type { Action, ActionType, AssignLocation, CharacterId } from "../../shared/engine";
import { fixedT, hasKeyIn, prophecyWords, type Language } from "../i18n/translator";

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
  /** [DA] What a Special card's effect does, in the rules' words ("" when its words are not here). */
  specialText(id: string): string;
  prophecy(id: string): string;
}

/**
 * [DA] What an action line may add (see the act event): the Special card's name and what its effect does, the
 * number of cards drawn.
 */
export type AlleyExtras = { card: string | null; effect?: string | null; count: number | null };

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
  act: {
    [K in ActionType]: (
      who: string,
      a: Extract<Action, { type: K }>,
      extra: DieFace | null,
      alley: AlleyExtras,
    ) => string;
  };
  gameStarts(names: string): string;
  /** An undo: the undone action leaves the story, this line says it happened (shown until the story is retold). */
  undone(who: string): string;
  reveal(plans: string): string;
  revealPlan(who: string, cards: string): string;
  revealCard(character: string, location: string): string;
  noCards: string;
  show(who: string, day: string, card: string, slot: number, total: string): string;
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
  alleyFinalLine(
    who: string,
    fameBefore: number,
    shards: number,
    coinPoints: number,
    coins: number,
    unused: number,
    specialFame: number,
    bonuses: string,
    total: number,
  ): string;
  trickBonus(trick: string, fame: number): string;
  wages(who: string, due: number, paid: number, fameLost: number): string;
  orders(list: string): string;
  orderArrived(component: string, slot: number): string;
  cards(discarded: string | null, dealt: string | null, slot: number): string;
  turn(turn: number, initiative: string): string;
  /** Turn 1: each player's starting coins and the initiative space that gave them (RULES §4.4). */
  startingCoins(players: readonly { who: string; coins: number; space: number }[]): string;
  dice(list: string): string;
  final(ranking: string, winner: string): string;
  finalLine(
    who: string,
    fameBefore: number,
    shards: number,
    coinPoints: number,
    coins: number,
    apprentices: number,
    apprenticePoints: number,
    specialists: number,
    specialistPoints: number,
    total: number,
  ): string;
  /** Group headings. */
  phase: Record<"setup" | "advertise" | "assignment" | "placement" | "performance" | "endTurn" | "gameOver", string>;
  turnHeading(turn: number): string;
  nothing: string;
}

type Values = Record<string, unknown>;

/** The log's catalogue in one language, its words read from that language's i18next catalogue. */
export function catalogueIn(lng: Language): Catalogue {
  const tr = fixedT(lng);
  const w = (key: string, values?: Values): string => tr(`story.${key}`, values as never) as unknown as string;
  const numbers = new Intl.NumberFormat(lng);
  const num = (n: number): string => numbers.format(n);
  const signed = (n: number): string => (n > 0 ? `+${num(n)}` : n < 0 ? `−${num(-n)}` : "0");
  const lists = new Intl.ListFormat(lng, {
    style: lng === "en" ? "short" : "long",
    type: w("listType") as Intl.ListFormatType,
  });
  const list = (items: readonly string[]): string => lists.format(items);
  /** A name from the game's names catalogue (`names.*`), the id itself for an unknown one. */
  const named = (kind: string, id: string): string =>
    tr(`names.${kind}.${id}`, { defaultValue: String(id) } as never) as unknown as string;
  // Probed with `exists`: a lookup of a key that is not there would be reported as missing (index.ts).
  const has = (key: string): boolean => hasKeyIn(lng, `story.${key}`);

  const names: Names = {
    trick: (id) => named("trick", id),
    component: (id) => named("component", id),
    components: (ids) => (ids.length ? list(ids.map((id) => named("component", id))) : w("nothing")),
    card: (id) => {
      const def = PERFORMANCE_BY_ID[id as PerformanceId];
      return def ? `${named("theater", def.theater)} ${cardVariant(id)}` : id;
    },
    character: (id) => named("character", String(id).replace(/\d$/, "")),
    slot(id) {
      const def = SLOT_BY_ID[id];
      if (!def) return id;
      const mod = def.apModifier >= 0 ? `+${def.apModifier}` : `−${-def.apModifier}`;
      if (def.location === "theater") {
        const day = named("weekday", def.weekday ?? "");
        return def.stage ? w("stage", { day }) : w("backstage", { day, mod });
      }
      return w("slot", {
        place: has(`place.${def.location}`) ? w(`place.${def.location}`) : def.location,
        n: id.slice(-1),
        mod,
      });
    },
    die: (id) => (has(`die.${id}`) ? w(`die.${id}`) : id),
    face: (face) => {
      if (typeof face === "number") return w("faceCoins", { count: face });
      if (face === "X") return w("faceX");
      if (face === "any") return w("faceAny");
      return hasKeyIn(lng, `names.category.${face}`) ? named("category", face) : named("character", face);
    },
    weekday: (day) => named("weekday", day),
    location: (loc) => named("location", loc),
    magician: (id) => named("magician", id),
    special: (id) =>
      id === "A05" ? w("alleyCard") : hasKeyIn(lng, `names.special.${id}`) ? named("special", id) : w("aSpecialCard"),
    specialText: (id) => (hasKeyIn(lng, `names.specialText.${id}`) ? named("specialText", id) : ""),
    prophecy: (id) => prophecyWords(id, lng),
  };
  const n = names;
  /** A card or market slot as people count it (from 1); "?" for anything that is not a number. */
  const card = (index: number): string => (typeof index === "number" ? num(index + 1) : "?");
  // The character hired with its article ("an Apprentice", "una Ayudante"), else the face as the dice say it.
  const hired = (key: string, face: DieFace | null, values: Values): string =>
    face
      ? w(`act.${key}Face`, { ...values, face: has(`hired.${face}`) ? w(`hired.${face}`) : n.face(face) })
      : w(`act.${key}`, values);

  return {
    names,
    seat: (seat) => w("seat", { n: num(seat) }),
    list,
    withGains: (sentence, changes) =>
      w("withGains", { sentence: sentence.replace(/\.$/, ""), changes: changes.join("; ") }),
    amounts({ fame, coins, shards }) {
      const parts: string[] = [];
      if (fame) parts.push(w("amount.fame", { n: signed(fame) }));
      if (coins) parts.push(w("amount.coins", { n: signed(coins), count: Math.abs(coins) }));
      if (shards) parts.push(w("amount.shards", { n: signed(shards), count: Math.abs(shards) }));
      return parts.join(", ");
    },
    act: {
      chooseMagician: (who, a) => w("act.chooseMagician", { who, magician: n.magician(a.magician) }),
      chooseComponents: (who, a) => w("act.chooseComponents", { who, components: n.components(a.components) }),
      chooseTrick: (who, a) => w("act.chooseTrick", { who, trick: n.trick(a.trick) }),
      chooseSpecialist: (who, a) =>
        a.components.length
          ? w("act.chooseSpecialistWith", {
              who,
              specialist: n.character(a.specialist),
              components: n.components(a.components),
              context: a.specialist,
            })
          : w("act.chooseSpecialist", { who, specialist: n.character(a.specialist), context: a.specialist }),
      advertise: (who) => w("act.advertise", { who }),
      skipAdvertise: (who) => w("act.skipAdvertise", { who }),
      assign: (who) => w("act.changedPlan", { who }),
      unassign: (who) => w("act.changedPlan", { who }),
      confirmAssignments: (who) => w("act.confirmAssignments", { who }),
      place: (who, a) => w("act.place", { who, character: n.character(a.character), slot: n.slot(a.slot) }),
      leaveInactive: (who, a) => w("act.leaveInactive", { who, character: n.character(a.character) }),
      enhance: (who) => w("act.enhance", { who }),
      endPlacement: (who) => w("act.endPlacement", { who }),
      discardTrick: (who, a) => w("act.discardTrick", { who, trick: n.trick(a.trick) }),
      returnComponent: (who, a) => w("act.returnComponent", { who, component: n.component(a.component) }),
      learnTrick: (who, a) => w("act.learnTrick", { who, trick: n.trick(a.trick), die: n.die(a.die) }),
      hireCharacter: (who, a, extra) => hired("hireCharacter", extra, { who, die: n.die(a.die) }),
      takeCoins: (who, a) => w("act.takeCoins", { who, die: n.die(a.die) }),
      rerollDie: (who, a, extra) =>
        w("act.rerollDie", { who, die: n.die(a.die), face: extra === null ? "?" : n.face(extra) }),
      setDie: (who, a) => w("act.setDie", { who, die: n.die(a.die), face: n.face(a.face) }),
      buy: (who, a) =>
        w(a.toManager ? "act.buyForManager" : "act.buy", {
          who,
          count: num(a.count),
          component: n.component(a.component),
          bargain: a.bargain ? w("act.bargaining", { ap: num(a.bargain) }) : "",
        }),
      order: (who, a) => w("act.order", { who, component: n.component(a.component), slot: card(a.slot) }),
      quickOrder: (who, a) => w("act.quickOrder", { who, component: n.component(a.component) }),
      prepare: (who, a) => w("act.prepare", { who, trick: n.trick(a.trick) }),
      moveTrick: (who, a) => w("act.moveTrick", { who, trick: n.trick(a.trick) }),
      moveComponents: (who, a) => w("act.moveComponents", { who, component: n.component(a.component) }),
      moveApprentice: (who, a) => w("act.moveApprentice", { who, character: n.character(a.character) }),
      setUpTrick: (who, a) => w("act.setUpTrick", { who, trick: n.trick(a.trick), card: card(a.card) }),
      reschedule: (who, a) => w("act.reschedule", { who, from: card(a.fromCard), card: card(a.card) }),
      perform: (who, a) => w("act.perform", { who, card: card(a.card) }),
      passPerformance: (who) => w("act.passPerformance", { who }),
      passPlacement: (who) => w("act.passPlacement", { who }),
      assignAlley: (who) => w("act.changedPlan", { who }),
      keepSpecial: (who) => w("act.keepSpecial", { who }),
      // The effect's words come along: "Interest: its effect." told nothing, and the next Take Coins then took
      // twice the die's coins with no why (playtest 8).
      useSpecial: (who, a, _extra, x) =>
        w(a.use === "ap" ? "act.useSpecialAp" : x.effect ? "act.useSpecialEffectIs" : "act.useSpecialEffect", {
          who,
          card: x.card ?? w("act.underCharacter"),
          effect: x.effect ?? "",
        }),
      drawSpecial: (who, a, _extra, x) => {
        const deck = has(`deck.${a.deck}`) ? w(`deck.${a.deck}`) : a.deck.replace(/_/g, " ");
        return x.count === null
          ? w("act.drawSpecial", { who, deck })
          : w("act.drawSpecialCount", { who, deck, count: x.count });
      },
      fortuneTelling: (who) => w("act.fortuneTelling", { who }),
      mechanicalEnhancement: (who) => w("act.mechanicalEnhancement", { who }),
      fateWeaving: (who, a) => w("act.fateWeaving", { who, prophecy: n.prophecy(a.prophecy) }),
      mimesis: (who, a) => w("act.mimesis", { who, card: n.special(a.card) }),
      breakingFree: (who) => w("act.breakingFree", { who }),
      supercharge: (who) => w("act.supercharge", { who }),
      trickSteal: (who) => w("act.trickSteal", { who }),
      soulPossession: (who, a) => w("act.soulPossession", { who, card: card(a.card) }),
      declineAbility: (who) => w("act.declineAbility", { who }),
      headhunt: (who) => w("act.hiredWithSpecial", { who }),
      massRecruitment: (who) => w("act.hiredWithSpecial", { who }),
      smuggle: (who) => w("act.componentsWithSpecial", { who }),
      barter: (who) => w("act.componentsWithSpecial", { who }),
      componentSale: (who) => w("act.componentsWithSpecial", { who }),
      orderNow: (who) => w("act.componentsWithSpecial", { who }),
      unstablePrototype: (who) => w("act.preparedWithSpecial", { who }),
      replacableParts: (who) => w("act.preparedWithSpecial", { who }),
      investments: (who) => w("act.investments", { who }),
      shoplift: (who) => w("act.shoplift", { who }),
      trickOverhaul: (who) => w("act.trickOverhaul", { who }),
      enhanceTrick: (who) => w("act.enhanceTrick", { who }),
      buyingTime: (who) => w("act.buyingTime", { who }),
      streetPerformance: (who) => w("act.streetPerformance", { who }),
      guestPerformer: (who, a) => w("act.guestPerformer", { who, trick: n.trick(a.trick), card: card(a.card) }),
      onStagePreparation: (who, a) => w("act.onStagePreparation", { who, trick: n.trick(a.trick), card: card(a.card) }),
      hiddenTalent: (who, a) => w("act.hiddenTalent", { who, specialist: n.character(a.specialist) }),
      hypnoticHire: (who, a, extra) =>
        hired("hypnoticHire", extra, {
          who,
          location: has(`cardLocation.${a.location}`) ? w(`cardLocation.${a.location}`) : a.location,
        }),
      logistics: (who, a) => w("act.logistics", { who, component: n.component(a.component) }),
      grandPremiere: (who, a) =>
        w("act.grandPremiere", {
          who,
          card: card(a.card),
          trick: n.trick(a.trick),
          doubled: has(`doubled.${a.doubled}`) ? w(`doubled.${a.doubled}`) : a.doubled,
        }),
      durableComponents: (who, a) =>
        a.trick
          ? w("act.durableComponents", { who, trick: n.trick(a.trick) })
          : w("act.durableComponentsNone", { who }),
    },
    gameStarts: (names) => w("gameStarts", { names }),
    undone: (who) => w("undone", { who }),
    reveal: (plans) => w("reveal", { plans }),
    revealPlan: (who, cards) => w("revealPlan", { who, cards }),
    revealCard: (character, location) => w("revealCard", { character, location }),
    noCards: w("noCards"),
    show: (who, day, card, slot, total) =>
      w(total ? "showTotal" : "show", { who, day, card, slot: num(slot + 1), total }),
    // The modifier is the owner's own weekday's (RULES §7.4), not always the show's day: it is named as what it is.
    yieldLine: (owner, trick, printed, modifier, got) =>
      w(modifier ? "yieldLineModified" : "yieldLine", {
        owner,
        trick,
        printed: printed || w("nothing"),
        modifier: signed(modifier),
        got: got || w("yieldNothing"),
      }),
    bonusLine: (who, links, card, specialists, got) => {
      const parts = [w("bonusLinks", { count: links })];
      if (card) parts.push(w("bonusCard", { card }));
      if (specialists) parts.push(w("bonusSpecialists", { specialists }));
      return w("bonusLine", { who, parts: parts.join(", "), got: got || w("nothing") });
    },
    skip: (who, day) => w("skip", { who, day }),
    otherEffects: (list, causes) => w(causes ? "otherEffectsCauses" : "otherEffects", { list, causes }),
    cause: {
      enhanced: (trick) => w("cause.enhanced", { trick }),
      supercharge: w("cause.supercharge"),
      steal: w("cause.steal"),
      prophecy: (text) => w("cause.prophecy", { text }),
    },
    orb: (active) => (active ? w("orb", { active }) : w("orbNone")),
    orbPending: (list) => w("orbPending", { list }),
    alleyFinalLine: (who, fameBefore, shards, coinPoints, coins, unused, specialFame, bonuses, total) =>
      w("alleyFinalLine", {
        who,
        fame: num(fameBefore),
        shards: num(shards),
        coinPoints: num(coinPoints),
        coins: w("coinsFor", { count: coins }),
        specialFame: num(specialFame),
        unused: w("unusedSpecials", { count: unused }),
        bonuses: bonuses ? w("plusBonuses", { bonuses }) : "",
        total: num(total),
      }),
    trickBonus: (trick, fame) => w("trickBonus", { trick, fame: num(fame) }),
    wages(who, due, paid, fameLost) {
      const unpaid = due - paid;
      if (due === 0) return w("wagesNone", { who });
      if (!unpaid) return w("wagesPaid", { who, due: w("coinsFor", { count: due }) });
      return w("wagesShort", {
        who,
        due: w("coinsFor", { count: due }),
        paid: num(paid),
        unpaid: w("coinsFor", { count: unpaid }),
        fame: num(fameLost),
      });
    },
    orders: (list) => w("orders", { list }),
    orderArrived: (component, slot) => w("orderArrived", { component, slot: num(slot + 1) }),
    cards(discarded, dealt, slot) {
      const parts = [w("cardsMoved")];
      if (discarded) parts.push(w("cardDiscarded", { card: discarded }));
      if (dealt) parts.push(w("cardDealt", { card: dealt, slot: num(slot + 1) }));
      return `${parts.join("; ")}.`;
    },
    turn: (turn, initiative) => w("turn", { turn: num(turn), initiative }),
    startingCoins: (players) =>
      w("startingCoins", {
        list: list(players.map((p) => w("startingCoinsOf", { who: p.who, coins: num(p.coins), space: num(p.space) }))),
      }),
    dice: (list) => w("dice", { list }),
    final: (ranking, winner) => w("final", { ranking, winner }),
    finalLine: (
      who,
      fameBefore,
      shards,
      coinPoints,
      coins,
      apprentices,
      apprenticePoints,
      specialists,
      specialistPoints,
      total,
    ) =>
      w("finalLine", {
        who,
        fame: num(fameBefore),
        shards: num(shards),
        coinPoints: num(coinPoints),
        coins: w("coinsFor", { count: coins }),
        apprenticePoints: num(apprenticePoints),
        apprentices: w("apprenticesFor", { count: apprentices }),
        specialistPoints: num(specialistPoints),
        specialists: w("specialistsFor", { count: specialists }),
        total: num(total),
      }),
    phase: {
      setup: w("phase.setup"),
      advertise: w("phase.advertise"),
      assignment: w("phase.assignment"),
      placement: w("phase.placement"),
      performance: w("phase.performance"),
      endTurn: w("phase.endTurn"),
      gameOver: w("phase.gameOver"),
    },
    turnHeading: (turn) => w("turnHeading", { turn: num(turn) }),
    nothing: w("nothing"),
  };
}

let english: Catalogue | null = null;
/**
 * The English catalogue, made at its first use: its Intl formatters load ICU's data, ~70 ms at Lighthouse's 4× CPU,
 * which at module evaluation lengthened the table chunks' task, the page's longest (issue 30). The table screen
 * makes it in a task of its own before the log needs it (TableScreen.open).
 */
export function englishCatalogue(): Catalogue {
  english ??= catalogueIn("en");
  return english;
}
