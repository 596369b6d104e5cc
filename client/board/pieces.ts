import { COMPONENT_BY_ID, type ComponentId } from "../../shared/data/components";
import { DIE_BY_ID, type DieId } from "../../shared/data/dice";
import { SLOT_BY_ID, type LocationId } from "../../shared/data/locations";
import { PERFORMANCE_BY_ID, type Direction } from "../../shared/data/performances";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import {
  linksFormed,
  performanceYields,
  setUpRefusal,
  type Action,
  type CharacterId,
  type LinkReward,
} from "../../shared/engine";
import { apCost, characterName, componentName, DIE_NAMES, orderInStock, trickName } from "../ui/actionText";
import { buyPrice, coins, reasonText, whyNot } from "../ui/reasons";
import { LINK_BONUS } from "../../shared/engine";
import { faceName } from "./labels";
import { amount as amountOf, cardName, formatList, name as nameOf, signed, t } from "../i18n";
import type { BoardModel } from "./model";
import { refusalRule } from "../rules/refusalRule";
import { ruleForRefusal } from "../rules/links";
import type { SectionId } from "../rules/sections";

// What each board piece offers the viewer now, from the engine's legal actions, and why a piece that could
// act in this context cannot (the engine's refusal of the action the click would make, in words).

/** One line of a piece's pop-over: an action to take (with its cost), or a disabled one with its reason. */
export interface MenuItem {
  label: string;
  /** "3 AP", "2 AP · 4 coins": shown before confirming. */
  cost?: string;
  action?: Action;
  reason?: string;
  /** The rules section behind `reason` (a "Rule ›" link beside it). */
  rule?: SectionId;
  /** A choice that changes the page, not the game (e.g. pick this trick for a set-up). */
  run?: () => void;
}

/** A choice of parameters in the pop-over (e.g. pieces, bargain, store), over a list of legal actions. */
export interface MenuForm {
  actions: Action[];
  fields: { name: string; label: string; values: { value: unknown; text: string }[] }[];
  /** The confirm button's words and cost for the chosen action. */
  label(a: Action): string;
  cost(a: Action): string;
  /** Why the engine refuses picks that go together in no legal action (the action they would make). */
  why(a: Action): string;
}

export interface PieceChoice {
  title: string;
  lines: string[];
  items: MenuItem[];
  form?: MenuForm;
  /** Why the piece is dimmed (no item can be taken), or null when something can. */
  reason: string | null;
  /** The words of the one way out, where "Close" would not say it (a question's "Cancel"); default "Close". */
  dismiss?: string;
}

/** The location of the viewer's character on the floor, or null. */
export function floorLocation(model: BoardModel): LocationId | null {
  const pl = model.game.placement;
  if (!pl || pl.seat !== model.viewer) return null;
  return SLOT_BY_ID[pl.slot]?.location ?? null;
}

/** "3 AP", "2 AP · 4 coins": what an action costs, shown before it is taken. */
function costText(model: BoardModel, a: Action): string {
  const ap = apCost(a);
  const money = a.type === "buy" ? coins(buyPrice(model.game, a)) : null;
  return [ap ? amountOf("ap", ap) : "", money].filter(Boolean).join(" · ");
}

function item(model: BoardModel, a: Action, label: string): MenuItem {
  return { label, cost: costText(model, a), action: a };
}

/** A disabled item: the engine's reason for refusing the action the click would make. */
function refused(model: BoardModel, a: Action, label: string): MenuItem {
  const reason =
    model.viewer === null
      ? t("reason.notYourTurn")
      : (whyNot(model.game, model.viewer, a, model.names) ?? t("reason.notPossible"));
  return { label, cost: costText(model, a), reason, rule: refusalRule(model.game, model.viewer, a) };
}

/**
 * A trick that can be set up nowhere: the engine says why for the trick itself (setUpRefusal), not for a space
 * made up to ask with (that read "No such space here" with the two-player rule when every card held the trick).
 */
function noSetUp(model: BoardModel, trick: TrickId): MenuItem {
  const a: Action = { type: "setUpTrick", trick, card: 0, slot: "", facing: "up", rewards: [] };
  const label = t("actionTitle.setUpTrick");
  const error = model.viewer === null ? null : setUpRefusal(model.game, model.viewer, trick);
  if (!error || model.viewer === null) return refused(model, a, label);
  return {
    label,
    cost: costText(model, a),
    reason: reasonText(error, a, model.game, model.viewer, model.names),
    rule: ruleForRefusal(error.code, a),
  };
}

