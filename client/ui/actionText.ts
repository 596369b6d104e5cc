import { COMPONENT_BY_ID, type ComponentId } from "../../shared/data/components";
import { MAGICIAN_BY_ID, type MagicianId } from "../../shared/data/magicians";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import type { Action, ActionType, GameState } from "../../shared/engine";

// Words for actions: a title per action type, what it costs, and a readable name for every
// parameter value, so the action panel can offer exactly the engine's legal actions.

export const ACTION_TITLES: Record<ActionType, string> = {
  chooseMagician: "Choose your magician",
  chooseComponents: "Take starting components",
  chooseTrick: "Take a trick",
  chooseSpecialist: "Choose a specialist",
  advertise: "Advertise",
  skipAdvertise: "Don't advertise",
  assign: "Assign a card",
  unassign: "Take a card back",
  confirmAssignments: "Confirm plan",
  place: "Place a character",
  leaveInactive: "Leave a character inactive",
  enhance: "Enhance with a shard (+1 AP)",
  endPlacement: "Done with this character",
  passPlacement: "Don't place a second character",
  discardTrick: "Discard a trick",
  returnComponent: "Return a component",
  learnTrick: "Learn Trick",
  hireCharacter: "Hire Character",
  takeCoins: "Take Coins",
  rerollDie: "Reroll Die",
  setDie: "Set Die",
  buy: "Buy",
  order: "Order",
  quickOrder: "Quick Order",
  prepare: "Prepare",
  moveTrick: "Move Trick to the Engineer",
  moveComponents: "Move Components to the Manager",
  moveApprentice: "Move Apprentice to the Assistant",
  setUpTrick: "Set Up Trick",
  reschedule: "Reschedule",
  perform: "Perform",
  passPerformance: "Don't perform",
  assignAlley: "Assign a Dark Alley card",
  useSpecial: "Use the Special card",
  drawSpecial: "Draw Special cards",
  keepSpecial: "Keep a Special card",
  fortuneTelling: "Fortune Telling",
  mechanicalEnhancement: "Mechanical Enhancement (+1 AP)",
  fateWeaving: "Fate Weaving",
  mimesis: "Mimesis (copy a Special card)",
  breakingFree: "Breaking Free (free Reschedule)",
  soulPossession: "Soul Possession (choose their card)",
  trickSteal: "Trick Steal",
  supercharge: "Supercharge (stack a marker)",
  declineAbility: "Don't use the ability",
  headhunt: "Headhunter: hire any character",
  massRecruitment: "Mass Recruitment: hire two Apprentices",
  smuggle: "Smuggled Goods: buy for Fame",
  barter: "Barter with Power: components for a Shard",
  componentSale: "Component Sale: buy a mix",
  orderNow: "Traveling Merchants: order now",
  unstablePrototype: "Unstable Prototype: prepare and return components",
  replacableParts: "Replacable Parts: prepare, a marker elsewhere",
  streetPerformance: "Street Performance: yields now",
  investments: "Investments: take coins and buy",
  shoplift: "Shoplifting: take a stock tile",
  trickOverhaul: "Trick Overhaul: learn in place of a trick",
  enhanceTrick: "Enhance Trick: prepare with a Shard on it",
  buyingTime: "Buying Time: swap two performance cards",
  guestPerformer: "Guest Performer: set up in no slot",
  onStagePreparation: "On-stage Preparation: prepare onto a card",
  hiddenTalent: "Hidden Talent: an Apprentice becomes a Specialist",
  hypnoticHire: "Hypnotic Motivation: hire, joins at once",
  logistics: "Logistics: order into the stock",
  grandPremiere: "Grand Premiere: perform, double a yield",
  durableComponents: "Durable Components: a marker back onto its trick",
};

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

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const words = (s: string): string => cap(s.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());

export const DIE_NAMES: Record<string, string> = {
  trick_A: "Trick die A",
  trick_B: "Trick die B",
  inn_specialist: "Specialist die",
  inn_apprentice: "Apprentice die",
  bank_A: "Bank die A",
  bank_B: "Bank die B",
};

