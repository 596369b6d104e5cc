// Determinisation: one full game state drawn from what a seat can see (its view), never from the true state.
// Everything the view hides is SAMPLED here: the performance deck's order (and which unseen cards are in it), the
// generator (so future dice and draws), other seats' hidden plans, their Special cards, the Special decks and the
// prophecy pile. A search averages over many such states (ISMCTS), so it cannot act on a secret it was never given.

import { PERFORMANCES, type PerformanceId, type TheaterName } from "../data/performances";
import { SPECIAL_CARDS, type CardLocation } from "../data/assignments";
import { SPECIAL_IDS, type SpecialId } from "../data/specialEffects";
import { PROPHECIES, type ProphecyId } from "../data/prophecies";
import {
  CHARACTER_IDS,
  createGame,
  type AlleyCardId,
  type AlleyState,
  type AssignLocation,
  type CharacterId,
  type CharacterState,
  type GameState,
  type GameView,
  type PlayerState,
  type PlayerView,
  type Random,
  type Seat,
  type SpecialDeck,
} from "../engine/index";

const SPECIAL_LOCATION: Readonly<Record<string, CardLocation>> = Object.fromEntries(
  SPECIAL_CARDS.map((c) => [c.id, c.location]),
);

/** The permanent hand every player holds at the start of Assignment (RULES §4.3, §12.1), read from a fresh game. */
const fullHands = new Map<boolean, PlayerState["hand"]>();
function fullHand(darkAlley: boolean): PlayerState["hand"] {
  let h = fullHands.get(darkAlley);
  if (!h) {
    h = createGame({ players: 2, modules: darkAlley ? { darkAlley: true } : {} }, 1).players[0]!.hand;
    fullHands.set(darkAlley, h);
  }
  return h;
}

/** A uniformly random order of `items` (Fisher-Yates) from the bot's own generator. */
function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** Take (and remove) up to `n` items of `pool` that pass `fits`. */
function takeFrom<T>(pool: T[], n: number, fits: (x: T) => boolean = () => true): T[] {
  const out: T[] = [];
  for (let i = 0; i < pool.length && out.length < n; ) {
    if (fits(pool[i]!)) out.push(pool.splice(i, 1)[0]!);
    else i++;
  }
  return out;
}

/**
 * The performance deck: setup stacks 2 Riverside, 2 Grand Magorian (and with Dark Alley 2 Magnus Pantheon) top first
 * (RULES §4.1.4, §12.1), so the theater of each card left is known from the deck's size; which card of that theater
 * is sampled among those not on the board.
 */
function sampleDeck(v: GameView, rng: Random): PerformanceId[] {
  const order: TheaterName[] = ["riverside_theater", "riverside_theater", "grand_magorian", "grand_magorian"];
  if (v.options.modules?.darkAlley) order.push("magnus_pantheon", "magnus_pantheon");
  const left = order.slice(Math.max(0, order.length - v.deckSize));
  const seen = new Set<string>(v.theaterCards.flatMap((c) => (c ? [c.id] : [])));
  const pools = new Map<TheaterName, PerformanceId[]>();
  const deck: PerformanceId[] = [];
  for (const theater of left) {
    let pool = pools.get(theater);
    if (!pool) {
      pool = shuffled(
        PERFORMANCES.filter((p) => p.theater === theater && !seen.has(p.id)).map((p) => p.id),
        rng,
      );
      pools.set(theater, pool);
    }
    const id = pool.pop();
    if (id) deck.push(id);
  }
  // A deck the view says is longer than the order above (should not happen) is padded from the unseen cards.
  while (deck.length < v.deckSize) {
    const rest = PERFORMANCES.filter((p) => !seen.has(p.id) && !deck.includes(p.id));
    if (rest.length === 0) break;
    deck.push(rest[Math.floor(rng() * rest.length)]!.id);
  }
  return deck;
}

/** Special cards the viewer cannot place: not in its hand, under nobody's revealed character, in no discard pile. */
function unseenSpecials(v: GameView): SpecialId[] {
  const seen = new Set<string>();
  const a = v.alley!;
  for (const d of Object.values(a.discards)) for (const c of d) seen.add(c);
  if (a.special) seen.add(a.special.id);
  for (const e of a.turnEffects) seen.add(e.id);
  if (a.drawn?.cards) for (const c of a.drawn.cards) seen.add(c);
  for (const p of v.players) {
    for (const c of p.alley?.specials ?? []) seen.add(c);
    for (const c of Object.values(p.alley?.under ?? {})) if (c && c !== "hidden") seen.add(c);
  }
  return SPECIAL_IDS.filter((c) => !seen.has(c));
}