function choice(title: string, items: MenuItem[], lines: string[] = []): PieceChoice {
  const open = items.some((i) => i.action || i.run);
  return {
    title,
    lines,
    items,
    reason: open ? null : (items.find((i) => i.reason)?.reason ?? t("reason.notPossible")),
  };
}

const legalOf = <T extends Action["type"]>(model: BoardModel, type: T): Extract<Action, { type: T }>[] =>
  model.legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

/** A Downtown die: take coins, hire, reroll or set it (RULES §6.1). Null outside one's own Downtown placement. */
export function dieChoice(model: BoardModel, die: DieId): PieceChoice | null {
  if (floorLocation(model) !== "downtown") return null;
  const face = String(model.game.dice[die]);
  const group = DIE_BY_ID[die].group;
  const items: MenuItem[] = [];
  const lines: string[] = [];
  if (group === "bank") {
    const a: Action = { type: "takeCoins", die: die as "bank_A" };
    const ok = legalOf(model, "takeCoins").find((x) => x.die === die);
    items.push(
      ok ? item(model, ok, t("piece.take", { face: faceName(face) })) : refused(model, a, t("actionTitle.takeCoins")),
    );
  } else if (group === "inn") {
    const a: Action = { type: "hireCharacter", die: die as "inn_specialist" };
    const ok = legalOf(model, "hireCharacter").find((x) => x.die === die);
    items.push(
      ok
        ? item(model, ok, t("piece.hire", { face: faceName(face) }))
        : refused(model, a, t("piece.hire", { face: faceName(face) })),
    );
  } else {
    lines.push(t("piece.learnHint"));
  }
  const reroll = legalOf(model, "rerollDie").find((x) => x.die === die);
  items.push(
    reroll ? item(model, reroll, t("piece.reroll")) : refused(model, { type: "rerollDie", die }, t("piece.reroll")),
  );
  const sets = legalOf(model, "setDie").filter((x) => x.die === die && String(x.face) !== face);
  // "Set to X (nothing)" puzzled a newcomer (why would one?): the rule is said where it is offered (OQ-38: X allowed).
  if (sets.length) lines.push(t("piece.setDieWhy"));
  if (sets.length)
    for (const s of sets) items.push(item(model, s, t("piece.setTo", { face: faceName(String(s.face)) })));
  else items.push(refused(model, { type: "setDie", die, face: DIE_BY_ID[die].faces[0]! }, t("piece.setToAFace")));
  return choice(t("piece.dieTitle", { die: DIE_NAMES[die], face: faceName(face) }), items, lines);
}

/** A trick at the Dahlgaard Residence: learn it with a Trick die (RULES §6.1). */
export function residenceChoice(model: BoardModel, trick: TrickId): PieceChoice | null {
  if (floorLocation(model) !== "downtown") return null;
  const legal = legalOf(model, "learnTrick").filter((a) => a.trick === trick);
  const items = legal.map((a) =>
    item(model, a, t(a.engineerSlot ? "piece.learnWithEngineer" : "piece.learnWith", { die: DIE_NAMES[a.die] })),
  );
  if (!items.length) {
    // The reason of the die that comes closest: one not showing X when there is one.
    const tries = (["trick_A", "trick_B"] as const).map((die) =>
      refused(model, { type: "learnTrick", die, trick, engineerSlot: false }, t("actionTitle.learnTrick")),
    );
    const notX = tries.find((t, i) => String(model.game.dice[i === 0 ? "trick_A" : "trick_B"]) !== "X");
    items.push(notX ?? tries[0]!);
  }
  return choice(t("piece.learn", { trick: trickName(trick) }), items);
}

