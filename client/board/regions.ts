import { SLOT_BY_ID } from "../../shared/data/locations";
import { activeSeats, type Action } from "../../shared/engine";
import type { BoardModel } from "./model";
import { actingKey } from "./boardChoices";
import { language } from "../i18n";

// What each region of the board draws from, as a string: the board redraws a region only when its key changed
// (a click on the market must not rebuild Downtown, the Theater and every workshop). A key holds everything the
// region's views read from the model; when in doubt a region reads more (a needless redraw is only slower).

const LOCATION_OF_ACTION: Partial<Record<Action["type"], string>> = {
  learnTrick: "downtown",
  hireCharacter: "downtown",
  takeCoins: "downtown",
  rerollDie: "downtown",
  setDie: "downtown",
  buy: "market_row",
  order: "market_row",
  quickOrder: "market_row",
  prepare: "workshop",
  moveTrick: "workshop",
  moveComponents: "workshop",
  moveApprentice: "workshop",
  discardTrick: "workshop",
  returnComponent: "workshop",
  setUpTrick: "theater",
  reschedule: "theater",
  perform: "theater",
  passPerformance: "theater",
};

function legalAt(model: BoardModel, location: string): string {
  const out: Action[] = [];
  for (const a of model.legal) {
    if (a.type === "place" ? SLOT_BY_ID[a.slot]?.location === location : LOCATION_OF_ACTION[a.type] === location)
      out.push(a);
  }
  return JSON.stringify(out);
}

/** Who stands on the slots of one location (and which character acts now, for its AP badge). */
function standing(model: BoardModel, prefix: string): string {
  const out: string[] = [];
  for (const p of model.view.players)
    for (const [id, c] of Object.entries(p.characters))
      if (c.slot?.startsWith(prefix)) out.push(`${p.seat}:${id}:${c.slot}`);
  return out.join(",");
}

/** The key of every region: "downtown", "market", "theater", "tracks", and "workshop:<seat>". */
export function regionKeys(model: BoardModel): Record<string, string> {
  const { view, game } = model;
  const me = model.viewer === null ? null : game.players[model.viewer];
  const pl = game.placement;
  // Which character acts where; its AP only matters where it stands (badge, "needs 3 AP" reasons).
  const common = JSON.stringify([
    model.viewer,
    model.names,
    game.phase,
    view.players.length,
    model.mySeats,
    slotTurn(model),
    me?.characters,
    pl ? [pl.seat, pl.character, pl.slot, pl.enhanced] : null,
    actingKey(model),
  ]);
  const apAt = (location: string): number | null => (pl && SLOT_BY_ID[pl.slot]?.location === location ? pl.ap : null);
  const keys: Record<string, string> = {
    downtown: JSON.stringify([
      common,
      apAt("downtown"),
      view.dice,
      view.residence,
      standing(model, "downtown"),
      legalAt(model, "downtown"),
      me?.fame,
      me?.tricks.map((t) => [t.id, t.engineerSlot]),
    ]),
    market: JSON.stringify([
      common,
      apAt("market_row"),
      view.market,
      view.supply,
      standing(model, "market-row"),
      legalAt(model, "market_row"),
      me?.coins,
      me?.components,
      me?.managerPiles,
    ]),
    theater: JSON.stringify([
      common,
      apAt("theater"),
      view.theaterCards,
      view.weekday,
      view.deckSize,
      view.players.map((p) => [p.characters, p.tricks]),
      legalAt(model, "theater"),
      model.pick,
      me?.markerSupply,
    ]),
    tracks: JSON.stringify([
      view.turn,
      view.initiative,
      view.players.map((p) => [p.fame, p.advertised]),
      activeSeats(game),
      model.names,
    ]),
  };
  if (view.alley) {
    // The Dark Alley: its slots, decks, orb, the floor card and every Dark Alley or ability action (alleyPieces.ts).
    keys.alley = JSON.stringify([
      common,
      apAt("dark_alley"),
      view.alley,
      standing(model, "dark-alley"),
      model.legal.filter((a) => !(a.type in LOCATION_OF_ACTION) && a.type !== "place"),
      legalAt(model, "dark_alley"),
      game.alley?.special,
      game.alley?.drewFirst,
      me?.magician,
      me?.shards,
      view.players.map((p) => p.alley?.specialCount),
    ]);
  }
  for (const p of view.players) {
    const own = p.seat === model.viewer;
    keys[`workshop:${p.seat}`] = JSON.stringify([
      common,
      p,
      game.players[p.seat],
      own
        ? [
            apAt("workshop"),
            legalAt(model, "workshop"),
            model.legal.some((a) => a.type === "setUpTrick"),
            model.pick,
            apAt("theater"),
          ]
        : null,
    ]);
  }
  // Every region draws words: after a language switch each one is redrawn at once, not when its inputs next change
  // (the tracks' "Turn 4 / 7" would stay English until the next turn).
  const lng = language();
  for (const name of Object.keys(keys)) keys[name] = `${lng}|${keys[name]}`;
  return keys;
}

/** The seat to place now (slots light up for it). */
function slotTurn(model: BoardModel): number | null {
  const g = model.game;
  return g.phase === "placement" && !g.placement ? (g.initiative[g.cursor] ?? null) : null;
}
