// Downtown (RULES §6.1): Learn Trick, Hire Character, Take Coins, Reroll Die, Set Die, with the shared dice.

import { DICE, DIE_IDS, type DieFace, type DieId } from "../../data/dice";
import { TRICK_BY_ID, type TrickDef } from "../../data/tricks";
import type { Action, BankDieId, DowntownAction, InnDieId, TrickDieId } from "../core/actions";
import { sharedAction } from "../core/shape";
import { ruleError, type RuleError } from "../core/errors";
import { checkAt, spendAp } from "../core/steps";
import { rollDie } from "../core/dice";
import {
  BOARD_APPRENTICE_SLOTS,
  BOARD_TRICK_SLOTS,
  apprenticeRoom,
  boardTrickCount,
  engineerSlotFree,
  player,
  updatePlayer,
  withCharacter,
} from "../core/players";
import { cursorFor } from "../core/rng";
import { hooksOf } from "../core/hooks";
import { favouriteOf, gainTrick } from "../core/tricks";
import { CHARACTER_IDS, type CharacterId, type GameState, type Seat, withState, withFields } from "../core/state";
import { family } from "../core/family";

export const DOWNTOWN_AP = { learnTrick: 3, hireCharacter: 3, takeCoins: 3, rerollDie: 1, setDie: 2 } as const;

const TRICK_DICE: readonly TrickDieId[] = ["trick_A", "trick_B"];
const INN_DICE: readonly InnDieId[] = ["inn_specialist", "inn_apprentice"];
const BANK_DICE: readonly BankDieId[] = ["bank_A", "bank_B"];
/** Each die's distinct faces, for Set Die (OQ-38: X included). */
const DISTINCT_FACES: Readonly<Record<DieId, readonly DieFace[]>> = Object.fromEntries(
  DICE.map((d) => [d.id, [...new Set(d.faces)]]),
) as unknown as Record<DieId, readonly DieFace[]>;

/** The AP an action costs now: the printed cost, or what a module makes it (the `downtownAp` hook). */
export function downtownAp(s: GameState, seat: Seat, type: DowntownAction["type"]): number {
  const printed = DOWNTOWN_AP[type];
  if (type === "rerollDie" || type === "setDie") return printed;
  const h = hooksOf(s).downtownAp;
  return h ? h(s, seat, type, printed) : printed;
}

/** Whether a module lets `seat` learn any category with any Trick die not showing X. */
function learnsAnyCategory(s: GameState, seat: Seat): boolean {
  const h = hooksOf(s).learnsAnyCategory;
  return h !== undefined && h(s, seat);
}

function freeApprentice(s: GameState, seat: Seat): CharacterId | undefined {
  const p = player(s, seat);
  return CHARACTER_IDS.find((id) => id.startsWith("apprentice") && p.characters[id].status === "supply");
}

function checkDieUsable(s: GameState, die: DieId): RuleError | null {
  return s.dice[die] === "X" ? ruleError("DIE_SHOWS_X", `${die} shows X`) : null;
}