/** A Market Row tile: buy from stock (count and bargain), order into an order slot, or quick-order (RULES §6.2). */
export function marketChoice(model: BoardModel, kind: "buy" | "order" | "quick", index: number): PieceChoice | null {
  if (floorLocation(model) !== "market_row") return null;
  const market = model.game.market;
  const items: MenuItem[] = [];
  if (kind === "order") {
    const orders = legalOf(model, "order").filter((a) => a.slot === index);
    // OQ-12: a type in stock is legal but brings no new type: said on the item and listed after the types that do
    // (playtest 7, defect 4: a newcomer told to order a type not in stock met the stocked ones first, unmarked).
    orders.sort(
      (x, y) => Number(orderInStock(model.game, x.component)) - Number(orderInStock(model.game, y.component)),
    );
    for (const a of orders) {
      const key = orderInStock(model.game, a.component) ? "piece.orderInStock" : "piece.order";
      items.push(item(model, a, t(key, { component: componentName(a.component) })));
    }
    if (!orders.length)
      items.push(
        refused(model, { type: "order", component: firstComponent(model), slot: index }, t("actionTitle.order")),
      );
    return choice(t("piece.orderSlot", { n: index + 1 }), items, [t("piece.orderArrives")]);
  }
  const component = kind === "buy" ? market.buy[index] : market.quick;
  let form: MenuForm | undefined;
  if (component) {
    const buys = legalOf(model, "buy").filter((a) => a.component === component);
    if (buys.length) form = buyForm(model, buys);
    else
      items.push(
        refused(
          model,
          { type: "buy", component, count: 1, bargain: 0, toManager: false },
          t("piece.buyOne", { component: componentName(component) }),
        ),
      );
  }
  if (kind === "quick") {
    const quick = legalOf(model, "quickOrder");
    for (const a of quick) items.push(item(model, a, t("piece.quickOrder", { component: componentName(a.component) })));
    if (!quick.length)
      items.push(refused(model, { type: "quickOrder", component: firstComponent(model) }, t("actionTitle.quickOrder")));
  }
  const title = component
    ? t("piece.each", {
        component: componentName(component),
        price: coins(COMPONENT_BY_ID[component].price + (kind === "quick" ? 1 : 0)),
      })
    : kind === "quick"
      ? t("piece.quickSlot")
      : t("piece.stockSlot", { n: index + 1 });
  // A quick-ordered piece is in stock this turn only (RULES §6.2): said where it is ordered (a playtester lost one).
  // Bargain is said where its toggle is offered: "Bargain: none / −1 coin (+1 AP)" meant nothing to a newcomer.
  const lines = [
    ...(kind === "quick" ? [t("piece.quickThisTurn")] : []),
    ...(form?.fields.some((f) => f.name === "bargain" && f.values.length > 1) ? [t("piece.bargainWhy")] : []),
    // "Store: Workshop / Manager's slot" was as puzzling (RULES §3.3: a pile there counts one more).
    ...(form?.fields.some((f) => f.name === "toManager") ? [t("piece.managerSlotWhy")] : []),
  ];
  const c = choice(title, items, lines);
  return form ? { ...c, form, reason: null } : c;
}

/** Buy: how many pieces, how much bargain, where to store, over the legal Buys of one type. */
function buyForm(model: BoardModel, buys: Extract<Action, { type: "buy" }>[]): MenuForm {
  const distinct = <T>(xs: T[]): T[] => [...new Set(xs)].sort();
  const counts = distinct(buys.map((a) => a.count));
  const bargains = distinct(buys.map((a) => a.bargain));
  const stores = distinct(buys.map((a) => a.toManager));
  const fields: MenuForm["fields"] = [
    { name: "count", label: t("piece.pieces"), values: counts.map((n) => ({ value: n, text: String(n) })) },
    {
      name: "bargain",
      label: t("actionText.field.bargain"),
      values: bargains.map((b) => ({
        value: b,
        text: b ? t("piece.bargainValue", { coins: coins(b), ap: amountOf("ap", b) }) : t("actionText.none"),
      })),
    },
  ];
  if (stores.length > 1)
    fields.push({
      name: "toManager",
      label: t("actionText.field.toManager"),
      values: stores.map((m) => ({ value: m, text: m ? t("piece.managerSlot") : t("names.location.workshop") })),
    });
  return {
    actions: buys,
    fields,
    label: (a) => (a.type === "buy" ? buyLabel(a) : ""),
    cost: (a) => costText(model, a),
    why: (a) =>
      (model.viewer === null ? null : whyNot(model.game, model.viewer, a, model.names)) ?? t("reason.notPossible"),
  };
}

