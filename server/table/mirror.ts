import { ArraySchema } from "@colyseus/schema";
import { DICE } from "../../shared/data/dice";
import { planVisibility, playerViewFor, viewFor, type GameState, type GameView, type PlayerView } from "../../shared/engine";
import { FinalScoreSchema, MarkerSchema, TheaterCardSchema } from "../../shared/schema/BoardSchema";
import { CharacterSchema, OwnedTrickSchema, PlanSchema, PlayerSchema } from "../../shared/schema/PlayerSchema";
import { DieState, type TableState } from "../../shared/schema/TableState";
import { CARD_CODES, CHARACTER_CODES, DIRECTION_CODES, SLOT_CODES, STATUS_CODES, SYMBOL_CODES, SETUP_STEP_CODES, TRICK_CODES } from "../../shared/schema/codes";
import { mirrorAlley, mirrorDrawn, mirrorPlayerAlley } from "./alleyMirror";
import { newPlayerSchema } from "./alleyMirror";
import { put, syncEntries, syncItems, syncList, syncRecord } from "./sync";

/** The game each table's schema was last made equal to (see `mirrorGame`). */
const mirrored = new WeakMap<TableState, GameState>();

/**
 * Copies a game into the synced schema. The public part comes only from the engine's spectator
 * projection, so the schema can never carry more than the rules let a spectator know; each
 * player's hidden plan comes from that player's own projection into their `.view()` field.
 *
 * Only what changed since the last call is copied again. The engine never changes a state: an
 * action returns a new state that shares every part it left alone (`shared/engine/state.ts`), so
 * a part (a player, the market, the theater…) that is the same object as last time holds the same
 * values, and its schema is already equal to it. What a viewer may see of a player also depends on
 * the phase (plans are hidden during Assignment), so every player is copied when that changes.
 * The result is the same schema, and so the same patches, as copying everything every time
 * (`tests/server/mirror.test.ts` checks it byte for byte).
 */
export function mirrorGame(table: TableState, game: GameState): void {
  const last = mirrored.get(table);
  if (last === game) return;
  mirrored.set(table, game);
  const changed = <T>(part: (g: GameState) => T): boolean => !last || part(last) !== part(game);
  const view = viewFor(game, "spectator");
  put(table, "phase", view.phase);
  put(table, "turn", view.turn);
  put(table, "setupStep", view.phase === "setup" ? (view.setupQueue[0]?.step ?? "") : "");
  if (changed((g) => g.setupQueue)) syncList(table.setupQueue, view.setupQueue.map((q) => q.seat * 8 + SETUP_STEP_CODES.encode(q.step)));
  if (changed((g) => g.initiative)) syncList(table.initiative, view.initiative);
  put(table, "cursor", view.cursor);
  if (changed((g) => g.dice)) {
    syncItems(table.dice, DICE, () => new DieState(), (die, def) => {
      put(die, "id", def.id);
      put(die, "face", String(view.dice[def.id]));
    });
  }
  if (changed((g) => g.residence)) syncRecord(table.residence, Object.fromEntries(view.residence.map((id) => [id, true])));
  mirrorBoard(table, view, changed);
  const visibility = planVisibility(game);
  const before = last ? planVisibility(last) : null;
  const hidingChanged = !before || before.hiding !== visibility.hiding || before.onPlacement !== visibility.onPlacement;
  syncItems(table.players, view.players, () => newPlayerSchema(game.alley !== null), (schema, p) => {
    if (!hidingChanged && last?.players[p.seat] === game.players[p.seat]) return;
    mirrorPlayer(schema, p, playerViewFor(game, p.seat, p.seat), visibility.hiding);
  });
  mirrorAlley(table, view, changed);
  if (game.alley && changed((g) => g.alley?.drawn)) mirrorDrawn(table.players, game);
  if (changed((g) => g.final)) syncItems(table.final, view.final ?? [], () => new FinalScoreSchema(), (schema, line) => {
    put(schema, "seat", line.seat);
    put(schema, "fameBefore", line.fameBefore);
    put(schema, "shards", line.shards);
    put(schema, "coins", line.coins);
    put(schema, "apprentices", line.apprentices);
    put(schema, "specialists", line.specialists);
    if (line.specialCards !== undefined) {
      // Dark Alley scoring terms (RULES §12.7); base games leave these fields out.
      put(schema, "specialCards", line.specialCards);
      syncList((schema.bonusTricks ??= new ArraySchema<number>()), (line.trickBonuses ?? []).map((b) => TRICK_CODES.encode(b.trick)));
      syncList((schema.bonusFame ??= new ArraySchema<number>()), (line.trickBonuses ?? []).map((b) => b.fame));
    }
    put(schema, "total", line.total);
  });
  put(table, "winner", view.winner ?? -1);
}

