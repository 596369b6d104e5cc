import { COMPONENT_BY_ID, MAX_PER_TYPE, type ComponentId } from "../../shared/data/components";
import { SLOT_BY_ID, WEEKDAYS } from "../../shared/data/locations";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { initiativeSpace, validateAction, type Action, type GameState, type RuleError } from "../../shared/engine";
import { stockPrice } from "../../shared/engine/market";
import { apCost, characterName, componentName, DIE_NAMES, slotName, trickName } from "./actionText";
import { faceName } from "../board/labels";

// Why an action is not possible, in a player's words. The engine is the judge (validateAction on the action a
// click would make); its refusal code is turned into a sentence here, in one place, from the state and the
// action: never an id, a zero-based number or an internal name (the engine's own messages carry those).

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const LOCATION_WORDS: Record<string, string> = { downtown: "Downtown", market_row: "Market Row", workshop: "the Workshop", theater: "the Theater", dark_alley: "the Dark Alley" };
const CARD_WORDS: Record<string, string> = { downtown: "Downtown", market_row: "Market Row", workshop: "Workshop", theater: "Theater", dark_alley: "Dark Alley" };

/** The sentence for why `action` is refused to `seat` now, or null when it is legal. */
export function whyNot(game: GameState, seat: number, action: Action, names: readonly string[]): string | null {
  const error = validateAction(game, seat, action);
  return error ? reasonText(error, action, game, seat, names) : null;
}

