import { ArraySchema } from "@colyseus/schema";
import { DICE } from "../../shared/data/dice";
import {
  planVisibility,
  playerViewFor,
  viewFor,
  type GameState,
  type CharacterId,
  type GameView,
  type PlayerState,
  type PlayerView,
} from "../../shared/engine";
import { FinalScoreSchema, MarkerSchema, TheaterCardSchema } from "../../shared/schema/BoardSchema";
import { CharacterSchema, OwnedTrickSchema, PlanSchema, PlayerSchema } from "../../shared/schema/PlayerSchema";
import { DieState, type TableState } from "../../shared/schema/TableState";
import {
  CARD_CODES,
  CHARACTER_CODES,
  DIRECTION_CODES,
  SLOT_CODES,
  STATUS_CODES,
  SYMBOL_CODES,
  SETUP_STEP_CODES,
  TRICK_CODES,
} from "../../shared/schema/codes";
import { mirrorAlley, mirrorDrawn, mirrorPlayerAlley } from "./alleyMirror";
import { newPlayerSchema } from "./alleyMirror";
import { put, syncEntries, syncItems, syncList, syncRecord } from "./sync";

/**
 * The game each table's schema was last made equal to, its plan visibility (see `mirrorGame`), and the
 * table's player schemas as a plain array (an ArraySchema read goes through its Proxy, which parses the
 * index string on every read).
 */
const mirrored = new WeakMap<
  TableState,
  { game: GameState; hiding: boolean; onPlacement: boolean; players: PlayerSchema[] }
>();

/**
 * Copies a game into the synced schema. The public part comes only from the engine's spectator
 * projection, so the schema can never carry more than the rules let a spectator know; each
 * player's hidden plan comes from that player's own projection into their `.view()` field.
 *
 * Only what changed since the last call is copied again. The engine never changes a state: an
 * action returns a new state that shares every part it left alone (`shared/engine/core/state.ts`), so
 * a part (a player, a player's characters or tricks, the market, the theater…) that is the same
 * object as last time holds the same values, and its schema is already equal to it. What a viewer
 * may see of a player also depends on the phase (plans are hidden during Assignment), so every
 * player is copied whole when that changes. Each changed player is projected alone
 * (`playerViewFor`), not the whole table for the spectator. The result is the same schema, and so
 * the same patches, as copying everything every time (`tests/server/mirror.test.ts` checks it).
 */