/** A player's permanent cards as a list of locations (the Dark Alley card as "dark_alley"). */
function cardsOf(h: PlayerState["hand"], alleyCard: number): CardLocation[] {
  const out: CardLocation[] = [];
  for (const loc of ["downtown", "market_row", "workshop", "theater"] as const)
    for (let i = 0; i < h[loc]; i++) out.push(loc);
  for (let i = 0; i < alleyCard; i++) out.push("dark_alley");
  return out;
}

function handOf(cards: readonly CardLocation[]): Record<AssignLocation, number> {
  const h = { downtown: 0, market_row: 0, workshop: 0, theater: 0 };
  for (const c of cards) if (c !== "dark_alley") h[c]++;
  return h;
}

/**
 * Another seat whose plan is hidden. During Assignment the plan is undone (hand full, nothing planned, not confirmed):
 * the search lets that seat plan again with its opponent model, which never reads the bot's own plan (RULES §5.4:
 * plans are simultaneous). Under prophecy P20 (Placement) the hidden cards of unplaced characters are drawn from the
 * permanent cards the player has not shown.
 */
function otherPlayer(p: PlayerView, v: GameView, specials: SpecialId[], rng: Random): PlayerState {
  const darkAlley = !!v.options.modules?.darkAlley;
  const full = fullHand(darkAlley);
  const count = p.alley?.specialCount ?? 0;
  const ownSpecials = p.alley ? takeFrom(specials, count) : [];
  const characters = {} as Record<CharacterId, CharacterState>;
  let hand: PlayerState["hand"];
  let alley: PlayerState["alley"] = null;
  if (v.phase === "assignment") {
    for (const id of CHARACTER_IDS) characters[id] = { ...p.characters[id], card: null };
    hand = full;
    if (p.alley) alley = { alleyCard: 1, specials: ownSpecials, under: {} };
    return { ...playerFields(p), confirmed: false, hand, characters, alley };
  }
  if (p.hand) {
    for (const id of CHARACTER_IDS) characters[id] = p.characters[id] as CharacterState;
    hand = p.hand;
    if (p.alley)
      alley = {
        alleyCard: p.alley.alleyCard ?? 0,
        specials: ownSpecials,
        under: p.alley.under as Partial<Record<CharacterId, AlleyCardId>>,
      };
    return { ...playerFields(p), hand, characters, alley };
  }
  // P20: the permanent cards not shown under placed characters, some of them under the hidden ones.
  const unshown = cardsOf(full, darkAlley ? 1 : 0);
  const under: Partial<Record<CharacterId, AlleyCardId>> = {};
  for (const id of CHARACTER_IDS) {
    const c = p.characters[id];
    if (c.card !== null && c.card !== "hidden") {
      const i = unshown.indexOf(c.card);
      if (i >= 0) unshown.splice(i, 1);
      const card = p.alley?.under[id];
      if (card && card !== "hidden") under[id] = card;
    }
  }
  // A hidden character with a Dark Alley card shows that it has one ("hidden" in `under`): the permanent Dark Alley
  // card if not shown elsewhere, else a sampled Special card; the others hold sampled permanent cards.
  let alleyCardFree = unshown.includes("dark_alley");
  const pool = shuffled<CardLocation>(
    unshown.filter((c) => c !== "dark_alley"),
    rng,
  );
  for (const id of CHARACTER_IDS) {
    const c = p.characters[id];
    if (c.card !== "hidden") {
      characters[id] = c as CharacterState;
      continue;
    }
    if (p.alley?.under[id] === "hidden") {
      const special = alleyCardFree ? undefined : takeFrom(specials, 1)[0];
      const card: AlleyCardId = special ?? "A05";
      if (card === "A05") alleyCardFree = false;
      under[id] = card;
      characters[id] = { ...c, card: card === "A05" ? "dark_alley" : SPECIAL_LOCATION[card]! };
      continue;
    }
    characters[id] = { ...c, card: pool.pop() ?? "theater" };
  }
  if (alleyCardFree) pool.push("dark_alley");
  hand = handOf(pool);
  if (p.alley) alley = { alleyCard: pool.includes("dark_alley") ? 1 : 0, specials: ownSpecials, under };
  return { ...playerFields(p), hand, characters, alley };
}

