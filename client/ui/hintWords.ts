import type { GameState } from "../../shared/engine";
import type { Action } from "../../shared/engine";
import type { HintReason, Versus } from "../../shared/ai/hintWhy";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import type { HintReply } from "../net/TableConnection";
import { ensureReasonWords } from "./reasonWords";
import { MAGICIAN_BY_ID } from "../../shared/data/magicians";
import { amount, formatList, formatNumber, name, prophecyWords, refusalText, t } from "../i18n";
import {
  ACTION_TITLES,
  actionLabel,
  characterName,
  componentName,
  DIE_NAMES,
  trickName,
  valueName,
} from "./actionText";

// The hint's words, made from the server's answer (a move and its reason as data: shared/ai/hintWhy.ts) each time the
// hint is drawn, so the same answer reads in the language chosen at that moment (issue 31). Apart from
// hintPanel.ts: no board here. Two short lines under the move: what it does for the seat ("learns Levitation:
// worth 4 Fame and 2 coins for each marker performed"), and why it beats the runner-up ("About 3 Fame more at the
// end than Advertise"), or a close call, or the search's own line when it compared nothing.

export interface HintText {
  line: string;
  /** What the move does for the seat, in game terms, when the answer says. */
  does?: string;
  /** Why this move: against the runner-up, else the search's one-line reason. */
  reason?: string;
}

/** A hint's line, and its reason when it has a move. */
export function hintWords(reply: HintReply, game: GameState | null): HintText {
  ensureReasonWords();
  if (!reply.ok) return { line: refusalText(reply) };
  if (!reply.action) return { line: t("botplay.hint.nothing") };
  const out: HintText = {
    line: t("botplay.hint.would", { action: actionLabel(reply.action, game) }),
    reason: reasonWords(reply.action, reply.reason, game),
  };
  const does = doesWords(reply.action, reply.reason, game);
  if (does) out.does = does;
  return out;
}

const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const signedAmount = (kind: "fame" | "coins" | "shards", n: number): string =>
  `${n > 0 ? "+" : "−"}${amount(kind, Math.abs(n))}`;

/** "the Theater", "your Workshop": a place in a sentence (the log's names, with their articles). */
function placeWords(location: string): string {
  return location === "workshop" ? t("bots.why.yourWorkshop") : t(`story.place.${location}`);
}

/** A character in a sentence without its number: "Apprentice", not "Apprentice 2" (one of them is meant). */
const characterWords = (id: string): string => characterName(id.replace(/\d$/, ""));

/** What a trick yields per performed marker: "4 Fame and 2 coins". */
function yieldWords(trick: string): string {
  const y = TRICK_BY_ID[trick as keyof typeof TRICK_BY_ID]?.yield;
  if (!y) return "";
  const kinds = (["fame", "coins", "shards"] as const).filter((k) => y[k] > 0);
  return formatList(kinds.map((k) => amount(k, y[k])));
}

/** What the move does for the seat, from the answer's effect and the move itself; undefined when nothing is known. */
export function doesWords(action: Action, reason: HintReason, game: GameState | null): string | undefined {
  ensureReasonWords();
  const e = reason.effect ?? {};
  const parts: string[] = [];
  for (const trick of e.learned ?? [])
    parts.push(t("bots.why.learns", { trick: trickName(trick), yield: yieldWords(trick) }));
  for (const m of e.markers ?? [])
    if (m.count > 0)
      parts.push(t("bots.why.prepares", { count: m.count, n: formatNumber(m.count), trick: trickName(m.trick) }));
  // In the game's setup a Specialist is in the team at once; later a hired character joins next turn (the Inn).
  if (e.characters !== undefined)
    parts.push(
      t(action.type === "chooseSpecialist" ? "bots.why.startsWith" : "bots.why.hires", {
        n: formatNumber(e.characters),
      }),
    );
  const purpose = purposeWords(action, reason, game);
  if (purpose) parts.push(purpose);
  const gains: string[] = [];
  for (const k of ["fame", "coins", "shards"] as const) if (e[k]) gains.push(signedAmount(k, e[k]!));
  for (const c of e.components ?? [])
    gains.push(`${c.count > 0 ? "+" : "−"}${formatNumber(Math.abs(c.count))} ${componentName(c.component)}`);
  if (gains.length) parts.push(t("bots.why.now", { list: gains.join(", ") }));
  if (e.uncertain && !parts.length) parts.push(t("bots.why.uncertain"));
  return parts.length ? capital(parts.join("; ")) : undefined;
}

