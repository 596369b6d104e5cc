import { COMPONENT_BY_ID, type ComponentId } from "../../shared/data/components";
import { MAGICIAN_BY_ID, type MagicianId } from "../../shared/data/magicians";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { viewFor, type Action, type GameState, type GameView, type Seat } from "../../shared/engine";

/**
 * The game log: one or more readable lines per accepted action, in words and with the numbers.
 * Lines are written from the spectator's projection only, so they can never say more than the
 * rules let everyone know (a plan being made in the Assignment phase produces no line at all).
 */
export function describeAction(
  before: GameState,
  after: GameState,
  seat: Seat,
  action: Action,
  names: readonly string[],
): string[] {
  const was = viewFor(before, "spectator");
  const now = viewFor(after, "spectator");
  const who = names[seat] ?? `Seat ${seat + 1}`;
  const lines: string[] = [];
  const phrase = phraseFor(action, was, who);
  if (phrase) lines.push(phrase + resourceChanges(was, now, names));
  lines.push(...phaseChanges(was, now, names));
  return lines;
}

const trickName = (id: TrickId): string => TRICK_BY_ID[id]?.name ?? id;
const componentName = (id: ComponentId): string => COMPONENT_BY_ID[id]?.name ?? id;
const label = (text: string): string => text.replace(/_/g, " ");
const character = (id: string): string => label(id.replace(/\d$/, "")).replace(/^./, (c) => c.toUpperCase());

// Players' words for dice and places (never an id: "Trick die A", "Downtown slot 1", "Friday backstage").
const DIE_WORDS: Record<string, string> = { trick_A: "Trick die A", trick_B: "Trick die B", inn_specialist: "the Specialist die", inn_apprentice: "the Apprentice die", bank_A: "Bank die A", bank_B: "Bank die B" };
const die = (id: string): string => DIE_WORDS[id] ?? "a die";
const LOCATION_WORDS: Record<string, string> = { downtown: "Downtown", market_row: "Market Row", workshop: "their Workshop", theater: "the Theater", dark_alley: "the Dark Alley" };
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function slotName(slot: string): string {
  const def = SLOT_BY_ID[slot];
  if (!def) return "a slot";
  const mod = def.apModifier >= 0 ? `+${def.apModifier}` : String(def.apModifier);
  if (def.location === "theater") return `${capital(def.weekday ?? "")} ${def.stage ? "stage" : `backstage (${mod} AP)`}`;
  return `${LOCATION_WORDS[def.location] ?? "a slot"} slot ${slot.slice(-1)} (${mod} AP)`;
}

function pieces(list: readonly ComponentId[]): string {
  return list.length ? list.map(componentName).join(", ") : "nothing";
}

