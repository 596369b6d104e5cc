// Turns the game's events into readable lines, numbered by action as the server numbers them (the live table and
// the replay viewer give the same numbers), grouped by turn and phase. Pure: no DOM, so tests and the replay use it.

import { CHARACTER_TYPES } from "../../shared/data/characters";
import { DICE, type DieFace } from "../../shared/data/dice";
import { TRICK_BY_ID, TRICKS } from "../../shared/data/tricks";
import {
  gainsOf,
  initiativeSpaceAt,
  startingCoinsAt,
  type Action,
  type GameEvent,
  type GameEventType,
} from "../../shared/engine";
import type { HistoryEntry } from "../../shared/protocol";
import { englishCatalogue, type AlleyExtras, type Amounts, type Catalogue } from "./catalogue";

export type PhaseKey = keyof Catalogue["phase"];

export interface StoryLine {
  /** The action's number as people see it (1 = the first action), 0 for the start of the game. */
  move: number;
  /** The turn it belongs to (0 during the setup before turn 1). */
  turn: number;
  phase: PhaseKey;
  kind: GameEventType | "start";
  /** The seats it is about; the first one colours the line (none: a table-wide line). */
  seats: number[];
  text: string;
  /** More lines with every number, shown in the full log. */
  details: string[];
}

/**
 * The phase each action is told under. Null for Return Component, the one action open in every phase (RULES §3.3):
 * it belongs to the phase being told when it came (a fixed "placement" put a header "Placement" in the middle of
 * Advertise, and "Advertise" again after it: playtest 7, defect 8).
 */
const PHASE_OF_ACTION: Record<Action["type"], PhaseKey | null> = {
  chooseMagician: "setup",
  chooseComponents: "setup",
  chooseTrick: "setup",
  chooseSpecialist: "setup",
  advertise: "advertise",
  skipAdvertise: "advertise",
  assign: "assignment",
  unassign: "assignment",
  confirmAssignments: "assignment",
  perform: "performance",
  passPerformance: "performance",
  place: "placement",
  leaveInactive: "placement",
  enhance: "placement",
  endPlacement: "placement",
  discardTrick: "placement",
  returnComponent: null,
  learnTrick: "placement",
  hireCharacter: "placement",
  takeCoins: "placement",
  rerollDie: "placement",
  setDie: "placement",
  buy: "placement",
  order: "placement",
  quickOrder: "placement",
  prepare: "placement",
  moveTrick: "placement",
  moveComponents: "placement",
  moveApprentice: "placement",
  setUpTrick: "placement",
  reschedule: "placement",
  passPlacement: "placement",
  assignAlley: "assignment",
  useSpecial: "placement",
  drawSpecial: "placement",
  keepSpecial: "placement",
  fortuneTelling: "placement",
  mechanicalEnhancement: "placement",
  fateWeaving: "placement",
  mimesis: "placement",
  supercharge: "placement",
  breakingFree: "performance",
  trickSteal: "performance",
  soulPossession: "performance",
  declineAbility: "performance",
  headhunt: "placement",
  massRecruitment: "placement",
  smuggle: "placement",
  barter: "placement",
  componentSale: "placement",
  orderNow: "placement",
  unstablePrototype: "placement",
  replacableParts: "placement",
  investments: "placement",
  shoplift: "placement",
  trickOverhaul: "placement",
  enhanceTrick: "placement",
  buyingTime: "placement",
  streetPerformance: "placement",
  guestPerformer: "placement",
  onStagePreparation: "placement",
  hiddenTalent: "placement",
  hypnoticHire: "placement",
  logistics: "placement",
  grandPremiere: "performance",
  durableComponents: "performance",
};

/** Reads a game's history entry by entry; keeps the turn so every line knows where it belongs. */
export class Story {
  turn = 0;
  /** The phase of the last line told: where an action open in every phase belongs. */
  private phase: PhaseKey = "setup";

  constructor(
    private readonly names: readonly string[],
    private readonly words: Catalogue = englishCatalogue(),
  ) {}

  private who(seat: number): string {
    return this.names[seat] || this.words.seat(seat + 1);
  }

