// The store test suite runs against both implementations; this gives it one way to open a fresh
// store of each kind and to reach under it (moving clocks, corrupting rows) with plain SQL.
import { afterAll, beforeAll } from "vitest";
import type { GameStore } from "../../server/storage/GameStore";
import { PostgresStore } from "../../server/storage/PostgresStore";
import { SqliteStore } from "../../server/storage/SqliteStore";
import { MISSING_SERVICES, postgresBin, startPostgres, type PostgresServer } from "../support/services";
import { tempDataDir } from "./fixtures";

export interface StoreHarness {
  name: "SQLite" | "PostgreSQL";
  /** Set when this kind cannot run here (the suite is skipped with this line). */
  missing: string | null;
  /** A fresh, empty database; `open` opens stores on it (several, for several processes). */
  fresh(): Promise<StoreDatabase>;
}

export interface StoreDatabase {
  open(owner?: string, leaseMs?: number): Promise<GameStore>;
  /** Runs SQL with `?` placeholders on the database, under the store (tests only). */
  exec(sql: string, ...params: unknown[]): Promise<number>;
  query<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  /** Every byte the database holds, as text (to look for secrets in it). */
  dump(): Promise<string>;
  remove(): Promise<void>;
}

export const sqliteHarness: StoreHarness = {
  name: "SQLite",
  missing: null,
  async fresh() {
    const data = tempDataDir();
    const stores: SqliteStore[] = [];
    const admin = SqliteStore.open(data.dir, console.error, { owner: "admin" });
    return {
      async open(owner, leaseMs) {
        const store = SqliteStore.open(data.dir, console.error, { owner, leaseMs });
        stores.push(store);
        return store;
      },
      async exec(sql, ...params) {
        return admin.database.prepare(sql).run(...params).changes;
      },
      async query<T>(sql: string, ...params: unknown[]) {
        return admin.database.prepare(sql).all(...params) as T[];
      },
      async dump() {
        const rows = [
          ...admin.database.prepare("SELECT * FROM tables").all(),
          ...admin.database.prepare("SELECT * FROM actions").all(),
        ];
        return JSON.stringify(rows);
      },
      async remove() {
        for (const s of stores) await s.close();
        await admin.close();
        data.remove();
      },
    };
  },
};

let server: PostgresServer | null = null;

/** Starts one PostgreSQL for the test file (call at the top level of the file). */
export function usePostgres(): StoreHarness {
  const missing = postgresBin() ? null : MISSING_SERVICES;
  beforeAll(async () => {
    if (!missing) server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    server = null;
  }, 60_000);
  return {
    name: "PostgreSQL",
    missing,
    async fresh() {
      const url = await server!.createDatabase("store");
      const stores: PostgresStore[] = [];
      const admin = await PostgresStore.open(url, { owner: "admin" });
      const numbered = (sql: string): string => {
        let n = 0;
        return sql.replace(/\?/g, () => `$${++n}`);
      };
      return {
        async open(owner, leaseMs) {
          const store = await PostgresStore.open(url, { owner, leaseMs });
          stores.push(store);
          return store;
        },
        async exec(sql, ...params) {
          return (await admin.query(numbered(sql), params)).rowCount ?? 0;
        },
        async query<T>(sql: string, ...params: unknown[]) {
          return (await admin.query(numbered(sql), params)).rows as T[];
        },
        async dump() {
          const rows = [
            ...(await admin.query("SELECT * FROM tables")).rows,
            ...(await admin.query("SELECT * FROM actions")).rows,
          ];
          return JSON.stringify(rows);
        },
        async remove() {
          for (const s of stores) await s.close();
          await admin.close();
        },
      };
    },
  };
}