function buyLabel(a: Extract<Action, { type: "buy" }>): string {
  const values = { count: a.count, component: componentName(a.component), bargain: coins(a.bargain) };
  const key = a.bargain ? (a.toManager ? "buyBargainManager" : "buyBargain") : a.toManager ? "buyManager" : "buy";
  return t(`piece.${key}`, values);
}

function firstComponent(_model: BoardModel): ComponentId {
  return (Object.keys(COMPONENT_BY_ID)[0] ?? "wood") as ComponentId;
}

/**
 * One of the viewer's own trick cards: prepare, move to the Engineer or discard in the Workshop; in the Theater,
 * pick it for a set-up.
 */
export function ownTrickChoice(model: BoardModel, trick: TrickId, pick: (trick: TrickId) => void): PieceChoice | null {
  const loc = floorLocation(model);
  if (!loc) return null;
  const items: MenuItem[] = [];
  if (loc === "workshop") {
    const prep = legalOf(model, "prepare").find((a) => a.trick === trick);
    items.push(
      prep
        ? item(model, prep, t("actionTitle.prepare"))
        : refused(model, { type: "prepare", trick }, t("actionTitle.prepare")),
    );
    const move = legalOf(model, "moveTrick").find((a) => a.trick === trick);
    if (move) items.push(item(model, move, t("piece.moveToEngineer")));
  }
  if (loc === "theater") {
    const setups = legalOf(model, "setUpTrick").filter((a) => a.trick === trick);
    if (setups.length) items.push({ label: t("piece.chooseTrick"), run: () => pick(trick) });
    else items.push(noSetUp(model, trick));
  }
  const discard = legalOf(model, "discardTrick").find((a) => a.trick === trick);
  if (discard) items.push(item(model, discard, t("piece.discard")));
  if (!items.length) return null;
  return choice(trickName(trick), items);
}

/** One of the viewer's component piles: move it onto the Manager (swapping), or return one piece. */
export function componentChoice(model: BoardModel, component: ComponentId): PieceChoice | null {
  const loc = floorLocation(model);
  if (!loc) return null;
  const items: MenuItem[] = [];
  if (loc === "workshop") {
    const moves = legalOf(model, "moveComponents").filter((a) => a.component === component);
    for (const a of moves)
      items.push(
        item(
          model,
          a,
          a.swapWith ? t("piece.swapWith", { component: componentName(a.swapWith) }) : t("piece.moveToManager"),
        ),
      );
    if (!moves.length)
      items.push(refused(model, { type: "moveComponents", component, swapWith: null }, t("piece.moveToManager")));
  }
  const back = legalOf(model, "returnComponent").find((a) => a.component === component);
  if (back) items.push(item(model, back, t("piece.returnOne")));
  if (!items.length) return null;
  return choice(componentName(component), items);
}

/** An Apprentice at home: move it onto the Assistant's apprentice slot (Workshop). */
export function apprenticeChoice(model: BoardModel, character: CharacterId): PieceChoice | null {
  if (floorLocation(model) !== "workshop" || !character.startsWith("apprentice")) return null;
  const a = legalOf(model, "moveApprentice").find((x) => x.character === character);
  const items = [
    a
      ? item(model, a, t("piece.moveToAssistantFree"))
      : refused(model, { type: "moveApprentice", character }, t("piece.moveToAssistant")),
  ];
  return choice(characterName(character), items);
}

/** Shows: perform this card (with what it gives everyone) when the viewer is the weekday's performer. */
export function performChoice(model: BoardModel, card: number): PieceChoice | null {
  const game = model.game;
  if (game.phase !== "performance" || model.viewer === null || !game.weekday) return null;
  const pass = legalOf(model, "passPerformance")[0];
  if (!pass) return null;
  const a = legalOf(model, "perform").find((x) => x.card === card);
  const lines = yieldLines(model, card);
  const items: MenuItem[] = [
    a ? item(model, a, t("piece.perform")) : refused(model, { type: "perform", card }, t("piece.perform")),
  ];
  return choice(
    t("piece.cardTitle", { n: card + 1, name: game.theaterCards[card] ? cardName(game.theaterCards[card]!.id) : "" }),
    items,
    lines,
  );
}

