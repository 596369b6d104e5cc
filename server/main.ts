import { settingsFromEnv } from "./config";
import { startGameServer } from "./app";

/** How long a clean stop may take before the process gives up waiting and exits anyway. */
const STOP_LIMIT_MS = 10_000;

/** Entry point: start the one-port game server with the settings from the environment. */
const settings = settingsFromEnv();
const running = await startGameServer(settings.port, settings.host, {
  roomSettings: {
    reconnectSeconds: settings.reconnectSeconds,
    botDelayMs: settings.botDelayMs,
    spectatorLimit: settings.maxSpectators,
  },
  dataDir: settings.dataDir,
  keepFinishedDays: settings.keepFinishedDays,
  databaseUrl: settings.databaseUrl,
  redisUrl: settings.redisUrl,
  serverId: settings.serverId,
  publicAddress: settings.publicAddress,
  leaseMs: settings.leaseSeconds * 1000,
  edge: settings.edge,
  botPool: { threads: settings.botThreads, maxBudgetMs: settings.botMaxBudgetMs },
});
const { restored, skipped, ms } = running.restore;
console.log(
  `Games are stored in ${running.store.where}; ${restored.length} unfinished table(s) restored` +
    (skipped.length ? `, ${skipped.length} skipped (see above)` : "") +
    ` in ${ms.toFixed(0)} ms.`,
);
if (settings.redisUrl)
  console.log(
    `Sharing the lobby through Redis as server ${settings.serverId}${settings.publicAddress ? ` (clients reach it at ${settings.publicAddress})` : ""}.`,
  );
const shownHost = settings.host === "0.0.0.0" || settings.host === "::" ? "localhost" : settings.host;
console.log(`Trickerion table is running: open http://${shownHost}:${running.port}`);

// A clean restart: stop taking tables, tell everyone, finish the action in hand, close the store, exit 0.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // `on`, not `once`: a second signal (a process manager and a terminal both sending one) must not kill the stop half-way.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping; every table is saved and comes back at the next start.`);
    setTimeout(() => {
      console.error(
        `Could not stop cleanly within ${STOP_LIMIT_MS / 1000} s; exiting anyway (every accepted action is already stored).`,
      );
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`Stopping failed: ${(e as Error).message}`);
        process.exit(1);
      },
    );
  });
}