export function checkDowntown(s: GameState, seat: Seat, a: DowntownAction): RuleError | null {
  const err = checkAt(s, seat, "downtown", downtownAp(s, seat, a.type));
  if (err) return err;
  const p = player(s, seat);
  switch (a.type) {
    case "learnTrick": {
      if (!TRICK_DICE.includes(a.die)) return ruleError("BAD_ACTION", `${String(a.die)} is not a Trick die`);
      const dieErr = checkDieUsable(s, a.die);
      if (dieErr) return dieErr; // OQ-11: even the favourite category needs a non-X die
      const t = TRICK_BY_ID[a.trick];
      if (!t || !s.residence.includes(a.trick))
        return ruleError("TRICK_UNAVAILABLE", `${String(a.trick)} is not at the Residence`);
      const face = s.dice[a.die];
      // Thirst for Knowledge (A30): any category, whatever the (non-X) die shows.
      const anyCategory = learnsAnyCategory(s, seat);
      if (!anyCategory && face !== "any" && face !== t.category && t.category !== favouriteOf(p)) {
        return ruleError(
          "DIE_MISMATCH",
          `${a.die} shows ${face}; ${t.name} is ${t.category}, your favourite is ${favouriteOf(p)}`,
        );
      }
      // RULES §3.2: no coin buy-out (OQ-2).
      if (p.fame < t.threshold)
        return ruleError("FAME_THRESHOLD", `${t.name} needs ${t.threshold} Fame, you have ${p.fame}`);
      if (a.engineerSlot ? !engineerSlotFree(p) : boardTrickCount(p) >= BOARD_TRICK_SLOTS) {
        return ruleError(
          "NO_TRICK_SLOT",
          a.engineerSlot ? "you have no free Engineer trick slot" : `your ${BOARD_TRICK_SLOTS} trick slots are full`,
        );
      }
      return null;
    }
    case "hireCharacter": {
      if (!INN_DICE.includes(a.die)) return ruleError("BAD_ACTION", `${String(a.die)} is not an Inn die`);
      const dieErr = checkDieUsable(s, a.die);
      if (dieErr) return dieErr;
      const face = s.dice[a.die];
      if (face === "apprentice") {
        if (!freeApprentice(s, seat)) return ruleError("NONE_LEFT", "all your Apprentices are hired");
        // RULES §3.1 (issue 13 audit): 3 Apprentice slots on the board, a 4th only on the Assistant's slot.
        return apprenticeRoom(p)
          ? null
          : ruleError(
              "NO_APPRENTICE_SLOT",
              `your ${BOARD_APPRENTICE_SLOTS} Apprentice slots are full and you have no Assistant to take a 4th`,
            );
      }
      if (face === "engineer" || face === "manager" || face === "assistant") {
        return p.characters[face].status === "supply" ? null : ruleError("ALREADY_OWNED", `you already have a ${face}`);
      }
      return ruleError("BAD_FACE", `${a.die} shows ${face}`);
    }
    case "takeCoins":
      if (!BANK_DICE.includes(a.die)) return ruleError("BAD_ACTION", `${String(a.die)} is not a Bank die`);
      return checkDieUsable(s, a.die);
    case "rerollDie":
      return DIE_IDS.includes(a.die) ? null : ruleError("BAD_ACTION", `unknown die ${String(a.die)}`);
    case "setDie":
      if (!DIE_IDS.includes(a.die)) return ruleError("BAD_ACTION", `unknown die ${String(a.die)}`);
      return DISTINCT_FACES[a.die].includes(a.face)
        ? null
        : ruleError("BAD_FACE", `${a.die} has no face ${String(a.face)}`);
  }
}

// Shared frozen action objects for Reroll Die and Set Die (no allocation per call).
const REROLL = Object.fromEntries(
  DIE_IDS.map((die) => [die, sharedAction({ type: "rerollDie" as const, die })]),
) as Readonly<Record<DieId, DowntownAction>>;
const SET_DIE = Object.fromEntries(
  DIE_IDS.map((die) => [die, DISTINCT_FACES[die].map((face) => sharedAction({ type: "setDie" as const, die, face }))]),
) as unknown as Readonly<Record<DieId, readonly DowntownAction[]>>;

/**
 * Learn Trick, Hire Character and Take Coins of the seat whose character is Downtown, appended to `out`. Learn Trick
 * is built from exactly the conditions checkDowntown tests; Hire Character and Take Coins (four candidates) are
 * checked.
 */
