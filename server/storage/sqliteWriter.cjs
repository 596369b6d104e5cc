// The SQLite store's writer thread (started by server/storage/sqliteWriter.ts). It holds its own
// connection to the store's file and commits the batches of accepted actions (and undos, seat
// changes, and the periodic renewal of the tables' leases) that the server's main thread hands it, each batch one transaction with one savepoint per write, with
// `synchronous = FULL`: the commit, and its fsync, happen here, so the main event loop never
// waits for the disk; the main thread tells each table its action is committed only when this
// thread says so.
//
// Plain CommonJS on purpose: a worker thread is started from a file path, and this one must load
// under every runner of the server (node with the tsx loader, vitest's workers), which would not
// all compile TypeScript for a worker. The SQL text and the settings come from SqliteStore.ts.
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);

const db = new Database(workerData.file, { timeout: 10000 });
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("foreign_keys = ON");
const sql = workerData.sql;
const owner = workerData.owner;
const stmt = {
  advance: db.prepare(sql.advance),
  insertAction: db.prepare(sql.insertAction),
  finish: db.prepare(sql.finish),
  retreat: db.prepare(sql.retreat),
  deleteAction: db.prepare(sql.deleteAction),
  renew: db.prepare(sql.renew),
  held: db.prepare(sql.held),
  saveSeats: db.prepare(sql.saveSeats),
  saveClocks: db.prepare(sql.saveClocks),
  insertChat: db.prepare(sql.insertChat),
};

// The same checks as the main thread's in-memory path (SqliteStore.ts appendTx / undoTx).
const append = db.transaction((op) => {
  if (stmt.advance.run(op.now, op.code, op.index, owner).changes !== 1) {
    throw new Error(`table ${op.code} has no stored game at action #${op.index} held by this server`);
  }
  stmt.insertAction.run(op.code, op.index, op.seat, op.action);
  if (op.scores !== null) stmt.finish.run(op.now, op.scores, op.code);
});
const undo = db.transaction((op) => {
  if (stmt.retreat.run(op.now, op.code, op.index + 1, owner).changes !== 1 || stmt.deleteAction.run(op.code, op.index).changes !== 1) {
    throw new Error(`table ${op.code} has no last stored action #${op.index} held by this server to take back`);
  }
});

/** Runs one op; a renewal answers the codes of the tables this server holds. */
function run(op) {
  if (op.kind === "append") return append(op), null;
  if (op.kind === "undo") return undo(op), null;
  if (op.kind === "seats") return stmt.saveSeats.run(op.seats, op.now, op.code, owner), null;
  if (op.kind === "clocks") return stmt.saveClocks.run(op.clocks, op.code, owner), null;
  if (op.kind === "chat") return stmt.insertChat.run(op.code, op.n, op.at, op.channel, op.seat, op.name, op.text), null;
  stmt.renew.run(op.until, owner);
  return stmt.held.all(owner).map((row) => row.code);
}

parentPort.on("message", (message) => {
  if (message.kind === "close") {
    db.close();
    parentPort.postMessage({ kind: "closed" });
    return;
  }
  const failures = [];
  const results = [];
  const t0 = performance.now();
  try {
    // A transaction inside another is a savepoint in better-sqlite3: a failing write rolls back alone.
    db.transaction(() => {
      for (const op of message.ops) {
        try {
          results.push(run(op));
          failures.push(null);
        } catch (e) {
          results.push(null);
          failures.push(String(e && e.message ? e.message : e));
        }
      }
    })();
  } catch (e) {
    parentPort.postMessage({ kind: "batch", id: message.id, error: String(e && e.message ? e.message : e) });
    return;
  }
  // How long this thread took to commit the batch (its fsync included): the disk's share of a write's time.
  parentPort.postMessage({ kind: "batch", id: message.id, failures, results, ms: performance.now() - t0 });
});
