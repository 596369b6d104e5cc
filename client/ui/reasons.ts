import { MAX_PER_TYPE, type ComponentId } from "../../shared/data/components";
import { SLOT_BY_ID, WEEKDAYS } from "../../shared/data/locations";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import {
  drawAp,
  initiativeSpace,
  validateAction,
  type Action,
  type GameState,
  type RuleError,
} from "../../shared/engine";
import { effectiveCount, stockPrice } from "../../shared/engine";
import { apCost, characterName, componentName, DIE_NAMES, slotName, trickName } from "./actionText";
import { faceName } from "../board/labels";
import { amount, formatList, formatNumber, i18nHas, name, t } from "../i18n";

// Why an action is not possible, in a player's words. The engine is the judge (validateAction on the action a
// click would make); its refusal code is turned into a sentence here, in one place, from the state and the
// action: never an id, a zero-based number or an internal name (the engine's own messages carry those).

/** The sentence for why `action` is refused to `seat` now, or null when it is legal. */
export function whyNot(game: GameState, seat: number, action: Action, names: readonly string[]): string | null {
  const error = validateAction(game, seat, action);
  return error ? reasonText(error, action, game, seat, names) : null;
}

/** How many link rewards the engine wants for this set-up (the reward list it accepts), or null if none fits. */
function linksPaid(game: GameState, seat: number, action: Extract<Action, { type: "setUpTrick" }>): number | null {
  for (let n = 0; n <= 6; n++)
    if (!validateAction(game, seat, { ...action, rewards: Array<"fame">(n).fill("fame") })) return n;
  return null;
}