/** "Anna: +5 Fame, +2 coins, +1 Shard" for each player a show of `card` today would pay (the engine's own sums). */
export function yieldLines(model: BoardModel, card: number): string[] {
  const game = model.game;
  const performer = game.phase === "performance" && game.weekday ? (game.placement?.seat ?? performerOf(model)) : null;
  if (performer === null || !game.weekday) return [];
  return performanceYields(game, performer, card, game.weekday)
    .filter((y) => y.fame || y.coins || y.shards)
    .map((y) => {
      const gains = [
        y.fame && t("piece.gainFame", { n: signed(y.fame) }),
        y.coins && t("piece.gainCoins", { n: signed(y.coins), count: Math.abs(y.coins) }),
        y.shards && t("piece.gainShards", { n: signed(y.shards), count: Math.abs(y.shards) }),
      ];
      return t("piece.yieldLine", {
        name: model.names[y.seat] ?? t("reason.player", { n: y.seat + 1 }),
        gains: gains.filter(Boolean).join(", "),
      });
    });
}

function performerOf(model: BoardModel): number | null {
  const day = model.game.weekday;
  for (const p of model.game.players) if (p.characters.magician.slot === `theater-${day}-stage`) return p.seat;
  return null;
}

// ---- Theater set-up and reschedule ---------------------------------------------------------------------------

/** The set-up being prepared on the board (page state, never sent until confirmed). */
export interface TheaterPick {
  /** The trick to set up, or null when moving a marker (Reschedule). */
  trick: TrickId | null;
  /** The marker to reschedule, when moving one. */
  from: { card: number; slot: string } | null;
  /** The space clicked, with the orientation shown there. */
  target: { card: number; slot: string } | null;
  facing: Direction | null;
  rewards: LinkReward[];
}

export const NO_PICK: TheaterPick = { trick: null, from: null, target: null, facing: null, rewards: [] };

/** The legal set-ups / reschedules of the current pick. */
function pickCandidates(model: BoardModel, pick: TheaterPick): Action[] {
  if (pick.from)
    return legalOf(model, "reschedule").filter((a) => a.fromCard === pick.from!.card && a.fromSlot === pick.from!.slot);
  if (pick.trick) return legalOf(model, "setUpTrick").filter((a) => a.trick === pick.trick);
  return [];
}

/** The trick a set-up would use by default: the picked one, else the first that can be set up. */
export function effectivePick(model: BoardModel, pick: TheaterPick): TheaterPick {
  if (floorLocation(model) !== "theater") return NO_PICK;
  if (pick.trick || pick.from) return pick;
  const first = legalOf(model, "setUpTrick")[0];
  return first ? { ...NO_PICK, trick: first.trick } : NO_PICK;
}

/** The orientations (own-category corner directions) the pick may take in a space. */
export function facingsAt(model: BoardModel, pick: TheaterPick, card: number, slot: string): Direction[] {
  const out: Direction[] = [];
  for (const a of pickCandidates(model, pick)) {
    if (
      (a.type === "setUpTrick" || a.type === "reschedule") &&
      a.card === card &&
      a.slot === slot &&
      !out.includes(a.facing)
    )
      out.push(a.facing);
  }
  return out;
}

/** A card space during a set-up: legal, or why the chosen trick cannot go there. */
export function spaceState(
  model: BoardModel,
  pick: TheaterPick,
  card: number,
  slot: string,
): { legal: boolean; reason: string | null } {
  if (!pick.trick && !pick.from) return { legal: false, reason: null };
  if (facingsAt(model, pick, card, slot).length) return { legal: true, reason: null };
  const c = model.game.theaterCards[card];
  const facing = (c ? PERFORMANCE_BY_ID[c.id].slots.find((s) => s.id === slot)?.links[0] : undefined) ?? "up";
  const attempt: Action = pick.from
    ? { type: "reschedule", fromCard: pick.from.card, fromSlot: pick.from.slot, card, slot, facing }
    : {
        type: "setUpTrick",
        trick: pick.trick!,
        card,
        slot,
        facing,
        rewards: rewardsFor(model, pick.trick!, card, slot, facing, []),
      };
  const reason = model.viewer === null ? null : whyNot(model.game, model.viewer, attempt, model.names);
  return { legal: false, reason: reason ?? t("reason.notPossible") };
}

