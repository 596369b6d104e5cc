import type { GameStore, HolderSettings } from "./GameStore";
import { PostgresStore } from "./PostgresStore";
import { SqliteStore } from "./SqliteStore";

export interface StoreSettings extends HolderSettings {
  /** PostgreSQL URL (DATABASE_URL): the shared store for several processes. Unset: SQLite. */
  databaseUrl?: string | null;
  /** Folder of the SQLite file; null keeps it in memory (tests that are not about restarts). */
  dataDir?: string | null;
}

/** The store the settings ask for: PostgreSQL when a database URL is given, else the embedded SQLite file. */
export async function openStore(settings: StoreSettings): Promise<GameStore> {
  const holder = { owner: settings.owner, leaseMs: settings.leaseMs };
  if (settings.databaseUrl) return PostgresStore.open(settings.databaseUrl, holder);
  return SqliteStore.open(settings.dataDir ?? null, console.error, holder);
}
