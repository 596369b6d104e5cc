// The events of whole games add up and tell nothing hidden: over random and greedy games for 2-4 players, the
// Fame, coin and Shard changes in the events equal every state change (per action and over the game), every
// event type occurs, and no event names an unrevealed card, a plan or the deck.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyActionWithEvents,
  createGame,
  gainsOf,
  greedyBot,
  legalActions,
  makeRandom,
  openingEvents,
  viewFor,
  GAME_EVENT_TYPES,
  DARK_ALLEY_EVENT_TYPES,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
} from "../../shared/engine";
import { PERFORMANCES } from "../../shared/data/performances";

const PERFORMANCE_IDS = new Set<string>(PERFORMANCES.map((p) => p.id));

interface Played {
  state: GameState;
  initial: GameState;
  events: GameEvent[];
  problems: string[];
}

/** One whole game: greedy bots when `greedy`, else random legal moves; events checked after every action. */
function play(options: GameOptions, seed: number, greedy: boolean): Played {
  const rng = makeRandom(`events-${seed}`);
  const initial = createGame(options, seed);
  let s = initial;
  const events: GameEvent[] = openingEvents(s);
  const problems: string[] = [];
  for (let step = 0; s.phase !== "gameOver" && step < 20_000; step++) {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    const action: Action = greedy ? greedyBot(s, seat)! : legal[Math.floor(rng() * legal.length)]!;
    const r = applyActionWithEvents(s, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code}`);
    problems.push(...checkStep(s, r.state, action, r.events).map((p) => `#${step} ${action.type}: ${p}`));
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, initial, events, problems };
}

