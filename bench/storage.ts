// Storage figures: bytes stored per whole game, time to write one action (a committed SQLite
// transaction, synchronous = FULL, in a temporary directory), and time to restore 100 unfinished
// tables at start (replay through the engine + one Colyseus room each).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { activeSeats, greedyBot } from "../shared/engine";
import { startGameServer } from "../server/app";
import type { GameStore } from "../server/storage/GameStore";
import { PostgresStore } from "../server/storage/PostgresStore";
import { SqliteStore } from "../server/storage/SqliteStore";
import { postgresBin, startPostgres } from "../tests/support/services";
import { HOST_SEAT, Table } from "../server/table/Table";

const GAMES = 10;
const TABLES = 100;
/** How far into the game each of the 100 restored tables is. */
const RESTORE_AT_TURN = 3;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A 4-player table stored as the room stores it, played with greedy moves until `stop` holds. */
async function playStored(
  store: GameStore,
  code: string,
  seed: number,
  stop: (t: Table) => boolean,
  writeMicros?: number[],
): Promise<Table> {
  let n = 0;
  const table = new Table(
    {
      players: 4,
      beginnerSetup: false,
      quickStart: false,
      listed: true,
      darkAlley: false,
      prophecies: false,
      abilities: false,
    },
    seed,
    () => `${code}-${n++}`.padEnd(32, "0"),
  );
  await store.createTable(code, table.options, seed, table.seats);
  for (const name of ["Ann", "Ben", "Cat", "Dan"]) table.sit(name);
  await store.saveSeats(code, table.seats);
  table.start(HOST_SEAT);
  await store.markStarted(code, table.game!.options, table.seats);
  table.beforeAccept = async (seat, action, index, next) => {
    const t0 = performance.now();
    await store.appendAction(code, index, seat, action, next);
    writeMicros?.push((performance.now() - t0) * 1000);
  };
  while (table.game!.phase !== "gameOver" && !stop(table)) {
    const seat = activeSeats(table.game!)[0]!;
    const result = await table.act(seat, greedyBot(table.game!, seat)!);
    if (!result.ok) throw new Error(result.error.message);
  }
  return table;
}

/** The database's size on disk with everything checkpointed into the main file and free pages dropped. */
function compactSize(store: SqliteStore): number {
  store.database.pragma("wal_checkpoint(TRUNCATE)");
  store.database.exec("VACUUM");
  store.database.pragma("wal_checkpoint(TRUNCATE)");
  return statSync(store.where).size;
}

export async function runStorageBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "trickerion-bench-storage-"));
  try {
    // 1 and 2: whole games written action by action, as the server does.
    const store = SqliteStore.open(path.join(dir, "games"));
    const empty = compactSize(store);
    const writeMicros: number[] = [];
    let actions = 0;
    let recordBytes = 0;
    for (let g = 0; g < GAMES; g++) {
      const table = await playStored(store, `G${String(g).padStart(4, "0")}`, 1000 + g, () => false, writeMicros);
      actions += table.moves;
      recordBytes += JSON.stringify(await store.finishedRecord(`G${String(g).padStart(4, "0")}`)).length;
    }
    const full = compactSize(store);
    await store.close();
    writeMicros.sort((a, b) => a - b);

    // 3: a data directory with 100 unfinished tables, then a server start that restores them.
    const restoreDir = path.join(dir, "restore");
    const seeded = SqliteStore.open(restoreDir);
    let restoreActions = 0;
    for (let t = 0; t < TABLES; t++) {
      restoreActions += (
        await playStored(
          seeded,
          `R${String(t).padStart(4, "0")}`,
          5000 + t,
          (table) => table.game!.turn >= RESTORE_AT_TURN,
        )
      ).moves;
    }
    await seeded.close();
    const t0 = performance.now();
    const running = await startGameServer(0, "127.0.0.1", { dataDir: restoreDir, roomSettings: { botDelayMs: 0 } });
    const startMs = performance.now() - t0;
    const restored = running.restore;
    running.store.closing = true;
    await running.close();

    console.log(`\n== Storage: SQLite (better-sqlite3, WAL, synchronous=FULL) in ${tmpdir()}`);
    console.log(
      `bytes stored per whole 4-player game:  ${Math.round((full - empty) / GAMES)} B on disk (${GAMES} games, ${Math.round(actions / GAMES)} actions each; ${Math.round((full - empty) / actions)} B per action; the JSON record is ${Math.round(recordBytes / GAMES)} B)`,
    );
    console.log(
      `write one action (committed):          median ${percentile(writeMicros, 50).toFixed(0)} µs, p99 ${percentile(writeMicros, 99).toFixed(0)} µs, max ${writeMicros.at(-1)!.toFixed(0)} µs (${writeMicros.length} writes)`,
    );
    console.log(
      `restore ${TABLES} unfinished tables at start:   ${restored.ms.toFixed(0)} ms (${restored.restored.length} restored, ${restored.skipped.length} skipped, ${restoreActions} actions replayed; whole server start ${startMs.toFixed(0)} ms)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await runPostgresWriteBench();
}

/** The same whole games written to a throw-away PostgreSQL on loopback (skipped when it is not installed). */
async function runPostgresWriteBench(): Promise<void> {
  if (!postgresBin()) {
    console.log(
      "\n== Storage: PostgreSQL not installed here (apt-get install postgresql): its write figures are skipped",
    );
    return;
  }
  const server = await startPostgres();
  try {
    const store = await PostgresStore.open(await server.createDatabase("bench"));
    const writeMicros: number[] = [];
    for (let g = 0; g < GAMES; g++)
      await playStored(store, `G${String(g).padStart(4, "0")}`, 1000 + g, () => false, writeMicros);
    await store.close();
    writeMicros.sort((a, b) => a - b);
    console.log(
      `\n== Storage: PostgreSQL ${path.basename(path.dirname(postgresBin()!))} on loopback (node-postgres, synchronous_commit = on)`,
    );
    console.log(
      `write one action (committed):          median ${percentile(writeMicros, 50).toFixed(0)} µs, p99 ${percentile(writeMicros, 99).toFixed(0)} µs, max ${writeMicros.at(-1)!.toFixed(0)} µs (${writeMicros.length} writes)`,
    );
  } finally {
    await server.stop();
  }
}
