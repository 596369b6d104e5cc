// The server's own work per accepted action, part by part, without sockets or a second process:
// the same calls the room makes for an action (the table's check, store write and events, the
// events' MessagePack, the schema mirror, the patch encoded for the shared pass and for each seat's
// StateView), replayed over recorded whole games in this one process and timed with the monotonic
// clock. The network bench's figure moves with everything else running on the machine; this one
// moves much less, so a change of a few microseconds in one part can be seen (alternate runs anyway).
//
//   npx tsx -e 'import("./bench/roomParts.ts").then(m=>m.runRoomPartsBench())'
// ROOM_PARTS_BYTES=1 prints instead the bytes each part allocates, read from the heap's growth (run node
// with --max-semi-space-size=128, so that few scavenges fall inside a part; one that does counts 0).
//   ROOM_PARTS_WATCHER_VIEW=1 adds an empty StateView for the watchers (how the room encoded before it
//   sent watchers the shared patch), to show what that pass costs.
// Between two actions the network bench's server waits for its clients, which run meanwhile. To see what that
// alone does to the same calls: ROOM_PARTS_PAUSE_US=300 sleeps the thread that long before each action, and
// ROOM_PARTS_TOUCH_KB=4096 reads and writes that much memory of its own before each action (as another
// program's work would fill the core's caches). Neither is in the timed parts.
import { Encoder, StateView } from "@colyseus/schema";
import { pack } from "msgpackr";
import { activeSeats, greedyBot, legalActions, type Action, type Seat } from "../shared/engine";
import { MarketSchema, PlacementSchema } from "../shared/schema/BoardSchema";
import { SeatSchema, TableState } from "../shared/schema/TableState";
import { Table, type TableOptions } from "../server/table/Table";
import { mirrorTable } from "../server/table/tableMirror";
import { SqliteStore } from "../server/storage/SqliteStore";
import { observeAction, observeStoreWrite } from "../server/metrics";

const GAMES = Number(process.env.ROOM_PARTS_GAMES ?? 6);
const PASSES = Number(process.env.ROOM_PARTS_PASSES ?? 5);
const WARMUP_PASSES = 2;
const WATCHER_VIEW = process.env.ROOM_PARTS_WATCHER_VIEW === "1";
const BYTES = process.env.ROOM_PARTS_BYTES === "1";
const PAUSE_US = Math.max(0, Number(process.env.ROOM_PARTS_PAUSE_US ?? 0) || 0);
const TOUCHED = process.env.ROOM_PARTS_TOUCH_KB
  ? new Int32Array(Math.max(0, Number(process.env.ROOM_PARTS_TOUCH_KB) || 0) * 256)
  : null;
const gate = new Int32Array(new SharedArrayBuffer(4));

/** What happens between two of the network bench's actions, as asked (see the file comment): a sleep, memory touched. */
function betweenActions(): void {
  if (PAUSE_US) Atomics.wait(gate, 0, 0, PAUSE_US / 1000);
  if (TOUCHED) for (let i = 0; i < TOUCHED.length; i += 16) TOUCHED[i]! += 1; // one write per 64-byte cache line
}
const OPTIONS: TableOptions = {
  players: 4,
  beginnerSetup: true,
  quickStart: true,
  listed: true,
  darkAlley: false,
  prophecies: false,
  abilities: false,
};
const PATCH = 15; // Protocol.ROOM_STATE_PATCH, the first byte Colyseus writes before the encoded changes
const PARTS = [
  "table: engine, events, undo log",
  "store write (SQLite in memory)",
  "events' MessagePack",
  "mirror",
  "patch encode (shared + views)",
  "metrics",
] as const;

let tokens = 0;
const newToken = (): string => `bench-token-${++tokens}`;

/** One whole game's actions, chosen as the network bench's people choose them (the greedy bot). */
async function record(seed: number): Promise<{ seat: Seat; action: Action }[]> {
  const table = new Table(OPTIONS, seed, newToken);
  for (const name of ["Ann", "Ben", "Cat", "Dan"]) table.sit(name);
  table.start(0);
  const moves: { seat: Seat; action: Action }[] = [];
  while (table.game && table.game.phase !== "gameOver") {
    const game = table.game;
    const seat = activeSeats(game)[0]!;
    const action = greedyBot(game, seat) ?? legalActions(game, seat)[0]!;
    const result = await table.act(seat, action);
    if (!result.ok) throw new Error(`the bot's move was refused: ${result.error.message}`);
    moves.push({ seat, action });
  }
  return moves;
}

