import {
  applyAction,
  initiativeSpace,
  legalActions,
  type Action,
  type CharacterId,
  type GameState,
} from "../../shared/engine";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import type { ComponentId } from "../../shared/data/components";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { characterName, componentName, slotName, trickName } from "../ui/actionText";
import { amount, formatList, formatNumber, name, t } from "../i18n";
import type { Lesson, LessonContext, LessonStep, Light } from "./script";

// "Learn to play": the first two turns of a quick-start duel against the greedy bot, on the lesson's known deal
// (server/rooms/lessonSeeds.ts). Turn 1 teaches the phases, Advertise, the plan, AP, Downtown, the Market Row and the
// Workshop, and watches the bot's show; turn 2 sets up tricks with a link, performs, and pays wages; the end of the
// game and its scoring are told (the person may play the table on to the end). Every predicate reads the real
// state, and every light is computed from it, so a legal move off the script still leaves the lesson sensible.

const me = (c: LessonContext) => c.game.players[c.seat]!;
const board = (key: string): Light => ({ board: key });
const panel = (selector: string): Light => ({ panel: selector });
const has = (c: LessonContext, type: Action["type"]): boolean => c.legal.some((a) => a.type === type);

/** The person's specialist (quick start: one, by the magician's favourite category, RULES §4.5). */
function specialist(c: LessonContext): CharacterId {
  const p = me(c);
  return (["manager", "engineer", "assistant"] as const).find((s) => p.characters[s].status === "team") ?? "manager";
}

/** The trick learned in this lesson: the person's newest trick (whatever they chose). */
function newTrick(c: LessonContext): TrickId | null {
  const tricks = me(c).tricks;
  return tricks.length > 1 ? tricks[tricks.length - 1]!.id : null;
}

/** The trick the script suggests learning: a favourite-category trick of threshold 1 that the Market Row can complete. */
function suggestedTrick(c: LessonContext): Extract<Action, { type: "learnTrick" }> | null {
  const learns = c.legal.filter(
    (a): a is Extract<Action, { type: "learnTrick" }> => a.type === "learnTrick" && !a.engineerSlot,
  );
  const lacking = (id: TrickId) => missing(c.game, c.seat, id);
  const fits = learns.filter((a) => {
    const lack = lacking(a.trick);
    return TRICK_BY_ID[a.trick].prepAp <= 2 && lack.length === 1 && c.game.market.buy.includes(lack[0]!.component);
  });
  return fits[0] ?? learns[0] ?? null;
}

/** The components a trick needs that the seat does not own yet (a Manager pile counts one more, RULES §3.3). */
function missing(game: GameState, seat: number, id: TrickId): { component: ComponentId; count: number }[] {
  const p = game.players[seat]!;
  const out: { component: ComponentId; count: number }[] = [];
  for (const [component, need] of Object.entries(TRICK_BY_ID[id].components) as [ComponentId, number][]) {
    const own = (p.components[component] ?? 0) + (p.managerPiles.includes(component) ? 1 : 0);
    if (own < need) out.push({ component, count: need - own });
  }
  return out;
}

const needWords = (id: TrickId): string =>
  formatList(
    (Object.entries(TRICK_BY_ID[id].components) as [ComponentId, number][]).map(([c, n]) => `${n} ${componentName(c)}`),
  );

/** The first legal slot for a character whose id starts with `prefix`, preferring the given order. */
function slotFor(c: LessonContext, character: CharacterId, prefer: readonly string[]): string | null {
  const slots = c.legal
    .filter((a): a is Extract<Action, { type: "place" }> => a.type === "place" && a.character === character)
    .map((a) => a.slot);
  return prefer.find((s) => slots.includes(s as never)) ?? slots[0] ?? null;
}

const placing = (c: LessonContext, character: CharacterId): boolean =>
  c.game.placement?.seat === c.seat && c.game.placement.character === character;
const apNow = (c: LessonContext): string => amount("ap", c.game.placement?.seat === c.seat ? c.game.placement.ap : 0);
/** A placed character's slot as a board key (the own workshop's slots carry the owner). */
const slotKey = (c: LessonContext, slot: string): string =>
  SLOT_BY_ID[slot]?.location === "workshop" ? `slot:${c.seat}:${slot}` : `slot:${slot}`;