export function downtownLegal(s: GameState, seat: Seat, out: Action[]): void {
  const ap = s.placement?.ap ?? 0;
  const learnAp = downtownAp(s, seat, "learnTrick");
  if (ap >= learnAp) {
    const p = player(s, seat);
    const fav = favouriteOf(p);
    const anyCategory = learnsAnyCategory(s, seat);
    // A free slot of that kind, a die not showing X whose face fits (or the favourite category), the Fame.
    const slots: boolean[] = [];
    if (boardTrickCount(p) < BOARD_TRICK_SLOTS) slots.push(false);
    if (engineerSlotFree(p)) slots.push(true);
    // The Residence's tricks within reach of the Fame, looked up once for both dice.
    const reachable: TrickDef[] = [];
    if (slots.length)
      for (const trick of s.residence) if (p.fame >= TRICK_BY_ID[trick].threshold) reachable.push(TRICK_BY_ID[trick]);
    for (const die of slots.length ? TRICK_DICE : []) {
      const face = s.dice[die];
      if (face === "X") continue;
      for (const t of reachable) {
        if (!anyCategory && face !== "any" && face !== t.category && t.category !== fav) continue;
        for (const engineerSlot of slots) out.push({ type: "learnTrick", die, trick: t.id, engineerSlot });
      }
    }
  }
  // Hire and Take Coins: four candidates, checked (their cost may differ from Learn Trick's with Dark Alley).
  // Narrowed first by what the check would refuse anyway (the AP, a die showing X), so that most refusals, whose
  // messages cost a string each, are never built.
  const hireAp = downtownAp(s, seat, "hireCharacter");
  if (ap >= hireAp) {
    for (const die of INN_DICE) {
      if (s.dice[die] === "X") continue;
      const a: DowntownAction = { type: "hireCharacter", die };
      if (checkDowntown(s, seat, a) === null) out.push(a);
    }
  }
  const coinsAp = downtownAp(s, seat, "takeCoins");
  if (ap >= coinsAp) {
    for (const die of BANK_DICE) {
      if (s.dice[die] === "X") continue;
      const a: DowntownAction = { type: "takeCoins", die };
      if (checkDowntown(s, seat, a) === null) out.push(a);
    }
  }
}

/**
 * Reroll Die and Set Die, appended to `out`: any die, any of its faces, given the AP; built from exactly what
 * checkDowntown tests. legalActions lists them after the housekeeping actions.
 */
export function downtownDiceLegal(s: GameState, out: Action[]): void {
  const ap = s.placement?.ap ?? 0;
  for (const die of DIE_IDS) {
    if (ap >= DOWNTOWN_AP.rerollDie) out.push(REROLL[die]);
    if (ap >= DOWNTOWN_AP.setDie) {
      const faces = SET_DIE[die];
      for (let i = 0; i < faces.length; i++) out.push(faces[i]!);
    }
  }
}

export function applyDowntown(s: GameState, seat: Seat, a: DowntownAction): GameState {
  let out = s;
  switch (a.type) {
    case "learnTrick": {
      out = gainTrick(out, seat, a.trick, a.engineerSlot); // arrives unprepared
      const afterLearn = hooksOf(s).afterLearn;
      if (afterLearn) out = afterLearn(out, seat, a.trick);
      out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
      break;
    }
    case "hireCharacter": {
      const face = s.dice[a.die];
      const id = face === "apprentice" ? freeApprentice(s, seat)! : (face as CharacterId);
      // RULES §6.1: the new character waits on the Inn and joins at Return Characters; hiring is free.
      out = updatePlayer(out, seat, (p) => withCharacter(p, id, { status: "inn" }));
      out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
      break;
    }
    case "takeCoins": {
      let coins = s.dice[a.die] as number;
      let fame = 0;
      const gain = hooksOf(s).takeCoinsGain;
      if (gain) {
        const g = gain(s, out, seat, a.die);
        out = g.s;
        coins = g.coins;
        fame = g.fame;
      }
      out = updatePlayer(out, seat, (p) => withFields(p, { coins: p.coins + coins, fame: p.fame + fame }));
      out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
      break;
    }
    case "rerollDie": {
      const rng = cursorFor(s.seed, s.rng);
      const face = rollDie(rng, a.die);
      out = withState(out, { rng: rng.state, dice: { ...out.dice, [a.die]: face } });
      break;
    }
    case "setDie":
      out = withState(out, { dice: { ...out.dice, [a.die]: a.face } });
      break;
  }
  return spendAp(out, downtownAp(s, seat, a.type));
}

/** Downtown (RULES §6.1): Learn Trick, Hire Character, Take Coins; the dice rerolled or set with Shards. */
export const DOWNTOWN = family({
  name: "downtown",
  actions: ["learnTrick", "hireCharacter", "takeCoins", "rerollDie", "setDie"],
  check: checkDowntown,
  apply: applyDowntown,
  next: "placementStep",
  listers: [
    { when: "floor", location: "downtown", order: 3, legal: downtownLegal },
    { when: "floor", location: "downtown", order: 5, legal: (s, _seat, out) => downtownDiceLegal(s, out) },
  ],
});
