// Public interface of the Trickerion rules engine: pure functions over plain-data states.

export type { Action, ActionType, LinkReward } from "./core/actions";
export type { RuleError, RuleErrorCode } from "./core/errors";
export type * from "./core/state";
export { CHARACTER_IDS, ASSIGN_LOCATIONS, SYMBOLS } from "./core/state";
export { createGame } from "./engine";
export { applyAction, applyWatched, legalActions, activeSeats, validateAction, type ApplyResult } from "./engine";
export type { EndTurnWatch } from "./settle";
export { seatToAct } from "./families/turn";
export {
  viewFor,
  playerViewFor,
  planVisibility,
  type GameView,
  type PlayerView,
  type CharacterView,
  type Viewer,
} from "./view";
export { scores, type ScoreBoard } from "./scoring";
export {
  replayRecord,
  newRecord,
  recordFormatOf,
  RECORD_FORMAT,
  LEGACY_RECORD_FORMAT,
  type GameRecord,
  type RecordFormat,
  type ReplayResult,
} from "./record";
export { isSecretSeed, type Seed, type SecretSeed } from "./core/rng";
export { effectiveCount, initiativeSpace, initiativeSpaceAt, startingCoinsAt } from "./core/players";
export { randomBot, makeRandom, type Random } from "./bots";
export { turnActionCount } from "./families/floor";
export { greedyBot } from "./greedy";
export { RULE_ERROR_CODES } from "./core/errors";

import type { GameState, Phase } from "./core/state";
/** The current phase ("setup", "advertise", "assignment", "placement", "performance", "gameOver"). */
export function phaseOf(s: GameState): Phase {
  return s.phase;
}
export {
  applyActionWithEvents,
  eventsOf,
  gainsOf,
  openingEvents,
  GAME_EVENT_TYPES,
  DARK_ALLEY_EVENT_TYPES,
  type GameEvent,
  type GameEventType,
  type Gain,
  type YieldLine,
  type ShowBonus,
  type ScoreLine,
  type EventResult,
} from "./events";
export {
  recordStep,
  undoLast,
  canUndo,
  undoLogOf,
  type UndoLog,
  type UndoStop,
  type UndoError,
  type UndoErrorCode,
  type UndoResult,
} from "./undo";
export { performanceYields, type PerformanceYield } from "./families/performance";
export { linksFormed, type NewLink } from "./core/geometry";
export { wageBill, type WageBill } from "./families/turn";

// Also for the client and the server, which import the engine only through this index (biome.json).
export { SPECIAL_DECKS } from "./core/state";
export type { ShowCardAction, SpecialCardAction } from "./core/actions";
export { LINK_BONUS } from "./core/markers";
export { countLinks, markerCorner, OPPOSITE } from "./core/geometry";
export { describeValue } from "./core/errors";
export { KeyedCursor, RngCursor, seedToState, type Draws } from "./core/rng";
export { stockPrice } from "./families/market";
export { setUpRefusal } from "./families/theater";
export { SPECIAL_LOCATION } from "./modules/darkAlley/specialCards";
export { GUEST_KEY, isGuestKey } from "./modules/darkAlley/cards/guestPerformer";
export { ALLEY_LINE_CAP } from "./modules/darkAlley/alleyScoring";
export { ALLEY_AP, drawAp, TURNS_DARK_ALLEY } from "./modules/darkAlley/darkAlley";
export { STARTING_COMPONENT_BUDGET } from "./families/setup";
export { FATE_WEAVING_AP } from "./modules/darkAlley/abilities";