export function mirrorGame(table: TableState, game: GameState): void {
  const kept = mirrored.get(table);
  if (kept?.game === game) return;
  const last = kept?.game;
  const visibility = planVisibility(game);
  const schemas = kept?.players ?? [...table.players];
  mirrored.set(table, { game, hiding: visibility.hiding, onPlacement: visibility.onPlacement, players: schemas });
  // Parts the spectator's projection passes on as they are (viewFor in shared/engine/view.ts; `publicParts`
  // below reads them the same way, and tests/server/mirror.test.ts checks both agree at every step).
  const view = publicParts(game);
  put(table, "phase", view.phase);
  put(table, "turn", view.turn);
  put(table, "setupStep", view.phase === "setup" ? (view.setupQueue[0]?.step ?? "") : "");
  if (!last || last.setupQueue !== game.setupQueue)
    syncList(
      table.setupQueue,
      view.setupQueue.map((q) => q.seat * 8 + SETUP_STEP_CODES.encode(q.step)),
    );
  if (!last || last.initiative !== game.initiative) syncList(table.initiative, view.initiative);
  put(table, "cursor", view.cursor);
  if (!last || last.dice !== game.dice) {
    syncItems(
      table.dice,
      DICE,
      () => new DieState(),
      (die, def) => {
        put(die, "id", def.id);
        put(die, "face", String(view.dice[def.id]));
      },
    );
  }
  if (!last || last.residence !== game.residence)
    syncRecord(table.residence, Object.fromEntries(view.residence.map((id) => [id, true])));
  mirrorBoard(table, view, last, game.alley !== null);
  const hidingChanged = !kept || kept.hiding !== visibility.hiding || kept.onPlacement !== visibility.onPlacement;
  const players = table.players;
  const count = game.players.length;
  for (let seat = 0; seat < count; seat++) {
    if (seat >= schemas.length) {
      const added = newPlayerSchema(game.alley !== null);
      players.push(added);
      schemas.push(added);
    }
    const now = game.players[seat]!;
    const before = hidingChanged ? null : (last?.players[seat] ?? null);
    if (before === now) continue;
    mirrorPlayer(
      schemas[seat]!,
      playerViewFor(game, seat, "spectator"),
      playerViewFor(game, seat, seat),
      visibility.hiding,
      before,
      now,
    );
  }
  while (schemas.length > count) {
    players.pop();
    schemas.pop();
  }
  // The Dark Alley's public part needs the projection's deck and pile sizes: projected only when it changed.
  if (game.alley && (!last || last.alley !== game.alley)) {
    const changed = <T>(part: (g: GameState) => T): boolean => !last || part(last) !== part(game);
    mirrorAlley(table, viewFor(game, "spectator"), changed);
    if (changed((g) => g.alley?.drawn)) mirrorDrawn(schemas, game);
  }
  if (!last || last.final !== game.final)
    syncItems(
      table.final,
      view.final ?? [],
      () => new FinalScoreSchema(),
      (schema, line) => {
        put(schema, "seat", line.seat);
        put(schema, "fameBefore", line.fameBefore);
        put(schema, "shards", line.shards);
        put(schema, "coins", line.coins);
        put(schema, "apprentices", line.apprentices);
        put(schema, "specialists", line.specialists);
        if (line.specialCards !== undefined) {
          // Dark Alley scoring terms (RULES §12.7); base games leave these fields out.
          put(schema, "specialCards", line.specialCards);
          syncList(
            (schema.bonusTricks ??= new ArraySchema<number>()),
            (line.trickBonuses ?? []).map((b) => TRICK_CODES.encode(b.trick)),
          );
          syncList(
            (schema.bonusFame ??= new ArraySchema<number>()),
            (line.trickBonuses ?? []).map((b) => b.fame),
          );
        }
        put(schema, "total", line.total);
      },
    );
  put(table, "winner", view.winner ?? -1);
}

/** The board as the spectator's projection shows it: everything of `viewFor(game, "spectator")` but the players and the Dark Alley. */
export type PublicParts = Omit<GameView, "players" | "alley" | "viewer" | "options" | "format">;

/**
 * The parts of the spectator's projection the mirror reads on every action, without projecting the
 * four players: `viewFor` passes these on untouched (the deck only as its size), so this is that
 * projection minus the players; `tests/server/mirror.test.ts` compares the two at every step.
 */
export function publicParts(game: GameState): PublicParts {
  return {
    turn: game.turn,
    phase: game.phase,
    setupQueue: game.setupQueue,
    initiative: game.initiative,
    cursor: game.cursor,
    dice: game.dice,
    residence: game.residence,
    market: game.market,
    supply: game.supply,
    placement: game.placement,
    theaterCards: game.theaterCards,
    deckSize: game.deck.length,
    weekday: game.weekday,
    final: game.final,
    winner: game.winner,
  };
}

function mirrorBoard(table: TableState, view: PublicParts, last: GameState | undefined, darkAlley: boolean): void {
  if (!last || last.market !== view.market) {
    syncList(table.market.buy, view.market.buy);
    syncList(
      table.market.order,
      view.market.order.map((c) => c ?? ""),
    );
    put(table.market, "quick", view.market.quick ?? "");
  }
  if (!last || last.supply !== view.supply) syncRecord(table.supply, view.supply);
  const pl = view.placement;
  if (!last || last.placement !== pl) {
    put(table.placement, "seat", pl ? pl.seat : -1);
    put(table.placement, "character", CHARACTER_CODES.encode(pl?.character));
    put(table.placement, "slot", SLOT_CODES.encode(pl?.slot));
    put(table.placement, "ap", pl?.ap ?? 0);
    put(table.placement, "enhanced", pl?.enhanced ?? false);
  }
  const cards = view.theaterCards;
  if (!last || last.theaterCards !== cards) {
    const before = last?.theaterCards;
    syncItems(
      table.theater,
      cards,
      () => new TheaterCardSchema(),
      (schema, card, i) => {
        if (before && before.length === cards.length && before[i] === card) return; // the same card, markers and all
        put(schema, "id", card?.id ?? "");
        // Schema item i holds `before[i]` (the last mirrored state): a marker that is the same object there is already in it.
        const kept = before && i < before.length ? before[i]?.markers : undefined;
        syncEntries(
          schema.markers,
          card?.markers ?? {},
          () => new MarkerSchema(),
          (marker, m, key, created) => {
            if (!created && kept?.[key] === m) return;
            put(marker, "seat", m.seat);
            put(marker, "trick", TRICK_CODES.encode(m.trick));
            put(marker, "symbol", SYMBOL_CODES.encode(m.symbol));
            put(marker, "facing", DIRECTION_CODES.encode(m.facing));
            if (darkAlley) put(marker, "stacked", m.stacked === true); // [DA] only: base games never send it
          },
        );
      },
    );
  }
  put(table, "deckSize", view.deckSize);
  put(table, "weekday", view.weekday ?? "");
}