  /** The lines of one entry (one action and what followed it). */
  add(entry: HistoryEntry): StoryLine[] {
    const out: StoryLine[] = [];
    const move = entry.move + 1;
    if (entry.move < 0)
      out.push(
        this.line(
          move,
          "setup",
          "start",
          [],
          this.words.gameStarts(this.words.list(this.names.map((_, i) => this.who(i)))),
        ),
      );
    for (const e of entry.events) out.push(...this.describe(move, e));
    return out;
  }

  private line(
    move: number,
    phase: PhaseKey,
    kind: StoryLine["kind"],
    seats: number[],
    text: string,
    details: string[] = [],
  ): StoryLine {
    this.phase = phase;
    return { move, turn: this.turn, phase, kind, seats, text, details };
  }

  private describe(move: number, e: GameEvent): StoryLine[] {
    const w = this.words;
    const n = w.names;
    switch (e.type) {
      case "act": {
        const alley: AlleyExtras = {
          card: e.card ? n.special(e.card) : null,
          effect: e.card ? n.specialText(e.card) || null : null,
          count: e.count ?? null,
        };
        const sentence = (
          w.act[e.action.type] as (who: string, a: Action, extra: DieFace | null, alley: AlleyExtras) => string
        )(this.who(e.seat), e.action, e.extra, alley);
        const changes = e.gains.map(
          ([seat, fame, coins, shards]) => `${this.who(seat)} ${w.amounts({ fame, coins, shards })}`,
        );
        const text = changes.length ? w.withGains(sentence, changes) : sentence;
        const phase = this.turn === 0 ? "setup" : (PHASE_OF_ACTION[e.action.type] ?? this.phase);
        return [this.line(move, phase, "act", [e.seat], text)];
      }
      case "reveal": {
        const bySeat = new Map<number, string[]>();
        for (const [seat, character, card] of e.cards) {
          const list = bySeat.get(seat) ?? [];
          list.push(w.revealCard(n.character(character), n.location(card)));
          bySeat.set(seat, list);
        }
        const plans = this.names.map((_, seat) =>
          w.revealPlan(this.who(seat), (bySeat.get(seat) ?? [w.noCards]).join(", ")),
        );
        return [this.line(move, "placement", "reveal", [], w.reveal(plans.join(" ")), plans)];
      }
      case "show": {
        const total: Record<number, Amounts> = {};
        for (const [seat, fame, coins, shards] of gainsOf(e)) {
          const t = (total[seat] ??= { fame: 0, coins: 0, shards: 0 });
          t.fame += fame;
          t.coins += coins;
          t.shards += shards;
        }
        const summary = Object.entries(total)
          .map(([seat, a]) => `${this.who(Number(seat))} ${w.amounts(a) || w.nothing}`)
          .join("; ");
        const details = e.yields.map(([seat, trick, modifier, fame, coins, shards]) => {
          const printed = TRICK_BY_ID[trick].yield;
          return w.yieldLine(
            this.who(seat),
            n.trick(trick),
            w.amounts(printed),
            modifier,
            w.amounts({ fame, coins, shards }),
          );
        });
        const [links, cardFame, cardCoins, cardShards, specFame, specCoins, specShards] = e.bonus;
        details.push(
          w.bonusLine(
            this.who(e.seat),
            links,
            w.amounts({ fame: cardFame, coins: cardCoins, shards: cardShards }),
            w.amounts({ fame: specFame, coins: specCoins, shards: specShards }),
            w.amounts({
              fame: links + cardFame + specFame,
              coins: cardCoins + specCoins,
              shards: cardShards + specShards,
            }),
          ),
        );
        if (e.other.length) {
          const list = e.other
            .map(([seat, fame, coins, shards]) => `${this.who(seat)} ${w.amounts({ fame, coins, shards })}`)
            .join("; ");
          details.push(w.otherEffects(list, (e.causes ?? []).map((c) => this.cause(c)).join(", ")));
        }
        const seats = [e.seat, ...new Set(e.yields.map((y) => y[0]).filter((s) => s !== e.seat))];
        return [
          this.line(
            move,
            "performance",
            "show",
            seats,
            w.show(this.who(e.seat), n.weekday(e.weekday), n.card(e.card), e.slot, summary),
            details,
          ),
        ];
      }
      case "skip":
        return [this.line(move, "performance", "skip", [e.seat], w.skip(this.who(e.seat), n.weekday(e.weekday)))];
      case "wages":
        return [this.line(move, "endTurn", "wages", [e.seat], w.wages(this.who(e.seat), e.due, e.paid, e.fameLost))];
      case "orders":
        return [
          this.line(
            move,
            "endTurn",
            "orders",
            [],
            w.orders(e.arrived.map(([slot, c]) => w.orderArrived(n.component(c), slot)).join(", ")),
          ),
        ];
      case "cards":
        return [
          this.line(
            move,
            "endTurn",
            "cards",
            [],
            w.cards(e.discarded && n.card(e.discarded), e.dealt && n.card(e.dealt), e.slot),
          ),
        ];
      case "turn": {
        this.turn = e.turn;
        const dice = w.dice(e.dice.map((face, i) => `${n.die(DICE[i]!.id)} ${n.face(face)}`).join(", "));
        const text = w.turn(e.turn, w.list(e.initiative.map((s) => this.who(s))));
        const lines = [this.line(move, "advertise", "turn", [], `${text} ${dice}`, [dice])];
        // Turn 1's order gave the starting coins: said once, so 10 against 14 in a duel reads as the rule it is.
        if (e.turn === 1) {
          const players = e.initiative.map((seat, pos) => ({
            who: this.who(seat),
            coins: startingCoinsAt(e.initiative.length, pos),
            space: initiativeSpaceAt(e.initiative.length, pos),
          }));
          lines.push(this.line(move, "advertise", "turn", [], w.startingCoins(players)));
        }
        return lines;
      }
      case "final": {
        const ranking = e.scores
          .slice()
          .sort((a, b) => b[6] - a[6])
          .map((s) => `${this.who(s[0])} ${s[6]}`)
          .join(", ");
        const details = e.scores.map((s) => finalLine(w, this.who(s[0]), s));
        return [this.line(move, "gameOver", "final", [e.winner], w.final(ranking, this.who(e.winner)), details)];
      }
      case "orb": {
        const pending = w.orbPending(e.pending.map((id) => n.prophecy(id)).join(", ") || w.nothing);
        return [
          this.line(
            move,
            e.seat < 0 ? "endTurn" : "placement",
            "orb",
            e.seat < 0 ? [] : [e.seat],
            w.orb(e.active && n.prophecy(e.active)),
            [pending],
          ),
        ];
      }
    }
  }

