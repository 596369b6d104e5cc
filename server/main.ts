import { settingsFromEnv } from "./config";
import { startGameServer } from "./app";

/** Entry point: start the one-port game server with the settings from the environment. */
const settings = settingsFromEnv();
const running = await startGameServer(settings.port, settings.host, {
  roomSettings: { reconnectSeconds: settings.reconnectSeconds, botDelayMs: settings.botDelayMs },
});
const shownHost = settings.host === "0.0.0.0" || settings.host === "::" ? "localhost" : settings.host;
console.log(`Trickerion table is running: open http://${shownHost}:${running.port}`);
