import { MAGICIAN_BY_ID, type MagicianId } from "../../shared/data/magicians";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import { amount, cardName, formatList, formatNumber, i18nHas, name, prophecyWords, t } from "../i18n";
import { applyAction, type Action, type ActionType, type GameState } from "../../shared/engine";
import { GUEST_KEY, isGuestKey } from "../../shared/engine";

// Words for actions: a title per action type, what it costs, and a readable name for every
// parameter value, so the action panel can offer exactly the engine's legal actions.

/** An action type's title in the reader's language (read at use, so a language switch shows at the next redraw). */
export const ACTION_TITLES: Record<ActionType, string> = new Proxy({} as Record<ActionType, string>, {
  get: (_, type) => t(`actionTitle.${String(type)}`),
});

/** The AP an action costs the character on the floor (0 for actions that are not location actions). */
export function apCost(action: Action): number {
  switch (action.type) {
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
      return 3;
    case "rerollDie":
    case "order":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
    case "setUpTrick":
    case "reschedule":
      return 1;
    case "setDie":
    case "quickOrder":
      return 2;
    case "buy":
      return 1 + action.bargain;
    case "prepare":
      return TRICK_BY_ID[action.trick]?.prepAp ?? 0;
    default:
      return 0;
  }
}

/**
 * How an action would change the acting character's AP now, asked of the engine on the page's rebuilt state
 * (prophecies and Special effects change prices and gains, RULES §12.3-§12.4; the Dark Alley's second draw costs
 * 2 AP, §12.2): negative for a cost, positive for a gain; null when the page's state cannot tell (the action ends
 * the placement, or needs facts the page does not hold).
 */
export function apChangeNow(game: GameState | null, action: Action): number | null {
  const pl = game?.placement;
  if (!game || !pl) return null;
  try {
    const next = applyAction(game, pl.seat, action);
    const after = next.ok ? next.state.placement : null;
    return after && after.seat === pl.seat && after.character === pl.character ? after.ap - pl.ap : null;
  } catch {
    return null;
  }
}

/** The AP an action costs now: the engine's answer on the page's state, else the printed price (`apCost`). */
export function apCostNow(game: GameState | null, action: Action): number {
  const change = apChangeNow(game, action);
  if (change === null) return apCost(action);
  return change < 0 ? -change : 0;
}

/** A die's name ("Bank die A" / "Dado de banco A"), read in the current language. */
export const DIE_NAMES: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_, die) => name("die", String(die)),
});

export function trickName(id: string): string {
  return name("trick", id);
}

export function componentName(id: string): string {
  return name("component", id);
}

/** Whether a component type is in one of the Market Row's stock slots (an Order of it brings no new type, OQ-12). */
export function orderInStock(game: GameState | null, component: string): boolean {
  return !!game?.market.buy.includes(component as never);
}

/** "Engineer", "Apprentice 2" (the data's "apprentice2"). */
export function characterName(id: string): string {
  const type = id.replace(/\d$/, "");
  const number = /\d$/.test(id) ? Number(id.slice(-1)) : null;
  return number === null
    ? name("character", type)
    : t("actionText.numbered", { name: name("character", type), n: number });
}

/** "Friday stage", "Market Row slot 2 (−1 AP)": a board slot in words. */
export function slotName(id: string): string {
  const def = SLOT_BY_ID[id];
  if (!def) return id;
  const mod = `${def.apModifier >= 0 ? "+" : "−"}${formatNumber(Math.abs(def.apModifier))}`;
  if (def.location === "theater") {
    const day = name("weekday", def.weekday ?? "");
    // Two backstage slots a day, drawn left (-1) and right (-2) of the stage: named by that side, or a list of
    // slots read "Thursday backstage" twice (playtest of 2026-11-27).
    const side = t(id.endsWith("-1") ? "actionText.left" : "actionText.right");
    return def.stage ? t("actionText.stage", { day }) : t("actionText.backstage", { day, side, mod });
  }
  return t("actionText.slot", { location: name("location", def.location), n: Number(id.slice(-1)), mod });
}