/** A refusal in a player's words (see the file comment). */
export function reasonText(error: RuleError, action: Action, game: GameState, seat: number, names: readonly string[]): string {
  const me = game.players[seat];
  const pl = game.placement;
  const who = (s: number): string => names[s] ?? `Player ${s + 1}`;
  const a = action as Record<string, unknown>;
  const trick = typeof a.trick === "string" ? trickName(a.trick) : "this trick";
  const component = typeof a.component === "string" ? componentName(a.component) : "this component";
  const slot = typeof a.slot === "string" && SLOT_BY_ID[a.slot] ? SLOT_BY_ID[a.slot]! : null;
  switch (error.code) {
    case "GAME_OVER":
      return "The game is over";
    case "NOT_YOUR_TURN": {
      const acting = pl ? pl.seat : game.phase === "performance" ? null : game.initiative[game.cursor];
      return acting !== undefined && acting !== null && acting !== seat ? `It is ${who(acting)}'s turn` : "It is not your turn";
    }
    case "WRONG_PHASE":
      return "Not in this phase of the turn";
    case "NO_PLACEMENT":
      return "Only while one of your characters stands on the board";
    case "WRONG_LOCATION":
      if (action.type === "place" && me && typeof a.character === "string") {
        const card = me.characters[a.character as keyof typeof me.characters]?.card;
        return `Your ${characterName(a.character)}'s card says ${CARD_WORDS[card ?? ""] ?? "another place"}`;
      }
      return pl ? `Your ${characterName(pl.character)} is at ${LOCATION_WORDS[SLOT_BY_ID[pl.slot]?.location ?? ""] ?? "another place"}` : "Not at this location";
    case "NOT_ENOUGH_AP":
      return pl ? `Needs ${apCost(action)} AP; your ${characterName(pl.character)} has ${pl.ap} left` : "Not enough AP";
    case "CANNOT_AFFORD":
      if (action.type === "buy" && me) return `Costs ${coins(buyPrice(game, action))}; you have ${coins(me.coins)}`;
      if (action.type === "advertise" && me) return `Advertising costs ${coins(initiativeSpace(game, seat))}; you have ${coins(me.coins)}`;
      return me ? `You have only ${coins(me.coins)}` : "You cannot afford it";
    case "NO_SHARDS":
      return "Needs 1 Shard; you have none";
    case "ALREADY_DONE":
      if (action.type === "enhance") return "This character is enhanced already (once per placement)";
      if (action.type === "advertise") return "You advertised this turn already";
      if (action.type === "moveTrick") return `${trick} is on the Engineer's slot already`;
      if (action.type === "reschedule") return "The marker is there already";
      return "Done already";
    case "NOT_ALLOWED_HERE":
      return action.type === "enhance" ? "No Enhance in the Theater" : "Your Magician on stage takes no actions";
    case "NOT_ASSIGNED":
      return typeof a.character === "string" ? `Your ${characterName(a.character)} has no card to place` : "No card to place";
    case "SLOT_TAKEN": {
      if (action.type === "moveApprentice") return "The Assistant's apprentice slot is taken";
      if (slot) {
        const holder = holderOf(game, slot.id, slot.location === "workshop" ? seat : undefined);
        return holder ? `Taken by ${holder.seat === seat ? "your" : `${who(holder.seat)}'s`} ${characterName(holder.character)}` : "This slot is taken";
      }
      return "This space is taken";
    }
    case "SLOT_UNAVAILABLE":
      if (slot && slot.minPlayers > game.players.length) return `Not used with ${game.players.length} players`;
      return "No such space here";
    case "WEEKDAY_TAKEN": {
      const day = slot?.weekday;
      const other = day ? game.players.find((p) => p.seat !== seat && Object.values(p.characters).some((c) => c.slot && SLOT_BY_ID[c.slot]?.weekday === day)) : undefined;
      return `${cap(day ?? "this weekday")} is taken by ${other ? `${who(other.seat)}'s characters` : "another magician"}`;
    }
    case "ONE_WEEKDAY": {
      const mine = me ? Object.values(me.characters).map((c) => (c.slot ? SLOT_BY_ID[c.slot]?.weekday : undefined)).find(Boolean) : undefined;
      return `Your characters play on ${cap(mine ?? WEEKDAYS[0]!)} this turn`;
    }
    case "STAGE_MAGICIAN_ONLY":
      return "Only your Magician may take the stage";
    case "DIE_SHOWS_X":
      return `${dieWords(a.die)} shows X: reroll or set it first`;
    case "DIE_MISMATCH": {
      const def = typeof a.trick === "string" ? TRICK_BY_ID[a.trick as TrickId] : undefined;
      const face = typeof a.die === "string" ? String(game.dice[a.die as keyof typeof game.dice]) : "";
      return `${dieWords(a.die)} shows ${faceName(face)}; ${trick} is ${def ? cap(def.category) : "of another category"}`;
    }
    case "FAME_THRESHOLD": {
      const def = typeof a.trick === "string" ? TRICK_BY_ID[a.trick as TrickId] : undefined;
      return def && me ? `${trick} needs ${def.threshold} Fame; you have ${me.fame}` : "Not enough Fame";
    }
    case "NO_TRICK_SLOT":
      return a.engineerSlot ? "No free Engineer's trick slot" : "No free trick slot: discard a trick first";
    case "TRICK_UNAVAILABLE":
      return `${trick} is not at the Residence`;
    case "ALREADY_OWNED": {
      const face = typeof a.die === "string" ? String(game.dice[a.die as keyof typeof game.dice]) : "";
      return `You already have the ${cap(face)}`;
    }
    case "NONE_LEFT":
      return "All four of your Apprentices are hired";
    case "BAD_FACE":
      return action.type === "setDie" ? "This die has no such face" : `${dieWords(a.die)} shows no one you can hire`;
    case "NOT_IN_STOCK":
      return `${component} is not in stock`;
    case "BAD_COUNT":
      return "You may buy 1 to 3 pieces";
    case "BARGAIN_LIMIT":
      return "A price cannot be bargained below 1 coin";
    case "STORAGE_FULL":
      return action.type === "moveComponents" ? "Both Manager slots are full: swap a pile" : "Your component slots are full";
    case "TYPE_CAP":
      return action.type === "moveComponents" ? "A Manager slot holds at most 2 pieces" : `You may hold at most ${MAX_PER_TYPE} ${component}`;
    case "SUPPLY_EMPTY":
      return `Not enough ${component} left in the supply`;
    case "ORDER_SLOT_TAKEN":
      return "This order slot already holds an order";
    case "ALREADY_ORDERED":
      return `${component} is ordered already`;
    case "NO_SUCH_TRICK":
      return "You don't own this trick";
    case "ALREADY_PREPARED":
      return `${trick} still has its markers: set them up first`;
    case "REQUIREMENTS_NOT_MET": {
      const def = typeof a.trick === "string" ? TRICK_BY_ID[a.trick as TrickId] : undefined;
      const needs = def ? Object.entries(def.components).map(([c, n]) => `${n} ${COMPONENT_BY_ID[c as ComponentId]?.name ?? "pieces"}`).join(", ") : "";
      return `You lack components for ${trick}${needs ? ` (needs ${needs})` : ""}`;
    }
    case "NO_MARKERS":
      return "All your markers of this symbol are in the Theater";
    case "NEEDS_SPECIALIST": {
      const spec = action.type === "moveTrick" ? "engineer" : action.type === "moveComponents" ? "manager" : "assistant";
      return `Needs your ${cap(spec)}`;
    }
    case "NO_SUCH_COMPONENT":
      return `You have no ${component} here`;
    case "CHARACTER_UNAVAILABLE":
      return typeof a.character === "string" ? `Your ${characterName(a.character)} is not available` : "Not available";
    case "NO_CARD":
      return "No such card left in your hand";
    case "NOT_PREPARED":
      return `${trick} is not prepared: no markers on its card`;
    case "NO_SUCH_CARD":
      return "No performance card here";
    case "DUPLICATE_TRICK":
      return "This card already holds a marker of this trick of yours";
    case "BAD_FACING":
      return "The trick's own category must point into a link circle";
    case "BAD_REWARDS":
      return "Choose Fame or coins for each link";
    case "NO_SUCH_MARKER":
      return "None of your markers is there";
    case "NO_OWN_MARKER":
      return "None of your markers is on this card";
    case "MAGICIAN_TAKEN":
      return "Another player has this magician";
    case "CATEGORY_TAKEN":
      return "Another player's magician has this favourite category";
    default:
      return "Not possible now";
  }
}

/** "1 coin", "3 coins": never "¢ 1 coins". */
export function coins(n: number): string {
  return `${n} coin${n === 1 ? "" : "s"}`;
}

export function fame(n: number): string {
  return `${n} Fame`;
}

export function shards(n: number): string {
  return `${n} Shard${n === 1 ? "" : "s"}`;
}

function dieWords(die: unknown): string {
  return typeof die === "string" ? (DIE_NAMES[die] ?? "This die") : "This die";
}

/** What a Buy costs: price × count − bargain (RULES §6.2). */
export function buyPrice(game: GameState, a: Extract<Action, { type: "buy" }>): number {
  return (stockPrice(game, a.component) ?? 0) * a.count - a.bargain;
}

function holderOf(game: GameState, slotId: string, owner?: number): { seat: number; character: string } | null {
  for (const p of game.players) {
    if (owner !== undefined && p.seat !== owner) continue;
    for (const [id, c] of Object.entries(p.characters)) if (c.slot === slotId) return { seat: p.seat, character: id };
  }
  return null;
}

export { slotName };