export function trickName(id: string): string {
  return TRICK_BY_ID[id as TrickId]?.name ?? id;
}

export function componentName(id: string): string {
  return COMPONENT_BY_ID[id as ComponentId]?.name ?? id;
}

export function characterName(id: string): string {
  return words(id.replace(/\d$/, "")) + (/\d$/.test(id) ? ` ${id.slice(-1)}` : "");
}

export function slotName(id: string): string {
  const def = SLOT_BY_ID[id];
  if (!def) return id;
  const mod = `${def.apModifier >= 0 ? "+" : ""}${def.apModifier} AP`;
  if (def.location === "theater") return `${words(def.weekday ?? "")} ${def.stage ? "stage" : `backstage (${mod})`}`;
  return `${words(def.location)} slot ${id.slice(-1)} (${mod})`;
}

/** A readable name for one parameter value of an action. */
export function valueName(field: string, value: unknown, game: GameState | null): string {
  if (value === null) return "none";
  switch (field) {
    case "magician":
      return MAGICIAN_BY_ID[value as MagicianId] ? `${MAGICIAN_BY_ID[value as MagicianId].name} (${words(MAGICIAN_BY_ID[value as MagicianId].favourite)})` : String(value);
    case "trick":
      return trickName(String(value));
    case "component":
    case "swapWith":
      return componentName(String(value));
    case "components": {
      const list = value as string[];
      return list.length ? list.map(componentName).join(" + ") : "nothing";
    }
    case "specialist":
    case "character":
    case "location":
      return characterName(String(value));
    case "slot":
      return SLOT_BY_ID[String(value)] ? slotName(String(value)) : cardSpaceName(String(value));
    case "fromSlot":
      return cardSpaceName(String(value));
    case "die":
      return DIE_NAMES[String(value)] ?? String(value);
    case "face":
      return words(String(value));
    case "card":
    case "fromCard": {
      const card = game?.theaterCards[Number(value)];
      return `Card ${Number(value) + 1}${card ? ` (${PERFORMANCE_BY_ID[card.id]?.name ?? card.id})` : ""}`;
    }
    case "facing":
      return { up: "up ↑", right: "right →", down: "down ↓", left: "left ←" }[String(value)] ?? String(value);
    case "rewards": {
      const list = value as string[];
      return list.length ? list.map(words).join(", ") : "no link";
    }
    case "count":
      return `${String(value)} piece${value === 1 ? "" : "s"}`;
    case "bargain":
      return value === 0 ? "no bargain" : `bargain ${String(value)} (−${String(value)} coin${value === 1 ? "" : "s"})`;
    case "toManager":
      return value ? "onto the Manager's slot" : "into the Workshop";
    case "engineerSlot":
      return value ? "on the Engineer's slot" : "on a board slot";
    default:
      return words(String(value));
  }
}

/** A performance-card space in words: its row and column as printed, counted from 1. */
export function cardSpaceName(slot: string): string {
  const [x, y] = slot.split(".").map(Number);
  return `row ${(y ?? 0) + 1}, column ${(x ?? 0) + 1}`;
}

/** The label of a parameter, e.g. "Trick", "Orientation". */
export function fieldName(field: string): string {
  return (
    {
      card: "Performance card",
      fromCard: "From card",
      fromSlot: "From space",
      slot: "Where",
      facing: "Its own category points",
      rewards: "Link rewards",
      toManager: "Store",
      engineerSlot: "Goes",
      swapWith: "Swap with",
    } as Record<string, string>
  )[field] ?? words(field);
}

/** One line for a whole action, e.g. "Buy: Wood, 2 pieces, no bargain (1 AP)". */
export function actionLabel(action: Action, game: GameState | null): string {
  const params = Object.entries(action)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => valueName(k, v, game));
  const cost = apCost(action);
  return `${ACTION_TITLES[action.type]}${params.length ? `: ${params.join(", ")}` : ""}${cost ? ` (${cost} AP)` : ""}`;
}