/** A readable name for one parameter value of an action. */
export function valueName(field: string, value: unknown, game: GameState | null, type?: Action["type"]): string {
  if (value === null) return t("actionText.none");
  switch (field) {
    case "magician": {
      const def = MAGICIAN_BY_ID[value as MagicianId];
      return def
        ? t("actionText.magician", { name: name("magician", def.id), category: name("category", def.favourite) })
        : String(value);
    }
    case "trick":
    case "replace":
    case "other":
      return trickName(String(value));
    case "component":
      // OQ-12: ordering a type already in stock is legal, but it brings no new type (it only displaces one): marked,
      // so a newcomer told to order a type not in stock can tell them apart (playtest 7, defect 4).
      if (type === "order" && orderInStock(game, String(value)))
        return t("actionText.inStock", { component: componentName(String(value)) });
      return componentName(String(value));
    case "swapWith":
    case "replacement":
      return componentName(String(value));
    case "components": {
      const list = value as string[];
      return list.length ? formatList(list.map(componentName)) : t("actionText.nothing");
    }
    case "specialist":
    case "character":
      return characterName(String(value));
    case "location":
      return name("location", String(value));
    case "slot":
      // A number is a Market Row slot: the stock's for Shoplifting, else an order slot (Order); a string is a board
      // slot or a performance-card space.
      if (typeof value === "number")
        return t(type === "shoplift" ? "piece.stockSlot" : "piece.orderSlot", { n: value + 1 });
      return SLOT_BY_ID[String(value)] ? slotName(String(value)) : cardSpaceName(String(value));
    case "fromSlot":
    case "mine":
    case "theirs":
      return cardSpaceName(String(value));
    case "doubled":
      return t("actionText.doubled", { what: name("resource", String(value)) });
    case "use":
      return t(`actionText.use.${String(value)}`, { defaultValue: String(value) });
    case "prophecy":
      return prophecyWords(String(value));
    case "die":
      return DIE_NAMES[String(value)] ?? String(value);
    case "face":
      return faceWords(String(value));
    case "card":
    case "cardA":
    case "cardB":
    case "fromCard": {
      // The permanent Dark Alley card (A05, no Special name), a Special card by its id (A06–A45), else a Theater
      // slot index.
      if (value === "A05") return t("alley.alleyCard");
      if (typeof value === "string") return t(`names.special.${value}`);
      const card = game?.theaterCards[Number(value)];
      return card
        ? t("actionText.cardNamed", { n: Number(value) + 1, name: cardName(card.id) })
        : t("actionText.card", { n: Number(value) + 1 });
    }
    case "facing":
      return t(`actionText.facing.${String(value)}`, { defaultValue: String(value) });
    case "rewards": {
      const list = value as string[];
      return list.length
        ? formatList(list.map((r) => t(`actionText.reward.${r}`, { defaultValue: r })))
        : t("actionText.noLink");
    }
    case "count":
      return t("actionText.pieces", { count: Number(value) });
    case "bargain":
      return value === 0
        ? t("actionText.noBargain")
        : t("actionText.bargain", { count: Number(value), coins: amount("coins", Number(value)) });
    case "toManager":
      return value ? t("actionText.toManager") : t("actionText.toWorkshop");
    case "engineerSlot":
      return value ? t("actionText.onEngineer") : t("actionText.onBoard");
    case "deck":
      return name("location", String(value));
    default:
      return String(value);
  }
}

/** A die face or character type in words: "Optical", "Engineer", "4 coins", "X". */
export function faceWords(face: string): string {
  if (/^\d+$/.test(face)) return amount("coins", Number(face));
  if (face === "X") return "X";
  if (face === "any") return t("actionText.anyCategory");
  for (const kind of ["category", "character"] as const) if (i18nHas(`names.${kind}.${face}`)) return name(kind, face);
  return face;
}

const ROW_WORD = ["top", "middle", "bottom"] as const;
const COLUMN_WORD = ["Left", "Right"] as const;

/** A performance-card space in words, as a player points at it: "top left", "bottom right". */
export function cardSpaceName(slot: string): string {
  // Guest Performer (A06) markers sit beside the spaces under "guest-N" keys (OQ-36), not at "x.y".
  if (isGuestKey(slot)) return t("alley.guest.space", { n: Number(slot.slice(GUEST_KEY.length)) || 1 });
  const [x, y] = slot.split(".").map(Number);
  const row = ROW_WORD[y ?? -1];
  const column = COLUMN_WORD[x ?? -1];
  // Every printed card fits the 2 × 3 grid (shared/data/performances.ts); a slot outside it is a bug, not a word.
  if (!row || !column) throw new Error(`no performance-card space ${slot}`);
  return t(`actionText.cardSpace.${row}${column}`);
}

/** The label of a parameter, e.g. "Trick", "Orientation". */
export function fieldName(field: string, sample?: unknown): string {
  // A "card" is a Theater card by its number, or a Dark Alley Special card by its id (keep, Mimesis).
  if (field === "card" && typeof sample === "string") return t("actionText.field.specialCard");
  return t(`actionText.field.${field}`, { defaultValue: field });
}

/** One line for a whole action, e.g. "Buy: Wood, 2 pieces, no bargain (1 AP)". */
export function actionLabel(action: Action, game: GameState | null): string {
  const params = Object.entries(action)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => valueName(k, v, game, action.type));
  const cost = apCost(action);
  const title = ACTION_TITLES[action.type];
  const line = params.length ? t("actionText.withParams", { title, params: params.join(", ") }) : title;
  return cost ? t("actionText.withCost", { line, ap: amount("ap", cost) }) : line;
}