/** One Fame/coins choice per link the set-up forms (keeping choices made so far; Fame by default). */
export function rewardsFor(
  model: BoardModel,
  trick: TrickId,
  card: number,
  slot: string,
  facing: Direction,
  chosen: readonly LinkReward[],
): LinkReward[] {
  const c = model.game.theaterCards[card];
  if (!c) return [];
  const n = linksFormed(c, slot, TRICK_BY_ID[trick].category, facing).length;
  return Array.from({ length: n }, (_, i) => chosen[i] ?? "fame");
}

/** The action the pick stands for now (its space, orientation and rewards), or null when incomplete. */
export function pickAction(model: BoardModel, pick: TheaterPick): Action | null {
  if (!pick.target || !pick.facing) return null;
  const { card, slot } = pick.target;
  if (pick.from)
    return { type: "reschedule", fromCard: pick.from.card, fromSlot: pick.from.slot, card, slot, facing: pick.facing };
  if (!pick.trick) return null;
  return {
    type: "setUpTrick",
    trick: pick.trick,
    card,
    slot,
    facing: pick.facing,
    rewards: rewardsFor(model, pick.trick, card, slot, pick.facing, pick.rewards),
  };
}

/** The links the pick would make, with what each pays and to whom (drawn before confirming). */
export function pickLinks(model: BoardModel, pick: TheaterPick): { dir: Direction; text: string }[] {
  const a = pickAction(model, pick);
  if (!a || a.type !== "setUpTrick") {
    return [];
  }
  const card = model.game.theaterCards[a.card]!;
  const def = TRICK_BY_ID[a.trick];
  const amount = LINK_BONUS[def.threshold];
  return linksFormed(card, a.slot, def.category, a.facing).map((l, i) => {
    const reward = a.rewards[i] === "coins" ? `+${coins(amount)}` : `+${amountOf("fame", amount)}`;
    const other = model.names[l.other.seat] ?? t("reason.player", { n: l.other.seat + 1 });
    return { dir: l.dir, text: linkGains(reward, l.shard, l.other.seat === model.viewer ? null : other) };
  });
}

/**
 * What one link pays, each player's gain on its own: "You: +1 Fame, +1 Shard · Bot 2: +1 Shard". The reward is the
 * setter's alone; a Shard link gives a Shard to each marker's owner (`other`: the other marker's owner, null when it
 * is the setter's own). "+1 Fame, +1 Shard to you and to Bot 2" read as if Bot 2 got the Fame too (playtest).
 */
export function linkGains(reward: string, shard: boolean, other: string | null): string {
  if (!shard) return t("piece.linkYou", { gains: reward });
  const shardGain = t("piece.linkShard");
  const mine = t("piece.linkYou", { gains: t("piece.linkAnd", { reward, shard: shardGain }) });
  return other === null ? mine : t("piece.linkBoth", { mine, other, theirs: shardGain });
}

/**
 * Why the viewer cannot place here now, when it is their turn to place and the slot is not lit: the refusal for a
 * character whose card names this location; when none does, every waiting character with its card's location (the
 * first one's refusal alone named the Magician's card while the Apprentice held the card a person was thinking of).
 */
export function slotReason(model: BoardModel, slotId: string): string | null {
  const game = model.game;
  const seat = model.viewer;
  if (seat === null || game.phase !== "placement" || game.placement || game.initiative[game.cursor] !== seat)
    return null;
  const me = game.players[seat]!;
  const waiting = (Object.entries(me.characters) as [CharacterId, (typeof me.characters)[CharacterId]][]).filter(
    ([, c]) => c.card !== null && c.slot === null && !c.inactive && c.status === "team",
  );
  if (!waiting.length) return null;
  const loc = SLOT_BY_ID[slotId]?.location;
  const best = waiting.find(([, c]) => c.card === loc);
  if (best) return whyNot(game, seat, { type: "place", character: best[0], slot: slotId }, model.names);
  if (!loc) return t("reason.noSuchSpace");
  const cards = waiting.map(([id, c]) =>
    t("reason.cardOf", { character: characterName(id), place: nameOf("location", c.card!) }),
  );
  return t("reason.noCardHere", { place: nameOf("location", loc), cards: formatList(cards), count: cards.length });
}
