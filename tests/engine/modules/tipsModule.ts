// A tiny rules module that exists only for tests (issue 27): "Tips", after each turn every magician receives one coin
// from a grateful public. It proves a new module plugs in through the registry and the hooks alone: no base family
// and no Dark Alley file names it.

import type { RulesModule } from "../../../shared/engine/core/family";
import type { GameState } from "../../../shared/engine";

/** The coins each player receives at the end of each turn. */
export const TIP = 1;

/** Whether the options switch Tips on (an option no table offers: this module is a test's). */
const tipsOn = (modules: object | undefined): boolean => (modules as { tips?: boolean } | undefined)?.tips === true;

export const TIPS: RulesModule = {
  name: "tips",
  families: [],
  hooks: {
    inGame: (s: GameState) => tipsOn(s.options.modules),
    inOptions: tipsOn,
    // After End Turn's last step (Dark Alley's first, when both play: registered first, it runs first).
    endTurnLast: (s) => ({ ...s, players: s.players.map((p) => ({ ...p, coins: p.coins + TIP })) }),
  },
};