/** The fields a view shows as they are, in PlayerState's key order (one object shape for the engine's hot paths). */
function playerFields(
  p: PlayerView,
): Omit<PlayerState, "hand" | "characters" | "alley"> & { hand: PlayerState["hand"] } {
  return {
    seat: p.seat,
    magician: p.magician,
    coins: p.coins,
    fame: p.fame,
    shards: p.shards,
    advertised: p.advertised,
    confirmed: p.confirmed,
    hand: p.hand ?? { downtown: 0, market_row: 0, workshop: 0, theater: 0 },
    assistantSlot: p.assistantSlot,
    components: p.components,
    managerPiles: p.managerPiles,
    tricks: p.tricks,
    markerSupply: p.markerSupply,
  } as Omit<PlayerState, "hand" | "characters" | "alley"> & { hand: PlayerState["hand"] };
}

function ownPlayer(p: PlayerView): PlayerState {
  const a = p.alley;
  return {
    ...playerFields(p),
    hand: p.hand!,
    characters: p.characters as PlayerState["characters"],
    alley: a
      ? {
          alleyCard: a.alleyCard ?? 0,
          specials: a.specials ?? [],
          under: a.under as Partial<Record<CharacterId, AlleyCardId>>,
        }
      : null,
  };
}

/** The Dark Alley's hidden parts: Special decks (sizes kept), another seat's two drawn cards, the prophecy pile. */
function alleyState(v: GameView, pool: SpecialId[], rng: Random): AlleyState | null {
  const a = v.alley;
  if (!a) return null;
  const deck = (d: SpecialDeck) => takeFrom(pool, a.deckSizes[d], (c) => SPECIAL_LOCATION[c] === d);
  const decks = {
    downtown: deck("downtown"),
    market_row: deck("market_row"),
    workshop: deck("workshop"),
    theater: deck("theater"),
  };
  const drawn = a.drawn
    ? { seat: a.drawn.seat, deck: a.drawn.deck, cards: a.drawn.cards ?? takeFrom(pool, a.drawn.count) }
    : null;
  const known = new Set<string>([...a.pending, ...a.used, ...(a.active ? [a.active] : [])]);
  const pile = a.prophecies
    ? shuffled(
        PROPHECIES.map((p) => p.id).filter((id) => !known.has(id)),
        rng,
      ).slice(0, a.pileSize)
    : [];
  return {
    decks,
    discards: a.discards,
    pending: a.pending,
    active: a.active,
    pile: pile as ProphecyId[],
    used: a.used,
    drawn,
    drewFirst: a.drewFirst,
    toldFortune: a.toldFortune,
    special: a.special,
    turnEffects: a.turnEffects,
    prophecies: a.prophecies,
    abilities: a.abilities,
    abilityUsed: a.abilityUsed,
    breakingFree: a.breakingFree,
    possession: a.possession,
    secondPlacement: a.secondPlacement,
    steals: a.steals,
    stock: a.stock,
    talents: a.talents,
    performed: a.performed,
    durable: a.durable,
  };
}

/**
 * One full state consistent with `view` (what `seat` sees), its hidden parts drawn with `rng`. The generator gets a
 * fresh legacy seed, so future dice and shuffles are sampled too, never the table's.
 */
export function determinize(view: GameView, seat: Seat, rng: Random): GameState {
  const pool = view.alley ? shuffled(unseenSpecials(view), rng) : [];
  // The decks first: their sizes per location are known, so they take the cards of their location; other seats'
  // Special cards come from what is left.
  const alley = alleyState(view, pool, rng);
  const players = view.players.map((p) => (p.seat === seat ? ownPlayer(p) : otherPlayer(p, view, pool, rng)));
  const seed = Math.floor(rng() * 4294967296) >>> 0;
  return {
    format: view.format,
    options: view.options,
    seed,
    rng: seed,
    turn: view.turn,
    phase: view.phase,
    setupQueue: view.setupQueue,
    initiative: view.initiative,
    cursor: view.cursor,
    dice: view.dice,
    residence: view.residence,
    market: view.market,
    supply: view.supply,
    placement: view.placement,
    theaterCards: view.theaterCards,
    deck: sampleDeck(view, rng),
    weekday: view.weekday,
    players,
    final: view.final,
    winner: view.winner,
    alley,
  };
}