/** What the move is for, from its kind and parameters (its effect may be unknown in advance, or nothing yet). */
function purposeWords(action: Action, reason: HintReason, game: GameState | null): string | undefined {
  switch (action.type) {
    case "place": {
      const slot = SLOT_BY_ID[action.slot];
      if (!slot) return undefined;
      // In the Theater the day is the point: it is the show the character will perform in.
      const place = slot.weekday
        ? t("bots.why.theaterDay", { day: name("weekday", slot.weekday) })
        : placeWords(slot.location);
      const words = { character: characterWords(action.character), place };
      const ap = reason.effect?.ap;
      return ap === undefined
        ? t("bots.why.placeNoAp", words)
        : t("bots.why.place", { ...words, ap: amount("ap", ap) });
    }
    case "assign":
    case "assignAlley": {
      const steps = (reason.plan ?? []).filter((s) => s.type === "assign" || s.type === "assignAlley");
      if (steps.length > 1)
        return t("bots.why.plan", {
          steps: steps.map((s) => stepWords(s)).join(", "),
        });
      if (action.type === "assign")
        return t("bots.why.assign", {
          character: characterWords(action.character),
          place: placeWords(action.location),
        });
      // The permanent Dark Alley card sends the character there; a Special card is named.
      return action.card === "A05"
        ? t("bots.why.assign", { character: characterWords(action.character), place: placeWords("dark_alley") })
        : t("bots.why.assignSpecial", {
            character: characterWords(action.character),
            card: name("special", action.card),
          });
    }
    case "setUpTrick":
      return t("bots.why.setUp", {
        trick: trickName(action.trick),
        card: valueName("card", action.card, game, action.type),
      });
    case "chooseMagician": {
      const favourite = MAGICIAN_BY_ID[action.magician]?.favourite;
      return favourite ? t("bots.why.purpose.chooseMagician", { category: name("category", favourite) }) : undefined;
    }
    case "leaveInactive":
      return t("bots.why.purpose.leaveInactive", { character: characterWords(action.character) });
    case "rerollDie":
    case "setDie":
      return t(`bots.why.purpose.${action.type}`, { die: DIE_NAMES[action.die] });
    case "order":
    case "quickOrder":
      return t(`bots.why.purpose.${action.type}`, { component: componentName(action.component) });
    case "keepSpecial":
      return t("bots.why.purpose.keepSpecial", { card: name("special", action.card) });
    case "fateWeaving":
      return t("bots.why.purpose.fateWeaving", { prophecy: prophecyWords(action.prophecy) });
    case "useSpecial":
      return t(action.use === "ap" ? "bots.why.purpose.useSpecialAp" : "bots.why.purpose.useSpecialEffect");
    case "enhance":
    case "mechanicalEnhancement":
    case "passPlacement":
    case "fortuneTelling":
    case "confirmAssignments":
    case "endPlacement":
    case "skipAdvertise":
    case "passPerformance":
    case "drawSpecial":
    case "reschedule":
    case "moveTrick":
    case "moveApprentice":
      return t(`bots.why.purpose.${action.type}`);
    default:
      return undefined;
  }
}

/** One card of a plan: "Magician → the Theater". */
function stepWords(step: Action): string {
  if (step.type === "assign")
    return t("bots.why.planStep", { character: characterWords(step.character), place: placeWords(step.location) });
  if (step.type === "assignAlley")
    return t("bots.why.planStep", { character: characterWords(step.character), place: placeWords("dark_alley") });
  return ACTION_TITLES[step.type];
}

