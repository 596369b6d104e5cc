// Public interface of the search bots (docs/bots.md): pure, seeded, reading a seat's view only.

export { decide, BotInputError, NODE_BYTES, type Decision, type DecideOptions } from "./decide";
export { BOT_LEVELS, LEVEL_SETTINGS, isBotLevel, type BotLevel, type DecideLevel, type LevelSettings } from "./levels";
export { determinize } from "./determinize";
export { explainMove, versusOf, type HintReason, type Versus } from "./hintWhy";
export { moveEffect, type MoveEffect } from "./moveEffect";
export { MIN_WORLDS_TO_LEAVE_GREEDY } from "./pairedRollouts";
