// What a random 4-player playout is made of, base against Dark Alley: steps per game by phase and action type,
// with the bench's own policy (a random seat among those to act, a random one of its turn actions). It shows why
// a Dark Alley playout costs more than a base one before any engine cost: 7 turns against 5, and more steps of
// every kind per turn. Run: `npx tsx bench/stepMix.ts [games]`.
import { activeSeats, applyAction, createGame, legalActions, makeRandom, turnActionCount } from "../shared/engine";

const GAMES = Number(process.argv[2] ?? 200);

function mix(darkAlley: boolean): { steps: number; byType: Map<string, number> } {
  const byType = new Map<string, number>();
  let steps = 0;
  for (let i = 0; i < GAMES; i++) {
    const rng = makeRandom(i);
    let s = createGame(darkAlley ? { players: 4, modules: { darkAlley: true } } : { players: 4 }, i);
    while (s.phase !== "gameOver") {
      const seats = activeSeats(s);
      const seat = seats[Math.floor(rng() * seats.length)]!;
      const legal = legalActions(s, seat);
      const action = legal[Math.floor(rng() * turnActionCount(s, seat, legal))]!;
      const key = `${s.phase} ${action.type}`;
      byType.set(key, (byType.get(key) ?? 0) + 1);
      steps++;
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(`refused ${action.type}: ${r.error.code}`);
      s = r.state;
    }
  }
  return { steps, byType };
}

const base = mix(false);
const alley = mix(true);
const keys = [...new Set([...base.byType.keys(), ...alley.byType.keys()])].sort(
  (a, b) => (alley.byType.get(b) ?? 0) - (alley.byType.get(a) ?? 0),
);
console.log(
  `steps per game over ${GAMES} random 4-player games: base ${(base.steps / GAMES).toFixed(1)}, Dark Alley ${(alley.steps / GAMES).toFixed(1)} (${(alley.steps / base.steps).toFixed(2)}x)`,
);
console.log(
  `at an equal cost per step, Dark Alley would run at ${((100 * base.steps) / alley.steps).toFixed(0)} % of base's games/s`,
);
for (const k of keys) {
  const b = (base.byType.get(k) ?? 0) / GAMES;
  const d = (alley.byType.get(k) ?? 0) / GAMES;
  console.log(`  ${k.padEnd(34)} base ${b.toFixed(1).padStart(6)}   Dark Alley ${d.toFixed(1).padStart(6)}`);
}
