import type { CharacterId, GameState, GameView, PlayerView } from "../../shared/engine";
import { SPECIAL_DECKS } from "../../shared/engine";
import { ArraySchema, MapSchema } from "@colyseus/schema";
import {
  AlleySchema,
  PerformedSchema,
  SpecialPileSchema,
  StealSchema,
  TalentSchema,
  TurnEffectSchema,
} from "../../shared/schema/AlleySchema";
import { TRICK_CODES } from "../../shared/schema/codes";
import { PlanSchema, PlayerSchema } from "../../shared/schema/PlayerSchema";
import { put, syncItems, syncList, syncRecord } from "./sync";

// The Dark Alley part of the mirror (RULES §12), like mirror.ts: the shared part from the spectator's projection,
// each player's secret cards (Special cards in hand, planned Dark Alley cards, drawn cards) from the owner's own
// projection into the owner's view-filtered plan. Deck and prophecy pile orders are never read here: the
// spectator's projection has only their sizes.

/**
 * A player's schema, with the Dark Alley parts of the private plan made before the owner's StateView takes the
 * player in (so they reach the owner with it); base games have none of these fields.
 */
export function newPlayerSchema(darkAlley: boolean): PlayerSchema {
  const plan = darkAlley
    ? new PlanSchema({
        alleyCard: 0,
        specials: new ArraySchema<string>(),
        under: new MapSchema<string>(),
        drawn: new ArraySchema<string>(),
      })
    : new PlanSchema();
  return new PlayerSchema(
    darkAlley ? { plan, alleyCard: -1, specialCount: 0, under: new MapSchema<string>() } : { plan },
  );
}

/** Copies the shared Dark Alley state; `changed` tells whether a part of the game is a new object since last time. */
export function mirrorAlley(
  table: { alley?: AlleySchema },
  view: GameView,
  changed: <T>(part: (g: GameState) => T) => boolean,
): void {
  const a = view.alley;
  if (!a) return;
  if (!table.alley) table.alley = new AlleySchema();
  const out = table.alley;
  if (!changed((g) => g.alley)) return;
  syncList(
    out.deckSizes,
    SPECIAL_DECKS.map((d) => a.deckSizes[d]),
  );
  if (changed((g) => g.alley?.discards)) {
    syncItems(
      out.discards,
      SPECIAL_DECKS,
      () => new SpecialPileSchema(),
      (pile, deck) => syncList(pile.cards, a.discards[deck] as string[]),
    );
  }
  syncList(out.pending, a.pending as string[]);
  put(out, "active", a.active ?? "");
  put(out, "pileSize", a.pileSize);
  syncList(out.used, a.used as string[]);
  put(out, "drawnSeat", a.drawn ? a.drawn.seat : -1);
  put(out, "drawnDeck", a.drawn?.deck ?? "");
  put(out, "drawnCount", a.drawn?.count ?? 0);
  put(out, "drewFirst", a.drewFirst);
  put(out, "toldFortune", a.toldFortune);
  put(out, "special", a.special?.id ?? "");
  put(out, "specialUse", a.special?.use ?? "");
  put(out, "specialProgress", a.special?.progress ?? "");
  syncItems(
    out.turnEffects,
    a.turnEffects,
    () => new TurnEffectSchema(),
    (item, e) => {
      put(item, "seat", e.seat);
      put(item, "id", e.id);
    },
  );
  syncList(out.abilityUsed, a.abilityUsed as number[]);
  put(out, "breakingFree", a.breakingFree ?? -1);
  put(out, "possessionSeat", a.possession ? a.possession.seat : -1);
  put(out, "possessionDay", a.possession?.day ?? "");
  put(out, "possessionCard", a.possession?.card ?? -2);
  put(out, "secondPlacement", a.secondPlacement);
  syncItems(
    out.steals,
    a.steals,
    () => new StealSchema(),
    (item, st) => {
      put(item, "card", st.card);
      put(item, "mine", st.mine);
      put(item, "theirs", st.theirs);
    },
  );
  syncList(out.stock, a.stock as string[]);
  syncItems(
    out.talents,
    a.talents,
    () => new TalentSchema(),
    (item, x) => {
      put(item, "seat", x.seat);
      put(item, "apprentice", x.apprentice);
      put(item, "specialist", x.specialist);
    },
  );
  if (changed((g) => g.alley?.performed)) {
    syncItems(
      out.performed,
      a.performed,
      () => new PerformedSchema(),
      (item, x) => {
        put(item, "seat", x.seat);
        put(item, "trick", TRICK_CODES.encode(x.trick));
        put(item, "turn", x.turn);
      },
    );
  }
  put(out, "durable", a.durable ?? -1);
}

/**
 * A player's Dark Alley cards: `pub` as a spectator sees them, `own` as the owner does. While plans are hidden the
 * projection's public count keeps the planned Special cards in it (the owner's hand before planning), so it never
 * tells that one was planned; the cards under characters become public only as the projection reveals them.
 */
export function mirrorPlayerAlley(schema: PlayerSchema, pub: PlayerView, own: PlayerView, hiding: boolean): void {
  const pa = pub.alley;
  const oa = own.alley;
  if (!pa || !oa) return;
  put(schema, "alleyCard", pa.alleyCard ?? -1);
  // The projection already keeps planned Special cards in the public count while plans are hidden (view.ts).
  put(schema, "specialCount", pa.specialCount);
  const revealed: Record<string, string> = {};
  for (const id in pa.under) {
    const card = pa.under[id as CharacterId];
    if (card && card !== "hidden") revealed[id] = card;
  }
  syncRecord((schema.under ??= new MapSchema<string>()), revealed);
  const plan = schema.plan!;
  put(plan, "alleyCard", oa.alleyCard ?? 0);
  syncList((plan.specials ??= new ArraySchema<string>()), (oa.specials ?? []) as string[]);
  syncRecord((plan.under ??= new MapSchema<string>()), oa.under as Record<string, string>);
}

/** The two drawn cards, into the drawer's plan only (RULES §12.2: only the drawer sees them). */
export function mirrorDrawn(players: Iterable<PlayerSchema>, game: GameState): void {
  const drawn = game.alley?.drawn ?? null;
  for (const p of players)
    syncList(
      (p.plan!.drawn ??= new ArraySchema<string>()),
      drawn && drawn.seat === p.seat ? (drawn.cards as string[]) : [],
    );
}