/**
 * `pub` is the spectator's view of the player, `own` the player's own view (with hand and plan).
 * `before` is the player as last mirrored with the same plan visibility (null: copy everything):
 * a part that is the same object in `now` is already in the schema and is skipped.
 */
function mirrorPlayer(
  schema: PlayerSchema,
  pub: PlayerView,
  own: PlayerView,
  hiding: boolean,
  before: PlayerState | null,
  now: PlayerState,
): void {
  put(schema, "seat", pub.seat);
  put(schema, "magician", pub.magician ?? "");
  put(schema, "coins", pub.coins);
  put(schema, "fame", pub.fame);
  put(schema, "shards", pub.shards);
  put(schema, "advertised", pub.advertised);
  put(schema, "confirmed", pub.confirmed);
  const characters = !before || before.characters !== now.characters;
  if (characters) {
    syncEntries(
      schema.characters,
      pub.characters,
      () => new CharacterSchema(),
      (c, v, id, created) => {
        // A character the action left alone is the same object (its projection depends only on it and the visibility).
        if (!created && before && before.characters[id as CharacterId] === now.characters[id as CharacterId]) return;
        put(c, "status", STATUS_CODES.encode(v.status));
        put(c, "hasCard", v.card !== null);
        put(c, "card", v.card === "hidden" ? 0 : CARD_CODES.encode(v.card));
        put(c, "slot", SLOT_CODES.encode(v.slot));
        put(c, "inactive", v.inactive);
      },
    );
  }
  put(schema, "assistantSlot", CHARACTER_CODES.encode(pub.assistantSlot));
  if (!before || before.components !== now.components) syncRecord(schema.components, pub.components);
  if (!before || before.managerPiles !== now.managerPiles) syncList(schema.managerPiles, pub.managerPiles);
  if (!before || before.tricks !== now.tricks) {
    syncItems(
      schema.tricks,
      pub.tricks,
      () => new OwnedTrickSchema(),
      (trick, v) => {
        put(trick, "id", TRICK_CODES.encode(v.id));
        put(trick, "symbol", SYMBOL_CODES.encode(v.symbol));
        put(trick, "markers", v.markers);
        put(trick, "engineerSlot", v.engineerSlot);
        if (pub.alley) put(trick, "enhanced", v.enhanced === true); // [DA] only: base games never send it
      },
    );
  }
  if (!before || before.markerSupply !== now.markerSupply) syncRecord(schema.markerSupply, pub.markerSupply);

  // The private plan, from the owner's own projection.
  const plan = schema.plan!;
  if (!before || before.hand !== now.hand) syncRecord(plan.hand, own.hand ?? {});
  if (characters) {
    const cards: Record<string, number> = {};
    for (const id in own.characters) {
      const card = own.characters[id as keyof typeof own.characters].card;
      if (card !== null && card !== "hidden") cards[id] = CARD_CODES.encode(card);
    }
    syncRecord(plan.cards, cards);
  }
  // The Dark Alley cards: what others see of them depends on the characters too (unplaced cards under P20).
  if (characters || before.alley !== now.alley) mirrorPlayerAlley(schema, pub, own, hiding);
}
