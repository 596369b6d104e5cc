import { settingsFromEnv } from "./config";
import { startGameServer } from "./app";

/** Entry point: start the one-port game server with the settings from the environment. */
const settings = settingsFromEnv();
const running = await startGameServer(settings.port, settings.host, {
  roomSettings: { reconnectSeconds: settings.reconnectSeconds, botDelayMs: settings.botDelayMs, spectatorLimit: settings.maxSpectators },
  dataDir: settings.dataDir,
  keepFinishedDays: settings.keepFinishedDays,
});
const { restored, skipped, ms } = running.restore;
console.log(
  `Games are stored in ${running.store.file}; ${restored.length} unfinished table(s) restored` +
    (skipped.length ? `, ${skipped.length} skipped (see above)` : "") +
    ` in ${ms.toFixed(0)} ms.`,
);
const shownHost = settings.host === "0.0.0.0" || settings.host === "::" ? "localhost" : settings.host;
console.log(`Trickerion table is running: open http://${shownHost}:${running.port}`);