const markersOnCards = (game: GameState, seat: number): number =>
  game.theaterCards.reduce(
    (n, card) => n + (card ? Object.values(card.markers).filter((m) => m.seat === seat).length : 0),
    0,
  );

/** A set-up of `trick` that forms a link (a Shard circle first), as the engine lists it, or any set-up of it. */
function linkSetUp(c: LessonContext, trick: TrickId | null): Extract<Action, { type: "setUpTrick" }> | null {
  const setups = c.legal.filter(
    (a): a is Extract<Action, { type: "setUpTrick" }> =>
      a.type === "setUpTrick" && (trick === null || a.trick === trick),
  );
  // The board draws a marker in its first legal orientation: light a space whose first orientation makes the link.
  const first = setups.filter(
    (a, i) => setups.findIndex((b) => b.trick === a.trick && b.card === a.card && b.slot === a.slot) === i,
  );
  return first.find((a) => a.rewards.length > 0) ?? first[0] ?? null;
}

/** The weekday the person holds in the Theater this turn, if any. */
function myDay(c: LessonContext): string | null {
  for (const ch of Object.values(me(c).characters)) {
    const def = ch.slot ? SLOT_BY_ID[ch.slot] : undefined;
    if (def?.weekday) return def.weekday;
  }
  return null;
}

function gains(before: GameState, after: GameState, seat: number): string {
  const [a, b] = [before.players[seat]!, after.players[seat]!];
  const parts = [
    b.fame - a.fame > 0 ? `+${amount("fame", b.fame - a.fame)}` : "",
    b.coins - a.coins > 0 ? `+${amount("coins", b.coins - a.coins)}` : "",
    b.shards - a.shards > 0 ? `+${amount("shards", b.shards - a.shards)}` : "",
  ].filter(Boolean);
  return parts.length ? formatList(parts) : t("lesson.panel.nothing");
}

const T1 = {
  advertise: { turn: 1, phase: "advertise" },
  assignment: { turn: 1, phase: "assignment" },
  placement: { turn: 1, phase: "placement" },
} as const;
const T2 = {
  advertise: { turn: 2, phase: "advertise" },
  assignment: { turn: 2, phase: "assignment" },
  placement: { turn: 2, phase: "placement" },
  performance: { turn: 2, phase: "performance" },
} as const;

const plan = (
  id: string,
  turn: 1 | 2,
  who: (c: LessonContext) => CharacterId,
  location: "downtown" | "market_row" | "workshop" | "theater",
): LessonStep => ({
  id,
  from: turn === 1 ? T1.assignment : T2.assignment,
  until: turn === 1 ? T1.assignment : T2.assignment,
  done: (c) => me(c).characters[who(c)].card === location || me(c).confirmed,
  light: (c) => [board(`apprentice:${who(c)}`)],
  // The letters on the pieces, from the board's own words (a legend where the pieces first appear).
  words: (c) => ({
    character: characterName(who(c)),
    magicianDisk: t("board.disk.magician"),
    managerDisk: t("board.disk.manager"),
    engineerDisk: t("board.disk.engineer"),
    assistantDisk: t("board.disk.assistant"),
  }),
});

const confirm = (id: string, turn: 1 | 2): LessonStep => ({
  id,
  from: turn === 1 ? T1.assignment : T2.assignment,
  until: turn === 1 ? T1.assignment : T2.assignment,
  done: (c) => me(c).confirmed,
  light: () => [panel("#actions button.confirm")],
});

/** Ends a character's placement: its slot is lit, the pop-over's "Done with this character" does it. */
const finish = (id: string, who: (c: LessonContext) => CharacterId): LessonStep => ({
  id,
  from: T1.placement,
  until: T1.placement,
  done: (c) => !placing(c, who(c)),
  light: (c) => {
    const slot = me(c).characters[who(c)].slot;
    return slot ? [board(slotKey(c, slot))] : null;
  },
  words: (c) => ({ character: characterName(who(c)) }),
});

