// Test helpers for the undo-after-a-reveal property (undo-reveals.test.ts): random and greedy Dark Alley playouts,
// and, for one viewer, other states it cannot tell apart from a given one (its hidden parts swapped), written from
// the rules (RULES §5.4, §12.2-12.4) rather than from the engine's reveals.ts, so they check it independently.
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  turnActionCount,
  viewFor,
  type Action,
  type CharacterId,
  type GameState,
  type PlayerState,
  type Seat,
  type Viewer,
} from "../../shared/engine";
import type { MagicianId } from "../../shared/data/magicians";
import type { SpecialId } from "../../shared/data/specialEffects";
import { SPECIAL_CARDS } from "../../shared/data/assignments";
import { SPECIAL_DECKS } from "../../shared/engine/core/state";

const SPECIAL_LOCATION = new Map(SPECIAL_CARDS.map((c) => [c.id, c.location]));

export interface Step {
  before: GameState;
  seat: Seat;
  action: Action;
  after: GameState;
}

/**
 * Every accepted step of one Dark Alley game: random legal actions, seat 0 greedy when `greedy`; the magicians are
 * chosen in setup, or fixed (`magicians`, one per seat) to bring in an ability such as the Priestess's.
 */
export function alleyPlayout(
  players: 2 | 3 | 4,
  seed: number,
  greedy: boolean,
  magicians?: readonly MagicianId[],
): Step[] {
  const rng = makeRandom(`undo-reveals-${seed}`);
  let s = createGame({ players, modules: { darkAlley: true }, ...(magicians ? { magicians } : {}) }, seed);
  const steps: Step[] = [];
  while (s.phase !== "gameOver") {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    const action =
      greedy && seat === 0 ? greedyBot(s, seat)! : legal[Math.floor(rng() * turnActionCount(s, seat, legal))]!;
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)} ${r.error.code}`);
    steps.push({ before: s, seat, action, after: r.state });
    s = r.state;
  }
  return steps;
}

/** Each seat, then the spectator. */
export function viewers(s: GameState): Viewer[] {
  return [...s.players.map((p) => p.seat), "spectator"];
}

const reversed = <T>(xs: readonly T[]): T[] => xs.slice().reverse();

function withPlayer(s: GameState, seat: Seat, p: PlayerState): GameState {
  return { ...s, players: s.players.map((q) => (q.seat === seat ? p : q)) };
}

/** The first Special deck with a card on top, and that card. */
function deckTop(s: GameState): { deck: (typeof SPECIAL_DECKS)[number]; card: SpecialId } | null {
  for (const deck of SPECIAL_DECKS) {
    const card = s.alley!.decks[deck][0];
    if (card) return { deck, card };
  }
  return null;
}

/** `s` with the top of Special deck `deck` replaced by `card`. */
function withDeckTop(s: GameState, deck: (typeof SPECIAL_DECKS)[number], card: SpecialId): GameState {
  const decks = { ...s.alley!.decks, [deck]: [card, ...s.alley!.decks[deck].slice(1)] };
  return { ...s, alley: { ...s.alley!, decks } };
}

/**
 * States that `viewer` cannot tell from `s`, each with what was swapped. Every one is checked to give the viewer
 * exactly the same view as `s` (a swap that did not would be a mistake of this helper, so it throws).
 */
export function hiddenSwaps(s: GameState, viewer: Viewer): [string, GameState][] {
  const out: [string, GameState][] = [];
  const a = s.alley;
  // The generator's position: the next die faces and shuffles.
  out.push(["the generator", { ...s, rng: s.rng + 1 }]);
  if (s.deck.length > 1) out.push(["the performance deck's order", { ...s, deck: reversed(s.deck) }]);
  if (a && a.pile.length > 1)
    out.push(["the prophecy pile's order", { ...s, alley: { ...a, pile: reversed(a.pile) } }]);
  if (a && SPECIAL_DECKS.some((d) => a.decks[d].length > 1)) {
    const decks = {
      downtown: reversed(a.decks.downtown),
      market_row: reversed(a.decks.market_row),
      workshop: reversed(a.decks.workshop),
      theater: reversed(a.decks.theater),
    };
    out.push(["the Special decks' order", { ...s, alley: { ...a, decks } }]);
  }
  const top = a ? deckTop(s) : null;
  // Two cards drawn at the Dark Alley, seen only by the drawer (RULES §12.2).
  if (a?.drawn && a.drawn.seat !== viewer && top) {
    const [first, ...rest] = a.drawn.cards;
    const swapped = withDeckTop(s, top.deck, first!);
    out.push([
      "a drawn card",
      { ...swapped, alley: { ...swapped.alley!, drawn: { ...a.drawn, cards: [top.card, ...rest] } } },
    ]);
  }
  const seen = viewFor(s, viewer);
  for (const p of s.players) {
    if (p.seat === viewer) continue;
    const pv = seen.players[p.seat]!;
    // Another player's Special cards in hand (RULES §12.3: others see how many).
    if (p.alley && pv.alley?.specials === null && p.alley.specials.length > 0 && top) {
      const [first, ...rest] = p.alley.specials;
      const swapped = withDeckTop(s, top.deck, first!);
      out.push([
        `seat ${p.seat}'s Special cards`,
        withPlayer(swapped, p.seat, { ...p, alley: { ...p.alley, specials: [top.card, ...rest] } }),
      ]);
    }
    // Face-down assignment cards (RULES §5.4; prophecy P20 during Placement): another card for the same character.
    for (const id of Object.keys(p.characters) as CharacterId[]) {
      const c = p.characters[id];
      if (pv.characters[id].card !== "hidden" || c.card === null) continue;
      const under = p.alley?.under[id];
      if (under && under !== "A05" && top) {
        // A Special card under it: another Special card from a deck, of that card's location.
        const swapped = withDeckTop(s, top.deck, under);
        const q: PlayerState = {
          ...p,
          characters: { ...p.characters, [id]: { ...c, card: SPECIAL_LOCATION.get(top.card)! } },
          alley: { ...p.alley!, under: { ...p.alley!.under, [id]: top.card } },
        };
        out.push([`seat ${p.seat}'s Special card under the ${id}`, withPlayer(swapped, p.seat, q)]);
      } else if (under === "A05" && top) {
        // The permanent Dark Alley card under it: a Special card instead (the deck keeps its size; only the view counts).
        const q: PlayerState = {
          ...p,
          characters: { ...p.characters, [id]: { ...c, card: SPECIAL_LOCATION.get(top.card)! } },
          alley: { ...p.alley!, alleyCard: 1, under: { ...p.alley!.under, [id]: top.card } },
        };
        out.push([`seat ${p.seat}'s Dark Alley card under the ${id}`, withPlayer(s, p.seat, q)]);
      } else if (!under && pv.hand === null) {
        // A permanent card: one of another location from the hand (hidden too), this one back into it.
        const other = (["downtown", "market_row", "workshop", "theater"] as const).find(
          (l) => l !== c.card && p.hand[l] > 0,
        );
        if (!other || c.card === "dark_alley") continue;
        const hand = { ...p.hand, [other]: p.hand[other] - 1, [c.card]: p.hand[c.card] + 1 };
        out.push([
          `seat ${p.seat}'s card under the ${id}`,
          withPlayer(s, p.seat, { ...p, hand, characters: { ...p.characters, [id]: { ...c, card: other } } }),
        ]);
      }
    }
  }
  const want = JSON.stringify(seen);
  for (const [what, other] of out) {
    if (JSON.stringify(viewFor(other, viewer)) !== want)
      throw new Error(`undoOracle: swapping ${what} changed viewer ${viewer}'s view`);
  }
  return out;
}