/** Parameters that say which move is meant, not how it is paid for. */
const NAMING = new Set([
  "character",
  "location",
  "slot",
  "trick",
  "component",
  "components",
  "count",
  "die",
  "face",
  "card",
  "deck",
  "magician",
  "specialist",
  "prophecy",
  "use",
]);

/**
 * The runner-up named in full, so a player knows which move is meant (issue 31, playtest 2026-11-27: "than Set Up
 * Trick: top left", "than Buy: 3 pieces" named only what differed from the hinted move). The common kinds read as a
 * phrase ("setting up Levitation on Card 2, top left", "buying 3 Wood"); a plan by all its cards; any other kind by
 * its title and every parameter that says which move it is (not how it is paid for).
 */
export function otherMoveWords(other: Action, game: GameState | null, plan?: readonly Action[]): string {
  ensureReasonWords();
  if (plan && plan.length > 1) return t("bots.why.other.plan", { steps: plan.map((s) => stepWords(s)).join(", ") });
  switch (other.type) {
    case "assign":
    case "assignAlley":
      return stepWords(other);
    case "setUpTrick":
      return t("bots.why.other.setUp", {
        trick: trickName(other.trick),
        card: valueName("card", other.card, game, other.type),
        space: valueName("slot", other.slot, game, other.type),
      });
    case "buy":
      return t("bots.why.other.buy", {
        count: other.count,
        n: formatNumber(other.count),
        component: componentName(other.component),
      });
    case "prepare":
      return t("bots.why.other.prepare", { trick: trickName(other.trick) });
    case "learnTrick":
      return t("bots.why.other.learn", { trick: trickName(other.trick) });
  }
  const params = Object.entries(other)
    .filter(([k]) => k !== "type" && NAMING.has(k))
    .map(([k, v]) => valueName(k, v, game, other.type));
  const title = ACTION_TITLES[other.type];
  return params.length ? t("actionText.withParams", { title, params: params.join(", ") }) : title;
}

/** Plans as players see them: a set of character → place cards, in no order. */
const planSet = (steps: readonly Action[]): string =>
  steps
    .map((s) => JSON.stringify(s))
    .sort()
    .join("|");

/** Why this move: the margin over the runner-up when the search measured one, else the search's own line. */
function reasonWords(action: Action, reason: HintReason, game: GameState | null): string {
  const v = reason.versus;
  // Two moves that read the same, or differ only in which of a day's two backstage slots (the same rules, left or
  // right of the stage), or the same plan's cards in another order: no comparison worth making, the search's line.
  const samePlan = v?.plan && reason.plan && planSet(v.plan) === planSet(reason.plan);
  if (v && !samePlan && !twinBackstage(v.action, action) && actionLabel(v.action, game) !== actionLabel(action, game))
    return versusWords(v, otherMoveWords(v.action, game, v.plan));
  return t(`bots.reason.${reason.code}`, { fame: reason.fame, percent: reason.percent });
}

/** The same character placed on one day's backstage, left or right: one move to a player. */
function twinBackstage(a: Action, b: Action): boolean {
  if (a.type !== "place" || b.type !== "place" || a.character !== b.character) return false;
  const day = (slot: string) => /^theater-([a-z]+)-[12]$/.exec(slot)?.[1];
  return day(a.slot) !== undefined && day(a.slot) === day(b.slot);
}

/** The margin over another move, named by `other` ("Advertise", or the look back's "your plan"). */
export function versusWords(v: Versus, other: string): string {
  ensureReasonWords();
  if ("fame" in v) return t("bots.why.better", { count: v.fame, fame: formatNumber(v.fame), other });
  if ("percent" in v) return t("bots.why.betterWins", { percent: formatNumber(v.percent), other });
  return t("bots.why.close", { other });
}