export const BASICS: Lesson = {
  id: "basics",
  steps: [
    {
      id: "phases",
      from: T1.advertise,
      until: T1.advertise,
      told: true,
      words: (c) => ({ magician: name("magician", me(c).magician ?? "") }),
    },
    {
      id: "advertise",
      from: T1.advertise,
      until: T1.advertise,
      done: (c) => me(c).advertised,
      light: () => [panel('#actions .action-group[data-type="advertise"] button')],
      words: (c) => {
        // The spaces as the chips print them (1 and 3 in a duel, RULES [2P]): the words and the board agree.
        const space = initiativeSpace(c.game, c.seat);
        const bot = c.game.initiative.find((seat) => seat !== c.seat) ?? c.seat;
        const botSpace = initiativeSpace(c.game, bot);
        return {
          space: formatNumber(space),
          cost: amount("coins", space),
          botSpace: formatNumber(botSpace),
          botCost: amount("coins", botSpace),
        };
      },
    },
    plan("planMagician", 1, () => "magician", "downtown"),
    plan("planApprentice", 1, () => "apprentice1", "market_row"),
    plan("planSpecialist", 1, specialist, "workshop"),
    confirm("confirm", 1),
    {
      id: "placeMagician",
      from: T1.placement,
      until: T1.placement,
      done: (c) => !!me(c).characters.magician.slot,
      light: (c) => {
        const slot = slotFor(c, "magician", ["downtown-1", "downtown-4"]);
        return slot ? [board(`slot:${slot}`)] : null;
      },
      words: (c) => ({ ap: apNow(c) }),
    },
    {
      id: "enhance",
      from: T1.placement,
      until: T1.placement,
      done: (c) => !placing(c, "magician") || !!c.game.placement?.enhanced,
      light: (c) => (has(c, "enhance") && c.game.placement ? [board(slotKey(c, c.game.placement.slot))] : null),
      words: (c) => ({ ap: apNow(c) }),
    },
    {
      id: "learn",
      from: T1.placement,
      until: T1.placement,
      done: (c) => me(c).tricks.length > c.base.players[c.seat]!.tricks.length || !placing(c, "magician"),
      light: (c) => {
        const learn = suggestedTrick(c);
        return learn ? [board(`residence:${learn.trick}`)] : null;
      },
      words: (c) => {
        const id = newTrick(c) ?? suggestedTrick(c)?.trick;
        return { trick: id ? trickName(id) : "" };
      },
    },
    {
      id: "hire",
      from: T1.placement,
      until: T1.placement,
      done: (c) => Object.values(me(c).characters).some((ch) => ch.status === "inn") || !placing(c, "magician"),
      light: (c) =>
        c.legal.some((a) => a.type === "hireCharacter" && a.die === "inn_apprentice")
          ? [board("die:inn_apprentice")]
          : null,
    },
    {
      id: "placeApprentice",
      from: T1.placement,
      until: T1.placement,
      done: (c) => !!me(c).characters.apprentice1.slot,
      light: (c) => {
        const slot = slotFor(c, "apprentice1", ["market-row-1", "market-row-4"]);
        return slot ? [board(`slot:${slot}`)] : null;
      },
      words: (c) => {
        const slot = me(c).characters.apprentice1.slot ?? slotFor(c, "apprentice1", ["market-row-1", "market-row-4"]);
        return { slot: slot ? slotName(slot) : "", ap: apNow(c) };
      },
    },
    {
      id: "buy",
      from: T1.placement,
      until: T1.placement,
      done: (c) => {
        const trick = newTrick(c);
        return !placing(c, "apprentice1") || (trick ? missing(c.game, c.seat, trick).length === 0 : true);
      },
      light: (c) => {
        const trick = newTrick(c);
        const lack = trick ? missing(c.game, c.seat, trick)[0] : undefined;
        const index = lack ? c.game.market.buy.indexOf(lack.component) : -1;
        return index >= 0 ? [board(`market:buy:${index}`)] : null;
      },
      words: (c) => {
        const trick = newTrick(c);
        const lack = trick ? missing(c.base, c.seat, trick)[0] : undefined;
        return {
          trick: trick ? trickName(trick) : "",
          need: trick ? needWords(trick) : "",
          component: lack ? componentName(lack.component) : "",
          count: lack?.count ?? 1,
        };
      },
    },
    {
      id: "order",
      from: T1.placement,
      until: T1.placement,
      done: (c) =>
        !placing(c, "apprentice1") ||
        c.game.market.order.filter(Boolean).length > c.base.market.order.filter(Boolean).length,
      light: (c) => {
        // An order replaces the stock type below its slot at End Turn: keep the Wood, Metal… the lesson just bought.
        const free = c.game.market.order.map((o, i) => (o ? -1 : i)).filter((i) => i >= 0);
        const slot = [...free].reverse()[0];
        return slot !== undefined && has(c, "order") ? [board(`market:order:${slot}`)] : null;
      },
    },
    finish("doneApprentice", () => "apprentice1"),
    {
      id: "placeSpecialist",
      from: T1.placement,
      until: T1.placement,
      done: (c) => !!me(c).characters[specialist(c)].slot,
      light: (c) => {
        const slot = slotFor(c, specialist(c), ["workshop-1", "workshop-2"]);
        return slot ? [board(slotKey(c, slot))] : null;
      },
      words: (c) => ({ character: characterName(specialist(c)), ap: apNow(c) }),
    },
    {
      id: "prepare",
      from: T1.placement,
      until: T1.placement,
      done: (c) => {
        const trick = newTrick(c);
        return !placing(c, specialist(c)) || (!!trick && me(c).tricks.some((x) => x.id === trick && x.markers > 0));
      },
      light: (c) => {
        const trick = newTrick(c);
        return trick && c.legal.some((a) => a.type === "prepare" && a.trick === trick)
          ? [board(`trick:${trick}`)]
          : null;
      },
      words: (c) => {
        const trick = newTrick(c);
        return {
          trick: trick ? trickName(trick) : "",
          ap: trick ? amount("ap", TRICK_BY_ID[trick].prepAp) : "",
          markers: me(c).tricks.find((x) => x.id === trick)?.markers ?? 0,
        };
      },
    },
    finish("doneSpecialist", specialist),
    { id: "performance", from: T1.placement, until: T2.advertise, told: true, holdsStory: true },
    { id: "newTurn", from: T2.advertise, until: T2.advertise, told: true },
    {
      id: "skipAdvertise",
      from: T2.advertise,
      until: T2.advertise,
      done: (c) => !has(c, "skipAdvertise") && c.game.initiative.indexOf(c.seat) <= c.game.cursor,
      light: (c) =>
        has(c, "skipAdvertise") ? [panel('#actions .action-group[data-type="skipAdvertise"] button')] : null,
      words: (c) => ({
        cost: amount("coins", initiativeSpace(c.game, c.seat)),
        character: characterName(specialist(c)),
      }),
    },
    plan("planStage", 2, () => "magician", "theater"),
    plan("planBackstage", 2, specialist, "theater"),
    confirm("confirm2", 2),
    {
      id: "placeBackstage",
      from: T2.placement,
      until: T2.placement,
      done: (c) => !!me(c).characters[specialist(c)].slot,
      light: (c) => {
        // Friday or Saturday: no AP lost (Sunday −1) and no yield lost (Thursday −1), RULES §7.1.
        const slot = slotFor(c, specialist(c), [
          "theater-friday-1",
          "theater-saturday-1",
          "theater-friday-2",
          "theater-saturday-2",
        ]);
        return slot ? [board(`slot:${slot}`)] : null;
      },
      words: (c) => {
        const slot =
          me(c).characters[specialist(c)].slot ?? slotFor(c, specialist(c), ["theater-friday-1", "theater-saturday-1"]);
        const day = myDay(c) ?? (slot ? SLOT_BY_ID[slot]?.weekday : null);
        return {
          character: characterName(specialist(c)),
          slot: slot ? slotName(slot) : "",
          ap: apNow(c),
          day: day ? name("weekday", day) : "",
        };
      },
    },
    {
      id: "setUp",
      from: T2.placement,
      until: T2.placement,
      done: (c) => markersOnCards(c.game, c.seat) > markersOnCards(c.base, c.seat) || !placing(c, specialist(c)),
      light: (c) => {
        // The board starts a set-up with the first trick that can be set up: light where its marker leaves a link open.
        const first = c.legal.find((a): a is Extract<Action, { type: "setUpTrick" }> => a.type === "setUpTrick");
        if (!first) return null;
        const space = openingSpace(c, first.trick) ?? first;
        return [board(`space:${space.card}:${space.slot}`)];
      },
      words: (c) => {
        // Once set up, the marker that is new on the cards; before, the trick the board starts the set-up with.
        const trick =
          newMarkers(c)[0]?.trick ??
          c.legal.find((a): a is Extract<Action, { type: "setUpTrick" }> => a.type === "setUpTrick")?.trick;
        return { trick: trick ? trickName(trick) : "" };
      },
    },
    {
      id: "setUpLink",
      from: T2.placement,
      until: T2.placement,
      done: (c) => markersOnCards(c.game, c.seat) > markersOnCards(c.base, c.seat) || !placing(c, specialist(c)),
      light: (c) => {
        const trick = secondTrick(c);
        const setUp = linkSetUp(c, trick);
        return setUp ? [board(`trick:${setUp.trick}`), board(`space:${setUp.card}:${setUp.slot}`)] : null;
      },
      words: (c) => {
        const trick = secondTrick(c);
        return { trick: trick ? trickName(trick) : "", gain: gains(c.base, c.game, c.seat) };
      },
    },
    {
      id: "placeStage",
      from: T2.placement,
      until: T2.placement,
      done: (c) => !!me(c).characters.magician.slot,
      light: (c) => {
        const slot = c.legal.find(
          (a): a is Extract<Action, { type: "place" }> =>
            a.type === "place" && a.character === "magician" && !!SLOT_BY_ID[a.slot]?.stage,
        );
        return slot ? [board(`slot:${slot.slot}`)] : null;
      },
      words: (c) => {
        const day = myDay(c);
        return { day: day ? name("weekday", day) : "" };
      },
    },
    {
      id: "perform",
      from: T2.placement,
      until: T2.performance,
      done: (c) =>
        c.game.turn > 2 ||
        (c.game.phase === "performance" && markersOnCards(c.game, c.seat) === 0 && markersOnCards(c.base, c.seat) > 0),
      light: (c) => {
        const perform = c.legal.find((a): a is Extract<Action, { type: "perform" }> => a.type === "perform");
        return perform ? [board(`card:${perform.card}`)] : null;
      },
      words: (c) => ({ character: characterName(specialist(c)), fame: me(c).fame }),
    },
    {
      id: "endTurn",
      from: T2.performance,
      until: { turn: 3, phase: "assignment" },
      told: true,
      words: (c) => ({ coins: me(c).coins }),
    },
    { id: "gameEnd", from: T2.performance, until: { turn: 5, phase: "gameOver" }, told: true },
  ],
};