/** A refusal in a player's words (see the file comment). */
export function reasonText(
  error: RuleError,
  action: Action,
  game: GameState,
  seat: number,
  names: readonly string[],
): string {
  const me = game.players[seat];
  const pl = game.placement;
  const who = (s: number): string => names[s] ?? t("reason.player", { n: s + 1 });
  const a = action as Record<string, unknown>;
  const trick = typeof a.trick === "string" ? trickName(a.trick) : t("reason.thisTrick");
  const component = typeof a.component === "string" ? componentName(a.component) : t("reason.thisComponent");
  const slot = typeof a.slot === "string" && SLOT_BY_ID[a.slot] ? SLOT_BY_ID[a.slot]! : null;
  const r = (key: string, values?: Record<string, unknown>): string => t(`reason.${key}`, values);
  switch (error.code) {
    case "GAME_OVER":
      return r("gameOver");
    case "NOT_YOUR_TURN": {
      const acting = pl ? pl.seat : game.phase === "performance" ? null : game.initiative[game.cursor];
      return acting !== undefined && acting !== null && acting !== seat
        ? r("theirTurn", { name: who(acting) })
        : r("notYourTurn");
    }
    case "WRONG_PHASE":
      return r("wrongPhase");
    case "NO_PLACEMENT":
      return r("noPlacement");
    case "WRONG_LOCATION":
      if (action.type === "place" && me && typeof a.character === "string") {
        const card = me.characters[a.character as keyof typeof me.characters]?.card;
        return r("cardSays", {
          character: characterName(a.character),
          place: card ? name("location", card) : r("anotherPlace"),
        });
      }
      return pl
        ? r("characterAt", {
            character: characterName(pl.character),
            place: SLOT_BY_ID[pl.slot] ? name("location", SLOT_BY_ID[pl.slot]!.location) : r("anotherPlace"),
          })
        : r("notHere");
    case "NOT_ENOUGH_AP":
      return pl
        ? r("needsAp", {
            // A further Special draw costs more than the first (drawAp): the printed list knows only the first.
            ap: amount("ap", action.type === "drawSpecial" && game.alley ? drawAp(game) : apCost(action)),
            character: characterName(pl.character),
            left: formatNumber(pl.ap),
            count: pl.ap,
          })
        : r("notEnoughAp");
    case "CANNOT_AFFORD":
      if (action.type === "buy" && me)
        return r("costs", { cost: coins(buyPrice(game, action)), have: coins(me.coins) });
      if (action.type === "advertise" && me)
        return r("advertiseCosts", { cost: coins(initiativeSpace(game, seat)), have: coins(me.coins) });
      return me ? r("onlyCoins", { have: coins(me.coins) }) : r("cannotAfford");
    case "NO_SHARDS":
      return r("noShards");
    case "ALREADY_DONE":
      if (action.type === "enhance") return r("enhancedAlready");
      if (action.type === "advertise") return r("advertisedAlready");
      if (action.type === "moveTrick") return r("onEngineerAlready", { trick });
      if (action.type === "moveComponents") return r("onManagerAlready", { component });
      if (action.type === "reschedule") return r("markerThere");
      return r("doneAlready");
    case "NOT_ALLOWED_HERE":
      return action.type === "enhance" ? r("noEnhanceTheater") : r("magicianOnStage");
    case "NOT_ASSIGNED":
      return typeof a.character === "string"
        ? r("noCardFor", { character: characterName(a.character) })
        : r("noCardToPlace");
    case "SLOT_TAKEN": {
      if (action.type === "moveApprentice") return r("assistantSlotTaken");
      if (slot) {
        const holder = holderOf(game, slot.id, slot.location === "workshop" ? seat : undefined);
        if (!holder) return r("slotTaken");
        return holder.seat === seat
          ? r("takenByYour", { character: characterName(holder.character) })
          : r("takenBy", {
              name: who(holder.seat),
              character: characterName(holder.character),
              context: holder.character,
            });
      }
      return r("spaceTaken");
    }
    case "SLOT_UNAVAILABLE":
      if (slot && slot.minPlayers > game.players.length) return r("notUsedWith", { count: game.players.length });
      return r("noSuchSpace");
    case "WEEKDAY_TAKEN": {
      const day = slot?.weekday;
      const other = day
        ? game.players.find(
            (p) =>
              p.seat !== seat && Object.values(p.characters).some((c) => c.slot && SLOT_BY_ID[c.slot]?.weekday === day),
          )
        : undefined;
      const dayName = day ? name("weekday", day) : r("thisWeekday");
      return other ? r("weekdayTakenBy", { day: dayName, name: who(other.seat) }) : r("weekdayTaken", { day: dayName });
    }
    case "ONE_WEEKDAY": {
      const mine = me
        ? Object.values(me.characters)
            .map((c) => (c.slot ? SLOT_BY_ID[c.slot]?.weekday : undefined))
            .find(Boolean)
        : undefined;
      return r("oneWeekday", { day: name("weekday", mine ?? WEEKDAYS[0]!) });
    }
    case "STAGE_MAGICIAN_ONLY":
      return r("stageMagicianOnly");
    case "DIE_SHOWS_X":
      return r("dieShowsX", { die: dieWords(a.die) });
    case "DIE_MISMATCH": {
      const def = typeof a.trick === "string" ? TRICK_BY_ID[a.trick as TrickId] : undefined;
      const face = typeof a.die === "string" ? String(game.dice[a.die as keyof typeof game.dice]) : "";
      return def
        ? r("dieMismatch", {
            die: dieWords(a.die),
            face: faceName(face),
            trick,
            category: name("category", def.category),
          })
        : r("dieMismatchOther", { die: dieWords(a.die), face: faceName(face), trick });
    }
    case "FAME_THRESHOLD": {
      const def = typeof a.trick === "string" ? TRICK_BY_ID[a.trick as TrickId] : undefined;
      return def && me
        ? r("fameThreshold", { trick, needs: fame(def.threshold), have: formatNumber(me.fame) })
        : r("notEnoughFame");
    }
    case "NO_TRICK_SLOT":
      return a.engineerSlot ? r("noEngineerSlot") : r("noTrickSlot");
    case "TRICK_UNAVAILABLE":
      return r("notAtResidence", { trick });
    case "ALREADY_OWNED": {
      const face = typeof a.die === "string" ? String(game.dice[a.die as keyof typeof game.dice]) : "";
      return r("alreadyOwned", { character: faceName(face) });
    }
    case "NONE_LEFT":
      return r("noneLeft");
    case "BAD_FACE":
      return action.type === "setDie" ? r("noSuchFace") : r("noOneToHire", { die: dieWords(a.die) });
    case "NOT_IN_STOCK":
      return r("notInStock", { component });
    case "BAD_COUNT":
      return r("badCount");
    case "BARGAIN_LIMIT":
      return r("bargainLimit");
    case "STORAGE_FULL":
      return action.type === "moveComponents" ? r("managerFull") : r("storageFull");
    case "TYPE_CAP":
      return action.type === "moveComponents" ? r("managerCap") : r("typeCap", { count: MAX_PER_TYPE, component });
    case "SUPPLY_EMPTY":
      return r("supplyEmpty", { component });
    case "ORDER_SLOT_TAKEN":
      return r("orderSlotTaken");
    case "ALREADY_ORDERED":
      return r("alreadyOrdered", { component });
    case "NO_SUCH_TRICK":
      return r("noSuchTrick");
    case "ALREADY_PREPARED": {
      // When every trick still has markers, name them all: a playtester read only one of two and looked for the
      // other's reason.
      const prepared = me?.tricks.filter((x) => x.markers > 0) ?? [];
      return me && prepared.length > 1 && prepared.length === me.tricks.length
        ? r("allPrepared", { tricks: formatList(prepared.map((x) => trickName(x.id))) })
        : r("alreadyPrepared", { trick });
    }
    case "REQUIREMENTS_NOT_MET": {
      const def = typeof a.trick === "string" ? TRICK_BY_ID[a.trick as TrickId] : undefined;
      const pieces = (list: [string, number][]): string =>
        formatList(list.map(([c, n]) => t("reason.piecesOf", { count: n, component: componentName(c) })));
      const required = def ? (Object.entries(def.components) as [ComponentId, number][]) : [];
      const needs = pieces(required);
      // What is short, counted as the engine counts (a Manager's pile one more): a playtester holding 2 Metal read
      // "needs 1 Animal, 1 Fabric and 1 Metal" and wondered about the Metal (playtest 8).
      const short = me
        ? required.map(([c, n]): [ComponentId, number] => [c, n - effectiveCount(me, c)]).filter(([, n]) => n > 0)
        : [];
      if (needs && short.length) return r("lackComponentsShort", { trick, missing: pieces(short), needs });
      return needs ? r("lackComponentsNeeds", { trick, needs }) : r("lackComponents", { trick });
    }
    case "NO_MARKERS":
      return r("noMarkers");
    case "NEEDS_SPECIALIST": {
      const spec =
        action.type === "moveTrick" ? "engineer" : action.type === "moveComponents" ? "manager" : "assistant";
      return r("needsSpecialist", { character: name("character", spec) });
    }
    case "NO_SUCH_COMPONENT":
      return r("noSuchComponent", { component });
    case "CHARACTER_UNAVAILABLE":
      return typeof a.character === "string"
        ? r("characterUnavailable", { character: characterName(a.character) })
        : r("notAvailable");
    case "NO_CARD":
      return r("noCard");
    case "NOT_PREPARED":
      return r("notPrepared", { trick });
    case "NO_SUCH_CARD":
      return r("noSuchCard");
    case "DUPLICATE_TRICK":
      return r("duplicateTrick");
    case "NO_CARD_FOR_TRICK":
      return r("noCardForTrick", { trick });
    case "BAD_FACING":
      return r("badFacing");
    case "BAD_REWARDS": {
      // Say how many links this set-up makes (the engine's count, hooks included): "choose Fame or coins" read as
      // the fix to a playtester who had chosen Fame where no link formed.
      const links = action.type === "setUpTrick" ? linksPaid(game, seat, action) : null;
      if (links === 0) return r("badRewardsNone");
      return links === null ? r("badRewards") : r("badRewardsCount", { count: links });
    }
    case "NO_SUCH_MARKER":
      return r("noSuchMarker");
    case "NO_OWN_MARKER":
      return r("noOwnMarker");
    case "MAGICIAN_TAKEN":
      return r("magicianTaken");
    case "CATEGORY_TAKEN":
      return r("categoryTaken");
    default:
      // Dark Alley and other codes: the catalogue's wording of the code (refusal.code.*).
      return i18nHas(`refusal.code.${error.code}`) ? capitalise(t(`refusal.code.${error.code}`)) : r("notPossible");
  }
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 coin", "3 coins" / "1 Moneda", "3 Monedas": never "¢ 1 coins". */
export function coins(n: number): string {
  return amount("coins", n);
}

export function fame(n: number): string {
  return amount("fame", n);
}

export function shards(n: number): string {
  return amount("shards", n);
}

function dieWords(die: unknown): string {
  return typeof die === "string" ? DIE_NAMES[die]! : t("reason.thisDie");
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