  /** [DA] A show cause in words: a prophecy, a Special card in effect, an enhanced trick, an ability. */
  private cause(c: string): string {
    const w = this.words;
    if (c === "supercharge") return w.cause.supercharge;
    if (c === "steal") return w.cause.steal;
    if (/^P\d\d$/.test(c)) return w.cause.prophecy(w.names.prophecy(c));
    if (/^A\d\d$/.test(c)) return w.names.special(c);
    return w.cause.enhanced(w.names.trick(c as never));
  }
}

/** One player's final-scoring sentence, every term with its numbers (RULES §10.1). */
export function finalLine(w: Catalogue, who: string, s: readonly number[]): string {
  const [, fameBefore, shards, coins, apprentices, specialists, total, unused, specialFame, ...bonuses] = s as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    ...number[],
  ];
  if (unused !== undefined) {
    // RULES §12.7: Shards, coins/3 and unused Special cards (2 Fame each), each line capped at 20, plus Fame-36 bonuses.
    const tricks: string[] = [];
    for (let i = 0; i + 1 < bonuses.length; i += 2)
      tricks.push(w.trickBonus(w.names.trick(TRICKS[bonuses[i]!]!.id), bonuses[i + 1]!));
    return w.alleyFinalLine(
      who,
      fameBefore,
      shards,
      Math.min(20, Math.floor(coins / 3)),
      coins,
      unused,
      specialFame ?? 0,
      tricks.join(" + "),
      total,
    );
  }
  return w.finalLine(
    who,
    fameBefore,
    shards,
    Math.floor(coins / 3),
    coins,
    apprentices,
    CHARACTER_TYPES.apprentice.finalFame * apprentices,
    specialists,
    CHARACTER_TYPES.engineer.finalFame * specialists,
    total,
  );
}

/** Every line of a whole history. */
export function tellStory(
  entries: readonly HistoryEntry[],
  names: readonly string[],
  words: Catalogue = englishCatalogue(),
): StoryLine[] {
  const story = new Story(names, words);
  return entries.flatMap((e) => story.add(e));
}