/** The person's markers on the Theater's cards that were not there when the step began. */
function newMarkers(c: LessonContext): { trick: TrickId }[] {
  const mine = (g: GameState) =>
    g.theaterCards.flatMap((card, i) =>
      Object.entries(card?.markers ?? {})
        .filter(([, m]) => m.seat === c.seat)
        .map(([slot, m]) => ({ at: `${i}:${slot}`, trick: m.trick })),
    );
  const before = new Set(mine(c.base).map((m) => m.at));
  return mine(c.game).filter((m) => !before.has(m.at));
}

/** Of the person's prepared tricks, one not on the Theater's cards yet (the one that can link with the first). */
function secondTrick(c: LessonContext): TrickId | null {
  const onCards = new Set(
    c.game.theaterCards.flatMap((card) =>
      Object.values(card?.markers ?? {})
        .filter((m) => m.seat === c.seat)
        .map((m) => m.trick),
    ),
  );
  const ready = c.legal
    .filter((a): a is Extract<Action, { type: "setUpTrick" }> => a.type === "setUpTrick")
    .map((a) => a.trick);
  return ready.find((id) => !onCards.has(id)) ?? ready[0] ?? null;
}

/**
 * Where the first marker should go so that the second trick can then link with it: tries each of the first trick's
 * spaces (in its first orientation, as the board draws it) on a copy of the state and keeps one that leaves a link.
 */
function openingSpace(c: LessonContext, trick: TrickId): { card: number; slot: string } | null {
  const setups = c.legal.filter(
    (a): a is Extract<Action, { type: "setUpTrick" }> => a.type === "setUpTrick" && a.trick === trick,
  );
  const seen = new Set<string>();
  for (const a of setups) {
    const key = `${a.card}:${a.slot}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const next = applyAction(c.game, c.seat, a);
    if (!next.ok) continue;
    const after: LessonContext = { ...c, game: next.state, legal: legalActions(next.state, c.seat) };
    const link = linkSetUp(after, secondTrick(after));
    if (link && link.card === a.card && link.rewards.length > 0) return { card: a.card, slot: a.slot };
  }
  return null;
}
