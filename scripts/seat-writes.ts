// Event-loop delay while seat changes (sit, rename, bot…) are committed at ~400 a second to a SQLite file, on the main
// thread (as saveSeats did before issue 26) and through the writer thread (as it does now). Run: npx tsx scripts/seat-writes.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { SqliteStore } from "../server/storage/SqliteStore";
import { seatsJson } from "../server/storage/GameStore";
import { Table } from "../server/table/Table";

async function run(mode: "main" | "writer"): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "seats-"));
  const store = SqliteStore.open(dir);
  const codes = Array.from({ length: 50 }, (_, i) => `T${String(i).padStart(4, "0")}`);
  const tables = codes.map(
    () =>
      new Table(
        {
          players: 4,
          beginnerSetup: false,
          quickStart: false,
          listed: true,
          darkAlley: false,
          prophecies: false,
          abilities: false,
        },
        1,
        () => "x".repeat(32),
      ),
  );
  for (let i = 0; i < codes.length; i++) await store.createTable(codes[i]!, tables[i]!.options, 1, tables[i]!.seats);
  const onMain = store.database.prepare("UPDATE tables SET seats = ?, updated_at = ? WHERE code = ? AND owner = ?");
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let n = 0;
  const started = Date.now();
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // ~400 seat commits a second: 2 per 5 ms tick.
      for (let k = 0; k < 2; k++) {
        const i = n++ % codes.length;
        tables[i]!.seats[0] = { kind: "human", name: `P${n % 1000}`, tokenHash: null, token: null, botTakeover: false };
        if (mode === "main") onMain.run(seatsJson(tables[i]!.seats), Date.now(), codes[i]!, store.owner);
        else pending.push(store.saveSeats(codes[i]!, tables[i]!.seats));
      }
      if (Date.now() - started > 8_000) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(pending);
  histogram.disable();
  const rate = n / ((Date.now() - started) / 1000);
  console.log(
    `${mode}: ${n} seat commits (${rate.toFixed(0)}/s); event-loop delay p50 ${(histogram.percentile(50) / 1e6).toFixed(2)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(2)} ms, max ${(histogram.max / 1e6).toFixed(2)} ms`,
  );
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

void (async () => {
  await run("main");
  await run("writer");
  await run("main");
  await run("writer");
})();