/** What one action's events must satisfy: they add up to the change, and say only what the public views show. */
function checkStep(prev: GameState, next: GameState, action: Action, events: GameEvent[]): string[] {
  const problems: string[] = [];
  for (const p of next.players) {
    const sum = [0, 0, 0];
    for (const e of events)
      for (const [seat, fame, coins, shards] of gainsOf(e))
        if (seat === p.seat) (sum[0]! += fame), (sum[1]! += coins), (sum[2]! += shards);
    const q = prev.players[p.seat]!;
    const change = [p.fame - q.fame, p.coins - q.coins, p.shards - q.shards];
    if (sum.join() !== change.join())
      problems.push(`seat ${p.seat}: events say ${sum.join("/")}, state changed ${change.join("/")}`);
  }
  if (action.type === "assign" || action.type === "unassign") {
    if (events.length) problems.push(`a secret plan step produced ${events.length} events`);
  }
  const was = viewFor(prev, "spectator");
  const now = viewFor(next, "spectator");
  const seenCards = new Set<string>([...was.theaterCards, ...now.theaterCards].flatMap((c) => (c ? [c.id] : [])));
  for (const e of events) {
    const text = JSON.stringify(e);
    // No performance card that was not on the public board before or after (the deck order is secret).
    // (Fate Weaving names a prophecy, whose ids look like a card's: prophecies on the orb are public.)
    // (The orb and a show's causes name prophecies too.)
    const cardText =
      (e.type === "act" && e.action.type === "fateWeaving") || e.type === "orb"
        ? ""
        : JSON.stringify(e.type === "show" ? { ...e, causes: [] } : e);
    for (const id of cardText.match(/"P\d\d"/g) ?? [])
      if (!seenCards.has(id.slice(1, -1)) && PERFORMANCE_IDS.has(id.slice(1, -1)))
        problems.push(`${e.type} names ${id}, not on the board`);
    if (/"(rng|seed)"|"deck":\[/.test(text)) problems.push(`${e.type} carries engine internals`);
    if (e.type === "reveal") {
      if (prev.phase !== "assignment") problems.push("a reveal outside the end of the Assignment phase");
      // Every card in it is one the spectator's view of the state shows face up afterwards.
      for (const [seat, id, card] of e.cards) {
        const shown = now.phase === "placement" ? now.players[seat]!.characters[id].card : card;
        if (shown !== card)
          problems.push(`reveal says seat ${seat} ${id} ${card}, the public view shows ${String(shown)}`);
      }
    }
    if (
      e.type === "act" &&
      e.action.type === "rerollDie" &&
      now.phase === "placement" &&
      now.dice[e.action.die] !== e.extra
    )
      problems.push("a reroll's face differs from the board");
    if (e.type === "turn" && (now.dice !== next.dice || e.dice.join() !== Object.values(now.dice).join()))
      problems.push("a new turn's dice differ from the board");
  }
  return problems;
}

function totalsCheck(g: Played): string[] {
  const problems: string[] = [];
  for (const p of g.state.players) {
    const q = g.initial.players[p.seat]!;
    const sum = [q.fame, q.coins, q.shards];
    for (const e of g.events)
      for (const [seat, fame, coins, shards] of gainsOf(e))
        if (seat === p.seat) (sum[0]! += fame), (sum[1]! += coins), (sum[2]! += shards);
    if (sum.join() !== [p.fame, p.coins, p.shards].join())
      problems.push(`seat ${p.seat}: start + events = ${sum.join("/")}, final ${p.fame}/${p.coins}/${p.shards}`);
  }
  return problems;
}

describe("game events", () => {
  it("add up to every change and to the final totals over whole random and greedy games, and tell nothing hidden", () => {
    const seen = new Set<string>();
    let games = 0;
    for (const players of [2, 3, 4] as const) {
      for (let g = 0; g < 12; g++) {
        const greedy = g % 3 !== 0;
        const played = play({ players, beginnerSetup: g % 2 === 0 }, 500 * players + g, greedy);
        expect(played.problems.slice(0, 5), `seed ${500 * players + g}`).toEqual([]);
        expect(played.state.phase).toBe("gameOver");
        expect(totalsCheck(played)).toEqual([]);
        for (const e of played.events) seen.add(e.type);
        // The last event is the final scoring, with the engine's own breakdown and winner.
        const last = played.events.at(-1)!;
        expect(last.type).toBe("final");
        if (last.type === "final") {
          expect(last.winner).toBe(played.state.winner);
          expect(last.scores.map((s) => s[6])).toEqual(played.state.final!.map((f) => f.total));
        }
        games++;
      }
    }
    expect(games).toBe(36);
    expect([...seen].sort()).toEqual(GAME_EVENT_TYPES.filter((t) => !DARK_ALLEY_EVENT_TYPES.includes(t)).sort());
  });

  it("add up in whole Dark Alley games too, and tell its cards, prophecies and scoring (RULES §12)", () => {
    const seen = new Set<string>();
    for (const players of [2, 3, 4] as const) {
      for (let g = 0; g < 4; g++) {
        const modules = { darkAlley: true, prophecies: g % 2 === 0, abilities: g !== 3 };
        const played = play({ players, beginnerSetup: g % 2 === 0, modules }, 700 * players + g, g % 2 === 1);
        expect(played.problems.slice(0, 5), `seed ${700 * players + g}`).toEqual([]);
        expect(played.state.phase).toBe("gameOver");
        expect(totalsCheck(played)).toEqual([]);
        for (const e of played.events) {
          seen.add(e.type);
          // A played Special card is named; a draw says how many cards, never which (the story goes to everyone).
          if (e.type === "act" && e.action.type === "useSpecial") expect(e.card).toMatch(/^A\d\d$/);
          if (e.type === "act" && e.action.type === "drawSpecial")
            expect(JSON.stringify(e)).not.toMatch(/"A\d\d"/), expect(e.count).toBeGreaterThan(0);
          if (e.type === "orb") expect(modules.prophecies).toBe(true);
        }
        // Final scoring with its Dark Alley terms: unused Special cards (2 Fame each, at most 20) and the bonuses.
        const last = played.events.at(-1)!;
        if (last.type !== "final") throw new Error("no final scoring");
        for (const line of last.scores) {
          const f = played.state.final!.find((x) => x.seat === line[0])!;
          const unused = played.state.players[line[0]]!.alley!.specials.length;
          expect(line.slice(7, 9)).toEqual([unused, Math.min(20, 2 * unused)]);
          expect(line[8]).toBe(f.specialCards);
          expect(line.length - 9).toBe(2 * f.trickBonuses!.length);
        }
      }
    }
    expect([...DARK_ALLEY_EVENT_TYPES].every((t) => seen.has(t))).toBe(true);
  });

  it("explains a show: each marker's yield with its weekday modifier, and the performer's bonus", () => {
    for (let seed = 1; seed < 40; seed++) {
      const played = play({ players: 3, beginnerSetup: true }, seed, true);
      const show = played.events.find((e) => e.type === "show");
      if (!show || show.type !== "show") continue;
      expect(show.yields.length).toBeGreaterThan(0);
      for (const [, , modifier, fame, coins] of show.yields) {
        expect([-2, -1, 0, 1]).toContain(modifier); // Thursday -1 … Sunday +1 (RULES §7.4)
        expect(fame).toBeGreaterThanOrEqual(0);
        expect(coins).toBeGreaterThanOrEqual(0);
      }
      return;
    }
    throw new Error("no greedy game had a show");
  });
});
