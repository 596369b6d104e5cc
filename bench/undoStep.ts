// npx tsx bench/undoStep.ts [games]: what the undo log costs the server per accepted action (recordStep runs on
// every one), over random Dark Alley games of 2-4 players, and how many Fate Weavings and placements under
// prophecy P20 could still be taken back. Figures only (docs/engine.md "Undo"); not part of npm run bench.
import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  makeRandom,
  recordStep,
  turnActionCount,
  type Action,
  type GameState,
  type Seat,
  type UndoLog,
} from "../shared/engine";
import { revealOnPlacementNow } from "../shared/engine/modules/darkAlley/prophecies";

interface Step {
  before: GameState;
  seat: Seat;
  action: Action;
  after: GameState;
}

const games = Number(process.argv[2] ?? 150);
const steps: Step[][] = [];
for (let g = 0; g < games; g++) {
  const players = (2 + (g % 3)) as 2 | 3 | 4;
  const rng = makeRandom(`undo-bench-${g}`);
  let s = createGame({ players, modules: { darkAlley: true } }, 9000 + g);
  const game: Step[] = [];
  while (s.phase !== "gameOver") {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    const action = legal[Math.floor(rng() * turnActionCount(s, seat, legal))]!;
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code}`);
    game.push({ before: s, seat, action, after: r.state });
    s = r.state;
  }
  steps.push(game);
}

const total = steps.reduce((n, g) => n + g.length, 0);
let weavings = 0;
let undoableWeavings = 0;
let p20Places = 0;
let undoableP20Places = 0;
for (const game of steps) {
  let log: UndoLog | null = null;
  for (const { before, seat, action, after } of game) {
    log = recordStep(log, before, seat, action, after);
    const undoable = log.actions.length > 0;
    if (action.type === "fateWeaving") {
      weavings++;
      if (undoable) undoableWeavings++;
    }
    if (action.type === "place" && before.alley && revealOnPlacementNow(before)) {
      p20Places++;
      if (undoable) undoableP20Places++;
    }
  }
}

// The machine is shared: each game's steps at their fastest of 15 rounds (a round over all games is seldom left
// undisturbed from start to end, one game's steps often are).
const fastest = steps.map(() => Infinity);
for (let round = 0; round < 15; round++) {
  steps.forEach((game, g) => {
    const t0 = performance.now();
    let log: UndoLog | null = null;
    for (const { before, seat, action, after } of game) log = recordStep(log, before, seat, action, after);
    fastest[g] = Math.min(fastest[g]!, performance.now() - t0);
  });
}
const best = fastest.reduce((a, b) => a + b, 0);
const placement = steps.reduce((n, g) => n + g.filter((x) => x.before.phase === "placement").length, 0);

console.log(`${games} random Dark Alley games (2-4 players), ${total} accepted actions`);
console.log(
  `recordStep: ${((best * 1000) / total).toFixed(2)} µs per action, ${((best * 1000) / placement).toFixed(2)} µs per action in placement (${placement}); each game at its fastest of 15 rounds, ${best.toFixed(1)} ms in all`,
);
console.log(
  `Fate Weavings: ${weavings}, undoable ${undoableWeavings}; places under P20: ${p20Places}, undoable ${undoableP20Places}`,
);