function mirrorBoard(table: TableState, view: GameView, changed: <T>(part: (g: GameState) => T) => boolean): void {
  if (changed((g) => g.market)) {
    syncList(table.market.buy, view.market.buy);
    syncList(table.market.order, view.market.order.map((c) => c ?? ""));
    put(table.market, "quick", view.market.quick ?? "");
  }
  if (changed((g) => g.supply)) syncRecord(table.supply, view.supply);
  const pl = view.placement;
  put(table.placement, "seat", pl ? pl.seat : -1);
  put(table.placement, "character", CHARACTER_CODES.encode(pl?.character));
  put(table.placement, "slot", SLOT_CODES.encode(pl?.slot));
  put(table.placement, "ap", pl?.ap ?? 0);
  put(table.placement, "enhanced", pl?.enhanced ?? false);
  if (changed((g) => g.theaterCards)) {
    syncItems(table.theater, view.theaterCards, () => new TheaterCardSchema(), (schema, card) => {
      put(schema, "id", card?.id ?? "");
      syncEntries(schema.markers, card?.markers ?? {}, () => new MarkerSchema(), (marker, m) => {
        put(marker, "seat", m.seat);
        put(marker, "trick", TRICK_CODES.encode(m.trick));
        put(marker, "symbol", SYMBOL_CODES.encode(m.symbol));
        put(marker, "facing", DIRECTION_CODES.encode(m.facing));
        if (view.alley) put(marker, "stacked", m.stacked === true); // [DA] only: base games never send it
      });
    });
  }
  put(table, "deckSize", view.deckSize);
  put(table, "weekday", view.weekday ?? "");
}

/** `pub` is the spectator's view of the player, `own` the player's own view (with hand and plan). */
function mirrorPlayer(schema: PlayerSchema, pub: PlayerView, own: PlayerView, hiding: boolean): void {
  put(schema, "seat", pub.seat);
  put(schema, "magician", pub.magician ?? "");
  put(schema, "coins", pub.coins);
  put(schema, "fame", pub.fame);
  put(schema, "shards", pub.shards);
  put(schema, "advertised", pub.advertised);
  put(schema, "confirmed", pub.confirmed);
  syncEntries(schema.characters, pub.characters, () => new CharacterSchema(), (c, v) => {
    put(c, "status", STATUS_CODES.encode(v.status));
    put(c, "hasCard", v.card !== null);
    put(c, "card", v.card === "hidden" ? 0 : CARD_CODES.encode(v.card));
    put(c, "slot", SLOT_CODES.encode(v.slot));
    put(c, "inactive", v.inactive);
  });
  put(schema, "assistantSlot", CHARACTER_CODES.encode(pub.assistantSlot));
  syncRecord(schema.components, pub.components);
  syncList(schema.managerPiles, pub.managerPiles);
  syncItems(schema.tricks, pub.tricks, () => new OwnedTrickSchema(), (trick, v) => {
    put(trick, "id", TRICK_CODES.encode(v.id));
    put(trick, "symbol", SYMBOL_CODES.encode(v.symbol));
    put(trick, "markers", v.markers);
    put(trick, "engineerSlot", v.engineerSlot);
    if (pub.alley) put(trick, "enhanced", v.enhanced === true); // [DA] only: base games never send it
  });
  syncRecord(schema.markerSupply, pub.markerSupply);

  // The private plan, from the owner's own projection.
  const plan = schema.plan!;
  syncRecord(plan.hand, own.hand ?? {});
  const cards: Record<string, number> = {};
  for (const id in own.characters) {
    const card = own.characters[id as keyof typeof own.characters].card;
    if (card !== null && card !== "hidden") cards[id] = CARD_CODES.encode(card);
  }
  syncRecord(plan.cards, cards);
  mirrorPlayerAlley(schema, pub, own, hiding);
}