/** The public sentence for one action; null for what must stay private. */
function phraseFor(a: Action, was: GameView, who: string): string | null {
  switch (a.type) {
    case "chooseMagician":
      return `${who} chose ${MAGICIAN_BY_ID[a.magician as MagicianId]?.name ?? a.magician}.`;
    case "chooseComponents":
      return `${who} took starting components: ${pieces(a.components)}.`;
    case "chooseTrick":
      return `${who} took the trick ${trickName(a.trick)}.`;
    case "chooseSpecialist":
      return `${who} chose the ${capital(label(a.specialist))} as specialist${a.components.length ? ` with ${pieces(a.components)}` : ""}.`;
    case "advertise":
      return `${who} advertised.`;
    case "skipAdvertise":
      return `${who} did not advertise.`;
    case "assign":
    case "unassign":
      return null; // RULES §5.4: plans are secret until the reveal
    case "confirmAssignments":
      return `${who} confirmed their plan.`;
    case "assignAlley":
    case "keepSpecial":
      return null; // plans and Special cards in hand are secret (RULES §5.4, §12.3)
    case "useSpecial":
      return `${who} used their Special card${a.use === "ap" ? " for +1 AP" : ""}.`;
    case "drawSpecial":
      return `${who} drew Special cards from the ${label(a.deck)} deck.`;
    case "fortuneTelling":
      return `${who} turned the Fortune Teller's orb.`;
    case "mechanicalEnhancement":
      return `${who} used Mechanical Enhancement (+1 AP).`;
    case "fateWeaving":
      return `${who} wove fate: ${a.prophecy} is now the Active prophecy.`;
    case "mimesis":
      return `${who} copied a Special card with Mimesis.`;
    case "breakingFree":
      return `${who} broke free: a marker moved before the shows.`;
    case "supercharge":
      return `${who} supercharged a trick: two markers in one slot.`;
    case "trickSteal":
      return `${who} stole a trick's yield in their show.`;
    case "soulPossession":
      return `${who} possessed the performer: Theater card ${a.card + 1} must be performed.`;
    case "declineAbility":
      return `${who} did not use their ability.`;
    case "headhunt":
    case "massRecruitment":
      return `${who} hired at the Inn with a Special card.`;
    case "smuggle":
    case "barter":
    case "componentSale":
    case "orderNow":
      return `${who} got components with a Special card.`;
    case "unstablePrototype":
    case "replacableParts":
      return `${who} prepared a trick with a Special card.`;
    case "investments":
      return `${who} took coins and bought components with them (Investments).`;
    case "shoplift":
      return `${who} took a component from the Market Row stock (Shoplifting).`;
    case "trickOverhaul":
      return `${who} learned a trick in place of another (Trick Overhaul).`;
    case "enhanceTrick":
      return `${who} prepared a trick and put a Shard on it (Enhance Trick).`;
    case "buyingTime":
      return `${who} swapped two performance cards (Buying Time).`;
    case "streetPerformance":
      return `${who} took a marker off a performance card for its yields (Street Performance).`;
    case "place":
      return `${who} placed their ${character(a.character)} on ${slotName(a.slot)}.`;
    case "passPlacement":
      return `${who} placed no second character.`;
    case "leaveInactive":
      return `${who} left their ${character(a.character)} inactive.`;
    case "enhance":
      return `${who} enhanced their character with a shard (+1 AP).`;
    case "endPlacement":
      return `${who} finished with their ${character(was.placement?.character ?? "character")}.`;
    case "discardTrick":
      return `${who} discarded the trick ${trickName(a.trick)}.`;
    case "returnComponent":
      return `${who} returned a ${componentName(a.component)} to the supply.`;
    case "learnTrick":
      return `${who} learned ${trickName(a.trick)} with ${die(a.die)}.`;
    case "hireCharacter":
      return `${who} hired ${/^[aeiou]/.test(String(was.dice[a.die])) ? "an" : "a"} ${capital(label(String(was.dice[a.die])))} at the Inn.`;
    case "takeCoins":
      return `${who} took ${String(was.dice[a.die])} coins with ${die(a.die)}.`;
    case "rerollDie":
      return `${who} rerolled ${die(a.die)}.`;
    case "setDie":
      return `${who} set ${die(a.die)} to ${a.face === "any" ? "any category" : capital(label(String(a.face)))}.`;
    case "buy":
      return `${who} bought ${a.count} ${componentName(a.component)}${a.bargain ? `, bargaining ${a.bargain} coin${a.bargain > 1 ? "s" : ""} off` : ""}.`;
    case "order":
      return `${who} ordered ${componentName(a.component)} for market slot ${a.slot + 1}.`;
    case "quickOrder":
      return `${who} quick-ordered ${componentName(a.component)}.`;
    case "prepare":
      return `${who} prepared ${trickName(a.trick)}.`;
    case "moveTrick":
      return `${who} moved ${trickName(a.trick)} to the Engineer's slot.`;
    case "moveComponents":
      return `${who} moved their ${componentName(a.component)} to the Manager's slot.`;
    case "moveApprentice":
      return `${who} moved their ${character(a.character)} to the Assistant's slot.`;
    case "setUpTrick":
      return `${who} set up ${trickName(a.trick)} on performance card ${a.card + 1}.`;
    case "reschedule":
      return `${who} rescheduled a marker to performance card ${a.card + 1}.`;
    case "perform":
      return `${who} performed card ${a.card + 1}.`;
    case "passPerformance":
      return `${who} did not perform.`;
  }
}

/** " (Anna +5 coins → 15; Ben +1 shard → 2)" for every public resource that changed. */
function resourceChanges(was: GameView, now: GameView, names: readonly string[]): string {
  const parts: string[] = [];
  for (const p of now.players) {
    const before = was.players[p.seat];
    if (!before) continue;
    for (const key of ["fame", "coins", "shards"] as const) {
      const delta = p[key] - before[key];
      if (delta !== 0) {
        const unit = Math.abs(delta) === 1 ? key.replace(/s$/, "") : key;
        parts.push(`${names[p.seat] ?? `Seat ${p.seat + 1}`} ${delta > 0 ? "+" : ""}${delta} ${unit} → ${p[key]}`);
      }
    }
  }
  return parts.length ? ` (${parts.join("; ")})` : "";
}

/** Lines for what happened on its own after the action: the reveal, a new turn, final scores. */
function phaseChanges(was: GameView, now: GameView, names: readonly string[]): string[] {
  const lines: string[] = [];
  const name = (seat: Seat): string => names[seat] ?? `Seat ${seat + 1}`;
  if (was.phase === "assignment" && now.phase !== "assignment") {
    const plans = now.players.map((p) => {
      const cards = Object.entries(p.characters)
        .filter(([, c]) => c.card !== null && c.card !== "hidden")
        .map(([id, c]) => `${character(id)} → ${label(String(c.card))}`);
      return `${name(p.seat)}: ${cards.length ? cards.join(", ") : "no cards"}`;
    });
    lines.push(`Assignments revealed. ${plans.join(". ")}.`);
  }
  if (now.turn !== was.turn && now.phase !== "gameOver") {
    const dice = Object.entries(now.dice).map(([id, face]) => `${label(id)} ${label(String(face))}`).join(", ");
    lines.push(`Turn ${now.turn} begins. Dice: ${dice}. Initiative: ${now.initiative.map(name).join(", ")}.`);
  }
  if (was.phase !== "performance" && now.phase === "performance") lines.push("The Performance phase begins.");
  if (was.phase !== "gameOver" && now.phase === "gameOver" && now.final) {
    const ranking = now.final
      .slice()
      .sort((a, b) => b.total - a.total)
      .map((f) => `${name(f.seat)} ${f.total}`)
      .join(", ");
    lines.push(`Game over. Final fame: ${ranking}. ${now.winner !== null ? `${name(now.winner)} wins.` : ""}`.trim());
  }
  return lines;
}