/** Plays one recorded game through a fresh table, store and schema; adds each part's time (ms) to `sums`. */
async function replay(
  seed: number,
  moves: readonly { seat: Seat; action: Action }[],
  store: SqliteStore,
  sums: number[],
  bytes: number[],
): Promise<number> {
  const code = `B${seed}-${tokens++}`;
  const table = new Table(OPTIONS, seed, newToken);
  for (const name of ["Ann", "Ben", "Cat", "Dan"]) table.sit(name);
  await store.createTable(code, OPTIONS, seed, table.seats);
  table.start(0);
  await store.markStarted(code, table.game!.options, table.seats);
  let storing = 0;
  table.beforeAccept = (seat, action, index, next) => {
    const t0 = performance.now();
    const written = store
      .appendAction(code, index, seat, action, next)
      .then(() => observeStoreWrite(performance.now() - t0));
    storing += performance.now() - t0;
    return written;
  };
  const state = new TableState({ market: new MarketSchema(), placement: new PlacementSchema() });
  state.code = code;
  for (let i = 0; i < 4; i++) state.seats.push(new SeatSchema());
  const encoder = new Encoder(state);
  mirrorTable(state, table, 0b1111, 1);
  const views = [0, 1, 2, 3].map((seat) => {
    const view = new StateView();
    view.add(state.players[seat]!);
    return view;
  });
  if (WATCHER_VIEW) views.push(new StateView());
  const encode = (): void => {
    const it = { offset: 1 };
    encoder.sharedBuffer[0] = PATCH;
    encoder.encode(it);
    const shared = it.offset;
    for (const view of views) encoder.encodeView(view, shared, it);
    encoder.discardChanges();
  };
  encode();
  // Reading the heap costs microseconds of its own: only when asked (ROOM_PARTS_BYTES=1), and then the times are not the figure.
  const heap = BYTES ? (): number => process.memoryUsage().heapUsed : (): number => 0;
  for (const { seat, action } of moves) {
    betweenActions();
    const h0 = heap();
    storing = 0;
    const t0 = performance.now();
    const result = await table.act(seat, action);
    if (!result.ok) throw new Error(`replay refused: ${result.error.message}`);
    const t1 = performance.now();
    const h1 = heap();
    if (result.wire) pack(result.wire);
    const t2 = performance.now();
    const h2 = heap();
    mirrorTable(state, table, 0b1111, 1);
    const t3 = performance.now();
    const h3 = heap();
    encode();
    const t4 = performance.now();
    const h4 = heap();
    observeAction(t4 - t0);
    const t5 = performance.now();
    const h5 = heap();
    const times = [t1 - t0 - storing, storing, t2 - t1, t3 - t2, t4 - t3, t5 - t4];
    const grown = [h1 - h0, 0, h2 - h1, h3 - h2, h4 - h3, h5 - h4];
    for (let i = 0; i < times.length; i++) {
      sums[i]! += times[i]!;
      // A scavenge inside a part shows as a drop: that part's bytes are then not known, and it counts 0.
      bytes[i]! += Math.max(0, grown[i]!);
    }
  }
  return moves.length;
}

export async function runRoomPartsBench(): Promise<void> {
  const games = await Promise.all(
    Array.from({ length: GAMES }, async (_, g) => ({ seed: 9000 + g, moves: await record(9000 + g) })),
  );
  const store = SqliteStore.open(null, () => undefined);
  const perPass: number[][] = [];
  const bytesPerPass: number[][] = [];
  for (let pass = 0; pass < WARMUP_PASSES + PASSES; pass++) {
    const sums = PARTS.map(() => 0);
    const bytes = PARTS.map(() => 0);
    let actions = 0;
    for (const { seed, moves } of games) actions += await replay(seed, moves, store, sums, bytes);
    if (pass >= WARMUP_PASSES) {
      perPass.push(sums.map((ms) => (ms * 1000) / actions));
      bytesPerPass.push(bytes.map((b) => b / actions));
    }
  }
  await store.close();
  const actions = games.reduce((n, g) => n + g.moves.length, 0);
  // Each part's median over the passes (a pass disturbed by another process does not move it).
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const between = [PAUSE_US ? `a ${PAUSE_US}-µs sleep` : "", TOUCHED ? `${TOUCHED.length / 256} KB touched` : ""]
    .filter(Boolean)
    .join(" and ");
  console.log(
    `\n== The server's own work per action, in one process (${GAMES} games, ${actions} actions, median of ${PASSES} passes${WATCHER_VIEW ? ", with a watchers' StateView" : ""}${between ? `, ${between} before each action` : ", back to back"})`,
  );
  let total = 0;
  PARTS.forEach((part, i) => {
    const m = median(perPass.map((p) => p[i]!));
    total += m;
    const b = median(bytesPerPass.map((p) => p[i]!));
    console.log(
      BYTES
        ? `  ${part.padEnd(36)} ${b.toFixed(0).padStart(8)} B allocated`
        : `  ${part.padEnd(36)} ${m.toFixed(1).padStart(6)} µs`,
    );
  });
  const totals = perPass.map((p) => p.reduce((a, b) => a + b, 0));
  if (!BYTES)
    console.log(
      `  ${"total".padEnd(36)} ${total.toFixed(1).padStart(6)} µs   (passes: ${totals.map((t) => t.toFixed(0)).join(", ")} µs)`,
    );
}
